import { addDays } from '../calendar/day-number.js';
import type { Catalog } from '../catalog/types.js';
import { parameterValue } from '../parameters/parameter-value.js';
import { ageOn, formatIsoDate, parseIsoDate, type YMD } from '../shared/dates.js';
import { type Failure, type FieldError, failure } from '../shared/error-codes.js';
import { Decimal, decimalString, parseAmount, roundMoney } from '../shared/money.js';
import type { HsaReason } from './annual-limit.js';
import { hsaDistributionRulesOf } from './distribution-rules.js';

export interface HsaMistakenDistribution {
  /** The first year the owner knew or should have known of the mistake (default: the distribution's year). */
  readonly KnownInYear?: number;
  /** When the amount was paid back into the HSA, if it was. */
  readonly RepaidOn?: string;
  /** How much was paid back (default: the whole distribution). */
  readonly RepaidAmount?: string | number;
}

export interface HsaDistributionQuery {
  /** Default `health-savings-account`; any type whose DistributionRules have Kind HealthSavingsAccount. */
  readonly AccountTypeCode?: string;
  readonly DistributionDate: string;
  readonly Amount: string | number;
  /** Unreimbursed qualified medical expenses (213(d)) of the owner, spouse or dependents this distribution paid. */
  readonly QualifiedMedicalExpenses?: string | number;
  /** When the expenses were incurred, and when the HSA was established: expenses before it are not qualified. */
  readonly ExpensesIncurredOn?: string;
  readonly HsaEstablishedDate?: string;
  readonly DateOfBirth?: string;
  /** The owner was disabled (72(m)(7)) when the distribution was made. */
  readonly Disabled?: boolean;
  /** The distribution was made after the owner's death. */
  readonly AfterDeath?: boolean;
  /** A distribution made by a mistake of fact due to reasonable cause (Notice 2004-50 Q&A-37). */
  readonly MistakenDistribution?: HsaMistakenDistribution;
}

export const HSA_DISTRIBUTION_TREATMENTS = [
  'TaxFree',
  'IncludedInIncome',
  'IncludedInIncomeWithAdditionalTax',
] as const;
export type HsaDistributionTreatmentKind = (typeof HSA_DISTRIBUTION_TREATMENTS)[number];

export interface HsaDistributionTreatment {
  readonly ok: true;
  readonly AccountTypeCode: string;
  readonly DistributionDate: string;
  readonly Amount: string;
  readonly Treatment: HsaDistributionTreatmentKind;
  /** Paid for qualified medical expenses: not included in income (223(f)(1)). */
  readonly QualifiedMedicalExpenseAmount: string;
  /** A mistaken distribution repaid in time: treated as if not distributed. */
  readonly MistakenDistributionRepaid: string;
  readonly IncludedInIncome: string;
  readonly AdditionalTaxPercent: string;
  readonly AdditionalTax: string;
  /** Why the additional tax does not apply to the income part. */
  readonly AdditionalTaxException?: 'Age' | 'Disability' | 'Death';
  /** For a mistaken distribution not yet repaid: the last day to repay it. */
  readonly MistakenDistributionRepayBy?: string;
  readonly Reasons: readonly HsaReason[];
  readonly Unchecked: readonly string[];
}

type Answer = HsaDistributionTreatment | Failure<'InvalidRequest' | 'UnknownAccountType'>;

/**
 * How a distribution from a health savings account is taxed (26 U.S.C. 223(f)): the part that
 * paid qualified medical expenses is tax-free; the rest is included in income with a 20 percent
 * additional tax unless made after the owner's disability, death or 65th birthday; a mistaken
 * distribution repaid by April 15 after the year the mistake was known is neither. The figures of
 * Forms 1099-SA and 5498-SA are not produced here. Never throws.
 */
export function hsaDistributionTreatment(catalog: Catalog, q: HsaDistributionQuery): Answer {
  try {
    return treat(catalog, q);
  } catch {
    return failure('InvalidRequest', 'the HSA distribution query could not be read');
  }
}

