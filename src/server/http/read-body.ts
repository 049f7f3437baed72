import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.js';
import { transportFail } from './envelope.js';

export const MAX_BODY_BYTES = 64 * 1024;
const EMPTY = new Uint8Array(0);

/** Reads the raw body with a hard cap (413) and requires application/json when present (415). */
export function readBody(max_bytes: number = MAX_BODY_BYTES): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const declared = Number(c.req.header('content-length') ?? '0');
    if (Number.isFinite(declared) && declared > max_bytes)
      return transportFail(c, 'PayloadTooLarge', `Request body exceeds ${max_bytes} bytes.`);
    let body = EMPTY;
    const stream = c.req.raw.body;
    if (stream !== null) {
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
          return transportFail(c, 'PayloadTooLarge', `Request body exceeds ${max_bytes} bytes.`);
        }
        chunks.push(value);
      }
      body = new Uint8Array(total);
      let at = 0;
      for (const ch of chunks) {
        body.set(ch, at);
        at += ch.byteLength;
      }
    }
    if (body.byteLength > 0) {
      const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/json')
        return transportFail(c, 'UnsupportedMediaType', 'Content-Type must be application/json when a body is sent.');
    }
    c.set('rawBody', body);
    await next();
  };
}
