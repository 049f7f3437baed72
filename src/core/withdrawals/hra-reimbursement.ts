import { type Failure, type FieldError, failure } from '../shared/error-codes.js';
import { Decimal, decimalString, parseAmount } from '../shared/money.js';

// A health reimbursement arrangement pays only reimbursements of substantiated medical
// expenses, never cash for anything else: an arrangement that could pay cash otherwise would
// make every payment taxable (Rev. Rul. 2002-41; Notice 2002-45). The employer funds it; the
// amount available is what was credited less what was reimbursed.

export interface HraReimbursementQuery {
  /** Reimbursement of a substantiated medical expense (26 U.S.C. 213(d)), or a cash withdrawal. */
  readonly Kind: 'MedicalExpenseReimbursement' | 'CashWithdrawal';
  readonly ClaimAmount: number | string;
  readonly CreditedToDate: number | string;
  readonly ReimbursementsToDate: number | string;
  /** The expense is substantiated (receipt or third-party statement). */
  readonly Substantiated: boolean;
}

export type HraReimbursement =
  | {
      readonly ok: true;
      readonly PayableNow: string;
      readonly NotPayable: string;
      readonly Available: string;
      readonly Source: string;
    }
  | Failure;

const SOURCE =
  'Rev. Rul. 2002-41; Notice 2002-45 (an HRA reimburses substantiated medical care expenses only; 26 ' +
  'U.S.C. 105(b), 106)';

function bad(field: string, message: string): Failure {
  const errors: FieldError[] = [{ FieldName: field, ErrorCode: 'Invalid', Message: message }];
  return failure('InvalidRequest', `${field} ${message}`, errors);
}

/** Pay an HRA claim: medical reimbursements only, up to what is available. Never throws. */
export function hraReimbursement(q: HraReimbursementQuery): HraReimbursement {
  if (typeof q !== 'object' || q === null) return bad('(query)', 'must be an object');
  if (q.Kind === 'CashWithdrawal')
    return failure(
      'DistributionNotPermitted',
      `an HRA pays reimbursements of medical expenses only, never cash (${SOURCE})`,
    );
  if (q.Kind !== 'MedicalExpenseReimbursement')
    return bad('Kind', 'must be MedicalExpenseReimbursement or CashWithdrawal');
  if (q.Substantiated !== true)
    return failure('DistributionNotPermitted', `the expense must be substantiated before it is reimbursed (${SOURCE})`);
  const parsed: Decimal[] = [];
  for (const [name, v, zero] of [
    ['ClaimAmount', q.ClaimAmount, false],
    ['CreditedToDate', q.CreditedToDate, true],
    ['ReimbursementsToDate', q.ReimbursementsToDate, true],
  ] as const) {
    const r = parseAmount(v, { allowZero: zero });
    if (!r.ok) return bad(name, r.message);
    parsed.push(r.value);
  }
  const [claim, credited, paid] = parsed as [Decimal, Decimal, Decimal];
  const available = Decimal.max(0, credited.minus(paid));
  const now = Decimal.min(claim, available);
  return {
    ok: true,
    PayableNow: decimalString(now),
    NotPayable: decimalString(claim.minus(now)),
    Available: decimalString(available),
    Source: SOURCE,
  };
}
