import type { Catalog } from '../catalog/types.js';
import type { DecisionReason, DecisionWarning } from '../decisions/decision.js';
import { trumpAccountPhase } from '../distributions/trump-account.js';
import { parameterValue } from '../parameters/parameter-value.js';
import { ageOn, parseIsoDate, type YMD } from '../shared/dates.js';
import { type Failure, type FieldError, failure } from '../shared/error-codes.js';
import { Decimal, decimalString, parseAmount } from '../shared/money.js';
import { dateReaching59AndAHalf } from './age-fifty-nine-and-a-half.js';
import { DISTRIBUTION_CODES_SOURCE, type DistributionCode } from './distribution-codes.js';
import {
  countsTowardRequiredDistribution,
  type DistributionReason,
  isDistributionReason,
} from './distribution-reason.js';
import type { WithholdingRegime } from './distribution-withholding.js';
import {
  EARLY_DISTRIBUTION_EXCEPTION_RULES,
  type EarlyDistributionException,
  isEarlyDistributionException,
} from './early-distribution-exceptions.js';
import type { ExceptionFacts } from './exception-facts.js';
import { type ExceptionFactError, exceptionLimit } from './exception-limit.js';
import { type RothDistributionQuery, type RothDistributionResult, rothDistribution } from './roth-distribution.js';
import {
  checksIraSepSimpleBox,
  type DistributionTreatmentKind,
  isPlanKind,
  isRothKind,
  isTraditionalKind,
  treatmentOfType,
} from './treatment-kind.js';

// The tax treatment of one distribution from an IRA or plan account: the Form 1099-R box 7
// code(s), whether the 72(t) additional tax applies and under which exception, the taxable
// amount where the payer can know it, and the withholding regime. Pure; never throws.

/** Roth facts a Roth IRA distribution reads (see RothDistributionQuery). */
export type RothFacts = Omit<
  RothDistributionQuery,
  'DistributionDate' | 'Amount' | 'Circumstance' | 'OwnerDateOfBirth'
>;

export interface DistributionTreatmentQuery {
  readonly AccountTypeCode: string;
  readonly DistributionReason: DistributionReason;
  readonly DistributionDate: string;
  /** The gross distribution. */
  readonly Amount: number | string;
  /**
   * The owner's (IRA owner's, plan participant's) date of birth: the age at the distribution
   * date decides 59 1/2. For a Trump account, the beneficiary's (the growth period). Not needed
   * for an inherited account.
   */
  readonly OwnerDateOfBirth?: string;
  /** An exception to the 10 percent additional tax claimed for a distribution before 59 1/2. */
  readonly EarlyDistributionException?: EarlyDistributionException;
  /** The facts the claimed exception's limits read. */
  readonly ExceptionFacts?: ExceptionFacts;
  /** SIMPLE IRA: the first day contributions were deposited for the owner under the employer's SIMPLE plan. */
  readonly SimpleIraParticipationStartDate?: string;
  /** ExcessContribution: when the excess contribution was deposited (its earnings are income for that year). */
  readonly ExcessContributionDepositDate?: string;
  /** ExcessContribution: the net income attributable returned with it (may be negative). */
  readonly NetIncomeAttributable?: number | string;
  /** Recharacterization: the tax year of the contribution being recharacterized. */
  readonly RecharacterizedContributionYear?: number;
  /** Roth IRAs: the contribution history the ordering rules read. */
  readonly Roth?: RothFacts;
  /** Trump account: the whole balance moves (qualified rollovers). */
  readonly EntireBalance?: boolean;
}

export type AdditionalTaxStatus = 'Applies' | 'DoesNotApply' | 'Unchecked';

/** Why the 10 (or 25) percent tax does not reach an amount. */
export type AdditionalTaxRelief =
  | EarlyDistributionException
  | 'Age59AndAHalf'
  | 'Death'
  | 'Disability'
  | 'RothConversion'
  | 'CorrectiveDistribution'
  | 'QualifiedRothDistribution'
  | 'NotIncome'
  | 'NotADistribution';

export interface AdditionalTax {
  readonly Status: AdditionalTaxStatus;
  /** 10, or 25 for a SIMPLE IRA in its first two years (72(t)(6)); null when not known. */
  readonly RatePercent: string | null;
  readonly Relief: AdditionalTaxRelief | null;
  /** The part the relief covers; null when a fact it needs is missing. */
  readonly ExceptedAmount: string | null;
  /** The part the tax applies to; null when unknown. */
  readonly SubjectAmount: string | null;
  /** RatePercent of SubjectAmount, rounded half up to the cent (the owner reports it on Form 5329). */
  readonly Amount: string | null;
}

