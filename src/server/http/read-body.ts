import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.js';
import { transportFail } from './envelope.js';
import { type BodyRead, incomingOf, readIncomingBody, requestHeader } from './incoming.js';

export const MAX_BODY_BYTES = 64 * 1024;
const EMPTY: Uint8Array = new Uint8Array(0);

/** Reads a WHATWG body stream with the same cap (hosts other than @hono/node-server). */
async function readStreamBody(stream: ReadableStream<Uint8Array>, max_bytes: number): Promise<BodyRead> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  // Bounded by max_bytes: we stop reading as soon as the cap is passed.
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max_bytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false };
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let at = 0;
  for (const ch of chunks) {
    body.set(ch, at);
    at += ch.byteLength;
  }
  return { ok: true, bytes: body };
}

/** A GET or HEAD without a declared body is not read at all (no body stream is built). */
function declaresNoBody(c: Context<AppEnv>): boolean {
  const method = c.req.method;
  if (method !== 'GET' && method !== 'HEAD') return false;
  const length = requestHeader(c, 'content-length');
  return (length === undefined || length === '0') && requestHeader(c, 'transfer-encoding') === undefined;
}

function tooLarge(c: Context<AppEnv>, max_bytes: number): Response {
  // The rest of the body is never read: the connection closes after the answer.
  return transportFail(c, 'PayloadTooLarge', `Request body exceeds ${max_bytes} bytes.`, { Connection: 'close' });
}

/** Reads the raw body with a hard cap (413) and requires application/json when present (415). */
export function readBody(max_bytes: number = MAX_BODY_BYTES): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const declared = Number(requestHeader(c, 'content-length') ?? '0');
    if (Number.isFinite(declared) && declared > max_bytes) return tooLarge(c, max_bytes);
    let body = EMPTY;
    if (!declaresNoBody(c)) {
      const incoming = incomingOf(c);
      const stream = incoming === undefined ? c.req.raw.body : null;
      const read =
        incoming !== undefined
          ? await readIncomingBody(incoming, max_bytes)
          : stream !== null
            ? await readStreamBody(stream, max_bytes)
            : ({ ok: true, bytes: EMPTY } as const);
      if (!read.ok) return tooLarge(c, max_bytes);
      body = read.bytes;
    }
    if (body.byteLength > 0) {
      const type = (requestHeader(c, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/json')
        return transportFail(c, 'UnsupportedMediaType', 'Content-Type must be application/json when a body is sent.');
    }
    c.set('rawBody', body);
    await next();
  };
}
