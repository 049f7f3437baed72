import { type Failure, failure } from '../../shared/error-codes.js';

/** Money moves in the account's own currency: another currency is InvalidRequest (CurrencyMismatch). */
export function currencyMatches(
  accountCurrency: string,
  currency: string,
): { readonly ok: true } | Failure<'InvalidRequest'> {
  if (accountCurrency === currency) return { ok: true };
  const m = `Currency ${currency} is not the account's currency ${accountCurrency.slice(0, 8)}.`;
  return failure('InvalidRequest', m, [{ FieldName: 'Currency', ErrorCode: 'CurrencyMismatch', Message: m }]);
}
