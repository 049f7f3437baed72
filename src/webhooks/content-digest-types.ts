/** RFC 9530 section 5: the active (non-deprecated) algorithms; deprecated ones are never accepted. */
export const DIGEST_ALGORITHMS = ['sha-256', 'sha-512'] as const;
export type DigestAlgorithm = (typeof DIGEST_ALGORITHMS)[number];

export type DigestCheck =
  | { readonly ok: true; readonly algorithms: readonly DigestAlgorithm[] }
  | { readonly ok: false; readonly reason: 'malformed-digest' | 'unsupported-digest' | 'digest-mismatch' };
