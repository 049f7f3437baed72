import { randomUUID } from 'node:crypto';
import {
  type CreateClientFacts,
  type CreateClientRecords,
  decideCreateClient,
  decideUpdateClient,
  MAX_LISTED_ACCOUNTS,
  type UpdateClientFacts,
  type UpdateClientRecords,
} from '../../../core/decisions/index.js';
import { findClient, insertClient, nextClientNumber, storedClient, updateClient } from '../../store/clients.js';
import { openAccountIds } from '../../store/owner-years.js';
import type { WriteOperation } from '../operation.js';
import { callerOf, pathGuid } from './path-ids.js';

/** Create Client: new ids only; the decision validates and builds the record. */
export const createClientOperation: WriteOperation<CreateClientFacts, CreateClientRecords, { ClientId: string }> = {
  name: 'CreateClient',
  // Its load draws the ClientNumber: a retry of a known reference leaves a gap, as a refusal does.
  loadWithClaim: true,
  applyInOneStatement: true,
  decide: decideCreateClient,
  load: async (tx, ctx) => ({
    facts: {
      Now: ctx.now.toISOString(),
      NewIds: { ClientId: randomUUID(), ClientNumber: await nextClientNumber(tx) },
    },
  }),
  apply: (tx, r, ctx) => insertClient(tx, callerOf(ctx), r.Client),
};

/** Update Client: the path's client, locked (the status machine checks the state it replaces). */
export const updateClientOperation: WriteOperation<UpdateClientFacts, UpdateClientRecords, { ClientId: string }> = {
  name: 'UpdateClient',
  loadWithClaim: true,
  applyInOneStatement: true,
  decide: decideUpdateClient,
  load: async (tx, ctx) => {
    const id = pathGuid(ctx, 'ClientId');
    const row = id === undefined ? undefined : await findClient(tx, callerOf(ctx), id, true);
    const open =
      row === undefined ? [] : await openAccountIds(tx, callerOf(ctx), row.client_id, MAX_LISTED_ACCOUNTS + 1);
    return {
      facts: { Now: ctx.now.toISOString(), Client: row === undefined ? null : storedClient(row), OpenAccountIds: open },
    };
  },
  apply: (tx, r) => updateClient(tx, r.ClientUpdate),
};
