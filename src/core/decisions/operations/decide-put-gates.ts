import type { Catalog } from '../../catalog/types.js';
import { validateProviderListRequest } from '../../requests/operator/validate-provider-list.js';
import type { Failure } from '../../shared/error-codes.js';
import { assertClock } from '../assert-inputs.js';
import { type Decision, type DecisionWarning, decision } from '../decision.js';
import type { DecisionClock, StoredProvider } from '../facts.js';
import { providerNotFound } from '../not-found.js';

/** What replacing a provider's satisfied gates needs: the provider named by the path (null when none). */
export interface PutGatesFacts extends DecisionClock {
  readonly Provider: StoredProvider | null;
}

export interface PutGatesRecords {
  /** Replaces the whole list. */
  readonly Gates: { readonly ProviderId: string; readonly SatisfiedGates: readonly string[] };
}

export interface PutGatesAnswer {
  readonly ProviderId: string;
  readonly SatisfiedGates: readonly string[];
}

export type PutGatesDecision = Decision<PutGatesRecords, PutGatesAnswer>;

/**
 * Replace a provider's satisfied gates (operator, PUT /v1/providers/{ProviderId}/gates
 * `{ SatisfiedGates }`; a gate is named by the type's slug, design.md section 2): catalog slugs
 * only, de-duplicated; then the provider must exist. A gate named for a type whose Status is ship
 * is stored but changes nothing (a ship type needs no gate): a GateNotNeeded warning says so.
 */
export function decidePutGates(
  catalog: Catalog,
  facts: PutGatesFacts,
  request: unknown,
  today: string,
): PutGatesDecision | Failure<'InvalidRequest' | 'UnknownAccountType' | 'ProviderNotFound'> {
  assertClock(today, facts.Now);
  const v = validateProviderListRequest(catalog, request, 'SatisfiedGates');
  if (!v.ok) return v;
  if (facts.Provider === null) return providerNotFound();
  const ProviderId = facts.Provider.ProviderId;
  const shipped = v.value.filter((s) => catalog.typeBySlug.get(s)?.Status === 'ship');
  const warnings: DecisionWarning[] =
    shipped.length === 0
      ? []
      : [
          {
            Code: 'GateNotNeeded',
            Message:
              `${shipped.slice(0, 5).join(', ')}${shipped.length > 5 ? ' and others' : ''} ` +
              `${shipped.length === 1 ? 'has' : 'have'} Status ship and need no gate; availability is ` +
              `unchanged by it.`,
            Source: 'Account Operating Service specification, part 2.5 (availability rule)',
          },
        ];
  return decision({
    Records: { Gates: { ProviderId, SatisfiedGates: v.value } },
    Result: { ProviderId, SatisfiedGates: v.value },
    Warnings: warnings,
  });
}
