import type { HistoryTransaction } from '../decisions/withdrawal/facts.js';
import type { YearEndPosition } from '../holdings/types.js';
import { yearEndFairMarketValue } from '../holdings/year-end-fair-market-value.js';
import { Decimal } from '../shared/money.js';
import { cashThrough } from './ledger-figures.js';

/**
 * The positions an account held on December 31 of `Year`, each with its instrument's prices (the
 * host gives at least the last one on or before that day; later ones are never used). A year with
 * no entry had no positions.
 */
export interface HoldingsAtYearEnd {
  readonly Year: number;
  readonly Positions: readonly YearEndPosition[];
}

export type YearEndValueOutcome =
  | { readonly ok: true; readonly Value: Decimal; readonly HoldingsValue: Decimal; readonly Notes: readonly string[] }
  | { readonly ok: false; readonly Problem: string };

/**
 * The account's value on December 31 of `year` (Form 5498 box 5; the balance the next year's
 * required distribution divides, 26 CFR 1.401(a)(9)-5 Q&A-3 via 1.408-8 Q&A-6): the cash its
 * ledger held that day plus each position at its instrument's last price on or before that day
 * (yearEndFairMarketValue). A position without such a price makes the value unknown (never
 * guessed). A stale price (before the year) is used and noted. Pure; never throws.
 */
export function yearEndValue(
  history: readonly HistoryTransaction[],
  holdings: readonly HoldingsAtYearEnd[] | undefined,
  year: number,
): YearEndValueOutcome {
  const cash = cashThrough(history, `${year}-12-31`);
  const positions = holdings?.find((h) => h.Year === year)?.Positions ?? [];
  if (positions.length === 0) return { ok: true, Value: cash, HoldingsValue: new Decimal(0), Notes: [] };
  const v = yearEndFairMarketValue({ Year: year, Cash: cash.toFixed(2), Positions: positions });
  if (!v.ok) return { ok: false, Problem: v.Message };
  return {
    ok: true,
    Value: new Decimal(v.FairMarketValue),
    HoldingsValue: new Decimal(v.HoldingsValue),
    Notes: [
      `December 31, ${year}: cash ${v.Cash} plus holdings ${v.HoldingsValue} ` +
        `(${v.Positions.map(
          (p) => `${p.Quantity} of ${p.InstrumentId} at ` + `${p.Price ?? '0'} of ${p.PriceDate ?? 'no date'}`,
        ).join('; ')})`,
      ...v.Warnings.map((w) => `${w.Code}: ${w.Message}`),
    ],
  };
}
