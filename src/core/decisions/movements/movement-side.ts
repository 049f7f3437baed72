import type { Catalog, CompiledAccountType } from '../../catalog/types.js';
import { accountStatusPermits } from '../../requests/status/account-status-permits.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import type { StoredAccount } from '../facts.js';
import { assertFact } from '../facts-error.js';
import { currencyMatches } from '../rules/currency-matches.js';
import { sideNotFound } from './movement-failure.js';
import type { MovementAccountFacts } from './side-facts.js';

export interface OpenSide {
  readonly account: StoredAccount;
  readonly type: CompiledAccountType;
}

/**
 * One side of a movement, ready for the rules: found (null, or a type the catalog no longer has,
 * is AccountNotFound named by its field), the facts being the account the request named, its
 * AccountStatus taking money out (`Withdrawal`) or in (`Fund`), and the request's currency being
 * the account's.
 */
export function openSide(
  catalog: Catalog,
  side: MovementAccountFacts,
  field: 'FromAccountId' | 'ToAccountId',
  requestedId: string,
  /** What the AccountStatus must permit; `None` when this decision moves no money of the account. */
  direction: 'Withdrawal' | 'Fund' | 'None',
  currency: string,
): OpenSide | Failure<'AccountNotFound' | 'InvalidRequest'> {
  const account = side.Account;
  const type = account === null ? undefined : catalog.typeBySlug.get(account.AccountTypeCode);
  if (account === null || type === undefined) return sideNotFound(field);
  assertFact(
    account.AccountId.toLowerCase() === requestedId,
    `facts.${field === 'FromAccountId' ? 'From' : 'To'}.Account must be the account the request names`,
  );
  if (side.Client !== null)
    assertFact(side.Client.ClientId === account.ClientId, `the ${field} account's Client must be its owner`);
  const status = direction === 'None' ? { ok: true as const } : accountStatusPermits(account.AccountStatus, direction);
  if (!status.ok) {
    const errors = status.Errors.map((e) => ({ ...e, FieldName: field }));
    return failure('InvalidRequest', status.Message, errors);
  }
  const same = currencyMatches(account.Currency, currency);
  if (!same.ok) return same;
  return { account, type };
}

/** Both sides of a movement between two accounts of the service: money out of From, into To. */
export function openBothSides(
  catalog: Catalog,
  facts: { readonly From: MovementAccountFacts; readonly To: MovementAccountFacts },
  input: { readonly FromAccountId: string; readonly ToAccountId: string; readonly Currency: string },
): { readonly from: OpenSide; readonly to: OpenSide } | Failure<'AccountNotFound' | 'InvalidRequest'> {
  const from = openSide(catalog, facts.From, 'FromAccountId', input.FromAccountId, 'Withdrawal', input.Currency);
  if (!('account' in from)) return from;
  const to = openSide(catalog, facts.To, 'ToAccountId', input.ToAccountId, 'Fund', input.Currency);
  if (!('account' in to)) return to;
  return { from, to };
}
