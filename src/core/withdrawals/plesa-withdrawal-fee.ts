import { type PlesaWithdrawalQuery, plesaWithdrawal } from '../balances/plesa-withdrawal.js';
import type { Catalog } from '../catalog/types.js';
import { type Failure, failure } from '../shared/error-codes.js';
import { Decimal, decimalString, parseAmount } from '../shared/money.js';

// A PLESA withdrawal and its fee: the first four in a plan year carry no fee; a later one may
// carry the plan's fee (ERISA 801(c)(2); plesaWithdrawal decides which number it is).

export interface PlesaWithdrawalFeeQuery extends PlesaWithdrawalQuery {
  /** The plan's fee for a withdrawal beyond the fee-free ones (0 when the plan charges none). */
  readonly PlanFeeAmount?: number | string;
}

export type PlesaWithdrawalFee =
  | {
      readonly ok: true;
      readonly PlanYear: number;
      readonly WithdrawalNumberInPlanYear: number;
      readonly FeeFree: boolean;
      readonly Fee: string;
      /** The fee posts from the account to FeesEarned. */
      readonly Postings: readonly { readonly Account: 'FeesEarned'; readonly Amount: string }[];
      readonly Source: string;
    }
  | Failure;

/** Number a PLESA withdrawal within its plan year and price it. Never throws. */
export function plesaWithdrawalFee(catalog: Catalog, q: PlesaWithdrawalFeeQuery): PlesaWithdrawalFee {
  const r = plesaWithdrawal(catalog, q);
  if (!r.ok) return failure(r.ErrorCode, r.Message);
  let fee = new Decimal(0);
  if (!r.FeeFree && q.PlanFeeAmount !== undefined) {
    const f = parseAmount(q.PlanFeeAmount, { allowZero: true });
    if (!f.ok) return failure('InvalidRequest', `PlanFeeAmount ${f.message}`);
    fee = f.value;
  }
  return {
    ok: true,
    PlanYear: r.PlanYear,
    WithdrawalNumberInPlanYear: r.WithdrawalNumberInPlanYear,
    FeeFree: r.FeeFree,
    Fee: decimalString(fee),
    Postings: fee.gt(0) ? [{ Account: 'FeesEarned', Amount: decimalString(fee) }] : [],
    Source: r.Source,
  };
}
