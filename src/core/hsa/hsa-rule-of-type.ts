import type { Catalog, CompiledAccountType } from '../catalog/types.js';
import { contributionRulesOf } from '../contributions/rules-of-type.js';
import { type Failure, failure } from '../shared/error-codes.js';
import type { HsaLimitRule } from './limit-for-year.js';

/** The account type a query names; `health-savings-account` when it names none. */
export const DEFAULT_HSA_TYPE = 'health-savings-account';

/**
 * The `HsaLimit` contribution check of an account type (catalog data), so that the HSA functions
 * read the same parameters as checkContribution, also for a host-defined HSA-like type.
 */
export function hsaLimitRuleOf(
  catalog: Catalog,
  slug: unknown,
):
  | { readonly type: CompiledAccountType; readonly rule: HsaLimitRule }
  | Failure<'InvalidRequest' | 'UnknownAccountType'> {
  const code = slug === undefined ? DEFAULT_HSA_TYPE : slug;
  const type = typeof code === 'string' ? catalog.typeBySlug.get(code) : undefined;
  if (!type)
    return failure('UnknownAccountType', `unknown account type ${JSON.stringify(code)}`, [
      { FieldName: 'AccountTypeCode', ErrorCode: 'UnknownAccountType', Message: 'not in the catalog' },
    ]);
  const { rules, error } = contributionRulesOf(type);
  if (error) return failure('InvalidRequest', error);
  const rule = rules?.Checks.find((c): c is HsaLimitRule => c.Rule === 'HsaLimit');
  if (!rule)
    return failure('InvalidRequest', `${type.Slug} has no HsaLimit rule in its ContributionRules`, [
      { FieldName: 'AccountTypeCode', ErrorCode: 'NotAHealthSavingsAccount', Message: `${type.Slug} is not an HSA` },
    ]);
  return { type, rule };
}
