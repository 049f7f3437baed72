import { type Parsed, parsedError, parsedOk } from './parsed.js';

/** A JSON boolean; the strings "true"/"false" are not booleans. */
export function parseBool(input: unknown): Parsed<boolean> {
  return typeof input === 'boolean'
    ? parsedOk(input)
    : parsedError('InvalidFormat', 'must be true or false (a JSON boolean)');
}
