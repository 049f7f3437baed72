import type { Catalog } from '../../core/catalog/types.js';
import {
  CONTRIBUTION_ACCOUNT_FACTS,
  type ContributionQuery,
  type ContributionResult,
  type ContributionYearQuery,
  type ContributionYearResult,
  checkContribution,
  checkContributionYear,
} from '../../index.js';

export function contributionYear(catalog: Catalog, q: ContributionYearQuery): ContributionYearResult {
  return checkContributionYear(catalog, q);
}

export function contributionAllowed(catalog: Catalog, q: ContributionQuery): ContributionResult {
  return checkContribution(catalog, q);
}

// The account facts the engine's contribution rules read; the engine names them.
const ACCOUNT_FACTS = CONTRIBUTION_ACCOUNT_FACTS;

/** The account's opening facts the contribution rules read, from its stored attributes. */
export function accountFactsOf(attributes: Record<string, unknown>): NonNullable<ContributionQuery['Account']> {
  const out: Record<string, unknown> = {};
  for (const k of ACCOUNT_FACTS) if (attributes[k] !== undefined && attributes[k] !== null) out[k] = attributes[k];
  return out as NonNullable<ContributionQuery['Account']>;
}
