import { clip } from './json-value.js';
import { type Parsed, type Parser, parsedError, parsedOk } from './parsed.js';

/** One of a closed set of strings, matched exactly; a case-only mismatch is named in the message. */
export function enumParser<T extends string>(values: readonly T[]): Parser<T> {
  return (input: unknown): Parsed<T> => {
    if (typeof input !== 'string') return parsedError('InvalidFormat', `must be a string, one of ${values.join(', ')}`);
    for (let i = 0; i < values.length; i++) if (values[i] === input) return parsedOk(values[i]!);
    const near = values.find((v) => v.toLowerCase() === input.toLowerCase());
    const hint = near === undefined ? '' : ` (values are case-sensitive: did you mean ${near}?)`;
    return parsedError(
      'InvalidValue',
      `must be one of ${values.join(', ')}, not ${JSON.stringify(clip(input))}${hint}`,
    );
  };
}
