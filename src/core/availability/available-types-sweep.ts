import type { Catalog } from '../catalog/types.js';
import type { EncodedContext } from './encode-context.js';

/**
 * Every type at once, 32 types per word, from the per-authority type bitsets compiled at load:
 * available = AND over group slots s of (some held authority is in group s, OR the type has no
 * group s) AND contracted AND (ship OR gate). The bitsets come pre-ORed by chunks of 8
 * authorities, so "some held authority is in group s" is one word per chunk of the held mask.
 * Cost: words x slots x chunks (at most 4); nothing per type. Same answers as
 * `availableTypesMask` and `availabilityOracle` (property-tested). `out` may be passed to avoid
 * an allocation per sweep.
 */
export function availableTypesSweep(
  catalog: Catalog,
  ctx: EncodedContext,
  out: Uint32Array = new Uint32Array(catalog.compiled.type_words),
): Uint32Array {
  const { type_words: words, slot_count, chunk_count, sweep_words: table, tail_mask } = catalog.compiled;
  const contracted = ctx.contracted;
  const gates = ctx.gates;
  const held = ctx.held >>> 0;
  // Layout (catalog/compile-availability.ts): ship bits, absent bits by slot, then the chunk tables.
  const chunks = words * (1 + slot_count);
  const slotStride = chunk_count * 256 * words;
  // Offset of each chunk's row for the held byte (chunks past chunk_count are never read).
  const row0 = chunks + (held & 255) * words;
  const row1 = chunks + (256 + ((held >>> 8) & 255)) * words;
  const row2 = chunks + (512 + ((held >>> 16) & 255)) * words;
  const row3 = chunks + (768 + (held >>> 24)) * words;
  const last = words - 1;
  for (let w = 0; w < words; w++) {
    let word = contracted[w]! & (table[w]! | gates[w]!);
    if (w === last) word &= tail_mask;
    for (let s = 0; s < slot_count && word !== 0; s++) {
      const base = s * slotStride + w;
      let satisfied = table[words + s * words + w]! | table[base + row0]!;
      if (chunk_count > 1) satisfied |= table[base + row1]!;
      if (chunk_count > 2) satisfied |= table[base + row2]!;
      if (chunk_count > 3) satisfied |= table[base + row3]!;
      word &= satisfied;
    }
    out[w] = word >>> 0;
  }
  return out;
}
