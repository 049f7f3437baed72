import { type ContributionQuery, type ContributionResult, checkContribution, defaultCatalog } from '../../src/index.js';

export const check = (q: ContributionQuery): ContributionResult => checkContribution(defaultCatalog, q);

/** The Limit of one rule's row, whether the contribution passed or not. */
export function limitOf(r: ContributionResult, rule: string): string | undefined {
  return r.Checks?.find((c) => c.Rule === rule)?.Limit;
}
