import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDate } from '../../src/core/distributions/read-date.js';
import { parseIsoDate } from '../../src/core/shared/dates.js';

// readDate is the schedule hot path's date reader (no regular expression); it must answer
// exactly as the plain parseIsoDate does, for every input.
describe('readDate equals parseIsoDate (differential)', () => {
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  const dateLike = fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 19 }), fc.integer({ min: 0, max: 39 }))
    .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
  it('on date-shaped strings, arbitrary strings and other values', () => {
    fc.assert(
      fc.property(fc.oneof(dateLike, fc.string({ maxLength: 12 }), fc.anything()), (input) => {
        expect(readDate(input)).toEqual(parseIsoDate(input));
      }),
      { numRuns: 20_000 },
    );
  });
  it('on the edges: leap days, year bounds, signs and spaces', () => {
    for (const s of [
      '2024-02-29',
      '2023-02-29',
      '1900-02-29',
      '2000-02-29',
      '1800-01-01',
      '1799-12-31',
      '2200-12-31',
      '2201-01-01',
      '2024-1-01',
      '+024-01-01',
      ' 2024-01-0',
      '2024-01-01 ',
    ])
      expect(readDate(s)).toEqual(parseIsoDate(s));
  });
});
