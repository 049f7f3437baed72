import type { Catalog } from '../catalog/types.js';
import { inheritedIraSchedule } from '../distributions/inherited/inherited-ira-schedule.js';
import type { InheritedScheduleQuery } from '../distributions/inherited/types.js';
import { parameterValue } from '../parameters/parameter-value.js';
import { parseIsoDate } from '../shared/dates.js';
import { type Failure, type FieldError, failure } from '../shared/error-codes.js';
import { Decimal, decimalString, parseAmount } from '../shared/money.js';

/** Money in the status answers: two decimals, as the required amounts are written. */
const money = (d: Decimal): string => d.toFixed(2);

import {
  countsTowardRequiredDistribution,
  type DistributionReason,
  isDistributionReason,
} from '../withdrawals/distribution-reason.js';
import { type DistributionTreatmentKind, treatmentOfType } from '../withdrawals/treatment-kind.js';
import { ownerRequiredAmount } from './owner-required-amount.js';

// Whether a year's required minimum distributions were taken: per account, per aggregation
// group (what may satisfy what), and per owner. Aggregation: an owner's traditional, SEP and
// SIMPLE IRAs may satisfy each other's amounts (26 CFR 1.408-8(e)); inherited IRAs only among
// those the same beneficiary holds from the same decedent, of the same kind (1.408-8(e)(1));
// Roth IRAs have no lifetime amounts and each employer plan account stands alone (1.401(a)(9)-8).

/** A distribution out of an account (counted toward the requirement unless its reason says not). */
export interface RequiredDistributionPayment {
  readonly Date: string;
  readonly Amount: number | string;
  /** Default Normal. ExcessContribution and Recharacterization do not count. */
  readonly DistributionReason?: DistributionReason;
}

/** The inherited-IRA facts of the schedule (inheritedIraSchedule), with who the decedent was. */
export type InheritedFacts = Omit<InheritedScheduleQuery, 'AccountTypeCode' | 'YearEndBalances' | 'FromYear'> & {
  /** Identifies the decedent: inherited IRAs aggregate only with others from the same one. */
  readonly DecedentId: string;
};

export interface RequiredDistributionAccount {
  readonly AccountId: string;
  readonly AccountTypeCode: string;
  /** The client who holds the account: the owner, or the beneficiary of an inherited IRA. */
  readonly OwnerId: string;
  /** Owner accounts: the owner's (participant's) date of birth. */
  readonly OwnerDateOfBirth?: string;
  /** Owner accounts: the spouse's date of birth when the spouse is the sole beneficiary all year. */
  readonly SoleSpouseBeneficiaryDateOfBirth?: string;
  /** Employer plans: the year the participant retired. */
  readonly PlanRetirementYear?: number;
  /** Employer plans: the participant is a 5-percent owner. */
  readonly FivePercentOwner?: boolean;
  /** Inherited IRAs: the schedule facts. */
  readonly Inherited?: InheritedFacts;
  /**
   * Account values on December 31 of past years: cash plus holdings at their last price on or
   * before that day (a fact the host computes). The amount for a year uses the year before.
   */
  readonly YearEndValues?: readonly { readonly Year: number; readonly Value: number | string }[];
  /** Distributions from the account around the year (at most 1,000). */
  readonly Distributions?: readonly RequiredDistributionPayment[];
}

export interface RequiredDistributionFacts {
  readonly Accounts: readonly RequiredDistributionAccount[];
  /** The day the status is read: an unpaid remainder after its deadline is Missed. */
  readonly AsOf?: string;
}

export type RequirementStatus = 'NotRequired' | 'Satisfied' | 'Outstanding' | 'Open' | 'Missed' | 'Unknown';

/** How a group aggregates: what may satisfy what. */
export type Aggregation = 'OwnerIras' | 'InheritedFromSameDecedent' | 'Alone';

