import { trumpAccountPhase } from '../../distributions/trump-account.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import type { DistributionReason } from '../distribution-reason.js';
import { noTax, unknownTax } from './additional-tax.js';
import { bad } from './bad.js';
import type { DistributionTreatmentQuery } from './types.js';
import type { Work } from './work.js';

const ROLLOVER_REASONS: readonly DistributionReason[] = [
  'DirectRollover',
  'QualifiedRollover',
  'QualifiedAbleRollover',
];

/**
 * A Trump account's growth period (26 U.S.C. 530A): 'PostGrowth' when it is over (the account is
 * then treated as a traditional IRA, said in w), 'Done' when a distribution permitted during it
 * was treated (w filled), or a failure.
 */
export function trumpStage(
  q: DistributionTreatmentQuery,
  reason: DistributionReason,
  w: Work,
): 'PostGrowth' | 'Done' | Failure {
  if (q.OwnerDateOfBirth === undefined)
    return bad(
      'OwnerDateOfBirth',
      "is required for a Trump account (the beneficiary's, for the growth period)",
      'Required',
    );
  const phase = trumpAccountPhase({ BeneficiaryDateOfBirth: q.OwnerDateOfBirth, On: q.DistributionDate });
  if (!phase.ok) return phase;
  if (phase.Phase === 'PostGrowth') {
    w.reasons.push({
      Rule: 'TrumpAccountPhase',
      Message: 'after the growth period a Trump account is treated as a traditional IRA',
      Source: '26 U.S.C. 530A(b)(1)(C); Notice 2025-68',
    });
    return 'PostGrowth';
  }
  const allowed: Partial<Record<DistributionReason, string>> = {
    QualifiedRollover: 'QualifiedRollover',
    QualifiedAbleRollover: 'QualifiedAbleRollover',
    ExcessContribution: 'ReturnOfExcessContributions',
    Death: 'Death',
  };
  const permitted = allowed[reason];
  if (permitted === undefined)
    return failure(
      'DistributionNotPermitted',
      `no distribution is permitted from a Trump account during the growth period (until ` +
        `${phase.GrowthPeriodEnds}) except QualifiedRollover, QualifiedAbleRollover, ExcessContribution and ` +
        `Death`,
    );
  if ((reason === 'QualifiedRollover' || reason === 'QualifiedAbleRollover') && q.EntireBalance !== true)
    return failure(
      'DistributionNotPermitted',
      `${reason} during the growth period must move the whole balance (EntireBalance true)`,
    );
  if (reason === 'QualifiedAbleRollover' && q.DistributionDate.slice(0, 4) !== phase.GrowthPeriodEnds.slice(0, 4))
    return failure(
      'DistributionNotPermitted',
      `a qualified ABLE rollover is permitted only in ${phase.GrowthPeriodEnds.slice(0, 4)}, the year the ` +
        `beneficiary turns 17`,
    );
  w.reasons.push({
    Rule: 'TrumpAccountGrowthPeriod',
    Message: `${phase.Reason}; ${permitted} is permitted`,
    Source: phase.Source,
  });
  w.unchecked.push(
    'TrumpAccountReporting: Form 1099-R coding and taxation of growth-period distributions are not modelled',
  );
  w.codes = reason === 'Death' ? ['4'] : null;
  w.taxable = null;
  w.tax =
    reason === 'Death'
      ? noTax('Death')
      : ROLLOVER_REASONS.includes(reason)
        ? noTax('NotADistribution')
        : unknownTax(null);
  w.regime = ROLLOVER_REASONS.includes(reason) ? 'None' : 'Nonperiodic';
  return 'Done';
}
