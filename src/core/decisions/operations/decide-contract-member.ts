import type { Catalog } from '../../catalog/types.js';
import type { Failure } from '../../shared/error-codes.js';
import { type Decision, decision } from '../decision.js';
import type { PutContractsAnswer } from './decide-put-contracts.js';
import { changeProviderListMember, type ProviderListMemberFacts } from './provider-list-member.js';

export type ContractMemberFacts = ProviderListMemberFacts;

export interface ContractMemberRecords {
  /** The whole list after the change; absent when the list already was so (nothing to write). */
  readonly Contracts?: { readonly ProviderId: string; readonly AccountTypeCodes: readonly string[] };
}

export type ContractMemberDecision = Decision<ContractMemberRecords, PutContractsAnswer>;
type ContractMemberFailure = Failure<'InvalidRequest' | 'UnknownAccountType' | 'ProviderNotFound'>;

function contractDecision(
  catalog: Catalog,
  facts: ContractMemberFacts,
  request: unknown,
  today: string,
  change: 'add' | 'remove',
): ContractMemberDecision | ContractMemberFailure {
  const o = changeProviderListMember(catalog, facts, request, today, { list: 'contracts', change });
  if (!('List' in o)) return o;
  const answer = { ProviderId: o.ProviderId, AccountTypeCodes: o.List };
  return decision({ Records: o.Changed ? { Contracts: answer } : {}, Result: answer });
}

/**
 * Add one contracted type (operator, PUT /v1/providers/{ProviderId}/contracts/{AccountTypeCode},
 * body `{}` or none): a catalog slug (a legacy code is UnknownAccountType, spec part 9); the
 * provider must exist. The slug goes at the end of the list; already there, nothing changes and
 * the answer is the same list (a repeat is harmless). Answers the whole list. No event, as
 * decidePutContracts.
 */
export function decideAddContract(
  catalog: Catalog,
  facts: ContractMemberFacts,
  request: unknown,
  today: string,
): ContractMemberDecision | ContractMemberFailure {
  return contractDecision(catalog, facts, request, today, 'add');
}

/**
 * Remove one contracted type (operator, DELETE /v1/providers/{ProviderId}/contracts/{AccountTypeCode}):
 * as decideAddContract; a slug the list does not hold changes nothing (answered with the list).
 * Existing accounts of the type stay; the provider can open no new one (spec part 2.5).
 */
export function decideRemoveContract(
  catalog: Catalog,
  facts: ContractMemberFacts,
  request: unknown,
  today: string,
): ContractMemberDecision | ContractMemberFailure {
  return contractDecision(catalog, facts, request, today, 'remove');
}