export interface DistributionTreatment {
  readonly ok: true;
  readonly Treatment: DistributionTreatmentKind;
  readonly DistributionReason: DistributionReason;
  /** Form 1099-R box 7; null when a fact the code depends on was not given (see Unchecked). */
  readonly DistributionCodes: readonly DistributionCode[] | null;
  /** Form 1099-R box 7 IRA/SEP/SIMPLE checkbox. */
  readonly IraSepSimple: boolean;
  readonly AgeAtDistribution: number | null;
  readonly Reached59AndAHalf: boolean | null;
  /** SIMPLE IRA only: within two years of first participation; null when unknown or not a SIMPLE IRA. */
  readonly SimpleFirstTwoYears: boolean | null;
  /** Form 1099-R box 2a as the payer knows it; null when it depends on facts not given. */
  readonly TaxableAmount: string | null;
  /** Form 1099-R box 2b "taxable amount not determined" (the owner's basis decides, Form 8606). */
  readonly TaxableAmountNotDetermined: boolean;
  readonly AdditionalTax: AdditionalTax;
  readonly WithholdingRegime: WithholdingRegime;
  readonly CountsTowardRequiredDistribution: boolean;
  /** Roth IRAs: the ordering and qualification detail. */
  readonly Roth?: RothDistributionResult;
  readonly Reasons: readonly DecisionReason[];
  readonly Warnings: readonly DecisionWarning[];
  /** Facts a rule would read that were not given: that rule was not applied. */
  readonly Unchecked: readonly string[];
}

const AGE_59_SOURCE = '26 U.S.C. 72(t)(2)(A)(i) (on or after the date the employee reaches 59 1/2)';
const DEATH_SOURCE = '26 U.S.C. 72(t)(2)(A)(ii) (to a beneficiary or the estate on or after the death)';
const DISABILITY_SOURCE = '26 U.S.C. 72(t)(2)(A)(iii), 72(m)(7)';
const CONVERSION_SOURCE = '26 U.S.C. 408A(d)(3)(A)(ii) (72(t) does not apply to a conversion)';
const CORRECTIVE_SOURCE =
  '26 U.S.C. 72(t)(2)(J) (SECURE 2.0 sec. 333: net income attributable on a 408(d)(4) corrective ' +
  'distribution, from 2022-12-29)';
const CORRECTIVE_FROM = '2022-12-29';
const SIMPLE_SOURCE = '26 U.S.C. 72(t)(6); 408(d)(3)(G)';
const IRA_BOX_SOURCE =
  'Instructions for Forms 1099-R and 5498, box 7 IRA/SEP/SIMPLE checkbox (not for a Roth IRA or a recharacterization)';
const TAXABLE_NOT_DETERMINED_SOURCE =
  'Instructions for Forms 1099-R and 5498, box 2a/2b (for a traditional, SEP or SIMPLE IRA the payer ' +
  'generally reports the gross and checks "taxable amount not determined"; basis is figured on Form 8606)';

const ROLLOVER_REASONS: readonly DistributionReason[] = [
  'DirectRollover',
  'QualifiedRollover',
  'QualifiedAbleRollover',
];

function bad(field: string, message: string, code = 'Invalid'): Failure {
  const errors: FieldError[] = [{ FieldName: field, ErrorCode: code, Message: message }];
  return failure('InvalidRequest', `${field} ${message}`, errors);
}

/** The treatment of an IRA or plan distribution. Never throws; missing facts go to Unchecked. */
export function distributionTreatment(
  catalog: Catalog,
  q: DistributionTreatmentQuery,
): DistributionTreatment | Failure {
  try {
    return compute(catalog, q);
  } catch {
    return failure('InvalidRequest', 'the distribution treatment query could not be read');
  }
}

/** Working state: what the rules found so far. */
interface Work {
  codes: DistributionCode[] | null;
  reasons: DecisionReason[];
  warnings: DecisionWarning[];
  unchecked: string[];
  taxable: Decimal | null;
  notDetermined: boolean;
  tax: AdditionalTax;
  regime: WithholdingRegime;
  roth?: RothDistributionResult;
}

