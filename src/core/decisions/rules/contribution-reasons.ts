import type { ContributionCheckRow } from '../../contributions/types.js';
import type { DecisionReason } from '../decision.js';

/** checkContribution's rows as the decision's Reasons: each rule, the figure against its limit, and its source. */
export function contributionReasons(rows: readonly ContributionCheckRow[]): DecisionReason[] {
  return rows.map((r) => ({
    Rule: r.Rule,
    Message:
      `${r.Kind}: ${r.ComparedWith} against the limit ` +
      `${r.Limit}${r.Passed ? '' : ' (exceeded)'}${r.Note !== undefined ? `; ${r.Note}` : ''}`,
    Source: r.ParameterSource !== undefined ? `${r.Source}; ${r.ParameterSource}` : r.Source,
  }));
}
