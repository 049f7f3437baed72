import { CATALOG_LIMITS } from '../catalog/enums.js';
import type { Catalog, CompiledAccountType } from '../catalog/types.js';
import { type EncodedContext, heldMask, typeBitsInto } from './encode-context.js';
import type { AvailabilityContext, AvailabilityReason, TypeAvailability } from './types.js';

const NONE: readonly AvailabilityReason[] = Object.freeze([]);

// A type's failures as bits: NOT_CONTRACTED, GATE, then group g at bit GROUP_SHIFT + g.
const NOT_CONTRACTED = 1;
const GATE = 2;
const GROUP_SHIFT = 2;
/** Failure sets of types with at most 8 groups are cached; others are built per call. */
const MAX_CACHED_FAILURE_BITS = 10;

/** Every answer a type can give, shared and frozen: built once per catalog, combinations on first use. */
interface TypeAnswers {
  readonly type: CompiledAccountType;
  readonly groups: readonly AvailabilityReason[];
  readonly notContracted: AvailabilityReason;
  readonly gate: AvailabilityReason;
  /** Answers by failure bits (index 0: available), filled on first use; each frozen and shareable. */
  readonly byFailure: (TypeAvailability | undefined)[] | undefined;
}

/** A catalog's answers, laid out for the sweep loops (module-private; never handed out). */
interface CatalogAnswers {
  readonly types: readonly TypeAnswers[];
  /** Every type available: copied, then the unavailable entries overwritten. */
  readonly allAvailable: readonly TypeAvailability[];
  /**
   * Answers of all types in one array, at (type index << failBits) | failure bits, filled on first
   * use: a sweep reads it in type order instead of visiting each type's own object (at thousands
   * of types those visits miss the cache). Undefined when it would exceed FLAT_MAX entries.
   */
  readonly flat: (TypeAvailability | undefined)[] | undefined;
  readonly failBits: number;
}

/** At most 2^20 entries (8 MB) in the flat answer array; larger catalogs use each type's own. */
const FLAT_MAX = 1 << 20;

const catalogAnswers = new WeakMap<Catalog, CatalogAnswers>();
const typeAnswers = new WeakMap<CompiledAccountType, TypeAnswers>();

// Encoded context words reused by every call (cleared and written before each read, so no value
// survives from one call to the next; the core is single-threaded).
let scratchContracted = new Uint32Array(1);
let scratchGates = new Uint32Array(1);
/** Unmet group slots of the current word, by slot. */
const scratchUnmet = new Uint32Array(CATALOG_LIMITS.max_groups_per_type);

const NO_NAMES: readonly string[] = [];

/**
 * Which account types the institution and provider may open, each with the reasons it may
 * not: every unmet authority group (with its alternatives), NotContracted, GateNotSatisfied.
 * Never throws; unknown names in the context satisfy nothing. Answers are shared frozen objects:
 * nothing is allocated for an available type, and a type that fails the same way twice gives
 * the same object.
 */
export function resolveAvailability(catalog: Catalog, ctx: AvailabilityContext): TypeAvailability[] {
  const answers = answersOf(catalog);
  const c = ctx as Partial<AvailabilityContext> | null | undefined;
  const held = heldMask(catalog, c?.Authorities);
  const contracted: unknown = c?.ContractedTypes;
  const gates: unknown = c?.SatisfiedGates ?? NO_NAMES;
  if (
    answers.flat !== undefined &&
    answers.failBits <= GROUP_SHIFT + 2 &&
    Array.isArray(contracted) &&
    Array.isArray(gates)
  ) {
    const fused = answersInCatalogOrder(catalog, answers, held, contracted, gates);
    if (fused !== undefined) return fused;
  }
  return answersEncoded(catalog, answers, held, contracted, gates);
}

/** The general path: both lists encoded to the scratch bitsets, then answered word by word. */
function answersEncoded(
  catalog: Catalog,
  answers: CatalogAnswers,
  held: number,
  contracted: unknown,
  gates: unknown,
): TypeAvailability[] {
  const words = catalog.compiled.type_words;
  if (scratchContracted.length < words) {
    scratchContracted = new Uint32Array(words);
    scratchGates = new Uint32Array(words);
  }
  if (!(Array.isArray(contracted) && Array.isArray(gates) && bothInCatalogOrder(catalog, contracted, gates))) {
    typeBitsInto(catalog, contracted, scratchContracted, 0);
    typeBitsInto(catalog, gates, scratchGates, 0);
  }
  return catalog.compiled.slot_count <= 2 && answers.flat !== undefined
    ? answersFromTwoSlots(catalog, answers, answers.flat, held, scratchContracted, scratchGates)
    : answersFromBits(catalog, answers, held, scratchContracted, scratchGates);
}

