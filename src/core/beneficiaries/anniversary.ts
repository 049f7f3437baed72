import { formatIsoDate, isLeapYear, type YMD } from '../shared/dates.js';

/**
 * The date `years` after `from`; a February 29 falls on March 1 in a common year (the engine's
 * birthday convention, as in `ageOn`).
 */
export function anniversary(from: YMD, years: number): string {
  const year = from.year + years;
  if (from.month === 2 && from.day === 29 && !isLeapYear(year)) return formatIsoDate({ year, month: 3, day: 1 });
  return formatIsoDate({ year, month: from.month, day: from.day });
}
