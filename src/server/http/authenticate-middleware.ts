import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.js';
import { type AdminKey, authenticate, purgeSeenSignatures } from '../auth/authenticate.js';
import { setAuthFailureCause } from '../auth/failure-cause.js';
import { keyLookup } from '../auth/key-cache.js';
import { cachesOf } from '../cache/database-caches.js';
import type { Queryable } from '../db/types.js';
import { transportFail } from './envelope.js';
import { requestHeader } from './incoming.js';

const PURGE_EVERY_MS = 60_000;

/** The request target as sent: path and query, from the first "/" after the authority. */
export function pathAndQuery(url: string): string {
  const scheme = url.indexOf('://');
  const start = scheme >= 0 ? url.indexOf('/', scheme + 3) : url.indexOf('/');
  return start >= 0 ? url.slice(start) : '/';
}

/**
 * The request target exactly as the client sent it (design.md section 4). Behind
 * @hono/node-server the raw target is `env.incoming.url`: `c.req.url` has been through a URL
 * parser, which percent-encodes some bytes (a `"` or a space in the query, non-ASCII) and
 * removes dot segments, so a correctly signed request from a raw HTTP client would fail.
 * Other hosts (a bare fetch handler) only have the parsed URL.
 */
export function requestTarget(env: unknown, parsedUrl: string): string {
  const incoming =
    env !== null && typeof env === 'object' ? (env as { incoming?: { url?: unknown } }).incoming : undefined;
  const raw = incoming?.url;
  return typeof raw === 'string' && raw.length > 0 ? pathAndQuery(raw) : pathAndQuery(parsedUrl);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Authenticates every /v1 request (design.md section 4). After an operator write (a key
 * issued or revoked, contracts, gates, an institution) it clears this instance's caches before
 * the answer leaves, so a revoked key fails at once here; other instances hear of it by NOTIFY.
 */
export function authMiddleware(
  db: Queryable,
  adminKey: AdminKey | undefined,
  encryptionKey: Buffer,
  now: () => Date,
): MiddlewareHandler<AppEnv> {
  let lastPurge_ms = 0;
  const keys = keyLookup(db, encryptionKey, `keys:${createHash('sha256').update(encryptionKey).digest('hex')}`);
  return async (c, next) => {
    const now_ms = now().getTime();
    const r = await authenticate(db, adminKey, keys, {
      header: requestHeader(c, 'authorization'),
      method: c.req.method,
      pathAndQuery: requestTarget(c.env, c.req.url),
      body: c.get('rawBody') ?? new Uint8Array(0),
      now_s: Math.floor(now_ms / 1000),
    });
    if (!r.ok) {
      setAuthFailureCause(c.req.raw, r.cause);
      return transportFail(c, 'Unauthorized', r.message);
    }
    c.set('principal', r.principal);
    if (now_ms - lastPurge_ms > PURGE_EVERY_MS) {
      lastPurge_ms = now_ms;
      // Housekeeping, off the response path.
      purgeSeenSignatures(db, Math.floor(now_ms / 1000)).catch(() => undefined);
    }
    try {
      await next();
    } finally {
      if (r.principal.Kind === 'operator' && !SAFE_METHODS.has(c.req.method)) cachesOf(db)?.clear();
    }
  };
}
