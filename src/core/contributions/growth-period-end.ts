import type { YMD } from '../shared/dates.js';
import type { ContributionCheckOf, ContributionRules } from './schema.js';

/** The birth dates a contribution query carries (the readable and the fast facts both have them). */
export interface BirthDates {
  readonly beneficiaryDateOfBirth: YMD | undefined;
  readonly dateOfBirth: YMD | undefined;
}

/** The birth date a check names: the beneficiary's (else the client's) or the owner's. */
export function dateOfBirthFor(fact: 'BeneficiaryDateOfBirth' | 'DateOfBirth', dates: BirthDates): YMD | undefined {
  return fact === 'BeneficiaryDateOfBirth' ? (dates.beneficiaryDateOfBirth ?? dates.dateOfBirth) : dates.dateOfBirth;
}

/** December 31 of the year before the one in which someone born on `dob` turns `age`. */
export function endOfYearBeforeAge(dob: YMD, age: number): string {
  return `${String(dob.year + age - 1).padStart(4, '0')}-12-31`;
}

type PeriodCheck = ContributionCheckOf<'ContributionPeriod'>;

/** The ContributionPeriod check that ends a growth period (at an age, at the end of the year before the birthday). */
function growthPeriodCheck(rules: ContributionRules): PeriodCheck | undefined {
  return rules.Checks.find(
    (c): c is PeriodCheck => c.Rule === 'ContributionPeriod' && c.EndsAtAge?.Boundary === 'EndOfYearBeforeBirthday',
  );
}

/**
 * The last day of the growth period a contribution falls after, when its type's rules name
 * AfterGrowthPeriod (a Trump account: December 31 of the year before the beneficiary turns 18,
 * 530A(b)(1)(C)(ii)-(iii)); undefined when it does not fall after one. A contribution falls after it
 * when it is made after that day, for a later tax year (a growth year's contribution made late stays
 * under the growth rules, which refuse it), and not before the type's first day for contributions
 * (a Trump account: 2026-07-04, 530A(b)(1)(C)(i)(I)). Without the birth date it does not.
 */
export function growthPeriodPassed(
  rules: ContributionRules,
  dates: BirthDates,
  dateIso: string,
  taxYear: number | undefined,
): string | undefined {
  if (rules.AfterGrowthPeriod === undefined) return undefined;
  const check = growthPeriodCheck(rules);
  const e = check?.EndsAtAge;
  if (check === undefined || e === undefined) return undefined;
  const dob = dateOfBirthFor(e.DateOfBirthFact, dates);
  if (dob === undefined) return undefined;
  const end = endOfYearBeforeAge(dob, e.Age);
  if (check.NotBefore !== undefined && dateIso < check.NotBefore) return undefined;
  return dateIso > end && (taxYear === undefined || taxYear > Number(end.slice(0, 4))) ? end : undefined;
}

/**
 * The last calendar year of the growth period of an account of these rules whose beneficiary was
 * born on `dob` (a Trump account: the year the beneficiary turns 17); undefined when the rules name
 * no AfterGrowthPeriod.
 */
export function growthPeriodLastYear(rules: ContributionRules, dob: YMD): number | undefined {
  if (rules.AfterGrowthPeriod === undefined) return undefined;
  const e = growthPeriodCheck(rules)?.EndsAtAge;
  return e === undefined ? undefined : Number(endOfYearBeforeAge(dob, e.Age).slice(0, 4));
}
