import type { ClientRecordToInsert, ClientUpdate, StoredClient } from '../../core/decisions/index.js';
import type { Queryable } from '../db/types.js';
import type { Page } from './pagination.js';
import { iso, jsonValue, withOptional } from './rows.js';

export interface ClientRow {
  client_id: string;
  client_number: string;
  client_type: string;
  contact: unknown;
  client_status: string;
  sponsor_id: string | null;
  ofac: unknown;
  provider_reference_id: string | null;
  created_at: unknown;
}

/** The columns of a ClientRow, in its order. */
export const CLIENT_COLUMNS = [
  'client_id',
  'client_number',
  'client_type',
  'contact',
  'client_status',
  'sponsor_id',
  'ofac',
  'provider_reference_id',
  'created_at',
] as const satisfies readonly (keyof ClientRow)[];

const COLUMNS = CLIENT_COLUMNS.join(', ');

export function clientRecord(r: ClientRow): Record<string, unknown> {
  return withOptional(
    {
      ClientId: r.client_id,
      ClientNumber: r.client_number,
      ClientType: r.client_type,
      Contact: jsonValue<Record<string, unknown>>(r.contact, {}),
      ClientStatus: r.client_status,
      CreatedDate: iso(r.created_at),
    },
    {
      ProviderReferenceId: r.provider_reference_id,
      SponsorId: r.sponsor_id,
      OFAC: jsonValue<unknown>(r.ofac, undefined),
    },
  );
}

/** A client of this provider; another provider's id is indistinguishable from an unknown one. */
export async function findClient(
  q: Queryable,
  providerId: string,
  clientId: string,
  forUpdate = false,
): Promise<ClientRow | undefined> {
  const r = await q.query<ClientRow>(
    `SELECT ${COLUMNS} FROM clients WHERE client_id = $1 AND provider_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [clientId, providerId],
  );
  return r.rows[0];
}

export async function listClients(
  q: Queryable,
  providerId: string,
  page: Page,
): Promise<{ total: number; rows: ClientRow[] }> {
  const t = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM clients WHERE provider_id = $1', [providerId]);
  const r = await q.query<ClientRow>(
    `SELECT ${COLUMNS} FROM clients WHERE provider_id = $1 ORDER BY created_at, client_id LIMIT $2 OFFSET $3`,
    [providerId, page.PageSize, page.offset],
  );
  return { total: Number(t.rows[0]?.n ?? 0), rows: r.rows };
}

/** The decisions' StoredClient from a row (its latest OFAC screening status with it). */
export function storedClient(r: ClientRow): StoredClient {
  const ofac = jsonValue<{ Status?: unknown } | null>(r.ofac, null);
  return {
    ClientId: r.client_id,
    ClientType: r.client_type,
    ClientStatus: r.client_status,
    Contact: jsonValue<Record<string, unknown>>(r.contact, {}),
    ...(ofac !== null && typeof ofac.Status === 'string' ? { OFAC: { Status: ofac.Status } } : {}),
  };
}

/** A new ClientNumber (unique, never reused; a refused request leaves a gap). */
export async function nextClientNumber(tx: Queryable): Promise<string> {
  const n = await tx.query<{ n: string | number }>("SELECT nextval('client_numbers') AS n");
  return `C${String(n.rows[0]?.n ?? 0).padStart(9, '0')}`;
}

export async function insertClient(tx: Queryable, providerId: string, c: ClientRecordToInsert): Promise<void> {
  await tx.query(
    `INSERT INTO clients (client_id, provider_id, client_number, client_type, contact, client_status, ` +
      `sponsor_id, ofac, provider_reference_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    [
      c.ClientId,
      providerId,
      c.ClientNumber,
      c.ClientType,
      JSON.stringify(c.Contact),
      c.ClientStatus,
      c.SponsorId ?? null,
      c.OFAC === undefined ? null : JSON.stringify(c.OFAC),
      c.ProviderReferenceId ?? null,
      c.CreatedDate,
    ],
  );
}

export async function updateClient(tx: Queryable, ch: ClientUpdate): Promise<void> {
  await tx.query(
    `UPDATE clients SET client_status = COALESCE($2, client_status), contact = COALESCE($3::jsonb, contact),
       ofac = COALESCE($4::jsonb, ofac), sponsor_id = COALESCE($6::uuid, sponsor_id), updated_at = $5 ` +
      `WHERE client_id = $1`,
    [
      ch.ClientId,
      ch.ClientStatus ?? null,
      ch.Contact === undefined ? null : JSON.stringify(ch.Contact),
      ch.OFAC === undefined ? null : JSON.stringify(ch.OFAC),
      ch.UpdatedDate,
      ch.SponsorId ?? null,
    ],
  );
}
