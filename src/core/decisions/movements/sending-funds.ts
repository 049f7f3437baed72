import type { Failure } from '../../shared/error-codes.js';
import type { AccountBalances } from '../facts.js';
import { availableBalanceOf } from '../rules/available-balance-of.js';
import { debitAllowed } from '../rules/debit-allowed.js';
import type { OpenSide } from './movement-side.js';

/** The sending account must have `amount` available (its settled balance): otherwise InsufficientFunds. */
export function sendingFunds(
  from: OpenSide,
  balances: AccountBalances,
  amount: string,
): { readonly ok: true } | Failure<'InsufficientFunds' | 'InvalidRequest'> {
  const available = availableBalanceOf(from.type, from.account.Attributes, balances);
  return debitAllowed(from.type, from.account.Attributes, available, amount);
}
