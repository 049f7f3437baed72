import { DISTRIBUTION_CODES_SOURCE } from '../distribution-codes.js';
import type { DistributionTreatmentKind } from '../treatment-kind.js';
import { noTax } from './additional-tax.js';
import { finish } from './finish.js';
import type { Given } from './given.js';
import { DEATH_SOURCE } from './sources.js';
import type { DistributionTreatment } from './types.js';
import type { Work } from './work.js';

/** An inherited traditional IRA pays a beneficiary: code 4, no additional tax, 59 1/2 not read. */
export function inheritedTraditionalIra(g: Given, kind: DistributionTreatmentKind, w: Work): DistributionTreatment {
  w.codes = ['4'];
  w.notDetermined = true;
  w.tax = noTax('Death', g.amount);
  w.reasons.push({
    Rule: 'Death',
    Message: "paid to a beneficiary after the owner's death: code 4",
    Source: `${DEATH_SOURCE}; ${DISTRIBUTION_CODES_SOURCE}`,
  });
  return finish(g.q, kind, g.reason, w, g.age, null, null);
}
