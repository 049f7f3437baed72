import { Decimal, decimalString } from '../../shared/money.js';
import type { ContributionCheckOf } from '../schema.js';
import { capLimit, sharedAmount } from './cap.js';
import { compensationBase } from './compensation-limit.js';
import {
  type CheckContext,
  type CheckOutcome,
  limitOutcome,
  param,
  paramFailure,
  priorTotal,
  row,
  SKIP,
  ZERO,
} from './context.js';

/**
 * A MAGI phase-out of a cap: the limit shrinks ratably from the range's start to zero at its
 * end. With Rounding (Roth, 219(g)(2)): rounded up to the next multiple, and a minimum while
 * above zero. Without: cut to cents, downward, so the limit is never overstated.
 */
export function reducedLimit(
  base: Decimal,
  magi: Decimal,
  start: Decimal,
  end: Decimal,
  rounding?: { UpToMultipleOf: string; MinimumIfAboveZero: string },
): Decimal {
  if (magi.lte(start)) return base;
  if (magi.gte(end) || end.lte(start)) return ZERO;
  const reduced = base.minus(base.times(magi.minus(start)).div(end.minus(start)));
  if (!rounding) return reduced.toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const step = new Decimal(rounding.UpToMultipleOf);
  let r = reduced.div(step).toDecimalPlaces(0, Decimal.ROUND_CEIL).times(step);
  const min = new Decimal(rounding.MinimumIfAboveZero);
  if (r.gt(0) && r.lt(min)) r = min;
  return r;
}

export function checkIncomePhaseOut(ctx: CheckContext, c: ContributionCheckOf<'IncomePhaseOut'>): CheckOutcome {
  if (!c.Sources.includes(ctx.source)) return SKIP;
  const f = ctx.n.facts;
  const missing: string[] = [];
  if (f.modifiedAgi === undefined) missing.push('ModifiedAgi');
  if (f.filingStatus === undefined) missing.push('FilingStatus');
  if (f.modifiedAgi === undefined || f.filingStatus === undefined) return { rows: [], unchecked: missing };
  let status = f.filingStatus;
  if (status === 'MarriedFilingSeparately' && f.livedApart === true && c.LivedApartUses) status = c.LivedApartUses;
  const range = c.Ranges.find((r) => r.FilingStatuses.includes(status));
  if (!range) return SKIP;
  const cap = ctx.rules.Checks.find((k): k is ContributionCheckOf<'Cap'> => k.Rule === 'Cap' && k.Id === c.Reduces);
  if (!cap) return SKIP; // the schema guarantees Reduces names a Cap
  const capL = capLimit(ctx, cap);
  if (!('limit' in capL)) return capL;
  const year = ctx.taxYear ?? ctx.n.date.year;
  const start = param(ctx, range.StartParameter, year);
  if (!start.ok) return paramFailure(c.Id, c.Source, start);
  const end = param(ctx, range.EndParameter, year);
  if (!end.ok) return paramFailure(c.Id, c.Source, end);

  const unchecked = [...capL.unchecked];
  let base = capL.limit;
  let baseNote = `limit ${decimalString(capL.limit)}`;
  if (c.BaseLimitedByCompensation) {
    const comp = ctx.rules.Checks.find(
      (k): k is ContributionCheckOf<'CompensationLimit'> =>
        k.Rule === 'CompensationLimit' && k.Sources.includes(ctx.source),
    );
    const cb = comp ? compensationBase(ctx, comp) : undefined;
    if (cb && 'limit' in cb && cb.limit.lt(base)) {
      base = cb.limit;
      baseNote = `compensation ${decimalString(cb.limit)} (less than the limit)`;
    }
  }
  const limit = reducedLimit(base, f.modifiedAgi, start.value, end.value, c.Rounding);

  let prior: Decimal;
  if (c.Whose === 'Contributor') {
    const id = ctx.n.contributorId;
    if (id === undefined) unchecked.push('ContributorId');
    prior = id === undefined ? ZERO : priorTotal(ctx, c.Sources, 'TaxYear', (e) => e.contributorId === id);
  } else {
    prior = priorTotal(ctx, c.Sources, 'TaxYear').plus(sharedAmount(ctx, c.SharedWith, unchecked));
  }
  const note =
    `MAGI ${decimalString(f.modifiedAgi)} (${status}) in the range ` +
    `${decimalString(start.value)}-${decimalString(end.value)}; base ` +
    `${baseNote}${c.Rounding ? `; ${c.Rounding.Source}` : ''}`;
  const r = row(c.Id, c.Rule, limit, prior.plus(ctx.n.amount), c.Source, { param: start, note });
  return limitOutcome(r, limit, prior, unchecked, `contributions for ${year} after the income phase-out`);
}