export interface AccountRequirement {
  readonly AccountId: string;
  readonly AccountTypeCode: string;
  readonly Treatment: DistributionTreatmentKind | null;
  readonly OwnerId: string;
  /** The aggregation group; null when the account has no requirement of its kind. */
  readonly GroupKey: string | null;
  readonly Required: boolean | null;
  readonly RequiredAmount: string | null;
  readonly Divisor: string | null;
  readonly Table: string | null;
  readonly Deadline: string | null;
  readonly FirstDistributionYear: number | null;
  /** Inherited final year: the whole remaining balance is due. */
  readonly DistributeEntireBalance: boolean;
  /** An IRS relief notice or a statutory waiver removes the excise on this year's amount. */
  readonly PenaltyWaived: boolean;
  /**
   * This account's distributions that count toward the year if it stood alone: for the first year,
   * through April 1 of the next; for the second, less what its January-April payments paid toward
   * its own first-year shortfall (the calendar year's payments when that split is unknown).
   */
  readonly Distributed: string;
  /** RequiredAmount - Distributed, at least zero, if the account stood alone. */
  readonly RemainingIfAlone: string | null;
  readonly Reasons: readonly string[];
  readonly Unchecked: readonly string[];
  readonly Sources: readonly string[];
}

export interface ExciseExposure {
  /** The excise rate on the shortfall (4974(a)): 25 percent from 2023 (50 before). */
  readonly RatePercent: string;
  /** The reduced rate when corrected within the correction window (4974(e)); null before 2023. */
  readonly CorrectedRatePercent: string | null;
  readonly IfNotCorrected: string;
  readonly IfCorrected: string | null;
  /** The last day of the correction window (or earlier: a deficiency notice or an assessment). */
  readonly CorrectionWindowEnds: string | null;
  readonly Source: string;
}

export interface GroupRequirement {
  readonly GroupKey: string;
  readonly Aggregation: Aggregation;
  readonly OwnerId: string;
  readonly AccountIds: readonly string[];
  readonly RequiredAmount: string | null;
  /** Distributions of the group's accounts that count toward the year. */
  readonly Counted: string;
  readonly Remaining: string | null;
  readonly Deadline: string | null;
  readonly Status: RequirementStatus;
  readonly PenaltyWaived: boolean;
  /** The excise on Remaining should it stay unpaid past the deadline; null when nothing remains or it is waived. */
  readonly Excise: ExciseExposure | null;
  readonly Reasons: readonly string[];
}

export interface OwnerRequirement {
  readonly OwnerId: string;
  readonly GroupKeys: readonly string[];
  /** Sum over the owner's groups; null when any is unknown. */
  readonly RequiredAmount: string | null;
  readonly Remaining: string | null;
  readonly Status: RequirementStatus;
}

export interface RequiredDistributionStatus {
  readonly ok: true;
  readonly Year: number;
  readonly Accounts: readonly AccountRequirement[];
  readonly Groups: readonly GroupRequirement[];
  readonly Owners: readonly OwnerRequirement[];
  readonly Sources: readonly string[];
}

const MAX_ACCOUNTS = 1000;
const MAX_PAYMENTS = 1000;
const MAX_VALUES = 200;
const AGGREGATION_SOURCE =
  "26 CFR 1.408-8(e) (an owner's IRAs other than Roth IRAs may satisfy each other; inherited IRAs only " +
  'those from the same decedent held as beneficiary); 1.401(a)(9)-8 (each plan separately); 1.408A-6 Q&A-14 ' +
  "(Roth IRAs: none during the owner's life)";
const FIRST_YEAR_SOURCE =
  "26 CFR 1.401(a)(9)-5(a)(2) (the first distribution year's amount may be made by the required beginning " +
  'date; amounts paid then count first toward it)';
const CORRECTION_SOURCE = '26 U.S.C. 4974(e)(2) (correction window)';

function bad(field: string, message: string): Failure {
  const errors: FieldError[] = [{ FieldName: field, ErrorCode: 'Invalid', Message: message }];
  return failure('InvalidRequest', `${field} ${message}`, errors);
}

/**
 * The required distributions of a year for a set of accounts, answered per account, per
 * aggregation group and per owner, with what was taken, what remains, the deadline and the
 * excise exposure. Never throws; a fact not given leaves its figure null and is listed in the
 * account's Unchecked.
 */
export function requiredDistributionStatus(
  catalog: Catalog,
  facts: RequiredDistributionFacts,
  year: number,
): RequiredDistributionStatus | Failure {
  try {
    return compute(catalog, facts, year);
  } catch {
    return failure('InvalidRequest', 'the required distribution facts could not be read');
  }
}

