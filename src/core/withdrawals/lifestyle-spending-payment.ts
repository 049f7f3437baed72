import { type Failure, type FieldError, failure } from '../shared/error-codes.js';
import { Decimal, decimalString, parseAmount } from '../shared/money.js';

// A lifestyle spending account is a taxable fringe benefit: what it pays is wages to the
// employee (26 U.S.C. 61(a)(1); 26 CFR 1.61-21(a)), reported on Form W-2 and subject to
// income and employment tax withholding by the employer's payroll. The account itself pays up
// to what is available under the plan.

export interface LifestyleSpendingPaymentQuery {
  readonly ClaimAmount: number | string;
  /** The plan's allowance for the period. */
  readonly Allowance: number | string;
  readonly PaidToDate: number | string;
}

export type LifestyleSpendingPayment =
  | {
      readonly ok: true;
      readonly PayableNow: string;
      readonly NotPayable: string;
      /** The amount to report as wages (Form W-2 box 1): everything paid. */
      readonly ReportableWages: string;
      readonly Source: string;
    }
  | Failure;

const SOURCE =
  '26 U.S.C. 61(a)(1); 26 CFR 1.61-21(a) (a fringe benefit not excluded by a specific provision is wages); ' +
  '26 U.S.C. 3121(a), 3401(a)';

function bad(field: string, message: string): Failure {
  const errors: FieldError[] = [{ FieldName: field, ErrorCode: 'Invalid', Message: message }];
  return failure('InvalidRequest', `${field} ${message}`, errors);
}

/** Pay a lifestyle spending claim and say what is reported as wages. Never throws. */
export function lifestyleSpendingPayment(q: LifestyleSpendingPaymentQuery): LifestyleSpendingPayment {
  if (typeof q !== 'object' || q === null) return bad('(query)', 'must be an object');
  const parsed: Decimal[] = [];
  for (const [name, v, zero] of [
    ['ClaimAmount', q.ClaimAmount, false],
    ['Allowance', q.Allowance, true],
    ['PaidToDate', q.PaidToDate, true],
  ] as const) {
    const r = parseAmount(v, { allowZero: zero });
    if (!r.ok) return bad(name, r.message);
    parsed.push(r.value);
  }
  const [claim, allowance, paid] = parsed as [Decimal, Decimal, Decimal];
  const now = Decimal.min(claim, Decimal.max(0, allowance.minus(paid)));
  return {
    ok: true,
    PayableNow: decimalString(now),
    NotPayable: decimalString(claim.minus(now)),
    ReportableWages: decimalString(now),
    Source: SOURCE,
  };
}
