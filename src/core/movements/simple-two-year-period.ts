import { plusYears } from './date-steps.js';

/**
 * The first day after a SIMPLE IRA owner's two-year period (72(t)(6)): the second anniversary of
 * the first participation. Money moved before it may go only to another SIMPLE IRA; from it on,
 * anywhere a traditional IRA's money may go. `firstParticipationDate` is a valid `YYYY-MM-DD`.
 */
export function simpleTwoYearPeriodEnd(firstParticipationDate: string): string {
  return plusYears(firstParticipationDate, 2);
}
