import type { Catalog } from '../../core/catalog/types.js';
import {
  CREATE_ACCOUNT_RESULT_EXTRAS,
  type CreateAccountContext,
  type CreateAccountResult,
  type NormalizedCreateAccount,
  type UpdateAccountResult,
  validateCreateAccount,
  validateUpdateAccount,
} from '../../index.js';

export type { CreateAccountContext };

export function checkCreateAccount(catalog: Catalog, body: unknown, ctx: CreateAccountContext): CreateAccountResult {
  return validateCreateAccount(catalog, body, ctx);
}

/** Fields common to every Create Account request; the rest are the type's attributes. */
const NOT_ATTRIBUTES = new Set<string>([
  'ProviderReferenceId',
  'ClientId',
  'AccountTypeCode',
  'InstitutionId',
  ...CREATE_ACCOUNT_RESULT_EXTRAS.filter((k) => k !== 'GrowthPeriodEndsOn'),
]);

/** What is stored with the account beside its columns: type-specific fields (and GrowthPeriodEndsOn). */
export function attributesFrom(value: NormalizedCreateAccount): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (!NOT_ATTRIBUTES.has(k) && v !== undefined) out[k] = v;
  return out;
}

export function checkUpdateAccount(
  catalog: Catalog,
  body: unknown,
  account: { AccountStatus: string; Balance: string } | null,
): UpdateAccountResult {
  return validateUpdateAccount(catalog, body, { Account: account });
}
