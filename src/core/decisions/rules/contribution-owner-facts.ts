import { SHARED_CAP_FACTS, type SharedCapFact } from '../../contributions/schema.js';
import type { AccountFacts, OwnerFacts } from '../../contributions/types.js';
import { Decimal, decimalString } from '../../shared/money.js';
import { EMPLOYER_FACT_NAMES, OWNER_FACT_NAMES, type OwnerYearFacts } from '../owner/owner-year-facts.js';

export interface ContributionFactsFromOwner {
  readonly Owner: OwnerFacts;
  /** The employer's plan facts for the year; they replace the account's opening facts of the same name. */
  readonly Account: Partial<AccountFacts>;
  /** Shared facts counted at the provider but not stated for outside it: listed, never assumed zero. */
  readonly Unchecked: readonly string[];
}

/**
 * checkContribution's Owner facts and the employer's plan facts from what the host knows
 * (docs/decisions 56): the Contact's DateOfBirth (else the year's), the owner's stated facts for
 * the contribution's tax year, and each per-person shared figure as the person's other accounts
 * at the provider (`atProvider`, from personSharedContributions) plus the amount stated for
 * outside the provider. A shared figure counted here but with nothing stated for outside is listed
 * in Unchecked. A fact neither known nor stated is not passed, so checkContribution lists it.
 */
export function contributionOwnerFacts(
  contactDateOfBirth: unknown,
  year: OwnerYearFacts | undefined,
  atProvider: Partial<Record<SharedCapFact, string>> | undefined,
): ContributionFactsFromOwner {
  const owner: Record<string, unknown> = {};
  const account: Record<string, unknown> = {};
  const unchecked: string[] = [];
  for (const k of OWNER_FACT_NAMES) if (year?.[k] !== undefined) owner[k] = year[k];
  if (typeof contactDateOfBirth === 'string') owner['DateOfBirth'] = contactDateOfBirth;
  for (const k of EMPLOYER_FACT_NAMES) if (year?.[k] !== undefined) account[k] = year[k];
  for (const fact of SHARED_CAP_FACTS) {
    const sum = atProvider?.[fact];
    const stated = year?.[fact];
    if (sum === undefined) {
      if (stated !== undefined) owner[fact] = stated;
      continue;
    }
    if (stated === undefined) unchecked.push(fact);
    // Outside the provider, the Roth part not stated: the stated whole stands in (it may all be Roth).
    const outside = stated ?? (fact === 'OtherRothIraContributions' ? year?.OtherIraContributions : undefined);
    owner[fact] = decimalString(new Decimal(sum).plus(outside ?? 0));
  }
  return { Owner: owner as OwnerFacts, Account: account as Partial<AccountFacts>, Unchecked: unchecked };
}
