import type { Catalog } from '../catalog/types.js';
import type { AvailabilityContext } from './types.js';

/** An availability context encoded once against a catalog: a held-authority mask and type bitsets. */
export interface EncodedContext {
  readonly held: number;
  readonly contracted: Uint32Array;
  readonly gates: Uint32Array;
}

/** Explicit bound on context lists: names past it are not read. */
export const MAX_LIST = 4096;
/** Names looked at past the cursor before a list is taken to be out of catalog order (then: one map lookup). */
const ORDER_WINDOW = 4;

/** Encode a context; unknown authority or type names are ignored (they can satisfy nothing). */
export function encodeContext(catalog: Catalog, ctx: AvailabilityContext): EncodedContext {
  const words = catalog.compiled.type_words;
  const contracted = new Uint32Array(words);
  const gates = new Uint32Array(words);
  const c = ctx as Partial<AvailabilityContext> | null | undefined;
  typeBitsInto(catalog, c?.ContractedTypes, contracted, 0);
  typeBitsInto(catalog, c?.SatisfiedGates ?? [], gates, 0);
  return { held: heldMask(catalog, c?.Authorities), contracted, gates };
}

/**
 * The held-authority mask of a list of names (non-arrays and unknown names hold nothing). Each
 * name is looked for among the catalog's authorities after the last one found (a list in catalog
 * order finds every name there, in one pass over at most 32 names); a name not found there
 * (unknown, repeated or out of order) is looked up in the map.
 */
export function heldMask(catalog: Catalog, authorities: unknown): number {
  if (!Array.isArray(authorities)) return 0;
  const names = catalog.compiled.authority_names;
  const count = names.length;
  const len = authorities.length < MAX_LIST ? authorities.length : MAX_LIST;
  let held = 0;
  let next = 0; // where the next name is expected when the list follows the catalog order
  for (let j = 0; j < len; j++) {
    const name: unknown = authorities[j];
    let k = next;
    while (k < count && names[k] !== name) k++;
    if (k < count) {
      held |= 1 << k;
      next = k + 1;
    } else {
      const bit = typeof name === 'string' ? catalog.authorityBit.get(name) : undefined;
      if (bit !== undefined) held |= bit;
    }
  }
  return held >>> 0;
}

/**
 * Set the bit of every known slug of `slugs` in `bits[offset ..]` (cleared first). Lists in the
 * catalog's order (hosts often store them sorted) are matched by a short scan past the last hit;
 * any other name costs one map lookup. Either way each name finds its own index: slugs are unique.
 */
export function typeBitsInto(catalog: Catalog, slugs: unknown, bits: Uint32Array, offset: number): void {
  const words = catalog.compiled.type_words;
  for (let w = 0; w < words; w++) bits[offset + w] = 0;
  if (!Array.isArray(slugs)) return;
  const names = catalog.compiled.type_slugs;
  const count = names.length;
  const len = slugs.length < MAX_LIST ? slugs.length : MAX_LIST;
  let next = 0;
  let misses = 0; // after a few names out of order, stop looking past the last hit: map lookups only
  for (let i = 0; i < len; i++) {
    const slug: unknown = slugs[i];
    let t = -1;
    const end = misses > 2 ? next : next + ORDER_WINDOW < count ? next + ORDER_WINDOW : count;
    for (let k = next; k < end; k++) {
      if (names[k] === slug) {
        t = k;
        break;
      }
    }
    if (t < 0) {
      misses++;
      const type = typeof slug === 'string' ? catalog.typeBySlug.get(slug) : undefined;
      if (type === undefined) continue;
      t = type.index;
    }
    const w = offset + (t >>> 5);
    bits[w] = (bits[w]! | (1 << (t & 31))) >>> 0;
    next = t + 1;
  }
}