interface Working {
  readonly out: AccountRequirement;
  readonly aggregation: Aggregation;
  /** Dated counting payments. */
  readonly payments: readonly { date: string; amount: Decimal }[];
  /** The payments in the year's window (the first year's runs to April 1 of the next), before any split. */
  readonly windowPaid: Decimal;
  /** For an owner's first year + 1: the first year's own requirement (to know what January-April paid). */
  readonly previousRequired: Decimal | null | undefined;
  readonly firstYear: number | null;
}

function compute(
  catalog: Catalog,
  facts: RequiredDistributionFacts,
  year: number,
): RequiredDistributionStatus | Failure {
  if (!Number.isInteger(year) || year < 1987 || year > 2200) return bad('Year', 'must be a whole year from 1987');
  if (typeof facts !== 'object' || facts === null || !Array.isArray(facts.Accounts))
    return bad('Accounts', 'must be a list of accounts');
  if (facts.Accounts.length > MAX_ACCOUNTS) return bad('Accounts', `must list at most ${MAX_ACCOUNTS} accounts`);
  if (facts.AsOf !== undefined && !parseIsoDate(facts.AsOf)) return bad('AsOf', 'must be a date YYYY-MM-DD');
  const seen = new Set<string>();
  const work: Working[] = [];
  for (let i = 0; i < facts.Accounts.length; i++) {
    const a = facts.Accounts[i]!;
    if (typeof a?.AccountId !== 'string' || a.AccountId.length === 0 || a.AccountId.length > 100)
      return bad(`Accounts[${i}].AccountId`, 'must be a text id');
    if (seen.has(a.AccountId)) return bad(`Accounts[${i}].AccountId`, 'appears twice');
    seen.add(a.AccountId);
    if (typeof a.OwnerId !== 'string' || a.OwnerId.length === 0 || a.OwnerId.length > 100)
      return bad(`Accounts[${i}].OwnerId`, 'must be a text id');
    const w = accountRequirement(catalog, a, year, `Accounts[${i}]`);
    if ('ok' in w) return w;
    work.push(w);
  }
  const groups = groupRequirements(catalog, work, year, facts.AsOf);
  if ('ok' in groups) return groups;
  const owners: OwnerRequirement[] = [];
  for (const ownerId of [...new Set(work.map((w) => w.out.OwnerId))]) {
    const mine = groups.filter((g) => g.OwnerId === ownerId);
    const known = mine.every((g) => g.RequiredAmount !== null && g.Remaining !== null);
    const sum = (f: (g: GroupRequirement) => string | null) =>
      money(mine.reduce((s, g) => s.plus(f(g) ?? '0'), new Decimal(0)));
    owners.push({
      OwnerId: ownerId,
      GroupKeys: mine.map((g) => g.GroupKey),
      RequiredAmount: known ? sum((g) => g.RequiredAmount) : null,
      Remaining: known ? sum((g) => g.Remaining) : null,
      Status: worst(mine.map((g) => g.Status)),
    });
  }
  return {
    ok: true,
    Year: year,
    Accounts: work.map((w) => w.out),
    Groups: groups,
    Owners: owners,
    Sources: [AGGREGATION_SOURCE, FIRST_YEAR_SOURCE],
  };
}

const STATUS_ORDER: readonly RequirementStatus[] = [
  'NotRequired',
  'Satisfied',
  'Outstanding',
  'Open',
  'Unknown',
  'Missed',
];
function worst(list: readonly RequirementStatus[]): RequirementStatus {
  let w: RequirementStatus = 'NotRequired';
  for (const s of list) if (STATUS_ORDER.indexOf(s) > STATUS_ORDER.indexOf(w)) w = s;
  return w;
}

function readValues(a: RequiredDistributionAccount, path: string): Map<number, Decimal> | Failure {
  const m = new Map<number, Decimal>();
  const list = a.YearEndValues ?? [];
  if (!Array.isArray(list) || list.length > MAX_VALUES)
    return bad(`${path}.YearEndValues`, `must be a list of at most ${MAX_VALUES}`);
  for (let j = 0; j < list.length; j++) {
    const v = list[j]!;
    if (!Number.isInteger(v?.Year)) return bad(`${path}.YearEndValues[${j}].Year`, 'must be a whole year');
    const r = parseAmount(v.Value, { allowZero: true });
    if (!r.ok) return bad(`${path}.YearEndValues[${j}].Value`, r.message);
    if (m.has(v.Year)) return bad(`${path}.YearEndValues[${j}].Year`, 'appears twice');
    m.set(v.Year, r.value);
  }
  return m;
}

