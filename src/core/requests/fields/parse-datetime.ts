import { parseIsoDate } from '../../shared/dates.js';
import { type Parsed, parsedError, parsedOk } from './parsed.js';

const DATETIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?Z$/;

/** An ISO 8601 UTC date-time ending in `Z` (design.md section 2), for example 2025-01-31T14:05:00Z. */
export function parseDateTime(input: unknown): Parsed<string> {
  if (typeof input !== 'string')
    return parsedError('InvalidFormat', 'must be an ISO 8601 UTC date-time such as 2025-01-31T14:05:00Z');
  const m = DATETIME.exec(input);
  if (!m) return parsedError('InvalidFormat', 'must be an ISO 8601 UTC date-time such as 2025-01-31T14:05:00Z');
  if (!parseIsoDate(m[1]) || Number(m[2]) > 23 || Number(m[3]) > 59 || Number(m[4]) > 59)
    return parsedError('InvalidValue', 'is not a real date and time');
  return parsedOk(input);
}

/** The calendar date of a validated date-time. */
export function dateOfDateTime(value: string): string {
  return value.slice(0, 10);
}