/**
 * The commonest case in one pass, without encoding the lists: at most two group slots, the flat
 * answers present, both lists naming known types in the catalog's order. Per word, the unmet slot
 * words and the ship word come from the held mask; then each type (two per pass) matches the next
 * unread names against its slug, forms its failure bits and, when it fails, takes its answer from
 * the flat array into a copy of the all-available list. Undefined as soon as a list has skipped
 * more types than it can (not in catalog order: an unknown or repeated name, another order), or
 * when an answer is not built yet: the caller then runs the general path, which writes the same
 * answers.
 */
function answersInCatalogOrder(
  catalog: Catalog,
  answers: CatalogAnswers,
  held: number,
  contracted: readonly unknown[],
  gates: readonly unknown[],
): TypeAvailability[] | undefined {
  const flat = answers.flat!;
  const { type_words: words, slot_count, chunk_count, sweep_words: table, type_slugs: slugs } = catalog.compiled;
  const n = slugs.length;
  const cLen = contracted.length;
  const gLen = gates.length;
  if (cLen > n || gLen > n) return undefined;
  // Types each list leaves out when it is in catalog order.
  const cSkips = n - cLen;
  const gSkips = n - gLen;
  const slotStride = chunk_count * 256 * words;
  const row0 = words * (1 + slot_count) + (held & 255) * words;
  const row1 = chunk_count > 1 ? words * (1 + slot_count) + (256 + ((held >>> 8) & 255)) * words : row0;
  const row2 = chunk_count > 2 ? words * (1 + slot_count) + (512 + ((held >>> 16) & 255)) * words : row0;
  const row3 = chunk_count > 3 ? words * (1 + slot_count) + (768 + (held >>> 24)) * words : row0;
  const failBits = answers.failBits | 0;
  const out = answers.allAvailable.slice();
  let ci = 0;
  let gi = 0;
  for (let w = 0, i = 0; i < n; w++) {
    // Bits past the last type are never read: the loop stops at n.
    let u0 = 0;
    let u1 = 0;
    if (slot_count > 0) {
      u0 = ~(table[words + w]! | table[w + row0]! | table[w + row1]! | table[w + row2]! | table[w + row3]!);
    }
    if (slot_count > 1) {
      const a = slotStride + w;
      u1 = ~(table[2 * words + w]! | table[a + row0]! | table[a + row1]! | table[a + row2]! | table[a + row3]!);
    }
    // Per type from bit 0 up: bit 2 its first slot unmet, bit 3 its second, bit 1 not ship.
    let gated = ~table[w]!;
    const end = i + 32 < n ? i + 32 : n;
    for (; i + 1 < end; i += 2) {
      const s0 = slugs[i];
      const s1 = slugs[i + 1];
      let f0 = ((u0 & 1) << 2) | ((u1 & 1) << 3);
      let f1 = ((u0 & 2) << 1) | ((u1 & 2) << 2);
      // A type not named: one more of the types the list skips; more than it can skip, out of order.
      if (ci < cLen && contracted[ci] === s0) ci++;
      else if (i - ci < cSkips) f0 |= 1;
      else return undefined;
      if (ci < cLen && contracted[ci] === s1) ci++;
      else if (i + 1 - ci < cSkips) f1 |= 1;
      else return undefined;
      if (gi < gLen && gates[gi] === s0) gi++;
      else if (i - gi < gSkips) f0 |= (gated & 1) << 1;
      else return undefined;
      if (gi < gLen && gates[gi] === s1) gi++;
      else if (i + 1 - gi < gSkips) f1 |= gated & 2;
      else return undefined;
      u0 >>>= 2;
      u1 >>>= 2;
      gated >>>= 2;
      if (f0 !== 0) {
        const hit = flat[(i << failBits) | f0];
        if (hit === undefined) return undefined;
        out[i] = hit;
      }
      if (f1 !== 0) {
        const hit = flat[((i + 1) << failBits) | f1];
        if (hit === undefined) return undefined;
        out[i + 1] = hit;
      }
    }
    for (; i < end; i++) {
      const slug = slugs[i];
      let failed = ((u0 & 1) << 2) | ((u1 & 1) << 3);
      if (ci < cLen && contracted[ci] === slug) ci++;
      else if (i - ci < cSkips) failed |= 1;
      else return undefined;
      if (gi < gLen && gates[gi] === slug) gi++;
      else if (i - gi < gSkips) failed |= (gated & 1) << 1;
      else return undefined;
      u0 >>>= 1;
      u1 >>>= 1;
      gated >>>= 1;
      if (failed !== 0) {
        const hit = flat[(i << failBits) | failed];
        if (hit === undefined) return undefined;
        out[i] = hit;
      }
    }
  }
  return ci === cLen && gi === gLen ? out : undefined;
}

