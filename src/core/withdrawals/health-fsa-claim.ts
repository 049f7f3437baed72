import { validateBenefitPlanConfig } from '../balances/plan-config.js';
import { addDays, toDayNumber } from '../calendar/day-number.js';
import type { Catalog } from '../catalog/types.js';
import { daysInMonth, formatIsoDate, parseIsoDate, type YMD } from '../shared/dates.js';
import { type Failure, type FieldError, failure } from '../shared/error-codes.js';
import { Decimal, decimalString, parseAmount } from '../shared/money.js';

// A health FSA claim against one plan year (26 CFR 1.125-5 proposed; 1.125-1(e)): the whole
// annual election is available from the first day (uniform coverage, Prop. Reg. 1.125-5(d)),
// for expenses incurred in the plan year or its grace period, submitted by the end of the
// run-out period. A plan year has a grace period or a carryover, never both (Notice 2013-71).

export interface HealthFsaClaimQuery {
  readonly PlanYearStart: string;
  readonly PlanYearEnd: string;
  readonly AnnualElection: number | string;
  /** Carried over into this plan year from the one before (at most the dated limit). */
  readonly CarriedOverIn?: number | string;
  /** Already reimbursed from this plan year's money. */
  readonly ReimbursementsToDate: number | string;
  readonly ClaimAmount: number | string;
  /** When the expense was incurred (the service date). */
  readonly ExpenseDate: string;
  /** When the claim was submitted. */
  readonly ClaimDate: string;
  /** Grace period after the plan year, in months (at most 2.5); exclusive with CarryoverAmount. */
  readonly GracePeriodMonths?: number | string;
  /** The plan's carryover amount (declared for the year's configuration check). */
  readonly CarryoverAmount?: number | string;
  /** Days after the plan year (or its grace period) to submit claims; default 0. */
  readonly RunOutDays?: number;
}

export interface HealthFsaClaim {
  readonly ok: true;
  readonly PayableNow: string;
  readonly NotPayable: string;
  /** Election + carried over in - reimbursed, before this claim. */
  readonly Available: string;
  /** Last day an expense may be incurred (plan year end, or the grace period's end). */
  readonly CoverageEnds: string;
  /** Last day a claim may be submitted. */
  readonly RunOutEnds: string;
  readonly Reasons: readonly string[];
  readonly Sources: readonly string[];
}

const SOURCE_UNIFORM =
  'Prop. 26 CFR 1.125-5(d) (uniform coverage: the whole election from the first day of the plan year)';
const SOURCE_RUNOUT =
  'Prop. 26 CFR 1.125-1(e) (use-or-lose; a plan may allow a run-out period to submit claims incurred in the plan year)';
const SOURCE_GRACE =
  'Notice 2005-42 (grace period of up to 2 1/2 months); Notice 2013-71 (grace period or carryover, not both)';
const MAX_RUN_OUT_DAYS = 366;

function bad(field: string, message: string): Failure {
  const errors: FieldError[] = [{ FieldName: field, ErrorCode: 'Invalid', Message: message }];
  return failure('InvalidRequest', `${field} ${message}`, errors);
}

/**
 * The last day of a grace period of `months` after the plan year ending `end`: with a half
 * month, the 15th day of the following month (2 1/2 months after December 31 is March 15,
 * Notice 2005-42); in whole months, the same day that many months later (or that month's last).
 */
export function graceEnd(end: YMD, months: Decimal): YMD {
  const whole = months.floor().toNumber();
  const half = months.minus(whole).gt(0);
  let y = end.year;
  let m = end.month + whole + (half ? 1 : 0);
  while (m > 12) {
    m -= 12;
    y += 1;
  }
  if (half) return { year: y, month: m, day: 15 };
  const endIsMonthEnd = end.day === daysInMonth(end.year, end.month);
  return { year: y, month: m, day: endIsMonthEnd ? daysInMonth(y, m) : Math.min(end.day, daysInMonth(y, m)) };
}

/** Pay a health FSA claim. Never throws. */
export function healthFsaClaim(catalog: Catalog, q: HealthFsaClaimQuery): HealthFsaClaim | Failure {
  try {
    return compute(catalog, q);
  } catch {
    return failure('InvalidRequest', 'the health FSA claim could not be read');
  }
}

