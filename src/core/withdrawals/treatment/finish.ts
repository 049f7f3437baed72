import { Decimal, decimalString } from '../../shared/money.js';
import { countsTowardRequiredDistribution, type DistributionReason } from '../distribution-reason.js';
import { checksIraSepSimpleBox, type DistributionTreatmentKind } from '../treatment-kind.js';
import { TAXABLE_NOT_DETERMINED_SOURCE } from './sources.js';
import type { DistributionTreatment, DistributionTreatmentQuery } from './types.js';
import type { Work } from './work.js';

/** The result from what the rules found: the last step of every path. */
export function finish(
  q: DistributionTreatmentQuery,
  kind: DistributionTreatmentKind,
  reason: DistributionReason,
  w: Work,
  age: number | null,
  reached: boolean | null,
  simple: boolean | null,
): DistributionTreatment {
  const iraBox = checksIraSepSimpleBox(kind);
  if (w.notDetermined)
    w.reasons.push({
      Rule: 'TaxableAmount',
      Message:
        `the gross ${decimalString(new Decimal(String(q.Amount)))} is reported as taxable, taxable amount ` +
        `not determined`,
      Source: TAXABLE_NOT_DETERMINED_SOURCE,
    });
  return {
    ok: true,
    Treatment: kind,
    DistributionReason: reason,
    DistributionCodes: w.codes,
    IraSepSimple: iraBox && reason !== 'Recharacterization',
    AgeAtDistribution: age,
    Reached59AndAHalf: reached,
    SimpleFirstTwoYears: simple,
    TaxableAmount: w.taxable === null ? null : decimalString(w.taxable),
    TaxableAmountNotDetermined: w.notDetermined,
    AdditionalTax: w.tax,
    WithholdingRegime: w.regime,
    CountsTowardRequiredDistribution: countsTowardRequiredDistribution(reason),
    ...(w.roth !== undefined ? { Roth: w.roth } : {}),
    Reasons: w.reasons,
    Warnings: w.warnings,
    Unchecked: [...new Set(w.unchecked)],
  };
}
