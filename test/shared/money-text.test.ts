import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyText } from '../../src/core/shared/money-text.js';

describe('moneyText (issue 16: money in messages with its minor units)', () => {
  it('shows the minor units and groups thousands', () => {
    expect(moneyText('10500.1')).toBe('10,500.10');
    expect(moneyText('7000')).toBe('7,000.00');
    expect(moneyText('-0.5')).toBe('-0.50');
    expect(moneyText('999999999999999.99')).toBe('999,999,999,999,999.99');
    expect(moneyText('1.005')).toBe('1.005');
    expect(moneyText('12', 0)).toBe('12');
  });
  it('leaves anything that is not a plain decimal unchanged', () => {
    expect(moneyText('1e5')).toBe('1e5');
    expect(moneyText('')).toBe('');
  });
  it('never changes the value: removing the commas gives the same number', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }), (minor) => {
        const abs = minor < 0n ? -minor : minor;
        const plain = `${minor < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
        expect(moneyText(plain).replaceAll(',', '')).toBe(plain);
      }),
      { numRuns: 2000 },
    );
  });
});
