import fc from 'fast-check';
import type { Catalog } from '../../core/catalog/types.js';
import { isIsoDate } from '../../core/shared/dates.js';
import { dayNumber, isoFromDayNumber } from './day-number.js';

export interface DateRange {
  /** Earliest date, inclusive (`YYYY-MM-DD`). */
  readonly min: string;
  /** Latest date, inclusive (`YYYY-MM-DD`). */
  readonly max: string;
}

/** Any real calendar date in [min, max]. */
export function arbitraryIsoDate(range: DateRange): fc.Arbitrary<string> {
  const lo = dayNumber(range.min);
  const hi = dayNumber(range.max);
  if (lo === undefined || hi === undefined || lo > hi)
    throw new Error(`arbitraryIsoDate: bad range ${range.min}..${range.max}`);
  return fc.integer({ min: lo, max: hi }).map(isoFromDayNumber);
}

export interface DateAroundOptions {
  /** How far either side of an anchor to go, in days (default 7). */
  readonly radius_days?: number;
}

/**
 * Dates within a few days of the given anchors (deadlines, holidays, regime boundaries),
 * where off-by-one mistakes live. The anchor itself and its neighbours come up most often.
 */
export function arbitraryDateAround(anchors: readonly string[], opts: DateAroundOptions = {}): fc.Arbitrary<string> {
  const radius_days = opts.radius_days ?? 7;
  if (!Number.isInteger(radius_days) || radius_days < 0 || radius_days > 3660)
    throw new Error('arbitraryDateAround: radius_days must be 0..3660');
  const days = anchors.map(dayNumber).filter((n): n is number => n !== undefined);
  if (days.length === 0) throw new Error('arbitraryDateAround: no valid anchor date');
  const offset = fc.oneof(
    { arbitrary: fc.constantFrom(-1, 0, 1), weight: 2 },
    { arbitrary: fc.integer({ min: -radius_days, max: radius_days }), weight: 1 },
  );
  return fc.tuple(fc.constantFrom(...days), offset).map(([d, o]) => isoFromDayNumber(d + o));
}

const MAX_ANCHORS = 10_000; // explicit bound on the scan of catalog data
const MAX_DEPTH = 12;

/**
 * Every date written in the catalog's calendar files (holidays, due dates, postponements) and
 * its rule tables, plus April 15, December 31 and January 1 of each year in `years`. Read
 * from the data, so a host's own calendar file contributes without code changes.
 */
export function catalogDateAnchors(catalog: Catalog, years: { readonly from: number; readonly to: number }): string[] {
  const out = new Set<string>();
  const visit = (v: unknown, depth: number): void => {
    if (out.size >= MAX_ANCHORS || depth > MAX_DEPTH) return;
    if (typeof v === 'string') {
      if (isIsoDate(v)) out.add(v);
    } else if (Array.isArray(v)) {
      for (const x of v) visit(x, depth + 1);
    } else if (typeof v === 'object' && v !== null) {
      for (const x of Object.values(v)) visit(x, depth + 1);
    }
  };
  for (const file of catalog.calendars.values()) visit(file, 0);
  if (catalog.inheritedDecisions) visit(catalog.inheritedDecisions.Regimes, 0);
  for (const type of catalog.types) for (const rule of type.Rules) if (rule.Check) visit(rule.Check, 0);
  for (let y = years.from; y <= years.to && y - years.from < 400; y++) {
    out.add(`${y}-04-15`);
    out.add(`${y}-12-31`);
    out.add(`${y}-01-01`);
  }
  return [...out].sort();
}