function readPayments(a: RequiredDistributionAccount, path: string): { date: string; amount: Decimal }[] | Failure {
  const list = a.Distributions ?? [];
  if (!Array.isArray(list) || list.length > MAX_PAYMENTS)
    return bad(`${path}.Distributions`, `must be a list of at most ${MAX_PAYMENTS}`);
  const out: { date: string; amount: Decimal }[] = [];
  for (let j = 0; j < list.length; j++) {
    const p = list[j]!;
    if (!parseIsoDate(p?.Date)) return bad(`${path}.Distributions[${j}].Date`, 'must be a date YYYY-MM-DD');
    const r = parseAmount(p.Amount);
    if (!r.ok) return bad(`${path}.Distributions[${j}].Amount`, r.message);
    const reason = p.DistributionReason ?? 'Normal';
    if (!isDistributionReason(reason))
      return bad(`${path}.Distributions[${j}].DistributionReason`, 'is not a DistributionReason');
    if (countsTowardRequiredDistribution(reason)) out.push({ date: p.Date, amount: r.value });
  }
  return out;
}

const sumBetween = (ps: readonly { date: string; amount: Decimal }[], from: string, to: string) =>
  ps.filter((p) => p.date >= from && p.date <= to).reduce((s, p) => s.plus(p.amount), new Decimal(0));

