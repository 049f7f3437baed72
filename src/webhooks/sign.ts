import { createHmac, sign as edSign } from 'node:crypto';
import { serializeDictionary } from 'structured-headers';
import { toArrayBuffer } from './bytes.js';
import { ed25519PrivateKey, hmacKeyBytes, type SigningKey } from './keys.js';
import {
  buildSignatureBase,
  type ComponentResolver,
  type SignatureParams,
  serializeSignatureParams,
} from './signature-base.js';

export interface SignMessageOptions {
  /** Signature label; `sig1` for acctos deliveries. */
  readonly label: string;
  /** Covered component identifiers, in order, e.g. `["@authority", "content-digest"]`. */
  readonly components: readonly string[];
  readonly resolve: ComponentResolver;
  /** `keyid` defaults to key.keyId; `alg` is written only when given. */
  readonly params: Omit<SignatureParams, 'keyid'> & { readonly keyid?: string };
  readonly key: SigningKey;
}

export type SignMessageResult =
  | {
      readonly ok: true;
      readonly signatureInput: string;
      readonly signature: string;
      readonly signatureBase: string;
    }
  | { readonly ok: false; readonly reason: string; readonly detail: string };

/** Raw signature bytes of a signature base. */
export function signBase(base: string, key: SigningKey): Uint8Array {
  const data = Buffer.from(base, 'ascii');
  if (key.alg === 'hmac-sha256') {
    return new Uint8Array(createHmac('sha256', hmacKeyBytes(key.secret)).update(data).digest());
  }
  return new Uint8Array(edSign(null, data, ed25519PrivateKey(key.privateKey)));
}

/**
 * Signs a message per RFC 9421 and returns the Signature-Input and Signature field values.
 * Never throws on a missing component: the result says which.
 */
export function signMessage(options: SignMessageOptions): SignMessageResult {
  const params: SignatureParams = { ...options.params, keyid: options.params.keyid ?? options.key.keyId };
  const signatureParams = serializeSignatureParams(options.components, params);
  const base = buildSignatureBase(options.components, signatureParams, options.resolve);
  if (!base.ok) return base;
  const sig = signBase(base.base, options.key);
  return {
    ok: true,
    signatureInput: `${options.label}=${signatureParams}`,
    signature: serializeDictionary(new Map([[options.label, [toArrayBuffer(sig), new Map()]]])),
    signatureBase: base.base,
  };
}
