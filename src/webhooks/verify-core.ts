import { type InnerList, parseDictionary, serializeInnerList } from 'structured-headers';
import { isSignatureAlgorithm, type SignatureAlgorithm } from './algorithms.js';
import { buildSignatureBase, type ComponentResolver } from './signature-base.js';

// The crypto-free part of RFC 9421 verification, shared by the Node verifier (verify.ts) and
// the browser verifier (web/): the caller supplies the signature check.

/** Why a message was not accepted; stable strings a receiver can log or count. */
export type RejectReason =
  | 'missing-signature'
  | 'malformed-signature'
  | 'unknown-label'
  | 'missing-component'
  | 'required-component-not-covered'
  | 'unsupported-alg'
  | 'alg-mismatch'
  | 'unknown-key'
  | 'missing-created'
  | 'expired'
  | 'created-in-future'
  | 'bad-signature'
  | 'malformed-digest'
  | 'unsupported-digest'
  | 'digest-mismatch'
  | 'body-too-large'
  | 'malformed-body'
  | 'stale-event'
  | 'duplicate';

/** Any key type that says which algorithm it verifies. */
export interface AlgKey {
  readonly alg: SignatureAlgorithm;
}

/** Looks a key up by keyid (and the alg the message claims, when it claims one). */
export type KeyResolverOf<K extends AlgKey> = (
  keyid: string,
  alg: SignatureAlgorithm | undefined,
) => K | undefined | Promise<K | undefined>;

/** Checks the signature bytes over the base with the resolved key (Node crypto or WebCrypto). */
export type SignatureCheck<K extends AlgKey> = (
  base: string,
  signature: Uint8Array,
  alg: SignatureAlgorithm,
  key: K,
) => boolean | Promise<boolean>;

export interface VerifyOptionsOf<K extends AlgKey> {
  readonly signatureInput: string | null | undefined;
  readonly signature: string | null | undefined;
  readonly resolve: ComponentResolver;
  readonly keys: KeyResolverOf<K>;
  /** Label to verify; when absent the field must hold exactly one signature. */
  readonly label?: string;
  /** Components that must be covered (e.g. `@authority`, `content-digest`). */
  readonly requiredComponents?: readonly string[];
  readonly allowedAlgs?: readonly SignatureAlgorithm[];
  /** Unix seconds now; with maxAge_s, bounds the age of `created`. */
  readonly now_s?: number;
  readonly maxAge_s?: number;
  /** Tolerated clock difference for a `created` in the future. */
  readonly clockSkew_s?: number;
}

export type VerifyMessageResult =
  | {
      readonly ok: true;
      readonly label: string;
      readonly keyid: string;
      readonly alg: SignatureAlgorithm;
      readonly created: number;
      readonly components: readonly string[];
    }
  | { readonly ok: false; readonly reason: RejectReason; readonly detail: string };

const MAX_FIELD_CHARS = 8192;

function reject(reason: RejectReason, detail: string): VerifyMessageResult {
  return { ok: false, reason, detail };
}

function pickMember<T>(dict: Map<string, T>, label: string | undefined): [string, T] | undefined {
  if (label !== undefined) {
    const m = dict.get(label);
    return m === undefined ? undefined : [label, m];
  }
  if (dict.size !== 1) return undefined;
  const first = dict.entries().next();
  return first.done === true ? undefined : first.value;
}

/**
 * Verifies one RFC 9421 signature (section 3.2) with the given signature check: parses both fields, rebuilds the base
 * by
 * re-serializing the received parameters, resolves the key by keyid, enforces the alg
 * allow-list and the alg/key match (downgrade protection, section 7.3.6), and bounds the age
 * of `created`. Never throws on bad input.
 */
export async function verifyMessageWith<K extends AlgKey>(
  options: VerifyOptionsOf<K>,
  check: SignatureCheck<K>,
): Promise<VerifyMessageResult> {
  const { signatureInput, signature } = options;
  if (!signatureInput || !signature) return reject('missing-signature', 'Signature-Input and Signature are required');
  if (signatureInput.length > MAX_FIELD_CHARS || signature.length > MAX_FIELD_CHARS) {
    return reject('malformed-signature', 'signature fields too long');
  }
  let inputs: ReturnType<typeof parseDictionary>;
  let sigs: ReturnType<typeof parseDictionary>;
  try {
    inputs = parseDictionary(signatureInput);
    sigs = parseDictionary(signature);
  } catch {
    return reject('malformed-signature', 'signature fields are not structured dictionaries');
  }
  const input = pickMember(inputs, options.label);
  if (input === undefined) return reject('unknown-label', 'no signature with the expected label');
  const [label, member] = input;
  const sigMember = sigs.get(label);
  if (sigMember === undefined || !(sigMember[0] instanceof ArrayBuffer)) {
    return reject('malformed-signature', `Signature has no byte sequence for ${label}`);
  }
  if (!Array.isArray(member[0])) return reject('malformed-signature', 'Signature-Input member is not an inner list');
  const inner = member as InnerList;
  const components: string[] = [];
  for (const [item, itemParams] of inner[0]) {
    if (typeof item !== 'string' || itemParams.size > 0) {
      return reject('malformed-signature', 'only plain component identifiers are supported');
    }
    components.push(item);
  }
  for (const required of options.requiredComponents ?? []) {
    if (!components.includes(required)) return reject('required-component-not-covered', `${required} is not covered`);
  }
  const params = inner[1];
  const created = params.get('created');
  const keyid = params.get('keyid');
  const algParam = params.get('alg');
  const expires = params.get('expires');
  if (typeof created !== 'number' || !Number.isInteger(created))
    return reject('missing-created', 'created is required');
  if (typeof keyid !== 'string') return reject('malformed-signature', 'keyid is required');
  if (algParam !== undefined && !isSignatureAlgorithm(algParam)) return reject('unsupported-alg', 'alg not supported');
  const claimed = algParam as SignatureAlgorithm | undefined;
  if (claimed !== undefined && options.allowedAlgs !== undefined && !options.allowedAlgs.includes(claimed)) {
    return reject('unsupported-alg', `alg ${claimed} not allowed`);
  }
  if (options.now_s !== undefined) {
    const skew = options.clockSkew_s ?? 0;
    if (created > options.now_s + skew) return reject('created-in-future', 'created is in the future');
    if (options.maxAge_s !== undefined && options.now_s - created > options.maxAge_s) {
      return reject('expired', 'signature is older than the accepted age');
    }
    if (typeof expires === 'number' && options.now_s > expires + skew) return reject('expired', 'signature expired');
  }
  const key = await options.keys(keyid, claimed);
  if (key === undefined) return reject('unknown-key', `no key for keyid ${keyid}`);
  if (claimed !== undefined && key.alg !== claimed) return reject('alg-mismatch', 'alg does not match the key');
  if (options.allowedAlgs !== undefined && !options.allowedAlgs.includes(key.alg)) {
    return reject('unsupported-alg', `alg ${key.alg} not allowed`);
  }
  const base = buildSignatureBase(components, serializeInnerList(inner), options.resolve);
  if (!base.ok) return reject(base.reason, base.detail);
  let verified: boolean;
  try {
    verified = await check(base.base, new Uint8Array(sigMember[0]), key.alg, key);
  } catch {
    verified = false;
  }
  if (!verified) {
    return reject('bad-signature', 'signature does not verify');
  }
  return { ok: true, label, keyid, alg: key.alg, created, components };
}
