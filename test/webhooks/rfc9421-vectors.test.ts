import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  authorityOf,
  buildSignatureBase,
  jwkThumbprint,
  requestComponents,
  type SigningKey,
  serializeSignatureParams,
  signMessage,
  toJwksKey,
  type VerificationKey,
  verifyMessage,
} from '../../src/webhooks/index.js';

const ref = JSON.parse(readFileSync('/work/shared/reference/rfc9421_vectors.json', 'utf8'));
const edKey = ref.keys['test-key-ed25519'];
const sharedSecret = new Uint8Array(Buffer.from(ref.keys['test-shared-secret'].base64, 'base64'));

// RFC 9421 Appendix B.2 test-request, as headers of a Request-like object.
const testRequest = {
  method: 'POST',
  url: 'https://example.com/foo?param=Value&Pet=dog',
  headers: {
    Host: 'example.com',
    Date: 'Tue, 20 Apr 2021 02:07:55 GMT',
    'Content-Type': 'application/json',
    'Content-Digest':
      'sha-512=:WZDPaVn/7XgHaAy8pmojAkGWoRx2UFChF41A2svX+TaPm+AbwAgBWnrIiYllu7BNNyealdVLvRwEmTHWXvJwew==:',
    'Content-Length': '18',
  },
};

type Example = {
  id: string;
  label: string;
  algorithm: 'hmac-sha256' | 'ed25519';
  covered_components: string[];
  signature_params: { created: number; keyid: string };
  signature_base: string;
  signature_input_header: string;
  signature_header: string;
};
const examples = ref.examples as Example[];

function keysFor(ex: Example): { sign: SigningKey; verify: VerificationKey } {
  return ex.algorithm === 'hmac-sha256'
    ? {
        sign: { alg: 'hmac-sha256', keyId: ex.signature_params.keyid, secret: sharedSecret },
        verify: { alg: 'hmac-sha256', secret: sharedSecret },
      }
    : {
        sign: { alg: 'ed25519', keyId: ex.signature_params.keyid, privateKey: edKey.private_key_pem },
        verify: { alg: 'ed25519', publicKey: edKey.public_key_pem },
      };
}

describe('RFC 9421 Appendix B vectors', () => {
  it('uses both examples that fit hmac-sha256 and ed25519', () => {
    expect(examples.map((e) => e.id)).toEqual(['B.2.5', 'B.2.6']);
  });

  for (const ex of examples) {
    const resolve = requestComponents(testRequest);
    const keys = keysFor(ex);

    it(`${ex.id} (RFC 9421 ${ex.id}, ${ex.algorithm}): signature base is byte-exact`, () => {
      const params = serializeSignatureParams(ex.covered_components, ex.signature_params);
      const base = buildSignatureBase(ex.covered_components, params, resolve);
      expect(base.ok && base.base).toBe(ex.signature_base);
    });

    it(`${ex.id} (RFC 9421 ${ex.id}): signing reproduces the published Signature-Input and Signature`, () => {
      const signed = signMessage({
        label: ex.label,
        components: ex.covered_components,
        resolve,
        params: { created: ex.signature_params.created },
        key: keys.sign,
      });
      expect(signed.ok).toBe(true);
      if (!signed.ok) return;
      expect(`Signature-Input: ${signed.signatureInput}`).toBe(ex.signature_input_header);
      expect(`Signature: ${signed.signature}`).toBe(ex.signature_header);
    });

    it(`${ex.id} (RFC 9421): the published signature verifies, and fails once a covered value changes`, async () => {
      const signatureInput = ex.signature_input_header.replace(/^Signature-Input: /, '');
      const signature = ex.signature_header.replace(/^Signature: /, '');
      const ok = await verifyMessage({ signatureInput, signature, resolve, keys: () => keys.verify });
      expect(ok).toMatchObject({
        ok: true,
        label: ex.label,
        keyid: ex.signature_params.keyid,
        created: 1618884473,
        alg: ex.algorithm,
      });
      const tampered = requestComponents({ ...testRequest, url: 'https://example.org/foo?param=Value&Pet=dog' });
      const bad = await verifyMessage({ signatureInput, signature, resolve: tampered, keys: () => keys.verify });
      expect(bad).toMatchObject({ ok: false, reason: 'bad-signature' });
      // Whitespace in the received field does not matter: the params are re-serialized.
      const parsedOk = await verifyMessage({
        signatureInput: signatureInput.replace(/"\s"/g, '"  "'),
        signature,
        resolve,
        keys: () => keys.verify,
      });
      expect(parsedOk.ok).toBe(true);
    });

    it(`${ex.id}: a key of the other algorithm is refused (RFC 9421 section 7.3.6 downgrade)`, async () => {
      const signatureInput = ex.signature_input_header.replace(/^Signature-Input: /, '');
      const signature = ex.signature_header.replace(/^Signature: /, '');
      const other = ex.algorithm === 'ed25519' ? keysFor(examples[0]!).verify : keysFor(examples[1]!).verify;
      const r = await verifyMessage({ signatureInput, signature, resolve, keys: () => other });
      expect(r.ok).toBe(false);
      const r2 = await verifyMessage({
        signatureInput,
        signature,
        resolve,
        keys: () => keys.verify,
        allowedAlgs: [ex.algorithm === 'ed25519' ? 'hmac-sha256' : 'ed25519'],
      });
      expect(r2).toMatchObject({ ok: false, reason: 'unsupported-alg' });
    });
  }

  it('B.2.6 negative checks: a trailing newline or CRLF in the base does not verify', async () => {
    const ex = examples[1]!;
    const { createPublicKey, verify } = await import('node:crypto');
    const sig = Buffer.from(ex.signature_header.replace(/^Signature: sig-b26=:|:$/g, ''), 'base64');
    const pub = createPublicKey(edKey.public_key_pem);
    expect(verify(null, Buffer.from(ex.signature_base), pub, sig)).toBe(true);
    expect(verify(null, Buffer.from(`${ex.signature_base}\n`), pub, sig)).toBe(false);
    expect(verify(null, Buffer.from(ex.signature_base.replace(/\n/g, '\r\n')), pub, sig)).toBe(false);
  });

  it('RFC 9421 B.1.4 key: JWKS entry and RFC 7638 thumbprint', () => {
    const entry = toJwksKey(edKey.public_key_pem, 'test-key-ed25519');
    expect(entry).toEqual(edKey.jwks_public_entry_for_this_project);
    expect(toJwksKey(edKey.private_key_pem, 'test-key-ed25519')).toEqual(entry);
    expect(jwkThumbprint(entry)).toBe(edKey.rfc7638_thumbprint_sha256);
    expect(toJwksKey(edKey.public_key_pem).kid).toBe(edKey.rfc7638_thumbprint_sha256);
  });

  it('RFC 9421 section 2.2.3: @authority normalisation examples', () => {
    for (const e of ref.rules.authority.examples as { target: string; authority: string }[]) {
      expect(authorityOf(e.target), e.target).toBe(e.authority);
    }
    expect(authorityOf('not a url')).toBeUndefined();
  });
});
