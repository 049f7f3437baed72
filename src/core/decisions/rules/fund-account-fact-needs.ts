import type { CompiledAccountType } from '../../catalog/types.js';
import { contributionRulesOf } from '../../contributions/rules-of-type.js';
import { balanceCapSources } from './participant-principal.js';
import { sharesPersonLimits } from './person-shared-contributions.js';

/** Which of the account's transactions Fund Account reads: none, its deposits, or all of them. */
export type FundAccountHistoryNeed = 'None' | 'Deposits' | 'All';

/**
 * What `decideFundAccount` reads for an account of `type`, so a host loads no more than that
 * (issue 9: a deposit to a checking account read every earlier deposit of the account):
 * - `History`: a type without ContributionRules has no limit to sum (None); a type with a
 *   BalanceCap reads every transaction for its principal (All); the others read their deposits;
 * - `PersonAccounts`: only a type whose checks share a per-person limit (`SharedWith`) reads the
 *   person's other accounts (and the owner's row is then locked: docs/decisions 56);
 * - `OwnerYears`: only a type with ContributionRules reads the owner's stated facts.
 * Facts a type does not need may be given empty: the decision is the same (a differential
 * property test, test/decisions/fund-account-fact-needs.test.ts, proves it over random facts).
 */
export interface FundAccountFactNeeds {
  readonly History: FundAccountHistoryNeed;
  readonly PersonAccounts: boolean;
  readonly OwnerYears: boolean;
}

const NOTHING: FundAccountFactNeeds = Object.freeze({ History: 'None', PersonAccounts: false, OwnerYears: false });

export function fundAccountFactNeeds(type: CompiledAccountType): FundAccountFactNeeds {
  if (type.ContributionRules === undefined) return NOTHING;
  // Invalid rules are refused by the decision; read everything so that refusal is unchanged.
  if (contributionRulesOf(type).rules === undefined) return { History: 'All', PersonAccounts: true, OwnerYears: true };
  return {
    History: balanceCapSources(type) !== undefined ? 'All' : 'Deposits',
    PersonAccounts: sharesPersonLimits(type),
    OwnerYears: true,
  };
}