function treat(catalog: Catalog, q: HsaDistributionQuery): Answer {
  if (typeof q !== 'object' || q === null) return failure('InvalidRequest', 'the query must be an object');
  const found = hsaDistributionRulesOf(catalog, q.AccountTypeCode);
  if ('ok' in found) return found;
  const rules = found.rules;
  const errors: FieldError[] = [];
  const bad = (FieldName: string, Message: string): undefined => {
    errors.push({ FieldName, ErrorCode: 'Invalid', Message });
    return undefined;
  };
  const date =
    parseIsoDate(q.DistributionDate) ?? bad('DistributionDate', 'DistributionDate must be a date YYYY-MM-DD');
  const amountR = parseAmount(q.Amount);
  const amount = amountR.ok ? amountR.value : bad('Amount', `Amount ${amountR.message}`);
  const qmeR =
    q.QualifiedMedicalExpenses === undefined ? undefined : parseAmount(q.QualifiedMedicalExpenses, { allowZero: true });
  const qme =
    qmeR === undefined
      ? new Decimal(0)
      : qmeR.ok
        ? qmeR.value
        : bad('QualifiedMedicalExpenses', `QualifiedMedicalExpenses ${qmeR.message}`);
  const optDate = (field: 'ExpensesIncurredOn' | 'HsaEstablishedDate' | 'DateOfBirth'): YMD | undefined =>
    q[field] === undefined ? undefined : (parseIsoDate(q[field]) ?? bad(field, `${field} must be a date YYYY-MM-DD`));
  const incurred = optDate('ExpensesIncurredOn');
  const established = optDate('HsaEstablishedDate');
  const dob = optDate('DateOfBirth');
  for (const f of ['Disabled', 'AfterDeath'] as const)
    if (q[f] !== undefined && typeof q[f] !== 'boolean') bad(f, `${f} must be a boolean`);
  const mistake = readMistake(q.MistakenDistribution, bad);
  if (date && mistake?.knownInYear !== undefined && mistake.knownInYear < date.year)
    bad('MistakenDistribution.KnownInYear', 'MistakenDistribution.KnownInYear is before the year of the distribution');
  if (errors.length > 0 || !date || !amount || !qme)
    return failure('InvalidRequest', errors.map((e) => e.Message).join('; '), errors);

  const reasons: HsaReason[] = [];
  const unchecked: string[] = [];
  const dateText = formatIsoDate(date);
  let rest = amount;

  // 1. A mistaken distribution repaid in time is treated as if it had not been made.
  let repaid = new Decimal(0);
  let repayBy: string | undefined;
  if (mistake) {
    const knownIn = mistake.knownInYear ?? date.year;
    const deadline = `${knownIn + 1}-${rules.MistakenDistributionRepayBy}`;
    const repaidAmount = Decimal.min(mistake.repaidAmount ?? amount, amount);
    if (mistake.repaidOn === undefined) {
      repayBy = deadline;
      reasons.push({
        Rule: 'mistaken-distribution',
        Message:
          `a mistaken distribution not yet repaid: repaid by ${deadline} it is neither income nor subject to ` +
          `the additional tax, and the repayment is not a contribution; until then it is treated as below`,
        Source: `Notice 2004-50 Q&A-37; ${rules.Source}`,
      });
    } else if (mistake.repaidOn <= deadline) {
      repaid = repaidAmount;
      rest = rest.minus(repaid);
      reasons.push({
        Rule: 'mistaken-distribution',
        Message:
          `${decimalString(repaid)} distributed by mistake and repaid on ${mistake.repaidOn}, by ${deadline} ` +
          `(April 15 after ${knownIn}, the year the mistake was known): not included in income, no additional ` +
          `tax`,
        Source: 'Notice 2004-50 Q&A-37',
      });
    } else
      reasons.push({
        Rule: 'mistaken-distribution',
        Message:
          `repaid on ${mistake.repaidOn}, after ${deadline}: too late to undo the distribution, which is ` +
          `treated as below (the repayment is a contribution)`,
        Source: 'Notice 2004-50 Q&A-37',
      });
  }

  // 2. Qualified medical expenses: tax-free, if incurred after the HSA was established.
  let qualified = new Decimal(0);
  if (qme.gt(0)) {
    if (incurred && established && formatIsoDate(incurred) < formatIsoDate(established))
      reasons.push({
        Rule: 'qualified-medical-expenses',
        Message:
          `the expenses were incurred on ${formatIsoDate(incurred)}, before the HSA was established on ` +
          `${formatIsoDate(established)}: they are not qualified medical expenses of this HSA`,
        Source: 'Notice 2004-2 Q&A-26 (qualified medical expenses must be incurred after the HSA is established)',
      });
    else {
      if (!incurred || !established) unchecked.push(!incurred ? 'ExpensesIncurredOn' : 'HsaEstablishedDate');
      qualified = Decimal.min(qme, rest);
      rest = rest.minus(qualified);
      reasons.push({
        Rule: 'qualified-medical-expenses',
        Message: `${decimalString(qualified)} paid qualified medical expenses: not included in income`,
        Source: '26 U.S.C. 223(f)(1), 223(d)(2)',
      });
    }
  }

  // 3. The rest is income; the additional tax unless after disability, death or the exception age.
  let exception: 'Age' | 'Disability' | 'Death' | undefined;
  let percent = '0';
  let tax = new Decimal(0);
  if (rest.gt(0)) {
    reasons.push({
      Rule: 'included-in-income',
      Message: `${decimalString(rest)} not used for qualified medical expenses: included in gross income`,
      Source: '26 U.S.C. 223(f)(2)',
    });
    const dayBefore = addDays(date, -1);
    if (q.AfterDeath === true) exception = 'Death';
    else if (q.Disabled === true) exception = 'Disability';
    else if (dob && ageOn(dob, dayBefore) >= rules.AdditionalTaxExceptionAge) exception = 'Age';
    if (exception) {
      const why =
        exception === 'Age'
          ? `made after the owner attained age ${rules.AdditionalTaxExceptionAge}`
          : exception === 'Death'
            ? "made after the owner's death (a surviving spouse named as beneficiary instead takes the HSA " +
              'as his or her own, 223(f)(8)(A))'
            : 'made after the owner became disabled (72(m)(7))';
      reasons.push({
        Rule: 'additional-tax',
        Message: `no additional tax: ${why}`,
        Source: exception === 'Age' ? '26 U.S.C. 223(f)(4)(C)' : '26 U.S.C. 223(f)(4)(B)',
      });
    } else {
      const p = parameterValue(catalog, rules.AdditionalTaxParameter, { Date: dateText });
      if (!p.ok) return failure('InvalidRequest', `no additional tax rate is known: ${p.Message}`);
      percent = p.Value;
      tax = roundMoney(rest.times(p.Value).div(100));
      if (!dob) unchecked.push('DateOfBirth');
      if (q.Disabled === undefined) unchecked.push('Disabled');
      reasons.push({
        Rule: 'additional-tax',
        Message:
          `additional tax of ${p.Value} percent: ` +
          `${decimalString(tax)}${dob ? '' : ' (DateOfBirth not given, so the age exception was not considered)'}`,
        Source: p.Source,
      });
    }
  }
  const treatment: HsaDistributionTreatmentKind = rest.lte(0)
    ? 'TaxFree'
    : tax.gt(0)
      ? 'IncludedInIncomeWithAdditionalTax'
      : 'IncludedInIncome';
  return {
    ok: true,
    AccountTypeCode: found.type.Slug,
    DistributionDate: dateText,
    Amount: decimalString(amount),
    Treatment: treatment,
    QualifiedMedicalExpenseAmount: decimalString(qualified),
    MistakenDistributionRepaid: decimalString(repaid),
    IncludedInIncome: decimalString(Decimal.max(0, rest)),
    AdditionalTaxPercent: percent,
    AdditionalTax: decimalString(tax),
    ...(exception ? { AdditionalTaxException: exception } : {}),
    ...(repayBy ? { MistakenDistributionRepayBy: repayBy } : {}),
    Reasons: reasons,
    Unchecked: unchecked,
  };
}

