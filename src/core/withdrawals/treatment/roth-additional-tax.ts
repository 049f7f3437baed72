import type { Failure } from '../../shared/error-codes.js';
import { Decimal } from '../../shared/money.js';
import { EARLY_DISTRIBUTION_EXCEPTION_RULES } from '../early-distribution-exceptions.js';
import type { RothDistributionCircumstance, RothDistributionResult } from '../roth-distribution.js';
import { appliesTax, exceptedTax, noTax, unknownTax } from './additional-tax.js';
import { claimedException } from './claimed-exception.js';
import { exceptionLimitOf } from './exception-limit-of.js';
import type { Given } from './given.js';
import type { AdditionalTax } from './types.js';
import type { Work } from './work.js';

/**
 * The additional tax on a Roth IRA distribution: none when qualified, on death or disability or
 * at 59 1/2; else 10 percent of the Roth ordering's base less any claimed exception (its reasons,
 * warnings and unchecked facts go to w).
 */
export function rothAdditionalTax(
  g: Given,
  w: Work,
  r: RothDistributionResult,
  circumstance: RothDistributionCircumstance,
  reached: boolean | null,
): AdditionalTax | Failure {
  const { q, amount } = g;
  if (r.Qualified === 'Yes') return noTax('QualifiedRothDistribution', amount);
  if (circumstance === 'Death') return noTax('Death', amount);
  if (circumstance === 'Disability') return noTax('Disability', amount);
  if (reached === true) return noTax('Age59AndAHalf', amount);
  if (r.AdditionalTaxBase === null) return unknownTax('10');
  const base = new Decimal(r.AdditionalTaxBase);
  const exception = claimedException(q);
  if (base.isZero()) return noTax('NotIncome', amount);
  if (exception === undefined) return appliesTax(base, '10');
  const rule = EARLY_DISTRIBUTION_EXCEPTION_RULES[exception];
  if (rule.Scope === 'PlanOnly') {
    w.warnings.push({
      Code: 'ExceptionNotForThisAccount',
      Message: `${exception} is for employer plans only`,
      Source: rule.Source,
    });
    return appliesTax(base, '10');
  }
  const limit = exceptionLimitOf(g, w, exception, base);
  if ('ok' in limit) return limit;
  if (limit.Excepted === undefined) return unknownTax('10', exception);
  return exceptedTax(base, limit.Excepted, '10', exception);
}
