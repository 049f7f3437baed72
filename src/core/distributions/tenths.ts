// Life expectancies are kept as whole tenths of a year (every IRS table has one decimal
// place), so "reduce by one" is exact integer arithmetic: 14.1 - 2 is 141 - 20 = 121.

const CACHE_MAX_TENTHS = 2000; // 200.0 years: every table factor and every reduced value
const textCache: (string | undefined)[] = [];

/** Tenths to a plain decimal string with one decimal place: 121 -> "12.1", 10 -> "1.0", -3 -> "-0.3". */
export function tenthsText(tenths: number): string {
  if (tenths >= 0 && tenths <= CACHE_MAX_TENTHS) {
    // Memoised: schedules format the same few hundred values over and over.
    const hit = textCache[tenths];
    if (hit !== undefined) return hit;
    return (textCache[tenths] = format(tenths));
  }
  return format(tenths);
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

const FIRST_YEAR = 1800;
const LAST_YEAR = 2400;
const deadlineCache: (string | undefined)[] = [];

/** `YYYY-12-31`, memoised for the years a schedule can reach. */
export function december31(year: number): string {
  if (year < FIRST_YEAR || year > LAST_YEAR) return `${year}-12-31`;
  const hit = deadlineCache[year - FIRST_YEAR];
  if (hit !== undefined) return hit;
  return (deadlineCache[year - FIRST_YEAR] = `${year}-12-31`);
}
