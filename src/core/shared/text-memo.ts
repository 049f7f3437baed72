/**
 * Texts by a whole-number key, written once. The reasons of a schedule are templates over a few
 * small numbers (an age, a year) and recur across calls; building one costs more than a lookup.
 * A memo of a pure function: the caller's key must determine the text. Explicit bound: past
 * `max_entries` texts are still built, but not kept.
 */
export class TextMemo {
  readonly #texts = new Map<number, string>();
  readonly #max_entries: number;

  constructor(max_entries: number) {
    this.#max_entries = max_entries;
  }

  get(key: number): string | undefined {
    return this.#texts.get(key);
  }

  /** Keeps `text` under `key` (while there is room) and returns it. */
  keep(key: number, text: string): string {
    if (this.#texts.size < this.#max_entries && Number.isSafeInteger(key)) this.#texts.set(key, text);
    return text;
  }
}

const PART_LIMIT = 10_000;
const isPart = (n: number): boolean => Number.isInteger(n) && n >= 0 && n < PART_LIMIT;

/**
 * One key of up to three whole numbers from 0 to 9,999 (ages, years, small codes); NaN, which is
 * never kept, when a part is outside that range.
 */
export function textKey(a: number, b: number, c = 0): number {
  return isPart(a) && isPart(b) && isPart(c) ? (a * PART_LIMIT + b) * PART_LIMIT + c : Number.NaN;
}
