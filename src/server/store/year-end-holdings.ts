import type { HoldingsAtYearEnd } from '../../index.js';
import type { Queryable } from '../db/types.js';
import { plainDecimal } from './instruments.js';

interface PositionRow {
  year: number | string;
  instrument_id: string;
  quantity: unknown;
  price_date: string | null;
  price: unknown;
}

/**
 * The facts of the year-end valuation, as stored: for each December 31 of `years`, each of the
 * account's positions then (today's quantity less the trades dated after that day) with its
 * instrument's latest price dated on or before that day. The engine values them
 * (yearEndValue); nothing here rounds, sums or picks a rule. Years without positions are absent.
 */
export async function holdingsAtYearEnds(
  q: Queryable,
  accountId: string,
  years: readonly number[],
): Promise<HoldingsAtYearEnd[]> {
  if (years.length === 0) return [];
  const r = await q.query<PositionRow>(
    `SELECT y.year, h.instrument_id, pos.quantity::text AS quantity, pr.price_date::text AS price_date, ` +
      `pr.price::text AS price
     FROM holdings h
     CROSS JOIN unnest($2::int[]) AS y(year)
     CROSS JOIN LATERAL (
       SELECT h.quantity - COALESCE(SUM(CASE WHEN t.side = 'Purchase' THEN t.quantity ELSE -t.quantity ` +
      `END), 0) AS quantity
       FROM investment_trades t
       WHERE t.holding_id = h.holding_id AND t.trade_date > make_date(y.year, 12, 31)
     ) pos
     LEFT JOIN LATERAL (
       SELECT p.price_date, p.price FROM instrument_prices p
       WHERE p.instrument_id = h.instrument_id AND p.price_date <= make_date(y.year, 12, 31)
       ORDER BY p.price_date DESC LIMIT 1
     ) pr ON true
     WHERE h.account_id = $1 AND pos.quantity <> 0
     ORDER BY y.year, h.instrument_id`,
    [accountId, [...years]],
  );
  const byYear = new Map<
    number,
    { InstrumentId: string; Quantity: string; Prices: { Date: string; Price: string }[] }[]
  >();
  for (const row of r.rows) {
    const year = Number(row.year);
    const list = byYear.get(year) ?? [];
    list.push({
      InstrumentId: row.instrument_id,
      Quantity: plainDecimal(row.quantity),
      Prices:
        row.price_date === null ? [] : [{ Date: String(row.price_date).slice(0, 10), Price: plainDecimal(row.price) }],
    });
    byYear.set(year, list);
  }
  return [...byYear].map(([Year, Positions]) => ({ Year, Positions }));
}
