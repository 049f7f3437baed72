// What every fault run proves about the database afterwards: nothing duplicated, every
// acknowledged write present, balances equal their entries, every committed change has its event.

import type { Queryable } from '../../src/server/index.js';
import * as server from '../../src/server/index.js';

export interface CheckReport {
  readonly problems: string[];
  readonly counts: Record<string, number>;
}

const MAX_LISTED = 20;

async function rows<T>(q: Queryable, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await q.query<T & Record<string, unknown>>(sql, params)).rows as T[];
}

/**
 * The ledger: the server's own `ledgerCheck(db)` when this build exports it (the write-shell
 * work), else the same invariants directly: each transaction's client entries equal its signed
 * amount, and each balance the service answered equals the sum of that account's entries.
 */
async function ledgerProblems(q: Queryable, apiBalances: ReadonlyMap<string, string>, out: string[]): Promise<string> {
  const check = (
    server as unknown as { ledgerCheck?: (db: Queryable) => Promise<{ ok: boolean; problems: readonly string[] }> }
  ).ledgerCheck;
  if (typeof check === 'function') {
    const r = await check(q);
    out.push(...r.problems.map((p) => `ledger: ${p}`));
  } else {
    const disagree = await rows<{ transaction_id: string; expected: string; booked: string }>(
      q,
      `SELECT t.transaction_id::text AS transaction_id,
         (CASE WHEN t.direction = 'Debit' THEN -t.amount ELSE t.amount END)::text AS expected,
         COALESCE(SUM(p.amount), 0)::text AS booked
       FROM transactions t LEFT JOIN postings p ON p.transaction_id = t.transaction_id AND p.account_id = t.account_id
       GROUP BY t.transaction_id, t.direction, t.amount
       HAVING COALESCE(SUM(p.amount), 0) <> (CASE WHEN t.direction = 'Debit' THEN -t.amount ELSE t.amount END)
       LIMIT ${MAX_LISTED}`,
    );
    for (const r of disagree)
      out.push(
        `ledger: transaction ${r.transaction_id} has entries summing to ${r.booked}, its record says ${r.expected}`,
      );
    const orphans = await rows<{ n: number }>(
      q,
      'SELECT count(*)::int AS n FROM postings p WHERE NOT EXISTS (SELECT 1 FROM transactions t WHERE ' +
        't.transaction_id = p.transaction_id)',
    );
    if (Number(orphans[0]?.n ?? 0) > 0) out.push(`ledger: ${orphans[0]?.n} entries without a transaction`);
  }
  const sums = await rows<{ account_id: string; total: string }>(
    q,
    'SELECT account_id::text AS account_id, COALESCE(SUM(amount), 0)::text AS total FROM postings GROUP BY account_id',
  );
  const byAccount = new Map(sums.map((r) => [r.account_id, r.total]));
  for (const [accountId, answered] of apiBalances) {
    const booked = byAccount.get(accountId) ?? '0';
    if (Number(booked).toFixed(2) !== Number(answered).toFixed(2))
      out.push(`balance: account ${accountId} answered ${answered}, its entries sum to ${booked}`);
  }
  return typeof check === 'function' ? 'ledgerCheck' : 'direct';
}

const MOVEMENT_EVENTS: readonly [string, string][] = [
  ['TrusteeTransfer', 'transfer.completed'],
  ['DirectRollover', 'rollover.completed'],
  ['IndirectRollover', 'rollover.completed'],
  ['RothConversion', 'rothconversion.completed'],
  ['Recharacterization', 'recharacterization.completed'],
];

