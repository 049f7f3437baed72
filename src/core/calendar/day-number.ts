import type { YMD } from '../shared/dates.js';

// Calendar arithmetic on day numbers (days since 1970-01-01 in the proleptic Gregorian
// calendar), without Date objects or time zones. Algorithm: H. Hinnant, "days_from_civil".

export function toDayNumber(d: YMD): number {
  const y = d.month <= 2 ? d.year - 1 : d.year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (d.month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + d.day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function fromDayNumber(n: number): YMD {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** ISO weekday: 1 Monday .. 7 Sunday. 1970-01-01 was a Thursday (4). */
export function isoWeekday(d: YMD): number {
  const w = (toDayNumber(d) + 3) % 7; // 0 = Monday
  return (w < 0 ? w + 7 : w) + 1;
}

export function addDays(d: YMD, days: number): YMD {
  return fromDayNumber(toDayNumber(d) + days);
}

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
