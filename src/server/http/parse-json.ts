import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.js';
import { fail } from './envelope.js';

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Parses a present body as JSON; malformed JSON is a handled InvalidRequest (HTTP 200). */
export function parseJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const raw = c.var.rawBody;
    if (raw !== undefined && raw.byteLength > 0) {
      try {
        c.set('body', JSON.parse(decoder.decode(raw)) as unknown);
      } catch {
        return fail(c, 'InvalidRequest', 'The request body is not valid JSON.', [{ FieldName: '', ErrorCode: 'MalformedJson', Message: 'The body is not valid UTF-8 JSON.' }]);
      }
    }
    await next();
  };
}
