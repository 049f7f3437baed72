// Cost per type as a host's catalog grows: the bundled types (21 when issue 13 began), then 1,000 and 4,000 (the
// bundled files plus generated types, bench/fixtures/grown-catalog.ts). A row's ops/s counts
// types evaluated per second (sweeps/s x types), so a flat ratio down the group is linear growth.
import {
  availabilityOracle,
  availableTypesSweep,
  type Catalog,
  defaultCatalog,
  encodeContext,
  isTypeAvailable,
  loadCatalog,
  resolveAvailability,
} from '../../src/index.js';
import { availabilityContexts, CONTEXTS } from '../fixtures/availability.js';
import { grownCatalogFiles } from '../fixtures/grown-catalog.js';
import { type BenchRow, measureInterleaved } from '../types.js';

/** The bundled catalog (21 types when issue 13 began, more as types are added), then 1,000 and 4,000. */
export const GROWTH_SIZES = [defaultCatalog.types.length, 1000, 4000] as const;

/**
 * Distinct contexts cycled at EVERY size (a power of two). With only 64, the bundled catalog's
 * 64 x 23 contract and gate outcomes are few enough for the CPU's branch predictor to learn by
 * heart, so the small catalog's cost per type was measured on memorised branches and the large
 * ones' on unpredictable branches: the order check alone measured 2.8 ns per type at 23 types
 * with 64 contexts and 7.9 to 8.8 ns with 4,096, the same as at 1,000 types
 * (docs/decisions/23-availability-reasons.md). 1,024 contexts at every size compare like with like.
 */
const GROWTH_CONTEXTS = 1024;

function catalogOf(types: number): Catalog {
  const bundled = defaultCatalog.types.length;
  return types === bundled ? defaultCatalog : loadCatalog(grownCatalogFiles(types - bundled));
}

const ns = (typesPerSecond: number): string => `${(1e9 / typesPerSecond).toFixed(3)} ns per type`;

export default async function growthSuite(): Promise<BenchRow[]> {
  const reasonsBatches: ((m: number) => number)[] = [];
  const sweepBatches: ((m: number) => number)[] = [];
  for (const size of GROWTH_SIZES) {
    const catalog = catalogOf(size);
    const n = catalog.types.length;
    if (n !== size) throw new Error(`bench: grown catalog has ${n} types, expected ${size}`);
    const ctxs = availabilityContexts(catalog, GROWTH_CONTEXTS);
    const encoded = ctxs.map((c) => encodeContext(catalog, c));
    const out = new Uint32Array(catalog.compiled.type_words);
    // Both paths agree with the oracle before anything is timed (the first CONTEXTS contexts: the
    // oracle is slow at 4,000 types; the property tests cover the rest of the space).
    for (let k = 0; k < CONTEXTS; k++) {
      const want = availabilityOracle(catalog, ctxs[k]!).map((o) => o.Available);
      const got = resolveAvailability(catalog, ctxs[k]!).map((r) => r.Available);
      const mask = availableTypesSweep(catalog, encoded[k]!, out);
      const swept = catalog.types.map((t) => isTypeAvailable(mask, t.index));
      if (JSON.stringify(got) !== JSON.stringify(want) || JSON.stringify(swept) !== JSON.stringify(want))
        throw new Error(`bench: ${size}-type catalog disagrees with the oracle on context ${k}`);
    }
    reasonsBatches.push((m) => {
      let acc = 0;
      for (let i = 0; i < m; i++) acc += resolveAvailability(catalog, ctxs[i & (GROWTH_CONTEXTS - 1)]!).length;
      return acc;
    });
    sweepBatches.push((m) => {
      let acc = 0;
      for (let i = 0; i < m; i++) acc ^= availableTypesSweep(catalog, encoded[i & (GROWTH_CONTEXTS - 1)]!, out)[0]!;
      return acc;
    });
  }
  // Sizes in alternation, so that a change of machine load cannot pass for growth.
  const reasons = measureInterleaved(reasonsBatches);
  const sweep = measureInterleaved(sweepBatches);
  const rows = (group: string, rates: readonly number[]): BenchRow[] =>
    GROWTH_SIZES.map((size, k) => ({
      Group: group,
      Name: `${size.toLocaleString('en-US')} types (types/s)`,
      OpsPerSecond: rates[k]! * size,
      Baseline: k === 0,
      Note: ns(rates[k]! * size),
    }));
  return [
    ...rows('growth: resolveAvailability per type', reasons),
    ...rows('growth: availableTypesSweep per type', sweep),
  ];
}
