import type { Catalog, CompiledAccountType } from '../catalog/types.js';
import { contributionRulesOf } from './rules-of-type.js';

/**
 * The catalog type an account of `type` is treated as once its growth period is over
 * (ContributionRules.AfterGrowthPeriod.TreatedAs: a Trump account as a traditional IRA, 530A(a)),
 * or undefined when the type names none or the catalog lacks it.
 */
export function treatedAsAfterGrowth(catalog: Catalog, type: CompiledAccountType): CompiledAccountType | undefined {
  const slug = contributionRulesOf(type).rules?.AfterGrowthPeriod?.TreatedAs;
  return slug === undefined ? undefined : catalog.typeBySlug.get(slug);
}
