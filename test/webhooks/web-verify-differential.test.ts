import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createJwks,
  createWebhookReceiver,
  generateEd25519SigningKey,
  contentDigest as nodeContentDigest,
  verifyContentDigest as nodeVerifyContentDigest,
  verifyMessage as nodeVerifyMessage,
  requestComponents,
  type SigningKey,
  signDelivery,
} from '../../src/webhooks/index.js';
import {
  createWebhookReceiver as createWebReceiver,
  jwksKeyResolver as webJwksKeyResolver,
  verifyContentDigest as webVerifyContentDigest,
  verifyMessage as webVerifyMessage,
} from '../../src/webhooks/web/index.js';

// acctos/webhooks/verify (WebCrypto) must give the same answer as acctos/webhooks (node:crypto)
// for every delivery: genuine ones, and ones with each part tampered with. Both run the same
// parsing core; this proves the crypto halves (HMAC-SHA256, Ed25519, SHA-256/512) agree.

const NOW_MS = Date.parse('2026-03-01T12:00:00Z');
const NOW_S = NOW_MS / 1000;
const URL_ = 'https://hooks.example.com/acctos?x=1';
const SECRET = 'whsec_differential_secret';
const ed = generateEd25519SigningKey();
const otherEd = generateEd25519SigningKey();
const jwks = createJwks([{ key: ed.privateKey, kid: ed.kid }]);
const keys: Record<'hmac' | 'ed' | 'otherEd' | 'otherHmac', SigningKey> = {
  hmac: { alg: 'hmac-sha256', keyId: 'we_1', secret: SECRET },
  otherHmac: { alg: 'hmac-sha256', keyId: 'we_1', secret: `${SECRET}x` },
  ed: { alg: 'ed25519', keyId: ed.kid, privateKey: ed.privateKey },
  // Signed by another key under the published kid: must fail to verify.
  otherEd: { alg: 'ed25519', keyId: ed.kid, privateKey: otherEd.privateKey },
};

const options = { hmacSecret: SECRET, jwks, maxAge_s: 300, now: () => NOW_MS };
const nodeReceiver = createWebhookReceiver(options);
const webReceiver = createWebReceiver(options);
const bytesSecretNode = createWebhookReceiver({ ...options, hmacSecret: new TextEncoder().encode(SECRET) });
const bytesSecretWeb = createWebReceiver({ ...options, hmacSecret: new TextEncoder().encode(SECRET) });

const MUTATIONS = [
  'none',
  'body',
  'digest-header',
  'signature-bit',
  'signature-input-alg',
  'signature-input-keyid',
  'label',
  'authority',
  'old-created',
  'future-created',
  'stale-event',
  'no-signature',
  'garbage-signature-input',
  'sha-512-digest',
] as const;
type Mutation = (typeof MUTATIONS)[number];

function eventBody(eventId: string, data: Record<string, unknown>, occurredAt: string): string {
  return JSON.stringify({ EventId: eventId, EventType: 'deposit.posted', OccurredAt: occurredAt, Data: data });
}

function flipOneBit(field: string, index: number): string {
  const m = /^(sig1=:)([^:]*)(:)$/.exec(field);
  if (m === null) return field;
  const raw = atob(m[2] ?? '');
  const at = index % raw.length;
  const flipped = raw.slice(0, at) + String.fromCharCode(raw.charCodeAt(at) ^ 1) + raw.slice(at + 1);
  return `${m[1]}${btoa(flipped)}${m[3]}`;
}

/** Headers and body of one delivery with one part tampered with. */
function delivery(
  key: SigningKey,
  body: string,
  mutation: Mutation,
  index: number,
): { url: string; body: string; headers: Record<string, string> } {
  const created =
    mutation === 'old-created' ? NOW_S - 301 - index : mutation === 'future-created' ? NOW_S + 61 + index : NOW_S;
  const signed = signDelivery({ url: URL_, body, key, created });
  if (!signed.ok) throw new Error(signed.detail);
  const headers: Record<string, string> = { ...signed.headers };
  let url = URL_;
  let sentBody = body;
  switch (mutation) {
    case 'body':
      sentBody = `${body} `;
      break;
    case 'digest-header':
      headers['Content-Digest'] = nodeContentDigest(`${body}x`);
      break;
    case 'signature-bit':
      headers.Signature = flipOneBit(headers.Signature ?? '', index);
      break;
    case 'signature-input-alg':
      headers['Signature-Input'] = (headers['Signature-Input'] ?? '').replace(
        key.alg === 'ed25519' ? 'alg="ed25519"' : 'alg="hmac-sha256"',
        key.alg === 'ed25519' ? 'alg="hmac-sha256"' : 'alg="ed25519"',
      );
      break;
    case 'signature-input-keyid':
      headers['Signature-Input'] = (headers['Signature-Input'] ?? '').replace(/keyid="[^"]*"/, 'keyid="nobody"');
      break;
    case 'label':
      headers['Signature-Input'] = (headers['Signature-Input'] ?? '').replace(/^sig1=/, 'sig2=');
      headers.Signature = (headers.Signature ?? '').replace(/^sig1=/, 'sig2=');
      break;
    case 'authority':
      url = 'https://other.example.com/acctos?x=1';
      break;
    case 'no-signature':
      delete headers.Signature;
      break;
    case 'garbage-signature-input':
      headers['Signature-Input'] = `sig1=(${'"@authority" '.repeat(index % 3)}oops;created=x`;
      break;
    case 'sha-512-digest':
      headers['Content-Digest'] = `${headers['Content-Digest']}, ${nodeContentDigest(body, ['sha-512'])}`;
      break;
    default:
      break;
  }
  return { url, body: sentBody, headers };
}

