// Unit tests of the server's pure helpers: signing base, header parsing, secrets at rest,
// idempotency hashing, paging.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAuthorization, sign, signaturesEqual, signingBase } from '../../src/server/auth/hmac.js';
import { decryptSecret, encryptionKeyFrom, encryptSecret } from '../../src/server/auth/secret-box.js';
import { canonicalJson, requestHash } from '../../src/server/store/idempotency.js';
import { parsePage } from '../../src/server/store/pagination.js';
import { authorization } from './sign.js';

describe('HMAC scheme (design.md section 4)', () => {
  it('signing base: METHOD, target, timestamp, hex sha256 of the body (empty body hashes "")', () => {
    expect(signingBase('get', '/v1/clients?PageSize=2', '1700000000', new Uint8Array(0))).toBe(
      'GET\n/v1/clients?PageSize=2\n1700000000\ne3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });
  it('the test helper and the server agree on every signature', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.string({ maxLength: 200 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (secret, body, ts) => {
          const header = authorization({ KeyId: 'k1', Secret: secret }, 'POST', '/v1/x', body, ts);
          const parsed = parseAuthorization(header);
          expect(parsed).toBeDefined();
          expect(
            signaturesEqual(
              parsed!.signature,
              sign(secret, signingBase('POST', '/v1/x', String(ts), new TextEncoder().encode(body))),
            ),
          ).toBe(true);
        },
      ),
    );
  });
  it('malformed headers are rejected', () => {
    for (const h of [
      '',
      'HMAC',
      'HMAC a:b',
      'Basic a:b:c',
      'HMAC k:notbase64:1',
      `HMAC k:${'A'.repeat(43)}=:12a`,
      `HMAC k:${'A'.repeat(43)}=:1:2`,
    ])
      expect(parseAuthorization(h), h).toBeUndefined();
  });
});

describe('secrets at rest (AES-256-GCM)', () => {
  const key = encryptionKeyFrom('00'.repeat(32));
  it('round-trips, binds the key id, and fails with another key', () => {
    const sealed = encryptSecret(key, 's3cret', 'ak_1');
    expect(sealed).not.toContain('s3cret');
    expect(decryptSecret(key, sealed, 'ak_1')).toBe('s3cret');
    expect(decryptSecret(key, sealed, 'ak_2')).toBeUndefined();
    expect(decryptSecret(encryptionKeyFrom('11'.repeat(32)), sealed, 'ak_1')).toBeUndefined();
    expect(decryptSecret(key, 'garbage', 'ak_1')).toBeUndefined();
  });
});

describe('idempotency hash', () => {
  it('ignores key order, sees every value, and does not mutate its input', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 })), (obj) => {
        const before = JSON.stringify(obj);
        const reversed = Object.fromEntries(Object.entries(obj).reverse());
        expect(requestHash('t', reversed)).toBe(requestHash('t', obj));
        expect(JSON.stringify(obj)).toBe(before);
      }),
    );
    expect(requestHash('t', { Amount: 1 })).not.toBe(requestHash('t', { Amount: 2 }));
    expect(requestHash('a', { Amount: 1 })).not.toBe(requestHash('b', { Amount: 1 }));
    expect(canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }] })).toBe('{"a":[2,{"c":4,"d":3}],"b":1}');
  });
});

describe('paging', () => {
  it('PageNumber from 1, PageSize default 25 and at most 100', () => {
    expect(parsePage({})).toEqual({ ok: true, page: { PageNumber: 1, PageSize: 25, offset: 0 } });
    expect(parsePage({ PageNumber: '3', PageSize: '100' })).toEqual({
      ok: true,
      page: { PageNumber: 3, PageSize: 100, offset: 200 },
    });
    for (const q of [
      { PageNumber: '0' },
      { PageSize: '0' },
      { PageSize: '101' },
      { PageNumber: '1.5' },
      { PageSize: '-1' },
    ])
      expect(parsePage(q).ok, JSON.stringify(q)).toBe(false);
  });
});