interface Mistake {
  readonly knownInYear: number | undefined;
  readonly repaidOn: string | undefined;
  readonly repaidAmount: Decimal | undefined;
}

function readMistake(m: unknown, bad: (f: string, msg: string) => undefined): Mistake | undefined {
  if (m === undefined) return undefined;
  if (typeof m !== 'object' || m === null || Array.isArray(m))
    return bad('MistakenDistribution', 'MistakenDistribution must be an object');
  const r = m as Record<string, unknown>;
  const known = r['KnownInYear'];
  if (known !== undefined && (typeof known !== 'number' || !Number.isInteger(known) || known < 1900 || known > 2198))
    bad('MistakenDistribution.KnownInYear', 'MistakenDistribution.KnownInYear must be an integer year');
  const repaid = r['RepaidOn'] === undefined ? undefined : parseIsoDate(r['RepaidOn']);
  if (r['RepaidOn'] !== undefined && !repaid)
    bad('MistakenDistribution.RepaidOn', 'MistakenDistribution.RepaidOn must be a date YYYY-MM-DD');
  const amount = r['RepaidAmount'] === undefined ? undefined : parseAmount(r['RepaidAmount']);
  if (amount && !amount.ok)
    bad('MistakenDistribution.RepaidAmount', `MistakenDistribution.RepaidAmount ${amount.message}`);
  return {
    knownInYear: typeof known === 'number' ? known : undefined,
    repaidOn: repaid ? formatIsoDate(repaid) : undefined,
    repaidAmount: amount?.ok ? amount.value : undefined,
  };
}
