import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.js';
import { transportFail } from './envelope.js';

export interface RateLimitOptions {
  /** Requests allowed per key per window. */
  readonly limit: number;
  readonly window_ms: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { limit: 600, window_ms: 60_000 };
const MAX_TRACKED_KEYS = 10_000;

/**
 * Fixed-window counter per KeyId, in this instance's memory (documented: the limit is per
 * instance). Runs after authentication, so an unauthenticated flood never consumes a key's budget.
 */
export function rateLimit(opts: RateLimitOptions, now: () => Date): MiddlewareHandler<AppEnv> {
  const windows = new Map<string, { start_ms: number; count: number }>();
  return async (c, next) => {
    const keyId = c.get('principal').KeyId;
    const now_ms = now().getTime();
    let w = windows.get(keyId);
    if (w === undefined || now_ms - w.start_ms >= opts.window_ms) {
      if (windows.size >= MAX_TRACKED_KEYS) windows.clear(); // bounded memory; worst case one window of leniency
      w = { start_ms: now_ms, count: 0 };
      windows.set(keyId, w);
    }
    w.count += 1;
    if (w.count > opts.limit) {
      const retry_s = Math.max(1, Math.ceil((w.start_ms + opts.window_ms - now_ms) / 1000));
      return transportFail(
        c,
        'RateLimited',
        `Rate limit of ${opts.limit} requests per ${opts.window_ms / 1000} s exceeded.`,
        { 'Retry-After': String(retry_s) },
      );
    }
    await next();
  };
}
