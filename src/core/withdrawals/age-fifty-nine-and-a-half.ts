import { daysInMonth, formatIsoDate, type YMD } from '../shared/dates.js';

/**
 * The day a person reaches age 59 1/2: six calendar months after the 59th birthday, on the
 * same day of the month or the month's last day when it has no such day (as date-fns addMonths).
 * A February 29 birthday is reached on March 1 in a common year (shared/dates ageOn), so the
 * half-birthday is September 1.
 */
export function dateReaching59AndAHalf(birth: YMD): string {
  return dateReachingAgeAndAHalf(birth, 59);
}

/**
 * The day a person reaches 70 1/2 (26 U.S.C. 408(d)(8)(B)(ii): a qualified charitable
 * distribution is made on or after it), counted as dateReaching59AndAHalf counts 59 1/2.
 */
export function dateReaching70AndAHalf(birth: YMD): string {
  return dateReachingAgeAndAHalf(birth, 70);
}

/** Six calendar months after the birthday of `age` (see dateReaching59AndAHalf). */
function dateReachingAgeAndAHalf(birth: YMD, age: number): string {
  let year = birth.year + age;
  let month = birth.month;
  let day = birth.day;
  if (month === 2 && day === 29 && daysInMonth(year, 2) === 28) {
    month = 3;
    day = 1;
  }
  month += 6;
  if (month > 12) {
    month -= 12;
    year += 1;
  }
  return formatIsoDate({ year, month, day: Math.min(day, daysInMonth(year, month)) });
}
