import type { ContributionCheckOf } from '../schema.js';
import { type CheckContext, type CheckOutcome, limitOutcome, priorTotal, row, SKIP } from './context.js';

/** Contributions for a plan year may not pass the participant's annual election. */
export function checkElectionLimit(ctx: CheckContext, c: ContributionCheckOf<'ElectionLimit'>): CheckOutcome {
  if (!c.Sources.includes(ctx.source)) return SKIP;
  const election = ctx.n.facts.annualElection;
  if (election === undefined) return { rows: [], unchecked: ['AnnualElection'] };
  const prior = priorTotal(ctx, c.Sources, 'PlanYear');
  const r = row(c.Id, c.Rule, election, prior.plus(ctx.n.amount), c.Source, { note: 'the annual election' });
  return limitOutcome(r, election, prior, [], `contributions for plan year ${ctx.planYear ?? ''}`);
}
