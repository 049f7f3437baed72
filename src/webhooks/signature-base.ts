import { type Item, type Parameters, serializeInnerList } from 'structured-headers';
import type { SignatureAlgorithm } from './algorithms.js';

/** Signature parameters (RFC 9421 section 2.3) this package writes, in this order. */
export interface SignatureParams {
  readonly created: number;
  readonly expires?: number;
  readonly nonce?: string;
  readonly keyid: string;
  /** Omitted from the parameters when absent (the RFC's own examples carry none). */
  readonly alg?: SignatureAlgorithm;
}

/** Finds a component's canonical value; undefined when the message has no such component. */
export type ComponentResolver = (name: string) => string | undefined;

export type BaseResult =
  | { readonly ok: true; readonly base: string; readonly signatureParams: string }
  | { readonly ok: false; readonly reason: 'missing-component' | 'malformed-signature'; readonly detail: string };

const MAX_COMPONENTS = 32;

/** The inner list `("a" "b");created=..;keyid=".."` for the given components and parameters. */
export function serializeSignatureParams(components: readonly string[], params: SignatureParams): string {
  const p: Parameters = new Map();
  p.set('created', params.created);
  if (params.expires !== undefined) p.set('expires', params.expires);
  if (params.nonce !== undefined) p.set('nonce', params.nonce);
  p.set('keyid', params.keyid);
  if (params.alg !== undefined) p.set('alg', params.alg);
  const items: Item[] = components.map((c) => [c, new Map()]);
  return serializeInnerList([items, p]);
}

/**
 * Builds the signature base of RFC 9421 section 2.5: one `"name": value` line per covered
 * component, in order, then the `"@signature-params"` line with no trailing LF.
 * `signatureParams` is the serialized inner list exactly as it appears in Signature-Input.
 */
export function buildSignatureBase(
  components: readonly string[],
  signatureParams: string,
  resolve: ComponentResolver,
): BaseResult {
  if (components.length > MAX_COMPONENTS) {
    return { ok: false, reason: 'malformed-signature', detail: 'too many covered components' };
  }
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const name of components) {
    if (seen.has(name)) return { ok: false, reason: 'malformed-signature', detail: `component ${name} repeated` };
    if (name === '@signature-params') {
      return { ok: false, reason: 'malformed-signature', detail: '@signature-params may not be covered' };
    }
    seen.add(name);
    const value = resolve(name);
    if (value === undefined) return { ok: false, reason: 'missing-component', detail: `component ${name} absent` };
    lines.push(`"${name}": ${value}`);
  }
  lines.push(`"@signature-params": ${signatureParams}`);
  const base = lines.join('\n');
  // Section 2.5 step 4: the base is ASCII only.
  if (!/^[\x20-\x7e\n]*$/.test(base)) {
    return { ok: false, reason: 'malformed-signature', detail: 'signature base is not ASCII' };
  }
  return { ok: true, base, signatureParams };
}
