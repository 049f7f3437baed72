import type { Catalog } from '../../catalog/types.js';
import { validateCreateProviderRequest } from '../../requests/operator/validate-create-provider.js';
import type { Failure } from '../../shared/error-codes.js';
import { assertClock, assertNewGuid } from '../assert-inputs.js';
import { type Decision, decision } from '../decision.js';
import type { DecisionClock } from '../facts.js';

export interface CreateProviderFacts extends DecisionClock {
  readonly NewIds: { readonly ProviderId: string };
}

export interface CreateProviderRecords {
  /** A new provider starts with no contracts and no satisfied gates. */
  readonly Provider: { readonly ProviderId: string; readonly Name: string; readonly CreatedDate: string };
}

export interface CreateProviderAnswer {
  readonly ProviderId: string;
}

export type CreateProviderDecision = Decision<CreateProviderRecords, CreateProviderAnswer>;

/** Create Provider (operator, POST /v1/providers `{ Name }`, design.md section 5). No event. */
export function decideCreateProvider(
  catalog: Catalog,
  facts: CreateProviderFacts,
  request: unknown,
  today: string,
): CreateProviderDecision | Failure<'InvalidRequest'> {
  assertClock(today, facts.Now);
  assertNewGuid('ProviderId', facts.NewIds.ProviderId);
  const v = validateCreateProviderRequest(catalog, request);
  if (!v.ok) return v;
  const ProviderId = facts.NewIds.ProviderId;
  return decision({
    Records: { Provider: { ProviderId, Name: v.value.Name, CreatedDate: facts.Now } },
    Result: { ProviderId },
  });
}
