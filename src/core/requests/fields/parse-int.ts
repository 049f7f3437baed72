import { type Parsed, type Parser, parsedError, parsedOk } from './parsed.js';

export interface IntBounds {
  readonly min: number;
  readonly max: number;
}

/** A JSON integer within bounds (digit strings are not accepted for int fields). */
export function intParser(bounds: IntBounds): Parser<number> {
  return (input: unknown): Parsed<number> => {
    if (typeof input !== 'number' || !Number.isInteger(input))
      return parsedError('InvalidFormat', 'must be a JSON integer');
    if (input < bounds.min || input > bounds.max)
      return parsedError('OutOfRange', `must be from ${bounds.min} to ${bounds.max}`);
    return parsedOk(input);
  };
}
