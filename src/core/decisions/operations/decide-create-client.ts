import type { Catalog } from '../../catalog/types.js';
import type { NormalizedContact, NormalizedOfac } from '../../requests/clients/client-types.js';
import { validateCreateClient } from '../../requests/clients/validate-create-client.js';
import type { ClientStatus } from '../../requests/status/status-machines.js';
import { assertClock, assertNewGuid, assertNewNumber } from '../assert-inputs.js';
import { type Decision, type DecisionOutcome, decision } from '../decision.js';
import type { DecisionClock } from '../facts.js';

/** What Create Client needs from the host: the new client's id and number, drawn before deciding. */
export interface CreateClientFacts extends DecisionClock {
  readonly NewIds: { readonly ClientId: string; readonly ClientNumber: string };
}

export interface ClientRecordToInsert {
  readonly ClientId: string;
  readonly ClientNumber: string;
  readonly ClientType: string;
  readonly Contact: NormalizedContact;
  readonly ClientStatus: ClientStatus;
  readonly SponsorId?: string;
  readonly OFAC?: NormalizedOfac;
  readonly ProviderReferenceId?: string;
  readonly CreatedDate: string;
}

export interface CreateClientRecords {
  readonly Client: ClientRecordToInsert;
}

export interface CreateClientAnswer {
  readonly ClientId: string;
}

export type CreateClientDecision = Decision<CreateClientRecords, CreateClientAnswer>;

/**
 * Create Client (spec 4.5, POST /v1/clients): validateCreateClient's rules (ClientType, Contact,
 * OFAC: a ConfirmedMatch is refused, a PotentialMatch opens Restricted); inserts the client and
 * emits client.created `{ ClientId, ClientNumber, ClientType, ClientStatus }`. No ledger entries.
 */
export function decideCreateClient(
  catalog: Catalog,
  facts: CreateClientFacts,
  request: unknown,
  today: string,
): DecisionOutcome<CreateClientRecords, CreateClientAnswer, 'InvalidRequest'> {
  assertClock(today, facts.Now);
  assertNewGuid('ClientId', facts.NewIds.ClientId);
  assertNewNumber('ClientNumber', facts.NewIds.ClientNumber);
  const v = validateCreateClient(catalog, request, { Today: today });
  if (!v.ok) return v;
  const value = v.value;
  const { ClientId, ClientNumber } = facts.NewIds;
  const Client: ClientRecordToInsert = {
    ClientId,
    ClientNumber,
    ClientType: value.ClientType,
    Contact: value.Contact,
    ClientStatus: value.ClientStatus,
    ...(value.SponsorId !== undefined ? { SponsorId: value.SponsorId } : {}),
    ...(value.OFAC !== undefined ? { OFAC: value.OFAC } : {}),
    ...(value.ProviderReferenceId !== undefined ? { ProviderReferenceId: value.ProviderReferenceId } : {}),
    CreatedDate: facts.Now,
  };
  return decision({
    Records: { Client },
    Result: { ClientId },
    Events: [
      {
        EventType: 'client.created',
        OccurredAt: facts.Now,
        Data: { ClientId, ClientNumber, ClientType: value.ClientType, ClientStatus: value.ClientStatus },
      },
    ],
    Warnings: value.Warnings,
  });
}
