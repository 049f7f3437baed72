import { Decimal, decimalString, parseAmount } from '../shared/money.js';

export interface DependentCareClaimQuery {
  readonly ClaimAmount: number | string;
  readonly ContributionsToDate: number | string;
  readonly ReimbursementsToDate: number | string;
}

export type DependentCareClaimResult =
  | {
      readonly ok: true;
      readonly PayableNow: string;
      readonly Pending: string;
      readonly AvailableBefore: string;
      readonly Source: string;
    }
  | { readonly ok: false; readonly ErrorCode: 'InvalidRequest'; readonly Message: string };

const SOURCE =
  'Prop. 26 CFR 1.125-5(d) (uniform coverage does not apply to dependent care); reimbursement limited to ' +
  'amounts credited less prior reimbursements';

/**
 * A dependent-care claim pays at most what has been credited and not yet reimbursed; the rest
 * waits (Pending) for later contributions. PayableNow + Pending = ClaimAmount, exactly.
 */
export function dependentCareClaim(q: DependentCareClaimQuery): DependentCareClaimResult {
  if (typeof q !== 'object' || q === null)
    return { ok: false, ErrorCode: 'InvalidRequest', Message: 'the query must be an object' };
  const claim = parseAmount(q.ClaimAmount);
  if (!claim.ok) return { ok: false, ErrorCode: 'InvalidRequest', Message: `ClaimAmount ${claim.message}` };
  const credited = parseAmount(q.ContributionsToDate, { allowZero: true });
  if (!credited.ok)
    return { ok: false, ErrorCode: 'InvalidRequest', Message: `ContributionsToDate ${credited.message}` };
  const paid = parseAmount(q.ReimbursementsToDate, { allowZero: true });
  if (!paid.ok) return { ok: false, ErrorCode: 'InvalidRequest', Message: `ReimbursementsToDate ${paid.message}` };
  const available = Decimal.max(0, credited.value.minus(paid.value));
  const now = Decimal.min(claim.value, available);
  return {
    ok: true,
    PayableNow: decimalString(now),
    Pending: decimalString(claim.value.minus(now)),
    AvailableBefore: decimalString(available),
    Source: SOURCE,
  };
}
