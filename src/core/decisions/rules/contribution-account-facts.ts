import { type AccountFacts, CONTRIBUTION_ACCOUNT_FACTS } from '../../contributions/types.js';

/** The account's opening facts the contribution rules read (CONTRIBUTION_ACCOUNT_FACTS), from its attributes. */
export function contributionAccountFacts(attributes: Readonly<Record<string, unknown>>): AccountFacts {
  const out: Record<string, unknown> = {};
  for (const k of CONTRIBUTION_ACCOUNT_FACTS) {
    const v = Object.hasOwn(attributes, k) ? attributes[k] : undefined;
    if (v !== undefined && v !== null) out[k] = v;
  }
  // checkContribution validates each fact's type (normalizeQuery) and refuses a malformed one.
  return out as AccountFacts;
}
