import type { Failure } from '../../shared/error-codes.js';
import { DISTRIBUTION_CODES_SOURCE } from '../distribution-codes.js';
import { type DistributionTreatmentKind, isRothKind, isTraditionalKind } from '../treatment-kind.js';
import { appliesTax, noTax, unknownTax } from './additional-tax.js';
import { finish } from './finish.js';
import type { Given } from './given.js';
import { rothPart } from './roth-part.js';
import type { DistributionTreatment } from './types.js';
import type { Work } from './work.js';

/** The account ceased to be an IRA (408(e)(2)): code 5; the additional tax by 59 1/2 (a Roth IRA's by its ordering). */
export function prohibitedTransaction(
  g: Given,
  kind: DistributionTreatmentKind,
  w: Work,
): DistributionTreatment | Failure {
  const { reached } = g;
  w.codes = ['5'];
  w.reasons.push({
    Rule: 'ProhibitedTransaction',
    Message: 'the account ceased to be an IRA: code 5',
    Source: `26 U.S.C. 408(e)(2); ${DISTRIBUTION_CODES_SOURCE}`,
  });
  if (isRothKind(kind)) return rothPart(g, kind, w, 'Owner', g.age, reached, true);
  w.notDetermined = isTraditionalKind(kind);
  w.tax = reached === null ? unknownTax(null) : reached ? noTax('Age59AndAHalf') : appliesTax(g.amount, '10');
  if (reached === null) w.unchecked.push('OwnerDateOfBirth');
  return finish(g.q, kind, g.reason, w, g.age, reached, null);
}
