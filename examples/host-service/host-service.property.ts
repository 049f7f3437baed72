// The host's property test adapter: the kit generates a request and the records it needs; the
// adapter loads those records into the host's stores, sends the request through the real
// handler, and returns the envelope for the law to judge.
// In your service, import from 'acctos' and 'acctos/testing' instead of the relative paths.
import type { Catalog } from '../../src/index.js';
import type { CreateAccountBody, CreateAccountContext } from '../../src/testing/index.js';
import { createAccountHandler, type Envelope } from './host-service.js';

export async function sendThroughHost(
  catalog: Catalog,
  request: CreateAccountBody,
  ctx: CreateAccountContext,
): Promise<Envelope> {
  const handler = createAccountHandler(
    catalog,
    {
      clients: new Map(ctx.Client ? [[ctx.Client.ClientId.toLowerCase(), ctx.Client]] : []),
      institutions: new Map(ctx.Institution ? [[ctx.Institution.InstitutionId.toLowerCase(), ctx.Institution]] : []),
      contract: { ContractedTypes: ctx.ContractedTypes, SatisfiedGates: ctx.SatisfiedGates },
      today: () => ctx.Today,
    },
    () => '3f0e2a1c-0000-4000-8000-000000000001',
  );
  const res = await handler(
    new Request('http://host.example/v1/accounts', {
      method: 'POST',
      body: JSON.stringify(request),
      headers: { 'content-type': 'application/json' },
    }),
  );
  return (await res.json()) as Envelope;
}