function accountRequirement(
  catalog: Catalog,
  a: RequiredDistributionAccount,
  year: number,
  path: string,
): Working | Failure {
  const values = readValues(a, path);
  if ('ok' in values) return values;
  const payments = readPayments(a, path);
  if ('ok' in payments) return payments;
  const treatment = treatmentOfType(catalog, a.AccountTypeCode);
  const base = {
    AccountId: a.AccountId,
    AccountTypeCode: a.AccountTypeCode,
    OwnerId: a.OwnerId,
    Divisor: null,
    Table: null,
    DistributeEntireBalance: false,
    PenaltyWaived: false,
  };
  const none = (why: string, kind: DistributionTreatmentKind | null, sources: string[]): Working => ({
    out: {
      ...base,
      Treatment: kind,
      GroupKey: null,
      Required: false,
      RequiredAmount: '0.00',
      Deadline: null,
      FirstDistributionYear: null,
      Distributed: money(sumBetween(payments, `${year}-01-01`, `${year}-12-31`)),
      RemainingIfAlone: '0.00',
      Reasons: [why],
      Unchecked: [],
      Sources: sources,
    },
    aggregation: 'Alone',
    payments,
    windowPaid: sumBetween(payments, `${year}-01-01`, `${year}-12-31`),
    previousRequired: undefined,
    firstYear: null,
  });
  if (typeof treatment === 'string') {
    if (!catalog.typeBySlug.has(a.AccountTypeCode)) return failure('UnknownAccountType', treatment);
    return none(`${a.AccountTypeCode} has no required minimum distributions`, null, []);
  }
  const kind = treatment.Kind;
  if (kind === 'RothIra')
    return none("a Roth IRA requires nothing during the owner's life", kind, ['26 U.S.C. 408A(c)(5)']);
  if (kind === 'Plesa')
    return none("a PLESA is a designated Roth account: nothing is required during the participant's life", kind, [
      '26 U.S.C. 402A(d)(5) (SECURE 2.0 sec. 325, from 2024)',
    ]);
  if (kind === 'InheritedTraditionalIra' || kind === 'InheritedRothIra')
    return inheritedRequirement(catalog, a, year, path, kind, values, payments, base);

  // Owner accounts: traditional, SEP, SIMPLE IRAs, Trump accounts and employer plans.
  if (a.OwnerDateOfBirth === undefined) {
    return {
      out: {
        ...base,
        Treatment: kind,
        GroupKey: groupKey(kind, a),
        Required: null,
        RequiredAmount: null,
        Deadline: null,
        FirstDistributionYear: null,
        Distributed: money(sumBetween(payments, `${year}-01-01`, `${year}-12-31`)),
        RemainingIfAlone: null,
        Reasons: ["the owner's date of birth was not given"],
        Unchecked: ['OwnerDateOfBirth'],
        Sources: [],
      },
      aggregation: kind === 'QualifiedPlan' ? 'Alone' : 'OwnerIras',
      payments,
      windowPaid: sumBetween(payments, `${year}-01-01`, `${year}-12-31`),
      previousRequired: undefined,
      firstYear: null,
    };
  }
  const plan = kind === 'QualifiedPlan';
  const ask = (y: number) =>
    ownerRequiredAmount(catalog, {
      DateOfBirth: a.OwnerDateOfBirth!,
      Year: y,
      AccountTypeCode: a.AccountTypeCode,
      ...(values.has(y - 1) ? { PriorYearEndValue: decimalString(values.get(y - 1)!) } : {}),
      ...(a.SoleSpouseBeneficiaryDateOfBirth !== undefined
        ? { SoleSpouseBeneficiaryDateOfBirth: a.SoleSpouseBeneficiaryDateOfBirth }
        : {}),
      ...(a.PlanRetirementYear !== undefined ? { PlanRetirementYear: a.PlanRetirementYear } : {}),
      ...(a.FivePercentOwner !== undefined ? { FivePercentOwner: a.FivePercentOwner } : {}),
      EmployerPlan: plan,
    });
  const r = ask(year);
  if (!r.ok) return { ...r, Message: `${path}: ${r.Message}` };
  const first = r.FirstDistributionYear;
  const windowEnd = first === year ? `${year + 1}-04-01` : `${year}-12-31`;
  const windowPaid = sumBetween(payments, `${year}-01-01`, windowEnd);
  let distributed: Decimal | null = windowPaid;
  let previousRequired: Decimal | null | undefined;
  const reasons = [...r.Reasons];
  const unchecked = [...r.Unchecked];
  if (first !== null && year === first + 1) {
    const p = ask(first);
    previousRequired = p.ok && p.Amount !== null ? new Decimal(p.Amount) : null;
    // Standing alone, this account's January 1 - April 1 payments go first to its own first-year shortfall.
    const carry = firstYearCarry([{ payments, previousRequired }], first);
    if (carry === null) {
      distributed = null;
      unchecked.push(
        `YearEndValues for ${first - 1}: needed to tell how much of the January-April ${year} ` +
          `distributions went to ${first}`,
      );
    } else distributed = windowPaid.minus(carry);
  }
  if (first === year && r.Required === true)
    reasons.push(`the first distribution year: distributions through ${windowEnd} count toward it`);
  const required = r.Amount === null ? null : new Decimal(r.Amount);
  return {
    out: {
      ...base,
      Treatment: kind,
      GroupKey: groupKey(kind, a),
      Required: r.Required,
      RequiredAmount: r.Amount,
      Divisor: r.Divisor,
      Table: r.Table,
      Deadline: r.Deadline,
      FirstDistributionYear: first,
      PenaltyWaived: false,
      // Unknown split (a January-April payment without the first year's amount): the calendar year's payments.
      Distributed: money(distributed ?? windowPaid),
      RemainingIfAlone:
        required === null || distributed === null ? null : money(Decimal.max(0, required.minus(distributed))),
      Reasons: reasons,
      Unchecked: unchecked,
      Sources: r.Sources,
    },
    aggregation: plan ? 'Alone' : 'OwnerIras',
    payments,
    windowPaid,
    previousRequired,
    firstYear: first,
  };
}

