import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.js';
import { firstInexactNumber } from '../json/inexact-number.js';
import { fail } from './envelope.js';
import { unstorableTextPath } from './storable-text.js';

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Parses a present body as JSON; malformed JSON is a handled InvalidRequest (HTTP 200). */
export function parseJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const raw = c.get('rawBody');
    if (raw !== undefined && raw.byteLength > 0) {
      let body: unknown;
      let text: string;
      try {
        text = decoder.decode(raw);
        body = JSON.parse(text) as unknown;
      } catch {
        return fail(c, 'InvalidRequest', 'The request body is not valid JSON.', [
          { FieldName: '', ErrorCode: 'MalformedJson', Message: 'The body is not valid UTF-8 JSON.' },
        ]);
      }
      const inexact = firstInexactNumber(text);
      if (inexact !== undefined) {
        const message =
          `The number ${inexact.Text.slice(0, 40)} cannot be read exactly (a double holds ` +
          `${inexact.AsDouble.slice(0, 40)}); send it as a decimal string, for example ` +
          `"${inexact.Text.slice(0, 40)}".`;
        return fail(c, 'InvalidRequest', message, [{ FieldName: '', ErrorCode: 'InexactNumber', Message: message }]);
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
