import type { Failure } from '../../shared/error-codes.js';
import type { RothDistributionCircumstance } from '../roth-distribution.js';
import type { DistributionTreatmentKind } from '../treatment-kind.js';
import { bad } from './bad.js';
import { conversion } from './conversion.js';
import { directRollover } from './direct-rollover.js';
import { epcrs } from './epcrs.js';
import { excessContribution } from './excess-contribution.js';
import type { Given } from './given.js';
import { inheritedTraditionalIra } from './inherited-traditional-ira.js';
import { plesa } from './plesa.js';
import { prohibitedTransaction } from './prohibited-transaction.js';
import { qualifiedCharitableDistribution } from './qualified-charitable-distribution.js';
import { recharacterization } from './recharacterization.js';
import { rothPart } from './roth-part.js';
import { traditionalOrPlan } from './traditional-or-plan.js';
import type { DistributionTreatment, DistributionTreatmentQuery } from './types.js';
import type { Work } from './work.js';

/**
 * The path a distribution takes once the account is treated as `kind` (a Trump account past its
 * growth period as a traditional IRA): a qualified charitable distribution (IRAs only); a PLESA's
 * is not modelled; the reasons with their own codes whatever the age; inherited and Roth IRAs;
 * then the rest by 59 1/2.
 */
export function byReason(g: Given, kind: DistributionTreatmentKind, w: Work): DistributionTreatment | Failure {
  const { reason } = g;
  if (reason === 'QualifiedCharitableDistribution') return qualifiedCharitableDistribution(g, kind, w);
  if (kind === 'Plesa') return plesa(g, kind, w);
  if (
    reason === 'QualifiedEducation' ||
    reason === 'Reimbursement' ||
    reason === 'QualifiedRollover' ||
    reason === 'QualifiedAbleRollover'
  )
    return bad(
      'DistributionReason',
      `${reason} is not a reason for a ${g.treatment.type.Slug} distribution`,
      'NotForThisAccount',
    );

  // Reasons with their own codes, whatever the age.
  if (reason === 'Recharacterization') return recharacterization(g, kind, w);
  if (reason === 'ExcessContribution') return excessContribution(g, kind, w);
  if (reason === 'ProhibitedTransaction') return prohibitedTransaction(g, kind, w);
  if (reason === 'Epcrs') return epcrs(g, kind, w);
  if (reason === 'DirectRollover') return directRollover(g, kind, w);
  if (reason === 'RothConversion') return conversion(g, kind, w);

  // Inherited accounts: code 4, no additional tax.
  if (kind === 'InheritedTraditionalIra') return inheritedTraditionalIra(g, kind, w);
  if (kind === 'InheritedRothIra') return rothPart(g, kind, w, 'Death', null, null, false);
  if (kind === 'RothIra') return rothPart(g, kind, w, rothCircumstance(g.q), g.age, g.reached, false);

  // Traditional, SEP, SIMPLE IRAs (and Trump accounts after the growth period) and plans.
  return traditionalOrPlan(g, kind, w);
}

/** Why a Roth IRA owner's distribution is made, as the Roth ordering rules read it. */
function rothCircumstance(q: DistributionTreatmentQuery): RothDistributionCircumstance {
  return q.DistributionReason === 'Death'
    ? 'Death'
    : q.DistributionReason === 'Disability'
      ? 'Disability'
      : q.EarlyDistributionException === 'FirstHome'
        ? 'FirstHome'
        : 'Owner';
}
