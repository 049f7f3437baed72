import type { NormalizedCreateAccount } from '../../requests/create-account/types.js';
import { CREATE_ACCOUNT_RESULT_EXTRAS } from '../../requests/create-account/types.js';

/** Fields common to every Create Account request, and results that are not request fields. */
const NOT_ATTRIBUTES: ReadonlySet<string> = new Set<string>([
  'ProviderReferenceId',
  'ClientId',
  'AccountTypeCode',
  'InstitutionId',
  ...CREATE_ACCOUNT_RESULT_EXTRAS.filter((k) => k !== 'GrowthPeriodEndsOn'),
]);

/**
 * What is stored with an account beside its columns: the type-specific fields of a validated
 * Create Account request (TrusteeId, PlanId, OverdraftPermitted, AnnualElection, ...) and
 * GrowthPeriodEndsOn. The rules of later decisions read them back as `StoredAccount.Attributes`.
 */
export function attributesFromCreateAccount(value: NormalizedCreateAccount): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (!NOT_ATTRIBUTES.has(k) && v !== undefined) out[k] = v;
  return out;
}
