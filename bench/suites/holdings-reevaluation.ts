import { performance } from 'node:perf_hooks';
import {
  assetEligibility,
  type Catalog,
  defaultCatalog,
  eligibilityAttributes,
  type HoldingToReevaluate,
  type InstitutionAssetScope,
  type InstrumentAttributeValue,
  type InstrumentEligibilityFacts,
  reevaluateHoldings,
} from '../../src/index.js';
import { type BenchRow, median } from '../types.js';

// One op = one holding re-evaluated. A batch of 1,000,000 holdings (2,000 instruments, 50
// institutions, every account type) is re-evaluated after a tenth of the instruments changed an
// attribute the rules read, with the flags the batch had before the change. Target (issue 12):
// 1,000,000 holdings in under one second, in the core. The baseline calls assetEligibility once
// per holding (the definition the fast path is proven equal to).

const GROUP = 'holdings re-evaluation';
const HOLDINGS = 1_000_000;
const INSTRUMENTS = 2_000;
const INSTITUTIONS = 50;
const BASELINE_SLICE = 50_000;
const SAMPLES = 5;
let baselineChanged = 0;

/** Deterministic pseudo-random numbers (a fixed LCG: the bench needs no real randomness). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

interface World {
  readonly holdings: HoldingToReevaluate[];
  readonly before: Map<string, InstrumentEligibilityFacts>;
  readonly after: Map<string, InstrumentEligibilityFacts>;
  readonly institutions: Map<string, InstitutionAssetScope>;
}

function world(catalog: Catalog): World {
  const next = lcg(20260412);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const classes = catalog.assetClasses.map((c) => c.Name);
  const names = [...eligibilityAttributes(catalog).own, ...eligibilityAttributes(catalog).chained];
  const value = (): InstrumentAttributeValue => (next() < 0.5 ? next() < 0.5 : Math.round(next() * 20) / 100);
  const before = new Map<string, InstrumentEligibilityFacts>();
  const after = new Map<string, InstrumentEligibilityFacts>();
  for (let i = 0; i < INSTRUMENTS; i++) {
    const attributes: Record<string, InstrumentAttributeValue> = {};
    for (const n of names)
      if (next() < 0.6)
        attributes[n] = n === 'AnnualExpenseRatioPercent' ? Math.round(next() * 20) / 100 : next() < 0.7;
    if (next() < 0.1) attributes['Ticker'] = `T${i}`;
    const id = `instrument-${i}`;
    const facts = { AssetClass: pick(classes), Attributes: attributes };
    before.set(id, facts);
    const changed = next() < 0.1 ? { ...attributes, [pick(names)]: value() } : attributes;
    after.set(id, { AssetClass: facts.AssetClass, Attributes: changed });
  }
  const authorities = catalog.authorities.map((a) => a.Name);
  const institutions = new Map<string, InstitutionAssetScope>();
  for (let i = 0; i < INSTITUTIONS; i++) {
    const held = authorities.filter(() => next() < 0.5);
    const scopes: Record<string, string[]> = {};
    for (const a of held) if (next() < 0.3) scopes[a] = classes.filter(() => next() < 0.7);
    institutions.set(`institution-${i}`, { Authorities: held, AssetScopes: scopes });
  }
  const slugs = catalog.types.map((t) => t.Slug);
  const holdings: HoldingToReevaluate[] = [];
  for (let i = 0; i < HOLDINGS; i++)
    holdings.push({
      HoldingId: `holding-${i}`,
      AccountId: `account-${i >> 2}`,
      AccountTypeCode: pick(slugs),
      InstrumentId: `instrument-${Math.floor(next() * INSTRUMENTS)}`,
      InstitutionId: next() < 0.05 ? null : `institution-${Math.floor(next() * INSTITUTIONS)}`,
      Flagged: false,
    });
  // The flags as they stood before the change.
  const r = reevaluateHoldings(catalog, { Holdings: holdings, Instruments: before, Institutions: institutions });
  if (!r.ok) throw new Error(r.Message);
  const flagged = new Set(r.NewlyIneligible.map((n) => n.HoldingId));
  const withFlags = holdings.map((h) => (flagged.has(h.HoldingId) ? { ...h, Flagged: true } : h));
  return { holdings: withFlags, before, after, institutions };
}

export default async function holdingsReevaluationSuite(): Promise<BenchRow[]> {
  const catalog = defaultCatalog;
  const w = world(catalog);
  const input = { Holdings: w.holdings, Instruments: w.after, Institutions: w.institutions };
  let flagged = 0;
  let unflagged = 0;
  const once = (): number => {
    const t0 = performance.now();
    const r = reevaluateHoldings(catalog, input);
    const ms = performance.now() - t0;
    if (!r.ok || r.Evaluated !== HOLDINGS) throw new Error('re-evaluation did not evaluate every holding');
    flagged = r.NewlyIneligible.length;
    unflagged = r.EligibleAgain.length;
    return ms;
  };
  once();
  once();
  const times: number[] = [];
  for (let s = 0; s < SAMPLES; s++) times.push(once());
  const ms = median(times);

  // Baseline: assetEligibility per holding, on a slice, as holdings per second.
  const slice = w.holdings.slice(0, BASELINE_SLICE);
  const baseline = (): number => {
    const t0 = performance.now();
    let changed = 0;
    for (const h of slice) {
      const inst = w.after.get(h.InstrumentId)!;
      const scope = h.InstitutionId === null ? undefined : w.institutions.get(h.InstitutionId);
      const e = assetEligibility(catalog, {
        AccountTypeCode: h.AccountTypeCode,
        AssetClass: inst.AssetClass,
        Instrument: { Attributes: inst.Attributes ?? {} },
        ...(scope !== undefined ? { InstitutionAssetScope: scope } : {}),
      });
      if ((e.Eligible === true) === h.Flagged) changed++;
    }
    baselineChanged = changed; // read below, so the JIT keeps the work
    return performance.now() - t0;
  };
  baseline();
  const baseTimes: number[] = [];
  for (let s = 0; s < 3; s++) baseTimes.push(baseline());
  const baseMs = median(baseTimes);
  if (baselineChanged < 0) throw new Error('unreachable');

  return [
    {
      Group: GROUP,
      Name: 'assetEligibility per holding (definition)',
      OpsPerSecond: (BASELINE_SLICE * 1000) / baseMs,
      Baseline: true,
      Note: `${BASELINE_SLICE.toLocaleString('en-US')} holdings in ${baseMs.toFixed(0)} ms`,
    },
    {
      Group: GROUP,
      Name: 'reevaluateHoldings, 1,000,000 holdings',
      OpsPerSecond: (HOLDINGS * 1000) / ms,
      Note: `1,000,000 holdings in ${ms.toFixed(0)} ms (median of ${SAMPLES}); ${flagged.toLocaleString('en-US')} flagged, ${unflagged.toLocaleString('en-US')} unflagged`,
    },
  ];
}
