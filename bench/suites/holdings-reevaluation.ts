import { Buffer } from 'node:buffer';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
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

// One op = one holding re-evaluated. Each row re-evaluates a batch of 1,000,000 holdings, with the
// flags they had before a change, against the state after it (every account type, 2,000
// instruments, 50 institutions; ids are distinct flat strings per row, decoded from bytes as a
// database driver gives them):
// - instrument change: the holdings of one instrument whose attribute changed;
// - institution change: the holdings at one institution that lost an authority, over every instrument;
// - mixed: holdings over every instrument and institution, a tenth of the instruments changed.
// Target (issue 12): 1,000,000 holdings in under one second, in the core. The baseline calls
// assetEligibility once per holding (the definition the batch is proven equal to).

const GROUP = 'holdings re-evaluation';
const HOLDINGS = 1_000_000;
const INSTRUMENTS = 2_000;
const INSTITUTIONS = 50;
const BASELINE_SLICE = 50_000;
const SAMPLES = 5;
let sink = 0;

/** A fresh flat string, as a database driver decodes it (not a concatenation V8 keeps as a rope). */
function fromDriver(text: string): string {
  return Buffer.from(text, 'latin1').toString('latin1');
}

/** Deterministic pseudo-random numbers (a fixed LCG: the bench needs no real randomness). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

interface State {
  readonly instruments: Map<string, InstrumentEligibilityFacts>;
  readonly institutions: Map<string, InstitutionAssetScope>;
}

function states(catalog: Catalog, next: () => number): { before: State; after: State } {
  const classes = catalog.assetClasses.map((c) => c.Name);
  const names = [...eligibilityAttributes(catalog).own, ...eligibilityAttributes(catalog).chained];
  const value = (n: string): InstrumentAttributeValue =>
    n === 'AnnualExpenseRatioPercent' ? Math.round(next() * 20) / 100 : next() < 0.7;
  const before = new Map<string, InstrumentEligibilityFacts>();
  const after = new Map<string, InstrumentEligibilityFacts>();
  for (let i = 0; i < INSTRUMENTS; i++) {
    const attributes: Record<string, InstrumentAttributeValue> = { Sector: `S${i % 11}` };
    for (const n of names) if (next() < 0.6) attributes[n] = value(n);
    const assetClass = i === 0 ? 'PrivateEquityAndVenture' : classes[Math.floor(next() * classes.length)]!;
    if (i === 0) attributes['InvestsPrimarilyInEmployerSecurities'] = true;
    before.set(`instrument-${i}`, { AssetClass: assetClass, Attributes: attributes });
    const changed =
      i === 0
        ? { ...attributes, InvestsPrimarilyInEmployerSecurities: false }
        : next() < 0.1
          ? { ...attributes, [names[Math.floor(next() * names.length)]!]: !attributes['IsCollectible'] }
          : attributes;
    after.set(`instrument-${i}`, { AssetClass: assetClass, Attributes: changed });
  }
  const authorities = catalog.authorities.map((a) => a.Name);
  const institutionsBefore = new Map<string, InstitutionAssetScope>();
  const institutionsAfter = new Map<string, InstitutionAssetScope>();
  for (let i = 0; i < INSTITUTIONS; i++) {
    const held = authorities.filter(() => next() < 0.6);
    const scopes: Record<string, string[]> = {};
    for (const a of held) if (next() < 0.3) scopes[a] = classes.filter(() => next() < 0.7);
    institutionsBefore.set(`institution-${i}`, { Authorities: held, AssetScopes: scopes });
    const lost = i === 0 ? held.filter((a) => a !== 'ErisaTrustee' && a !== 'Bank') : held;
    institutionsAfter.set(`institution-${i}`, { Authorities: lost, AssetScopes: scopes });
  }
  return {
    before: { instruments: before, institutions: institutionsBefore },
    after: { instruments: after, institutions: institutionsAfter },
  };
}

/** Holdings with their flags as they stood in `before` (HoldingId is the index). */
function holdingsOf(
  catalog: Catalog,
  next: () => number,
  before: State,
  instrumentOf: () => number,
  institutionOf: () => number,
): HoldingToReevaluate[] {
  const slugs = catalog.types.map((t) => t.Slug);
  const out: { -readonly [K in keyof HoldingToReevaluate]: HoldingToReevaluate[K] }[] = [];
  for (let i = 0; i < HOLDINGS; i++) {
    const institution = institutionOf();
    out.push({
      HoldingId: String(i),
      AccountId: fromDriver(`account-${i >> 2}`),
      AccountTypeCode: slugs[Math.floor(next() * slugs.length)]!,
      InstrumentId: fromDriver(`instrument-${instrumentOf()}`),
      InstitutionId: institution < 0 ? null : fromDriver(`institution-${institution}`),
      Flagged: true,
    });
  }
  const r = reevaluateHoldings(catalog, {
    Holdings: out,
    Instruments: before.instruments,
    Institutions: before.institutions,
  });
  if (!r.ok) throw new Error(r.Message);
  for (const h of r.EligibleAgain) out[Number(h.HoldingId)]!.Flagged = false;
  return out;
}

