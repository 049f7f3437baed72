import type { Failure } from '../../shared/error-codes.js';
import { DISTRIBUTION_CODES_SOURCE } from '../distribution-codes.js';
import {
  EARLY_DISTRIBUTION_EXCEPTION_RULES,
  type EarlyDistributionException,
} from '../early-distribution-exceptions.js';
import { type DistributionTreatmentKind, isPlanKind } from '../treatment-kind.js';
import { noTax, unknownTax } from './additional-tax.js';
import { exceptionLimitOf } from './exception-limit-of.js';
import { finish } from './finish.js';
import type { Given } from './given.js';
import { notEligibleRolloverRegime } from './not-eligible-rollover.js';
import { seppWithinFiveYears } from './sepp-within-five-years.js';
import type { DistributionTreatment } from './types.js';
import type { Work } from './work.js';

/**
 * A traditional, SEP or SIMPLE IRA or plan distribution at 59 1/2 or older: a normal distribution,
 * code 7, unless a series of equal payments was modified within five years of its first payment
 * (code 1, with the 72(t)(4) recapture unchecked).
 */
export function normalDistribution(
  g: Given,
  kind: DistributionTreatmentKind,
  w: Work,
  exception: EarlyDistributionException | undefined,
): DistributionTreatment | Failure {
  const { q, reason } = g;
  const modified = exception === 'SubstantiallyEqualPeriodicPayments' && q.ExceptionFacts?.SeppModified === true;
  const within5 = modified && seppWithinFiveYears(q, w);
  if (modified && within5 !== false) {
    w.codes = ['1'];
    w.tax = unknownTax('10');
    w.unchecked.push('SeppRecaptureAmount: 72(t)(4) recaptures the tax on the earlier payments of the modified series');
    w.reasons.push({
      Rule: 'SubstantiallyEqualPeriodicPayments',
      Message: 'a series modified within five years of its first payment: code 1 even at 59 1/2, with recapture',
      Source: EARLY_DISTRIBUTION_EXCEPTION_RULES.SubstantiallyEqualPeriodicPayments.Source,
    });
    return finish(q, kind, reason, w, g.age, g.reached, null);
  }
  // The 10 percent is gone at 59 1/2, but a plan distribution such an exception covers is still not
  // an eligible rollover distribution (the exception's own definition has no age).
  if (
    exception !== undefined &&
    isPlanKind(kind) &&
    EARLY_DISTRIBUTION_EXCEPTION_RULES[exception].NotEligibleRolloverDistribution !== undefined
  ) {
    const limit = exceptionLimitOf(g, w, exception, g.amount);
    if ('ok' in limit) return limit;
    notEligibleRolloverRegime(kind, w, exception, limit.Excepted, g.amount);
  }
  w.codes = ['7'];
  w.tax = noTax('Age59AndAHalf', g.amount);
  w.reasons.push({
    Rule: 'NormalDistribution',
    Message: '59 1/2 or older: a normal distribution, code 7',
    Source: DISTRIBUTION_CODES_SOURCE,
  });
  return finish(q, kind, reason, w, g.age, g.reached, null);
}
