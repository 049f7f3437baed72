import { CATALOG_LIMITS } from './enums.js';
import type { CompiledAvailability } from './types.js';

/** What the compiler reads of each type, in catalog order. */
export interface AvailabilitySource {
  readonly Slug: string;
  readonly Status: 'ship' | 'gated';
  /** One mask per AND-group, bit a for authority a. */
  readonly groupMasks: readonly number[];
}

/**
 * The flat typed arrays of the availability fast paths, built once at load in time linear in the
 * catalog (types x groups x authorities): per-type group masks for `availableTypesMask`, and
 * per-authority type bitsets by group slot for `availableTypesSweep`.
 */
export function compileAvailability(
  types: readonly AvailabilitySource[],
  authorityNames: readonly string[],
): CompiledAvailability {
  const n = types.length;
  const authority_count = authorityNames.length;
  if (authority_count > CATALOG_LIMITS.max_authorities) throw new RangeError('too many authorities for a 32-bit mask');
  const type_words = Math.max(1, Math.ceil(n / 32));
  let slot_count = 0;
  let total_groups = 0;
  for (const t of types) {
    slot_count = Math.max(slot_count, t.groupMasks.length);
    total_groups += t.groupMasks.length;
  }
  const group_start = new Uint32Array(n + 1);
  const group_masks = new Uint32Array(total_groups);
  const ship_bits = new Uint32Array(type_words);
  // slot_bits[(s * authority_count + a) * type_words + w]: types whose group s holds authority a.
  const slot_bits = new Uint32Array(slot_count * authority_count * type_words);
  // slot_absent_bits[s * type_words + w]: types with no group s (a missing slot never fails).
  const slot_absent_bits = new Uint32Array(slot_count * type_words);
  let g = 0;
  for (let i = 0; i < n; i++) {
    const t = types[i]!;
    const w = i >>> 5;
    const bit = (1 << (i & 31)) >>> 0;
    group_start[i] = g;
    if (t.Status === 'ship') ship_bits[w] = (ship_bits[w]! | bit) >>> 0;
    for (let s = 0; s < slot_count; s++) {
      const mask = t.groupMasks[s];
      if (mask === undefined) {
        slot_absent_bits[s * type_words + w] = (slot_absent_bits[s * type_words + w]! | bit) >>> 0;
        continue;
      }
      group_masks[g++] = mask;
      for (let a = 0; a < authority_count; a++) {
        if (((mask >>> a) & 1) === 0) continue;
        const k = (s * authority_count + a) * type_words + w;
        slot_bits[k] = (slot_bits[k]! | bit) >>> 0;
      }
    }
  }
  group_start[n] = g;
  // The per-authority bitsets pre-ORed by chunks of 8 authorities, so a sweep reads one word per
  // chunk of the held mask instead of one per held authority:
  // chunk_bits[((s * chunk_count + p) * 256 + v) * type_words + w] = OR of slot_bits of slot s over
  // the authorities 8p + b with bit b set in v. Built in one OR per entry (v from v & (v - 1)).
  const chunk_count = Math.ceil(authority_count / 8);
  const chunk_bits = new Uint32Array(slot_count * chunk_count * 256 * type_words);
  for (let s = 0; s < slot_count; s++) {
    for (let p = 0; p < chunk_count; p++) {
      const table = (s * chunk_count + p) * 256 * type_words;
      for (let v = 1; v < 256; v++) {
        const low = 31 - Math.clz32(v & -v);
        const a = p * 8 + low;
        const rest = table + (v & (v - 1)) * type_words;
        const into = table + v * type_words;
        if (a >= authority_count) {
          for (let w = 0; w < type_words; w++) chunk_bits[into + w] = chunk_bits[rest + w]!;
          continue;
        }
        const from = (s * authority_count + a) * type_words;
        for (let w = 0; w < type_words; w++)
          chunk_bits[into + w] = (chunk_bits[rest + w]! | slot_bits[from + w]!) >>> 0;
      }
    }
  }
  // One array for the sweep (fewer typed arrays to bound-check per call): ship bits, then each
  // slot's absent bits, then the chunk tables.
  const sweep_words = new Uint32Array(type_words + slot_absent_bits.length + chunk_bits.length);
  sweep_words.set(ship_bits, 0);
  sweep_words.set(slot_absent_bits, type_words);
  sweep_words.set(chunk_bits, type_words + slot_absent_bits.length);
  return {
    type_words,
    sweep_words,
    tail_mask: (n & 31) === 0 ? 0xffffffff : ((1 << (n & 31)) - 1) >>> 0,
    group_masks,
    group_start,
    ship_bits,
    slot_count,
    authority_count,
    slot_bits,
    slot_absent_bits,
    chunk_count,
    chunk_bits,
    // Plain arrays, not frozen: V8 reads frozen arrays' elements on a slow path (measured 3x).
    type_slugs: types.map((t) => t.Slug),
    authority_names: [...authorityNames],
  };
}
