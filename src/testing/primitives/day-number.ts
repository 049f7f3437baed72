import { formatIsoDate, parseIsoDate } from '../../core/shared/dates.js';

// Whole-day arithmetic on `YYYY-MM-DD` strings without reading a clock or a time zone:
// day 0 is 1970-01-01 (proleptic Gregorian, H. Hinnant's civil-from-days algorithm).

/** Days since 1970-01-01; undefined for a string that is not a real date. */
export function dayNumber(iso: string): number | undefined {
  const d = parseIsoDate(iso);
  if (!d) return undefined;
  const y = d.month <= 2 ? d.year - 1 : d.year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (d.month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + d.day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The `YYYY-MM-DD` of a day number. */
export function isoFromDayNumber(n: number): string {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return formatIsoDate({ year, month, day });
}

/** `iso` moved by whole days (negative moves back). The input must be a real date. */
export function addDays(iso: string, days: number): string {
  const n = dayNumber(iso);
  if (n === undefined) throw new Error(`addDays: not a date: ${iso}`);
  return isoFromDayNumber(n + days);
}

/** `iso` moved by whole years; Feb 29 becomes Feb 28 in a common year. */
export function addYears(iso: string, years: number): string {
  const d = parseIsoDate(iso);
  if (!d) throw new Error(`addYears: not a date: ${iso}`);
  const year = d.year + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = d.month === 2 && d.day === 29 && !leap ? 28 : d.day;
  return formatIsoDate({ year, month: d.month, day });
}

export function yearOf(iso: string): number {
  return Number(iso.slice(0, 4));
}