/**
 * The common case, encoded in one pass: both lists name known types in the catalog's order (a
 * host that stores them sorted), so type i is named exactly when the next unread name is its
 * slug. Writes the bitsets to the scratch words; false when a list holds anything else (an
 * unknown or repeated name, another order), and then the general encoder runs.
 */
function bothInCatalogOrder(catalog: Catalog, contracted: readonly unknown[], gates: readonly unknown[]): boolean {
  const slugs = catalog.compiled.type_slugs;
  const n = slugs.length;
  const cLen = contracted.length;
  const gLen = gates.length;
  if (cLen > n || gLen > n) return false;
  const cBits = scratchContracted;
  const gBits = scratchGates;
  let ci = 0;
  let gi = 0;
  for (let w = 0, i = 0; i < n; w++) {
    let cw = 0;
    let gw = 0;
    const end = i + 32 < n ? i + 32 : n;
    for (let bit = 1; i < end; i++, bit <<= 1) {
      const slug = slugs[i];
      if (ci < cLen && contracted[ci] === slug) {
        ci++;
        cw |= bit;
      }
      if (gi < gLen && gates[gi] === slug) {
        gi++;
        gw |= bit;
      }
    }
    // Every name left must match one of the types left; fewer types than names: out of order.
    if (cLen - ci > n - i || gLen - gi > n - i) return false;
    cBits[w] = cw >>> 0;
    gBits[w] = gw >>> 0;
  }
  return ci === cLen && gi === gLen;
}

/**
 * Answers from the encoded context, word by word with the sweep's tables: the failures of all 32
 * types of a word at once (not contracted, gate, each group slot), then one shared answer per
 * unavailable type; an available type keeps its entry of the copied all-available list.
 */
function answersFromBits(
  catalog: Catalog,
  answers: CatalogAnswers,
  held: number,
  contracted: Uint32Array,
  gates: Uint32Array,
): TypeAvailability[] {
  const out = answers.allAvailable.slice();
  const { type_words: words, slot_count, chunk_count, sweep_words: table, tail_mask } = catalog.compiled;
  const chunks = words * (1 + slot_count);
  const slotStride = chunk_count * 256 * words;
  const row0 = chunks + (held & 255) * words;
  const row1 = chunks + (256 + ((held >>> 8) & 255)) * words;
  const row2 = chunks + (512 + ((held >>> 16) & 255)) * words;
  const row3 = chunks + (768 + (held >>> 24)) * words;
  const types = answers.types;
  const { flat, failBits } = answers;
  const unmet = scratchUnmet;
  for (let w = 0; w < words; w++) {
    const valid = w === words - 1 ? tail_mask : 0xffffffff;
    const notContracted = ~contracted[w]! & valid;
    const gateUnmet = ~(table[w]! | gates[w]!) & valid;
    let failing = notContracted | gateUnmet;
    for (let s = 0; s < slot_count; s++) {
      const base = s * slotStride + w;
      let satisfied = table[words + s * words + w]! | table[base + row0]!;
      if (chunk_count > 1) satisfied |= table[base + row1]!;
      if (chunk_count > 2) satisfied |= table[base + row2]!;
      if (chunk_count > 3) satisfied |= table[base + row3]!;
      unmet[s] = ~satisfied & valid;
      failing |= unmet[s]!;
    }
    failing >>>= 0;
    // The first two group slots in locals (most types have one or two groups), the rest read back.
    const u0 = slot_count > 0 ? unmet[0]! : 0;
    const u1 = slot_count > 1 ? unmet[1]! : 0;
    while (failing !== 0) {
      const low = failing & -failing;
      failing = (failing ^ low) >>> 0;
      const b = 31 - Math.clz32(low);
      let failed =
        ((notContracted >>> b) & 1) |
        (((gateUnmet >>> b) & 1) << 1) |
        (((u0 >>> b) & 1) << GROUP_SHIFT) |
        (((u1 >>> b) & 1) << (GROUP_SHIFT + 1));
      for (let s = 2; s < slot_count; s++) failed |= ((unmet[s]! >>> b) & 1) << (GROUP_SHIFT + s);
      const i = (w << 5) + b;
      if (flat === undefined) out[i] = answerFor(types[i]!, failed);
      else {
        const at = (i << failBits) | failed;
        let answer = flat[at];
        if (answer === undefined) flat[at] = answer = answerFor(types[i]!, failed);
        out[i] = answer;
      }
    }
  }
  return out;
}

