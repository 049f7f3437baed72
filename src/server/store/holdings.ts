import type {
  AssetEligibilityReason,
  HoldingEligibilityChange,
  HoldingToReevaluate,
  HoldingWrite,
  InvestmentTradeRecord,
  StoredHolding,
} from '../../index.js';
import type { Queryable } from '../db/types.js';
import { plainDecimal } from './instruments.js';
import type { Page } from './pagination.js';
import { iso, jsonValue } from './rows.js';

interface HoldingRow {
  holding_id: string;
  account_id: string;
  instrument_id: string;
  quantity: unknown;
  eligible: boolean;
  reasons: unknown;
}

function holdingOf(r: HoldingRow): StoredHolding {
  return {
    HoldingId: r.holding_id,
    AccountId: r.account_id,
    InstrumentId: r.instrument_id,
    Quantity: plainDecimal(r.quantity),
    Eligible: r.eligible,
    Reasons: jsonValue<AssetEligibilityReason[]>(r.reasons, []),
  };
}

/** The account's position in the instrument, locked FOR UPDATE (two orders cannot sell the same units). */
export async function findHolding(
  tx: Queryable,
  accountId: string,
  instrumentId: string,
): Promise<StoredHolding | undefined> {
  const r = await tx.query<HoldingRow>(
    `SELECT holding_id, account_id, instrument_id, quantity, eligible, reasons FROM holdings
     WHERE account_id = $1 AND instrument_id = $2 FOR UPDATE`,
    [accountId, instrumentId],
  );
  return r.rows[0] === undefined ? undefined : holdingOf(r.rows[0]);
}

