import type { ContributionCheckOf } from '../schema.js';
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

/** Commuter benefits: contributions for one benefit month and sub-balance, against that month's limit. */
export function checkMonthlyLimit(ctx: CheckContext, c: ContributionCheckOf<'MonthlyLimit'>): CheckOutcome {
  if (!c.Sources.includes(ctx.source)) return SKIP;
  const sub = ctx.n.subAccount;
  if (sub === undefined)
    return {
      rows: [],
      unchecked: [],
      failure: {
        ErrorCode: 'InvalidRequest',
        Message: 'SubAccount (Transit or Parking) is required for commuter benefits',
        Rule: c.Id,
        Source: c.Source,
        FieldName: 'SubAccount',
        FieldErrorCode: 'Required',
      },
    };
  const month = ctx.n.benefitMonth ?? '';
  const year = Number(month.slice(0, 4));
  const p = param(ctx, sub === 'Transit' ? c.TransitParameter : c.ParkingParameter, year);
  if (!p.ok) return paramFailure(c.Id, c.Source, p);
  const prior = priorTotal(ctx, c.Sources, 'Lifetime', (e) => e.subAccount === sub && e.benefitMonth === month);
  const r = row(c.Id, c.Rule, p.value, prior.plus(ctx.n.amount), c.Source, { param: p, note: `${sub} for ${month}` });
  return limitOutcome(r, p.value, prior, [], `${sub} contributions for ${month}`);
}
