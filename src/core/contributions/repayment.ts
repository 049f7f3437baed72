// Repayments of distributions the law lets the owner pay back to an IRA (ContributionSource
// `Repayment`): what each may repay, within which period, and how Form 5498 reports it. A repayment
// is not an annual contribution (no 219/408A limit, not deductible): it is treated as a rollover of
// the distribution (72(t)(2)(H)(v)(IV) and the like), except a reservist's, which is a nondeductible
// contribution (72(t)(2)(G)(ii)): basis. docs/decisions/30-repayments.md.

import { plusDays, plusYears } from '../movements/date-steps.js';
import { formatIsoDate, parseIsoDate, type YMD } from '../shared/dates.js';
import { Decimal, decimalString } from '../shared/money.js';
import type { EarlyDistributionException } from '../withdrawals/early-distribution-exceptions.js';
import type { ContributionCheckRow } from './types.js';

export const REPAYABLE_DISTRIBUTIONS = [
  'BirthOrAdoption',
  'QualifiedReservist',
  'QualifiedDisaster',
  'EmergencyPersonalExpense',
  'DomesticAbuseVictim',
  'TerminalIllness',
] as const satisfies readonly EarlyDistributionException[];
export type RepayableDistribution = (typeof REPAYABLE_DISTRIBUTIONS)[number];

export function isRepayableDistribution(v: unknown): v is RepayableDistribution {
  return typeof v === 'string' && (REPAYABLE_DISTRIBUTIONS as readonly string[]).includes(v);
}

/** Form 5498 box 14b codes the Instructions for Forms 1099-R and 5498 publish. */
export type RepaymentCode = 'QR' | 'DD' | 'BA';

export interface RepaymentRule {
  /**
   * The repayment period: `ThreeYears` from the day after the distribution was received; `AfterActiveDuty`:
   * within 2 years after the end of the reservist's active duty period (a fact the service does not hold).
   */
  readonly Period: 'ThreeYears' | 'AfterActiveDuty';
  /** Distributions received on or before `Before.Through` may instead be repaid until `Before.Until`. */
  readonly Transition?: { readonly Through: string; readonly Until: string; readonly Source: string };
  /** Form 5498 box 14b; null where no code is published (the reason is `CodeNote`). */
  readonly Code: RepaymentCode | null;
  readonly CodeNote: string;
  /**
   * What the repayment is: `Rollover`, the distribution treated as rolled over in a trustee-to-trustee transfer
   * within 60 days (no basis); `NondeductibleContribution`, a contribution outside the dollar limits that may
   * not be deducted (a reservist's, 72(t)(2)(G)(ii)): basis in a traditional IRA (Form 8606).
   */
  readonly Treatment: 'Rollover' | 'NondeductibleContribution';
  readonly Source: string;
}

const BOX_14 =
  'Instructions for Forms 1099-R and 5498, Form 5498 boxes 14a-14b (repayments: QR qualified reservist, DD ' +
  'qualified disaster, BA qualified birth or adoption distribution)';
const NO_CODE =
  'no box 14b code is published for it (the Instructions for Forms 1099-R and 5498 list QR, DD and BA only): ' +
  'box 14a with box 14b blank until the IRS gives one';
const ROLLOVER_TREATMENT = 'treated as a trustee-to-trustee transfer within 60 days of the distribution';

