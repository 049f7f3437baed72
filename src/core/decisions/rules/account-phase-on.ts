import type { CompiledAccountType } from '../../catalog/types.js';
import { growthPeriodPhase } from '../../requests/create-account/initial-phase.js';

/**
 * The account's Phase on `today`. A growth-period type (trump-account) moves from GrowthPeriod to
 * PostGrowth with time (26 U.S.C. 530A(b)(1)(C)), so its phase comes from trumpAccountPhase on
 * that date; every other type keeps the phase it opened in (`storedPhase`). A growth-period
 * account without a readable birth date keeps its stored phase: reading never fails.
 */
export function accountPhaseOn(
  type: CompiledAccountType,
  attributes: Readonly<Record<string, unknown>>,
  storedPhase: string,
  today: string,
): string {
  const growth = growthPeriodPhase(type, attributes, today);
  return growth?.Result.ok ? growth.Result.Phase : storedPhase;
}
