import { addDays, addMonths, addYears } from 'date-fns';
import { formatIsoDate, parseIsoDate } from '../shared/dates.js';

// Calendar steps on `YYYY-MM-DD` strings with date-fns (local midnight in, calendar fields out,
// so no time zone can move a date). A step past the end of a month lands on its last day
// (2024-02-29 plus one year is 2025-02-28), as date-fns does.

function toDate(iso: string): Date {
  const d = parseIsoDate(iso);
  if (!d) throw new RangeError(`not a date: ${iso}`); // callers pass dates validated by the facts schema
  return new Date(d.year, d.month - 1, d.day);
}

function toIso(date: Date): string {
  return formatIsoDate({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
}

export function plusDays(iso: string, days: number): string {
  return toIso(addDays(toDate(iso), days));
}

export function plusMonths(iso: string, months: number): string {
  return toIso(addMonths(toDate(iso), months));
}

export function plusYears(iso: string, years: number): string {
  return toIso(addYears(toDate(iso), years));
}
