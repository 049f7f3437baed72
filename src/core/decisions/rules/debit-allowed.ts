import { checkDebit } from '../../balances/check-debit.js';
import type { CompiledAccountType } from '../../catalog/types.js';
import { type Failure, failure } from '../../shared/error-codes.js';

/**
 * Whether a debit of `amount` may leave an account whose available balance is `available`:
 * only a DepositLiability account opened with OverdraftPermitted may go below zero (spec part
 * 2.5, demand-deposit-checking: "Balance may go negative"); otherwise InsufficientFunds.
 */
export function debitAllowed(
  type: CompiledAccountType,
  attributes: Readonly<Record<string, unknown>>,
  available: string,
  amount: string,
): { readonly ok: true } | Failure<'InsufficientFunds' | 'InvalidRequest'> {
  const r = checkDebit({
    Nature: type.Nature,
    OverdraftPermitted: attributes['OverdraftPermitted'] === true,
    Balance: available,
    Amount: amount,
  });
  return r.ok ? { ok: true } : failure(r.ErrorCode, r.Message);
}
