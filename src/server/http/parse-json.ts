import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.js';
import { fail } from './envelope.js';
import { unstorableTextPath } from './storable-text.js';

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Parses a present body as JSON; malformed JSON is a handled InvalidRequest (HTTP 200). */
export function parseJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const raw = c.var.rawBody;
    if (raw !== undefined && raw.byteLength > 0) {
      let body: unknown;
      try {
        body = JSON.parse(decoder.decode(raw)) as unknown;
      } catch {
        return fail(c, 'InvalidRequest', 'The request body is not valid JSON.', [
          { FieldName: '', ErrorCode: 'MalformedJson', Message: 'The body is not valid UTF-8 JSON.' },
        ]);
      }
      const bad = unstorableTextPath(body);
      if (bad !== undefined) {
        const message = 'Text may not contain U+0000 or an unpaired UTF-16 surrogate.';
        return fail(c, 'InvalidRequest', message, [
          { FieldName: bad.slice(0, 200), ErrorCode: 'InvalidText', Message: message },
        ]);
      }
      c.set('body', body);
    }
    await next();
  };
}
