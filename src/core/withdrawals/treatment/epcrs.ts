import type { Failure } from '../../shared/error-codes.js';
import { DISTRIBUTION_CODES_SOURCE } from '../distribution-codes.js';
import { type DistributionTreatmentKind, isRothKind } from '../treatment-kind.js';
import { unknownTax } from './additional-tax.js';
import { bad } from './bad.js';
import { finish } from './finish.js';
import type { Given } from './given.js';
import type { DistributionTreatment } from './types.js';
import type { Work } from './work.js';

/** A corrective distribution under EPCRS (plans, SEP and SIMPLE IRAs): code E; the rest depends on the correction. */
export function epcrs(g: Given, kind: DistributionTreatmentKind, w: Work): DistributionTreatment | Failure {
  if (isRothKind(kind) || kind === 'InheritedTraditionalIra')
    return bad('DistributionReason', 'Epcrs applies to employer plans, SEP and SIMPLE IRAs', 'NotForThisAccount');
  w.codes = ['E'];
  w.taxable = null;
  w.tax = unknownTax(null);
  w.unchecked.push(
    'EpcrsCorrection: the taxable part and 72(t) treatment depend on the correction (Rev. Proc. 2021-30)',
  );
  w.reasons.push({
    Rule: 'Epcrs',
    Message: 'a corrective distribution under EPCRS: code E',
    Source: DISTRIBUTION_CODES_SOURCE,
  });
  return finish(g.q, kind, g.reason, w, g.age, g.reached, null);
}
