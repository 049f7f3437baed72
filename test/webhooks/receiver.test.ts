import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createJwks,
  createWebhookReceiver,
  generateEd25519SigningKey,
  type SigningKey,
  signDelivery,
} from '../../src/webhooks/index.js';

const NOW_MS = Date.parse('2026-03-01T12:00:00Z');
const NOW_S = NOW_MS / 1000;
const URL_ = 'https://hooks.example.com/acctos?x=1';
const secret = 'whsec_test_secret_value';
const hmacKey: SigningKey = { alg: 'hmac-sha256', keyId: 'we_123', secret };
const ed = generateEd25519SigningKey();
const edKey: SigningKey = { alg: 'ed25519', keyId: ed.kid, privateKey: ed.privateKey };

function event(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    EventId: '6f1c2b9e-2f44-4c1e-9d8a-0a4b5c6d7e8f',
    EventType: 'deposit.posted',
    OccurredAt: '2026-03-01T11:59:00.000Z',
    Data: { AccountId: 'a', TransactionId: 't', Amount: 100.5, Status: 'Posted' },
    ...overrides,
  });
}

function delivery(
  body: string,
  key: SigningKey,
  opts: { url?: string; created?: number; headers?: Record<string, string> } = {},
): Request {
  const signed = signDelivery({ url: opts.url ?? URL_, body, key, created: opts.created ?? NOW_S });
  if (!signed.ok) throw new Error(signed.detail);
  return new Request(URL_, { method: 'POST', body, headers: { ...signed.headers, ...opts.headers } });
}

const hmacReceiver = createWebhookReceiver({ hmacSecret: secret, maxAge_s: 300, now: () => NOW_MS });
const edReceiver = createWebhookReceiver({
  jwks: createJwks([{ key: ed.privateKey, kid: ed.kid }]),
  maxAge_s: 300,
  now: () => NOW_MS,
});