function compute(catalog: Catalog, q: DistributionTreatmentQuery): DistributionTreatment | Failure {
  if (typeof q !== 'object' || q === null) return bad('(query)', 'must be an object');
  const treatment = treatmentOfType(catalog, q.AccountTypeCode);
  if (typeof treatment === 'string')
    return catalog.typeBySlug.has(q.AccountTypeCode)
      ? bad('AccountTypeCode', treatment, 'NoDistributionTreatment')
      : failure('UnknownAccountType', treatment);
  if (!isDistributionReason(q.DistributionReason))
    return bad('DistributionReason', 'is not a DistributionReason (see docs/withdrawals.md)');
  const on = parseIsoDate(q.DistributionDate);
  if (!on) return bad('DistributionDate', 'must be a date YYYY-MM-DD');
  const amountR = parseAmount(q.Amount);
  if (!amountR.ok) return bad('Amount', amountR.message);
  const amount = amountR.value;
  let birth: YMD | undefined;
  if (q.OwnerDateOfBirth !== undefined) {
    birth = parseIsoDate(q.OwnerDateOfBirth);
    if (!birth) return bad('OwnerDateOfBirth', 'must be a date YYYY-MM-DD');
    if (q.DistributionDate < q.OwnerDateOfBirth) return bad('OwnerDateOfBirth', 'is after the distribution date');
  }
  if (q.EarlyDistributionException !== undefined && !isEarlyDistributionException(q.EarlyDistributionException))
    return bad('EarlyDistributionException', 'is not an exception of 26 U.S.C. 72(t)(2) (see docs/withdrawals.md)');
  const reason = q.DistributionReason;
  const w: Work = {
    codes: null,
    reasons: [
      {
        Rule: 'Treatment',
        Message: `${treatment.type.Slug} is treated as ${treatment.Kind}`,
        Source: treatment.Source,
      },
    ],
    warnings: [],
    unchecked: [],
    taxable: amount,
    notDetermined: false,
    tax: noTax('NotIncome'),
    regime: 'Nonperiodic',
  };
  const age = birth ? ageOn(birth, on) : null;
  const half = birth ? dateReaching59AndAHalf(birth) : undefined;
  const reached = half === undefined ? null : q.DistributionDate >= half;

  let kind = treatment.Kind;
  if (kind === 'TrumpAccount') {
    const trump = trumpStage(q, reason, w);
    if (trump !== 'PostGrowth') return trump === 'Done' ? finish(q, kind, reason, w, age, reached, null) : trump;
    kind = 'TraditionalIra';
    w.reasons.push({
      Rule: 'TrumpAccountPhase',
      Message: 'after the growth period a Trump account is treated as a traditional IRA',
      Source: '26 U.S.C. 530A(b)(1)(C); Notice 2025-68',
    });
  }
  if (kind === 'Plesa') {
    w.unchecked.push('PlesaTaxReporting: the Form 1099-R coding and taxation of PLESA withdrawals are not modelled');
    w.taxable = null;
    w.tax = unknownTax(null);
    w.warnings.push({
      Code: 'PlesaNotModelled',
      Message: 'PLESA withdrawal limits and fees come from plesaWithdrawal; its tax reporting is left to the payer',
    });
    return finish(q, kind, reason, w, age, reached, null);
  }

  if (
    reason === 'QualifiedEducation' ||
    reason === 'Reimbursement' ||
    reason === 'QualifiedRollover' ||
    reason === 'QualifiedAbleRollover'
  )
    return bad(
      'DistributionReason',
      `${reason} is not a reason for a ${treatment.type.Slug} distribution`,
      'NotForThisAccount',
    );

  // Reasons with their own codes, whatever the age.
  if (reason === 'Recharacterization') return recharacterization(q, kind, w, on, age, reached);
  if (reason === 'ExcessContribution') return excessContribution(q, kind, w, on, age, reached);
  if (reason === 'ProhibitedTransaction') {
    w.codes = ['5'];
    w.reasons.push({
      Rule: 'ProhibitedTransaction',
      Message: 'the account ceased to be an IRA: code 5',
      Source: `26 U.S.C. 408(e)(2); ${DISTRIBUTION_CODES_SOURCE}`,
    });
    if (isRothKind(kind)) return rothPart(catalog, q, kind, w, 'Owner', age, reached, amount, true);
    w.notDetermined = isTraditionalKind(kind);
    w.tax = reached === null ? unknownTax(null) : reached ? noTax('Age59AndAHalf') : appliesTax(amount, '10');
    if (reached === null) w.unchecked.push('OwnerDateOfBirth');
    return finish(q, kind, reason, w, age, reached, null);
  }
  if (reason === 'Epcrs') {
    if (isRothKind(kind) || kind === 'InheritedTraditionalIra')
      return bad('DistributionReason', 'Epcrs applies to employer plans, SEP and SIMPLE IRAs', 'NotForThisAccount');
    w.codes = ['E'];
    w.taxable = null;
    w.tax = unknownTax(null);
    w.unchecked.push(
      'EpcrsCorrection: the taxable part and 72(t) treatment depend on the correction (Rev. Proc. 2021-30)',
    );
    w.reasons.push({
      Rule: 'Epcrs',
      Message: 'a corrective distribution under EPCRS: code E',
      Source: DISTRIBUTION_CODES_SOURCE,
    });
    return finish(q, kind, reason, w, age, reached, null);
  }
  if (reason === 'DirectRollover') {
    if (isRothKind(kind) || kind === 'InheritedTraditionalIra')
      return bad(
        'DistributionReason',
        `a ${treatment.type.Slug} cannot be directly rolled over to an employer plan`,
        'NotForThisAccount',
      );
    w.codes = ['G'];
    w.taxable = new Decimal(0);
    w.regime = 'None';
    w.tax = noTax('NotADistribution', amount);
    w.reasons.push({
      Rule: 'DirectRollover',
      Message: 'a direct rollover: code G, nothing taxable, nothing withheld',
      Source: `26 U.S.C. 401(a)(31), 402(c), 408(d)(3); ${DISTRIBUTION_CODES_SOURCE}`,
    });
    return finish(q, kind, reason, w, age, reached, null);
  }
  if (reason === 'RothConversion') return conversion(q, kind, w, age, reached, amount);

  // Inherited accounts: code 4, no additional tax.
  if (kind === 'InheritedTraditionalIra') {
    w.codes = ['4'];
    w.notDetermined = true;
    w.tax = noTax('Death', amount);
    w.reasons.push({
      Rule: 'Death',
      Message: "paid to a beneficiary after the owner's death: code 4",
      Source: `${DEATH_SOURCE}; ${DISTRIBUTION_CODES_SOURCE}`,
    });
    return finish(q, kind, reason, w, age, null, null);
  }
  if (kind === 'InheritedRothIra') return rothPart(catalog, q, kind, w, 'Death', null, null, amount, false);
  if (kind === 'RothIra') {
    const circ =
      reason === 'Death'
        ? 'Death'
        : reason === 'Disability'
          ? 'Disability'
          : q.EarlyDistributionException === 'FirstHome'
            ? 'FirstHome'
            : 'Owner';
    return rothPart(catalog, q, kind, w, circ, age, reached, amount, false);
  }

  // Traditional, SEP, SIMPLE IRAs (and Trump accounts after the growth period) and plans.
  w.notDetermined = isTraditionalKind(kind);
  if (isPlanKind(kind)) w.regime = planRegime(reason);
  if (reason === 'Death') {
    w.codes = ['4'];
    w.tax = noTax('Death', amount);
    w.reasons.push({
      Rule: 'Death',
      Message: 'paid to a beneficiary or the estate: code 4',
      Source: `${DEATH_SOURCE}; ${DISTRIBUTION_CODES_SOURCE}`,
    });
    return finish(q, kind, reason, w, age, reached, null);
  }
  if (reached === null) {
    w.unchecked.push('OwnerDateOfBirth');
    w.tax = reason === 'Disability' ? noTax('Disability', amount) : unknownTax(null);
    w.reasons.push({
      Rule: 'Age59AndAHalf',
      Message: "the owner's date of birth was not given: the code depends on 59 1/2",
      Source: AGE_59_SOURCE,
    });
    return finish(q, kind, reason, w, age, reached, null);
  }
  w.reasons.push({
    Rule: 'Age59AndAHalf',
    Message: `the owner reaches 59 1/2 on ${half}: ${reached ? 'reached' : 'not reached'} on ${q.DistributionDate}`,
    Source: AGE_59_SOURCE,
  });
  if (reason === 'Disability') {
    w.codes = reached ? ['7'] : ['3'];
    w.tax = noTax(reached ? 'Age59AndAHalf' : 'Disability', amount);
    w.reasons.push({
      Rule: 'Disability',
      Message: reached
        ? 'disabled and 59 1/2 or older: a normal distribution, code 7'
        : 'disabled (72(m)(7)): code 3, no additional tax',
      Source: `${DISABILITY_SOURCE}; ${DISTRIBUTION_CODES_SOURCE}`,
    });
    return finish(q, kind, reason, w, age, reached, null);
  }
  if (reason === 'Rmd' && !reached)
    w.warnings.push({
      Code: 'RmdBeforeApplicableAge',
      Message: 'an owner has no required distribution before the applicable age: treated as Normal',
    });
  const exception = claimedException(q);
  if (reached) {
    const modified = exception === 'SubstantiallyEqualPeriodicPayments' && q.ExceptionFacts?.SeppModified === true;
    const within5 = modified && seppWithinFiveYears(q, w);
    if (modified && within5 !== false) {
      w.codes = ['1'];
      w.tax = unknownTax('10');
      w.unchecked.push(
        'SeppRecaptureAmount: 72(t)(4) recaptures the tax on the earlier payments of the modified series',
      );
      w.reasons.push({
        Rule: 'SubstantiallyEqualPeriodicPayments',
        Message: 'a series modified within five years of its first payment: code 1 even at 59 1/2, with recapture',
        Source: EARLY_DISTRIBUTION_EXCEPTION_RULES.SubstantiallyEqualPeriodicPayments.Source,
      });
      return finish(q, kind, reason, w, age, reached, null);
    }
    w.codes = ['7'];
    w.tax = noTax('Age59AndAHalf', amount);
    w.reasons.push({
      Rule: 'NormalDistribution',
      Message: '59 1/2 or older: a normal distribution, code 7',
      Source: DISTRIBUTION_CODES_SOURCE,
    });
    return finish(q, kind, reason, w, age, reached, null);
  }
  return earlyDistribution(catalog, q, kind, w, on, birth, age, exception, amount);
}