function measure(
  catalog: Catalog,
  name: string,
  holdings: readonly HoldingToReevaluate[],
  after: State,
): { row: BenchRow; ms: number } {
  const input = { Holdings: holdings, Instruments: after.instruments, Institutions: after.institutions };
  let flagged = 0;
  let unflagged = 0;
  const cpu: number[] = [];
  const once = (): number => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const r = reevaluateHoldings(catalog, input);
    const ms = performance.now() - t0;
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    if (!r.ok || r.Evaluated !== HOLDINGS) throw new Error('re-evaluation did not evaluate every holding');
    flagged = r.NewlyIneligible.length;
    unflagged = r.EligibleAgain.length;
    return ms;
  };
  once();
  once();
  cpu.length = 0;
  const times: number[] = [];
  for (let s = 0; s < SAMPLES; s++) times.push(once());
  const ms = median(times);
  const cpuMs = median(cpu);
  const count = (n: number): string => n.toLocaleString('en-US');
  return {
    ms,
    row: {
      Group: GROUP,
      Name: `reevaluateHoldings, ${name}`,
      OpsPerSecond: (HOLDINGS * 1000) / ms,
      Note:
        `1,000,000 in ${ms.toFixed(0)} ms wall, ${cpuMs.toFixed(0)} ms CPU (median of ${SAMPLES}); ` +
        `${count(flagged)} flagged, ${count(unflagged)} unflagged`,
    },
  };
}

function baseline(catalog: Catalog, holdings: readonly HoldingToReevaluate[], after: State): BenchRow {
  const slice = holdings.slice(0, BASELINE_SLICE);
  const once = (): number => {
    const t0 = performance.now();
    for (const h of slice) {
      const inst = after.instruments.get(h.InstrumentId)!;
      const scope = h.InstitutionId === null ? undefined : after.institutions.get(h.InstitutionId);
      const e = assetEligibility(catalog, {
        AccountTypeCode: h.AccountTypeCode,
        AssetClass: inst.AssetClass,
        Instrument: { Attributes: inst.Attributes ?? {} },
        ...(scope !== undefined ? { InstitutionAssetScope: scope } : {}),
      });
      if ((e.Eligible === true) === h.Flagged) sink++;
    }
    return performance.now() - t0;
  };
  once();
  const ms = median([once(), once(), once()]);
  return {
    Group: GROUP,
    Name: 'assetEligibility per holding (definition)',
    OpsPerSecond: (BASELINE_SLICE * 1000) / ms,
    Baseline: true,
    Note: `${BASELINE_SLICE.toLocaleString('en-US')} holdings in ${ms.toFixed(0)} ms`,
  };
}

export default async function holdingsReevaluationSuite(): Promise<BenchRow[]> {
  const catalog = defaultCatalog;
  const next = lcg(20260412);
  const { before, after } = states(catalog, next);
  const anyInstrument = (): number => Math.floor(next() * INSTRUMENTS);
  const anyInstitution = (): number => (next() < 0.05 ? -1 : Math.floor(next() * INSTITUTIONS));
  const rows: BenchRow[] = [];

  let holdings = holdingsOf(catalog, next, before, () => 0, anyInstitution);
  rows.push(measure(catalog, 'instrument change (1,000,000 holdings of one instrument)', holdings, after).row);
  holdings = holdingsOf(catalog, next, before, anyInstrument, () => 0);
  rows.push(measure(catalog, 'institution change (1,000,000 holdings at one institution)', holdings, after).row);
  holdings = holdingsOf(catalog, next, before, anyInstrument, anyInstitution);
  rows.push(measure(catalog, 'mixed (1,000,000 holdings, 2,000 instruments, 50 institutions)', holdings, after).row);
  rows.unshift(baseline(catalog, holdings, after));
  if (sink < 0) throw new Error('unreachable');
  return rows;
}
