// SIGKILL at random moments under a mixed write load, restart, retry the unacknowledged requests
// with their references, then prove nothing was lost, duplicated or left half-written.
import { openDatabase } from '../../src/server/index.js';
import { type Acknowledged, checkDatabase } from './checks.js';
import { isEnvelope, send } from './http.js';
import { killService, type Service, startService, stopService } from './server-process.js';
import { makeOp, nextOp, OP_KINDS, type Op, runOp, TABLE_OF, type World } from './workload.js';

export interface KillOptions {
  readonly label: string;
  readonly dataDir: string;
  readonly databaseUrl?: string;
  readonly cycles: number;
  readonly workers: number;
  readonly rand: () => number;
  readonly log: (line: string) => void;
}

export interface KillResult {
  readonly label: string;
  readonly counts: Record<string, number>;
  readonly problems: string[];
}

const ACCOUNT_TYPES = ['irrevocable-trust', 'traditional-ira', 'roth-ira'];
const MAX_RETRIES = 6;
/** Owners with two traditional IRAs each, the first seeded by a direct rollover (outside the annual limit). */
const TRANSFER_PAIRS = 2;
const PAIR_SEED = '20000.00';

let setupRefs = 0;

async function setUp(s: Service, w: World, log: (l: string) => void): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    const op = nextOpOf(w, 'client');
    await runOp(s.url, w, op);
  }
  for (const type of ACCOUNT_TYPES) {
    w.accountType = type;
    const op = nextOpOf(w, 'account');
    await runOp(s.url, w, op);
    if (op.outcome === 'ok') break;
    log(`  account type ${type} refused (${op.code}); trying the next`);
  }
  if (w.accounts.length === 0) throw new Error('no account could be created for the load');
  const post = async (target: string, body: Record<string, unknown>) => {
    setupRefs += 1;
    const ref = `${w.refPrefix}-setup-${setupRefs}`;
    const a = await send(s.url, w.key, 'POST', target, { ProviderReferenceId: ref, ...body });
    if (a.json?.['Status'] !== 1) throw new Error(`set-up ${target} refused: ${a.text.slice(0, 300)}`);
    return a.json;
  };
  for (let i = 0; i < TRANSFER_PAIRS; i += 1) {
    const owner = String(
      (
        await post('/v1/clients', {
          ClientType: 'Individual',
          Contact: { FirstName: `Pair${i}`, LastName: 'Load', DateOfBirth: '1975-03-20' },
        })
      )['ClientId'],
    );
    const open = async () =>
      String(
        (
          await post('/v1/accounts', {
            ClientId: owner,
            AccountTypeCode: 'traditional-ira',
            InstitutionId: w.institutionId,
          })
        )['AccountId'],
      );
    const a = await open();
    const b = await open();
    await post('/v1/rollovers', {
      FromAccountTypeCode: 'employee-stock-ownership-plan',
      ToAccountId: a,
      Kind: 'Direct',
      Amount: PAIR_SEED,
      Currency: 'USD',
    });
    w.pairs.push([a, b]);
    w.clients.push(owner);
  }
}

function nextOpOf(w: World, kind: Op['kind']): Op {
  const op = makeOp(w, kind, Math.random);
  w.ops.push(op);
  return op;
}

/** Workers send ops until the process is killed (an op without an answer is left unacked). */
async function loadUntilKilled(s: Service, w: World, o: KillOptions): Promise<{ sent: number }> {
  let killed = false;
  let sent = 0;
  const worker = async (): Promise<void> => {
    while (!killed) {
      const op = nextOp(w, o.rand);
      w.ops.push(op);
      sent += 1;
      const answered = await runOp(s.url, w, op);
      if (!answered) return;
    }
  };
  const delay_ms = 700 + Math.floor(o.rand() * 2300);
  const workers = Array.from({ length: o.workers }, () => worker());
  await new Promise((ok) => setTimeout(ok, delay_ms));
  killed = true;
  await killService(s);
  await Promise.all(workers);
  return { sent };
}

async function retryUnacked(s: Service, w: World, killedAt: number): Promise<number> {
  let retried = 0;
  for (const op of w.ops) {
    if (op.outcome !== 'unacked' && op.outcome !== 'pending') continue;
    retried += 1;
    op.killedAt ??= killedAt;
    for (let i = 0; i < MAX_RETRIES && (op.outcome === 'unacked' || op.outcome === 'pending'); i += 1) {
      await runOp(s.url, w, op);
      if (op.outcome === 'unacked') await new Promise((ok) => setTimeout(ok, 500));
    }
  }
  return retried;
}