export async function writeHolding(tx: Queryable, providerId: string, h: HoldingWrite, at: Date): Promise<void> {
  if (h.Insert)
    await tx.query(
      `INSERT INTO holdings (holding_id, provider_id, account_id, instrument_id, quantity, eligible, ` +
        `reasons, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
      [
        h.HoldingId,
        providerId,
        h.AccountId,
        h.InstrumentId,
        h.Quantity,
        h.Eligible,
        JSON.stringify(h.Reasons),
        at.toISOString(),
      ],
    );
  else
    await tx.query(
      'UPDATE holdings SET quantity = $2, eligible = $3, reasons = $4, updated_at = $5 WHERE holding_id = $1',
      [h.HoldingId, h.Quantity, h.Eligible, JSON.stringify(h.Reasons), at.toISOString()],
    );
}

export async function insertTrade(tx: Queryable, t: InvestmentTradeRecord): Promise<void> {
  await tx.query(
    `INSERT INTO investment_trades (transaction_id, holding_id, instrument_id, side, quantity, price, ` +
      `cash_amount, currency, trade_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [t.TransactionId, t.HoldingId, t.InstrumentId, t.Side, t.Quantity, t.Price, t.CashAmount, t.Currency, t.TradeDate],
  );
}

interface OpenRow {
  holding_id: string;
  account_id: string;
  provider_id: string;
  account_type_code: string;
  instrument_id: string;
  institution_id: string | null;
  attributes: unknown;
  eligible: boolean;
}

export interface OpenHoldings {
  readonly holdings: HoldingToReevaluate[];
  /** The provider of each account named, for the events' owners. */
  readonly providerOfAccount: Map<string, string>;
}

async function openHoldings(tx: Queryable, where: string, id: string): Promise<OpenHoldings> {
  const r = await tx.query<OpenRow>(
    `SELECT h.holding_id, h.account_id, h.provider_id, a.account_type_code, h.instrument_id, ` +
      `a.institution_id, a.attributes, h.eligible
     FROM holdings h JOIN accounts a ON a.account_id = h.account_id
     WHERE ${where} = $1 AND h.quantity > 0 ORDER BY h.instrument_id, a.institution_id, h.holding_id ` +
      `FOR UPDATE OF h`,
    [id],
  );
  const providerOfAccount = new Map<string, string>();
  const holdings = r.rows.map((row) => {
    providerOfAccount.set(row.account_id, row.provider_id);
    return {
      HoldingId: row.holding_id,
      AccountId: row.account_id,
      AccountTypeCode: row.account_type_code,
      InstrumentId: row.instrument_id,
      InstitutionId: row.institution_id,
      AccountAttributes: jsonValue<Record<string, unknown>>(row.attributes, {}),
      Flagged: !row.eligible,
    };
  });
  return { holdings, providerOfAccount };
}

/** Every open holding of an instrument (every provider's), locked, with its account's type and institution. */
export function openHoldingsOfInstrument(tx: Queryable, instrumentId: string): Promise<OpenHoldings> {
  return openHoldings(tx, 'h.instrument_id', instrumentId);
}

/** Every open holding of the accounts at an institution, locked. */
export function openHoldingsAtInstitution(tx: Queryable, institutionId: string): Promise<OpenHoldings> {
  return openHoldings(tx, 'a.institution_id', institutionId);
}

/** Sets the flags a re-evaluation decided, in one statement. */
export async function applyEligibility(
  tx: Queryable,
  changes: readonly HoldingEligibilityChange[],
  at: Date,
): Promise<void> {
  if (changes.length === 0) return;
  await tx.query(
    `UPDATE holdings h SET eligible = c.eligible, reasons = c.reasons::jsonb, updated_at = $4
     FROM unnest($1::uuid[], $2::boolean[], $3::text[]) AS c(holding_id, eligible, reasons)
     WHERE h.holding_id = c.holding_id`,
    [
      changes.map((c) => c.HoldingId),
      changes.map((c) => c.Eligible),
      changes.map((c) => JSON.stringify(c.Reasons)),
      at.toISOString(),
    ],
  );
}

interface ListedRow extends HoldingRow {
  provider_id: string;
  identifier_scheme: string;
  identifier_value: string;
  name: string | null;
  asset_class: string;
  currency: string;
  updated_at: unknown;
}

/** A holding as the API lists it. */
export function holdingView(r: ListedRow): Record<string, unknown> {
  return {
    HoldingId: r.holding_id,
    AccountId: r.account_id,
    InstrumentId: r.instrument_id,
    Identifier: { Scheme: r.identifier_scheme, Value: r.identifier_value },
    ...(r.name !== null ? { Name: r.name } : {}),
    AssetClass: r.asset_class,
    Quantity: plainDecimal(r.quantity),
    Currency: r.currency,
    Eligible: r.eligible,
    Reasons: jsonValue<AssetEligibilityReason[]>(r.reasons, []),
    UpdatedDate: iso(r.updated_at),
  };
}

const LISTED =
  `SELECT h.holding_id, h.account_id, h.provider_id, h.instrument_id, h.quantity, h.eligible, h.reasons, h.updated_at,
  i.identifier_scheme, ` +
  `i.identifier_value, i.name, i.asset_class, i.currency
  FROM holdings h JOIN instruments i ON i.instrument_id = h.instrument_id`;

async function countOf(q: Queryable, where: string, params: readonly unknown[]): Promise<number> {
  const r = await q.query<{ n: unknown }>(`SELECT count(*) AS n FROM holdings h WHERE ${where}`, params);
  return Number(r.rows[0]?.n ?? 0);
}

export async function listAccountHoldings(
  q: Queryable,
  accountId: string,
  page: Page,
): Promise<{ total: number; rows: Record<string, unknown>[] }> {
  const r = await q.query<ListedRow>(
    `${LISTED} WHERE h.account_id = $1 AND h.quantity > 0 ORDER BY h.created_at, h.holding_id LIMIT $2 OFFSET $3`,
    [accountId, page.PageSize, page.offset],
  );
  return {
    total: await countOf(q, 'h.account_id = $1 AND h.quantity > 0', [accountId]),
    rows: r.rows.map(holdingView),
  };
}

/** The operator's list: every flagged open holding, of every provider. */
export async function listFlaggedHoldings(
  q: Queryable,
  page: Page,
): Promise<{ total: number; rows: Record<string, unknown>[] }> {
  const r = await q.query<ListedRow>(
    `${LISTED} WHERE h.quantity > 0 AND NOT h.eligible ORDER BY h.updated_at, h.holding_id LIMIT $1 OFFSET $2`,
    [page.PageSize, page.offset],
  );
  return {
    total: await countOf(q, 'h.quantity > 0 AND NOT h.eligible', []),
    rows: r.rows.map((row) => ({ ...holdingView(row), ProviderId: row.provider_id })),
  };
}
