import type { Catalog } from '../catalog/types.js';
import { parameterValue } from '../parameters/parameter-value.js';
import { parseIsoDate, type YMD } from '../shared/dates.js';

export interface PlesaWithdrawalQuery {
  readonly WithdrawalDate: string;
  /** Dates of earlier withdrawals from this account (bounded: 10,000). */
  readonly PriorWithdrawalDates: readonly string[];
  /** Month and day the plan year begins, `MM-DD`; default `01-01`. */
  readonly PlanYearStart?: string;
  /** The plan's own limit per calendar month (at least 1: the plan must allow one a month). */
  readonly PlanMaxPerMonth?: number;
}

export type PlesaWithdrawalResult =
  | {
      readonly ok: true;
      readonly PlanYear: number;
      /** 1-based count of this withdrawal within the plan year. */
      readonly WithdrawalNumberInPlanYear: number;
      readonly FeeFree: boolean;
      readonly FeeFreeLimit: number;
      readonly Source: string;
    }
  | { readonly ok: false; readonly ErrorCode: 'InvalidRequest'; readonly Message: string };

const MAX_PRIOR = 10_000;

function planYearOf(d: YMD, startMonth: number, startDay: number): number {
  return d.month > startMonth || (d.month === startMonth && d.day >= startDay) ? d.year : d.year - 1;
}

/**
 * A PLESA must allow at least one withdrawal per calendar month, and the first four in a plan
 * year carry no fee (ERISA 801(c)). A plan may allow more per month, never fewer than one.
 */
export function plesaWithdrawal(catalog: Catalog, q: PlesaWithdrawalQuery): PlesaWithdrawalResult {
  const bad = (Message: string): PlesaWithdrawalResult => ({ ok: false, ErrorCode: 'InvalidRequest', Message });
  if (typeof q !== 'object' || q === null) return bad('the query must be an object');
  const d = parseIsoDate(q.WithdrawalDate);
  if (!d) return bad('WithdrawalDate must be a date YYYY-MM-DD');
  if (!Array.isArray(q.PriorWithdrawalDates) || q.PriorWithdrawalDates.length > MAX_PRIOR)
    return bad(`PriorWithdrawalDates must be a list of at most ${MAX_PRIOR} dates`);
  const start = /^(\d{2})-(\d{2})$/.exec(q.PlanYearStart ?? '01-01');
  const sm = Number(start?.[1]);
  const sd = Number(start?.[2]);
  if (!start || sm < 1 || sm > 12 || sd < 1 || sd > 28) return bad('PlanYearStart must be MM-DD with a day 01..28');
  if (q.PlanMaxPerMonth !== undefined && (!Number.isInteger(q.PlanMaxPerMonth) || q.PlanMaxPerMonth < 1))
    return bad(
      'PlanMaxPerMonth must be an integer of at least 1: a PLESA must allow one withdrawal each calendar month',
    );
  const planYear = planYearOf(d, sm, sd);
  let inYear = 0;
  let inMonth = 0;
  for (const p of q.PriorWithdrawalDates) {
    const pd = parseIsoDate(p);
    if (!pd) return bad(`prior withdrawal date ${JSON.stringify(p)} is not a date`);
    if (planYearOf(pd, sm, sd) === planYear) inYear++;
    if (pd.year === d.year && pd.month === d.month) inMonth++;
  }
  if (q.PlanMaxPerMonth !== undefined && inMonth >= q.PlanMaxPerMonth)
    return bad(`the plan allows ${q.PlanMaxPerMonth} withdrawal(s) per calendar month; ${inMonth} already this month`);
  const free = parameterValue(catalog, 'plesa_fee_free_withdrawals_per_plan_year', { Year: planYear });
  if (!free.ok) return bad(free.Message);
  const limit = Number(free.Value);
  return {
    ok: true,
    PlanYear: planYear,
    WithdrawalNumberInPlanYear: inYear + 1,
    FeeFree: inYear < limit,
    FeeFreeLimit: limit,
    Source: `${free.Reference}; ${free.Source}`,
  };
}
