// `npm run test:faults`: the fault suite of issue 17, bounded and loopback only. Prints its
// counts and exits non-zero on any loss, duplicate, partial write, 5xx outside an injected
// fault, non-envelope answer or crash. PostgreSQL parts are skipped, with a message, when
// 127.0.0.1:5432 (TEST_DATABASE_URL) does not answer.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { runFuzz } from './fuzz.js';
import { runKillCycles } from './kill-cycles.js';
import { runPgFaults } from './pg-faults.js';
import { prepareEntry } from './server-process.js';

const PG_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const SUITE_LIMIT_MS = 12 * 60 * 1000;
const CYCLES = Number(process.env['ACCTOS_FAULT_CYCLES'] ?? 5);
const FUZZ_REQUESTS = Number(process.env['ACCTOS_FUZZ_REQUESTS'] ?? 10_000);

/** A small deterministic generator (mulberry32), seeded and printed so a run can be repeated. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end().catch(() => undefined);
  }
}

async function postgresAnswers(): Promise<boolean> {
  try {
    await withAdmin((c) => c.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

async function freshDatabase(tag: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `acctos_faults_${tag}_${process.pid}_${Date.now().toString(36)}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () =>
      withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
        () => undefined,
      ),
  };
}

interface Section {
  readonly label: string;
  readonly counts: Record<string, number>;
  readonly problems: string[];
}

function print(section: Section): void {
  const counts = Object.entries(section.counts)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  console.log(`faults: ${section.label}: ${section.problems.length === 0 ? 'PASS' : 'FAIL'} ${counts}`);
  for (const p of section.problems.slice(0, 30)) console.log(`  - ${p}`);
}

/** The counts the closing note quotes, per section (each section's full counts are printed above). */
const SUMMARY: readonly [RegExp, readonly string[]][] = [
  [
    /sigkill/,
    [
      'cycles',
      'restarts',
      'requests',
      'acknowledged_ok',
      'acknowledged_refused',
      'client_ok',
      'account_ok',
      'deposit_ok',
      'withdrawal_ok',
      'withdrawal_refused',
      'transfer_ok',
      'transfer_refused',
      'retried_after_restart',
      'retried_committed_before_kill',
      'still_unacknowledged',
      'lost',
      'duplicated',
      'refused_with_rows',
      'ledger_or_balance_problems',
      'missing_events',
      'anomalies',
      'seconds',
    ],
  ],
  [
    /fuzz/,
    [
      'requests',
      'routes_hit',
      'routes_registered',
      'status_5xx',
      'non_envelope',
      'crashes',
      'no_answer',
      'partial_writes',
      'writes_acknowledged',
      'writes_refused',
      'seconds',
    ],
  ],
  [
    /database faults/,
    [
      'process_alive',
      'terminate_recovery_ms',
      'closed_recovery_ms',
      'lock_recovery_ms',
      'retried_after_faults',
      'lost',
      'duplicated',
      'seconds',
    ],
  ],
];

function summary(sections: readonly Section[]): void {
  console.log('faults: summary');
  for (const s of sections) {
    const keys = SUMMARY.find(([re]) => re.test(s.label))?.[1] ?? Object.keys(s.counts);
    const shown = keys.filter((k) => k in s.counts).map((k) => `${k}=${s.counts[k]}`);
    console.log(`  ${s.problems.length === 0 ? 'PASS' : 'FAIL'} ${s.label}: ${shown.join(' ')}`);
  }
}

async function main(): Promise<number> {
  const seed = Number(process.env['ACCTOS_FAULT_SEED'] ?? Date.now() % 1_000_000);
  const rand = seeded(seed);
  const log = (line: string) => console.log(line);
  console.log(
    `faults: seed ${seed} (ACCTOS_FAULT_SEED repeats it); ${CYCLES} kill cycles per database; ` +
      `${FUZZ_REQUESTS} fuzz requests`,
  );
  await prepareEntry(log);
  const sections: Section[] = [];
  const tmp = mkdtempSync(join(tmpdir(), 'acctos-faults-'));
  const havePg = await postgresAnswers();
  const cleanups: (() => Promise<void>)[] = [];
  const only = (process.env['ACCTOS_FAULT_ONLY'] ?? '').split(',').filter((x) => x !== '');
  const wanted = (name: string) => only.length === 0 || only.includes(name);
  const run = async (name: string, section: () => Promise<Section>): Promise<void> => {
    if (!wanted(name)) return;
    sections.push(await section());
    print(sections.at(-1)!);
  };
  try {
    // PGlite: SIGKILL cycles, then a fuzz run on the same data (all 10,000 requests here when
    // PostgreSQL is missing; else the full run goes to PostgreSQL, which serves it faster).
    const pgliteDir = join(tmp, 'pglite');
    await run('pglite-kill', () =>
      runKillCycles({ label: 'pglite sigkill', dataDir: pgliteDir, cycles: CYCLES, workers: 4, rand, log }),
    );
    await run('pglite-fuzz', () =>
      runFuzz({
        label: 'pglite fuzz',
        dataDir: pgliteDir,
        requests: FUZZ_REQUESTS,
        rand,
        log,
      }),
    );
    if (!havePg) {
      console.log(
        `faults: PostgreSQL at ${PG_URL} does not answer: skipping the PostgreSQL kill cycles, database ` +
          `faults and fuzz run.`,
      );
    } else {
      const killDb = await freshDatabase('kill');
      cleanups.push(killDb.drop);
      await run('pg-kill', () =>
        runKillCycles({
          label: 'postgres sigkill',
          dataDir: join(tmp, 'pg-kill'),
          databaseUrl: killDb.url,
          cycles: CYCLES,
          workers: 6,
          rand,
          log,
        }),
      );
      await run('pg-fuzz', () =>
        runFuzz({
          label: 'postgres fuzz',
          dataDir: join(tmp, 'pg-kill'),
          databaseUrl: killDb.url,
          requests: FUZZ_REQUESTS,
          rand,
          log,
        }),
      );
      const faultDb = await freshDatabase('db');
      cleanups.push(faultDb.drop);
      await run('pg-faults', () =>
        runPgFaults({ dataDir: join(tmp, 'pg-faults'), databaseUrl: faultDb.url, adminUrl: PG_URL, rand, log }),
      );
    }
  } finally {
    for (const c of cleanups) await c();
    rmSync(tmp, { recursive: true, force: true });
  }
  summary(sections);
  const failed = sections.filter((s) => s.problems.length > 0);
  console.log(
    `faults: ${sections.length - failed.length} of ${sections.length} sections ` +
      `passed${havePg ? '' : ' (PostgreSQL skipped)'}`,
  );
  return failed.length === 0 ? 0 : 1;
}

const guard = setTimeout(() => {
  console.log(`faults: FAIL: the suite ran past ${SUITE_LIMIT_MS / 60_000} minutes`);
  process.exit(1);
}, SUITE_LIMIT_MS);
guard.unref();
main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.log(`faults: FAIL: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exit(1);
  },
);
