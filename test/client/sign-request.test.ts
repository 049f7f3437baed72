import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signingBase, signRequest } from '../../src/client/index.js';
import { signingBase as serverBase, sign as serverSign } from '../../src/server/auth/hmac.js';

describe('signRequest (design.md section 4, Web Crypto)', () => {
  it(
    'builds METHOD\\nPATH_AND_QUERY\\ntimestamp\\nhex(sha256(body)) ' + 'and signs it with HMAC-SHA256, base64',
    async () => {
      const body = '{"ClientType":"Individual"}';
      const base = await signingBase({ method: 'post', pathAndQuery: '/v1/clients?x=1', body, timestamp: 1767225600 });
      expect(base).toBe(`POST\n/v1/clients?x=1\n1767225600\n${createHash('sha256').update(body).digest('hex')}`);
      const header = await signRequest({
        method: 'POST',
        pathAndQuery: '/v1/clients?x=1',
        body,
        keyId: 'key_1',
        secret: 's3cr3t',
        timestamp: 1767225600,
      });
      const expected = createHmac('sha256', 's3cr3t').update(base).digest('base64');
      expect(header).toBe(`HMAC key_1:${expected}:1767225600`);
    },
  );

  it('an empty or absent body hashes the empty string', async () => {
    const empty = createHash('sha256').update('').digest('hex');
    expect(await signingBase({ method: 'GET', pathAndQuery: '/v1/clients', timestamp: 1 })).toBe(
      `GET\n/v1/clients\n1\n${empty}`,
    );
    expect(await signingBase({ method: 'GET', pathAndQuery: '/v1/clients', body: '', timestamp: 1 })).toBe(
      `GET\n/v1/clients\n1\n${empty}`,
    );
  });

  it('property: agrees byte for byte with the server verifier for any method, target, body and secret', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
        fc.webPath(),
        fc.string({ maxLength: 200 }),
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.integer({ min: 0, max: 4_000_000_000 }),
        async (method, path, body, secret, ts) => {
          const target = `/v1${path}`;
          const header = await signRequest({ method, pathAndQuery: target, body, keyId: 'k', secret, timestamp: ts });
          const expected = serverSign(
            secret,
            serverBase(method, target, String(ts), new Uint8Array(Buffer.from(body, 'utf8'))),
          );
          expect(header).toBe(`HMAC k:${expected}:${ts}`);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('does not mutate a byte body', async () => {
    const body = new Uint8Array([123, 125]);
    await signRequest({ method: 'POST', pathAndQuery: '/v1/x', body, keyId: 'k', secret: 's', timestamp: 1 });
    expect([...body]).toEqual([123, 125]);
  });
});
