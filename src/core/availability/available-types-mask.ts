import type { Catalog } from '../catalog/types.js';
import type { EncodedContext } from './encode-context.js';

/**
 * The compiled fast path: one bit per type, set when the type is available.
 * available = every AND-group meets the held mask AND contracted AND (ship OR gate).
 * `out` may be passed to avoid an allocation per sweep.
 */
export function availableTypesMask(
  catalog: Catalog,
  ctx: EncodedContext,
  out: Uint32Array = new Uint32Array(catalog.compiled.type_words),
): Uint32Array {
  const { group_masks, group_start, ship_bits, type_words } = catalog.compiled;
  const held = ctx.held;
  const n = catalog.types.length;
  for (let w = 0; w < type_words; w++) {
    // Candidates: contracted and (ship or gate); then drop any whose groups fail.
    let word = (ctx.contracted[w]! & (ship_bits[w]! | ctx.gates[w]!)) >>> 0;
    let pending = word;
    while (pending !== 0) {
      const bit = pending & -pending;
      pending = (pending ^ bit) >>> 0;
      const i = (w << 5) + (31 - Math.clz32(bit));
      if (i >= n) break;
      const end = group_start[i + 1]!;
      for (let g = group_start[i]!; g < end; g++) {
        if ((held & group_masks[g]!) === 0) {
          word = (word & ~bit) >>> 0;
          break;
        }
      }
    }
    out[w] = word;
  }
  return out;
}

export function isTypeAvailable(mask: Uint32Array, index: number): boolean {
  return ((mask[index >>> 5]! >>> (index & 31)) & 1) === 1;
}
