import { plusMonths } from './date-steps.js';

/**
 * The day a person born on `dateOfBirth` attains age 59 1/2: six calendar months after the 59th
 * birthday (714 months after birth; a day past the end of the month lands on its last day).
 */
export function dateOfAge59AndAHalf(dateOfBirth: string): string {
  return plusMonths(dateOfBirth, 59 * 12 + 6);
}
