import type { DistributionReason } from '../distribution-reason.js';
import type { WithholdingRegime } from '../distribution-withholding.js';

/** The withholding regime of a plan distribution for this reason. */
export function planRegime(reason: DistributionReason): WithholdingRegime {
  // 26 CFR 1.402(c)-2 Q&A-3, -4: RMDs, series of substantially equal payments, corrective
  // distributions are not eligible rollover distributions; a direct rollover withholds nothing.
  if (reason === 'DirectRollover') return 'None';
  if (
    reason === 'Rmd' ||
    reason === 'SubstantiallyEqualPeriodicPayments' ||
    reason === 'ExcessContribution' ||
    reason === 'Epcrs'
  )
    return 'Nonperiodic';
  return 'EligibleRolloverDistribution';
}
