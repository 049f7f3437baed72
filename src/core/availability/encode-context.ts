import type { Catalog } from '../catalog/types.js';
import type { AvailabilityContext } from './types.js';

/** An availability context encoded once against a catalog: a held-authority mask and type bitsets. */
export interface EncodedContext {
  readonly held: number;
  readonly contracted: Uint32Array;
  readonly gates: Uint32Array;
}

const MAX_LIST = 4096; // explicit bound on context lists

/** Encode a context; unknown authority or type names are ignored (they can satisfy nothing). */
export function encodeContext(catalog: Catalog, ctx: AvailabilityContext): EncodedContext {
  let held = 0;
  const authorities = Array.isArray(ctx.Authorities) ? ctx.Authorities : [];
  for (let i = 0; i < authorities.length && i < MAX_LIST; i++) {
    const bit = catalog.authorityBit.get(authorities[i] as string);
    if (bit !== undefined) held = (held | bit) >>> 0;
  }
  return {
    held,
    contracted: typeBits(catalog, ctx.ContractedTypes),
    gates: typeBits(catalog, ctx.SatisfiedGates ?? []),
  };
}

function typeBits(catalog: Catalog, slugs: readonly string[] | undefined): Uint32Array {
  const bits = new Uint32Array(catalog.compiled.type_words);
  if (!Array.isArray(slugs)) return bits;
  for (let i = 0; i < slugs.length && i < MAX_LIST; i++) {
    const t = catalog.typeBySlug.get(slugs[i] as string);
    if (t) bits[t.index >>> 5] = (bits[t.index >>> 5]! | (1 << (t.index & 31))) >>> 0;
  }
  return bits;
}