/**
 * `answersFromBits` for a catalog whose types have at most two authority groups (the bundled
 * one) and whose answers fit the flat array: the two slots' unmet words in locals, every chunk
 * row read unconditionally (a chunk the catalog lacks reads chunk 0's row again, which changes
 * nothing), and no call in the loop: an answer's first use goes to the general loop, which builds
 * and keeps it. Same answers (property-tested).
 */
function answersFromTwoSlots(
  catalog: Catalog,
  answers: CatalogAnswers,
  flat: (TypeAvailability | undefined)[],
  held: number,
  contracted: Uint32Array,
  gates: Uint32Array,
): TypeAvailability[] {
  const out = answers.allAvailable.slice();
  const { type_words: words, slot_count, chunk_count, sweep_words: table, tail_mask } = catalog.compiled;
  const slotStride = chunk_count * 256 * words;
  const row0 = words * (1 + slot_count) + (held & 255) * words;
  const row1 = chunk_count > 1 ? words * (1 + slot_count) + (256 + ((held >>> 8) & 255)) * words : row0;
  const row2 = chunk_count > 2 ? words * (1 + slot_count) + (512 + ((held >>> 16) & 255)) * words : row0;
  const row3 = chunk_count > 3 ? words * (1 + slot_count) + (768 + (held >>> 24)) * words : row0;
  const failBits = answers.failBits;
  for (let w = 0; w < words; w++) {
    const valid = w === words - 1 ? tail_mask : 0xffffffff;
    const notContracted = ~contracted[w]! & valid;
    const gateUnmet = ~(table[w]! | gates[w]!) & valid;
    let u0 = 0;
    let u1 = 0;
    if (slot_count > 0) {
      u0 = ~(table[words + w]! | table[w + row0]! | table[w + row1]! | table[w + row2]! | table[w + row3]!) & valid;
    }
    if (slot_count > 1) {
      const a = slotStride + w;
      u1 = ~(table[2 * words + w]! | table[a + row0]! | table[a + row1]! | table[a + row2]! | table[a + row3]!) & valid;
    }
    let failing = (notContracted | gateUnmet | u0 | u1) >>> 0;
    while (failing !== 0) {
      const low = failing & -failing;
      failing = (failing ^ low) >>> 0;
      const b = 31 - Math.clz32(low);
      // Literal bit positions (NOT_CONTRACTED, GATE, then GROUP_SHIFT + slot): in optimized code
      // a module constant read in a loop is a context load and a check on every pass.
      const failed =
        ((notContracted >>> b) & 1) |
        (((gateUnmet >>> b) & 1) << 1) |
        (((u0 >>> b) & 1) << 2) |
        (((u1 >>> b) & 1) << 3);
      const i = (w << 5) | b;
      const hit = flat[(i << failBits) | failed];
      // An answer not built yet (its first use): the general loop builds and keeps it. With no
      // call in this loop, the checks on `flat` and `out` are not repeated on every pass.
      if (hit === undefined) return answersFromBits(catalog, answers, held, contracted, gates);
      out[i] = hit;
    }
  }
  return out;
}

/** Availability of one type against an encoded context. */
export function typeAvailability(type: CompiledAccountType, enc: EncodedContext): TypeAvailability {
  const i = type.index;
  const contracted = ((enc.contracted[i >>> 5]! >>> (i & 31)) & 1) === 1;
  const gate = ((enc.gates[i >>> 5]! >>> (i & 31)) & 1) === 1;
  return answerOf(answersOfType(type), enc.held, contracted, gate);
}