describe('webhook delivery signing and the receiver', () => {
  it('design.md section 6 profile: sig1 over ("@authority" "content-digest") with created, keyid, alg', () => {
    const signed = signDelivery({ url: URL_, body: '{}', key: hmacKey, created: NOW_S });
    expect(signed.ok).toBe(true);
    if (!signed.ok) return;
    expect(signed.headers['Signature-Input']).toBe(
      `sig1=("@authority" "content-digest");created=${NOW_S};keyid="we_123";alg="hmac-sha256"`,
    );
    expect(signed.headers.Signature).toMatch(/^sig1=:[A-Za-z0-9+/]{43}=:$/);
    expect(signed.signatureBase).toBe(
      `"@authority": hooks.example.com\n"content-digest": ` +
        `sha-256=:RBNvo1WzZ4oRRq0W9+hknpT7T8If536DEMBg9hyq/4o=:\n"@signature-params": ("@authority" ` +
        `"content-digest");created=${NOW_S};keyid="we_123";alg="hmac-sha256"`,
    );
  });

  for (const [name, key, receiver] of [
    ['hmac-sha256', hmacKey, hmacReceiver],
    ['ed25519', edKey, edReceiver],
  ] as const) {
    describe(name, () => {
      it('accepts a genuine delivery and returns the event', async () => {
        const r = await receiver(delivery(event(), key));
        expect(r).toMatchObject({
          ok: true,
          alg: name,
          keyid: key.keyId,
          event: { EventType: 'deposit.posted', Data: { Amount: 100.5 } },
        });
      });
      it('rejects a tampered body (digest no longer matches)', async () => {
        const signed = signDelivery({ url: URL_, body: event(), key, created: NOW_S });
        if (!signed.ok) throw new Error('sign');
        const req = new Request(URL_, {
          method: 'POST',
          body: event({ Data: { Amount: 1_000_000 } }),
          headers: signed.headers,
        });
        expect(await receiver(req)).toMatchObject({ ok: false, reason: 'digest-mismatch' });
      });
      it('rejects a body and digest both replaced (signature covers the digest)', async () => {
        const signed = signDelivery({ url: URL_, body: event(), key, created: NOW_S });
        const forged = signDelivery({ url: URL_, body: event({ EventType: 'x' }), key, created: NOW_S });
        if (!signed.ok || !forged.ok) throw new Error('sign');
        const req = new Request(URL_, {
          method: 'POST',
          body: event({ EventType: 'x' }),
          headers: { ...signed.headers, 'Content-Digest': forged.headers['Content-Digest'] },
        });
        expect(await receiver(req)).toMatchObject({ ok: false, reason: 'bad-signature' });
      });
      it('rejects a delivery signed for another authority', async () => {
        const r = await receiver(delivery(event(), key, { url: 'https://evil.example.net/acctos' }));
        expect(r).toMatchObject({ ok: false, reason: 'bad-signature' });
      });
      it('rejects an expired created and a created in the future', async () => {
        expect(await receiver(delivery(event(), key, { created: NOW_S - 301 }))).toMatchObject({
          ok: false,
          reason: 'expired',
        });
        expect(await receiver(delivery(event(), key, { created: NOW_S - 299 }))).toMatchObject({ ok: true });
        expect(await receiver(delivery(event(), key, { created: NOW_S + 3600 }))).toMatchObject({
          ok: false,
          reason: 'created-in-future',
        });
      });
      it('rejects missing signature fields and a foreign label', async () => {
        const signed = signDelivery({ url: URL_, body: event(), key, created: NOW_S });
        if (!signed.ok) throw new Error('sign');
        const { Signature: _s, ...noSig } = signed.headers;
        expect(await receiver(new Request(URL_, { method: 'POST', body: event(), headers: noSig }))).toMatchObject({
          ok: false,
          reason: 'missing-signature',
        });
        const relabeled = {
          ...signed.headers,
          'Signature-Input': signed.headers['Signature-Input'].replace('sig1=', 'sig2='),
          Signature: signed.headers.Signature.replace('sig1=', 'sig2='),
        };
        expect(await receiver(new Request(URL_, { method: 'POST', body: event(), headers: relabeled }))).toMatchObject({
          ok: false,
          reason: 'unknown-label',
        });
      });
      it('rejects a signature that does not cover content-digest', async () => {
        const signed = signDelivery({ url: URL_, body: event(), key, created: NOW_S });
        if (!signed.ok) throw new Error('sign');
        const input = signed.headers['Signature-Input'].replace(' "content-digest"', '');
        const r = await receiver(
          new Request(URL_, {
            method: 'POST',
            body: event(),
            headers: { ...signed.headers, 'Signature-Input': input },
          }),
        );
        expect(r).toMatchObject({ ok: false, reason: 'required-component-not-covered' });
      });
      it('rejects a stale OccurredAt (replay of an old capture) and a malformed envelope', async () => {
        expect(await receiver(delivery(event({ OccurredAt: '2026-02-27T00:00:00Z' }), key))).toMatchObject({
          ok: false,
          reason: 'stale-event',
        });
        expect(await receiver(delivery(event({ Data: 'x' }), key))).toMatchObject({
          ok: false,
          reason: 'malformed-body',
        });
        expect(await receiver(delivery('not json', key))).toMatchObject({ ok: false, reason: 'malformed-body' });
      });
    });
  }

  it('an hmac receiver refuses an ed25519 delivery and vice versa (alg allow-list)', async () => {
    expect(await hmacReceiver(delivery(event(), edKey))).toMatchObject({ ok: false });
    expect(await edReceiver(delivery(event(), hmacKey))).toMatchObject({ ok: false, reason: 'unsupported-alg' });
  });

  it('a wrong hmac secret fails', async () => {
    const r = await hmacReceiver(delivery(event(), { alg: 'hmac-sha256', keyId: 'we_123', secret: 'other' }));
    expect(r).toMatchObject({ ok: false, reason: 'bad-signature' });
  });

  it('de-duplicates on EventId when asked (spec part 6.1.5)', async () => {
    const seen = new Set<string>();
    const receiver = createWebhookReceiver({
      hmacSecret: secret,
      maxAge_s: 300,
      now: () => NOW_MS,
      isDuplicate: (id) => {
        const dup = seen.has(id);
        seen.add(id);
        return dup;
      },
    });
    expect((await receiver(delivery(event(), hmacKey))).ok).toBe(true);
    expect(await receiver(delivery(event(), hmacKey, { created: NOW_S + 1 }))).toMatchObject({
      ok: false,
      reason: 'duplicate',
    });
  });

  it('resolves ed25519 keys from a JWKS URL, picking up a rotated key by kid', async () => {
    const next = generateEd25519SigningKey();
    let published = createJwks([{ key: ed.privateKey, kid: ed.kid }]);
    let fetches = 0;
    const fakeFetch = (async () => {
      fetches += 1;
      return new Response(JSON.stringify(published));
    }) as typeof fetch;
    let clock = NOW_MS;
    const receiver = createWebhookReceiver({
      jwksUrl: 'https://acctos.example/.well-known/jwks.json',
      fetch: fakeFetch,
      maxAge_s: 300,
      now: () => clock,
    });
    expect((await receiver(delivery(event(), edKey))).ok).toBe(true);
    expect((await receiver(delivery(event(), edKey))).ok).toBe(true);
    expect(fetches).toBe(1);
    published = createJwks([
      { key: ed.privateKey, kid: ed.kid },
      { key: next.privateKey, kid: next.kid },
    ]);
    clock += 11_000;
    const r = await receiver(
      delivery(
        event(),
        { alg: 'ed25519', keyId: next.kid, privateKey: next.privateKeyPem },
        { created: Math.floor(clock / 1000) },
      ),
    );
    expect(r).toMatchObject({ ok: true, keyid: next.kid });
    const unknown = generateEd25519SigningKey();
    const r2 = await receiver(
      delivery(
        event(),
        { alg: 'ed25519', keyId: unknown.kid, privateKey: unknown.privateKey },
        { created: Math.floor(clock / 1000) },
      ),
    );
    expect(r2).toMatchObject({ ok: false, reason: 'unknown-key' });
  });

  it(
    'property: any JSON Data round-trips through sign ' + 'and receive; any single-byte body change is refused',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 })),
          fc.nat(),
          async (data, pos) => {
            const body = event({ Data: data });
            const ok = await hmacReceiver(delivery(body, hmacKey));
            expect(ok.ok).toBe(true);
            if (ok.ok) expect(ok.event.Data).toEqual(JSON.parse(body).Data);
            const bytes = Buffer.from(body);
            const i = pos % bytes.length;
            bytes[i] = (bytes[i]! + 1) % 256;
            const signed = signDelivery({ url: URL_, body, key: hmacKey, created: NOW_S });
            if (!signed.ok) throw new Error('sign');
            const bad = await hmacReceiver(new Request(URL_, { method: 'POST', body: bytes, headers: signed.headers }));
            expect(bad.ok).toBe(false);
          },
        ),
        { numRuns: 50 },
      );
    },
  );

  it('does not mutate the signing inputs', () => {
    const key = { alg: 'hmac-sha256', keyId: 'k', secret: new Uint8Array([1, 2, 3]) } as const;
    const body = new Uint8Array(Buffer.from('{"a":1}'));
    const before = [...body];
    signDelivery({ url: URL_, body, key, created: NOW_S });
    expect([...body]).toEqual(before);
    expect([...key.secret]).toEqual([1, 2, 3]);
  });
});
