import { ADVISER_CUSTODY_ATTRIBUTE } from '../assets/asset-eligibility.js';
import type { Catalog } from '../catalog/types.js';

export interface EligibilityAttributes {
  /** Attributes read as own properties (predicates and exclusions of every type), sorted. */
  readonly own: readonly string[];
  /** Attributes read through the property chain (the adviser-custody flag). */
  readonly chained: readonly string[];
}

const cache = new WeakMap<Catalog, EligibilityAttributes>();

/**
 * Every instrument attribute `assetEligibility` can read under this catalog. Two instruments of
 * one asset class whose values of these attributes are equal get equal answers for every account
 * type and institution, which is what lets a batch evaluate each distinct profile once.
 */
export function eligibilityAttributes(catalog: Catalog): EligibilityAttributes {
  const hit = cache.get(catalog);
  if (hit !== undefined) return hit;
  const own = new Set<string>();
  for (const t of catalog.types) {
    for (const p of t.InstrumentPredicates) own.add(p.Attribute);
    for (const e of t.InstrumentExclusions) own.add(e.Attribute);
  }
  const out = { own: [...own].sort(), chained: [ADVISER_CUSTODY_ATTRIBUTE] };
  cache.set(catalog, out);
  return out;
}
