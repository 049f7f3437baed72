// A tiny host service: the Create Account route of a custodian's own API, built on the acctos
// engine. It looks up the client, the institution and the provider's contract in its own
// stores, asks validateCreateAccount, and answers with the API envelope (design.md section 3).
// In your service, import from 'acctos' instead of the relative path.
import { type Catalog, type ClientRecord, type InstitutionRecord, validateCreateAccount } from '../../src/index.js';

/** Where this host keeps its records (a database in a real service). */
export interface HostStores {
  readonly clients: ReadonlyMap<string, ClientRecord>;
  readonly institutions: ReadonlyMap<string, InstitutionRecord>;
  /** The calling provider's contract and satisfied gates. */
  readonly contract: { readonly ContractedTypes: readonly string[]; readonly SatisfiedGates: readonly string[] };
  /** The host's business date, `YYYY-MM-DD` (the engine reads no clock). */
  readonly today: () => string;
}

export type Envelope =
  | { readonly Status: 1; readonly AccountId: string; readonly Phase: string }
  | {
      readonly Status: 0;
      readonly ResponseStatus: {
        readonly ErrorCode: string;
        readonly Message: string;
        readonly Errors: readonly unknown[];
      };
    };

const MAX_BODY_BYTES = 64 * 1024;

/** `POST /v1/accounts` as a fetch handler: `(Request) => Promise<Response>`. */
export function createAccountHandler(
  catalog: Catalog,
  stores: HostStores,
  newId: () => string,
): (req: Request) => Promise<Response> {
  return async (req) => {
    const text = await req.text();
    if (text.length > MAX_BODY_BYTES) return reply(413, fail('PayloadTooLarge', 'The body is larger than 64 KiB.'));
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return reply(200, fail('InvalidRequest', 'The body is not valid JSON.'));
    }
    const fields =
      typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const clientId = typeof fields['ClientId'] === 'string' ? fields['ClientId'].toLowerCase() : undefined;
    const institutionId =
      typeof fields['InstitutionId'] === 'string' ? fields['InstitutionId'].toLowerCase() : undefined;
    const result = validateCreateAccount(catalog, body, {
      Client: (clientId && stores.clients.get(clientId)) || null,
      Institution: (institutionId && stores.institutions.get(institutionId)) || null,
      ContractedTypes: stores.contract.ContractedTypes,
      SatisfiedGates: stores.contract.SatisfiedGates,
      Today: stores.today(),
    });
    if (!result.ok) return reply(200, fail(result.ErrorCode, result.Message, result.Errors));
    // A real host would insert the account here, in the same transaction as its outbox event.
    return reply(200, { Status: 1, AccountId: newId(), Phase: result.value.Phase });
  };
}

function fail(ErrorCode: string, Message: string, Errors: readonly unknown[] = []): Envelope {
  return { Status: 0, ResponseStatus: { ErrorCode, Message, Errors } };
}

function reply(status: number, envelope: Envelope): Response {
  return new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } });
}
