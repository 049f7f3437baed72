import { ADVISER_CUSTODY_ATTRIBUTE } from '../assets/asset-eligibility.js';
import type { Catalog } from '../catalog/types.js';

export type AttributeValueType = 'boolean' | 'number' | 'string';

const cache = new WeakMap<Catalog, ReadonlyMap<string, AttributeValueType>>();

/**
 * The attributes the catalog's rules read, with the JSON type each compares: every type's
 * instrument predicates and exclusions, and AdviserCustodyRequired (boolean). An instrument
 * giving one of these with another type could never satisfy its rule, so the registry refuses it.
 * Where two rules compare one attribute with different types, the first (by type slug) is kept.
 */
export function instrumentAttributeTypes(catalog: Catalog): ReadonlyMap<string, AttributeValueType> {
  const hit = cache.get(catalog);
  if (hit !== undefined) return hit;
  const out = new Map<string, AttributeValueType>([[ADVISER_CUSTODY_ATTRIBUTE, 'boolean']]);
  const note = (name: string, value: boolean | number | string): void => {
    if (!out.has(name)) out.set(name, typeof value as AttributeValueType);
  };
  for (const t of catalog.types) {
    for (const p of t.InstrumentPredicates) note(p.Attribute, p.Value);
    for (const e of t.InstrumentExclusions) note(e.Attribute, e.Equals);
  }
  cache.set(catalog, out);
  return out;
}
