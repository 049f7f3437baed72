import { Decimal, decimalString, parseAmount } from '../shared/money.js';

export interface AvailableBalanceQuery {
  readonly UniformCoverage: 'Applies' | 'DoesNotApply';
  readonly AnnualElection: number | string;
  readonly ContributionsToDate: number | string;
  readonly ReimbursementsToDate: number | string;
}

export type AvailableBalanceResult =
  | { readonly ok: true; readonly Available: string; readonly Basis: string }
  | { readonly ok: false; readonly ErrorCode: 'InvalidRequest'; readonly Message: string };

/**
 * What a participant may be reimbursed now. Uniform coverage (health FSA, Prop. Reg.
 * 1.125-5(d)): the whole annual election from day one, less reimbursements. Otherwise
 * (dependent care, commuter): contributions credited, less reimbursements. Never below zero.
 */
export function availableBalanceResult(q: AvailableBalanceQuery): AvailableBalanceResult {
  if (typeof q !== 'object' || q === null)
    return { ok: false, ErrorCode: 'InvalidRequest', Message: 'the query must be an object' };
  if (q.UniformCoverage !== 'Applies' && q.UniformCoverage !== 'DoesNotApply')
    return { ok: false, ErrorCode: 'InvalidRequest', Message: 'UniformCoverage must be Applies or DoesNotApply' };
  const amounts: Decimal[] = [];
  for (const [name, v] of [
    ['AnnualElection', q.AnnualElection],
    ['ContributionsToDate', q.ContributionsToDate],
    ['ReimbursementsToDate', q.ReimbursementsToDate],
  ] as const) {
    const r = parseAmount(v, { allowZero: true });
    if (!r.ok) return { ok: false, ErrorCode: 'InvalidRequest', Message: `${name} ${r.message}` };
    amounts.push(r.value);
  }
  const [election, contributions, reimbursed] = amounts as [Decimal, Decimal, Decimal];
  const basis = q.UniformCoverage === 'Applies' ? election : contributions;
  return {
    ok: true,
    Available: decimalString(Decimal.max(0, basis.minus(reimbursed))),
    Basis: q.UniformCoverage === 'Applies' ? 'AnnualElection' : 'ContributionsToDate',
  };
}

/**
 * design.md 2a: the available balance as a decimal string. Never throws; on invalid input it
 * answers "0", so nothing is paid on a malformed query (use availableBalanceResult for the reason).
 */
export function availableBalance(q: AvailableBalanceQuery): string {
  const r = availableBalanceResult(q);
  return r.ok ? r.Available : '0';
}
