import type { CompiledAccountType } from '../../core/catalog/types.js';
import { type AccountRow, findAccount } from '../store/accounts.js';
import { isGuid, type RouteDeps } from './context.js';

/**
 * The calling provider's account and its catalog type, or undefined: a malformed id, another
 * provider's account and an unknown one all answer the same (AccountNotFound).
 */
export async function findCallerAccount(
  deps: RouteDeps,
  providerId: string,
  id: string | undefined,
): Promise<{ row: AccountRow; type: CompiledAccountType } | undefined> {
  if (!isGuid(id)) return undefined;
  const row = await findAccount(deps.db, providerId, id.toLowerCase());
  const type = row === undefined ? undefined : deps.catalog.typeBySlug.get(row.account_type_code);
  return row === undefined || type === undefined ? undefined : { row, type };
}
