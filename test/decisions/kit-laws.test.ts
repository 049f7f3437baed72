import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideCreateAccount, decideCreateClient, validateCreateAccount } from '../../src/index.js';
import {
  arbitraryCreateAccountRequest,
  arbitraryCreateClientRequest,
  type CreateAccountBody,
  type CreateAccountContext,
  invalidRequestsYieldTheirCode,
  validRequestsValidate,
} from '../../src/testing/index.js';
import { catalog, guid } from './memory-host.js';

/** decideCreateAccount as the kit's laws call a validator: the host context becomes the facts. */
function decide(request: CreateAccountBody, ctx: CreateAccountContext) {
  return decideCreateAccount(
    catalog,
    {
      Now: `${ctx.Today}T08:00:00Z`,
      Client: ctx.Client,
      Institution: ctx.Institution,
      Provider: { ContractedTypes: ctx.ContractedTypes, SatisfiedGates: ctx.SatisfiedGates },
      NewIds: { AccountId: guid(1), AccountNumber: 'A000000001' },
    },
    request,
    ctx.Today,
  );
}

describe('acctos/testing laws hold for the decide functions (docs/testing.md)', () => {
  it('every valid Create Account case opens an account, with the phase and attributes the validator derives', () => {
    fc.assert(validRequestsValidate(catalog, decide));
    fc.assert(
      fc.property(arbitraryCreateAccountRequest(catalog), ({ request, ctx }) => {
        const d = decide(request, ctx);
        const v = validateCreateAccount(catalog, request, ctx);
        if (!d.ok || !v.ok) throw new Error('valid case refused');
        expect(d.Records.Account.Phase).toBe(v.value.Phase);
        expect(d.Records.Account.AccountTypeCode).toBe(v.value.AccountTypeCode);
        expect(d.Events.map((e) => e.EventType)).toEqual(['account.created']);
      }),
    );
  });

  it('every labelled invalid Create Account case is refused with its code, and nothing is recorded', () => {
    fc.assert(invalidRequestsYieldTheirCode(catalog, decide));
  });

  it('every valid Create Client case creates a client and emits client.created', () => {
    fc.assert(
      fc.property(arbitraryCreateClientRequest(), ({ request, ctx }) => {
        const d = decideCreateClient(
          catalog,
          { Now: `${ctx.Today}T08:00:00Z`, NewIds: { ClientId: guid(2), ClientNumber: 'C2' } },
          request,
          ctx.Today,
        );
        if (!d.ok) throw new Error(`valid client refused: ${d.Message}`);
        expect(d.Events[0]?.Data['ClientId']).toBe(guid(2));
      }),
    );
  });
});