/**
 * The exception to the additional tax a distribution claims: a series of substantially equal
 * payments whether given as the reason or as the exception (72(t)(2)(A)(iv)), for every IRA.
 */
function claimedException(q: DistributionTreatmentQuery): EarlyDistributionException | undefined {
  return q.DistributionReason === 'SubstantiallyEqualPeriodicPayments'
    ? 'SubstantiallyEqualPeriodicPayments'
    : q.EarlyDistributionException;
}

function earlyDistribution(
  catalog: Catalog,
  q: DistributionTreatmentQuery,
  kind: DistributionTreatmentKind,
  w: Work,
  on: YMD,
  birth: YMD | undefined,
  age: number | null,
  exception: EarlyDistributionException | undefined,
  amount: Decimal,
): DistributionTreatment | Failure {
  // SIMPLE IRA within two years of first participation: S and 25 percent.
  let simple: boolean | null = null;
  if (kind === 'SimpleIra') {
    const within = simpleFirstTwoYears(q, w);
    if (within === undefined)
      return bad('SimpleIraParticipationStartDate', 'must be a date YYYY-MM-DD not after the distribution');
    simple = within;
  }
  const rateParam =
    simple === true ? 'simple_ira_first_two_years_additional_tax_percent' : 'early_distribution_additional_tax_percent';
  const rateR = parameterValue(catalog, rateParam, { Date: q.DistributionDate });
  if (!rateR.ok) return failure('InvalidRequest', rateR.Message);
  const rate = simple === null && kind === 'SimpleIra' ? null : rateR.Value;
  w.reasons.push({
    Rule: 'AdditionalTaxRate',
    Message:
      rate === null
        ? 'the rate is 25 percent within two years of first SIMPLE participation, 10 percent after: the ' +
          'start date was not given'
        : `additional tax rate ${rate} percent${simple ? ' (SIMPLE IRA, first two years)' : ''}`,
    Source: simple === null && kind === 'SimpleIra' ? SIMPLE_SOURCE : `${rateR.Reference}; ${rateR.Source}`,
  });
  const noExceptionCode: DistributionCode | null =
    kind === 'SimpleIra' ? (simple === null ? null : simple ? 'S' : '1') : '1';

  if (exception === undefined) {
    w.codes = noExceptionCode === null ? null : [noExceptionCode];
    w.tax = appliesTax(amount, rate);
    w.reasons.push({
      Rule: 'EarlyDistribution',
      Message:
        `before 59 1/2 with no exception claimed: code ${noExceptionCode ?? '(S or 1)'}; the additional tax ` +
        `applies to the taxable amount`,
      Source: `26 U.S.C. 72(t)(1); ${DISTRIBUTION_CODES_SOURCE}`,
    });
    return finish(q, kind, q.DistributionReason, w, age, false, simple);
  }
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
    return finish(q, kind, q.DistributionReason, w, age, false, simple);
  }
  if (exception === 'SubstantiallyEqualPeriodicPayments' && seppWithinFiveYears(q, w) === undefined)
    return bad('ExceptionFacts.SeppStartDate', 'must be a date YYYY-MM-DD not after the distribution');
  const errors: ExceptionFactError[] = [];
  const limit = exceptionLimit(catalog, rule, q.ExceptionFacts ?? {}, amount, on, q.DistributionDate, birth, errors);
  if (errors.length > 0) return bad(errors[0]!.field, errors[0]!.message);
  for (const m of limit.Reasons) w.reasons.push({ Rule: exception, Message: m, Source: rule.Source });
  w.unchecked.push(...limit.Unchecked);
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
  if (limit.Excepted === undefined) {
    w.tax = unknownTax(rate, exception);
    return finish(q, kind, q.DistributionReason, w, age, false, simple);
  }
  const subject = amount.minus(limit.Excepted);
  w.tax = {
    Status: subject.gt(0) ? 'Applies' : 'DoesNotApply',
    RatePercent: rate,
    Relief: limit.Excepted.gt(0) ? exception : null,
    ExceptedAmount: decimalString(limit.Excepted),
    SubjectAmount: decimalString(subject),
    Amount: rate === null ? null : decimalString(taxOf(subject, rate)),
  };
  return finish(q, kind, q.DistributionReason, w, age, false, simple);
}

