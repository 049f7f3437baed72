import fc from 'fast-check';

export interface AmountOptions {
  /** Smallest amount in minor units (cents for USD), inclusive; default 1. */
  readonly min_minor?: number;
  /** Largest amount in minor units, inclusive; default 100_000_000_00 (one hundred million). */
  readonly max_minor?: number;
  /** Digits after the decimal point (2 for USD). */
  readonly minor_units?: number;
  /** `string` (default): "12.30"; `number`: 12.3 as a JSON number; `either`: both forms. */
  readonly form?: 'string' | 'number' | 'either';
}

/** An integer number of minor units. Integers only: money is never generated as a binary fraction. */
export function arbitraryAmountMinor(opts: AmountOptions = {}): fc.Arbitrary<number> {
  const min = opts.min_minor ?? 1;
  const max = opts.max_minor ?? 100_000_000_00;
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max)
    throw new Error('arbitraryAmountMinor: bad bounds');
  // Small, round and boundary amounts find more bugs than uniform large ones.
  return fc.oneof(
    { arbitrary: fc.integer({ min, max }), weight: 3 },
    {
      arbitrary: fc.constantFrom(min, max, Math.min(max, Math.max(min, 1)), Math.min(max, Math.max(min, 100))),
      weight: 1,
    },
  );
}

/** Minor units as a plain decimal string: 1230 -> "12.30" (2 minor units), -5 -> "-0.05". */
export function minorToDecimalString(minor: number, minor_units = 2): string {
  if (!Number.isSafeInteger(minor)) throw new Error('minorToDecimalString: not a safe integer');
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(minor_units + 1, '0');
  const whole = digits.slice(0, digits.length - minor_units);
  const frac = digits.slice(digits.length - minor_units);
  return `${negative ? '-' : ''}${whole}${minor_units > 0 ? `.${frac}` : ''}`;
}

/**
 * An amount as the API accepts it, built from integer minor units: a decimal string, or a
 * JSON number whose shortest round-trip text is that decimal (so 0.1 means 0.1).
 */
export function arbitraryAmount(opts: AmountOptions = {}): fc.Arbitrary<string | number> {
  const minor_units = opts.minor_units ?? 2;
  const form = opts.form ?? 'string';
  const text = arbitraryAmountMinor(opts).map((m) => minorToDecimalString(m, minor_units));
  if (form === 'string') return text;
  const num = text.map((s) => Number(s));
  return form === 'number' ? num : fc.oneof(text, num);
}
