import { WEBHOOK_COVERED_COMPONENTS, WEBHOOK_SIGNATURE_LABEL } from './algorithms.js';
import { authorityOf } from './authority.js';
import type { BytesLike } from './bytes.js';
import { contentDigest } from './content-digest.js';
import type { SigningKey } from './keys.js';
import { signMessage } from './sign.js';

/** A type alias (not an interface) so it is assignable to HeadersInit. */
export type DeliveryHeaders = {
  readonly 'Content-Type': 'application/json';
  readonly 'Content-Digest': string;
  readonly 'Signature-Input': string;
  readonly Signature: string;
};

export type SignDeliveryResult =
  | { readonly ok: true; readonly headers: DeliveryHeaders; readonly signatureBase: string }
  | { readonly ok: false; readonly reason: string; readonly detail: string };

/**
 * Headers of one webhook delivery attempt (design.md section 6): Content-Digest sha-256 over
 * the body, and a `sig1` signature covering `("@authority" "content-digest")` with `created`,
 * `keyid` and `alg`. Call it again for every attempt: `created` must be fresh each time.
 */
export function signDelivery(options: {
  readonly url: string;
  readonly body: BytesLike;
  readonly key: SigningKey;
  /** Unix seconds. */
  readonly created: number;
}): SignDeliveryResult {
  const authority = authorityOf(options.url);
  if (authority === undefined) return { ok: false, reason: 'invalid-url', detail: 'the endpoint URL has no authority' };
  const digest = contentDigest(options.body);
  const values: Record<string, string> = { '@authority': authority, 'content-digest': digest };
  const signed = signMessage({
    label: WEBHOOK_SIGNATURE_LABEL,
    components: WEBHOOK_COVERED_COMPONENTS,
    resolve: (name) => values[name],
    params: { created: Math.floor(options.created), alg: options.key.alg },
    key: options.key,
  });
  if (!signed.ok) return signed;
  return {
    ok: true,
    headers: {
      'Content-Type': 'application/json',
      'Content-Digest': digest,
      'Signature-Input': signed.signatureInput,
      Signature: signed.signature,
    },
    signatureBase: signed.signatureBase,
  };
}
