import {
  type ContractMemberFacts,
  type ContractMemberRecords,
  decideAddContract,
  decideAddGate,
  decideRemoveContract,
  decideRemoveGate,
  type GateMemberFacts,
  type GateMemberRecords,
  type PutContractsAnswer,
  type PutGatesAnswer,
} from '../../../core/decisions/index.js';
import type { Queryable } from '../../db/types.js';
import { findProviderListsForUpdate } from '../../store/provider-directory.js';
import { setProviderList } from '../../store/providers.js';
import type { WriteContext, WriteOperation } from '../operation.js';
import { pathGuid } from './path-ids.js';

// One contract or gate added or removed (operator). Like the other operator writes they take no
// ProviderReferenceId (the body takes no field); each is idempotent by its nature: a repeat finds
// the list already so, writes nothing and answers the same list.

async function loadMember(tx: Queryable, ctx: WriteContext) {
  const id = pathGuid(ctx, 'ProviderId');
  return {
    facts: {
      Now: ctx.now.toISOString(),
      Provider: id === undefined ? null : await findProviderListsForUpdate(tx, id),
      AccountTypeCode: ctx.params['AccountTypeCode'] ?? '',
    },
  };
}

async function applyContracts(tx: Queryable, r: ContractMemberRecords): Promise<void> {
  if (r.Contracts !== undefined)
    await setProviderList(tx, r.Contracts.ProviderId, 'contracted_types', r.Contracts.AccountTypeCodes);
}

async function applyGates(tx: Queryable, r: GateMemberRecords): Promise<void> {
  if (r.Gates !== undefined) await setProviderList(tx, r.Gates.ProviderId, 'satisfied_gates', r.Gates.SatisfiedGates);
}

export const addContractOperation: WriteOperation<ContractMemberFacts, ContractMemberRecords, PutContractsAnswer> = {
  name: 'AddContract',
  idempotent: false,
  decide: decideAddContract,
  load: loadMember,
  apply: applyContracts,
};

export const removeContractOperation: WriteOperation<ContractMemberFacts, ContractMemberRecords, PutContractsAnswer> = {
  name: 'RemoveContract',
  idempotent: false,
  decide: decideRemoveContract,
  load: loadMember,
  apply: applyContracts,
};

export const addGateOperation: WriteOperation<GateMemberFacts, GateMemberRecords, PutGatesAnswer> = {
  name: 'AddGate',
  idempotent: false,
  decide: decideAddGate,
  load: loadMember,
  apply: applyGates,
};

export const removeGateOperation: WriteOperation<GateMemberFacts, GateMemberRecords, PutGatesAnswer> = {
  name: 'RemoveGate',
  idempotent: false,
  decide: decideRemoveGate,
  load: loadMember,
  apply: applyGates,
};