/** Committed changes without their event (the outbox is written in the same transaction). */
async function eventProblems(q: Queryable, out: string[]): Promise<void> {
  const missing: [string, string][] = [
    [
      'client.created',
      `SELECT c.client_id::text AS id FROM clients c WHERE NOT EXISTS (SELECT 1 FROM webhook_events e
         WHERE e.event_type = 'client.created' AND e.body LIKE '%' || c.client_id::text || '%') LIMIT ${MAX_LISTED}`,
    ],
    [
      'account.created',
      `SELECT a.account_id::text AS id FROM accounts a WHERE NOT EXISTS (SELECT 1 FROM webhook_events e
         WHERE e.event_type = 'account.created' AND e.body LIKE '%' || a.account_id::text || '%') LIMIT ${MAX_LISTED}`,
    ],
    [
      'deposit.posted',
      `SELECT t.transaction_id::text AS id FROM transactions t WHERE t.kind = 'Deposit' AND t.status = 'Posted'
         AND NOT EXISTS (SELECT 1 FROM movement_transactions m WHERE m.transaction_id = t.transaction_id)
         AND NOT EXISTS (SELECT 1 FROM webhook_events e
         WHERE e.event_type = 'deposit.posted' AND e.body LIKE '%' || t.transaction_id::text || '%') ` +
        `LIMIT ${MAX_LISTED}`,
    ],
    // A Roth conversion's withheld part is a distribution told by the conversion's own event
    // (WithholdingTransactionId in rothconversion.completed; docs/decisions 46).
    [
      'withdrawal.posted',
      `SELECT t.transaction_id::text AS id FROM transactions t WHERE t.kind = 'Entry' AND t.direction = 'Debit'
         AND t.entry_type IN ('Withdrawal', 'Distribution', 'Reimbursement')
         AND NOT EXISTS (SELECT 1 FROM webhook_events e
         WHERE e.event_type IN ('withdrawal.posted', 'rothconversion.completed')
         AND e.body LIKE '%' || t.transaction_id::text || '%') LIMIT ${MAX_LISTED}`,
    ],
    // A movement's two transactions are told by its own event (transfer.completed, ...).
    ...MOVEMENT_EVENTS.map(([kind, type]): [string, string] => [
      type,
      `SELECT m.movement_id::text AS id FROM movements m WHERE m.kind = '${kind}' AND NOT EXISTS (SELECT 1 ` +
        `FROM webhook_events e
           WHERE e.event_type = '${type}' AND e.body LIKE '%' || m.movement_id::text || '%') LIMIT ` +
        `${MAX_LISTED}`,
    ]),
  ];
  for (const [type, sql] of missing)
    for (const r of await rows<{ id: string }>(q, sql)) out.push(`event: ${r.id} has no ${type} event`);
}

/** Rows of this run's references that appear more than once. */
async function duplicateProblems(q: Queryable, refPrefix: string, out: string[]): Promise<void> {
  // A movement's two transactions carry its reference: they are counted with the movement.
  const notMovement =
    'AND NOT EXISTS (SELECT 1 FROM movement_transactions m WHERE m.transaction_id = transactions.transaction_id)';
  for (const table of ['clients', 'accounts', 'transactions', 'movements']) {
    const dup = await rows<{ ref: string; n: number }>(
      q,
      `SELECT provider_reference_id AS ref, count(*)::int AS n FROM ${table}
       WHERE provider_reference_id LIKE $1 ${table === 'transactions' ? notMovement : ''}
       GROUP BY provider_id, provider_reference_id HAVING count(*) > 1 LIMIT ${MAX_LISTED}`,
      [`${refPrefix}%`],
    );
    for (const r of dup) out.push(`duplicate: ${table} has ${r.n} rows for ProviderReferenceId ${r.ref}`);
  }
  const sides = await rows<{ id: string; n: number }>(
    q,
    `SELECT movement_id::text AS id, count(*)::int AS n FROM movement_transactions GROUP BY movement_id
     HAVING count(*) > 2 LIMIT ${MAX_LISTED}`,
  );
  for (const r of sides) out.push(`duplicate: movement ${r.id} has ${r.n} transactions`);
}

export interface Acknowledged {
  readonly table: 'clients' | 'accounts' | 'transactions' | 'movements';
  readonly ref: string;
  /** The id the service answered (a movement's MovementId). */
  readonly id: string;
  /** A movement's FromTransactionId and ToTransactionId: each stored once, under the movement. */
  readonly transactionIds?: readonly string[];
}