/**
 * Availability of one type from the held mask and whether it is contracted and its gate
 * satisfied: `typeAvailability` without encoding a whole context (Create Account asks about one
 * type). The same shared answers.
 */
export function typeAnswer(
  type: CompiledAccountType,
  held: number,
  contracted: boolean,
  gateSatisfied: boolean,
): TypeAvailability {
  return answerOf(answersOfType(type), held, contracted, gateSatisfied);
}

/** The answer of a type given the held mask and its contract and gate bits. */
function answerOf(a: TypeAnswers, held: number, contracted: boolean, gate: boolean): TypeAvailability {
  const masks = a.type.groupMasks;
  let failed = contracted ? 0 : NOT_CONTRACTED;
  if (a.type.Status !== 'ship' && !gate) failed |= GATE;
  for (let k = 0; k < masks.length; k++) if ((held & masks[k]!) === 0) failed |= 1 << (GROUP_SHIFT + k);
  return answerFor(a, failed);
}

/** The shared answer for a set of failures, built on first use. */
function answerFor(a: TypeAnswers, failed: number): TypeAvailability {
  const cache = a.byFailure;
  const hit = cache?.[failed];
  if (hit !== undefined) return hit;
  const reasons: AvailabilityReason[] = [];
  for (let k = 0; k < a.groups.length; k++) if ((failed & (1 << (GROUP_SHIFT + k))) !== 0) reasons.push(a.groups[k]!);
  if ((failed & NOT_CONTRACTED) !== 0) reasons.push(a.notContracted);
  if ((failed & GATE) !== 0) reasons.push(a.gate);
  const answer: TypeAvailability = Object.freeze({
    Slug: a.type.Slug,
    Available: reasons.length === 0,
    Reasons: reasons.length === 0 ? NONE : Object.freeze(reasons),
  });
  if (cache) cache[failed] = answer;
  return answer;
}

// The last catalog asked about, so the common case (one catalog per host) skips the WeakMap.
let lastCatalog: Catalog | undefined;
let lastAnswers: CatalogAnswers | undefined;

/** Every type's answers by type index: one lookup per sweep instead of one per type. */
function answersOf(catalog: Catalog): CatalogAnswers {
  if (catalog === lastCatalog) return lastAnswers!;
  let r = catalogAnswers.get(catalog);
  if (r === undefined) {
    const types = catalog.types.map(answersOfType);
    r = {
      types,
      // Plain arrays, not frozen: V8 reads frozen arrays' elements on a slow path.
      allAvailable: types.map((a) => answerFor(a, 0)),
      ...flatAnswers(catalog),
    };
    catalogAnswers.set(catalog, r);
  }
  lastCatalog = catalog;
  lastAnswers = r;
  return r;
}

function flatAnswers(catalog: Catalog): Pick<CatalogAnswers, 'flat' | 'failBits'> {
  const failBits = GROUP_SHIFT + catalog.compiled.slot_count;
  const size = catalog.types.length * 2 ** failBits;
  return {
    flat: size <= FLAT_MAX ? new Array<TypeAvailability | undefined>(size).fill(undefined) : undefined,
    failBits,
  };
}

function answersOfType(type: CompiledAccountType): TypeAnswers {
  let a = typeAnswers.get(type);
  if (a === undefined) {
    const bits = type.groupMasks.length + GROUP_SHIFT;
    a = Object.freeze({
      type,
      groups: Object.freeze(type.AuthorityGroups.map((g) => Object.freeze(groupUnmet(g)))),
      notContracted: Object.freeze({
        Code: 'NotContracted',
        Message: `The provider is not contracted for ${type.Slug}.`,
      } as const),
      gate: Object.freeze({
        Code: 'GateNotSatisfied',
        Gate: type.Slug,
        Message: `${type.Slug} is gated and its gate is not satisfied for this provider.`,
      } as const),
      byFailure:
        bits <= MAX_CACHED_FAILURE_BITS
          ? new Array<TypeAvailability | undefined>(1 << bits).fill(undefined)
          : undefined,
    });
    typeAnswers.set(type, a);
  }
  return a;
}

export function groupUnmet(group: readonly string[]): AvailabilityReason {
  return {
    Code: 'AuthorityGroupUnmet',
    Group: Object.freeze([...group]),
    Message:
      group.length === 1
        ? `The institution does not hold ${group[0]}.`
        : `The institution holds none of ${group.join(' OR ')}.`,
  };
}
