import { Decimal } from '../../shared/money.js';
import type { ContributionCheckOf } from '../schema.js';
import { ageAtEndOfYear, limitOutcome, param, paramFailure, periodYear, priorTotal, row, SKIP, ZERO, type CheckContext, type CheckOutcome, type ParamHit } from './context.js';

export interface CapLimit {
  readonly limit: Decimal;
  readonly param: Extract<ParamHit, { ok: true }>;
  readonly unchecked: string[];
  readonly note: string | undefined;
}

/** The cap's limit for this contribution's year: the parameter plus the largest applicable catch-up. */
export function capLimit(ctx: CheckContext, c: ContributionCheckOf<'Cap'>): CapLimit | CheckOutcome {
  const year = periodYear(ctx, c.Period) ?? ctx.n.date.year;
  const unchecked: string[] = [];
  let name = c.Parameter;
  if (c.ParameterWhenMarriedFilingSeparately) {
    if (ctx.n.facts.filingStatus === undefined) unchecked.push('FilingStatus');
    else if (ctx.n.facts.filingStatus === 'MarriedFilingSeparately') name = c.ParameterWhenMarriedFilingSeparately;
  }
  const base = param(ctx, name, year);
  if (!base.ok) return paramFailure(c.Id, c.Source, base);
  let limit = base.value;
  let note: string | undefined;
  if (c.CatchUps && c.CatchUps.length > 0) {
    const dob = ctx.n.facts.dateOfBirth;
    if (!dob) unchecked.push('DateOfBirth');
    else {
      const age = ageAtEndOfYear(dob, year);
      let best = ZERO;
      for (const cu of c.CatchUps) {
        if (age < cu.MinAge || (cu.MaxAge !== undefined && age > cu.MaxAge)) continue;
        const hit = param(ctx, cu.Parameter, year);
        // A catch-up not yet in force for the year (e.g. the 60-63 catch-up before 2025) does not apply.
        if (hit.ok && hit.value.gt(best)) {
          best = hit.value;
          note = `includes catch-up ${cu.Parameter} (${hit.value.toFixed()}) at age ${age} by the end of ${year} (${cu.Source})`;
        }
      }
      limit = limit.plus(best);
    }
  }
  return { limit, param: base, unchecked, note };
}

export function sharedAmount(ctx: CheckContext, fact: string | undefined, unchecked: string[]): Decimal {
  if (fact === undefined) return ZERO;
  const v = ctx.n.facts.shared[fact];
  if (v === undefined) {
    unchecked.push(fact);
    return ZERO;
  }
  return v;
}

export function checkCap(ctx: CheckContext, c: ContributionCheckOf<'Cap'>): CheckOutcome {
  if (!c.Sources.includes(ctx.source)) return SKIP;
  const cap = capLimit(ctx, c);
  if (!('limit' in cap)) return cap;
  const unchecked = [...cap.unchecked];
  const prior = priorTotal(ctx, c.Sources, c.Period).plus(sharedAmount(ctx, c.SharedWith, unchecked));
  const compared = prior.plus(ctx.n.amount);
  const r = row(c.Id, c.Rule, cap.limit, compared, c.Source, { param: cap.param, ...(cap.note !== undefined ? { note: cap.note } : {}) });
  const period = c.Period === 'Lifetime' ? 'the life of the account' : `${c.Period} ${periodYear(ctx, c.Period)}`;
  return limitOutcome(r, cap.limit, prior, unchecked, `${c.Sources.join(' and ')} contributions for ${period}`);
}
