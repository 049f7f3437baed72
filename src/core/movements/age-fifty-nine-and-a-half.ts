import { isLeapYear } from '../shared/dates.js';
import { plusMonths } from './date-steps.js';

/**
 * The day a person born on `dateOfBirth` (a valid `YYYY-MM-DD`) attains age 59 1/2: six
 * calendar months after the 59th birthday, the month's last day when it has no such day. A
 * February 29 birthday falls on March 1 in a common year (as shared/dates `ageOn` counts it).
 * Internal to the movement rules: the withdrawal rules of issue 10 export the same rule as
 * `dateReaching59AndAHalf`, which this should become when both are on main.
 */
export function dateOfAge59AndAHalf(dateOfBirth: string): string {
  const year = Number(dateOfBirth.slice(0, 4)) + 59;
  const monthDay = dateOfBirth.slice(5);
  const birthday = monthDay === '02-29' && !isLeapYear(year) ? `${year}-03-01` : `${year}-${monthDay}`;
  return plusMonths(birthday, 6);
}
