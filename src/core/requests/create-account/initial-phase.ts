import type { CompiledAccountType } from '../../catalog/types.js';
import { parseIsoDate } from '../../shared/dates.js';
import type { FieldValue } from '../types.js';
import type { AccountPhase } from './types.js';

/**
 * Types with a growth period, keyed by slug. The catalog has no phase data yet, so this table
 * holds it (docs/decisions/21-requests.md): the growth period runs until December 31 of the
 * year before the calendar year in which the beneficiary reaches `EndsBeforeAgeYears`.
 */
export const GROWTH_PERIOD_TYPES: Readonly<Record<string, { readonly DateOfBirthField: string; readonly EndsBeforeAgeYears: number; readonly Source: string }>> = {
  'trump-account': { DateOfBirthField: 'BeneficiaryDateOfBirth', EndsBeforeAgeYears: 18, Source: '26 U.S.C. 530A(b)(1)(C)(ii)-(iii)' },
};

export interface InitialPhase {
  readonly Phase: AccountPhase;
  readonly GrowthPeriodEndsOn?: string;
}

/** The Phase an account opens in: growth-period types by date, inherited types InheritedDistribution, else Standard. */
export function initialPhase(type: CompiledAccountType, values: Readonly<Record<string, FieldValue>>, today: string): InitialPhase {
  const growth = GROWTH_PERIOD_TYPES[type.Slug];
  if (growth) {
    const birth = parseIsoDate(values[growth.DateOfBirthField]);
    if (birth) {
      const ends = `${String(birth.year + growth.EndsBeforeAgeYears - 1).padStart(4, '0')}-12-31`;
      return { Phase: today <= ends ? 'GrowthPeriod' : 'PostGrowth', GrowthPeriodEndsOn: ends };
    }
    return { Phase: 'PostGrowth' };
  }
  if (type.Rules.some((r) => r.Check?.Kind === 'InheritedDistributionDecision')) return { Phase: 'InheritedDistribution' };
  return { Phase: 'Standard' };
}
