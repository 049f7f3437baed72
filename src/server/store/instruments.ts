import { Decimal } from 'decimal.js';
import type { InstrumentIdentifier, InstrumentPrice, StoredInstrument } from '../../index.js';
import type { Queryable } from '../db/types.js';
import { iso, isoOrUndefined, jsonValue } from './rows.js';

interface InstrumentRow {
  instrument_id: string;
  identifier_scheme: string;
  identifier_value: string;
  name: string | null;
  asset_class: string;
  currency: string;
  quantity_scale: number;
  attributes: unknown;
  created_at: unknown;
  updated_at: unknown;
}

const COLUMNS =
  'instrument_id, identifier_scheme, identifier_value, name, asset_class, currency, quantity_scale, ' +
  'attributes, created_at, updated_at';

/** A numeric column as a plain decimal string without trailing zeros ("2.50000000" is "2.5"). */
export function plainDecimal(v: unknown): string {
  return new Decimal(String(v)).toFixed();
}

function dateText(v: unknown): string {
  return v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);
}

async function pricesOf(q: Queryable, instrumentId: string): Promise<InstrumentPrice[]> {
  const r = await q.query<{ price_date: unknown; price: unknown }>(
    'SELECT price_date, price FROM instrument_prices WHERE instrument_id = $1 ORDER BY price_date',
    [instrumentId],
  );
  return r.rows.map((p) => ({ Date: dateText(p.price_date), Price: plainDecimal(p.price) }));
}

function instrumentOf(row: InstrumentRow, Prices: readonly InstrumentPrice[]): StoredInstrument {
  return {
    InstrumentId: row.instrument_id,
    Identifier: { Scheme: row.identifier_scheme as InstrumentIdentifier['Scheme'], Value: row.identifier_value },
    ...(row.name !== null ? { Name: row.name } : {}),
    AssetClass: row.asset_class,
    Currency: row.currency,
    QuantityScale: Number(row.quantity_scale),
    Attributes: jsonValue(row.attributes, {}),
    Prices,
    CreatedDate: iso(row.created_at),
    ...(isoOrUndefined(row.updated_at) !== undefined ? { UpdatedDate: isoOrUndefined(row.updated_at) } : {}),
  };
}

/**
 * An instrument with its prices. A change locks it FOR UPDATE and an order FOR SHARE, so an order
 * never decides on attributes a change is replacing, and a change sees every holding an order made.
 */
export async function findInstrument(
  q: Queryable,
  instrumentId: string,
  opts: { lock?: 'update' | 'share'; prices?: boolean } = {},
): Promise<StoredInstrument | undefined> {
  const lock = opts.lock === undefined ? '' : opts.lock === 'update' ? ' FOR UPDATE' : ' FOR SHARE';
  const r = await q.query<InstrumentRow>(`SELECT ${COLUMNS} FROM instruments WHERE instrument_id = $1${lock}`, [
    instrumentId,
  ]);
  const row = r.rows[0];
  if (row === undefined) return undefined;
  return instrumentOf(row, opts.prices === false ? [] : await pricesOf(q, instrumentId));
}

export async function findInstrumentByIdentifier(
  q: Queryable,
  id: InstrumentIdentifier,
): Promise<StoredInstrument | undefined> {
  const r = await q.query<InstrumentRow>(
    `SELECT ${COLUMNS} FROM instruments WHERE identifier_scheme = $1 AND identifier_value = $2`,
    [id.Scheme, id.Value],
  );
  const row = r.rows[0];
  return row === undefined ? undefined : instrumentOf(row, []);
}

/** Instruments by id, without their prices (what a re-evaluation reads). */
export async function findInstruments(q: Queryable, ids: readonly string[]): Promise<StoredInstrument[]> {
  if (ids.length === 0) return [];
  const r = await q.query<InstrumentRow>(`SELECT ${COLUMNS} FROM instruments WHERE instrument_id = ANY($1::uuid[])`, [
    ids,
  ]);
  return r.rows.map((row) => instrumentOf(row, []));
}

async function writePrices(q: Queryable, instrumentId: string, prices: readonly InstrumentPrice[]): Promise<void> {
  if (prices.length === 0) return;
  await q.query(
    `INSERT INTO instrument_prices (instrument_id, price_date, price)
     SELECT $1, d::date, p::numeric FROM unnest($2::text[], $3::text[]) AS t(d, p)
     ON CONFLICT (instrument_id, price_date) DO UPDATE SET price = EXCLUDED.price`,
    [instrumentId, prices.map((p) => p.Date), prices.map((p) => p.Price)],
  );
}

export async function insertInstrument(q: Queryable, i: StoredInstrument): Promise<void> {
  await q.query(`INSERT INTO instruments (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, NULL)`, [
    i.InstrumentId,
    i.Identifier.Scheme,
    i.Identifier.Value,
    i.Name ?? null,
    i.AssetClass,
    i.Currency,
    i.QuantityScale,
    JSON.stringify(i.Attributes),
    i.CreatedDate,
  ]);
  await writePrices(q, i.InstrumentId, i.Prices);
}

/** Writes a changed instrument's fields and the prices its change added or replaced. */
export async function updateInstrument(
  q: Queryable,
  i: StoredInstrument,
  pricesToWrite: readonly InstrumentPrice[],
): Promise<void> {
  await q.query(
    `UPDATE instruments SET name = $2, asset_class = $3, quantity_scale = $4, attributes = $5, updated_at = $6
     WHERE instrument_id = $1`,
    [
      i.InstrumentId,
      i.Name ?? null,
      i.AssetClass,
      i.QuantityScale,
      JSON.stringify(i.Attributes),
      i.UpdatedDate ?? null,
    ],
  );
  await writePrices(q, i.InstrumentId, pricesToWrite);
}