export const REPAYMENT_RULES: Readonly<Record<RepayableDistribution, RepaymentRule>> = {
  BirthOrAdoption: {
    Period: 'ThreeYears',
    Transition: {
      Through: '2022-12-29',
      Until: '2025-12-31',
      Source: 'SECURE 2.0 Act sec. 311(b) (a distribution made on or before December 29, 2022: by December 31, 2025)',
    },
    Code: 'BA',
    CodeNote: BOX_14,
    Treatment: 'Rollover',
    Source:
      `26 U.S.C. 72(t)(2)(H)(v) as amended by SECURE 2.0 Act sec. 311 (within the 3-year period beginning on ` +
      `the day after the distribution was received; ${ROLLOVER_TREATMENT}, (v)(IV))`,
  },
  QualifiedReservist: {
    Period: 'AfterActiveDuty',
    Code: 'QR',
    CodeNote: BOX_14,
    Treatment: 'NondeductibleContribution',
    Source:
      '26 U.S.C. 72(t)(2)(G)(ii) (to an IRA, at any time during the 2-year period after the end of the active ' +
      'duty period; not deductible, and no 219 or 408A limit applies; not treated as a rollover: a ' +
      'nondeductible contribution, basis on Form 8606, Instructions for Form 8606)',
  },
  QualifiedDisaster: {
    Period: 'ThreeYears',
    Code: 'DD',
    CodeNote: BOX_14,
    Treatment: 'Rollover',
    Source:
      `26 U.S.C. 72(t)(11)(C) (SECURE 2.0 Act sec. 331: within the 3-year period beginning on the day after ` +
      `the distribution was received; ${ROLLOVER_TREATMENT})`,
  },
  EmergencyPersonalExpense: {
    Period: 'ThreeYears',
    Code: null,
    CodeNote: NO_CODE,
    Treatment: 'Rollover',
    Source:
      `26 U.S.C. 72(t)(2)(I)(v) (SECURE 2.0 Act sec. 115: rules like (H)(v), within the 3-year period ` +
      `beginning on the day after the distribution was received); Notice 2024-55`,
  },
  DomesticAbuseVictim: {
    Period: 'ThreeYears',
    Code: null,
    CodeNote: NO_CODE,
    Treatment: 'Rollover',
    Source:
      `26 U.S.C. 72(t)(2)(K)(v) (SECURE 2.0 Act sec. 314: within the 3-year period beginning on the day ` +
      `after the distribution was received); Notice 2024-55`,
  },
  TerminalIllness: {
    Period: 'ThreeYears',
    Code: null,
    CodeNote: NO_CODE,
    Treatment: 'Rollover',
    Source:
      `26 U.S.C. 72(t)(2)(L)(iii) (SECURE 2.0 Act sec. 326: rules like (H)(v), within the 3-year period ` +
      `beginning on the day after the distribution was received); Notice 2024-2 section 3.F`,
  },
};

/**
 * The distribution repaid, when it was paid from an account of the service (the fund route reads it):
 * whether it belongs to the same owner, the early-distribution exception it claimed, when and how much it
 * paid, what earlier repayments of it came to, and whether it came from a Roth IRA.
 */
export interface RepaidDistributionFacts {
  readonly TransactionId: string;
  /** False when the distribution was paid to another person (the repayment is refused). */
  readonly SameOwner: boolean;
  /** WithdrawalDetail.ExceptionClaimed of the distribution (null: none claimed). */
  readonly ExceptionClaimed: string | null;
  /** YYYY-MM-DD. */
  readonly DistributionDate: string;
  readonly GrossAmount: string;
  /** Earlier repayments of this distribution (to any of the owner's accounts), a plain decimal. */
  readonly EarlierRepayments: string;
  /** The distribution came from a Roth IRA. */
  readonly FromRoth: boolean;
  /** The distribution came from a SIMPLE IRA (408(d)(3)(G): to another SIMPLE IRA only, for 2 years). */
  readonly FromSimple?: boolean;
}

export interface RepaymentQuery {
  readonly RepaymentOf: unknown;
  /** The repayment's date and amount (already valid). */
  readonly Date: YMD;
  readonly Amount: Decimal;
  /** The IRA repaid into is a Roth IRA. */
  readonly ToRoth: boolean;
  /** The IRA repaid into is a SIMPLE IRA. */
  readonly ToSimple?: boolean;
  /** The repaid distribution as the service recorded it; absent: not paid from an account of the service. */
  readonly Distribution?: RepaidDistributionFacts;
  /**
   * The repaid distribution's TransactionId named no distribution of the service the caller may see (null),
   * or was not named (undefined).
   */
  readonly DistributionId?: string | null;
}

export interface RepaymentFailure {
  readonly ErrorCode: 'RepaymentNotPermitted' | 'InvalidRequest';
  readonly Message: string;
  readonly Rule: string;
  readonly Source: string;
  readonly FieldName: string;
  readonly FieldErrorCode: string;
  readonly Limit?: string;
  readonly ComparedWith?: string;
}

export type RepaymentOutcome =
  | { readonly ok: true; readonly rows: ContributionCheckRow[]; readonly unchecked: string[] }
  | ({ readonly ok: false; readonly rows: ContributionCheckRow[] } & RepaymentFailure);

