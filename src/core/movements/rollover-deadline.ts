import { plusDays } from './date-steps.js';

/**
 * The last day for the rollover contribution of a distribution received on `distributionDate`:
 * the 60th day after the day of receipt (408(d)(3)(A), 402(c)(3)(A)). A valid `YYYY-MM-DD` in,
 * a `YYYY-MM-DD` out.
 */
export function rolloverDeadline(distributionDate: string): string {
  return plusDays(distributionDate, 60);
}
