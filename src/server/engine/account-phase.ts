import type { CompiledAccountType } from '../../core/catalog/types.js';
import { growthPeriodPhase } from '../../index.js';

/**
 * The account's Phase on `today` (the service clock's date). A growth-period type (trump-account)
 * moves from GrowthPeriod to PostGrowth with time, so its phase comes from the engine at read
 * time; every other type keeps the phase it opened in (the stored column). A stored account
 * without a readable birth date keeps its stored phase: reading never fails.
 */
export function currentPhase(
  type: CompiledAccountType | undefined,
  attributes: Record<string, unknown>,
  storedPhase: string,
  today: string,
): string {
  const growth = type === undefined ? undefined : growthPeriodPhase(type, attributes, today);
  return growth?.Result.ok ? growth.Result.Phase : storedPhase;
}
