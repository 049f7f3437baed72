import type { Queryable } from '../db/types.js';
import { ACCOUNT_COLUMNS, type AccountRow } from './accounts.js';
import { CLIENT_COLUMNS, type ClientRow } from './clients.js';

const OWNER_PREFIX = 'owner_';

const SELECT =
  `SELECT ${ACCOUNT_COLUMNS.map((c) => `a.${c}`).join(', ')}, ` +
  `${CLIENT_COLUMNS.map((c) => `c.${c} AS ${OWNER_PREFIX}${c}`).join(', ')}
   FROM accounts a LEFT JOIN clients c ON c.client_id = a.client_id AND c.provider_id = a.provider_id
   WHERE a.account_id = $1 AND a.provider_id = $2
   FOR UPDATE OF a`;

/**
 * The caller's account, locked FOR UPDATE, with its owner's row read in the same statement (not
 * locked: a caller that needs the owner locked reads it again with findClient's FOR UPDATE).
 * One statement where findAccount then findClient were two waits.
 */
export async function findLockedAccountWithOwner(
  q: Queryable,
  providerId: string,
  accountId: string,
): Promise<{ readonly account: AccountRow; readonly owner: ClientRow | undefined } | undefined> {
  const r = await q.query<Record<string, unknown>>(SELECT, [accountId, providerId]);
  const row = r.rows[0];
  if (row === undefined) return undefined;
  const account = Object.fromEntries(ACCOUNT_COLUMNS.map((c) => [c, row[c]])) as unknown as AccountRow;
  const ownerId = row[`${OWNER_PREFIX}client_id`];
  const owner =
    ownerId === null || ownerId === undefined
      ? undefined
      : (Object.fromEntries(CLIENT_COLUMNS.map((c) => [c, row[`${OWNER_PREFIX}${c}`]])) as unknown as ClientRow);
  return { account, owner };
}
