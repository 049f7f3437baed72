/** ClientType values (spec 2.2 names Individual and Entity; Trust and Estate added: docs/decisions/21-requests.md). */
export const CLIENT_TYPES = ['Individual', 'Entity', 'Trust', 'Estate'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/**
 * OFAC screening outcome. NotScreened: no screening yet; Clear: no match; PotentialMatch: a
 * possible hit under review (client opens Restricted); ConfirmedMatch: a true match (create is refused).
 */
export const OFAC_STATUSES = ['NotScreened', 'Clear', 'PotentialMatch', 'ConfirmedMatch'] as const;
export type OfacStatus = (typeof OFAC_STATUSES)[number];

/** Fields of the client record the service assigns; a caller may not send them. */
export const SERVICE_ASSIGNED_CLIENT_FIELDS = ['ClientId', 'ClientNumber', 'ClientStatus', 'CreatedDate'] as const;
