import type { Catalog } from '../catalog/types.js';
import { parameterValue } from '../parameters/parameter-value.js';
import { ageOn, parseIsoDate, type YMD } from '../shared/dates.js';
import { Decimal, decimalString, parseAmount } from '../shared/money.js';
import type { EarlyDistributionExceptionRule } from './early-distribution-exceptions.js';
import type { ExceptionFacts } from './exception-facts.js';

export interface ExceptionLimitResult {
  /** The part of the amount the exception covers; undefined when a fact it needs is missing. */
  readonly Excepted: Decimal | undefined;
  readonly Reasons: string[];
  readonly Unchecked: string[];
  readonly Sources: string[];
}

const MAX_PRIOR_EMERGENCY = 100;

/** Where an exception claim has a fact that is present but unreadable: a request error. */
export type ExceptionFactError = { readonly field: string; readonly message: string };

function amountFact(v: unknown, field: string, errors: ExceptionFactError[]): Decimal | undefined {
  if (v === undefined) return undefined;
  const r = parseAmount(v, { allowZero: true });
  if (!r.ok) {
    errors.push({ field, message: r.message });
    return undefined;
  }
  return r.value;
}

function dateFact(v: unknown, field: string, errors: ExceptionFactError[]): YMD | undefined {
  if (v === undefined) return undefined;
  const d = parseIsoDate(v);
  if (!d) errors.push({ field, message: 'must be a date YYYY-MM-DD' });
  return d;
}

/**
 * How much of `amount` (the taxable part of an early distribution) an exception covers, given
 * its limits and the facts. Facts that are present but malformed are returned in `errors`.
 */