/** The last day of the 3-year period beginning on the day after `received` (date-fns steps: date-steps.ts). */
export function threeYearPeriodEnd(received: YMD): YMD {
  const end = plusDays(plusYears(plusDays(formatIsoDate(received), 1), 3), -1);
  const ymd = parseIsoDate(end);
  if (ymd === undefined) throw new RangeError(`not a date: ${end}`); // date-steps returns calendar dates
  return ymd;
}

const ROTH_SOURCE =
  '26 U.S.C. 408A(e), 408(d)(3) (a Roth IRA distribution may be rolled over only to a Roth IRA); ' +
  '72(t)(2)(H)(v)(I) (to a plan to which a rollover contribution of the distribution could be made)';

/**
 * Whether a repayment may be accepted: RepaymentOf names a repayable distribution; when the repaid
 * distribution is one of the service's, it is the owner's, claimed that exception, came from the same
 * kind of IRA (Roth to Roth), and the amount is at most what it paid less earlier repayments; the date
 * is inside the period. A fact the service does not hold is listed in `unchecked`.
 */
export function checkRepayment(q: RepaymentQuery): RepaymentOutcome {
  const rows: ContributionCheckRow[] = [];
  const unchecked: string[] = [];
  const refuse = (f: RepaymentFailure): RepaymentOutcome => ({ ok: false, rows, ...f });
  if (!isRepayableDistribution(q.RepaymentOf))
    return refuse({
      ErrorCode: 'InvalidRequest',
      Message:
        q.RepaymentOf === undefined
          ? 'a Repayment names the distribution it repays: RepaymentOf is required'
          : `RepaymentOf must be one of ${REPAYABLE_DISTRIBUTIONS.join(', ')}`,
      Rule: 'repayment-of',
      Source: '26 U.S.C. 72(t)(2)(G)(ii), (t)(2)(H)(v), (t)(2)(I)(v), (t)(2)(K)(v), (t)(2)(L), (t)(11)(C)',
      FieldName: 'RepaymentOf',
      FieldErrorCode: q.RepaymentOf === undefined ? 'Required' : 'Invalid',
    });
  const what = q.RepaymentOf;
  const rule = REPAYMENT_RULES[what];
  const dateIso = formatIsoDate(q.Date);
  if (q.DistributionId === null)
    return refuse({
      ErrorCode: 'RepaymentNotPermitted',
      Message: 'RepaidTransactionId names no distribution of this provider',
      Rule: 'repaid-distribution',
      Source: rule.Source,
      FieldName: 'RepaidTransactionId',
      FieldErrorCode: 'RepaidDistributionNotFound',
    });
  const d = q.Distribution;
  // A SIMPLE IRA takes a rollover from another plan, and a SIMPLE IRA's distribution goes to another plan,
  // only after the participant's first 2 years (408(d)(3)(G), 408(p)(1)(B)): a date the service does not hold.
  if ((q.ToSimple === true) !== (d?.FromSimple === true)) unchecked.push('SimpleIraTwoYearPeriod');
  if (d === undefined) {
    unchecked.push('RepaidDistribution');
    if (rule.Period === 'AfterActiveDuty') unchecked.push('ActiveDutyEndDate');
    else unchecked.push('RepaymentPeriod');
    rows.push({
      Rule: 'repayment-period',
      Kind: 'RepaymentPeriod',
      Limit: 'unknown: the distribution was not paid from an account of the service',
      ComparedWith: dateIso,
      Passed: true,
      Source: rule.Source,
    });
    return { ok: true, rows, unchecked };
  }
  if (!d.SameOwner)
    return refuse({
      ErrorCode: 'RepaymentNotPermitted',
      Message: `distribution ${d.TransactionId} was paid to another person: only its recipient may repay it`,
      Rule: 'repaid-distribution',
      Source: rule.Source,
      FieldName: 'RepaidTransactionId',
      FieldErrorCode: 'RepaymentOwnerMismatch',
    });
  const claimed = d.ExceptionClaimed === null ? 'claimed as no' : `a ${d.ExceptionClaimed}`;
  if (d.ExceptionClaimed !== what)
    return refuse({
      ErrorCode: 'RepaymentNotPermitted',
      Message:
        `distribution ${d.TransactionId} was ${claimed} distribution, not ${what}: only a ${what} distribution ` +
        'may be repaid as one',
      Rule: 'repaid-distribution',
      Limit: what,
      ComparedWith: d.ExceptionClaimed ?? 'none',
      Source: rule.Source,
      FieldName: 'RepaymentOf',
      FieldErrorCode: 'RepaymentOfMismatch',
    });
  if (d.FromRoth && !q.ToRoth)
    return refuse({
      ErrorCode: 'RepaymentNotPermitted',
      Message: `distribution ${d.TransactionId} came from a Roth IRA: it may be repaid only to a Roth IRA`,
      Rule: 'repayment-plan',
      Source: ROTH_SOURCE,
      FieldName: 'RepaidTransactionId',
      FieldErrorCode: 'RepaymentPlanNotEligible',
    });
  if (!d.FromRoth && q.ToRoth) unchecked.push('RepaymentIntoRothIra');
  const room = new Decimal(d.GrossAmount).minus(d.EarlierRepayments);
  const amountRow: ContributionCheckRow = {
    Rule: 'repayment-amount',
    Kind: 'RepaymentAmount',
    Limit: decimalString(Decimal.max(room, 0)),
    ComparedWith: decimalString(q.Amount),
    Passed: q.Amount.lte(room),
    Source: rule.Source,
    Note: `distribution ${d.GrossAmount} less earlier repayments ${d.EarlierRepayments}`,
  };
  rows.push(amountRow);
  if (!amountRow.Passed)
    return refuse({
      ErrorCode: 'RepaymentNotPermitted',
      Message:
        `a repayment of distribution ${d.TransactionId} may be at most ${amountRow.Limit} (the ${d.GrossAmount} ` +
        `distributed less ${d.EarlierRepayments} already repaid); ${amountRow.ComparedWith} is more`,
      Rule: 'repayment-amount',
      Limit: amountRow.Limit,
      ComparedWith: amountRow.ComparedWith,
      Source: rule.Source,
      FieldName: 'Amount',
      FieldErrorCode: 'RepaymentExceedsDistribution',
    });
  const received = parseIsoDate(d.DistributionDate);
  if (received === undefined || dateIso <= d.DistributionDate)
    return refuse({
      ErrorCode: 'RepaymentNotPermitted',
      Message: `a repayment must follow the distribution it repays (${d.DistributionDate})`,
      Rule: 'repayment-period',
      Limit: `after ${d.DistributionDate}`,
      ComparedWith: dateIso,
      Source: rule.Source,
      FieldName: 'RepaidTransactionId',
      FieldErrorCode: 'RepaymentBeforeDistribution',
    });
  if (rule.Period === 'AfterActiveDuty') {
    unchecked.push('ActiveDutyEndDate');
    rows.push({
      Rule: 'repayment-period',
      Kind: 'RepaymentPeriod',
      Limit: '2 years after the end of the active duty period',
      ComparedWith: dateIso,
      Passed: true,
      Source: rule.Source,
      Note: 'the end of the active duty period is not a fact of the service',
    });
    return { ok: true, rows, unchecked };
  }
  const transition = rule.Transition !== undefined && d.DistributionDate <= rule.Transition.Through;
  const last = transition ? rule.Transition!.Until : formatIsoDate(threeYearPeriodEnd(received));
  const periodRow: ContributionCheckRow = {
    Rule: 'repayment-period',
    Kind: 'RepaymentPeriod',
    Limit: `through ${last}`,
    ComparedWith: dateIso,
    Passed: dateIso <= last,
    Source: transition ? `${rule.Source}; ${rule.Transition!.Source}` : rule.Source,
  };
  rows.push(periodRow);
  if (!periodRow.Passed)
    return refuse({
      ErrorCode: 'RepaymentNotPermitted',
      Message:
        `the period to repay distribution ${d.TransactionId} (${d.DistributionDate}) ended ${last}; ` +
        `${dateIso} is too late`,
      Rule: 'repayment-period',
      Limit: periodRow.Limit,
      ComparedWith: dateIso,
      Source: periodRow.Source,
      FieldName: 'RepaidTransactionId',
      FieldErrorCode: 'RepaymentPeriodEnded',
    });
  return { ok: true, rows, unchecked };
}
