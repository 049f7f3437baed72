import type { MiddlewareHandler } from 'hono';
import type { TransportErrorCode } from '../../core/shared/error-codes.js';
import type { AppEnv } from '../app-env.js';
import { transportFail } from './envelope.js';

/** What the HTTP layer could not turn into a request, answered by the app with the envelope. */
export interface MalformedRequest {
  readonly code: Extract<TransportErrorCode, 'BadRequest' | 'RequestTimeout' | 'HeadersTooLarge' | 'InternalError'>;
  readonly message: string;
}

// Only requests built here are answered as malformed: a client cannot ask for it (no header,
// no path), because membership is by object identity.
const pending = new WeakMap<Request, MalformedRequest>();

/**
 * A stand-in request for one the HTTP parser (Node's `clientError`) or the adapter (a target
 * `new URL` refuses) rejected. Passed to `app.fetch`, it gets a RequestId, an audit row and the
 * JSON envelope like any other request.
 */
export function malformedRequest(what: MalformedRequest): Request {
  const req = new Request('http://malformed.invalid/', { method: 'GET' });
  pending.set(req, what);
  return req;
}

/** Answers a stand-in from malformedRequest(); every other request passes through untouched. */
export function malformedRequestGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const what = pending.get(c.req.raw);
    if (what === undefined) return next();
    pending.delete(c.req.raw);
    return transportFail(c, what.code, what.message);
  };
}

const MAX_PATH_CHARS = 100;

/** A path for a message: at most 100 characters, with the full length named when cut. */
export function boundedPath(path: string): string {
  return path.length <= MAX_PATH_CHARS ? path : `${path.slice(0, MAX_PATH_CHARS)}... (${path.length} characters)`;
}
