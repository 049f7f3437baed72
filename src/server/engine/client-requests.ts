import type { Catalog } from '../../core/catalog/types.js';
import {
  type CreateClientResult,
  type UpdateClientResult,
  validateCreateClient,
  validateUpdateClient,
} from '../../index.js';

/** Create Client: the engine's validateCreateClient (ClientType, Contact, OFAC; the opening ClientStatus). */
export function checkCreateClient(catalog: Catalog, body: unknown, today: string): CreateClientResult {
  return validateCreateClient(catalog, body, { Today: today });
}

/** Update Client against the stored record (status machine, OFAC rules). */
export function checkUpdateClient(
  catalog: Catalog,
  body: unknown,
  client: { ClientStatus: string; ClientType: string; OFAC?: { Status: string } } | null,
  today: string,
): UpdateClientResult {
  return validateUpdateClient(catalog, body, { Client: client, Today: today });
}