function inheritedRequirement(
  catalog: Catalog,
  a: RequiredDistributionAccount,
  year: number,
  path: string,
  kind: DistributionTreatmentKind,
  values: Map<number, Decimal>,
  payments: { date: string; amount: Decimal }[],
  base: Pick<
    AccountRequirement,
    'AccountId' | 'AccountTypeCode' | 'OwnerId' | 'DistributeEntireBalance' | 'PenaltyWaived'
  >,
): Working | Failure {
  const inh = a.Inherited;
  if (typeof inh !== 'object' || inh === null) return bad(`${path}.Inherited`, 'is required for an inherited IRA');
  if (typeof inh.DecedentId !== 'string' || inh.DecedentId.length === 0)
    return bad(`${path}.Inherited.DecedentId`, 'must be a text id');
  const distributed = sumBetween(payments, `${year}-01-01`, `${year}-12-31`);
  const query: Record<string, unknown> = { ...inh };
  delete query['DecedentId'];
  const death = parseIsoDate(inh.DecedentDateOfDeath);
  const groupKeyOf = `${kind}:${a.OwnerId}:${inh.DecedentId}`;
  const out = (
    o: Partial<AccountRequirement> & Pick<AccountRequirement, 'Required' | 'RequiredAmount' | 'Reasons'>,
  ): Working => ({
    out: {
      ...base,
      Treatment: kind,
      GroupKey: groupKeyOf,
      Divisor: null,
      Table: null,
      Deadline: null,
      FirstDistributionYear: null,
      Distributed: money(distributed),
      RemainingIfAlone:
        o.RequiredAmount === null
          ? null
          : money(Decimal.max(0, new Decimal(o.RequiredAmount ?? '0').minus(distributed))),
      Unchecked: [],
      Sources: [],
      ...o,
    },
    aggregation: 'InheritedFromSameDecedent',
    payments,
    windowPaid: distributed,
    previousRequired: undefined,
    firstYear: null,
  });
  if (death && year === death.year && kind === 'InheritedTraditionalIra' && inh.DecedentDiedOnOrAfterRbd === true) {
    const yod = yearOfDeathRequirement(catalog, inh, values, year, distributed);
    if (yod !== undefined) return out(yod);
  }
  if (death && year <= death.year)
    return out({
      Required: false,
      RequiredAmount: '0.00',
      Reasons: [
        `the beneficiary's schedule starts the year after death (${death.year + 1}); a year-of-death ` +
          `amount the owner did not take is not computed here`,
      ],
      Unchecked:
        year === death.year ? ["YearOfDeathDistribution: the decedent's own amount for the year of death"] : [],
    });
  const s = inheritedIraSchedule(catalog, {
    ...(query as Omit<InheritedScheduleQuery, 'AccountTypeCode'>),
    AccountTypeCode: a.AccountTypeCode,
    ...(values.has(year - 1)
      ? { YearEndBalances: [{ Year: year - 1, Balance: decimalString(values.get(year - 1)!) }] }
      : {}),
  });
  if (!s.ok) return { ...s, Message: `${path}: ${s.Message}` };
  const y = s.Years.find((x) => x.Year === year);
  if (!y)
    return out({
      Required: false,
      RequiredAmount: '0.00',
      Reasons: [`the schedule ended in ${s.FinalDistributionYear}`],
      Sources: [...s.Sources],
    });
  const unchecked: string[] = [];
  let amount: string | null = '0.00';
  if (y.DistributeEntireBalance) {
    // The whole balance is due by December 31: what was paid in the year plus what was still
    // there that day, when the host gives the year's own year-end value; otherwise unknown.
    const left = values.get(year);
    if (left !== undefined) amount = money(distributed.plus(left));
    else {
      amount = null;
      unchecked.push(
        `YearEndValues for ${year}: the whole remaining balance is due this year; what is left on ` +
          `December 31, ${year} is the shortfall`,
      );
    }
  } else if (y.AnnualDistributionRequired) {
    amount = y.Amount ?? null;
    if (amount === null) unchecked.push(`YearEndValues for ${year - 1}: the account value on December 31, ${year - 1}`);
  }
  return out({
    Required: y.AnnualDistributionRequired || y.DistributeEntireBalance,
    RequiredAmount: amount,
    Divisor: y.Divisor,
    Deadline: y.Deadline,
    FirstDistributionYear: s.FirstDistributionYear,
    DistributeEntireBalance: y.DistributeEntireBalance,
    PenaltyWaived: y.PenaltyWaived,
    Reasons: [`regime ${s.Regime}`, ...(y.Note !== undefined ? [y.Note] : [])],
    Unchecked: unchecked,
    Sources: [...s.Sources],
  });
}

const YEAR_OF_DEATH_SOURCE =
  "26 CFR 1.401(a)(9)-5 (death on or after the required beginning date: the year of death's amount is " +
  'figured as if the employee had lived throughout the year and, to the extent not distributed to the ' +
  'employee, is distributed to a beneficiary; former Q&A-4(a)); 1.408-8 (the same for IRAs); Pub. 590-B';
const YEAR_OF_DEATH_WAIVER =
  '26 CFR 54.4974-1(g)(3) (T.D. 10001): the excise on a year-of-death amount is waived automatically if the ' +
  "beneficiary takes it by the later of the beneficiary's tax-return due date (with extensions) for the " +
  'year of death and the end of the following year';

