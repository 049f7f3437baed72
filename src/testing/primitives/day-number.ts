import { fromDayNumber, toDayNumber } from '../../core/calendar/day-number.js';
import { formatIsoDate, isLeapYear, parseIsoDate } from '../../core/shared/dates.js';

// Whole-day arithmetic on `YYYY-MM-DD` strings, over the core's day numbers
// (src/core/calendar/day-number.ts): no clock, no time zone.

/** Days since 1970-01-01; undefined for a string that is not a real date. */
export function dayNumber(iso: string): number | undefined {
  const d = parseIsoDate(iso);
  return d ? toDayNumber(d) : undefined;
}

/** The `YYYY-MM-DD` of a day number. */
export function isoFromDayNumber(n: number): string {
  return formatIsoDate(fromDayNumber(n));
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
  const day = d.month === 2 && d.day === 29 && !isLeapYear(year) ? 28 : d.day;
  return formatIsoDate({ year, month: d.month, day });
}

export function yearOf(iso: string): number {
  return Number(iso.slice(0, 4));
}
