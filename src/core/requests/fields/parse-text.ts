import { type Parsed, type Parser, parsedError, parsedOk } from './parsed.js';

export interface TextRules {
  /** Maximum length in Unicode code points. */
  readonly max_chars: number;
  /** Allow line breaks and tabs (free-form descriptions). */
  readonly multiline?: boolean;
  readonly pattern?: RegExp;
  /** Says what the pattern means, for the message. */
  readonly patternText?: string;
}

const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_EXCEPT_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A non-blank string within a length bound, without control characters; kept exactly as sent. */
export function textParser(rules: TextRules): Parser<string> {
  return (input: unknown): Parsed<string> => {
    if (typeof input !== 'string') return parsedError('InvalidFormat', 'must be a string');
    if (input.trim().length === 0) return parsedError('InvalidValue', 'must not be empty or blank');
    // Cheap bound first: code points <= UTF-16 units, so only long strings need counting.
    if (input.length > rules.max_chars && [...input.slice(0, rules.max_chars * 2 + 2)].length > rules.max_chars)
      return parsedError('TooLong', `must be at most ${rules.max_chars} characters`);
    if ((rules.multiline ? CONTROL_EXCEPT_BREAKS : CONTROL).test(input))
      return parsedError('InvalidFormat', 'must not contain control characters');
    if (rules.pattern && !rules.pattern.test(input))
      return parsedError('InvalidFormat', `must be ${rules.patternText ?? 'in the expected format'}`);
    return parsedOk(input);
  };
}
