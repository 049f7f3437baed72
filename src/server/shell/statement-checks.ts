import { ownerOf, setOwner } from '../db/owner.js';
import { isSelect, type Queryable, type QueryResult } from '../db/types.js';

/** tx with a check before each statement; the same Database behind it (its caches). */
function checked(tx: Queryable, check: (sql: string) => Error | undefined): Queryable {
  const q: Queryable = {
    query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> {
      const refused = check(sql);
      return refused === undefined ? tx.query<R>(sql, params) : Promise.reject(refused);
    },
    ...(tx.together === undefined ? {} : { together: tx.together }),
  };
  const owner = ownerOf(tx);
  if (owner !== undefined) setOwner(q, owner);
  return q;
}

/** The transaction as a load sent with the claim sees it: every statement must be a SELECT. */
export function selectsOnly(tx: Queryable, operation: string): Queryable {
  return checked(tx, (sql) =>
    isSelect(sql) ? undefined : new Error(`${operation}: loadWithClaim, but its load sent a write`),
  );
}

/** The transaction as a one-statement apply sees it: a second statement fails the write. */
export function oneStatementOnly(tx: Queryable, operation: string): Queryable {
  let sent = 0;
  return checked(tx, () => {
    sent += 1;
    return sent > 1 ? new Error(`${operation}: applyInOneStatement, but it sent ${sent} statements`) : undefined;
  });
}
