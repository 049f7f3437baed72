import type { Catalog } from '../catalog/types.js';
import { parameterValue } from '../parameters/parameter-value.js';
import { Decimal, decimalString, parseAmount } from '../shared/money.js';

export interface CommuterClaimQuery {
  readonly SubAccount: 'Transit' | 'Parking';
  /** `YYYY-MM` the expense was incurred. */
  readonly BenefitMonth: string;
  readonly ClaimAmount: number | string;
  /** Everything credited to this sub-balance so far (unused amounts carry forward month to month). */
  readonly ContributionsToDate: number | string;
  readonly ReimbursementsToDate: number | string;
  /** Already reimbursed for this sub-balance and BenefitMonth. */
  readonly ReimbursedThisMonth: number | string;
}

export type CommuterClaimResult =
  | {
      readonly ok: true;
      readonly PayableNow: string;
      readonly NotPayable: string;
      readonly Available: string;
      readonly MonthlyLimit: string;
      readonly Source: string;
    }
  | { readonly ok: false; readonly ErrorCode: 'InvalidRequest'; readonly Message: string };

const PARAMS = {
  Transit: 'qualified_transportation_transit_vanpool_monthly_limit',
  Parking: 'qualified_transportation_parking_monthly_limit',
} as const;

/**
 * A commuter claim pays from its own sub-balance (transit and parking never mix), at most what
 * is credited and unused (carried forward from earlier months) and at most the month's
 * exclusion limit less what that month already received.
 */
export function commuterClaim(catalog: Catalog, q: CommuterClaimQuery): CommuterClaimResult {
  const bad = (Message: string): CommuterClaimResult => ({ ok: false, ErrorCode: 'InvalidRequest', Message });
  if (typeof q !== 'object' || q === null) return bad('the query must be an object');
  if (q.SubAccount !== 'Transit' && q.SubAccount !== 'Parking') return bad('SubAccount must be Transit or Parking');
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(q.BenefitMonth);
  if (!m) return bad('BenefitMonth must be YYYY-MM');
  const parsed: Decimal[] = [];
  for (const [name, v, zero] of [
    ['ClaimAmount', q.ClaimAmount, false],
    ['ContributionsToDate', q.ContributionsToDate, true],
    ['ReimbursementsToDate', q.ReimbursementsToDate, true],
    ['ReimbursedThisMonth', q.ReimbursedThisMonth, true],
  ] as const) {
    const r = parseAmount(v, { allowZero: zero });
    if (!r.ok) return bad(`${name} ${r.message}`);
    parsed.push(r.value);
  }
  const [claim, credited, reimbursed, thisMonth] = parsed as [Decimal, Decimal, Decimal, Decimal];
  const limit = parameterValue(catalog, PARAMS[q.SubAccount], { Year: Number(m[1]) });
  if (!limit.ok) return bad(limit.Message);
  const available = Decimal.max(0, credited.minus(reimbursed));
  const monthRoom = Decimal.max(0, new Decimal(limit.Value).minus(thisMonth));
  const now = Decimal.min(claim, available, monthRoom);
  return {
    ok: true,
    PayableNow: decimalString(now),
    NotPayable: decimalString(claim.minus(now)),
    Available: decimalString(available),
    MonthlyLimit: limit.Value,
    Source: `${limit.Reference}; ${limit.Source}`,
  };
}

export interface CommuterTerminationQuery {
  readonly TransitBalance: number | string;
  readonly ParkingBalance: number | string;
}

/** On termination unused commuter balances are forfeited; no cash refund (26 CFR 1.132-9 Q&A-14). */
export function commuterTermination(
  q: CommuterTerminationQuery,
):
  | { ok: true; Forfeited: string; CashRefund: '0'; Source: string }
  | { ok: false; ErrorCode: 'InvalidRequest'; Message: string } {
  const t = parseAmount(q?.TransitBalance, { allowZero: true });
  const p = parseAmount(q?.ParkingBalance, { allowZero: true });
  if (!t.ok || !p.ok)
    return {
      ok: false,
      ErrorCode: 'InvalidRequest',
      Message: 'TransitBalance and ParkingBalance must be amounts of zero or more',
    };
  return {
    ok: true,
    Forfeited: decimalString(t.value.plus(p.value)),
    CashRefund: '0',
    Source:
      '26 CFR 1.132-9 Q&A-14 (no cash refund); Account Operating Service specification, part 2.5 ' +
      '(forfeited on termination)',
  };
}
