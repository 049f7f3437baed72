// Request signing of design.md section 4 with Web Crypto only, so it runs in Node, browsers
// and edge runtimes alike.

export interface SignRequestInput {
  readonly method: string;
  /** The request target exactly as sent, starting at /v1 (path and query). */
  readonly pathAndQuery: string;
  /** The raw body; a string is taken as its UTF-8 bytes; absent or empty hashes the empty string. */
  readonly body?: string | Uint8Array | undefined;
  readonly keyId: string;
  readonly secret: string;
  /** Unix seconds. */
  readonly timestamp: number;
}

const encoder = new TextEncoder();

function subtle(): SubtleCrypto {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c?.subtle === undefined) throw new Error('Web Crypto (crypto.subtle) is not available in this runtime');
  return c.subtle;
}

function hex(bytes: ArrayBuffer): string {
  let out = '';
  for (const b of new Uint8Array(bytes)) out += b.toString(16).padStart(2, '0');
  return out;
}

function base64(bytes: ArrayBuffer): string {
  let bin = '';
  for (const b of new Uint8Array(bytes)) bin += String.fromCharCode(b);
  return btoa(bin);
}

function bodyBytes(body: SignRequestInput['body']): Uint8Array<ArrayBuffer> {
  if (body === undefined) return new Uint8Array(0);
  if (typeof body === 'string') return encoder.encode(body);
  const copy = new Uint8Array(body.byteLength);
  copy.set(body);
  return copy;
}

/** `METHOD \n PATH_AND_QUERY \n timestamp \n hex(SHA-256(body))`. */
export async function signingBase(
  input: Pick<SignRequestInput, 'method' | 'pathAndQuery' | 'body' | 'timestamp'>,
): Promise<string> {
  const digest = await subtle().digest('SHA-256', bodyBytes(input.body));
  return `${input.method.toUpperCase()}\n${input.pathAndQuery}\n${Math.floor(input.timestamp)}\n${hex(digest)}`;
}

/** The Authorization header value: `HMAC <keyId>:<base64 HMAC-SHA256>:<timestamp>`. */
export async function signRequest(input: SignRequestInput): Promise<string> {
  const key = await subtle().importKey('raw', encoder.encode(input.secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const sig = await subtle().sign('HMAC', key, encoder.encode(await signingBase(input)));
  return `HMAC ${input.keyId}:${base64(sig)}:${Math.floor(input.timestamp)}`;
}
