import { readDate } from '../../distributions/read-date.js';
import { parseIsoDate } from '../../shared/dates.js';
import { type Parsed, parsedError, parsedOk } from './parsed.js';

/**
 * A real calendar date `YYYY-MM-DD` (years 1800..2200; 2023-02-29 is rejected). A real date is
 * read without a regular expression; anything else goes to the readable definition, which says
 * what is wrong. Equal to `parseDateReadable` (test/perf-equivalence).
 */
export function parseDate(input: unknown): Parsed<string> {
  if (readDate(input) !== undefined) return parsedOk(input as string);
  return parseDateReadable(input);
}

export function parseDateReadable(input: unknown): Parsed<string> {
  if (typeof input !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(input))
    return parsedError('InvalidFormat', 'must be a date written YYYY-MM-DD');
  if (!parseIsoDate(input)) return parsedError('InvalidValue', 'is not a real calendar date (years 1800 to 2200)');
  return parsedOk(input);
}
