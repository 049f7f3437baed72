import { randomBytes, randomUUID } from 'node:crypto';
import {
  type CreateInstitutionFacts,
  type CreateInstitutionRecords,
  type CreateProviderFacts,
  type CreateProviderRecords,
  decideCreateInstitution,
  decideCreateProvider,
  decideIssueKey,
  decidePutContracts,
  decidePutGates,
  decideRevokeKey,
  type IssueKeyAnswer,
  type IssueKeyFacts,
  type IssueKeyRecords,
  type PutContractsAnswer,
  type PutContractsFacts,
  type PutContractsRecords,
  type PutGatesAnswer,
  type PutGatesFacts,
  type PutGatesRecords,
  type RevokeKeyAnswer,
  type RevokeKeyFacts,
  type RevokeKeyRecords,
} from '../../../core/decisions/index.js';
import { isKeyId } from '../../auth/hmac.js';
import { encryptSecret } from '../../auth/secret-box.js';
import { insertInstitution } from '../../store/institutions.js';
import { findKeyForUpdate, findProviderForUpdate } from '../../store/key-facts.js';
import { insertKey, insertProvider, revokeKey, setProviderList } from '../../store/providers.js';
import type { WriteContext, WriteOperation } from '../operation.js';
import { pathGuid } from './path-ids.js';

/** A fresh provider key: KeyId `ak_` + 20 hex, secret 32 random bytes in base64url. */
export function newKeyMaterial(): { KeyId: string; Secret: string } {
  return { KeyId: `ak_${randomBytes(10).toString('hex')}`, Secret: randomBytes(32).toString('base64url') };
}

const now = (ctx: WriteContext) => ctx.now.toISOString();

/** Operator writes take no ProviderReferenceId (their bodies are strict): none is looked up. */
export const createProviderOperation: WriteOperation<
  CreateProviderFacts,
  CreateProviderRecords,
  { ProviderId: string }
> = {
  name: 'CreateProvider',
  idempotent: false,
  decide: decideCreateProvider,
  load: async (_tx, ctx) => ({ facts: { Now: now(ctx), NewIds: { ProviderId: randomUUID() } } }),
  apply: (tx, r, ctx) => insertProvider(tx, r.Provider.ProviderId, r.Provider.Name, ctx.now),
};

/** Issue Key: the provider locked; the Secret is encrypted at rest, answered once, never kept. */
export function issueKeyOperation(
  encryptionKey: Buffer,
): WriteOperation<IssueKeyFacts, IssueKeyRecords, IssueKeyAnswer> {
  return {
    name: 'IssueKey',
    idempotent: false,
    decide: decideIssueKey,
    load: async (tx, ctx) => {
      const id = pathGuid(ctx, 'ProviderId');
      return {
        facts: {
          Now: now(ctx),
          Provider: id === undefined ? null : await findProviderForUpdate(tx, id),
          NewKey: newKeyMaterial(),
        },
      };
    },
    apply: (tx, r, ctx) =>
      insertKey(tx, r.Key.KeyId, r.Key.ProviderId, encryptSecret(encryptionKey, r.Key.Secret, r.Key.KeyId), ctx.now),
  };
}

/** Revoke Key: the key locked (a path that is not a KeyId names none, never a 500). */
export const revokeKeyOperation: WriteOperation<RevokeKeyFacts, RevokeKeyRecords, RevokeKeyAnswer> = {
  name: 'RevokeKey',
  idempotent: false,
  decide: decideRevokeKey,
  load: async (tx, ctx) => {
    const keyId = ctx.params['KeyId'] ?? '';
    return { facts: { Now: now(ctx), Key: isKeyId(keyId) ? await findKeyForUpdate(tx, keyId) : null } };
  },
  apply: async (tx, r) => {
    if (r.Revocation !== undefined) await revokeKey(tx, r.Revocation.KeyId, new Date(r.Revocation.RevokedDate));
  },
};

export const createInstitutionOperation: WriteOperation<
  CreateInstitutionFacts,
  CreateInstitutionRecords,
  { InstitutionId: string }
> = {
  name: 'CreateInstitution',
  idempotent: false,
  decide: decideCreateInstitution,
  load: async (_tx, ctx) => ({ facts: { Now: now(ctx), NewIds: { InstitutionId: randomUUID() } } }),
  apply: (tx, r, ctx) =>
    insertInstitution(
      tx,
      {
        InstitutionId: r.Institution.InstitutionId,
        Name: r.Institution.Name,
        Authorities: [...r.Institution.Authorities],
        AssetScopes: Object.fromEntries(Object.entries(r.Institution.AssetScopes).map(([k, v]) => [k, [...v]])),
      },
      ctx.now,
    ),
};

async function loadProvider(tx: Parameters<typeof findProviderForUpdate>[0], ctx: WriteContext) {
  const id = pathGuid(ctx, 'ProviderId');
  return { facts: { Now: now(ctx), Provider: id === undefined ? null : await findProviderForUpdate(tx, id) } };
}

export const putContractsOperation: WriteOperation<PutContractsFacts, PutContractsRecords, PutContractsAnswer> = {
  name: 'PutContracts',
  idempotent: false,
  decide: decidePutContracts,
  load: loadProvider,
  apply: async (tx, r) => {
    await setProviderList(tx, r.Contracts.ProviderId, 'contracted_types', r.Contracts.AccountTypeCodes);
  },
};

export const putGatesOperation: WriteOperation<PutGatesFacts, PutGatesRecords, PutGatesAnswer> = {
  name: 'PutGates',
  idempotent: false,
  decide: decidePutGates,
  load: loadProvider,
  apply: async (tx, r) => {
    await setProviderList(tx, r.Gates.ProviderId, 'satisfied_gates', r.Gates.SatisfiedGates);
  },
};
