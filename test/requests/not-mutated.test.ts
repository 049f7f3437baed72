import { describe, expect, it } from 'vitest';
import {
  validateCreateAccount,
  validateCreateClient,
  validateFundAccountRequest,
  validateTransactRequest,
  validateUpdateAccount,
  validateUpdateClient,
} from '../../src/index.js';
import { ALL_SLUGS, CLIENT_ID, catalog, fullContext, minimal, TODAY } from './fixtures.js';

function deepFreeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null) {
    for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
    Object.freeze(v);
  }
  return v;
}

describe('inputs are not mutated', () => {
  it('validateCreateAccount leaves the body and the context as they were, and returns fresh objects', () => {
    for (const slug of ALL_SLUGS) {
      const body = minimal(slug, { ClientId: CLIENT_ID.toUpperCase(), Unknown: { nested: [1, 2] } });
      const ctx = fullContext();
      const before = structuredClone({ body, ctx });
      const frozenBody = deepFreeze(structuredClone(body));
      const frozenCtx = deepFreeze(structuredClone(ctx));
      validateCreateAccount(catalog, body, ctx);
      expect({ body, ctx }).toEqual(before);
      expect(() => validateCreateAccount(catalog, frozenBody, frozenCtx)).not.toThrow();
      const ok = validateCreateAccount(catalog, minimal(slug), ctx);
      expect(ok.ok && ok.value).not.toBe(body);
    }
  });
  it('the other validators accept deep-frozen inputs and leave them unchanged', () => {
    const client = deepFreeze({
      ClientType: 'Individual',
      Contact: {
        FirstName: 'A',
        LastName: 'B',
        Address: { Line1: '1 Main', City: 'X', Region: 'NY', PostalCode: '12345', Country: 'US' },
      },
      OFAC: { Status: 'Clear', ScreenedAt: '2026-01-01T00:00:00Z' },
    });
    const snapshot = structuredClone(client);
    expect(validateCreateClient(catalog, client, deepFreeze({ Today: TODAY })).ok).toBe(true);
    expect(
      validateUpdateClient(
        catalog,
        { Contact: client.Contact },
        deepFreeze({ Client: { ClientStatus: 'Active', ClientType: 'Individual' }, Today: TODAY }),
      ).ok,
    ).toBe(true);
    expect(client).toEqual(snapshot);
    expect(
      validateUpdateAccount(
        catalog,
        deepFreeze({ AccountStatus: 'Closed' }),
        deepFreeze({ Account: { AccountStatus: 'Active' } }),
      ).ok,
    ).toBe(true);
    expect(
      validateFundAccountRequest(
        catalog,
        deepFreeze({ Amount: '1.00', Currency: 'USD', PaymentMethodType: 'ACH' }),
        deepFreeze({ AccountTypeCode: 'sep-ira' }),
      ).ok,
    ).toBe(true);
    expect(
      validateTransactRequest(
        catalog,
        deepFreeze({ EntryType: 'Fee', Amount: '1.00', Currency: 'USD' }),
        deepFreeze({ AccountTypeCode: 'sep-ira' }),
      ).ok,
    ).toBe(true);
  });
  it('the catalog is not changed by validation', () => {
    const before = JSON.stringify(catalog.files);
    validateCreateAccount(catalog, minimal('inherited-roth-ira', { DecedentDiedOnOrAfterRbd: true }), fullContext());
    expect(JSON.stringify(catalog.files)).toBe(before);
  });
});
