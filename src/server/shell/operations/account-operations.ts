import { randomUUID } from 'node:crypto';
import {
  type CreateAccountFacts,
  type CreateAccountRecords,
  decideCreateAccount,
  decideUpdateAccount,
  type UpdateAccountFacts,
  type UpdateAccountRecords,
  ZERO_BALANCES,
} from '../../../core/decisions/index.js';
import {
  findAccount,
  insertAccount,
  nextAccountNumber,
  storedAccount,
  updateAccountStatus,
} from '../../store/accounts.js';
import { findClient, storedClient } from '../../store/clients.js';
import { findInstitution } from '../../store/institutions.js';
import { accountBalances } from '../../store/ledger.js';
import { findProvider, providerContext } from '../../store/providers.js';
import type { WriteOperation } from '../operation.js';
import { bodyField, callerOf, guidOf, pathGuid } from './path-ids.js';

/**
 * Create Account: the client and the institution the body names (null when none matches, or
 * another provider's client), the caller's contract and gates, and new ids. Read in the write's
 * transaction; a client cannot disappear (there is no delete).
 */
export const createAccountOperation: WriteOperation<CreateAccountFacts, CreateAccountRecords, { AccountId: string }> = {
  name: 'CreateAccount',
  // Its load draws the AccountNumber: a retry of a known reference leaves a gap, as a refusal does.
  loadWithClaim: true,
  applyInOneStatement: true,
  decide: decideCreateAccount,
  load: async (tx, ctx) => {
    const providerId = callerOf(ctx);
    const clientId = guidOf(bodyField(ctx.body, 'ClientId'));
    const institutionId = guidOf(bodyField(ctx.body, 'InstitutionId'));
    const client = clientId === undefined ? undefined : await findClient(tx, providerId, clientId);
    const institution = institutionId === undefined ? undefined : await findInstitution(tx, institutionId);
    return {
      facts: {
        Now: ctx.now.toISOString(),
        Client: client === undefined ? null : storedClient(client),
        Institution: institution ?? null,
        Provider: providerContext(await findProvider(tx, providerId)),
        NewIds: { AccountId: randomUUID(), AccountNumber: await nextAccountNumber(tx) },
      },
    };
  },
  apply: (tx, r, ctx) => insertAccount(tx, callerOf(ctx), r.Account),
};

/** Update Account: the path's account, locked, with its balances (closing needs zero). */
export const updateAccountOperation: WriteOperation<UpdateAccountFacts, UpdateAccountRecords, { AccountId: string }> = {
  name: 'UpdateAccount',
  loadWithClaim: true,
  applyInOneStatement: true,
  decide: decideUpdateAccount,
  load: async (tx, ctx) => {
    const id = pathGuid(ctx, 'AccountId');
    const row = id === undefined ? undefined : await findAccount(tx, callerOf(ctx), id, true);
    return {
      facts: {
        Now: ctx.now.toISOString(),
        Account: row === undefined ? null : storedAccount(row),
        Balances: row === undefined ? ZERO_BALANCES : await accountBalances(tx, row.account_id),
      },
    };
  },
  apply: async (tx, r) => {
    if (r.StatusChange !== undefined) await updateAccountStatus(tx, r.StatusChange);
  },
};
