import { describe, expect, it } from 'vitest';
import { TextMemo, textKey } from '../../src/core/shared/text-memo.js';

describe('TextMemo', () => {
  it('keeps a text under its key and returns it', () => {
    const memo = new TextMemo(4);
    expect(memo.get(7)).toBeUndefined();
    expect(memo.keep(7, 'seven')).toBe('seven');
    expect(memo.get(7)).toBe('seven');
  });

  it('keeps at most max_entries texts, and still returns the ones past the bound', () => {
    const memo = new TextMemo(2);
    memo.keep(1, 'a');
    memo.keep(2, 'b');
    expect(memo.keep(3, 'c')).toBe('c');
    expect(memo.get(3)).toBeUndefined();
    expect(memo.get(1)).toBe('a');
  });

  it('never keeps a text under a key that is not a safe integer', () => {
    const memo = new TextMemo(4);
    expect(memo.keep(Number.NaN, 'x')).toBe('x');
    expect(memo.get(Number.NaN)).toBeUndefined();
  });
});

describe('textKey', () => {
  it('gives distinct keys to distinct parts from 0 to 9,999', () => {
    expect(textKey(1, 2, 3)).not.toBe(textKey(1, 3, 2));
    expect(textKey(0, 9_999)).not.toBe(textKey(1, 0));
    expect(textKey(2024, 81, 1)).toBe((2024 * 10_000 + 81) * 10_000 + 1);
  });

  it('is NaN (never kept) when a part is negative, fractional or 10,000 or more', () => {
    expect(textKey(-1, 0)).toBeNaN();
    expect(textKey(1.5, 0)).toBeNaN();
    expect(textKey(0, 10_000)).toBeNaN();
  });
});