function rothPart(
  catalog: Catalog,
  q: DistributionTreatmentQuery,
  kind: DistributionTreatmentKind,
  w: Work,
  circumstance: 'Owner' | 'Death' | 'Disability' | 'FirstHome',
  age: number | null,
  reached: boolean | null,
  amount: Decimal,
  keepCodes: boolean,
): DistributionTreatment | Failure {
  const facts = q.Roth ?? {};
  const r = rothDistribution(catalog, {
    ...facts,
    DistributionDate: q.DistributionDate,
    Amount: q.Amount,
    Circumstance: circumstance,
    ...(q.OwnerDateOfBirth !== undefined && kind === 'RothIra' ? { OwnerDateOfBirth: q.OwnerDateOfBirth } : {}),
  });
  if (!r.ok)
    return {
      ...r,
      Message: `Roth: ${r.Message}`,
      Errors: r.Errors.map((e) => ({ ...e, FieldName: `Roth.${e.FieldName}` })),
    };
  w.roth = r;
  w.unchecked.push(...r.Unchecked.map((u) => (u === 'OwnerDateOfBirth' ? u : `Roth.${u}`)));
  for (const m of r.Reasons) w.reasons.push({ Rule: 'RothDistribution', Message: m, Source: r.Sources[0] ?? '' });
  w.taxable = r.TaxableAmount === null ? null : new Decimal(r.TaxableAmount);
  // Codes (Guide to Distribution Codes: J, Q, T; Q and T are never combined with another code).
  if (!keepCodes) {
    const exempt = circumstance === 'Death' || circumstance === 'Disability' || reached === true;
    if (!exempt && reached === null) w.codes = null;
    else if (!exempt) w.codes = ['J'];
    else w.codes = r.FiveYearPeriodMet === true ? ['Q'] : ['T'];
    w.reasons.push({
      Rule: 'DistributionCode',
      Message:
        w.codes === null
          ? "the code (J, Q or T) depends on 59 1/2: the owner's date of birth was not given"
          : w.codes[0] === 'J'
            ? 'a Roth IRA distribution before 59 1/2 (not for death or disability): code J'
            : w.codes[0] === 'Q'
              ? 'the five-year period is met and the owner is 59 1/2, disabled or dead: code Q'
              : 'the owner is 59 1/2, disabled or dead but the five-year period is not known to be met: code T',
      Source: DISTRIBUTION_CODES_SOURCE,
    });
  }
  // Additional tax: on the Roth base, less any claimed exception.
  if (r.Qualified === 'Yes') w.tax = noTax('QualifiedRothDistribution', amount);
  else if (circumstance === 'Death') w.tax = noTax('Death', amount);
  else if (circumstance === 'Disability') w.tax = noTax('Disability', amount);
  else if (reached === true) w.tax = noTax('Age59AndAHalf', amount);
  else if (r.AdditionalTaxBase === null) w.tax = unknownTax('10');
  else {
    const base = new Decimal(r.AdditionalTaxBase);
    const exception = claimedException(q);
    if (exception === undefined || base.isZero())
      w.tax = base.isZero() ? noTax('NotIncome', amount) : appliesTax(base, '10');
    else {
      const rule = EARLY_DISTRIBUTION_EXCEPTION_RULES[exception];
      if (rule.Scope === 'PlanOnly') {
        w.warnings.push({
          Code: 'ExceptionNotForThisAccount',
          Message: `${exception} is for employer plans only`,
          Source: rule.Source,
        });
        w.tax = appliesTax(base, '10');
      } else {
        const on = parseIsoDate(q.DistributionDate)!;
        const errors: ExceptionFactError[] = [];
        const birth = q.OwnerDateOfBirth === undefined ? undefined : parseIsoDate(q.OwnerDateOfBirth);
        const limit = exceptionLimit(
          catalog,
          rule,
          q.ExceptionFacts ?? {},
          base,
          on,
          q.DistributionDate,
          birth,
          errors,
        );
        if (errors.length > 0) return bad(errors[0]!.field, errors[0]!.message);
        for (const m of limit.Reasons) w.reasons.push({ Rule: exception, Message: m, Source: rule.Source });
        w.unchecked.push(...limit.Unchecked);
        if (limit.Excepted === undefined) w.tax = unknownTax('10', exception);
        else {
          const subject = base.minus(limit.Excepted);
          w.tax = {
            Status: subject.gt(0) ? 'Applies' : 'DoesNotApply',
            RatePercent: '10',
            Relief: limit.Excepted.gt(0) ? exception : null,
            ExceptedAmount: decimalString(limit.Excepted),
            SubjectAmount: decimalString(subject),
            Amount: decimalString(taxOf(subject, '10')),
          };
        }
      }
    }
  }
  return finish(q, kind, q.DistributionReason, w, age, reached, null);
}