/**
 * The year of the owner's death (on or after the required beginning date): the owner's own amount
 * for the year, by the decedent's age (Uniform Lifetime) on this account's value on December 31 of
 * the year before; every distribution of the year from the account counts, the owner's before
 * death and the beneficiary's after it. Undefined when the owner's amount is not required that
 * year (a waived year): the caller answers as before. Without the decedent's date of birth or the
 * value the amount is unknown (null) and the missing fact is named.
 */
function yearOfDeathRequirement(
  catalog: Catalog,
  inh: InheritedFacts,
  values: Map<number, Decimal>,
  year: number,
  distributed: Decimal,
): (Partial<AccountRequirement> & Pick<AccountRequirement, 'Required' | 'RequiredAmount' | 'Reasons'>) | undefined {
  const deadline = `${year}-12-31`;
  if (inh.DecedentDateOfBirth === undefined)
    return {
      Required: true,
      RequiredAmount: null,
      Deadline: deadline,
      Reasons: ["the owner died on or after the required beginning date: the owner's own amount is due this year"],
      Unchecked: ["DecedentDateOfBirth: the owner's age sets the year-of-death divisor"],
      Sources: [YEAR_OF_DEATH_SOURCE],
    };
  const prior = values.get(year - 1);
  const r = ownerRequiredAmount(catalog, {
    DateOfBirth: inh.DecedentDateOfBirth,
    Year: year,
    ...(prior !== undefined ? { PriorYearEndValue: decimalString(prior) } : {}),
  });
  if (!r.ok || r.Required !== true) return undefined;
  const unchecked =
    prior === undefined
      ? [
          `YearEndValues for ${year - 1}: the decedent's IRA value on December 31, ${year - 1} (this account's, ` +
            'when it is the decedent’s IRA retitled)',
        ]
      : [];
  if (inh.BeneficiaryEligibleDesignatedClass === 'SurvivingSpouse')
    unchecked.push(
      'SoleSpouseBeneficiaryDateOfBirth: a sole spouse beneficiary more than ten years younger gives the ' +
        'longer joint and last survivor period for the year of death; the Uniform Lifetime amount is shown',
    );
  return {
    Required: true,
    RequiredAmount: r.Amount,
    Divisor: r.Divisor,
    Table: r.Table,
    Deadline: deadline,
    Reasons: [
      `the owner died in ${year} on or after the required beginning date: the owner's own amount for ${year} ` +
        `(divisor ${r.Divisor} at age ${year - Number(inh.DecedentDateOfBirth.slice(0, 4))}), less what the ` +
        `account paid in ${year} (${money(distributed)}, before or after the death), is due from the ` +
        `beneficiary by ${deadline}`,
      `the excise is waived automatically if it is taken by the end of ${year + 1} (or the beneficiary's ` +
        'later extended return due date)',
    ],
    Unchecked: unchecked,
    Sources: [YEAR_OF_DEATH_SOURCE, YEAR_OF_DEATH_WAIVER, ...r.Sources],
  };
}

/**
 * Of the payments of January 1 - April 1 of the year after the first distribution year, what went
 * to the first year's shortfall (1.401(a)(9)-5(a)(2)): at most that shortfall. Zero when nothing was
 * paid then, whatever the first year's amount; null when something was and that amount is unknown.
 */
function firstYearCarry(
  members: readonly {
    payments: readonly { date: string; amount: Decimal }[];
    previousRequired: Decimal | null | undefined;
  }[],
  firstYear: number,
): Decimal | null {
  const next = firstYear + 1;
  const early = members.reduce(
    (s, m) => s.plus(sumBetween(m.payments, `${next}-01-01`, `${next}-04-01`)),
    new Decimal(0),
  );
  if (early.isZero()) return early;
  if (members.some((m) => m.previousRequired === null)) return null;
  const prevRequired = members.reduce((s, m) => s.plus(m.previousRequired ?? 0), new Decimal(0));
  const prevPaid = members.reduce(
    (s, m) => s.plus(sumBetween(m.payments, `${firstYear}-01-01`, `${firstYear}-12-31`)),
    new Decimal(0),
  );
  return Decimal.min(early, Decimal.max(0, prevRequired.minus(prevPaid)));
}

function groupKey(kind: DistributionTreatmentKind, a: RequiredDistributionAccount): string {
  return kind === 'QualifiedPlan' ? `Plan:${a.AccountId}` : `OwnerIras:${a.OwnerId}`;
}

