// Found by the fault suite (scripts/faults/pg-faults.ts): a database closed to new connections
// (ALTER DATABASE ... ALLOW_CONNECTIONS false) answered 500 InternalError; it is a retryable
// outage like a lost connection, so 503 ServiceUnavailable.
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/server/db/unavailable.js';

describe('a database closed to new connections is unavailable (503), not an internal error', () => {
  it('recognises PostgreSQL 55000 "is not currently accepting connections"', () => {
    const err = Object.assign(new Error('database "acctos" is not currently accepting connections'), { code: '55000' });
    expect(isDatabaseUnavailable(err)).toBe(true);
  });
  it('other 55000 errors stay internal errors', () => {
    const err = Object.assign(new Error('cannot drop the currently open database'), { code: '55000' });
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
