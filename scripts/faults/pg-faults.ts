// PostgreSQL only: connections terminated mid-transaction, the database closed to new
// connections for 15 s, a lock held past the statement timeout. The process must stay up,
// requests must fail fast with the envelope (503 ServiceUnavailable) and it must recover alone.
import pg from 'pg';
import { openDatabase } from '../../src/server/index.js';
import { type Acknowledged, checkDatabase } from './checks.js';
import { isEnvelope, type Key, send } from './http.js';
import { type Service, startService, stopService } from './server-process.js';

export interface PgFaultOptions {
  readonly dataDir: string;
  readonly databaseUrl: string;
  /** A connection to the server's maintenance database, for ALTER DATABASE and pg_terminate_backend. */
  readonly adminUrl: string;
  readonly rand: () => number;
  readonly log: (line: string) => void;
}

const STATEMENT_TIMEOUT_MS = 2000;
const ACQUIRE_TIMEOUT_MS = 2000;
/** "Fail fast": no answer during a fault may take longer than this. */
const FAST_MS = 6000;
const RECOVERY_LIMIT_MS = 15_000;
const CLOSED_FOR_MS = 15_000;

interface Tally {
  ok: number;
  refused: number;
  unavailable: number;
  other: number;
  nonEnvelope: number;
  slow: number;
  noAnswer: number;
  maxElapsed_ms: number;
}

const newTally = (): Tally => ({
  ok: 0,
  refused: 0,
  unavailable: 0,
  other: 0,
  nonEnvelope: 0,
  slow: 0,
  noAnswer: 0,
  maxElapsed_ms: 0,
});

