import { daysInMonth, type YMD } from '../shared/dates.js';

// A `YYYY-MM-DD` reader without a regular expression: the schedule hot path reads three or
// four dates per query. Same rules as shared parseIsoDate (real dates, years 1800..2200).

function digit(s: string, i: number): number {
  const c = s.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : -1000;
}

export function readDate(input: unknown): YMD | undefined {
  if (typeof input !== 'string' || input.length !== 10 || input.charCodeAt(4) !== 45 || input.charCodeAt(7) !== 45)
    return undefined;
  const year = digit(input, 0) * 1000 + digit(input, 1) * 100 + digit(input, 2) * 10 + digit(input, 3);
  const month = digit(input, 5) * 10 + digit(input, 6);
  const day = digit(input, 8) * 10 + digit(input, 9);
  if (year < 1800 || year > 2200 || month < 1 || month > 12 || day < 1) return undefined;
  if (day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}
