import { Decimal, decimalString } from '../../shared/money.js';
import type { ContributionCheckOf } from '../schema.js';
import { catchUpFor, catchUpRoom } from './catch-up.js';
import {
  type CheckContext,
  type CheckOutcome,
  limitOutcome,
  param,
  paramFailure,
  priorTotal,
  row,
  SKIP,
} from './context.js';

/**
 * A percentage of compensation, the compensation first capped (401(a)(17)); cut to cents
 * downward. With CatchUps (SARSEP), catch-up deferrals are not counted against the percentage
 * (414(v)(3)(A)): the limit rises by the catch-up, at most by the year's deferrals.
 */
export function checkPercentOfCompensation(
  ctx: CheckContext,
  c: ContributionCheckOf<'PercentOfCompensation'>,
): CheckOutcome {
  if (!c.Sources.includes(ctx.source)) return SKIP;
  const comp = ctx.n.facts.compensation;
  if (comp === undefined) return { rows: [], unchecked: ['Compensation'] };
  const year = ctx.taxYear ?? ctx.n.date.year;
  const pct = param(ctx, c.PercentParameter, year);
  if (!pct.ok) return paramFailure(c.Id, c.Source, pct);
  let counted = comp;
  let note = `${decimalString(pct.value)} percent of compensation ${decimalString(comp)}`;
  if (c.CompensationCapParameter) {
    const cap = param(ctx, c.CompensationCapParameter, year);
    if (!cap.ok) return paramFailure(c.Id, c.Source, cap);
    if (comp.gt(cap.value)) {
      counted = cap.value;
      note =
        `${decimalString(pct.value)} percent of compensation capped at ${decimalString(cap.value)} ` +
        `(${c.CompensationCapParameter})`;
    }
  }
  let limit = counted.times(pct.value).div(100).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const cu = catchUpFor(ctx, c.CatchUps, year);
  if (c.CatchUpSources && cu.amount.gt(0)) {
    const { room, deferrals } = catchUpRoom(ctx, cu.amount, c.CatchUpSources, 'TaxYear');
    limit = limit.plus(room);
    note +=
      `; catch-up not counted (414(v)(3)(A)): ${cu.note ?? ''}, at most the year's ` +
      `${c.CatchUpSources.join(' and ')} contributions ${decimalString(deferrals)}, so ${decimalString(room)} ` +
      `is added`;
  }
  const prior = priorTotal(ctx, c.Sources, 'TaxYear');
  const r = row(c.Id, c.Rule, limit, prior.plus(ctx.n.amount), c.Source, { param: pct, note });
  return limitOutcome(r, limit, prior, cu.unchecked, `${c.Sources.join(' and ')} contributions for ${year}`);
}
