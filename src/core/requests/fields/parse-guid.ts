import { type Parsed, parsedError, parsedOk } from './parsed.js';

const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const NIL = '00000000-0000-0000-0000-000000000000';

/** Whether `input` has the canonical 8-4-4-4-12 hexadecimal Guid form (either case). */
export function isGuidText(input: unknown): input is string {
  return typeof input === 'string' && input.length === 36 && GUID.test(input);
}

/** Canonical 8-4-4-4-12 hexadecimal Guid, normalized to lower case; the nil Guid names nothing. */
export function parseGuid(input: unknown): Parsed<string> {
  if (!isGuidText(input)) return parsedError('InvalidFormat', 'must be a Guid: 32 hexadecimal digits as 8-4-4-4-12');
  const value = input.toLowerCase();
  if (value === NIL) return parsedError('InvalidValue', 'must not be the nil Guid');
  return parsedOk(value);
}
