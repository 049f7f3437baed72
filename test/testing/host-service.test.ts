import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAccountHandler } from '../../examples/host-service/host-service.js';
import { sendThroughHost } from '../../examples/host-service/host-service.property.js';
import { defaultCatalog as catalog } from '../../src/index.js';
import {
  invalidRequestsYieldTheirCode,
  neverThrowsOnArbitraryJson,
  validRequestsValidate,
} from '../../src/testing/index.js';

// The host-side example of docs/testing.md, run in CI: the kit drives the host's real handler.
describe('examples/host-service: the host handler obeys the engine rules', () => {
  it('every valid Create Account request opens an account through the handler', async () => {
    await fc.assert(validRequestsValidate(catalog, (request, ctx) => sendThroughHost(catalog, request, ctx)));
  });

  it('every labelled invalid request comes back with its ErrorCode in the envelope', async () => {
    await fc.assert(invalidRequestsYieldTheirCode(catalog, (request, ctx) => sendThroughHost(catalog, request, ctx)));
  });

  it('the handler never throws on arbitrary JSON bodies', async () => {
    const handler = createAccountHandler(
      catalog,
      {
        clients: new Map(),
        institutions: new Map(),
        contract: { ContractedTypes: [], SatisfiedGates: [] },
        today: () => '2026-05-01',
      },
      () => 'id',
    );
    await fc.assert(
      neverThrowsOnArbitraryJson(
        async (body) => {
          const res = await handler(
            new Request('http://host.example/v1/accounts', { method: 'POST', body: JSON.stringify(body) ?? 'null' }),
          );
          expect(res.status).toBe(200);
          return res.json();
        },
        { catalog },
      ),
    );
  });
});
