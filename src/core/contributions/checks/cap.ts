import { type Decimal, decimalString } from '../../shared/money.js';
import { capParameterYear } from '../limitation-year.js';
import type { ContributionCheckOf } from '../schema.js';
import { catchUpFor, catchUpRoom } from './catch-up.js';
import {
  type CheckContext,
  type CheckOutcome,
  limitOutcome,
  type ParamHit,
  param,
  paramFailure,
  periodYear,
  priorTotal,
  row,
  SKIP,
  ZERO,
} from './context.js';

export interface CapLimit {
  readonly limit: Decimal;
  readonly param: Extract<ParamHit, { ok: true }>;
  readonly unchecked: string[];
  readonly note: string | undefined;
}

type CapCheck = ContributionCheckOf<'Cap'>;

/**
 * The parameter and catch-ups that apply: the SIMPLE 110 percent pair when the employer is an
 * applicable employer (SECURE 2.0 sec. 117) and that limit is in force for the year; otherwise
 * the ordinary pair. An unstated employer status keeps the ordinary (lower) limit and is listed.
 */
function limitSpec(
  ctx: CheckContext,
  c: CapCheck,
  year: number,
  unchecked: string[],
): { name: string; catchUps: CapCheck['CatchUps']; note: string | undefined } {
  let name = c.Parameter;
  if (c.ParameterWhenMarriedFilingSeparately) {
    if (ctx.n.facts.filingStatus === undefined) unchecked.push('FilingStatus');
    else if (ctx.n.facts.filingStatus === 'MarriedFilingSeparately') name = c.ParameterWhenMarriedFilingSeparately;
  }
  const alt = c.ApplicableEmployerLimit;
  if (!alt) return { name, catchUps: c.CatchUps, note: undefined };
  const status = ctx.n.facts.simpleApplicableEmployer;
  if (status === undefined) {
    unchecked.push('SimpleApplicableEmployer');
    return {
      name,
      catchUps: c.CatchUps,
      note: 'ordinary limit: SimpleApplicableEmployer not stated, so the 110 percent limit was not considered',
    };
  }
  if (status === 'No') return { name, catchUps: c.CatchUps, note: 'ordinary limit: not an applicable employer' };
  const hit = param(ctx, alt.Parameter, year);
  // Before 2024 the 110 percent limit did not exist: the ordinary limit is the law for that year.
  if (!hit.ok)
    return { name, catchUps: c.CatchUps, note: `ordinary limit: ${alt.Parameter} is not in force for ${year}` };
  return {
    name: alt.Parameter,
    catchUps: alt.CatchUps,
    note: `110 percent limit for an applicable employer (${status}; ${alt.Source})`,
  };
}

/**
 * The cap's limit for this contribution's year: the parameter plus the largest applicable catch-up, read for
 * the period's year, or for the year the plan year ends (ParameterYear, capParameterYear).
 */
export function capLimit(ctx: CheckContext, c: CapCheck): CapLimit | CheckOutcome {
  const periodStart = periodYear(ctx, c.Period) ?? ctx.n.date.year;
  const unchecked: string[] = [];
  const ly = capParameterYear(c.ParameterYear, c.Period, periodStart, ctx.n.facts.planYearStartDate);
  if (ly?.missing) unchecked.push('PlanYearStartDate');
  const year = ly?.year ?? periodStart;
  const spec = limitSpec(ctx, c, year, unchecked);
  const base = param(ctx, spec.name, year);
  if (!base.ok) return paramFailure(c.Id, c.Source, base);
  const cu = catchUpFor(ctx, spec.catchUps, year);
  unchecked.push(...cu.unchecked);
  let added = cu.amount;
  let cuNote = cu.note;
  if (c.CatchUpSources && cu.amount.gt(0) && c.Period !== 'Lifetime') {
    const { room, deferrals } = catchUpRoom(ctx, cu.amount, c.CatchUpSources, c.Period);
    added = room;
    cuNote =
      `${cu.note ?? ''}; usable only by ${c.CatchUpSources.join(' and ')} contributions ` +
      `(${decimalString(deferrals)} this year), so ${decimalString(room)} is added`;
  }
  const note = [ly?.note, spec.note, cuNote].filter((x): x is string => x !== undefined).join('; ');
  return { limit: base.value.plus(added), param: base, unchecked, note: note === '' ? undefined : note };
}

export function sharedAmount(ctx: CheckContext, fact: string | undefined, unchecked: string[]): Decimal {
  if (fact === undefined) return ZERO;
  const v = ctx.n.facts.shared[fact];
  // The Roth part of the other IRA contributions, not given: their whole stands in (it may all be
  // Roth), and the fact is listed as not checked.
  const whole = ctx.n.facts.shared['OtherIraContributions'];
  if (v === undefined && fact === 'OtherRothIraContributions' && whole !== undefined) {
    if (whole.gt(0)) unchecked.push(fact);
    return whole;
  }
  if (v === undefined) {
    unchecked.push(fact);
    return ZERO;
  }
  return v;
}

export function checkCap(ctx: CheckContext, c: CapCheck): CheckOutcome {
  if (!c.Sources.includes(ctx.source)) return SKIP;
  const cap = capLimit(ctx, c);
  if (!('limit' in cap)) return cap;
  const unchecked = [...cap.unchecked];
  const prior = priorTotal(ctx, c.Sources, c.Period).plus(sharedAmount(ctx, c.SharedWith, unchecked));
  const compared = prior.plus(ctx.n.amount);
  const r = row(c.Id, c.Rule, cap.limit, compared, c.Source, {
    param: cap.param,
    ...(cap.note !== undefined ? { note: cap.note } : {}),
  });
  const period = c.Period === 'Lifetime' ? 'the life of the account' : `${c.Period} ${periodYear(ctx, c.Period)}`;
  return limitOutcome(r, cap.limit, prior, unchecked, `${c.Sources.join(' and ')} contributions for ${period}`);
}
