import { Decimal, decimalString } from '../../shared/money.js';
import type { EarlyDistributionException } from '../early-distribution-exceptions.js';
import type { AdditionalTax, AdditionalTaxRelief } from './types.js';

// The values of AdditionalTax the treatment steps give: none, on a known amount, unknown, or on
// what an exception leaves.

/** `rate` percent of `subject`, rounded half up to the cent. */
function taxOf(subject: Decimal, rate: string): Decimal {
  return subject.times(rate).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** The tax does not apply, for `relief`; `excepted` is the amount it covers, when known. */
export function noTax(relief: AdditionalTaxRelief, excepted?: Decimal): AdditionalTax {
  return {
    Status: 'DoesNotApply',
    RatePercent: null,
    Relief: relief,
    ExceptedAmount: excepted === undefined ? null : decimalString(excepted),
    SubjectAmount: '0',
    Amount: '0',
  };
}

/** The tax applies to all of `subject` (when more than zero); no amount when the rate is unknown. */
export function appliesTax(subject: Decimal, rate: string | null): AdditionalTax {
  return {
    Status: subject.gt(0) ? 'Applies' : 'DoesNotApply',
    RatePercent: rate,
    Relief: null,
    ExceptedAmount: '0',
    SubjectAmount: decimalString(subject),
    Amount: rate === null ? null : decimalString(taxOf(subject, rate)),
  };
}

/** Whether and on what the tax applies is not known: a fact it needs was not given. */
export function unknownTax(rate: string | null, relief: AdditionalTaxRelief | null = null): AdditionalTax {
  return {
    Status: 'Unchecked',
    RatePercent: rate,
    Relief: relief,
    ExceptedAmount: null,
    SubjectAmount: null,
    Amount: null,
  };
}

/** The tax on `base` less the part `exception` covers (`excepted`); no amount when the rate is unknown. */
export function exceptedTax(
  base: Decimal,
  excepted: Decimal,
  rate: string | null,
  exception: EarlyDistributionException,
): AdditionalTax {
  const subject = base.minus(excepted);
  return {
    Status: subject.gt(0) ? 'Applies' : 'DoesNotApply',
    RatePercent: rate,
    Relief: excepted.gt(0) ? exception : null,
    ExceptedAmount: decimalString(excepted),
    SubjectAmount: decimalString(subject),
    Amount: rate === null ? null : decimalString(taxOf(subject, rate)),
  };
}
