/** A beneficiary class that the birth dates contradict, with the class they suggest. */
export interface BeneficiaryClassWarning {
  readonly Code: 'BeneficiaryClassContradictsDates';
  readonly Message: string;
  /** The class the birth dates suggest. */
  readonly SuggestedClass: 'NotMoreThanTenYearsYounger';
  readonly Source: string;
}

const SOURCE = '26 U.S.C. 401(a)(9)(E)(ii)(IV); 26 CFR 1.401(a)(9)-4(e)(6)';

/**
 * A `NotAnEdb` beneficiary born no more than ten years after the owner (or before the owner) is,
 * by the dates, an eligible designated beneficiary not more than ten years younger: the class is
 * used as given, but the answer says so rather than applying it silently. Dates are `YYYY-MM-DD`
 * text, compared as text; the limit is the owner's birth date ten years on (birth date to birth
 * date, as the regulation measures it).
 */
export function beneficiaryClassWarning(
  cls: unknown,
  ownerBirth: unknown,
  beneficiaryBirth: unknown,
): BeneficiaryClassWarning | undefined {
  if (cls !== 'NotAnEdb' || typeof ownerBirth !== 'string' || typeof beneficiaryBirth !== 'string') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ownerBirth) || !/^\d{4}-\d{2}-\d{2}$/.test(beneficiaryBirth)) return undefined;
  return classWarningOfDates(ownerBirth, beneficiaryBirth);
}

/** The same for two dates already checked as `YYYY-MM-DD` (the schedule's facts). */
export function classWarningOfDates(ownerBirth: string, beneficiaryBirth: string): BeneficiaryClassWarning | undefined {
  const limit = `${String(Number(ownerBirth.slice(0, 4)) + 10).padStart(4, '0')}${ownerBirth.slice(4)}`;
  if (beneficiaryBirth > limit) return undefined;
  const relation =
    beneficiaryBirth < ownerBirth
      ? 'older than the owner'
      : beneficiaryBirth === ownerBirth
        ? 'the same age as the owner'
        : 'not more than ten years younger than the owner';
  return {
    Code: 'BeneficiaryClassContradictsDates',
    Message:
      `BeneficiaryEligibleDesignatedClass is NotAnEdb, but the beneficiary (born ${beneficiaryBirth}) is ` +
      `${relation} (born ${ownerBirth}): the dates suggest NotMoreThanTenYearsYounger, an eligible designated ` +
      `beneficiary who may use life expectancy. NotAnEdb was applied as given; check the class (${SOURCE}).`,
    SuggestedClass: 'NotMoreThanTenYearsYounger',
    Source: SOURCE,
  };
}
