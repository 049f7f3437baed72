import type { CompiledAccountType } from '../../catalog/types.js';
import { type TrumpPhaseResult, trumpAccountPhase } from '../../distributions/trump-account.js';
import type { Failure } from '../../shared/error-codes.js';
import type { FieldValue } from '../types.js';
import type { AccountPhase } from './types.js';

/**
 * Types with a growth period, keyed by slug, and the field holding the birth date that fixes it.
 * The catalog has no phase data yet, so this table holds it (docs/decisions/21-requests.md); the
 * period itself is the engine's `trumpAccountPhase` (26 U.S.C. 530A(b)(1)(C)(ii)-(iii)).
 */
export const GROWTH_PERIOD_TYPES: Readonly<
  Record<string, { readonly DateOfBirthField: string; readonly Source: string }>
> = {
  'trump-account': { DateOfBirthField: 'BeneficiaryDateOfBirth', Source: '26 U.S.C. 530A(b)(1)(C)(ii)-(iii)' },
};

export interface GrowthPeriodPhase {
  readonly DateOfBirthField: string;
  /** The value found in DateOfBirthField (not yet checked). */
  readonly DateOfBirth: unknown;
  /** The engine's answer on the date asked, or its failure when the birth date cannot be read. */
  readonly Result: TrumpPhaseResult | Failure;
}

/**
 * For a type with a growth period, its phase on `on` from the account's values; undefined for
 * every other type. The one place that maps an account to `trumpAccountPhase`: opening, reading
 * and distribution checks all ask here.
 */
export function growthPeriodPhase(
  type: CompiledAccountType,
  values: Readonly<Record<string, unknown>>,
  on: string,
): GrowthPeriodPhase | undefined {
  if (!Object.hasOwn(GROWTH_PERIOD_TYPES, type.Slug)) return undefined;
  const { DateOfBirthField } = GROWTH_PERIOD_TYPES[type.Slug]!;
  const DateOfBirth = Object.hasOwn(values, DateOfBirthField) ? values[DateOfBirthField] : undefined;
  return {
    DateOfBirthField,
    DateOfBirth,
    Result: trumpAccountPhase({ BeneficiaryDateOfBirth: DateOfBirth as string, On: on }),
  };
}

export interface InitialPhase {
  readonly Phase: AccountPhase;
  readonly GrowthPeriodEndsOn?: string;
}

/** The Phase an account opens in: growth-period types by date, inherited types InheritedDistribution, else Standard. */
export function initialPhase(
  type: CompiledAccountType,
  values: Readonly<Record<string, FieldValue>>,
  today: string,
): InitialPhase {
  const growth = growthPeriodPhase(type, values, today);
  if (growth)
    return growth.Result.ok
      ? { Phase: growth.Result.Phase, GrowthPeriodEndsOn: growth.Result.GrowthPeriodEnds }
      : { Phase: 'PostGrowth' };
  if (type.Rules.some((r) => r.Check?.Kind === 'InheritedDistributionDecision'))
    return { Phase: 'InheritedDistribution' };
  return { Phase: 'Standard' };
}
