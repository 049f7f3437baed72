/** Message content as a caller may hold it: a string is taken as its UTF-8 bytes. */
export type BytesLike = string | Uint8Array | ArrayBuffer;

/** Normalises content to bytes without copying when it already is bytes. */
export function toBytes(input: BytesLike): Uint8Array {
  if (typeof input === 'string') return new Uint8Array(Buffer.from(input, 'utf8'));
  if (input instanceof Uint8Array) return input;
  return new Uint8Array(input);
}

export function toBase64(bytes: Uint8Array | ArrayBuffer): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  return Buffer.from(view.buffer, view.byteOffset, view.byteLength).toString('base64');
}

export function toBase64Url(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64url');
}

/** A standalone ArrayBuffer copy (structured-headers serializes Byte Sequences from it). */
export function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  const out = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(out).set(bytes);
  return out;
}
