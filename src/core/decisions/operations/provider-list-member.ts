import type { Catalog } from '../../catalog/types.js';
import {
  type ProviderListMemberChange,
  validateProviderListMember,
} from '../../requests/operator/validate-provider-list-member.js';
import type { Failure } from '../../shared/error-codes.js';
import { assertClock } from '../assert-inputs.js';
import type { DecisionClock, StoredProvider } from '../facts.js';
import { providerNotFound } from '../not-found.js';

/** A provider with its two lists as stored (contracted types and satisfied gates, in order). */
export interface StoredProviderLists extends StoredProvider {
  readonly ContractedTypes: readonly string[];
  readonly SatisfiedGates: readonly string[];
}

/**
 * What adding or removing one contract or gate needs: the provider named by the path with its
 * lists (null when none), locked, and the path's AccountTypeCode as sent.
 */
export interface ProviderListMemberFacts extends DecisionClock {
  readonly Provider: StoredProviderLists | null;
  readonly AccountTypeCode: string;
}

/** The list after the change, and whether it differs from the stored one. */
export interface ProviderListMemberOutcome {
  readonly ProviderId: string;
  readonly Slug: string;
  readonly List: readonly string[];
  readonly Changed: boolean;
}

/**
 * The shared rule of the four member writes: validate, find the provider, then add the slug at
 * the end of the list (unchanged when it is there) or take it out (unchanged when it is not).
 * Either way the answer is the list as it stands, so a repeated request answers alike.
 */
export function changeProviderListMember(
  catalog: Catalog,
  facts: ProviderListMemberFacts,
  request: unknown,
  today: string,
  kind: ProviderListMemberChange,
): ProviderListMemberOutcome | Failure<'InvalidRequest' | 'UnknownAccountType' | 'ProviderNotFound'> {
  assertClock(today, facts.Now);
  const p = facts.Provider;
  const current = p === null ? null : kind.list === 'contracts' ? p.ContractedTypes : p.SatisfiedGates;
  const v = validateProviderListMember(catalog, request, facts.AccountTypeCode, current, kind);
  if (!v.ok) return v;
  if (p === null || current === null) return providerNotFound();
  const slug = v.value;
  const has = current.includes(slug);
  if (kind.change === 'add')
    return { ProviderId: p.ProviderId, Slug: slug, List: has ? current : [...current, slug], Changed: !has };
  return { ProviderId: p.ProviderId, Slug: slug, List: current.filter((s) => s !== slug), Changed: has };
}
