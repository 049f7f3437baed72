import { daysInMonth, formatIsoDate, parseIsoDate } from '../shared/dates.js';
import { type Failure, failure } from '../shared/error-codes.js';

export interface CoverdellQuery {
  readonly BeneficiaryDateOfBirth: string;
  readonly BeneficiaryIsSpecialNeeds?: boolean;
}

export interface CoverdellDeadline {
  readonly ok: true;
  /** False for a special needs beneficiary: no age-30 distribution is required. */
  readonly DistributionRequired: boolean;
  /** The 30th birthday (a February 29 birthday falls on March 1 in a common year). */
  readonly ThirtiethBirthday?: string;
  /** 30 days after the 30th birthday: the balance must be distributed by then. */
  readonly DistributeBy?: string;
  /** What happens to a balance still in the account at the end of that day. */
  readonly EventIfNotDistributed?: 'DeemedDistribution';
  readonly Reason: string;
  readonly Source: string;
}

const SOURCE = '26 U.S.C. 530(b)(1)(E), 530(d)(8)';

/** The date by which a Coverdell ESA balance must be distributed, and the event when it is not. Never throws. */
export function coverdellDistributionDeadline(q: CoverdellQuery): CoverdellDeadline | Failure {
  const birth = parseIsoDate(q?.BeneficiaryDateOfBirth);
  if (!birth)
    return failure('InvalidRequest', 'BeneficiaryDateOfBirth must be a date YYYY-MM-DD', [
      { FieldName: 'BeneficiaryDateOfBirth', ErrorCode: 'InvalidDate', Message: 'must be a date YYYY-MM-DD' },
    ]);
  if (q.BeneficiaryIsSpecialNeeds === true)
    return {
      ok: true,
      DistributionRequired: false,
      Reason: 'a special needs beneficiary is exempt from the age-30 distribution',
      Source: SOURCE,
    };
  const y = birth.year + 30;
  // A February 29 birthday is reached on March 1 in a common year (as ageOn counts it).
  const birthday =
    birth.month === 2 && birth.day === 29 && daysInMonth(y, 2) === 28
      ? { year: y, month: 3, day: 1 }
      : { year: y, month: birth.month, day: birth.day };
  const by = new Date(Date.UTC(birthday.year, birthday.month - 1, birthday.day + 30));
  const distributeBy = formatIsoDate({ year: by.getUTCFullYear(), month: by.getUTCMonth() + 1, day: by.getUTCDate() });
  return {
    ok: true,
    DistributionRequired: true,
    ThirtiethBirthday: formatIsoDate(birthday),
    DistributeBy: distributeBy,
    EventIfNotDistributed: 'DeemedDistribution',
    Reason:
      `the balance must be distributed within 30 days after the 30th birthday (${formatIsoDate(birthday)}), ` +
      `by ${distributeBy}; a balance left at the end of that day is deemed distributed then (a rollover to a ` +
      `Coverdell ESA of a family member under 30 avoids it)`,
    Source: SOURCE,
  };
}
