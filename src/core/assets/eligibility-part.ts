import type { AssetEligibilityReason, AssetEligibilityResult } from './types.js';

/**
 * One dimension's contribution to an eligibility answer: reasons that refuse (blocking), reasons
 * that leave it undecided (open) and notes. `assetEligibility` is the combination of the
 * instrument, institution and adviser-custody parts, in that order (`combineParts`), so a batch
 * that caches parts and combines them gets the very same answer.
 */
export interface EligibilityPart {
  readonly blocking: readonly AssetEligibilityReason[];
  readonly open: readonly AssetEligibilityReason[];
  readonly notes: readonly AssetEligibilityReason[];
  /** No blocking and no open reason: this dimension lets the holding through. */
  readonly clean: boolean;
}

export function eligibilityPart(
  blocking: readonly AssetEligibilityReason[],
  open: readonly AssetEligibilityReason[],
  notes: readonly AssetEligibilityReason[],
): EligibilityPart {
  return { blocking, open, notes, clean: blocking.length === 0 && open.length === 0 };
}

/** Blocking reasons first, then open ones, then notes, each in part order. */
export function combineParts(parts: readonly EligibilityPart[]): AssetEligibilityResult {
  const blocking: AssetEligibilityReason[] = [];
  const open: AssetEligibilityReason[] = [];
  const notes: AssetEligibilityReason[] = [];
  for (const p of parts) {
    blocking.push(...p.blocking);
    open.push(...p.open);
    notes.push(...p.notes);
  }
  const Reasons = [...blocking, ...open, ...notes];
  if (blocking.length > 0) return { Eligibility: 'NotPermitted', Eligible: false, Reasons };
  if (open.length > 0) return { Eligibility: 'Conditional', Eligible: null, Reasons };
  return { Eligibility: 'Permitted', Eligible: true, Reasons };
}
