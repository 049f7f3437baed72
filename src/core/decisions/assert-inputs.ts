import { parseDateTime } from '../requests/fields/parse-datetime.js';
import { isGuidText } from '../requests/fields/parse-guid.js';
import { isIsoDate } from '../shared/dates.js';
import { assertFact } from './facts-error.js';

/** Asserts the host's inputs every decision shares: `today` a date, `Now` a UTC date-time. */
export function assertClock(today: string, now: string): void {
  assertFact(isIsoDate(today), 'today must be a date YYYY-MM-DD');
  assertFact(parseDateTime(now).ok, 'facts.Now must be an ISO 8601 UTC date-time');
}

/** Asserts that a new id the host drew is a Guid (the core draws none: it has no randomness). */
export function assertNewGuid(name: string, value: string): void {
  assertFact(isGuidText(value), `facts.NewIds.${name} must be a Guid`);
}

/** Asserts that a service-assigned number (ClientNumber, AccountNumber) is short printable text. */
export function assertNewNumber(name: string, value: string): void {
  assertFact(
    typeof value === 'string' && /^[A-Za-z0-9-]{1,32}$/.test(value),
    `facts.NewIds.${name} must be 1..32 letters, digits or hyphens`,
  );
}
