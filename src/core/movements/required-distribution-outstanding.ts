import type { CompiledAccountType } from '../catalog/types.js';
import { applicableAge } from '../distributions/required-beginning-date.js';
import { Decimal } from '../shared/money.js';
import type { MovementRules } from './catalog-schema.js';
import { SOURCES } from './sources.js';
import type { MovementReason } from './types.js';

export type OutstandingRequiredDistribution =
  /** No required distribution can be outstanding: the reason says why. */
  | { readonly kind: 'None'; readonly reason: MovementReason }
  /** The part of the year's required distribution not yet distributed, as the facts give it. */
  | { readonly kind: 'Remaining'; readonly remaining: Decimal }
  /** Not known: the facts give neither the remaining amount nor what rules one out. */
  | { readonly kind: 'Unknown' };

/**
 * How much of the year's required minimum distribution from the distributing account is still
 * outstanding when money leaves it on `date`. The facts' `remaining` wins; otherwise none can be
 * outstanding for a Roth IRA during the owner's life (the catalog's DistributionRules say so) or
 * before the year the owner reaches the applicable age; otherwise it is unknown.
 */
export function outstandingRequiredDistribution(
  type: CompiledAccountType,
  rules: MovementRules,
  date: string,
  remaining: Decimal | undefined,
  dateOfBirth: string | undefined,
): OutstandingRequiredDistribution {
  if (remaining !== undefined) return { kind: 'Remaining', remaining };
  const lifetime = type.DistributionRules?.['OwnerLifetimeRmd'];
  if (rules.TaxCharacter === 'Roth' && lifetime === false)
    return {
      kind: 'None',
      reason: {
        Rule: 'no-required-distribution',
        Message:
          `${type.Slug} requires no distribution during the owner's life, so nothing of this money is a ` +
          `required distribution`,
        Source: SOURCES.noLifetimeRmdRoth,
      },
    };
  const owner = rules.TaxCharacter === 'Traditional' || rules.TaxCharacter === 'EmployerPlan';
  const age = owner && dateOfBirth !== undefined ? applicableAge(dateOfBirth) : undefined;
  const year = Number(date.slice(0, 4));
  if (age && year < age.ApplicableAgeYear)
    return {
      kind: 'None',
      reason: {
        Rule: 'no-required-distribution',
        Message:
          `${year} is before ${age.ApplicableAgeYear}, the year the owner reaches the applicable age ` +
          `${age.ApplicableAge}, so no distribution is required for ${year}`,
        Source: `${SOURCES.beforeFirstDistributionYear}; ${age.Source}`,
      },
    };
  return { kind: 'Unknown' };
}

/**
 * Of a distribution, the part that is the year's outstanding required distribution (the first dollars) and the rest.
 */
export function splitRequiredDistribution(
  distribution: Decimal,
  remaining: Decimal,
): { required: Decimal; eligible: Decimal } {
  const required = Decimal.min(distribution, Decimal.max(remaining, 0));
  return { required, eligible: distribution.minus(required) };
}
