// Life expectancies are kept as whole tenths of a year (every IRS table has one decimal
// place), so "reduce by one" is exact integer arithmetic: 14.1 - 2 is 141 - 20 = 121.

const CACHE_MAX_TENTHS = 2000; // 200.0 years: every table factor and every reduced value

/** Tenths to a plain decimal string with one decimal place: 121 -> "12.1", 10 -> "1.0", -3 -> "-0.3". */
export function tenthsText(tenths: number): string {
  // Every text a table can give is written once, at load: schedules format them over and over.
  return tenths >= 0 && tenths <= CACHE_MAX_TENTHS ? TENTHS_TEXT[tenths]! : format(tenths);
}

function format(tenths: number): string {
  const sign = tenths < 0 ? '-' : '';
  const abs = tenths < 0 ? -tenths : tenths;
  return `${sign}${Math.floor(abs / 10)}.${abs % 10}`;
}

/** A table factor (a JSON number with at most one decimal) as tenths, without float drift. */
export function factorTenths(factor: number): number {
  return Math.round(factor * 10);
}

const TENTHS_TEXT: readonly string[] = Array.from({ length: CACHE_MAX_TENTHS + 1 }, (_, t) => format(t));

const FIRST_YEAR = 1800;
const LAST_YEAR = 2400;
/** Written once at load for the years a schedule can reach (a packed array: no lookups by hash). */
const DECEMBER_31: readonly string[] = Array.from(
  { length: LAST_YEAR - FIRST_YEAR + 1 },
  (_, k) => `${FIRST_YEAR + k}-12-31`,
);

/** `YYYY-12-31`. */
export function december31(year: number): string {
  return year >= FIRST_YEAR && year <= LAST_YEAR ? DECEMBER_31[year - FIRST_YEAR]! : `${year}-12-31`;
}
