import type { AccountRecordToInsert, AccountStatusChange, StoredAccount } from '../../core/decisions/index.js';
import { type Queryable, readRows } from '../db/types.js';
import { type LedgerSums, ZERO_SUMS } from './ledger.js';
import type { Page } from './pagination.js';
import { iso, jsonValue, withOptional } from './rows.js';

export interface AccountRow {
  account_id: string;
  provider_id: string;
  client_id: string;
  account_number: string;
  account_type_code: string;
  phase: string;
  account_status: string;
  institution_id: string | null;
  currency: string;
  attributes: unknown;
  provider_reference_id: string | null;
  established_at: unknown;
}

/** The columns of an AccountRow, in its order. */
export const ACCOUNT_COLUMNS = [
  'account_id',
  'provider_id',
  'client_id',
  'account_number',
  'account_type_code',
  'phase',
  'account_status',
  'institution_id',
  'currency',
  'attributes',
  'provider_reference_id',
  'established_at',
] as const satisfies readonly (keyof AccountRow)[];

const COLUMNS = ACCOUNT_COLUMNS.join(', ');

export function attributesOf(r: AccountRow): Record<string, unknown> {
  return jsonValue<Record<string, unknown>>(r.attributes, {});
}

/**
 * A long id as stored (a digit string): a JSON number while a double holds it exactly (up to
 * 2^53 - 1), else the digit string, so 9223372036854775807 reads back unchanged (docs/decisions 56).
 */
export function exactLong(v: unknown): number | string {
  const text = String(v);
  const n = Number(text);
  return Number.isSafeInteger(n) && String(n) === text ? n : text;
}

/**
 * The record with the balance and Phase the caller computed (AccountBalance from the ledger, Phase
 * from the engine on the clock's date; the phase column holds the phase the account opened in).
 */
export function accountRecord(
  r: AccountRow,
  balance: unknown,
  phase: string,
  attributes: Record<string, unknown> = attributesOf(r),
): Record<string, unknown> {
  const investment = attributes['InvestmentId'];
  const { InvestmentId: _omit, ...rest } = attributes;
  return withOptional(
    {
      AccountId: r.account_id,
      AccountNumber: r.account_number,
      ClientId: r.client_id,
      AccountTypeCode: r.account_type_code,
      Phase: phase,
      AccountStatus: r.account_status,
      EstablishedDate: iso(r.established_at),
      AccountBalance: balance,
      Attributes: rest,
    },
    {
      ProviderReferenceId: r.provider_reference_id,
      InstitutionId: r.institution_id,
      InvestmentId: investment === undefined ? undefined : exactLong(investment),
    },
  );
}

export async function findAccount(
  q: Queryable,
  providerId: string,
  accountId: string,
  forUpdate = false,
): Promise<AccountRow | undefined> {
  const r = await q.query<AccountRow>(
    `SELECT ${COLUMNS} FROM accounts WHERE account_id = $1 AND provider_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [accountId, providerId],
  );
  return r.rows[0];
}

/**
 * An account with its running totals in one query (GET /v1/accounts/{AccountId}: one round trip).
 * The sums are those ledgerSums reads (migration 0040); an account without postings has none.
 */
export async function findAccountWithSums(
  q: Queryable,
  providerId: string,
  accountId: string,
): Promise<{ readonly row: AccountRow; readonly sums: LedgerSums } | undefined> {
  // Rows only (no clock): read through the database's read cache where it has one (PGlite).
  const r = await readRows<
    AccountRow & { pending: string | null; settled: string | null; credits: string | null; debits: string | null }
  >(
    q,
    `SELECT ${COLUMNS.split(', ')
      .map((c) => `a.${c}`)
      .join(', ')}, t.pending::text AS pending, t.settled::text AS settled,
       t.settled_credits::text AS credits, t.settled_debits::text AS debits
     FROM accounts a LEFT JOIN account_totals t ON t.account_id = a.account_id
     WHERE a.account_id = $1 AND a.provider_id = $2`,
    [accountId, providerId],
  );
  const found = r.rows[0];
  if (found === undefined) return undefined;
  const { pending, settled, credits, debits, ...row } = found;
  const sums: LedgerSums =
    pending === null || settled === null || credits === null || debits === null
      ? ZERO_SUMS
      : { pending, settled, credits, debits };
  return { row, sums };
}

export async function listAccounts(
  q: Queryable,
  providerId: string,
  clientId: string | undefined,
  page: Page,
): Promise<{ total: number; rows: AccountRow[] }> {
  const where = clientId === undefined ? 'provider_id = $1' : 'provider_id = $1 AND client_id = $2';
  const params: unknown[] = clientId === undefined ? [providerId] : [providerId, clientId];
  const t = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM accounts WHERE ${where}`, params);
  const r = await q.query<AccountRow>(
    `SELECT ${COLUMNS} FROM accounts WHERE ${where} ORDER BY created_at, account_id LIMIT ` +
      `$${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.PageSize, page.offset],
  );
  return { total: Number(t.rows[0]?.n ?? 0), rows: r.rows };
}

/** The decisions' StoredAccount from a row. */
export function storedAccount(r: AccountRow): StoredAccount {
  return {
    AccountId: r.account_id,
    ClientId: r.client_id,
    AccountTypeCode: r.account_type_code,
    AccountStatus: r.account_status,
    Phase: r.phase,
    Currency: r.currency,
    InstitutionId: r.institution_id,
    Attributes: attributesOf(r),
  };
}

/** A new AccountNumber (unique, never reused; a refused request leaves a gap). */
export async function nextAccountNumber(tx: Queryable): Promise<string> {
  const n = await tx.query<{ n: string | number }>("SELECT nextval('account_numbers') AS n");
  return `A${String(n.rows[0]?.n ?? 0).padStart(9, '0')}`;
}

export async function insertAccount(tx: Queryable, providerId: string, a: AccountRecordToInsert): Promise<void> {
  await tx.query(
    `INSERT INTO accounts (account_id, provider_id, client_id, account_number, account_type_code, phase, ` +
      `account_status, institution_id, currency, attributes, provider_reference_id, established_at, ` +
      `created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $12)`,
    [
      a.AccountId,
      providerId,
      a.ClientId,
      a.AccountNumber,
      a.AccountTypeCode,
      a.Phase,
      a.AccountStatus,
      a.InstitutionId ?? null,
      a.Currency,
      JSON.stringify(a.Attributes),
      a.ProviderReferenceId ?? null,
      a.EstablishedDate,
    ],
  );
}

export async function updateAccountStatus(tx: Queryable, ch: AccountStatusChange): Promise<void> {
  await tx.query('UPDATE accounts SET account_status = $2, updated_at = $3 WHERE account_id = $1', [
    ch.AccountId,
    ch.AccountStatus,
    ch.UpdatedDate,
  ]);
}
