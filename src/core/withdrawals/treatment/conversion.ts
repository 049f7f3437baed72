import { type Failure, failure } from '../../shared/error-codes.js';
import { DISTRIBUTION_CODES_SOURCE } from '../distribution-codes.js';
import { type DistributionTreatmentKind, isTraditionalKind } from '../treatment-kind.js';
import { noTax } from './additional-tax.js';
import { bad } from './bad.js';
import { finish } from './finish.js';
import type { Given } from './given.js';
import { simpleFirstTwoYears } from './simple-first-two-years.js';
import { CONVERSION_SOURCE, SIMPLE_SOURCE } from './sources.js';
import type { DistributionTreatment } from './types.js';
import type { Work } from './work.js';

/**
 * A traditional, SEP or SIMPLE IRA converted to a Roth IRA (408A(d)(3)): taxable, never subject to
 * the additional tax; code 2 before 59 1/2, 7 after. Not a SIMPLE IRA in its first two years.
 */
export function conversion(g: Given, kind: DistributionTreatmentKind, w: Work): DistributionTreatment | Failure {
  const { q, reached } = g;
  if (!isTraditionalKind(kind))
    return bad(
      'DistributionReason',
      'only a traditional, SEP or SIMPLE IRA converts to a Roth IRA here',
      'NotForThisAccount',
    );
  let simple: boolean | null = null;
  if (kind === 'SimpleIra') {
    const within = simpleFirstTwoYears(q, w);
    if (within === undefined)
      return bad('SimpleIraParticipationStartDate', 'must be a date YYYY-MM-DD not after the distribution');
    simple = within;
    if (simple === true)
      return failure(
        'DistributionNotPermitted',
        'a SIMPLE IRA may not be converted to a Roth IRA within two years of first participation (26 ' +
          'U.S.C. 408(d)(3)(G))',
      );
    if (simple === null)
      w.warnings.push({
        Code: 'SimpleTwoYearsUnchecked',
        Message: 'the two-year SIMPLE period could not be checked',
        Source: SIMPLE_SOURCE,
      });
  }
  w.notDetermined = true;
  w.tax = noTax('RothConversion', g.amount);
  if (reached === null) w.unchecked.push('OwnerDateOfBirth');
  else w.codes = reached ? ['7'] : ['2'];
  w.reasons.push({
    Rule: 'RothConversion',
    Message: 'a conversion is taxable as a distribution but not subject to 72(t): code 2 before 59 1/2, 7 after',
    Source: `${CONVERSION_SOURCE}; ${DISTRIBUTION_CODES_SOURCE}`,
  });
  return finish(q, kind, 'RothConversion', w, g.age, reached, simple);
}
