import { type Decimal, decimalString } from '../../shared/money.js';
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

/**
 * PLESA: the balance attributable to participant contributions, exclusive of earnings, may
 * not pass the cap (or the plan's lower cap). Without a stated principal the accepted
 * contributions in History are used: an upper bound, as withdrawals only lower it.
 */
export function checkBalanceCap(ctx: CheckContext, c: ContributionCheckOf<'BalanceCap'>): CheckOutcome {
  if (!c.Sources.includes(ctx.source)) return SKIP;
  const year = ctx.planYear ?? ctx.n.date.year;
  const cap = param(ctx, c.Parameter, year);
  if (!cap.ok) return paramFailure(c.Id, c.Source, cap);
  const f = ctx.n.facts;
  let limit = cap.value;
  let note = `statutory cap for ${year}`;
  if (f.planBalanceCap?.lt(limit)) {
    limit = f.planBalanceCap;
    note = `the plan's own cap ${decimalString(f.planBalanceCap)} (below the statutory ${decimalString(cap.value)})`;
  }
  const principal: Decimal = f.participantPrincipal ?? priorTotal(ctx, c.Sources, 'Lifetime');
  note +=
    f.participantPrincipal !== undefined
      ? '; principal as stated, earnings excluded'
      : '; principal taken as all accepted participant contributions in History (earnings excluded)';
  const r = row(c.Id, c.Rule, limit, principal.plus(ctx.n.amount), c.Source, { param: cap, note });
  return limitOutcome(r, limit, principal, [], 'participant principal');
}
