import { SOURCES } from './sources.js';
import type { MovementReason } from './types.js';

/** The facts about the receiving Coverdell ESA's beneficiary (parsed). */
export interface CoverdellBeneficiaryFacts {
  readonly FromOwnerId: string;
  readonly ToOwnerId: string;
  readonly ToBeneficiaryIsFamilyMember?: boolean | undefined;
  readonly ToBeneficiaryDateOfBirth?: string | undefined;
  readonly ToBeneficiaryIsSpecialNeeds?: boolean | undefined;
  /** The day the age is judged: the transfer date, or the day of a rollover's distribution. */
  readonly On: string;
}

/**
 * Coverdell ESA money moves (530(d)(5)-(6)) to the same designated beneficiary, or to a member of the
 * beneficiary's family (529(e)(2)) who has not attained age 30 on `On` (unless with special needs,
 * 530(b)(1) flush language). The refusal message, or undefined when it passes or the birth date is not
 * given (then Unchecked).
 */
export function coverdellBeneficiary(
  f: CoverdellBeneficiaryFacts,
  reasons: MovementReason[],
  unchecked: string[],
): string | undefined {
  if (f.FromOwnerId === f.ToOwnerId) {
    reasons.push({
      Rule: 'coverdell-beneficiary',
      Message: 'the same designated beneficiary',
      Source: SOURCES.coverdellTransfer,
    });
    return undefined;
  }
  if (f.ToBeneficiaryIsFamilyMember !== true)
    return f.ToBeneficiaryIsFamilyMember === false
      ? "the new beneficiary is not a member of the beneficiary's family"
      : 'a Coverdell ESA moves to another beneficiary only when ToBeneficiaryIsFamilyMember is true';
  if (f.ToBeneficiaryIsSpecialNeeds !== true) {
    if (f.ToBeneficiaryDateOfBirth === undefined) unchecked.push('ToBeneficiaryDateOfBirth');
    else {
      const y = Number(f.ToBeneficiaryDateOfBirth.slice(0, 4));
      const thirtieth = `${y + 30}${f.ToBeneficiaryDateOfBirth.slice(4)}`;
      if (f.On >= thirtieth) return 'the new beneficiary has attained age 30';
    }
  }
  reasons.push({
    Rule: 'coverdell-beneficiary',
    Message: "a member of the beneficiary's family under age 30 (or with special needs)",
    Source: SOURCES.coverdellTransfer,
  });
  return undefined;
}
