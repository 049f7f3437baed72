import type { Catalog, CompiledAccountType } from '../../catalog/types.js';
import { treatedAsAfterGrowth } from '../../contributions/treated-as-after-growth.js';
import { growthPeriodPhase } from '../../requests/create-account/initial-phase.js';

export interface AssetRulesType {
  /** The type whose asset matrix, instrument predicates and exclusions apply on the day asked. */
  readonly type: CompiledAccountType;
  /** Why it is not the account's own type (absent when it is). */
  readonly reason?: { readonly Rule: string; readonly Message: string; readonly Source: string };
}

const AFTER_GROWTH_SOURCE =
  '26 U.S.C. 530A(b)(1)(C)(iii) (after the growth period the account is treated as a traditional IRA) and ' +
  '530A(b)(3) (the eligible-investment limits apply during the growth period); Notice 2025-68';

/**
 * Which type's asset rules an account follows on `today`: its own, except a growth-period type
 * (a Trump account) whose growth period is over by its birth date, which follows the type it is
 * treated as (ContributionRules.AfterGrowthPeriod.TreatedAs: a traditional IRA). Without a readable
 * birth date the account keeps its own, stricter, rules.
 */
export function assetRulesType(
  catalog: Catalog,
  type: CompiledAccountType,
  attributes: Readonly<Record<string, unknown>>,
  today: string,
): AssetRulesType {
  const growth = growthPeriodPhase(type, attributes, today);
  if (growth === undefined || !growth.Result.ok || growth.Result.Phase !== 'PostGrowth') return { type };
  const treated = treatedAsAfterGrowth(catalog, type);
  if (treated === undefined) return { type };
  return {
    type: treated,
    reason: {
      Rule: 'TreatedAsAfterGrowthPeriod',
      Message:
        `the growth period ended ${growth.Result.GrowthPeriodEnds}: the account's investments follow the rules of ` +
        `a ${treated.Slug}, not the growth period's eligible-investment limits`,
      Source: AFTER_GROWTH_SOURCE,
    },
  };
}