function excessContribution(
  q: DistributionTreatmentQuery,
  kind: DistributionTreatmentKind,
  w: Work,
  on: YMD,
  age: number | null,
  reached: boolean | null,
): DistributionTreatment | Failure {
  if (kind === 'InheritedTraditionalIra' || kind === 'InheritedRothIra')
    return bad('DistributionReason', 'an inherited IRA takes no contributions to return', 'NotForThisAccount');
  w.reasons.push({
    Rule: 'ExcessContribution',
    Message:
      'a return of an excess contribution with its net income attributable: the contribution is not ' +
      'income, the earnings are income for the year the contribution was made',
    Source: `26 U.S.C. 408(d)(4); 26 CFR 1.408-11; ${DISTRIBUTION_CODES_SOURCE}`,
  });
  let yearCode: DistributionCode | null = null;
  if (q.ExcessContributionDepositDate === undefined) w.unchecked.push('ExcessContributionDepositDate');
  else {
    const d = parseIsoDate(q.ExcessContributionDepositDate);
    if (!d) return bad('ExcessContributionDepositDate', 'must be a date YYYY-MM-DD');
    if (q.ExcessContributionDepositDate > q.DistributionDate)
      return bad('ExcessContributionDepositDate', 'is after the distribution');
    if (d.year < on.year - 1)
      return bad(
        'ExcessContributionDepositDate',
        'is more than a year before: a 408(d)(4) return must come by the due date (with extensions) of the ' +
          'return for the contribution; use Normal',
        'NotACorrectiveDistribution',
      );
    yearCode = d.year === on.year ? '8' : 'P';
  }
  if (q.NetIncomeAttributable === undefined) {
    w.unchecked.push('NetIncomeAttributable');
    w.taxable = null;
  } else {
    const n = parseAmount(q.NetIncomeAttributable, { allowZero: true, allowNegative: true });
    if (!n.ok) return bad('NetIncomeAttributable', n.message);
    if (n.value.gte(new Decimal(String(q.Amount))))
      return bad('NetIncomeAttributable', 'must be less than Amount (the returned contribution plus its earnings)');
    w.taxable = Decimal.max(0, n.value);
  }
  const afterSecure2 = q.DistributionDate >= CORRECTIVE_FROM;
  const roth = isRothKind(kind);
  let early = false;
  if (afterSecure2) w.tax = noTax('CorrectiveDistribution', w.taxable ?? undefined);
  else if (reached === null) {
    w.unchecked.push('OwnerDateOfBirth');
    w.tax = unknownTax('10');
  } else if (reached) w.tax = noTax('Age59AndAHalf', w.taxable ?? undefined);
  else {
    early = true;
    w.tax = w.taxable === null ? unknownTax('10') : appliesTax(w.taxable, '10');
  }
  w.reasons.push({
    Rule: 'CorrectiveDistribution',
    Message: afterSecure2
      ? 'the net income attributable is not subject to the additional tax (from 2022-12-29)'
      : 'before 2022-12-29 the net income attributable was subject to the additional tax before 59 1/2',
    Source: CORRECTIVE_SOURCE,
  });
  if (yearCode !== null) {
    w.codes = roth ? ['J', yearCode] : early ? [yearCode, '1'] : [yearCode];
    if (afterSecure2 === false && reached === null) w.codes = null;
  }
  w.regime = 'Nonperiodic';
  return finish(q, kind, 'ExcessContribution', w, age, reached, null);
}

