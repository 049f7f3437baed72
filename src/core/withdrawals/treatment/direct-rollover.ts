import type { Failure } from '../../shared/error-codes.js';
import { Decimal } from '../../shared/money.js';
import { DISTRIBUTION_CODES_SOURCE } from '../distribution-codes.js';
import { type DistributionTreatmentKind, isRothKind } from '../treatment-kind.js';
import { noTax } from './additional-tax.js';
import { bad } from './bad.js';
import { finish } from './finish.js';
import type { Given } from './given.js';
import type { DistributionTreatment } from './types.js';
import type { Work } from './work.js';

/** A direct rollover to an employer plan (401(a)(31)): code G, nothing taxable, nothing withheld. */
export function directRollover(g: Given, kind: DistributionTreatmentKind, w: Work): DistributionTreatment | Failure {
  if (isRothKind(kind) || kind === 'InheritedTraditionalIra')
    return bad(
      'DistributionReason',
      `a ${g.treatment.type.Slug} cannot be directly rolled over to an employer plan`,
      'NotForThisAccount',
    );
  w.codes = ['G'];
  w.taxable = new Decimal(0);
  w.regime = 'None';
  w.tax = noTax('NotADistribution', g.amount);
  w.reasons.push({
    Rule: 'DirectRollover',
    Message: 'a direct rollover: code G, nothing taxable, nothing withheld',
    Source: `26 U.S.C. 401(a)(31), 402(c), 408(d)(3); ${DISTRIBUTION_CODES_SOURCE}`,
  });
  return finish(g.q, kind, g.reason, w, g.age, g.reached, null);
}
