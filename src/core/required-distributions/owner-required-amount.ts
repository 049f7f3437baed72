import { Decimal } from 'decimal.js';
import type { Catalog } from '../catalog/types.js';
import { ownerRequiredDistribution } from '../distributions/owner-required-distribution.js';
import { amountFor } from '../distributions/required-distribution-amount.js';
import { parseIsoDate } from '../shared/dates.js';
import { type Failure, failure } from '../shared/error-codes.js';
import { parseAmount } from '../shared/money.js';
import { jointLifeExpectancy } from './joint-life-expectancy.js';

// An owner's (or plan participant's) required minimum distribution for a year: the existing
// Uniform Lifetime computation (ownerRequiredDistribution), with the two things it leaves out:
// the longer Joint and Last Survivor period when the spouse is the sole beneficiary (26 CFR
// 1.401(a)(9)-5(c)(2)), and an employer plan's later start for a participant still working
// (26 U.S.C. 401(a)(9)(C)(i)(II)).

export interface OwnerRequiredAmountQuery {
  readonly DateOfBirth: string;
  readonly Year: number;
  /** The account value on December 31 of Year - 1. */
  readonly PriorYearEndValue?: number | string;
  readonly AccountTypeCode?: string;
  /**
   * The spouse's date of birth, given only when the spouse is the sole designated beneficiary
   * for the whole year (determined as of January 1). The distribution period is then the longer
   * of the Uniform Lifetime period and the joint life expectancy.
   */
  readonly SoleSpouseBeneficiaryDateOfBirth?: string;
  /** Employer plans: the year the participant retired (not for a 5-percent owner). */
  readonly PlanRetirementYear?: number;
  /** Employer plans: a 5-percent owner starts at the applicable age, working or not. */
  readonly FivePercentOwner?: boolean;
  /** True for an employer plan (the still-working rule applies); false or absent for an IRA. */
  readonly EmployerPlan?: boolean;
}

export interface OwnerRequiredAmount {
  readonly ok: true;
  readonly Year: number;
  readonly Required: boolean | null;
  readonly FirstDistributionYear: number | null;
  readonly RequiredBeginningDate: string | null;
  readonly Deadline: string | null;
  /** The divisor used (one decimal) and the table it came from. */
  readonly Divisor: string | null;
  readonly Table: string | null;
  readonly UniformDivisor: string | null;
  readonly JointDivisor: string | null;
  /** PriorYearEndValue / Divisor, rounded half up to cents; null when the value was not given. */
  readonly Amount: string | null;
  readonly Reasons: readonly string[];
  readonly Unchecked: readonly string[];
  readonly Sources: readonly string[];
}

const SPOUSE_SOURCE =
  '26 CFR 1.401(a)(9)-5(c)(2) (sole spouse beneficiary: the longer of the Uniform Lifetime period and the ' +
  'joint and last survivor life expectancy at both ages attained in the year); 1.408-8';
const STILL_WORKING_SOURCE =
  '26 U.S.C. 401(a)(9)(C)(i)(II), (ii) (an employer plan participant who is not a 5-percent owner starts ' +
  'by April 1 after the later of the applicable-age year and retirement; not for IRAs)';

/** The owner's required amount for a year. Never throws. */
export function ownerRequiredAmount(catalog: Catalog, q: OwnerRequiredAmountQuery): OwnerRequiredAmount | Failure {
  try {
    return compute(catalog, q);
  } catch {
    return failure('InvalidRequest', 'the owner required amount query could not be read');
  }
}

