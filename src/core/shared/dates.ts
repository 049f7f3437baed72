// Calendar dates are plain `YYYY-MM-DD` strings; comparisons are lexical, which is
// exact for this format. No clock is read here: "today" is always a parameter.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface YMD {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Parse a real calendar date (rejects 2023-02-29). Years 1800..2200 only. */
export function parseIsoDate(input: unknown): YMD | undefined {
  if (typeof input !== 'string') return undefined;
  const m = ISO_DATE.exec(input);
  if (!m) return undefined;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1800 || year > 2200 || month < 1 || month > 12 || day < 1) return undefined;
  if (day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

export function isIsoDate(input: unknown): input is string {
  return parseIsoDate(input) !== undefined;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return MONTH_DAYS[month - 1] ?? 0; // no array built per call: the hot paths read many dates
}

export function formatIsoDate(d: YMD): string {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** Whole years of age on `on` for someone born on `birth` (a Feb 29 birthday falls on Mar 1 in common years). */
/** The calendar day before `d`. */
export function dayBefore(d: YMD): YMD {
  if (d.day > 1) return { year: d.year, month: d.month, day: d.day - 1 };
  if (d.month > 1) return { year: d.year, month: d.month - 1, day: daysInMonth(d.year, d.month - 1) };
  return { year: d.year - 1, month: 12, day: 31 };
}

export function ageOn(birth: YMD, on: YMD): number {
  let age = on.year - birth.year;
  if (on.month < birth.month || (on.month === birth.month && on.day < birth.day)) age -= 1;
  return age;
}
