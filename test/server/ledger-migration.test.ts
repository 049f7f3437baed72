// Migration 0003 (double-entry postings): data written before it, which held only the client side
// of each transaction, is balanced by the backfill; `acctos ledger check` then passes, and it
// reports an unbalanced ledger with its problems.
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { type Database, defaultMigrationsDir, ledgerCheck, migrate, openDatabase } from '../../src/server/index.js';

const P = '11111111-1111-4111-8111-111111111111';
const C = '22222222-2222-4222-8222-222222222222';
const A = '33333333-3333-4333-8333-333333333333';
const T = (n: number) => `44444444-4444-4444-8444-44444444444${n}`;
const AT = '2026-01-05T10:00:00.000Z';

async function oldStyleData(db: Database): Promise<void> {
  await db.query('INSERT INTO providers (provider_id, name, created_at) VALUES ($1, $2, $3)', [P, 'P', AT]);
  await db.query(
    `INSERT INTO clients (client_id, provider_id, client_number, client_type, contact, client_status, ` +
      `created_at, updated_at)
     VALUES ($1, $2, 'C000000001', 'Individual', '{}'::jsonb, 'Active', $3, $3)`,
    [C, P, AT],
  );
  await db.query(
    `INSERT INTO accounts (account_id, provider_id, client_id, account_number, account_type_code, phase, account_status,
       established_at, created_at, updated_at) VALUES ($1, $2, $3, 'A000000001', 'roth-ira', ` +
      `'Accumulation', 'Active', $4, $4, $4)`,
    [A, P, C, AT],
  );
  const tx = async (n: number, kind: string, type: string, dir: string, amount: string, status: string) =>
    db.query(
      `INSERT INTO transactions (transaction_id, provider_id, account_id, kind, entry_type, direction, amount, currency,
         status, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, 'USD', $8, $9)`,
      [T(n), P, A, kind, type, dir, amount, status, AT],
    );
  const post = async (n: number, bucket: string, amount: string) =>
    db.query(
      'INSERT INTO postings (transaction_id, account_id, bucket, amount, created_at) VALUES ($1, $2, $3, $4, $5)',
      [T(n), A, bucket, amount, AT],
    );
  await tx(1, 'Deposit', 'Deposit', 'Credit', '1000', 'Posted');
  await post(1, 'Settled', '1000');
  await tx(2, 'Entry', 'Fee', 'Debit', '25', 'Posted');
  await post(2, 'Settled', '-25');
  // A deposit that settled: Pending in, then Pending out and Settled in (its client side nets to +300).
  await tx(3, 'Deposit', 'Deposit', 'Credit', '300', 'Posted');
  await post(3, 'Pending', '300');
  await post(3, 'Pending', '-300');
  await post(3, 'Settled', '300');
  await tx(4, 'Entry', 'Distribution', 'Debit', '100', 'Posted');
  await post(4, 'Settled', '-100');
}

describe('migration 0003: double-entry postings', () => {
  let dir: string;
  let migrations: string;
  let db: Database;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'acctos-ledger-'));
    migrations = mkdtempSync(join(tmpdir(), 'acctos-migrations-'));
    for (const f of readdirSync(defaultMigrationsDir()).filter((n) => n < '0003'))
      copyFileSync(join(defaultMigrationsDir(), f), join(migrations, f));
    db = await openDatabase({ dataDir: join(dir, 'data') });
    await migrate(db, migrations);
    await oldStyleData(db);
  });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(migrations, { recursive: true, force: true });
  });

  it('before 0003 the client-only postings do not sum to zero', async () => {
    const r = await db.query<{ total: string }>('SELECT SUM(amount)::text AS total FROM postings');
    expect(Number(r.rows[0]?.total)).toBe(1175);
  });

  it('0003 adds the balancing service postings (a Fee to FeesEarned, the rest to ExternalClearing)', async () => {
    await migrate(db);
    const r = await db.query<{ transaction_id: string; service_account: string; amount: string }>(
      `SELECT transaction_id, service_account, amount::text AS amount FROM postings
       WHERE service_account IS NOT NULL ORDER BY transaction_id`,
    );
    expect(r.rows.map((x) => [x.transaction_id, x.service_account, Number(x.amount)])).toEqual([
      [T(1), 'ExternalClearing', -1000],
      [T(2), 'FeesEarned', 25],
      [T(3), 'ExternalClearing', -300],
      [T(4), 'ExternalClearing', 100],
    ]);
    const check = await ledgerCheck(db);
    expect(check.problems).toEqual([]);
    expect(check.ok).toBe(true);
  });

  it('a posting must name exactly one side: a client account or a service account', async () => {
    await expect(
      db.query(
        `INSERT INTO postings (transaction_id, account_id, bucket, service_account, amount, currency, created_at)
         VALUES ($1, $2, 'Settled', 'ExternalClearing', 1, 'USD', $3)`,
        [T(1), A, AT],
      ),
    ).rejects.toThrow();
    await expect(
      db.query(
        `INSERT INTO postings (transaction_id, service_account, amount, currency, created_at)
         VALUES ($1, 'NotAnAccount', 1, 'USD', $2)`,
        [T(1), AT],
      ),
    ).rejects.toThrow();
  });

  it('acctos ledger check exits 0 on a balanced ledger, 1 with the problems otherwise', async () => {
    await db.close();
    const out: string[] = [];
    const io = {
      stdout: (t: string) => out.push(t),
      stderr: (t: string) => out.push(t),
      env: {},
      waitForShutdown: async () => undefined,
    };
    expect(await main(['ledger', 'check', '--data-dir', join(dir, 'data')], io as never)).toBe(0);
    expect(out.join('')).toMatch(/ledger: balanced \(10 postings, 4 transactions, 1 accounts\)/);
    db = await openDatabase({ dataDir: join(dir, 'data') });
    await db.query(
      'INSERT INTO postings (transaction_id, account_id, bucket, amount, currency, created_at) VALUES ($1, ' +
        '$2, $3, 5, $4, $5)',
      [T(1), A, 'Settled', 'USD', AT],
    );
    await db.close();
    out.length = 0;
    expect(await main(['ledger', 'check', '--data-dir', join(dir, 'data')], io as never)).toBe(1);
    expect(out.join('')).toMatch(/the ledger sums to 5(\.00)? USD, not zero/);
    expect(out.join('')).toContain(`transaction ${T(1)}: its entries sum to 5`);
    db = await openDatabase({ dataDir: join(dir, 'data') });
  });
});
