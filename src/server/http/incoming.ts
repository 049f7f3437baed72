import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';

/**
 * The Node request behind @hono/node-server (`c.env.incoming`), when the app runs there. Reading
 * headers and the body from it directly keeps the adapter from building a WHATWG `Request` (a
 * `Headers` object, an `AbortController`, a body stream) for every request: the largest fixed
 * cost of a small request after the HTTP parser itself (docs/performance.md). Other hosts (a bare
 * `fetch` handler, tests) have no `incoming` and take the standard path.
 */
export function incomingOf(c: Context<AppEnv>): IncomingMessage | undefined {
  const env = c.env as { incoming?: unknown } | undefined;
  const incoming = env !== null && typeof env === 'object' ? env.incoming : undefined;
  return incoming !== null && typeof incoming === 'object' && 'headers' in incoming
    ? (incoming as IncomingMessage)
    : undefined;
}

/** A request header by its lower-case name, from Node's parsed headers when available. */
export function requestHeader(c: Context<AppEnv>, name: string): string | undefined {
  const incoming = incomingOf(c);
  if (incoming === undefined) return c.req.header(name);
  const v = incoming.headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
}

/** What reading a body gave: its bytes, or that it passed the cap (nothing more is kept). */
export type BodyRead = { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false };

const EMPTY: Uint8Array = new Uint8Array(0);

/**
 * Reads a Node request's body up to `max_bytes`. Past the cap it stops keeping chunks and answers
 * `{ ok: false }` at once; the caller answers 413 with `Connection: close`, so the rest is never
 * read into memory.
 */
export function readIncomingBody(incoming: IncomingMessage, max_bytes: number): Promise<BodyRead> {
  if (incoming.readableEnded || (incoming.complete && incoming.readableLength === 0))
    return Promise.resolve({ ok: true, bytes: EMPTY });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const cleanup = (): void => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
    };
    const onData = (chunk: Buffer): void => {
      total += chunk.byteLength;
      if (total > max_bytes) {
        cleanup();
        incoming.pause();
        resolve({ ok: false });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      cleanup();
      resolve({ ok: true, bytes: total === 0 ? EMPTY : Buffer.concat(chunks, total) });
    };
    const onError = (err: Error): void => {
      cleanup();
      reject(err);
    };
    const onClose = (): void => {
      if (incoming.complete) return;
      cleanup();
      reject(new Error('The client closed the connection before the body was complete.'));
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}
