import { ZenEngine } from '@gorules/zen-engine';
import { Engine } from 'json-rules-engine';
import {
  type AvailabilityContext,
  availabilityOracle,
  availableTypesMask,
  availableTypesSweep,
  type Catalog,
  defaultCatalog,
  encodeContext,
  isTypeAvailable,
  resolveAvailability,
} from '../../src/index.js';
import { availabilityContexts, CONTEXTS, shuffledContexts } from '../fixtures/availability.js';
import { type BenchRow, measureAsync, measureInterleaved } from '../types.js';

// One "sweep" = one institution (authorities, contracts, gates) against every type of the
// catalog. Every engine is built once; only evaluation is timed. All five are first checked to
// give the same answers on the same contexts.

const GROUP = `availability sweep (${defaultCatalog.types.length} types)`;

function jsonRulesEngine(catalog: Catalog): Engine {
  const engine = new Engine([], { allowUndefinedFacts: true });
  for (const t of catalog.types) {
    const all: object[] = t.AuthorityGroups.map((g) => ({
      any: g.map((a) => ({ fact: 'authorities', operator: 'contains', value: a })),
    }));
    all.push({ fact: 'contracted', operator: 'contains', value: t.Slug });
    if (t.Status !== 'ship') all.push({ fact: 'gates', operator: 'contains', value: t.Slug });
    engine.addRule({ conditions: { all } as never, event: { type: t.Slug } });
  }
  return engine;
}

function zenDecision(catalog: Catalog): ReturnType<ZenEngine['createDecision']> {
  const quote = (s: string): string => `'${s}'`;
  const expressions = catalog.types.map((t, i) => {
    const groups = t.AuthorityGroups.map((g) => `some([${g.map(quote).join(', ')}], # in authorities)`);
    const parts = [
      ...groups,
      `${quote(t.Slug)} in contracted`,
      t.Status === 'ship' ? 'true' : `${quote(t.Slug)} in gates`,
    ];
    return { id: `e${i}`, key: `t${i}`, value: parts.join(' and ') };
  });
  return new ZenEngine().createDecision({
    nodes: [
      { id: 'in', type: 'inputNode', name: 'Institution', position: { x: 0, y: 0 } },
      { id: 'ex', type: 'expressionNode', name: 'Availability', position: { x: 1, y: 0 }, content: { expressions } },
      { id: 'out', type: 'outputNode', name: 'Types', position: { x: 2, y: 0 } },
    ],
    edges: [
      { id: 'a', sourceId: 'in', targetId: 'ex', type: 'edge' },
      { id: 'b', sourceId: 'ex', targetId: 'out', type: 'edge' },
    ],
  });
}

const facts = (
  c: AvailabilityContext,
): { authorities: readonly string[]; contracted: readonly string[]; gates: readonly string[] } => ({
  authorities: c.Authorities,
  contracted: c.ContractedTypes,
  gates: c.SatisfiedGates ?? [],
});

