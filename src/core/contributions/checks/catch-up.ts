import { Decimal, decimalString } from '../../shared/money.js';
import type { CatchUp } from '../schema.js';
import { ageAtEndOfYear, type CheckContext, type Period, param, priorTotal, ZERO } from './context.js';

export interface CatchUpHit {
  /** The largest catch-up the owner's age allows for the year (zero when none applies). */
  readonly amount: Decimal;
  readonly note: string | undefined;
  readonly unchecked: string[];
}

/**
 * The largest applicable catch-up for `year`, by age attained by the end of the year (an age
 * 60-63 catch-up replaces the age-50 one, 414(v)(2)(E)). A catch-up not yet in force for the
 * year (no parameter value that early) does not apply. Without DateOfBirth none is applied and
 * the fact is listed.
 */
export function catchUpFor(ctx: CheckContext, catchUps: readonly CatchUp[] | undefined, year: number): CatchUpHit {
  if (!catchUps || catchUps.length === 0) return { amount: ZERO, note: undefined, unchecked: [] };
  const dob = ctx.n.facts.dateOfBirth;
  if (!dob) return { amount: ZERO, note: undefined, unchecked: ['DateOfBirth'] };
  const age = ageAtEndOfYear(dob, year);
  let best = ZERO;
  let note: string | undefined;
  for (const cu of catchUps) {
    if (age < cu.MinAge || (cu.MaxAge !== undefined && age > cu.MaxAge)) continue;
    const hit = param(ctx, cu.Parameter, year);
    if (hit.ok && hit.value.gt(best)) {
      best = hit.value;
      note =
        `includes catch-up ${cu.Parameter} (${decimalString(hit.value)}) at age ${age} by the end of ${year} ` +
        `(${cu.Source})`;
    }
  }
  return { amount: best, note, unchecked: [] };
}

/**
 * 414(v)(3)(A): catch-up contributions are elective deferrals not subject to the otherwise
 * applicable limits. A limit over deferrals and other money therefore rises by the catch-up only
 * as far as the period's deferrals (this contribution included) reach, so employer money never
 * uses the room. One catch-up amount serves every limit at once: a deferral over several limits
 * is a catch-up for all of them (26 CFR 1.414(v)-1(b)), so each limit is tested on its own.
 */
export function catchUpRoom(
  ctx: CheckContext,
  catchUp: Decimal,
  deferralSources: readonly string[],
  period: Period,
): { room: Decimal; deferrals: Decimal } {
  const deferrals = priorTotal(ctx, deferralSources, period).plus(
    deferralSources.includes(ctx.source) ? ctx.n.amount : ZERO,
  );
  return { room: Decimal.min(catchUp, deferrals), deferrals };
}
