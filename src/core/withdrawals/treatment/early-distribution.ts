import type { Failure } from '../../shared/error-codes.js';
import { DISTRIBUTION_CODES_SOURCE } from '../distribution-codes.js';
import type { EarlyDistributionException } from '../early-distribution-exceptions.js';
import type { DistributionTreatmentKind } from '../treatment-kind.js';
import { appliesTax } from './additional-tax.js';
import { earlyException } from './early-exception.js';
import { earlyTerms } from './early-terms.js';
import { finish } from './finish.js';
import type { Given } from './given.js';
import type { DistributionTreatment } from './types.js';
import type { Work } from './work.js';

/**
 * A traditional, SEP or SIMPLE IRA or plan distribution before 59 1/2: code 1 (S in a SIMPLE IRA's
 * first two years) and the additional tax, unless a claimed exception covers some or all of it.
 */
export function earlyDistribution(
  g: Given,
  kind: DistributionTreatmentKind,
  w: Work,
  exception: EarlyDistributionException | undefined,
): DistributionTreatment | Failure {
  const terms = earlyTerms(g, kind, w);
  if ('ok' in terms) return terms;
  if (exception !== undefined) return earlyException(g, kind, w, exception, terms);
  const { noExceptionCode } = terms;
  w.codes = noExceptionCode === null ? null : [noExceptionCode];
  w.tax = appliesTax(g.amount, terms.rate);
  w.reasons.push({
    Rule: 'EarlyDistribution',
    Message:
      `before 59 1/2 with no exception claimed: code ${noExceptionCode ?? '(S or 1)'}; the additional tax ` +
      `applies to the taxable amount`,
    Source: `26 U.S.C. 72(t)(1); ${DISTRIBUTION_CODES_SOURCE}`,
  });
  return finish(g.q, kind, g.q.DistributionReason, w, g.age, false, terms.simple);
}
