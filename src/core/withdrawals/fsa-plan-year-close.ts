import { settlePlanYear } from '../balances/settle-plan-year.js';
import { addDays } from '../calendar/day-number.js';
import type { Catalog } from '../catalog/types.js';
import { formatIsoDate, parseIsoDate } from '../shared/dates.js';
import { type Failure, type FieldError, failure } from '../shared/error-codes.js';
import { Decimal, decimalString, parseAmount } from '../shared/money.js';
import { graceEnd } from './health-fsa-claim.js';

// Closing a health or dependent-care FSA plan year once its grace period and run-out have
// passed: the unused balance is carried over (health FSA, up to the plan's carryover and the
// dated maximum, Notice 2013-71 and the catalog's health_fsa_carryover_max) and the rest is
// forfeited to the Forfeitures account (use-or-lose, Prop. 26 CFR 1.125-5(c)).

export interface FsaPlanYearCloseQuery {
  readonly AccountTypeCode: 'health-care-fsa' | 'dependent-care-fsa';
  readonly PlanYearStart: string;
  readonly PlanYearEnd: string;
  readonly AnnualElection: number | string;
  /** Health FSA: uniform coverage applies; dependent care: only what was credited. */
  readonly ContributionsToDate: number | string;
  /** Everything reimbursed from the plan year's money, including claims paid in the grace period and run-out. */
  readonly ReimbursementsToDate: number | string;
  readonly CarriedOverIn?: number | string;
  readonly GracePeriodMonths?: number | string;
  readonly CarryoverAmount?: number | string;
  readonly RunOutDays?: number;
  /** Today: the close is refused before the run-out ends. */
  readonly AsOf: string;
}

export interface FsaPlanYearClose {
  readonly ok: true;
  readonly Unused: string;
  readonly CarriedOver: string;
  readonly Forfeited: string;
  /** The day after the run-out: when the forfeiture posts. */
  readonly ClosesOn: string;
  /** What decideWithdrawal posts: the forfeiture from the client's account to Forfeitures. */
  readonly Postings: readonly { readonly Account: 'Forfeitures'; readonly Amount: string }[];
  readonly Reasons: readonly string[];
  readonly Source: string;
}

function bad(field: string, message: string): Failure {
  const errors: FieldError[] = [{ FieldName: field, ErrorCode: 'Invalid', Message: message }];
  return failure('InvalidRequest', `${field} ${message}`, errors);
}

/** Close an FSA plan year: carryover and forfeiture. Never throws. */
export function fsaPlanYearClose(catalog: Catalog, q: FsaPlanYearCloseQuery): FsaPlanYearClose | Failure {
  try {
    return compute(catalog, q);
  } catch {
    return failure('InvalidRequest', 'the plan year close could not be read');
  }
}

function compute(catalog: Catalog, q: FsaPlanYearCloseQuery): FsaPlanYearClose | Failure {
  if (typeof q !== 'object' || q === null) return bad('(query)', 'must be an object');
  if (q.AccountTypeCode !== 'health-care-fsa' && q.AccountTypeCode !== 'dependent-care-fsa')
    return bad('AccountTypeCode', 'must be health-care-fsa or dependent-care-fsa');
  const start = parseIsoDate(q.PlanYearStart);
  const end = parseIsoDate(q.PlanYearEnd);
  if (!start || !end || q.PlanYearEnd < q.PlanYearStart)
    return bad('PlanYearEnd', 'must be a date on or after PlanYearStart');
  if (!parseIsoDate(q.AsOf)) return bad('AsOf', 'must be a date YYYY-MM-DD');
  const runOut = q.RunOutDays ?? 0;
  if (!Number.isInteger(runOut) || runOut < 0 || runOut > 366)
    return bad('RunOutDays', 'must be a whole number of days from 0 to 366');
  const election = parseAmount(q.AnnualElection, { allowZero: true });
  if (!election.ok) return bad('AnnualElection', election.message);
  const carriedIn = parseAmount(q.CarriedOverIn ?? 0, { allowZero: true });
  if (!carriedIn.ok) return bad('CarriedOverIn', carriedIn.message);
  const settled = settlePlanYear(catalog, {
    AccountTypeCode: q.AccountTypeCode,
    PlanYear: start.year,
    UniformCoverage: q.AccountTypeCode === 'health-care-fsa' ? 'Applies' : 'DoesNotApply',
    // The carried-over amount is available in this plan year alongside the election.
    AnnualElection: decimalString(election.value.plus(carriedIn.value)),
    ContributionsToDate: q.ContributionsToDate,
    ReimbursementsToDate: q.ReimbursementsToDate,
    ...(q.GracePeriodMonths !== undefined ? { GracePeriodMonths: q.GracePeriodMonths } : {}),
    ...(q.CarryoverAmount !== undefined ? { CarryoverAmount: q.CarryoverAmount } : {}),
  });
  if (!settled.ok)
    return failure(
      settled.ErrorCode === 'UnknownAccountType' ? 'UnknownAccountType' : 'InvalidRequest',
      settled.Message,
    );
  const coverageEnd = q.GracePeriodMonths !== undefined ? graceEnd(end, new Decimal(String(q.GracePeriodMonths))) : end;
  const closes = formatIsoDate(addDays(coverageEnd, runOut + 1));
  if (q.AsOf < closes)
    return failure(
      'InvalidRequest',
      `the plan year closes on ${closes}, after its ` +
        `${q.GracePeriodMonths !== undefined ? 'grace period and ' : ''}run-out; nothing is forfeited before ` +
        `then`,
    );
  // A grace period's balance is still claimable until the close; by now what is left is forfeited.
  const forfeited = new Decimal(settled.Forfeited).plus(settled.AvailableInGracePeriod);
  return {
    ok: true,
    Unused: settled.Unused,
    CarriedOver: settled.CarriedOver,
    Forfeited: decimalString(forfeited),
    ClosesOn: closes,
    Postings: forfeited.gt(0) ? [{ Account: 'Forfeitures', Amount: decimalString(forfeited) }] : [],
    Reasons: [
      `unused ${settled.Unused}: ${settled.CarriedOver} carried over, ${decimalString(forfeited)} ` +
        `forfeited on ${closes}`,
    ],
    Source: `${settled.Source}; Prop. 26 CFR 1.125-5(c) (use-or-lose)`,
  };
}
