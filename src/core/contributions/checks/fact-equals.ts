import type { ContributionCheckOf } from '../schema.js';
import type { CheckContext, CheckOutcome } from './context.js';

/** An account fact the contribution depends on (a PLESA takes money only from a non-highly-compensated employee). */
export function checkFactEquals(ctx: CheckContext, c: ContributionCheckOf<'FactEquals'>): CheckOutcome {
  const v = c.Fact === 'IsNonHighlyCompensated' ? ctx.n.facts.isNonHighlyCompensated : undefined;
  if (v === undefined) return { rows: [], unchecked: [c.Fact] };
  const r = {
    Rule: c.Id,
    Kind: c.Rule,
    Limit: String(c.Equals),
    ComparedWith: String(v),
    Passed: v === c.Equals,
    Source: c.Source,
  };
  if (r.Passed) return { rows: [r], unchecked: [] };
  return {
    rows: [r],
    unchecked: [],
    failure: {
      ErrorCode: 'InvalidRequest',
      Message: `${c.Fact} must be ${String(c.Equals)} for ${ctx.slug} contributions`,
      Rule: c.Id,
      Limit: r.Limit,
      ComparedWith: r.ComparedWith,
      Source: c.Source,
      FieldName: c.Fact,
      FieldErrorCode: c.FieldErrorCode,
    },
  };
}
