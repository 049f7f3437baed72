// `npm run bench`: every suite in bench/suites/, in one process, then one table and a target check.
import { readdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { type BenchRow, type BenchSuite, benchSink } from './types.js';

const SUITES_DIR = new URL('./suites/', import.meta.url);
const MAX_SUITES = 64; // explicit bound

interface Target {
  readonly label: string;
  readonly check: (rows: readonly BenchRow[]) => { ok: boolean; value: string } | undefined;
}

const find = (rows: readonly BenchRow[], group: string, name: string): BenchRow | undefined =>
  rows.find((r) => r.Group.startsWith(group) && r.Name.includes(name));

const TARGETS: readonly Target[] = [
  {
    label: 'compiled availability >= 3,000,000 sweeps/s',
    check: (rows) => {
      const r = find(rows, 'availability sweep', 'availableTypesMask');
      return r && { ok: r.OpsPerSecond >= 3e6, value: fmt(r.OpsPerSecond) };
    },
  },
  {
    label: 'compiled availability >= 1,000 x json-rules-engine (same run)',
    check: (rows) => {
      const c = find(rows, 'availability sweep', 'availableTypesMask');
      const j = find(rows, 'availability sweep', 'json-rules-engine');
      return (
        c && j && { ok: c.OpsPerSecond >= 1000 * j.OpsPerSecond, value: `${fmt(c.OpsPerSecond / j.OpsPerSecond)}x` }
      );
    },
  },
  {
    label: 'availability with Reasons >= 500,000 sweeps/s',
    check: (rows) => {
      const r = find(rows, 'availability sweep', 'resolveAvailability');
      return r && { ok: r.OpsPerSecond >= 5e5, value: fmt(r.OpsPerSecond) };
    },
  },
  {
    label: 'default catalog load + validate + compile < 20 ms',
    check: (rows) => {
      const r = find(rows, 'catalog load', 'parseCatalog');
      return r && { ok: 1000 / r.OpsPerSecond < 20, value: `${(1000 / r.OpsPerSecond).toFixed(2)} ms` };
    },
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
  {
    label: 'complete inherited-IRA schedules >= 200,000/s',
    check: (rows) => {
      const r = find(rows, 'inherited schedules', 'inheritedIraSchedule, 8-regime mix');
      return r && { ok: r.OpsPerSecond >= 2e5, value: fmt(r.OpsPerSecond) };
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
  const files = readdirSync(SUITES_DIR)
    .filter((f) => /\.(ts|js|mjs)$/.test(f) && !f.endsWith('.d.ts'))
    .sort()
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

  const head = ['group', 'name', 'ops/s', 'ratio', 'note'];
  const body = rows.map((r) => {
    const base = rows.find((b) => b.Group === r.Group && b.Baseline);
    const ratio = base && base.OpsPerSecond > 0 ? `${fmt(r.OpsPerSecond / base.OpsPerSecond)}x` : '';
    return [r.Group, r.Name, fmt(r.OpsPerSecond), r.Baseline ? '1x (baseline)' : ratio, r.Note ?? ''];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const right = [false, false, true, true, false];
  console.log(`\nacctos bench: Node ${process.version}, ${cpus().length} CPU(s), ${cpus()[0]?.model ?? 'unknown CPU'}`);
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
