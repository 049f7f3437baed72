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
