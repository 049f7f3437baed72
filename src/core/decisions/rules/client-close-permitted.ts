import { type Failure, failure } from '../../shared/error-codes.js';

/** Bound on the account ids a refusal lists. */
export const MAX_LISTED_ACCOUNTS = 100;

/**
 * Closing a client (UpdateClient to Closed) with open accounts is refused, listing their ids
 * (docs/decisions 56): an account cannot outlive the relationship with its owner, so each account
 * is closed first (spec part 3, AccountStatus Closed).
 */
export function clientClosePermitted(
  newStatus: string | undefined,
  openAccountIds: readonly string[] | undefined,
): { ok: true } | Failure<'InvalidRequest'> {
  if (newStatus !== 'Closed' || openAccountIds === undefined || openAccountIds.length === 0) return { ok: true };
  const ids = openAccountIds.slice(0, MAX_LISTED_ACCOUNTS);
  return failure(
    'InvalidRequest',
    `The client has ${openAccountIds.length} open account(s); close them first: ${ids.join(', ')}.`,
    ids.map((id) => ({ FieldName: 'ClientStatus', ErrorCode: 'OpenAccounts', Message: `account ${id} is open` })),
  );
}