const request = (d: { url: string; body: string; headers: Record<string, string> }): Request =>
  new Request(d.url, { method: 'POST', body: d.body, headers: d.headers });

describe('acctos/webhooks/verify (WebCrypto) answers as acctos/webhooks (node:crypto)', () => {
  it('every delivery, genuine or tampered, gets the same result from both receivers (property)', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('hmac', 'ed', 'otherEd', 'otherHmac' as const),
        fc.constantFrom(...MUTATIONS),
        fc.uuid(),
        fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 20 }), fc.integer())),
        fc.constantFrom('2026-03-01T11:59:00.000Z', '2026-02-27T11:00:00.000Z'),
        fc.nat({ max: 1000 }),
        async (keyName, mutation, eventId, data, occurredAt, index) => {
          const d = delivery(keys[keyName], eventBody(eventId, data, occurredAt), mutation, index);
          const fromNode = await nodeReceiver(request(d));
          const fromWeb = await webReceiver(request(d));
          expect(fromWeb).toEqual(fromNode);
          expect(await bytesSecretWeb(request(d))).toEqual(await bytesSecretNode(request(d)));
          seen.add(fromNode.ok ? 'ok' : fromNode.reason);
        },
      ),
      { numRuns: 300, seed: 16 },
    );
    // The run reached the accepting path and every kind of refusal the mutations aim at.
    for (const outcome of [
      'ok',
      'bad-signature',
      'digest-mismatch',
      'unknown-key',
      'unknown-label',
      'expired',
      'created-in-future',
      'stale-event',
      'missing-signature',
      'malformed-signature',
    ]) {
      expect(seen.has(outcome), outcome).toBe(true);
    }
  });

  it('a genuine delivery verifies in both, for both algorithms (named cases)', async () => {
    for (const key of [keys.hmac, keys.ed]) {
      const d = delivery(key, eventBody('e-1', { Amount: '1.00' }, '2026-03-01T11:59:00.000Z'), 'none', 0);
      const fromWeb = await webReceiver(request(d));
      expect(fromWeb.ok).toBe(true);
      expect(fromWeb).toEqual(await nodeReceiver(request(d)));
    }
  });

  it('verifyMessage: the same result for any covered components and keys', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('hmac', 'ed', 'otherEd'),
        fc.subarray(['@method', '@authority', '@path', 'content-type', 'x-missing'], { minLength: 1 }),
        fc.constantFrom('none', 'signature-bit'),
        async (keyName, components, mutation) => {
          const d = delivery(keys[keyName], '{}', mutation === 'none' ? 'none' : 'signature-bit', 3);
          const input = (d.headers['Signature-Input'] ?? '').replace(
            '("@authority" "content-digest")',
            `(${components.map((c) => `"${c}"`).join(' ')})`,
          );
          const base = {
            signatureInput: input,
            signature: d.headers.Signature,
            resolve: requestComponents({ method: 'POST', url: d.url, headers: d.headers }),
          };
          const nodeKey = keyName === 'hmac' ? { alg: 'hmac-sha256' as const, secret: SECRET } : undefined;
          const fromNode = await nodeVerifyMessage({
            ...base,
            keys: (kid) =>
              nodeKey ?? (kid === ed.kid ? { alg: 'ed25519', publicKey: jwks.keys[0] ?? ed.jwk } : undefined),
          });
          const fromWeb = await webVerifyMessage({
            ...base,
            keys: async (kid, alg) =>
              keyName === 'hmac' ? { alg: 'hmac-sha256', secret: SECRET } : webJwksKeyResolver(jwks)(kid, alg),
          });
          expect(fromWeb).toEqual(fromNode);
        },
      ),
      { numRuns: 100, seed: 17 },
    );
  });

  it('verifyContentDigest: the same check for any field value and content', async () => {
    const field = (content: string) =>
      fc.oneof(
        fc.constant(nodeContentDigest(content)),
        fc.constant(nodeContentDigest(content, ['sha-256', 'sha-512'])),
        fc.constant(nodeContentDigest(`${content}!`, ['sha-512'])),
        fc.constant(`md5=:AAAA:, ${nodeContentDigest(content)}`),
        fc.constant('sha-256=:AAAA:'),
        fc.constant('sha-256=1'),
        fc.constant(''),
        fc.string({ maxLength: 40 }),
      );
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 64 }).chain((content) => fc.tuple(fc.constant(content), field(content))),
        async ([content, value]) => {
          const fromWeb = await webVerifyContentDigest(value, content);
          expect(fromWeb).toEqual(nodeVerifyContentDigest(value, content));
          expect(await webVerifyContentDigest(value, new TextEncoder().encode(content))).toEqual(fromWeb);
        },
      ),
      { numRuns: 300, seed: 18 },
    );
  });
});
