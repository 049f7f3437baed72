/** RFC 9421 section 6.2 algorithm names this package signs and verifies with. */
export const SIGNATURE_ALGORITHMS = ['hmac-sha256', 'ed25519'] as const;
export type SignatureAlgorithm = (typeof SIGNATURE_ALGORITHMS)[number];

export function isSignatureAlgorithm(value: unknown): value is SignatureAlgorithm {
  return typeof value === 'string' && (SIGNATURE_ALGORITHMS as readonly string[]).includes(value);
}

/** The label and covered components of acctos webhook deliveries (design.md section 6). */
export const WEBHOOK_SIGNATURE_LABEL = 'sig1';
export const WEBHOOK_COVERED_COMPONENTS = ['@authority', 'content-digest'] as const;