export async function runKillCycles(o: KillOptions): Promise<KillResult> {
  const started = performance.now();
  let s = await startService({
    dataDir: o.dataDir,
    ...(o.databaseUrl !== undefined ? { databaseUrl: o.databaseUrl } : {}),
  });
  if (s.demo === undefined) throw new Error(`no --demo banner:\n${s.output().slice(-1500)}`);
  const w: World = {
    key: s.demo.key,
    institutionId: s.demo.institutionId,
    accountType: ACCOUNT_TYPES[0]!,
    clients: [],
    accounts: [],
    pairs: [],
    ops: [],
    refPrefix: `flt${Date.now().toString(36)}`,
    anomalies: [],
  };
  await setUp(s, w, o.log);
  let sent = 0;
  let retried = 0;
  let restarts = 0;
  for (let cycle = 1; cycle <= o.cycles; cycle += 1) {
    const r = await loadUntilKilled(s, w, o);
    const killedAt = Date.now();
    sent += r.sent;
    s = await startService({
      dataDir: o.dataDir,
      ...(o.databaseUrl !== undefined ? { databaseUrl: o.databaseUrl } : {}),
    });
    restarts += 1;
    const n = await retryUnacked(s, w, killedAt);
    retried += n;
    o.log(
      `  ${o.label} cycle ${cycle}: ${r.sent} requests, SIGKILL, restarted in ${s.startup_ms} ms, ${n} ` +
        `unacknowledged retried`,
    );
  }
  // Every acknowledged write answers by id; the balances as the service reads them.
  const apiBalances = new Map<string, string>();
  const idTarget = { client: 'clients', account: 'accounts', deposit: 'transactions', withdrawal: 'transactions' };
  let unreadable = 0;
  for (const op of w.ops) {
    if (op.outcome !== 'ok' || op.id === undefined) continue;
    // A transfer answers by its two transactions (there is no GET of a movement).
    const targets =
      op.kind === 'transfer'
        ? (op.transactionIds ?? []).map((t) => `/v1/transactions/${t}`)
        : [`/v1/${idTarget[op.kind]}/${op.id}`];
    if (op.kind === 'transfer' && targets.length !== 2) unreadable += 1;
    for (const target of targets) {
      const a = await send(s.url, w.key, 'GET', target);
      if (a.json?.['Status'] !== 1) unreadable += 1;
    }
  }
  for (const id of [...w.accounts, ...w.pairs.flat()]) {
    const a = await send(s.url, w.key, 'GET', `/v1/accounts/${id}`);
    const b = a.json?.['AccountBalance'] as { SettledBalance?: number; PendingBalance?: number } | undefined;
    if (!isEnvelope(a.json) || b === undefined) continue;
    apiBalances.set(id, (Number(b.SettledBalance ?? 0) + Number(b.PendingBalance ?? 0)).toFixed(2));
  }
  await stopService(s);
  const db = await openDatabase(o.databaseUrl !== undefined ? { databaseUrl: o.databaseUrl } : { dataDir: o.dataDir });
  try {
    const acknowledged: Acknowledged[] = w.ops
      .filter((op) => op.outcome === 'ok' && op.id !== undefined)
      .map((op) => ({
        table: TABLE_OF[op.kind],
        ref: op.ref,
        id: op.id!,
        ...(op.transactionIds !== undefined ? { transactionIds: op.transactionIds } : {}),
      }));
    const refused = w.ops
      .filter((op) => op.outcome === 'refused')
      .map((op) => ({ table: TABLE_OF[op.kind], ref: op.ref }));
    const report = await checkDatabase(db, { refPrefix: w.refPrefix, acknowledged, refused, apiBalances });
    // A retried write that is stored: committed before the kill (its answer was lost, the retry
    // answered the original) or written by the retry. Both must leave exactly one record.
    let committedBeforeKill = 0;
    for (const op of w.ops) {
      if (op.killedAt === undefined || op.outcome !== 'ok') continue;
      const r = await db.query<{ ms: number }>(
        `SELECT (extract(epoch FROM created_at) * 1000)::float8 AS ms FROM ${TABLE_OF[op.kind]}
         WHERE provider_reference_id = $1 LIMIT 1`,
        [op.ref],
      );
      if (r.rows[0] !== undefined && Number(r.rows[0].ms) < op.killedAt) committedBeforeKill += 1;
    }
    const stillUnacked = w.ops.filter((op) => op.outcome === 'unacked' || op.outcome === 'pending').length;
    // Per kind: acknowledged (Status 1) and refused for a business reason (Status 0, InsufficientFunds).
    const byKind: Record<string, number> = {};
    for (const kind of OP_KINDS) {
      const mine = w.ops.filter((op) => op.kind === kind);
      byKind[`${kind}_ok`] = mine.filter((op) => op.outcome === 'ok').length;
      byKind[`${kind}_refused`] = mine.filter((op) => op.outcome === 'refused').length;
    }
    const idle = OP_KINDS.filter((kind) => byKind[`${kind}_ok`] === 0);
    const problems = [
      ...report.problems,
      ...w.anomalies.map((a) => `anomaly: ${a}`),
      ...(unreadable > 0 ? [`${unreadable} acknowledged writes do not answer GET by id`] : []),
      ...(stillUnacked > 0 ? [`${stillUnacked} requests still unacknowledged after ${MAX_RETRIES} retries`] : []),
      ...(idle.length > 0 ? [`the load wrote no ${idle.join(', ')}: the mix was not exercised`] : []),
    ];
    return {
      label: o.label,
      problems,
      counts: {
        cycles: o.cycles,
        restarts,
        requests: sent,
        acknowledged_ok: acknowledged.length,
        acknowledged_refused: refused.length,
        ...byKind,
        retried_after_restart: retried,
        retried_then_ok: w.ops.filter((op) => op.killedAt !== undefined && op.outcome === 'ok').length,
        retried_committed_before_kill: committedBeforeKill,
        retried_then_refused: w.ops.filter((op) => op.killedAt !== undefined && op.outcome === 'refused').length,
        still_unacknowledged: stillUnacked,
        unreadable_by_id: unreadable,
        anomalies: w.anomalies.length,
        ...report.counts,
        seconds: Math.round((performance.now() - started) / 1000),
      },
    };
  } finally {
    await db.close();
  }
}
