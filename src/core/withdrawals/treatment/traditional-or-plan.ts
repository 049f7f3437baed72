import type { Failure } from '../../shared/error-codes.js';
import { DISTRIBUTION_CODES_SOURCE } from '../distribution-codes.js';
import { type DistributionTreatmentKind, isPlanKind, isTraditionalKind } from '../treatment-kind.js';
import { noTax, unknownTax } from './additional-tax.js';
import { claimedException } from './claimed-exception.js';
import { earlyDistribution } from './early-distribution.js';
import { finish } from './finish.js';
import type { Given } from './given.js';
import { normalDistribution } from './normal-distribution.js';
import { planRegime } from './plan-regime.js';
import { AGE_59_SOURCE, DEATH_SOURCE, DISABILITY_SOURCE } from './sources.js';
import type { DistributionTreatment } from './types.js';
import type { Work } from './work.js';

/**
 * Traditional, SEP, SIMPLE IRAs (and Trump accounts after the growth period) and plans: death
 * (code 4) and disability (code 3, or 7 at 59 1/2) first, then 59 1/2 decides between a normal
 * and an early distribution.
 */
export function traditionalOrPlan(g: Given, kind: DistributionTreatmentKind, w: Work): DistributionTreatment | Failure {
  const { q, reason, amount, age, reached } = g;
  w.notDetermined = isTraditionalKind(kind);
  if (isPlanKind(kind)) w.regime = planRegime(reason);
  if (reason === 'Death') {
    w.codes = ['4'];
    w.tax = noTax('Death', amount);
    w.reasons.push({
      Rule: 'Death',
      Message: 'paid to a beneficiary or the estate: code 4',
      Source: `${DEATH_SOURCE}; ${DISTRIBUTION_CODES_SOURCE}`,
    });
    return finish(q, kind, reason, w, age, reached, null);
  }
  if (reached === null) {
    w.unchecked.push('OwnerDateOfBirth');
    w.tax = reason === 'Disability' ? noTax('Disability', amount) : unknownTax(null);
    w.reasons.push({
      Rule: 'Age59AndAHalf',
      Message: "the owner's date of birth was not given: the code depends on 59 1/2",
      Source: AGE_59_SOURCE,
    });
    return finish(q, kind, reason, w, age, reached, null);
  }
  w.reasons.push({
    Rule: 'Age59AndAHalf',
    Message: `the owner reaches 59 1/2 on ${g.half}: ${reached ? 'reached' : 'not reached'} on ${q.DistributionDate}`,
    Source: AGE_59_SOURCE,
  });
  if (reason === 'Disability') {
    w.codes = reached ? ['7'] : ['3'];
    w.tax = noTax(reached ? 'Age59AndAHalf' : 'Disability', amount);
    w.reasons.push({
      Rule: 'Disability',
      Message: reached
        ? 'disabled and 59 1/2 or older: a normal distribution, code 7'
        : 'disabled (72(m)(7)): code 3, no additional tax',
      Source: `${DISABILITY_SOURCE}; ${DISTRIBUTION_CODES_SOURCE}`,
    });
    return finish(q, kind, reason, w, age, reached, null);
  }
  if (reason === 'Rmd' && !reached)
    w.warnings.push({
      Code: 'RmdBeforeApplicableAge',
      Message: 'an owner has no required distribution before the applicable age: treated as Normal',
    });
  const exception = claimedException(q);
  return reached ? normalDistribution(g, kind, w, exception) : earlyDistribution(g, kind, w, exception);
}
