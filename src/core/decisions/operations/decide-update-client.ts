import type { Catalog } from '../../catalog/types.js';
import type { NormalizedContact, NormalizedOfac } from '../../requests/clients/client-types.js';
import { validateUpdateClient } from '../../requests/clients/validate-update-client.js';
import type { ClientStatus } from '../../requests/status/status-machines.js';
import { assertClock } from '../assert-inputs.js';
import { type Decision, type DecisionOutcome, decision } from '../decision.js';
import type { DecisionClock, StoredClient } from '../facts.js';
import { clientNotFound } from '../not-found.js';
import { clientClosePermitted } from '../rules/client-close-permitted.js';

/** What Update Client needs: the stored client named by the path (null when none of this provider's). */
export interface UpdateClientFacts extends DecisionClock {
  readonly Client: StoredClient | null;
  /** The client's accounts that are not Closed (their AccountIds); closing the client is refused while any is. */
  readonly OpenAccountIds?: readonly string[];
}

/** The fields to change; an absent field keeps its stored value. */
export interface ClientUpdate {
  readonly ClientId: string;
  readonly ClientStatus?: ClientStatus;
  readonly Contact?: NormalizedContact;
  readonly OFAC?: NormalizedOfac;
  readonly SponsorId?: string;
  readonly UpdatedDate: string;
}

export interface UpdateClientRecords {
  readonly ClientUpdate: ClientUpdate;
}

export interface UpdateClientAnswer {
  readonly ClientId: string;
}

export type UpdateClientDecision = Decision<UpdateClientRecords, UpdateClientAnswer>;

/**
 * Update Client (PATCH /v1/clients/{ClientId}): ClientStatus moves per CLIENT_STATUS_MACHINE
 * (Deceased only for an Individual; a new OFAC ConfirmedMatch forces Restricted; Active refused
 * while the latest screening is a ConfirmedMatch). Emits client.updated
 * `{ ClientId, ClientStatus, StatusChanged }` on every accepted update.
 */
export function decideUpdateClient(
  catalog: Catalog,
  facts: UpdateClientFacts,
  request: unknown,
  today: string,
): DecisionOutcome<UpdateClientRecords, UpdateClientAnswer, 'InvalidRequest' | 'ClientNotFound'> {
  assertClock(today, facts.Now);
  const stored = facts.Client;
  if (stored === null) return clientNotFound();
  const ofac = stored.OFAC?.Status;
  const v = validateUpdateClient(catalog, request === undefined ? {} : request, {
    Client: {
      ClientStatus: stored.ClientStatus,
      ClientType: stored.ClientType,
      ...(ofac !== undefined ? { OFAC: { Status: ofac } } : {}),
    },
    Today: today,
  });
  if (!v.ok) return v;
  const value = v.value;
  const closing = value.StatusChanged === true ? value.ClientStatus : undefined;
  const close = clientClosePermitted(closing, facts.OpenAccountIds);
  if (!close.ok) return close;
  const ClientId = stored.ClientId;
  return decision({
    Records: {
      ClientUpdate: {
        ClientId,
        ...(value.ClientStatus !== undefined ? { ClientStatus: value.ClientStatus } : {}),
        ...(value.Contact !== undefined ? { Contact: value.Contact } : {}),
        ...(value.OFAC !== undefined ? { OFAC: value.OFAC } : {}),
        ...(value.SponsorId !== undefined ? { SponsorId: value.SponsorId } : {}),
        UpdatedDate: facts.Now,
      },
    },
    Result: { ClientId },
    Events: [
      {
        EventType: 'client.updated',
        OccurredAt: facts.Now,
        Data: {
          ClientId,
          ClientStatus: value.ClientStatus ?? stored.ClientStatus,
          StatusChanged: value.StatusChanged,
        },
      },
    ],
    Warnings: value.Warnings,
  });
}
