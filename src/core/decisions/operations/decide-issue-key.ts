import type { Catalog } from '../../catalog/types.js';
import { validateIssueKeyRequest } from '../../requests/operator/validate-issue-key.js';
import type { Failure } from '../../shared/error-codes.js';
import { assertClock } from '../assert-inputs.js';
import { type Decision, decision } from '../decision.js';
import type { DecisionClock, StoredProvider } from '../facts.js';
import { assertFact } from '../facts-error.js';
import { providerNotFound } from '../not-found.js';

/**
 * What issuing a key needs: the provider named by the path (null when none) and the key material
 * the host drew with its own randomness (the core has none): a KeyId and a Secret.
 */
export interface IssueKeyFacts extends DecisionClock {
  readonly Provider: StoredProvider | null;
  readonly NewKey: { readonly KeyId: string; readonly Secret: string };
}

export interface IssueKeyRecords {
  /** The Secret is plain here: the host encrypts it before storing and never logs it. */
  readonly Key: {
    readonly KeyId: string;
    readonly ProviderId: string;
    readonly Secret: string;
    readonly CreatedDate: string;
  };
}

/** Shown once: the caller must keep the Secret. */
export interface IssueKeyAnswer {
  readonly KeyId: string;
  readonly Secret: string;
  readonly ProviderId: string;
}

export type IssueKeyDecision = Decision<IssueKeyRecords, IssueKeyAnswer>;

/**
 * Issue a provider key (operator, POST /v1/providers/{ProviderId}/keys `{}`): the body takes no
 * field; the provider must exist (ProviderNotFound). Several keys may be active at once, for
 * rotation (design.md section 4). No event.
 */
export function decideIssueKey(
  catalog: Catalog,
  facts: IssueKeyFacts,
  request: unknown,
  today: string,
): IssueKeyDecision | Failure<'InvalidRequest' | 'ProviderNotFound'> {
  assertClock(today, facts.Now);
  assertFact(
    facts.NewKey.KeyId.length > 0 && facts.NewKey.Secret.length >= 32,
    'facts.NewKey must carry a KeyId and a Secret of at least 32 characters',
  );
  const v = validateIssueKeyRequest(catalog, request);
  if (!v.ok) return v;
  if (facts.Provider === null) return providerNotFound();
  const { KeyId, Secret } = facts.NewKey;
  const ProviderId = facts.Provider.ProviderId;
  return decision({
    Records: { Key: { KeyId, ProviderId, Secret, CreatedDate: facts.Now } },
    Result: { KeyId, Secret, ProviderId },
  });
}