/**
 * Runs every check. `acknowledged`: writes the service answered Status 1 for (each must be
 * present, once, under its id); `refused`: references answered Status 0 (none may have a row).
 */
export async function checkDatabase(
  q: Queryable,
  opts: {
    refPrefix: string;
    acknowledged: readonly Acknowledged[];
    refused: readonly { table?: Acknowledged['table']; ref: string }[];
    apiBalances: ReadonlyMap<string, string>;
  },
): Promise<CheckReport> {
  const problems: string[] = [];
  const idColumn = {
    clients: 'client_id',
    accounts: 'account_id',
    transactions: 'transaction_id',
    movements: 'movement_id',
  } as const;
  let lost = 0;
  for (const a of opts.acknowledged) {
    const r = await rows<{ id: string }>(
      q,
      `SELECT ${idColumn[a.table]}::text AS id FROM ${a.table} WHERE provider_reference_id = $1`,
      [a.ref],
    );
    let sides = 0;
    for (const t of a.transactionIds ?? []) {
      const m = await rows<{ n: number }>(
        q,
        'SELECT count(*)::int AS n FROM movement_transactions WHERE transaction_id = $1 AND movement_id = $2',
        [t, a.id],
      );
      sides += Number(m[0]?.n ?? 0);
    }
    if (r.length === 0 || r[0]!.id !== a.id || sides !== (a.transactionIds ?? []).length) {
      lost += 1;
      if (lost <= MAX_LISTED) problems.push(`lost: ${a.table} ${a.id} (${a.ref}) was acknowledged but is not stored`);
    }
  }
  // A refused write leaves no row under its reference in ANY table that stores one (a refused
  // transfer no movement and no transaction; a refused plan no plan; ...).
  const refTables = (
    await rows<{ t: string }>(
      q,
      `SELECT DISTINCT table_name AS t FROM information_schema.columns
       WHERE column_name = 'provider_reference_id' AND table_schema = current_schema() ORDER BY 1`,
    )
  ).map((r) => r.t);
  const refusedRefs = [...new Set(opts.refused.map((f) => f.ref))];
  const phantoms = new Map<string, string>();
  for (let i = 0; i < refusedRefs.length; i += 500) {
    const batch = refusedRefs.slice(i, i + 500);
    for (const t of refTables)
      for (const r of await rows<{ ref: string }>(
        q,
        `SELECT provider_reference_id AS ref FROM ${t} WHERE provider_reference_id = ANY($1::text[])`,
        [batch],
      ))
        phantoms.set(r.ref, t);
  }
  const phantom = phantoms.size;
  for (const [ref, t] of [...phantoms].slice(0, MAX_LISTED))
    problems.push(`partial: ${ref} was refused but has a row in ${t}`);
  const before = problems.length;
  await duplicateProblems(q, opts.refPrefix, problems);
  const duplicates = problems.length - before;
  const ledgerStart = problems.length;
  const ledgerMode = await ledgerProblems(q, opts.apiBalances, problems);
  const ledger = problems.length - ledgerStart;
  const eventStart = problems.length;
  await eventProblems(q, problems);
  const missingEvents = problems.length - eventStart;
  const n = async (sql: string) => Number((await rows<{ n: number }>(q, sql))[0]?.n ?? 0);
  return {
    problems,
    counts: {
      acknowledged_checked: opts.acknowledged.length,
      refused_checked: opts.refused.length,
      tables_with_references: refTables.length,
      lost,
      refused_with_rows: phantom,
      duplicated: duplicates,
      ledger_or_balance_problems: ledger,
      missing_events: missingEvents,
      clients: await n('SELECT count(*)::int AS n FROM clients'),
      accounts: await n('SELECT count(*)::int AS n FROM accounts'),
      transactions: await n('SELECT count(*)::int AS n FROM transactions'),
      events: await n('SELECT count(*)::int AS n FROM webhook_events'),
      ledger_check_is_servers_own: ledgerMode === 'ledgerCheck' ? 1 : 0,
    },
  };
}
