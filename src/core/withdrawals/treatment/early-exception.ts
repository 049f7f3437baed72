import type { Failure } from '../../shared/error-codes.js';
import { DISTRIBUTION_CODES_SOURCE, type DistributionCode } from '../distribution-codes.js';
import {
  EARLY_DISTRIBUTION_EXCEPTION_RULES,
  type EarlyDistributionException,
} from '../early-distribution-exceptions.js';
import { type DistributionTreatmentKind, isPlanKind } from '../treatment-kind.js';
import { appliesTax, exceptedTax, unknownTax } from './additional-tax.js';
import { bad } from './bad.js';
import type { EarlyTerms } from './early-terms.js';
import { exceptionLimitOf } from './exception-limit-of.js';
import { finish } from './finish.js';
import type { Given } from './given.js';
import { notEligibleRolloverRegime } from './not-eligible-rollover.js';
import { seppWithinFiveYears } from './sepp-within-five-years.js';
import type { DistributionTreatment } from './types.js';
import type { Work } from './work.js';

/**
 * A distribution before 59 1/2 that claims an exception (72(t)(2)). An exception for the other
 * kind of account (IRAs or plans only) relieves nothing; else its limits decide the excepted part,
 * and the code is 2 only when the payer knows the exception applies.
 */
export function earlyException(
  g: Given,
  kind: DistributionTreatmentKind,
  w: Work,
  exception: EarlyDistributionException,
  terms: EarlyTerms,
): DistributionTreatment | Failure {
  const { q, amount } = g;
  const { simple, rate, noExceptionCode } = terms;
  const rule = EARLY_DISTRIBUTION_EXCEPTION_RULES[exception];
  const plan = isPlanKind(kind);
  if ((rule.Scope === 'IraOnly' && plan) || (rule.Scope === 'PlanOnly' && !plan)) {
    w.warnings.push({
      Code: 'ExceptionNotForThisAccount',
      Message:
        `${exception} is an exception for ${rule.Scope === 'IraOnly' ? 'IRAs' : 'employer plans'} only: it ` +
        `does not apply here`,
      Source: rule.Source,
    });
    w.codes = noExceptionCode === null ? null : [noExceptionCode];
    w.tax = appliesTax(amount, rate);
    return finish(q, kind, q.DistributionReason, w, g.age, false, simple);
  }
  if (exception === 'SubstantiallyEqualPeriodicPayments' && seppWithinFiveYears(q, w) === undefined)
    return bad('ExceptionFacts.SeppStartDate', 'must be a date YYYY-MM-DD not after the distribution');
  const limit = exceptionLimitOf(g, w, exception, amount);
  if ('ok' in limit) return limit;
  notEligibleRolloverRegime(kind, w, exception, limit.Excepted, amount);
  // Code 2 says "exception applies": not when the facts given show it excepts nothing (a series
  // modified within five years, separation before the year of 55, a second emergency
  // distribution in a year). Then it is code 1, "no known exception" (Guide to Distribution Codes).
  const refused = limit.Excepted?.lte(0) === true && amount.gt(0);
  const payerCode: DistributionCode | null = rule.PayerCode === '2' && !refused ? '2' : noExceptionCode;
  w.codes = payerCode === null ? null : [payerCode];
  w.reasons.push({
    Rule: 'DistributionCode',
    Message:
      rule.PayerCode === '2' && refused
        ? `${exception}: the facts given except nothing of this distribution: code ` +
          `${noExceptionCode ?? '(S or 1)'}, no known exception`
        : rule.PayerCode === '2'
          ? `${exception}: the payer knows the exception applies: code 2`
          : `${exception}: reported with code ${noExceptionCode ?? '(S or 1)'} even so; the owner claims the ` +
            `exception on Form 5329`,
    Source: `${rule.Source}; ${DISTRIBUTION_CODES_SOURCE}`,
  });
  w.tax =
    limit.Excepted === undefined ? unknownTax(rate, exception) : exceptedTax(amount, limit.Excepted, rate, exception);
  return finish(q, kind, q.DistributionReason, w, g.age, false, simple);
}
