import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grownCatalogFiles } from '../../bench/fixtures/grown-catalog.js';
import { compareSlugs } from '../../src/core/catalog/parse-catalog.js';
import {
  type AvailabilityContext,
  availabilityOracle,
  availableTypesSweep,
  type Catalog,
  type CatalogFiles,
  defaultCatalog,
  defaultCatalogFiles,
  encodeContext,
  isTypeAvailable,
  loadCatalog,
  resolveAvailability,
} from '../../src/index.js';
import { arbitraryAvailabilityContext } from '../../src/testing/index.js';

// The compiled sweep and the Reasons path against the readable oracle (differential, 10,000 runs
// each), on the bundled catalog and on a grown one of several 32-type words; lists in catalog
// order (the one-pass path), shuffled or repeated (the encoder), with unknown names.

const RUNS = { numRuns: 10_000 };
// 100 types: four words, a partial last one
const grown = loadCatalog(grownCatalogFiles(100 - defaultCatalog.types.length, 11));

/**
 * The bundled files plus `extraAuthorities` authorities and 40 generated types of 1 to `maxGroups`
 * authority groups drawn from all authorities (a fixed LCG): catalogs past the bundled one's two
 * group slots and two chunks of 8 authorities, so every loop of resolveAvailability is exercised.
 */
function wideCatalogFiles(extraAuthorities: number, maxGroups: number, seed: number): CatalogFiles {
  let s = seed >>> 0;
  const next = (): number => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const authFile = defaultCatalogFiles['authorities.json'] as { Authorities: { Name: string }[] };
  const added = Array.from({ length: extraAuthorities }, (_, k) => ({
    Name: `HostAuthority${k}`,
    Description: 'A host-defined authority (test catalog)',
    ScopedByAssetClass: false,
    Source: 'test/perf-equivalence/availability.test.ts',
  }));
  const names = [...authFile.Authorities.map((a) => a.Name), ...added.map((a) => a.Name)];
  const files: Record<string, unknown> = {
    ...defaultCatalogFiles,
    'authorities.json': { ...authFile, Authorities: [...authFile.Authorities, ...added] },
  };
  const bundled = Object.entries(defaultCatalogFiles)
    .filter(([path]) => path.startsWith('types/'))
    .map(([, data]) => data as { Slug: string; LegacyCode?: string });
  for (let k = 0; k < 40; k++) {
    const { LegacyCode: _legacy, ...base } = bundled[k % bundled.length]!;
    const slug = `wide-${base.Slug}-${k}`;
    const groups = Array.from({ length: 1 + Math.floor(next() * maxGroups) }, () => [
      ...new Set([...names.filter(() => next() < 0.1), names[Math.floor(next() * names.length)]!]),
    ]);
    files[`types/${slug}.json`] = {
      ...base,
      Slug: slug,
      Status: next() < 0.6 ? 'ship' : 'gated',
      AuthorityGroups: groups,
    };
  }
  return files as CatalogFiles;
}
// 28 authorities (four chunks), at most two groups: the two-slot loop with every chunk.
const wideTwoSlots = loadCatalog(wideCatalogFiles(15, 2, 5));
// 28 authorities, up to six groups: the general loop, answers kept in the flat array.
const wideSixSlots = loadCatalog(wideCatalogFiles(15, 6, 6));
// Up to 14 groups: too many answers for the flat array, so each type's own (or none) is used.
const wideNoFlat = loadCatalog(wideCatalogFiles(3, 14, 7));

/** A context, then the same lists reordered or with a name repeated, now and then. */
function contexts(catalog: Catalog): fc.Arbitrary<AvailabilityContext> {
  return fc
    .tuple(arbitraryAvailabilityContext(catalog), fc.constantFrom('asIs', 'sorted', 'reversed', 'repeated'))
    .map(([ctx, how]) => {
      const order = (list: readonly string[]): string[] => {
        const known = [...list];
        if (how === 'sorted') return known.sort(compareSlugs);
        if (how === 'reversed') return known.reverse();
        if (how === 'repeated' && known.length > 0) return [...known, known[0]!];
        return known;
      };
      return {
        Authorities: how === 'reversed' ? [...ctx.Authorities].reverse() : ctx.Authorities,
        ContractedTypes: order(ctx.ContractedTypes),
        ...(ctx.SatisfiedGates !== undefined ? { SatisfiedGates: order(ctx.SatisfiedGates) } : {}),
      };
    });
}

