import type { DistributionTreatmentKind } from '../treatment-kind.js';
import { unknownTax } from './additional-tax.js';
import { finish } from './finish.js';
import type { Given } from './given.js';
import type { DistributionTreatment } from './types.js';
import type { Work } from './work.js';

/** A PLESA withdrawal: its Form 1099-R coding and taxation are not modelled (left to the payer). */
export function plesa(g: Given, kind: DistributionTreatmentKind, w: Work): DistributionTreatment {
  w.unchecked.push('PlesaTaxReporting: the Form 1099-R coding and taxation of PLESA withdrawals are not modelled');
  w.taxable = null;
  w.tax = unknownTax(null);
  w.warnings.push({
    Code: 'PlesaNotModelled',
    Message: 'PLESA withdrawal limits and fees come from plesaWithdrawal; its tax reporting is left to the payer',
  });
  return finish(g.q, kind, g.reason, w, g.age, g.reached, null);
}
