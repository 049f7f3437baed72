import type { EarlyDistributionException } from '../early-distribution-exceptions.js';
import type { DistributionTreatmentQuery } from './types.js';

/**
 * The exception to the additional tax a distribution claims: a series of substantially equal
 * payments whether given as the reason or as the exception (72(t)(2)(A)(iv)), for every IRA.
 */
export function claimedException(q: DistributionTreatmentQuery): EarlyDistributionException | undefined {
  return q.DistributionReason === 'SubstantiallyEqualPeriodicPayments'
    ? 'SubstantiallyEqualPeriodicPayments'
    : q.EarlyDistributionException;
}
