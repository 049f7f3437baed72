import { Decimal } from 'decimal.js';
import {
  type AccountBalances,
  accountBalancesFromEntries,
  CLIENT_BUCKETS,
  clientAccount,
  type LedgerEntry,
} from '../../core/decisions/index.js';
import type { Queryable } from '../db/types.js';
import { ledgerSums, MAX_ACCOUNTS_PER_QUERY, ZERO_SUMS } from './ledger.js';

/** What `acctos ledger check` and every integration suite's afterAll prove about the ledger. */
export interface LedgerCheckResult {
  readonly ok: boolean;
  /** One line per problem found (at most MAX_PROBLEMS). */
  readonly problems: readonly string[];
  readonly postings: number;
  readonly accounts: number;
  readonly transactions: number;
}

const MAX_PROBLEMS = 50;
/** Most accounts checked in one run: 100 batches of 100 (ten thousand accounts). */
const MAX_ACCOUNT_BATCHES = 10_000;

interface PostingRow {
  account_id: string;
  bucket: 'Settled' | 'Pending';
  sub_account: string | null;
  amount: string;
  currency: string;
}

function sameBalances(a: AccountBalances, b: AccountBalances): boolean {
  return (
    new Decimal(a.Settled).eq(b.Settled) &&
    new Decimal(a.Pending).eq(b.Pending) &&
    new Decimal(a.SettledCredits).eq(b.SettledCredits) &&
    new Decimal(a.SettledDebits).eq(b.SettledDebits)
  );
}

async function count(q: Queryable, table: string): Promise<number> {
  const r = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return Number(r.rows[0]?.n ?? 0);
}

/** SQL-level invariants: the ledger and each transaction sum to zero; records agree with entries. */
async function sqlProblems(q: Queryable, out: string[]): Promise<void> {
  const ledger = await q.query<{ currency: string; total: string }>(
    'SELECT currency, SUM(amount)::text AS total FROM postings GROUP BY currency HAVING SUM(amount) <> 0 ' +
      'ORDER BY currency',
  );
  for (const r of ledger.rows) out.push(`the ledger sums to ${r.total} ${r.currency}, not zero`);
  const unbalanced = await q.query<{ transaction_id: string; currency: string; total: string }>(
    `SELECT transaction_id, currency, SUM(amount)::text AS total FROM postings GROUP BY transaction_id, currency
     HAVING SUM(amount) <> 0 ORDER BY transaction_id LIMIT ${MAX_PROBLEMS}`,
  );
  for (const r of unbalanced.rows)
    out.push(`transaction ${r.transaction_id}: its entries sum to ${r.total} ${r.currency}, not zero`);
  // A transaction's client side is its signed amount: a deposit's in the bucket of its status.
  const disagree = await q.query<{ transaction_id: string; expected: string; booked: string }>(
    `SELECT t.transaction_id,
       (CASE WHEN t.direction = 'Debit' THEN -t.amount ELSE t.amount END)::text AS expected,
       COALESCE(SUM(p.amount), 0)::text AS booked
     FROM transactions t LEFT JOIN postings p ON p.transaction_id = t.transaction_id AND p.account_id = t.account_id
     GROUP BY t.transaction_id, t.direction, t.amount
     HAVING COALESCE(SUM(p.amount), 0) <> (CASE WHEN t.direction = 'Debit' THEN -t.amount ELSE t.amount END)
     ORDER BY t.transaction_id LIMIT ${MAX_PROBLEMS}`,
  );
  for (const r of disagree.rows)
    out.push(`transaction ${r.transaction_id}: its client entries sum to ${r.booked}, its record says ${r.expected}`);
  const currency = await q.query<{ posting_id: string }>(
    `SELECT p.posting_id::text AS posting_id FROM postings p JOIN accounts a ON a.account_id = p.account_id
     WHERE p.currency <> a.currency ORDER BY p.posting_id LIMIT ${MAX_PROBLEMS}`,
  );
  for (const r of currency.rows) out.push(`posting ${r.posting_id}: not in its account's currency`);
}

/** Every account's balance, as the service reads it, equals the sum of its entries summed one by one. */
async function balanceProblems(q: Queryable, out: string[]): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let checked = 0;
  for (let batch = 0; batch < MAX_ACCOUNT_BATCHES; batch += 1) {
    const ids = await q.query<{ account_id: string }>(
      'SELECT account_id FROM accounts WHERE account_id > $1 ORDER BY account_id LIMIT $2',
      [after, MAX_ACCOUNTS_PER_QUERY],
    );
    if (ids.rows.length === 0) return checked;
    const accountIds = ids.rows.map((r) => String(r.account_id));
    const sums = await ledgerSums(q, accountIds);
    const rows = await q.query<PostingRow>(
      `SELECT account_id, bucket, sub_account, amount::text AS amount, currency FROM postings
       WHERE account_id IN (${accountIds.map((_, i) => `$${i + 1}`).join(', ')})`,
      accountIds,
    );
    const byAccount = new Map<string, LedgerEntry[]>();
    for (const r of rows.rows) {
      const id = String(r.account_id);
      if (!CLIENT_BUCKETS.includes(r.bucket)) out.push(`account ${id}: a posting in bucket ${r.bucket}`);
      const entry: LedgerEntry = {
        Account: clientAccount(id, r.bucket, r.sub_account ?? undefined),
        Amount: new Decimal(r.amount).toFixed(),
        Currency: r.currency,
      };
      byAccount.set(id, [...(byAccount.get(id) ?? []), entry]);
    }
    for (const id of accountIds) {
      const s = sums.get(id) ?? ZERO_SUMS;
      const read: AccountBalances = {
        Settled: s.settled,
        Pending: s.pending,
        SettledCredits: s.credits,
        SettledDebits: s.debits,
      };
      const summed = accountBalancesFromEntries(id, byAccount.get(id) ?? []);
      if (!sameBalances(read, summed))
        out.push(`account ${id}: balance ${JSON.stringify(read)} differs from its entries ${JSON.stringify(summed)}`);
    }
    checked += accountIds.length;
    after = accountIds[accountIds.length - 1] ?? after;
  }
  out.push(`more than ${MAX_ACCOUNT_BATCHES * MAX_ACCOUNTS_PER_QUERY} accounts: the rest were not checked`);
  return checked;
}

/**
 * The ledger check (design.md section 7): the whole ledger sums to zero per currency, so does
 * every transaction, every transaction's record agrees with its client entries, and every
 * account's balance (as the service reads it) equals the sum of its entries.
 */
export async function ledgerCheck(q: Queryable): Promise<LedgerCheckResult> {
  const problems: string[] = [];
  await sqlProblems(q, problems);
  const accounts = await balanceProblems(q, problems);
  return {
    ok: problems.length === 0,
    problems: problems.slice(0, MAX_PROBLEMS),
    postings: await count(q, 'postings'),
    accounts,
    transactions: await count(q, 'transactions'),
  };
}
