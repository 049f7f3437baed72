// `npm run bench`: every suite in bench/suites/, in one process, then one table and a target check.
import { readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { beforeRatio } from './fixtures/reference.js';
import { type BenchRow, type BenchSuite, benchSink } from './types.js';

const SUITES_DIR = new URL('./suites/', import.meta.url);
const MAX_SUITES = 64; // explicit bound
const RUN_LAST: readonly string[] = ['holdings-reevaluation.ts'];

interface Target {
  readonly label: string;
  readonly check: (rows: readonly BenchRow[]) => { ok: boolean; value: string } | undefined;
}

const find = (rows: readonly BenchRow[], group: string, name: string): BenchRow | undefined =>
  rows.find((r) => r.Group.startsWith(group) && r.Name.includes(name));

const ratio = (a: BenchRow | undefined, b: BenchRow | undefined): number | undefined =>
  a && b && b.OpsPerSecond > 0 ? a.OpsPerSecond / b.OpsPerSecond : undefined;

/** A row's speed-up over issue 13's starting point: its ratio to the reference now, over that ratio then. */
function speedUp(r: BenchRow | undefined, before: number): number | undefined {
  return r?.Reference ? r.OpsPerSecond / r.Reference / before : undefined;
}

function atLeast(value: number | undefined, min: number, unit = 'x'): { ok: boolean; value: string } | undefined {
  const text = value !== undefined && value < 1 ? value.toPrecision(3) : fmt(value ?? 0);
  return value === undefined ? undefined : { ok: value >= min, value: `${text}${unit}` };
}

const AVAIL = 'availability sweep';
const GROWTH_REASONS = 'growth: resolveAvailability per type';
const GROWTH_SWEEP = 'growth: availableTypesSweep per type';

/** Per-type cost at `size` over the cost at the bundled catalog's size (the group's baseline row). */
function growth(rows: readonly BenchRow[], group: string, size: string): number | undefined {
  const bundled = rows.find((r) => r.Group === group && r.Baseline);
  return ratio(bundled, find(rows, group, `${size} types`));
}

const TARGETS: readonly Target[] = [
  {
    label: 'compiled availability >= 3,000,000 sweeps/s',
    check: (rows) => atLeast(find(rows, AVAIL, 'availableTypesMask')?.OpsPerSecond, 3e6, ''),
  },
  {
    label: 'compiled availability >= 1,000 x json-rules-engine (same run)',
    check: (rows) =>
      atLeast(ratio(find(rows, AVAIL, 'availableTypesMask'), find(rows, AVAIL, 'json-rules-engine')), 1000),
  },
  {
    label: 'availability with Reasons >= 500,000 sweeps/s',
    check: (rows) => atLeast(find(rows, AVAIL, 'with Reasons)')?.OpsPerSecond, 5e5, ''),
  },
  {
    label: 'issue 13: availability with Reasons >= 0.25 x compiled (same run)',
    check: (rows) => atLeast(ratio(find(rows, AVAIL, 'with Reasons)'), find(rows, AVAIL, 'availableTypesMask')), 0.25),
  },
  {
    label: "issue 13: compiled sweep (per-authority bitsets) >= 3 x today's compiled path (same run)",
    check: (rows) =>
      atLeast(ratio(find(rows, AVAIL, 'availableTypesSweep'), find(rows, AVAIL, 'availableTypesMask')), 3),
  },
  {
    label: 'issue 13: checkContribution roth-ira >= 10 x the readable path (same run)',
    check: (rows) =>
      atLeast(
        ratio(
          find(rows, 'contributions', 'checkContribution roth-ira (12'),
          find(rows, 'contributions', 'Readable roth-ira (12'),
        ),
        10,
      ),
  },
  {
    label: 'issue 13: checkContribution prior-year >= 10 x the readable path (same run)',
    check: (rows) =>
      atLeast(
        ratio(
          find(rows, 'contributions', 'checkContribution roth-ira prior-year'),
          find(rows, 'contributions', 'Readable roth-ira prior-year'),
        ),
        10,
      ),
  },
  {
    label: 'issue 13: checkContribution roth-ira >= 0.01 x compiled availability (alternated)',
    check: (rows) => {
      const r = find(rows, 'contributions', 'checkContribution roth-ira (12');
      return atLeast(r?.Reference ? r.OpsPerSecond / r.Reference : undefined, 0.01);
    },
  },
  {
    label: 'issue 13: checkContribution roth-ira >= 10 x before (ratio to compiled, issue table)',
    check: (rows) =>
      atLeast(
        speedUp(find(rows, 'contributions', 'checkContribution roth-ira (12'), beforeRatio('checkContribution')),
        10,
      ),
  },
  {
    label: 'issue 13: validateCreateAccount >= 4 x before (ratio to compiled, issue table)',
    check: (rows) =>
      atLeast(speedUp(find(rows, 'create account', 'validateCreateAccount'), beforeRatio('validateCreateAccount')), 4),
  },
  {
    label: 'issue 13: inherited schedules (8-regime mix) >= 2 x before (ratio to compiled, issue table)',
    check: (rows) =>
      atLeast(speedUp(find(rows, 'inherited schedules', '8-regime mix'), beforeRatio('inheritedSchedules')), 2),
  },
  {
    label: 'issue 13: ownerRequiredDistribution >= 2 x before (ratio to compiled, issue table)',
    check: (rows) =>
      atLeast(
        speedUp(
          find(rows, 'inherited schedules', 'ownerRequiredDistribution'),
          beforeRatio('ownerRequiredDistribution'),
        ),
        2,
      ),
  },
  ...(['1,000', '4,000'] as const).flatMap((size): Target[] => [
    {
      label: `issue 13: resolveAvailability cost per type at ${size} types <= 1.3 x at the bundled catalog's size`,
      check: (rows) => {
        const g = growth(rows, GROWTH_REASONS, size);
        return g === undefined ? undefined : { ok: g <= 1.3, value: `${fmt(g)}x` };
      },
    },
    {
      label: `issue 13: availableTypesSweep cost per type at ${size} types <= 1.3 x at the bundled catalog's size`,
      check: (rows) => {
        const g = growth(rows, GROWTH_SWEEP, size);
        return g === undefined ? undefined : { ok: g <= 1.3, value: `${fmt(g)}x` };
      },
    },
  ]),
  {
    label: 'default catalog load + validate + compile < 20 ms',
    check: (rows) => {
      const r = find(rows, 'catalog load', 'parseCatalog');
      return r && { ok: 1000 / r.OpsPerSecond < 20, value: `${(1000 / r.OpsPerSecond).toFixed(2)} ms` };
    },
  },
  {
    label: 'issue 13: catalog load of 1,000 types < 50 ms',
    check: (rows) => {
      const r = find(rows, 'catalog load', '1,000 types');
      return r && { ok: 1000 / r.OpsPerSecond < 50, value: `${(1000 / r.OpsPerSecond).toFixed(2)} ms` };
    },
  },
  {
    label: 'complete inherited-IRA schedules >= 200,000/s',
    check: (rows) =>
      atLeast(find(rows, 'inherited schedules', 'inheritedIraSchedule, 8-regime mix')?.OpsPerSecond, 2e5, ''),
  },
  {
    label: '1,000,000 holdings re-evaluated < 1 s, slowest batch (issue 12)',
    check: (rows) => {
      const r = rows
        .filter((x) => x.Name.startsWith('reevaluateHoldings'))
        .sort((a, b) => a.OpsPerSecond - b.OpsPerSecond)[0];
      return r && { ok: r.OpsPerSecond >= 1e6, value: `${(1e9 / r.OpsPerSecond).toFixed(0)} ms` };
    },
  },
];

function fmt(n: number): string {
  if (n >= 100) return Math.round(n).toLocaleString('en-US');
  return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

function pad(cells: readonly string[], widths: readonly number[], right: readonly boolean[]): string {
  return cells.map((c, i) => (right[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
}

async function main(): Promise<void> {
  // `npm run bench -- contributions availability` runs only the suites whose file names contain a word.
  const only = process.argv.slice(2);
  const files = readdirSync(SUITES_DIR)
    .filter((f) => /\.(ts|js|mjs)$/.test(f) && !f.endsWith('.d.ts'))
    .filter((f) => only.length === 0 || only.some((w) => f.includes(w)))
    .sort()
    // Suites that allocate a million objects run last: their large heap would otherwise slow the
    // allocation of every suite after them (measured: inherited schedules 20% slower after them).
    .sort((a, b) => Number(RUN_LAST.includes(a)) - Number(RUN_LAST.includes(b)))
    .slice(0, MAX_SUITES);
  const rows: BenchRow[] = [];
  const failures: string[] = [];
  const started = performance.now();
  for (const file of files) {
    const t0 = performance.now();
    try {
      const mod = (await import(new URL(file, SUITES_DIR).href)) as { default?: BenchSuite };
      if (typeof mod.default !== 'function') throw new Error('no default export');
      rows.push(...(await mod.default()));
      console.error(`suite ${file}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    } catch (e) {
      failures.push(`${file}: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
      console.error(`suite ${file} failed: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
    }
  }

  const head = ['group', 'name', 'ops/s', 'ratio', 'of compiled', 'note'];
  const body = rows.map((r) => {
    const base = rows.find((b) => b.Group === r.Group && b.Baseline);
    const ratio = base && base.OpsPerSecond > 0 ? `${fmt(r.OpsPerSecond / base.OpsPerSecond)}x` : '';
    // Ratio to the compiled availability reference measured in alternation with the row.
    const ofCompiled = r.Reference ? (r.OpsPerSecond / r.Reference).toPrecision(3) : '';
    return [r.Group, r.Name, fmt(r.OpsPerSecond), r.Baseline ? '1x (baseline)' : ratio, ofCompiled, r.Note ?? ''];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const right = [false, false, true, true, true, false];
  console.log(`\nacctos bench: Node ${process.version}, ${cpus().length} CPU(s), ${cpus()[0]?.model ?? 'unknown CPU'}`);
  console.log(
    `load average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} (other processes share the cores)`,
  );
  console.log(pad(head, widths, right));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(pad(b, widths, right));

  console.log('\ntargets');
  for (const t of TARGETS) {
    const r = t.check(rows);
    console.log(
      `  ${r === undefined ? 'n/a ' : r.ok ? 'met ' : 'MISS'}  ${t.label}${r ? `: ${r.value}` : ' (row missing)'}`,
    );
  }
  for (const f of failures) console.log(`  suite failed: ${f}`);
  console.log(`\ntotal ${((performance.now() - started) / 1000).toFixed(1)} s (checksum ${benchSink() & 0xff})`);
}

await main();