function recharacterization(
  q: DistributionTreatmentQuery,
  kind: DistributionTreatmentKind,
  w: Work,
  on: YMD,
  age: number | null,
  reached: boolean | null,
): DistributionTreatment | Failure {
  if (kind !== 'TraditionalIra' && kind !== 'SepIra' && kind !== 'RothIra')
    return bad('DistributionReason', 'only a regular IRA contribution may be recharacterized', 'NotForThisAccount');
  const y = q.RecharacterizedContributionYear;
  if (y === undefined) w.unchecked.push('RecharacterizedContributionYear');
  else if (typeof y !== 'number' || !Number.isInteger(y))
    return bad('RecharacterizedContributionYear', 'must be a whole year');
  else if (y === on.year) w.codes = ['N'];
  else if (y === on.year - 1) w.codes = ['R'];
  else
    return bad(
      'RecharacterizedContributionYear',
      'must be the year of the recharacterization or the year before (due date with extensions)',
      'RecharacterizationTooLate',
    );
  w.taxable = new Decimal(0);
  w.regime = 'None';
  w.tax = noTax('NotADistribution');
  w.reasons.push({
    Rule: 'Recharacterization',
    Message:
      'a recharacterized contribution: code N (same year) or R (contribution for the year before); nothing ' +
      'taxable; no IRA/SEP/SIMPLE box',
    Source: `26 U.S.C. 408A(d)(6); ${DISTRIBUTION_CODES_SOURCE}; ${IRA_BOX_SOURCE}`,
  });
  return finish(q, kind, 'Recharacterization', w, age, reached, null);
}

function conversion(
  q: DistributionTreatmentQuery,
  kind: DistributionTreatmentKind,
  w: Work,
  age: number | null,
  reached: boolean | null,
  amount: Decimal,
): DistributionTreatment | Failure {
  if (!isTraditionalKind(kind))
    return bad(
      'DistributionReason',
      'only a traditional, SEP or SIMPLE IRA converts to a Roth IRA here',
      'NotForThisAccount',
    );
  let simple: boolean | null = null;
  if (kind === 'SimpleIra') {
    const within = simpleFirstTwoYears(q, w);
    if (within === undefined)
      return bad('SimpleIraParticipationStartDate', 'must be a date YYYY-MM-DD not after the distribution');
    simple = within;
    if (simple === true)
      return failure(
        'DistributionNotPermitted',
        'a SIMPLE IRA may not be converted to a Roth IRA within two years of first participation (26 ' +
          'U.S.C. 408(d)(3)(G))',
      );
    if (simple === null)
      w.warnings.push({
        Code: 'SimpleTwoYearsUnchecked',
        Message: 'the two-year SIMPLE period could not be checked',
        Source: SIMPLE_SOURCE,
      });
  }
  w.notDetermined = true;
  w.tax = noTax('RothConversion', amount);
  if (reached === null) w.unchecked.push('OwnerDateOfBirth');
  else w.codes = reached ? ['7'] : ['2'];
  w.reasons.push({
    Rule: 'RothConversion',
    Message: 'a conversion is taxable as a distribution but not subject to 72(t): code 2 before 59 1/2, 7 after',
    Source: `${CONVERSION_SOURCE}; ${DISTRIBUTION_CODES_SOURCE}`,
  });
  return finish(q, kind, 'RothConversion', w, age, reached, simple);
}

/** 'PostGrowth', 'Done' (w filled), or a failure. */
function trumpStage(
  q: DistributionTreatmentQuery,
  reason: DistributionReason,
  w: Work,
): 'PostGrowth' | 'Done' | Failure {
  if (q.OwnerDateOfBirth === undefined)
    return bad(
      'OwnerDateOfBirth',
      "is required for a Trump account (the beneficiary's, for the growth period)",
      'Required',
    );
  const phase = trumpAccountPhase({ BeneficiaryDateOfBirth: q.OwnerDateOfBirth, On: q.DistributionDate });
  if (!phase.ok) return phase;
  if (phase.Phase === 'PostGrowth') return 'PostGrowth';
  const allowed: Partial<Record<DistributionReason, string>> = {
    QualifiedRollover: 'QualifiedRollover',
    QualifiedAbleRollover: 'QualifiedAbleRollover',
    ExcessContribution: 'ReturnOfExcessContributions',
    Death: 'Death',
  };
  const permitted = allowed[reason];
  if (permitted === undefined)
    return failure(
      'DistributionNotPermitted',
      `no distribution is permitted from a Trump account during the growth period (until ` +
        `${phase.GrowthPeriodEnds}) except QualifiedRollover, QualifiedAbleRollover, ExcessContribution and ` +
        `Death`,
    );
  if ((reason === 'QualifiedRollover' || reason === 'QualifiedAbleRollover') && q.EntireBalance !== true)
    return failure(
      'DistributionNotPermitted',
      `${reason} during the growth period must move the whole balance (EntireBalance true)`,
    );
  if (reason === 'QualifiedAbleRollover' && q.DistributionDate.slice(0, 4) !== phase.GrowthPeriodEnds.slice(0, 4))
    return failure(
      'DistributionNotPermitted',
      `a qualified ABLE rollover is permitted only in ${phase.GrowthPeriodEnds.slice(0, 4)}, the year the ` +
        `beneficiary turns 17`,
    );
  w.reasons.push({
    Rule: 'TrumpAccountGrowthPeriod',
    Message: `${phase.Reason}; ${permitted} is permitted`,
    Source: phase.Source,
  });
  w.unchecked.push(
    'TrumpAccountReporting: Form 1099-R coding and taxation of growth-period distributions are not modelled',
  );
  w.codes = reason === 'Death' ? ['4'] : null;
  w.taxable = null;
  w.tax =
    reason === 'Death'
      ? noTax('Death')
      : ROLLOVER_REASONS.includes(reason)
        ? noTax('NotADistribution')
        : unknownTax(null);
  w.regime = ROLLOVER_REASONS.includes(reason) ? 'None' : 'Nonperiodic';
  return 'Done';
}