function compute(catalog: Catalog, q: OwnerRequiredAmountQuery): OwnerRequiredAmount | Failure {
  if (typeof q !== 'object' || q === null) return failure('InvalidRequest', 'the query must be an object');
  const base = ownerRequiredDistribution(catalog, {
    DateOfBirth: q.DateOfBirth,
    Year: q.Year,
    ...(q.AccountTypeCode !== undefined ? { AccountTypeCode: q.AccountTypeCode } : {}),
  });
  if (!base.ok) return base;
  const reasons = base.Reasons.filter((r) => !r.includes('Joint and Last Survivor'));
  const sources = [...base.Sources];
  const unchecked: string[] = [];
  let first: number | null = base.FirstDistributionYear;
  let rbd: string | null = base.RequiredBeginningDate;
  let required: boolean | null = base.Required;
  let deadline: string | null = base.Deadline;

  if (q.EmployerPlan === true && q.FivePercentOwner !== true) {
    sources.push(STILL_WORKING_SOURCE);
    const retired = q.PlanRetirementYear;
    if (retired === undefined) {
      unchecked.push('PlanRetirementYear: a participant still working may start later (not a 5-percent owner)');
      if (base.Required) {
        required = null;
        deadline = null;
        first = null;
        rbd = null;
      }
    } else {
      if (!Number.isInteger(retired) || retired < 1900 || retired > 2200)
        return failure('InvalidRequest', 'PlanRetirementYear must be a whole year');
      if (retired > base.FirstDistributionYear) {
        first = retired;
        rbd = `${retired + 1}-04-01`;
        reasons.push(
          `the participant retired in ${retired}, after the applicable-age year: required beginning date ${rbd}`,
        );
        if (q.Year < retired) {
          required = false;
          deadline = null;
        } else if (q.Year === retired && base.Required) deadline = rbd;
        else if (base.Required) deadline = `${q.Year}-12-31`;
      }
    }
  }
  if (required !== true) {
    return {
      ok: true,
      Year: q.Year,
      Required: required,
      FirstDistributionYear: first,
      RequiredBeginningDate: rbd,
      Deadline: deadline,
      Divisor: null,
      Table: null,
      UniformDivisor: base.Divisor,
      JointDivisor: null,
      Amount: required === false ? '0' : null,
      Reasons: reasons,
      Unchecked: unchecked,
      Sources: sources,
    };
  }
  let divisor = base.Divisor!;
  let table = base.Table ?? null;
  let joint: string | null = null;
  if (q.SoleSpouseBeneficiaryDateOfBirth !== undefined) {
    const spouse = parseIsoDate(q.SoleSpouseBeneficiaryDateOfBirth);
    if (!spouse) return failure('InvalidRequest', 'SoleSpouseBeneficiaryDateOfBirth must be a date YYYY-MM-DD');
    sources.push(SPOUSE_SOURCE);
    const j = jointLifeExpectancy(catalog, {
      OwnerAge: base.AgeAttained,
      SpouseAge: q.Year - spouse.year,
      Year: q.Year,
    });
    if (!j.ok) {
      unchecked.push(
        `JointAndLastSurvivor: ${j.Message}; the Uniform Lifetime amount is shown and may be higher than required`,
      );
    } else {
      joint = j.Divisor;
      if (!sources.includes(j.Source)) sources.push(j.Source);
      if (new Decimal(j.Divisor).gt(divisor)) {
        divisor = j.Divisor;
        table = j.Table;
        reasons.push(
          `sole spouse beneficiary aged ${q.Year - spouse.year}: the joint and last survivor period ` +
            `${j.Divisor} is longer than the Uniform Lifetime ${base.Divisor}`,
        );
      } else
        reasons.push(
          `sole spouse beneficiary: the joint period ${j.Divisor} is not longer than ${base.Divisor}; ` +
            `Uniform Lifetime used`,
        );
    }
  }
  let amount: string | null = null;
  if (q.PriorYearEndValue !== undefined) {
    const v = parseAmount(q.PriorYearEndValue, { allowZero: true });
    if (!v.ok) return failure('InvalidRequest', `PriorYearEndValue ${v.message}`);
    amount = amountFor(new Decimal(divisor), v.value).toFixed(2);
  } else unchecked.push(`PriorYearEndValue: the account value on December 31, ${q.Year - 1}`);
  return {
    ok: true,
    Year: q.Year,
    Required: true,
    FirstDistributionYear: first,
    RequiredBeginningDate: rbd,
    Deadline: deadline,
    Divisor: divisor,
    Table: table,
    UniformDivisor: base.Divisor,
    JointDivisor: joint,
    Amount: amount,
    Reasons: reasons,
    Unchecked: unchecked,
    Sources: sources,
  };
}
