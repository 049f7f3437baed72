import type { YMD } from '../shared/dates.js';
import type { ContributionRules } from './schema.js';

/**
 * The last day of a type's growth period (a Trump account: December 31 of the year before the
 * beneficiary turns 18, 530A(b)(1)(C)(ii)-(iii)), from its ContributionPeriod check that ends at an
 * age at the end of the year before the birthday; undefined when the type has none or the birth
 * date is not given.
 */
export function growthPeriodEnd(
  rules: ContributionRules,
  dates: { readonly beneficiaryDateOfBirth: YMD | undefined; readonly dateOfBirth: YMD | undefined },
): string | undefined {
  for (const c of rules.Checks) {
    if (c.Rule !== 'ContributionPeriod' || c.EndsAtAge?.Boundary !== 'EndOfYearBeforeBirthday') continue;
    const e = c.EndsAtAge;
    const dob =
      e.DateOfBirthFact === 'BeneficiaryDateOfBirth'
        ? (dates.beneficiaryDateOfBirth ?? dates.dateOfBirth)
        : dates.dateOfBirth;
    if (dob === undefined) return undefined;
    return `${String(dob.year + e.Age - 1).padStart(4, '0')}-12-31`;
  }
  return undefined;
}

/**
 * Whether a contribution belongs after the growth period ending `end`: made after it, and not for a
 * tax year of the growth period (a growth year's contribution made late stays the growth rules', which
 * refuse it), and not before the type's first day for contributions.
 */
export function afterGrowthPeriod(
  rules: ContributionRules,
  end: string,
  dateIso: string,
  taxYear: number | undefined,
): boolean {
  // The type's first day for any contribution still holds (a Trump account: 2026-07-04, 530A(b)(1)(C)(i)(I)).
  const first = rules.Checks.find((c) => c.Rule === 'ContributionPeriod' && c.EndsAtAge !== undefined);
  const notBefore = first?.Rule === 'ContributionPeriod' ? first.NotBefore : undefined;
  if (notBefore !== undefined && dateIso < notBefore) return false;
  return dateIso > end && (taxYear === undefined || taxYear > Number(end.slice(0, 4)));
}