function simpleFirstTwoYears(q: DistributionTreatmentQuery, w: Work): boolean | null | undefined {
  if (q.SimpleIraParticipationStartDate === undefined) {
    w.unchecked.push('SimpleIraParticipationStartDate');
    return null;
  }
  const s = parseIsoDate(q.SimpleIraParticipationStartDate);
  if (!s || q.SimpleIraParticipationStartDate > q.DistributionDate) return undefined;
  const end = `${String(s.year + 2).padStart(4, '0')}${q.SimpleIraParticipationStartDate.slice(4)}`;
  const within = q.DistributionDate < end;
  w.reasons.push({
    Rule: 'SimpleFirstTwoYears',
    Message:
      `the two years from first participation on ${q.SimpleIraParticipationStartDate} run to the day before ` +
      `${end}: ${within ? 'within' : 'after'} them`,
    Source: SIMPLE_SOURCE,
  });
  return within;
}

/** false when the series began more than five years before; undefined for a bad date; null when unknown. */
function seppWithinFiveYears(q: DistributionTreatmentQuery, w: Work): boolean | null | undefined {
  const start = q.ExceptionFacts?.SeppStartDate;
  if (start === undefined) return null;
  const s = parseIsoDate(start);
  if (!s || start > q.DistributionDate) return undefined;
  const fifth = `${String(s.year + 5).padStart(4, '0')}${start.slice(4)}`;
  const within = q.DistributionDate < fifth;
  w.reasons.push({
    Rule: 'SubstantiallyEqualPeriodicPayments',
    Message: `the series began ${start}; its five years run to the day before ${fifth}`,
    Source: EARLY_DISTRIBUTION_EXCEPTION_RULES.SubstantiallyEqualPeriodicPayments.Source,
  });
  return within;
}

function planRegime(reason: DistributionReason): WithholdingRegime {
  // 26 CFR 1.402(c)-2 Q&A-3, -4: RMDs, series of substantially equal payments, corrective
  // distributions are not eligible rollover distributions; a direct rollover withholds nothing.
  if (reason === 'DirectRollover') return 'None';
  if (
    reason === 'Rmd' ||
    reason === 'SubstantiallyEqualPeriodicPayments' ||
    reason === 'ExcessContribution' ||
    reason === 'Epcrs'
  )
    return 'Nonperiodic';
  return 'EligibleRolloverDistribution';
}

function taxOf(subject: Decimal, rate: string): Decimal {
  return subject.times(rate).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

function noTax(relief: AdditionalTaxRelief, excepted?: Decimal): AdditionalTax {
  return {
    Status: 'DoesNotApply',
    RatePercent: null,
    Relief: relief,
    ExceptedAmount: excepted === undefined ? null : decimalString(excepted),
    SubjectAmount: '0',
    Amount: '0',
  };
}

function appliesTax(subject: Decimal, rate: string | null): AdditionalTax {
  return {
    Status: subject.gt(0) ? 'Applies' : 'DoesNotApply',
    RatePercent: rate,
    Relief: null,
    ExceptedAmount: '0',
    SubjectAmount: decimalString(subject),
    Amount: rate === null ? null : decimalString(taxOf(subject, rate)),
  };
}

function unknownTax(rate: string | null, relief: AdditionalTaxRelief | null = null): AdditionalTax {
  return {
    Status: 'Unchecked',
    RatePercent: rate,
    Relief: relief,
    ExceptedAmount: null,
    SubjectAmount: null,
    Amount: null,
  };
}

function finish(
  q: DistributionTreatmentQuery,
  kind: DistributionTreatmentKind,
  reason: DistributionReason,
  w: Work,
  age: number | null,
  reached: boolean | null,
  simple: boolean | null,
): DistributionTreatment {
  const iraBox = checksIraSepSimpleBox(kind);
  if (w.notDetermined)
    w.reasons.push({
      Rule: 'TaxableAmount',
      Message:
        `the gross ${decimalString(new Decimal(String(q.Amount)))} is reported as taxable, taxable amount ` +
        `not determined`,
      Source: TAXABLE_NOT_DETERMINED_SOURCE,
    });
  return {
    ok: true,
    Treatment: kind,
    DistributionReason: reason,
    DistributionCodes: w.codes,
    IraSepSimple: iraBox && reason !== 'Recharacterization',
    AgeAtDistribution: age,
    Reached59AndAHalf: reached,
    SimpleFirstTwoYears: simple,
    TaxableAmount: w.taxable === null ? null : decimalString(w.taxable),
    TaxableAmountNotDetermined: w.notDetermined,
    AdditionalTax: w.tax,
    WithholdingRegime: w.regime,
    CountsTowardRequiredDistribution: countsTowardRequiredDistribution(reason),
    ...(w.roth !== undefined ? { Roth: w.roth } : {}),
    Reasons: w.reasons,
    Warnings: w.warnings,
    Unchecked: [...new Set(w.unchecked)],
  };
}
