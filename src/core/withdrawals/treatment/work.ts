import type { DecisionReason, DecisionWarning } from '../../decisions/decision.js';
import type { Decimal } from '../../shared/money.js';
import type { DistributionCode } from '../distribution-codes.js';
import type { WithholdingRegime } from '../distribution-withholding.js';
import type { RothDistributionResult } from '../roth-distribution.js';
import type { TreatmentOfType } from '../treatment-kind.js';
import { noTax } from './additional-tax.js';
import type { AdditionalTax } from './types.js';

/**
 * Working state: what the rules found so far. One is made per query (startWork); the steps fill
 * it in turn and finish turns it into the result.
 */
export interface Work {
  codes: DistributionCode[] | null;
  reasons: DecisionReason[];
  warnings: DecisionWarning[];
  unchecked: string[];
  taxable: Decimal | null;
  notDetermined: boolean;
  tax: AdditionalTax;
  regime: WithholdingRegime;
  roth?: RothDistributionResult;
}

/** Before any rule: the treatment named, the whole amount taxable, no additional tax, nonperiodic withholding. */
export function startWork(treatment: TreatmentOfType, amount: Decimal): Work {
  return {
    codes: null,
    reasons: [
      {
        Rule: 'Treatment',
        Message: `${treatment.type.Slug} is treated as ${treatment.Kind}`,
        Source: treatment.Source,
      },
    ],
    warnings: [],
    unchecked: [],
    taxable: amount,
    notDetermined: false,
    tax: noTax('NotIncome'),
    regime: 'Nonperiodic',
  };
}