function compute(catalog: Catalog, q: HealthFsaClaimQuery): HealthFsaClaim | Failure {
  if (typeof q !== 'object' || q === null) return bad('(query)', 'must be an object');
  const start = parseIsoDate(q.PlanYearStart);
  const end = parseIsoDate(q.PlanYearEnd);
  if (!start) return bad('PlanYearStart', 'must be a date YYYY-MM-DD');
  if (!end || q.PlanYearEnd < q.PlanYearStart) return bad('PlanYearEnd', 'must be a date on or after PlanYearStart');
  if (toDayNumber(end) - toDayNumber(start) > 366) return bad('PlanYearEnd', 'a plan year is at most 12 months');
  const expense = parseIsoDate(q.ExpenseDate);
  if (!expense) return bad('ExpenseDate', 'must be a date YYYY-MM-DD');
  const claimDate = parseIsoDate(q.ClaimDate);
  if (!claimDate || q.ClaimDate < q.ExpenseDate) return bad('ClaimDate', 'must be a date on or after ExpenseDate');
  const amounts: Decimal[] = [];
  for (const [name, v, zero] of [
    ['AnnualElection', q.AnnualElection, true],
    ['CarriedOverIn', q.CarriedOverIn ?? 0, true],
    ['ReimbursementsToDate', q.ReimbursementsToDate, true],
    ['ClaimAmount', q.ClaimAmount, false],
  ] as const) {
    const r = parseAmount(v, { allowZero: zero });
    if (!r.ok) return bad(name, r.message);
    amounts.push(r.value);
  }
  const [election, carriedIn, reimbursed, claim] = amounts as [Decimal, Decimal, Decimal, Decimal];
  const runOut = q.RunOutDays ?? 0;
  if (!Number.isInteger(runOut) || runOut < 0 || runOut > MAX_RUN_OUT_DAYS)
    return bad('RunOutDays', `must be a whole number of days from 0 to ${MAX_RUN_OUT_DAYS}`);
  const cfg = validateBenefitPlanConfig(catalog, {
    AccountTypeCode: 'health-care-fsa',
    PlanYear: start.year,
    ...(q.GracePeriodMonths !== undefined ? { GracePeriodMonths: q.GracePeriodMonths } : {}),
    ...(q.CarryoverAmount !== undefined ? { CarryoverAmount: q.CarryoverAmount } : {}),
  });
  if (!cfg.ok) return failure(cfg.ErrorCode, cfg.Message, cfg.Errors);
  const reasons: string[] = [];
  const sources = [SOURCE_UNIFORM, SOURCE_RUNOUT];
  let coverageEnd = end;
  if (cfg.Mode === 'GracePeriod') {
    const months = new Decimal(String(q.GracePeriodMonths));
    coverageEnd = graceEnd(end, months);
    sources.push(SOURCE_GRACE);
    reasons.push(
      `grace period of ${decimalString(months)} months: expenses through ${formatIsoDate(coverageEnd)} count`,
    );
  }
  const runOutEnd = addDays(coverageEnd, runOut);
  const coverageEndsIso = formatIsoDate(coverageEnd);
  const runOutEndsIso = formatIsoDate(runOutEnd);
  const available = Decimal.max(0, election.plus(carriedIn).minus(reimbursed));
  const answer = (payable: Decimal, why: string): HealthFsaClaim => ({
    ok: true,
    PayableNow: decimalString(payable),
    NotPayable: decimalString(claim.minus(payable)),
    Available: decimalString(available),
    CoverageEnds: coverageEndsIso,
    RunOutEnds: runOutEndsIso,
    Reasons: [...reasons, why],
    Sources: sources,
  });
  if (q.ExpenseDate < q.PlanYearStart || q.ExpenseDate > coverageEndsIso)
    return answer(
      new Decimal(0),
      `the expense of ${q.ExpenseDate} is outside the coverage period ${q.PlanYearStart} to ${coverageEndsIso}`,
    );
  if (q.ClaimDate > runOutEndsIso)
    return answer(
      new Decimal(0),
      `submitted ${q.ClaimDate}, after the run-out period ended ${runOutEndsIso}: the claim is not paid`,
    );
  const payable = Decimal.min(claim, available);
  return answer(
    payable,
    `uniform coverage: the election ` +
      `${decimalString(election)}${carriedIn.gt(0) ? ` plus ${decimalString(carriedIn)} carried over` : ''} ` +
      `less ${decimalString(reimbursed)} reimbursed leaves ${decimalString(available)}`,
  );
}