export default async function availabilitySuite(): Promise<BenchRow[]> {
  const catalog = defaultCatalog;
  const ctxs = availabilityContexts(catalog);
  const shuffled = shuffledContexts(ctxs);
  const encoded = ctxs.map((c) => encodeContext(catalog, c));
  const out = new Uint32Array(catalog.compiled.type_words);
  const jre = jsonRulesEngine(catalog);
  const zen = zenDecision(catalog);
  const zenFacts = ctxs.map(facts);

  // Same answers everywhere before anything is timed.
  for (let k = 0; k < ctxs.length; k++) {
    const expected = availabilityOracle(catalog, ctxs[k]!).map((o) => o.Available);
    const mask = availableTypesMask(catalog, encoded[k]!, out);
    const compiled = catalog.types.map((t) => isTypeAvailable(mask, t.index));
    const sweep = availableTypesSweep(catalog, encoded[k]!, new Uint32Array(out.length));
    const swept = catalog.types.map((t) => isTypeAvailable(sweep, t.index));
    const unordered = resolveAvailability(catalog, shuffled[k]!).map((r) => r.Available);
    const reasons = resolveAvailability(catalog, ctxs[k]!).map((r) => r.Available);
    const { events } = await jre.run(facts(ctxs[k]!));
    const jreSet = new Set(events.map((e) => e.type));
    const jreAnswers = catalog.types.map((t) => jreSet.has(t.Slug));
    const zenResult = (await zen.evaluate(zenFacts[k])).result as Record<string, boolean>;
    const zenAnswers = catalog.types.map((_, i) => zenResult[`t${i}`] === true);
    for (const [name, got] of [
      ['compiled', compiled],
      ['sweep', swept],
      ['reasons, shuffled lists', unordered],
      ['reasons', reasons],
      ['json-rules-engine', jreAnswers],
      ['zen-engine', zenAnswers],
    ] as const) {
      if (JSON.stringify(got) !== JSON.stringify(expected))
        throw new Error(`bench: ${name} disagrees with the oracle on context ${k}`);
    }
  }

  // The engine's own paths in alternation (bench/types.ts): their ratios are the targets.
  const rates = measureInterleaved([
    (n) => {
      let acc = 0;
      for (let i = 0; i < n; i++) acc ^= availableTypesMask(catalog, encoded[i & (CONTEXTS - 1)]!, out)[0]!;
      return acc;
    },
    (n) => {
      let acc = 0;
      for (let i = 0; i < n; i++) acc ^= availableTypesSweep(catalog, encoded[i & (CONTEXTS - 1)]!, out)[0]!;
      return acc;
    },
    (n) => {
      let acc = 0;
      for (let i = 0; i < n; i++) acc += resolveAvailability(catalog, ctxs[i & (CONTEXTS - 1)]!).length;
      return acc;
    },
    (n) => {
      let acc = 0;
      for (let i = 0; i < n; i++) acc += resolveAvailability(catalog, shuffled[i & (CONTEXTS - 1)]!).length;
      return acc;
    },
    (n) => {
      let acc = 0;
      for (let i = 0; i < n; i++) acc += availabilityOracle(catalog, ctxs[i & (CONTEXTS - 1)]!).length;
      return acc;
    },
  ]);
  const [compiledOps, sweepOps, reasonsOps, shuffledOps, oracleOps] = rates as [number, number, number, number, number];
  let j = 0;
  const jreOps = await measureAsync(async (n) => {
    let acc = 0;
    for (let i = 0; i < n; i++) acc += (await jre.run(facts(ctxs[j++ & (CONTEXTS - 1)]!))).events.length;
    return acc;
  });
  const zenOps = await measureAsync(async (n) => {
    let acc = 0;
    for (let i = 0; i < n; i++)
      acc += Object.keys((await zen.evaluate(zenFacts[j++ & (CONTEXTS - 1)])).result as object).length;
    return acc;
  });

  return [
    { Group: GROUP, Name: 'json-rules-engine (one rule per type)', OpsPerSecond: jreOps, Baseline: true },
    { Group: GROUP, Name: '@gorules/zen-engine (one expression per type)', OpsPerSecond: zenOps },
    { Group: GROUP, Name: 'acctos availabilityOracle (plain arrays)', OpsPerSecond: oracleOps },
    {
      Group: GROUP,
      Name: 'acctos resolveAvailability (with Reasons)',
      OpsPerSecond: reasonsOps,
      Note: 'encodes the context each sweep; lists in catalog order',
    },
    {
      Group: GROUP,
      Name: 'acctos resolveAvailability (with Reasons), shuffled lists',
      OpsPerSecond: shuffledOps,
      Note: 'the same contexts, lists in no order (one map lookup per name)',
    },
    {
      Group: GROUP,
      Name: 'acctos availableTypesMask (compiled)',
      OpsPerSecond: compiledOps,
      Note: 'pre-encoded context; per-type loop over AND-groups',
    },
    {
      Group: GROUP,
      Name: 'acctos availableTypesSweep (compiled sweep)',
      OpsPerSecond: sweepOps,
      Note: 'pre-encoded context; per-authority type bitsets, 32 types per word',
    },
  ];
}