export async function runPgFaults(
  o: PgFaultOptions,
): Promise<{ label: string; counts: Record<string, number>; problems: string[] }> {
  const started = performance.now();
  const dbName = new URL(o.databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: o.adminUrl });
  await admin.connect();
  const s: Service = await startService({
    dataDir: o.dataDir,
    databaseUrl: o.databaseUrl,
    env: {
      ACCTOS_DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      ACCTOS_DB_ACQUIRE_TIMEOUT_MS: String(ACQUIRE_TIMEOUT_MS),
      ACCTOS_DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '5000',
    },
  });
  const problems: string[] = [];
  const counts: Record<string, number> = {};
  const acknowledged: Acknowledged[] = [];
  const refused: { table: Acknowledged['table']; ref: string }[] = [];
  const apiBalances = new Map<string, string>();
  try {
    const key: Key = s.demo!.key;
    const me = (method: string, target: string, body?: unknown) =>
      send(s.url, key, method, target, body, { timeout_ms: 30_000 });
    const client = await me('POST', '/v1/clients', {
      ClientType: 'Individual',
      Contact: { FirstName: 'Fault', LastName: 'Pg', DateOfBirth: '1980-01-15' },
    });
    const account = await me('POST', '/v1/accounts', {
      ClientId: client.json?.['ClientId'],
      AccountTypeCode: 'traditional-ira',
      InstitutionId: s.demo!.institutionId,
    });
    const accountId = String(account.json?.['AccountId']);
    if (account.json?.['Status'] !== 1) problems.push(`set-up: no account: ${account.text.slice(0, 200)}`);

    let n = 0;
    const unsure: string[] = [];
    const otherSamples: string[] = [];
    /** One write and one read per step, recorded in the tally of the phase. */
    const step = async (t: Tally): Promise<void> => {
      n += 1;
      const k = n;
      const write = k % 2 === 0;
      const ref = `pgf-${k}`;
      const a = write
        ? await me('POST', `/v1/accounts/${accountId}/fund`, {
            ProviderReferenceId: ref,
            Amount: '1.00',
            Currency: 'USD',
            PaymentMethodType: 'Wire',
          })
        : await me('GET', `/v1/accounts/${accountId}?n=${k}`); // unique: never a replay
      t.maxElapsed_ms = Math.max(t.maxElapsed_ms, a.elapsed_ms);
      if (a.elapsed_ms > FAST_MS) t.slow += 1;
      if (a.status === 0) t.noAnswer += 1;
      else if (!isEnvelope(a.json)) t.nonEnvelope += 1;
      if (a.status === 200 && a.json?.['Status'] === 1) {
        t.ok += 1;
        if (write) acknowledged.push({ table: 'transactions', ref, id: String(a.json['TransactionId']) });
      } else if (a.status === 200) {
        t.refused += 1;
        if (write) refused.push({ table: 'transactions', ref });
      } else if (a.status === 503) t.unavailable += 1;
      else if (a.status !== 0) {
        t.other += 1;
        if (otherSamples.length < 5) otherSamples.push(`${a.status} ${a.text.slice(0, 200)}`);
      }
      // A 503 fund may or may not have committed (the connection died around the COMMIT):
      // its ProviderReferenceId is retried after the faults, like any client would.
      if (a.status === 503 && write) unsure.push(ref);
    };
    const loadWhile = async (t: Tally, until: () => boolean, workers = 4): Promise<void> => {
      await Promise.all(
        Array.from({ length: workers }, async () => {
          while (!until()) {
            const before = t.unavailable;
            await step(t);
            // Like a client honouring Retry-After (shortened): no hot loop against an outage.
            if (t.unavailable > before) await new Promise((ok) => setTimeout(ok, 100));
          }
        }),
      );
    };
    const recovers = async (label: string): Promise<number> => {
      const from = performance.now();
      while (performance.now() - from < RECOVERY_LIMIT_MS) {
        n += 1;
        const a = await me('GET', `/v1/accounts/${accountId}?n=${n}`);
        if (a.json?.['Status'] === 1) return Math.round(performance.now() - from);
        await new Promise((ok) => setTimeout(ok, 250));
      }
      problems.push(`${label}: no successful request within ${RECOVERY_LIMIT_MS} ms after the fault ended`);
      return -1;
    };
    const judge = (label: string, t: Tally, expectUnavailable: boolean): void => {
      const samples = otherSamples.splice(0);
      for (const [k, v] of Object.entries(t)) counts[`${label}_${k}`] = Math.round(v);
      if (t.nonEnvelope > 0) problems.push(`${label}: ${t.nonEnvelope} answers without the envelope`);
      if (t.other > 0) problems.push(`${label}: ${t.other} answers neither 200 nor 503, e.g. ${samples.join(' | ')}`);
      if (t.noAnswer > 0) problems.push(`${label}: ${t.noAnswer} requests got no answer`);
      if (t.slow > 0) problems.push(`${label}: ${t.slow} answers took longer than ${FAST_MS} ms`);
      if (expectUnavailable && t.unavailable === 0) problems.push(`${label}: the fault produced no 503 at all`);
      if (s.exited()) problems.push(`${label}: the service process died:\n${s.output().slice(-1500)}`);
    };
    const terminateAll = () =>
      admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [dbName],
      );

    // 1. Connections terminated mid-transaction, repeatedly, under load.
    {
      const t = newTally();
      let done = false;
      const load = loadWhile(t, () => done, 6);
      for (let i = 0; i < 12; i += 1) {
        await new Promise((ok) => setTimeout(ok, 150 + Math.floor(o.rand() * 250)));
        await terminateAll();
      }
      done = true;
      await load;
      judge('terminate', t, false);
      counts['terminate_recovery_ms'] = await recovers('terminate');
      o.log(`  postgres: 12 rounds of pg_terminate_backend under load: ${t.ok} ok, ${t.unavailable} x 503`);
    }

    // 2. The database closed to new connections for 15 s (existing ones terminated).
    {
      const t = newTally();
      await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS false`);
      await terminateAll();
      const until = performance.now() + CLOSED_FOR_MS;
      const health = await send(s.url, undefined, 'GET', '/healthz');
      const ready = await send(s.url, undefined, 'GET', '/readyz');
      try {
        await loadWhile(t, () => performance.now() > until, 3);
      } finally {
        await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`);
      }
      judge('closed', t, true);
      if (health.status !== 200) problems.push(`closed: /healthz answered ${health.status}`);
      if (ready.status !== 503 || !isEnvelope(ready.json)) problems.push(`closed: /readyz answered ${ready.status}`);
      counts['closed_recovery_ms'] = await recovers('closed');
      o.log(
        `  postgres: closed to connections for 15 s: ${t.unavailable} x 503 (slowest ` +
          `${Math.round(t.maxElapsed_ms)} ms)`,
      );
    }

    // 3. A lock held past the statement timeout (the accounts table, exclusively).
    {
      const t = newTally();
      const locker = new pg.Client({ connectionString: o.databaseUrl });
      await locker.connect();
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE accounts IN ACCESS EXCLUSIVE MODE');
      const until = performance.now() + 3 * STATEMENT_TIMEOUT_MS;
      const health = await send(s.url, undefined, 'GET', '/healthz', undefined, { timeout_ms: 5000 });
      try {
        await loadWhile(t, () => performance.now() > until, 3);
      } finally {
        await locker.query('ROLLBACK');
        await locker.end();
      }
      judge('lock', t, true);
      if (health.status !== 200) problems.push(`lock: /healthz answered ${health.status} while the lock was held`);
      counts['lock_recovery_ms'] = await recovers('lock');
      o.log(
        `  postgres: a lock held ${3 * STATEMENT_TIMEOUT_MS} ms: ${t.unavailable} x 503 (slowest ` +
          `${Math.round(t.maxElapsed_ms)} ms)`,
      );
    }

    // Retry every write answered 503 with its reference (the client's part of the contract).
    for (const ref of unsure) {
      const a = await me('POST', `/v1/accounts/${accountId}/fund`, {
        ProviderReferenceId: ref,
        Amount: '1.00',
        Currency: 'USD',
        PaymentMethodType: 'Wire',
      });
      if (a.json?.['Status'] === 1)
        acknowledged.push({ table: 'transactions', ref, id: String(a.json['TransactionId']) });
      else problems.push(`retry of ${ref} after the faults: ${a.status} ${a.text.slice(0, 160)}`);
    }
    counts['retried_after_faults'] = unsure.length;
    const b = await me('GET', `/v1/accounts/${accountId}`);
    const bal = b.json?.['AccountBalance'] as { SettledBalance?: number; PendingBalance?: number } | undefined;
    if (bal !== undefined)
      apiBalances.set(accountId, (Number(bal.SettledBalance ?? 0) + Number(bal.PendingBalance ?? 0)).toFixed(2));
    counts['process_alive'] = s.exited() ? 0 : 1;
  } finally {
    await stopService(s);
    await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`).catch(() => undefined);
    await admin.end();
  }
  const db = await openDatabase({ databaseUrl: o.databaseUrl });
  try {
    const unique = new Map(acknowledged.map((a) => [a.ref, a]));
    const report = await checkDatabase(db, {
      refPrefix: 'pgf-',
      acknowledged: [...unique.values()],
      refused,
      apiBalances,
    });
    problems.push(...report.problems);
    for (const [k, v] of Object.entries(report.counts)) counts[k] = v;
  } finally {
    await db.close();
  }
  counts['seconds'] = Math.round((performance.now() - started) / 1000);
  return { label: 'postgres database faults', counts, problems };
}
