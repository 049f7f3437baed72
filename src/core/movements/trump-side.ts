import type { Catalog, CompiledAccountType } from '../catalog/types.js';
import { treatedAsAfterGrowth } from '../contributions/treated-as-after-growth.js';
import { trumpAccountPhase } from '../distributions/trump-account.js';
import type { TypeWithMovementRules } from './movement-rules-of.js';
import { SOURCES } from './sources.js';
import type { MovementReason } from './types.js';

// A Trump account (26 U.S.C. 530A) in a movement: during its growth period it keeps the tax
// character `Trump`, which every check treats by its own rule; after it the account is treated as a
// traditional IRA (530A(a); Notice 2025-68), so it takes part as one. The phase is the engine's
// trumpAccountPhase on the day that counts for the side.

/** Where a Trump account stands on the day a movement touches it. */
export interface TrumpPhaseOfSide {
  readonly Phase: 'GrowthPeriod' | 'PostGrowth' | 'Unknown';
  /** December 31 of the year the beneficiary turns 17; absent when the birth date is not known. */
  readonly GrowthPeriodEnds?: string;
  /** The fact the phase is read from: `From.BeneficiaryDateOfBirth` or `To.BeneficiaryDateOfBirth`. */
  readonly Field: string;
}

/** One side of a movement, ready for the rules. */
export interface MovementSide extends TypeWithMovementRules {
  /**
   * The type whose ContributionRules record the money this side receives: its own, or after a growth
   * period the type it is then treated as (AfterGrowthPeriod.TreatedAs: traditional-ira).
   */
  readonly receiving: CompiledAccountType;
  /** A Trump account: its phase on the day that counts for this side. */
  readonly trump?: TrumpPhaseOfSide;
}

/**
 * A side as it moves money on `on`: every type but a Trump account as it is; a Trump account in its
 * growth period, or whose beneficiary's birth date is not given (`Unknown`), keeps `Trump`; after its
 * growth period it is a traditional IRA, and a reason says so.
 */
export function sideOn(
  catalog: Catalog,
  side: TypeWithMovementRules,
  dateOfBirth: string | undefined,
  field: 'From' | 'To',
  on: string,
  reasons: MovementReason[],
): MovementSide {
  if (side.rules.TaxCharacter !== 'Trump') return { ...side, receiving: side.type };
  const Field = `${field}.BeneficiaryDateOfBirth`;
  const phase =
    dateOfBirth === undefined ? undefined : trumpAccountPhase({ BeneficiaryDateOfBirth: dateOfBirth, On: on });
  if (phase === undefined || !phase.ok) return { ...side, receiving: side.type, trump: { Phase: 'Unknown', Field } };
  const trump: TrumpPhaseOfSide = { Phase: phase.Phase, GrowthPeriodEnds: phase.GrowthPeriodEnds, Field };
  if (phase.Phase === 'GrowthPeriod') return { ...side, receiving: side.type, trump };
  const treated = treatedAsAfterGrowth(catalog, side.type);
  const rules =
    treated?.MovementRules?.TaxCharacter === 'Traditional'
      ? treated.MovementRules
      : { TaxCharacter: 'Traditional' as const, Source: SOURCES.trumpAfterGrowthPeriod };
  reasons.push({
    Rule: 'trump-after-growth-period',
    Message:
      `${field} ${side.type.Slug}: the growth period ended ${phase.GrowthPeriodEnds}, so on ${on} it moves ` +
      `money as a traditional IRA${treated ? ` (${treated.Slug})` : ''}`,
    Source: SOURCES.trumpAfterGrowthPeriod,
  });
  return { type: side.type, rules, receiving: treated ?? side.type, trump };
}

/** Whether a side is a Trump account still bound by the growth period (in it, or not known to be past it). */
export function inGrowthRules(side: MovementSide): side is MovementSide & { readonly trump: TrumpPhaseOfSide } {
  return side.rules.TaxCharacter === 'Trump' && side.trump !== undefined;
}

/** Why a Trump side is held to the growth period: its end, or the missing birth date. */
export function growthText(side: {
  readonly type: { readonly Slug: string };
  readonly trump: TrumpPhaseOfSide;
}): string {
  return side.trump.Phase === 'Unknown'
    ? `without ${side.trump.Field} the growth period of ${side.type.Slug} cannot be told, so its growth-period ` +
        'rules apply'
    : `${side.type.Slug} is in its growth period until ${side.trump.GrowthPeriodEnds}`;
}

/**
 * The refusal of any movement other than a transfer while a Trump side is bound by its growth
 * period: out of it money moves only by a qualified rollover (a transfer), and into it from
 * another account only by one. Undefined when neither side is bound.
 */
export function trumpGrowthRefusal(
  from: MovementSide,
  to: MovementSide,
  what: string,
): { readonly rule: string; readonly message: string; readonly source: string; readonly field: string } | undefined {
  if (inGrowthRules(from))
    return {
      rule: 'trump-growth-period',
      message:
        `${growthText(from)}: no ${what} out of it; during the growth period its money leaves only by a ` +
        'qualified rollover, a trustee-to-trustee transfer of the whole balance to another Trump account of the ' +
        'same beneficiary (checkTransfer, POST /v1/transfers)',
      source: `${SOURCES.trumpGrowthPeriod}; ${SOURCES.trumpQualifiedRollover}`,
      field: from.trump.Phase === 'Unknown' ? from.trump.Field : 'From.AccountTypeCode',
    };
  if (inGrowthRules(to))
    return {
      rule: 'trump-funded-by-qualified-rollover',
      message:
        `${growthText(to)}: it takes no ${what}; during the growth period money comes into it from another ` +
        'account only by a qualified rollover from another Trump account of the same beneficiary (a transfer)',
      source: `${SOURCES.trumpFundedByQualifiedRollover}; ${SOURCES.trumpQualifiedRollover}`,
      field: to.trump.Phase === 'Unknown' ? to.trump.Field : 'To.AccountTypeCode',
    };
  return undefined;
}
