import type { Decimal } from '../../shared/money.js';
import {
  EARLY_DISTRIBUTION_EXCEPTION_RULES,
  type EarlyDistributionException,
} from '../early-distribution-exceptions.js';
import { type DistributionTreatmentKind, isPlanKind } from '../treatment-kind.js';
import type { Work } from './work.js';

/**
 * A plan distribution that one of these exceptions (birth or adoption, emergency personal expense,
 * domestic abuse, qualified disaster) covers in full is not an eligible rollover distribution for
 * 401(a)(31), 402(f) and 3405, whatever the owner's age: no mandatory 20 percent, withheld as a
 * nonperiodic payment. One only partly covered keeps the 20 percent (the payer cannot withhold two
 * ways on one payment; the host may split it). Changes w.regime and says why in w.reasons.
 */
export function notEligibleRolloverRegime(
  kind: DistributionTreatmentKind,
  w: Work,
  exception: EarlyDistributionException,
  excepted: Decimal | undefined,
  amount: Decimal,
): void {
  const rule = EARLY_DISTRIBUTION_EXCEPTION_RULES[exception];
  if (
    !isPlanKind(kind) ||
    rule.NotEligibleRolloverDistribution === undefined ||
    w.regime !== 'EligibleRolloverDistribution' ||
    excepted?.gte(amount) !== true ||
    !amount.gt(0)
  )
    return;
  w.regime = 'Nonperiodic';
  w.reasons.push({
    Rule: 'WithholdingRegime',
    Message:
      `${exception} covers the whole distribution: not an eligible rollover distribution, so the 20 percent ` +
      'does not apply; withheld as a nonperiodic payment (10 percent unless the payee elects otherwise)',
    Source: rule.NotEligibleRolloverDistribution,
  });
}
