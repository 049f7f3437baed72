import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentDigest, digestBytes, verifyContentDigest } from '../../src/webhooks/index.js';

interface Vector {
  id: string;
  rfc_section: string;
  algorithm: string;
  body_ref: string;
  field_value_as_published?: string;
  published_digest_b64: string;
  verified: boolean;
}
const ref = JSON.parse(readFileSync('/work/shared/reference/rfc9530_vectors.json', 'utf8')) as {
  examples: Vector[];
  bodies: Record<string, { hex: string }>;
};
const bodyOf = (v: Vector): Buffer => Buffer.from(ref.bodies[v.body_ref]?.hex ?? '', 'hex');
// Every published example whose algorithm is an active one (sha-256 / sha-512).
const active = ref.examples.filter((v) => v.algorithm === 'sha-256' || v.algorithm === 'sha-512');

describe('RFC 9530 Content-Digest vectors', () => {
  it('covers the active-algorithm examples of the reference file', () => {
    expect(active.length).toBeGreaterThanOrEqual(10);
  });

  for (const v of active) {
    it(`${v.id} (${v.rfc_section}) ${v.verified ? 'matches' : 'is rejected (known erratum)'}`, () => {
      const body = bodyOf(v);
      const computed = Buffer.from(digestBytes(body, v.algorithm as 'sha-256' | 'sha-512')).toString('base64');
      expect(computed === v.published_digest_b64).toBe(v.verified);
      const field = `${v.algorithm}=:${v.published_digest_b64}:`;
      expect(verifyContentDigest(field, body).ok).toBe(v.verified);
      if (v.verified && v.algorithm === 'sha-256') expect(contentDigest(body)).toBe(field);
    });
  }

  it('RFC 9530 Appendix D: sha-256 of {"hello": "world"} and both algorithms in one field', () => {
    const body = '{"hello": "world"}';
    expect(contentDigest(body)).toBe('sha-256=:X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=:');
    const both = contentDigest(body, ['sha-256', 'sha-512']);
    expect(both).toBe(
      'sha-256=:X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=:, ' +
        'sha-512=:WZDPaVn/7XgHaAy8pmojAkGWoRx2UFChF41A2svX+TaPm+AbwAgBWnrIiYllu7BNNyealdVLvRwEmTHWXvJwew==:',
    );
    expect(verifyContentDigest(both, body)).toEqual({ ok: true, algorithms: ['sha-256', 'sha-512'] });
  });

  it('RFC 9530 section 2: empty content digests the empty string', () => {
    expect(contentDigest('')).toBe('sha-256=:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=:');
  });

  it('refuses deprecated-only, malformed and absent fields (RFC 9530 section 5)', () => {
    expect(verifyContentDigest('md5=:Sd/dVLAcvNLSq16eXua5uQ==:', '{"hello": "world"}')).toEqual({
      ok: false,
      reason: 'unsupported-digest',
    });
    expect(verifyContentDigest('sha-256=:RK/0qy18MlBSVnWgjwz6lZEWjP/lF5HF9bvEF8FabDg==:', 'x').ok).toBe(false);
    expect(verifyContentDigest('sha-256=X48E9q', 'x')).toEqual({ ok: false, reason: 'malformed-digest' });
    expect(verifyContentDigest(undefined, 'x')).toEqual({ ok: false, reason: 'malformed-digest' });
    expect(verifyContentDigest('sha-256="abc"', 'x')).toEqual({ ok: false, reason: 'malformed-digest' });
  });

  it('a sha-512 member that mismatches fails even when sha-256 matches', () => {
    const good = contentDigest('a');
    const bad512 = contentDigest('b', ['sha-512']);
    expect(verifyContentDigest(`${good}, ${bad512}`, 'a')).toEqual({ ok: false, reason: 'digest-mismatch' });
  });

  it('property: any body verifies against its own digest and not against a different body', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 512 }), fc.uint8Array({ maxLength: 512 }), (a, b) => {
        const field = contentDigest(a);
        expect(verifyContentDigest(field, a).ok).toBe(true);
        if (Buffer.compare(Buffer.from(a), Buffer.from(b)) !== 0) {
          expect(verifyContentDigest(field, b)).toEqual({ ok: false, reason: 'digest-mismatch' });
        }
      }),
    );
  });

  it('does not mutate the body it digests', () => {
    const body = new Uint8Array([1, 2, 3]);
    contentDigest(body, ['sha-256', 'sha-512']);
    verifyContentDigest('sha-256=:AAAA:', body);
    expect([...body]).toEqual([1, 2, 3]);
  });
});
