import { checkDebit } from '../balances/check-debit.js';
import type { Catalog } from '../catalog/types.js';
import { parseIsoDate } from '../shared/dates.js';
import { type Failure, type FieldError, failure } from '../shared/error-codes.js';
import { Decimal, decimalString, parseAmount } from '../shared/money.js';

// A withdrawal from a deposit account: the balance must cover it unless the account permits
// overdraft (checkDebit, specification part 2.5); a time deposit withdrawn before maturity pays
// the early-withdrawal penalty disclosed when it was opened (Truth in Savings, 12 CFR
// 1030.4(b)(5)), posted as a fee.

export interface DepositWithdrawalQuery {
  readonly AccountTypeCode: string;
  readonly Balance: number | string;
  readonly Amount: number | string;
  readonly OverdraftPermitted?: boolean;
  readonly WithdrawalDate: string;
  /** Time deposits: the maturity date. */
  readonly MaturityDate?: string;
  /** Time deposits: the penalty for this early withdrawal, as disclosed at opening (an amount). */
  readonly EarlyWithdrawalPenalty?: number | string;
}

export type DepositWithdrawal =
  | {
      readonly ok: true;
      readonly NewBalance: string;
      readonly Overdrawn: boolean;
      readonly EarlyWithdrawal: boolean;
      readonly Fee: string;
      /** The fee posts from the account to FeesEarned. */
      readonly Postings: readonly { readonly Account: 'FeesEarned'; readonly Amount: string }[];
      readonly Reasons: readonly string[];
      readonly Unchecked: readonly string[];
    }
  | Failure;

const TIME_DEPOSIT = 'time-deposit-certificate';

function bad(field: string, message: string): Failure {
  const errors: FieldError[] = [{ FieldName: field, ErrorCode: 'Invalid', Message: message }];
  return failure('InvalidRequest', `${field} ${message}`, errors);
}

/** Decide a deposit-account withdrawal and any early-withdrawal fee. Never throws. */
export function depositWithdrawal(catalog: Catalog, q: DepositWithdrawalQuery): DepositWithdrawal {
  if (typeof q !== 'object' || q === null) return bad('(query)', 'must be an object');
  const type = typeof q.AccountTypeCode === 'string' ? catalog.typeBySlug.get(q.AccountTypeCode) : undefined;
  if (!type)
    return failure(
      'UnknownAccountType',
      `unknown account type ${JSON.stringify(String(q.AccountTypeCode).slice(0, 60))}`,
    );
  if (type.Nature !== 'DepositLiability') return bad('AccountTypeCode', `${type.Slug} is not a deposit account`);
  if (!parseIsoDate(q.WithdrawalDate)) return bad('WithdrawalDate', 'must be a date YYYY-MM-DD');
  const reasons: string[] = [];
  const unchecked: string[] = [];
  let fee = new Decimal(0);
  let early = false;
  if (q.AccountTypeCode === TIME_DEPOSIT) {
    if (q.MaturityDate === undefined) unchecked.push('MaturityDate');
    else if (!parseIsoDate(q.MaturityDate)) return bad('MaturityDate', 'must be a date YYYY-MM-DD');
    else if (q.WithdrawalDate < q.MaturityDate) {
      early = true;
      if (q.EarlyWithdrawalPenalty === undefined)
        unchecked.push('EarlyWithdrawalPenalty: the penalty disclosed at opening');
      else {
        const p = parseAmount(q.EarlyWithdrawalPenalty, { allowZero: true });
        if (!p.ok) return bad('EarlyWithdrawalPenalty', p.message);
        fee = p.value;
        reasons.push(
          `withdrawn before maturity (${q.MaturityDate}): the disclosed penalty of ${decimalString(fee)} ` +
            `is charged as a fee (12 CFR 1030.4(b)(5))`,
        );
      }
    } else reasons.push(`at or after maturity (${q.MaturityDate}): no penalty`);
  }
  const amount = parseAmount(q.Amount);
  if (!amount.ok) return bad('Amount', amount.message);
  const debit = checkDebit({
    Nature: 'DepositLiability',
    ...(q.OverdraftPermitted !== undefined ? { OverdraftPermitted: q.OverdraftPermitted } : {}),
    Balance: q.Balance,
    Amount: decimalString(amount.value.plus(fee)),
  });
  if (!debit.ok) return failure(debit.ErrorCode, debit.Message);
  if (debit.Overdrawn) reasons.push('the account goes below zero: overdraft is permitted');
  return {
    ok: true,
    NewBalance: debit.NewBalance,
    Overdrawn: debit.Overdrawn,
    EarlyWithdrawal: early,
    Fee: decimalString(fee),
    Postings: fee.gt(0) ? [{ Account: 'FeesEarned', Amount: decimalString(fee) }] : [],
    Reasons: reasons,
    Unchecked: unchecked,
  };
}