function agrees(catalog: Catalog, ctx: AvailabilityContext): string[] {
  const problems: string[] = [];
  const oracle = availabilityOracle(catalog, ctx);
  const sweep = availableTypesSweep(catalog, encodeContext(catalog, ctx));
  const resolved = resolveAvailability(catalog, ctx);
  catalog.types.forEach((type, i) => {
    const want = oracle[i]!.Available;
    if (isTypeAvailable(sweep, type.index) !== want) problems.push(`${type.Slug}: sweep`);
    const r = resolved[i]!;
    if (r.Slug !== type.Slug || r.Available !== want) problems.push(`${type.Slug}: Available`);
    if ((r.Reasons.length === 0) !== want) problems.push(`${type.Slug}: Reasons empty iff Available`);
    const unmet = type.AuthorityGroups.filter((g) => !g.some((a) => ctx.Authorities.includes(a)));
    const named = r.Reasons.flatMap((x) => (x.Code === 'AuthorityGroupUnmet' ? [x.Group] : []));
    if (JSON.stringify(named) !== JSON.stringify(unmet)) problems.push(`${type.Slug}: unmet groups`);
    const notContracted = !ctx.ContractedTypes.includes(type.Slug);
    if (r.Reasons.some((x) => x.Code === 'NotContracted') !== notContracted) problems.push(`${type.Slug}: contract`);
    const gateUnmet = type.Status === 'gated' && !(ctx.SatisfiedGates ?? []).includes(type.Slug);
    if (r.Reasons.some((x) => x.Code === 'GateNotSatisfied') !== gateUnmet) problems.push(`${type.Slug}: gate`);
  });
  // No bits past the last type.
  const tail = catalog.types.length & 31;
  if (tail !== 0 && sweep[sweep.length - 1]! >>> tail !== 0) problems.push('bits past the last type');
  return problems;
}

describe('availability fast paths equal the oracle (differential)', () => {
  it('bundled catalog: availableTypesSweep and resolveAvailability, any list order', () => {
    fc.assert(
      fc.property(contexts(defaultCatalog), (ctx) => {
        expect(agrees(defaultCatalog, ctx)).toEqual([]);
      }),
      RUNS,
    );
  });

  it('a grown catalog of 100 types (four words): the same', () => {
    fc.assert(
      fc.property(contexts(grown), (ctx) => {
        expect(agrees(grown, ctx)).toEqual([]);
      }),
      RUNS,
    );
  });

  it('wide catalogs (28 authorities; two, six and fourteen group slots): the same', () => {
    const shapes = [wideTwoSlots, wideSixSlots, wideNoFlat].map((c) => [c.compiled.slot_count, c.compiled.chunk_count]);
    expect(shapes[0]).toEqual([2, 4]);
    expect(shapes[1]![0]).toBeGreaterThan(2);
    expect(shapes[2]![0]).toBeGreaterThanOrEqual(13);
    for (const catalog of [wideTwoSlots, wideSixSlots, wideNoFlat]) {
      fc.assert(
        fc.property(contexts(catalog), (ctx) => {
          expect(agrees(catalog, ctx)).toEqual([]);
        }),
        RUNS,
      );
    }
  });

  it('answers are shared and frozen: an available type is the same object every time', () => {
    const all = {
      Authorities: defaultCatalog.authorities.map((a) => a.Name),
      ContractedTypes: defaultCatalog.types.map((t) => t.Slug),
      SatisfiedGates: defaultCatalog.types.map((t) => t.Slug),
    };
    const a = resolveAvailability(defaultCatalog, all);
    const b = resolveAvailability(defaultCatalog, { ...all });
    expect(a).not.toBe(b); // each call has its own list
    a.forEach((x, i) => {
      expect(x.Available).toBe(true);
      expect(x).toBe(b[i]);
      expect(Object.isFrozen(x)).toBe(true);
    });
  });
});

describe('catalog order: slugs by code unit equal localeCompare (differential)', () => {
  it('on slug-shaped strings, the order the catalog had before', () => {
    const slug = fc.stringMatching(/^[a-z][a-z0-9]{0,6}(-[a-z0-9]{1,5}){0,3}$/);
    fc.assert(
      fc.property(slug, slug, (a, b) => {
        expect(Math.sign(compareSlugs(a, b))).toBe(Math.sign(a.localeCompare(b, 'en')));
      }),
      RUNS,
    );
  });
});
