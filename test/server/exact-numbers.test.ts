// Issue 17: a JSON number literal that a double cannot hold exactly is refused, not rounded.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstInexactNumber } from '../../src/server/json/inexact-number.js';

describe('firstInexactNumber', () => {
  it.each([
    ['{"Amount": 999999999999999.99}', '999999999999999.99'],
    ['{"Amount": 1.0000000000000001}', '1.0000000000000001'],
    ['{"InvestmentId": 9223372036854775807}', '9223372036854775807'],
    ['[1, 2, 9007199254740993]', '9007199254740993'],
    ['{"a": 1e400}', '1e400'],
  ])('refuses %s', (text, literal) => {
    expect(firstInexactNumber(text)?.Text).toBe(literal);
  });

  it.each([
    '{"Amount": 1234.56}',
    '{"Amount": 0.1, "b": -0.5, "c": 1.10, "d": 2.5e3}',
    '{"Amount": 9007199254740992}',
    '{"Amount": "999999999999999.99"}',
    '{"Note": "1.0000000000000001 inside a string, with an \\" escape 9007199254740993"}',
    '{"a": [], "b": {}, "c": null, "d": true}',
  ])('accepts %s', (text) => {
    expect(firstInexactNumber(text)).toBeUndefined();
  });

  it('property: every double written by JSON.stringify round-trips, so none is refused', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (d) => {
        expect(firstInexactNumber(JSON.stringify({ Amount: d }))).toBeUndefined();
      }),
      { numRuns: 10_000 },
    );
  });

  it('property: any amount with 2 decimals up to 2^53 minor units as a string literal is never refused', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 53n - 1n }), (minor) => {
        const text = `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
        expect(firstInexactNumber(JSON.stringify({ Amount: text }))).toBeUndefined();
      }),
    );
  });
});