function groupRequirements(
  catalog: Catalog,
  work: readonly Working[],
  year: number,
  asOf: string | undefined,
): GroupRequirement[] | Failure {
  const byKey = new Map<string, Working[]>();
  for (const w of work) {
    if (w.out.GroupKey === null) continue;
    const list = byKey.get(w.out.GroupKey) ?? [];
    list.push(w);
    byKey.set(w.out.GroupKey, list);
  }
  const out: GroupRequirement[] = [];
  for (const [key, members] of byKey) {
    const first = members[0]!;
    const reasons: string[] = [];
    const anyRequired = members.some((m) => m.out.Required !== false);
    const required = members.every((m) => m.out.RequiredAmount !== null)
      ? members.reduce((s, m) => s.plus(m.out.RequiredAmount!), new Decimal(0))
      : null;
    const deadline = members.map((m) => m.out.Deadline).find((d) => d !== null) ?? null;
    // What counts: this year's distributions; in the first year also January 1 - April 1 of the
    // next; in the year after the first, less what January 1 - April 1 paid toward the first.
    let counted = members.reduce((s, m) => s.plus(m.windowPaid), new Decimal(0));
    let carryUnknown = false;
    const firstYear = first.firstYear;
    if (first.aggregation !== 'InheritedFromSameDecedent' && firstYear !== null && year === firstYear + 1) {
      const carry = firstYearCarry(members, firstYear);
      if (carry === null) carryUnknown = true;
      else if (carry.gt(0)) {
        counted = counted.minus(carry);
        reasons.push(
          `${decimalString(carry)} paid by April 1, ${year} went to the first distribution year ${firstYear}`,
        );
      }
    }
    const remaining = required === null || carryUnknown ? null : Decimal.max(0, required.minus(counted));
    const waived = members.every((m) => m.out.PenaltyWaived) && anyRequired;
    let status: RequirementStatus;
    if (!anyRequired) status = 'NotRequired';
    else if (remaining === null) status = 'Unknown';
    else if (remaining.isZero()) status = 'Satisfied';
    else if (asOf === undefined || deadline === null) status = 'Outstanding';
    else status = asOf > deadline ? 'Missed' : 'Open';
    let excise: ExciseExposure | null = null;
    if (remaining?.gt(0) && deadline !== null && !waived) {
      const e = exciseOf(catalog, remaining, deadline);
      if ('ok' in e) return e;
      excise = e;
    }
    if (waived && remaining?.gt(0)) reasons.push("the excise on this year's amount is waived (relief notice)");
    if (members.length > 1)
      reasons.push(
        first.aggregation === 'OwnerIras'
          ? `${members.length} IRAs of the owner: the total may be taken from any of them`
          : `${members.length} IRAs inherited from the same decedent: the total may be taken from any of them`,
      );
    out.push({
      GroupKey: key,
      Aggregation: first.aggregation,
      OwnerId: first.out.OwnerId,
      AccountIds: members.map((m) => m.out.AccountId),
      RequiredAmount: required === null ? null : money(required),
      Counted: money(counted),
      Remaining: remaining === null ? null : money(remaining),
      Deadline: deadline,
      Status: status,
      PenaltyWaived: waived,
      Excise: excise,
      Reasons: reasons,
    });
  }
  return out;
}

function exciseOf(catalog: Catalog, remaining: Decimal, deadline: string): ExciseExposure | Failure {
  const rate = parameterValue(catalog, 'required_distribution_excise_tax_percent', { Date: deadline });
  if (!rate.ok) return failure('InvalidRequest', rate.Message);
  const corrected = parameterValue(catalog, 'required_distribution_excise_tax_corrected_percent', { Date: deadline });
  const pct = (r: string) => money(remaining.times(r).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
  const taxYear = Number(deadline.slice(0, 4));
  return {
    RatePercent: rate.Value,
    CorrectedRatePercent: corrected.ok ? corrected.Value : null,
    IfNotCorrected: pct(rate.Value),
    IfCorrected: corrected.ok ? pct(corrected.Value) : null,
    CorrectionWindowEnds: corrected.ok ? `${taxYear + 2}-12-31` : null,
    Source: `${rate.Reference}; ${rate.Source}${corrected.ok ? `; ${corrected.Reference}; ${CORRECTION_SOURCE}` : ''}`,
  };
}
