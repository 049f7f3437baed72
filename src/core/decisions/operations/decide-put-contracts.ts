import type { Catalog } from '../../catalog/types.js';
import { validateProviderListRequest } from '../../requests/operator/validate-provider-list.js';
import type { Failure } from '../../shared/error-codes.js';
import { assertClock } from '../assert-inputs.js';
import { type Decision, decision } from '../decision.js';
import type { DecisionClock, StoredProvider } from '../facts.js';
import { providerNotFound } from '../not-found.js';

/** What replacing a provider's contracts needs: the provider named by the path (null when none). */
export interface PutContractsFacts extends DecisionClock {
  readonly Provider: StoredProvider | null;
}

export interface PutContractsRecords {
  /** Replaces the whole list. */
  readonly Contracts: { readonly ProviderId: string; readonly AccountTypeCodes: readonly string[] };
}

export interface PutContractsAnswer {
  readonly ProviderId: string;
  readonly AccountTypeCodes: readonly string[];
}

export type PutContractsDecision = Decision<PutContractsRecords, PutContractsAnswer>;

/**
 * Replace a provider's contracted types (operator, PUT /v1/providers/{ProviderId}/contracts
 * `{ AccountTypeCodes }`): catalog slugs only (a legacy code is UnknownAccountType, spec part 9),
 * de-duplicated; then the provider must exist. No event.
 */
export function decidePutContracts(
  catalog: Catalog,
  facts: PutContractsFacts,
  request: unknown,
  today: string,
): PutContractsDecision | Failure<'InvalidRequest' | 'UnknownAccountType' | 'ProviderNotFound'> {
  assertClock(today, facts.Now);
  const v = validateProviderListRequest(catalog, request, 'AccountTypeCodes');
  if (!v.ok) return v;
  if (facts.Provider === null) return providerNotFound();
  const ProviderId = facts.Provider.ProviderId;
  return decision({
    Records: { Contracts: { ProviderId, AccountTypeCodes: v.value } },
    Result: { ProviderId, AccountTypeCodes: v.value },
  });
}