export function exceptionLimit(
  catalog: Catalog,
  rule: EarlyDistributionExceptionRule,
  facts: ExceptionFacts,
  amount: Decimal,
  on: YMD,
  onIso: string,
  birth: YMD | undefined,
  errors: ExceptionFactError[],
): ExceptionLimitResult {
  const reasons: string[] = [];
  const unchecked: string[] = [];
  const sources: string[] = [rule.Source];
  const limitValue = (): Decimal | undefined => {
    if (rule.LimitParameter === undefined) return undefined;
    const p = parameterValue(catalog, rule.LimitParameter, { Date: onIso });
    if (!p.ok) {
      unchecked.push(`${rule.LimitParameter}: ${p.Message}`);
      return undefined;
    }
    sources.push(`${p.Reference}; ${p.Source}`);
    return new Decimal(p.Value);
  };
  const done = (excepted: Decimal | undefined): ExceptionLimitResult => ({
    Excepted: excepted === undefined ? undefined : Decimal.max(0, Decimal.min(amount, excepted)),
    Reasons: reasons,
    Unchecked: unchecked,
    Sources: sources,
  });
  const prior = amountFact(facts.PriorExceptedAmount, 'ExceptionFacts.PriorExceptedAmount', errors);
  const qualifying = amountFact(facts.QualifyingAmount, 'ExceptionFacts.QualifyingAmount', errors);

  switch (rule.Exception) {
    case 'MedicalExpenses':
    case 'HealthInsurancePremiumsUnemployed':
    case 'HigherEducation': {
      if (qualifying === undefined) {
        unchecked.push(`ExceptionFacts.QualifyingAmount: the ${rule.Exception} expenses the exception is limited to`);
        return done(undefined);
      }
      reasons.push(`${rule.Exception}: excepted up to the qualifying expenses of ${decimalString(qualifying)}`);
      return done(qualifying);
    }
    case 'FirstHome':
    case 'BirthOrAdoption':
    case 'QualifiedDisaster': {
      const limit = limitValue();
      if (limit === undefined) return done(undefined);
      if (rule.Exception === 'BirthOrAdoption') {
        const event = dateFact(facts.EventDate, 'ExceptionFacts.EventDate', errors);
        if (!event) {
          unchecked.push(
            'ExceptionFacts.EventDate: the birth or adoption date (the distribution must be within one year after it)',
          );
          return done(undefined);
        }
        const yearAfter = { year: event.year + 1, month: event.month, day: event.day };
        if (cmp(on, event) < 0 || cmp(on, yearAfter) >= 0) {
          reasons.push(
            'BirthOrAdoption: not within the year beginning on the birth or adoption date: nothing is excepted',
          );
          return done(new Decimal(0));
        }
      }
      if (rule.Exception === 'QualifiedDisaster') {
        const ends = dateFact(
          facts.DisasterDistributionPeriodEnds,
          'ExceptionFacts.DisasterDistributionPeriodEnds',
          errors,
        );
        if (!ends) {
          unchecked.push(
            'ExceptionFacts.DisasterDistributionPeriodEnds: the last day of the 180-day distribution period',
          );
          return done(undefined);
        }
        if (cmp(on, ends) > 0) {
          reasons.push('QualifiedDisaster: after the distribution period of the disaster: nothing is excepted');
          return done(new Decimal(0));
        }
      }
      if (prior === undefined) {
        unchecked.push(
          `ExceptionFacts.PriorExceptedAmount: earlier ${rule.Exception} distributions counted against the ` +
            `${decimalString(limit)} limit`,
        );
        return done(undefined);
      }
      const room = Decimal.max(0, limit.minus(prior));
      reasons.push(
        `${rule.Exception}: limit ${decimalString(limit)} less ${decimalString(prior)} already used leaves ` +
          `${decimalString(room)}`,
      );
      return done(room);
    }
    case 'EmergencyPersonalExpense': {
      const limit = limitValue();
      if (limit === undefined) return done(undefined);
      const history = facts.PriorEmergencyDistributions;
      if (!Array.isArray(history) || history.length > MAX_PRIOR_EMERGENCY) {
        if (history !== undefined)
          errors.push({
            field: 'ExceptionFacts.PriorEmergencyDistributions',
            message: `must be a list of at most ${MAX_PRIOR_EMERGENCY}`,
          });
        unchecked.push(
          'ExceptionFacts.PriorEmergencyDistributions: earlier emergency personal expense distributions ' +
            '(one a year; none in the next three years unless repaid)',
        );
        return done(undefined);
      }
      for (const h of history) {
        const d = parseIsoDate(h?.Date);
        if (!d) {
          errors.push({
            field: 'ExceptionFacts.PriorEmergencyDistributions.Date',
            message: 'must be a date YYYY-MM-DD',
          });
          return done(undefined);
        }
        if (d.year === on.year) {
          reasons.push(
            `EmergencyPersonalExpense: one was already taken in ${on.year} (one a calendar year): nothing is excepted`,
          );
          return done(new Decimal(0));
        }
        if (d.year < on.year && on.year <= d.year + 3 && h.RepaidOrRecontributed !== true) {
          reasons.push(
            `EmergencyPersonalExpense: the one of ${h.Date} was not repaid or re-contributed, so none may ` +
              `be taken in the three calendar years after ${d.year}: nothing is excepted`,
          );
          return done(new Decimal(0));
        }
      }
      const balance = amountFact(facts.AccountBalance, 'ExceptionFacts.AccountBalance', errors);
      if (balance === undefined) {
        unchecked.push(
          'ExceptionFacts.AccountBalance: the vested balance (the exception is at most the balance over $1,000)',
        );
        return done(undefined);
      }
      const room = Decimal.min(limit, Decimal.max(0, balance.minus(limit)));
      reasons.push(
        `EmergencyPersonalExpense: at most ${decimalString(limit)} and the vested balance over ` +
          `${decimalString(limit)}: ${decimalString(room)}`,
      );
      return done(room);
    }
    case 'DomesticAbuseVictim': {
      const limit = limitValue();
      if (limit === undefined) return done(undefined);
      const event = dateFact(facts.EventDate, 'ExceptionFacts.EventDate', errors);
      const balance = amountFact(facts.AccountBalance, 'ExceptionFacts.AccountBalance', errors);
      if (!event)
        unchecked.push(
          'ExceptionFacts.EventDate: the date of the abuse (the distribution must be within one year after it)',
        );
      if (balance === undefined)
        unchecked.push('ExceptionFacts.AccountBalance: the vested balance (at most 50 percent of it)');
      if (prior === undefined)
        unchecked.push('ExceptionFacts.PriorExceptedAmount: earlier domestic abuse victim distributions');
      if (!event || balance === undefined || prior === undefined) return done(undefined);
      const yearAfter = { year: event.year + 1, month: event.month, day: event.day };
      if (cmp(on, event) < 0 || cmp(on, yearAfter) >= 0) {
        reasons.push(
          'DomesticAbuseVictim: not within the year beginning on the date of the abuse: nothing is excepted',
        );
        return done(new Decimal(0));
      }
      const cap = Decimal.min(limit, balance.div(2).toDecimalPlaces(2, Decimal.ROUND_DOWN));
      const room = Decimal.max(0, cap.minus(prior));
      reasons.push(
        `DomesticAbuseVictim: the lesser of ${decimalString(limit)} and half the vested balance, less ` +
          `${decimalString(prior)} already taken: ${decimalString(room)}`,
      );
      return done(room);
    }
    case 'TerminalIllness': {
      if (facts.PhysicianCertification !== true) {
        unchecked.push(
          'ExceptionFacts.PhysicianCertification: the physician certification of terminal illness (Notice 2024-2)',
        );
        return done(undefined);
      }
      reasons.push('TerminalIllness: certified by a physician; no dollar limit');
      return done(amount);
    }
    case 'SeparationFromServiceAge55': {
      const y = facts.SeparationFromServiceYear;
      if (typeof y !== 'number' || !Number.isInteger(y)) {
        unchecked.push('ExceptionFacts.SeparationFromServiceYear: the year of separation from service');
        return done(undefined);
      }
      if (!birth) {
        unchecked.push('OwnerDateOfBirth: the participant must reach 55 in or before the year of separation');
        return done(undefined);
      }
      if (y > on.year || birth.year + 55 > y) {
        reasons.push(
          `SeparationFromServiceAge55: separated in ${y}, before the year of reaching 55 ` +
            `(${birth.year + 55}) or after the distribution: nothing is excepted`,
        );
        return done(new Decimal(0));
      }
      reasons.push(`SeparationFromServiceAge55: separated in ${y}, in or after the year of reaching 55`);
      return done(amount);
    }
    case 'SubstantiallyEqualPeriodicPayments': {
      if (facts.SeppModified === true) {
        reasons.push(
          'SubstantiallyEqualPeriodicPayments: the series was modified: the exception is lost and earlier ' +
            'payments are recaptured (72(t)(4))',
        );
        return done(new Decimal(0));
      }
      reasons.push('SubstantiallyEqualPeriodicPayments: a payment of an unmodified series');
      return done(amount);
    }
    case 'QualifiedReservist':
    case 'IrsLevy':
    case 'QualifiedDomesticRelationsOrder':
      reasons.push(`${rule.Exception}: no dollar limit`);
      return done(amount);
  }
}

function cmp(a: YMD, b: YMD): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Age on a date, for callers that have parsed dates. */
export function ageAt(birth: YMD, on: YMD): number {
  return ageOn(birth, on);
}
