import type { CompiledAccountType } from '../../core/catalog/types.js';
import { GROWTH_PERIOD_TYPES, trumpAccountPhase } from '../../index.js';

/**
 * The account's Phase on `today` (the service clock's date). A growth-period type (trump-account)
 * moves from GrowthPeriod to PostGrowth with time, so its phase comes from the engine's
 * trumpAccountPhase at read time; every other type keeps the phase it opened in (the stored column).
 * A stored account without a readable birth date keeps its stored phase: reading never fails.
 */
export function currentPhase(type: CompiledAccountType | undefined, attributes: Record<string, unknown>, storedPhase: string, today: string): string {
  if (type === undefined) return storedPhase;
  const growth = Object.hasOwn(GROWTH_PERIOD_TYPES, type.Slug) ? GROWTH_PERIOD_TYPES[type.Slug] : undefined;
  if (growth === undefined) return storedPhase;
  const dob = attributes[growth.DateOfBirthField];
  if (typeof dob !== 'string') return storedPhase;
  const r = trumpAccountPhase({ BeneficiaryDateOfBirth: dob, On: today });
  return r.ok ? r.Phase : storedPhase;
}
