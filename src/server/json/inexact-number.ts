import { Decimal } from 'decimal.js';

/** A JSON number token (RFC 8259 section 6), matched where a value starts. */
const NUMBER_TOKEN = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
/** Bound on the number tokens examined in one body (TigerBeetle: explicit limits). */
export const MAX_NUMBER_TOKENS = 100_000;

export interface InexactNumber {
  /** The literal as sent. */
  readonly Text: string;
  /** What a double makes of it. */
  readonly AsDouble: string;
}

/** True when the double nearest to the literal has exactly the literal's decimal value. */
export function roundTrips(text: string): boolean {
  const asDouble = Number(text);
  if (!Number.isFinite(asDouble)) return false;
  return new Decimal(text).equals(new Decimal(asDouble.toString()));
}

/**
 * The first number literal in a JSON text that a double cannot hold exactly
 * (`999999999999999.99`, `1.0000000000000001`, `9007199254740993`), or undefined. JSON.parse
 * would round such a literal silently before any rule saw it; the service refuses it instead
 * and asks for a decimal string. Strings are skipped, escapes included. The text is assumed to
 * be valid JSON (JSON.parse has accepted it).
 */
export function firstInexactNumber(text: string): InexactNumber | undefined {
  let tokens = 0;
  let i = 0;
  while (i < text.length) {
    const ch = text.charCodeAt(i);
    if (ch === 0x22) {
      // Skip a string: to the next unescaped quote.
      i += 1;
      while (i < text.length && text.charCodeAt(i) !== 0x22) i += text.charCodeAt(i) === 0x5c ? 2 : 1;
      i += 1;
      continue;
    }
    if (ch === 0x2d || (ch >= 0x30 && ch <= 0x39)) {
      NUMBER_TOKEN.lastIndex = i;
      const m = NUMBER_TOKEN.exec(text);
      const literal = m?.[0] ?? text.charAt(i);
      tokens += 1;
      if (tokens > MAX_NUMBER_TOKENS) return { Text: literal, AsDouble: 'too many numbers' };
      if (!roundTrips(literal)) return { Text: literal, AsDouble: Number(literal).toString() };
      i += literal.length;
      continue;
    }
    i += 1;
  }
  return undefined;
}
