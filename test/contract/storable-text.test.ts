// Unit and property tests of the edge check added for the contract finding "a NUL byte in a
// text field gave a 500" (src/server/http/storable-text.ts). The black-box side is in
// design-client.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStorableText, unstorableTextPath } from '../../src/server/http/storable-text.js';

/** Strings of well-formed Unicode without U+0000: what PostgreSQL text and jsonb accept. */
const storable = fc.string({ unit: 'grapheme', maxLength: 12 }).filter((s) => !s.includes('\u0000'));
const storableJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    storable,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(storable, tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('storable text (PostgreSQL text/jsonb)', () => {
  it('accepts paired surrogates and refuses NUL and unpaired surrogates', () => {
    expect(isStorableText('💸 plain ascii é')).toBe(true);
    expect(isStorableText('\ud83d\udcb8')).toBe(true);
    for (const bad of ['\u0000', 'a\u0000', '\ud800', 'a\ud800b', '\udfff', 'x\udc00', '\udc00\ud800', '\ud83d'])
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
  });

  it('finds no problem in JSON made of storable strings', () => {
    fc.assert(fc.property(storableJson, (v) => unstorableTextPath(v) === undefined));
  });

  it('names the path of a bad value or the object holding a bad key', () => {
    expect(unstorableTextPath({ Contact: { FirstName: 'a\u0000b' } })).toBe('Contact.FirstName');
    expect(unstorableTextPath({ Items: ['ok', '\ud800'] })).toBe('Items.1');
    expect(unstorableTextPath({ Contact: { '\u0000': 'x' } })).toBe('Contact');
    expect(unstorableTextPath('\udfff')).toBe('');
  });

  it('finds a NUL planted anywhere in storable JSON, and does not mutate its input', () => {
    fc.assert(
      // Keys without dots and not empty, so the dotted path is unambiguous.
      fc.property(
        fc.dictionary(
          storable.filter((k) => k !== '' && !k.includes('.')),
          storableJson,
          { minKeys: 1, maxKeys: 4 },
        ),
        fc.nat(),
        (obj, pick) => {
          const keys = Object.keys(obj);
          const key = keys[pick % keys.length]!;
          const planted = { ...obj, [key]: { Deep: [1, `x\u0000${key}`] } };
          const copy = JSON.stringify(planted);
          expect(unstorableTextPath(planted)).toBe(`${key}.Deep.1`);
          expect(JSON.stringify(planted)).toBe(copy);
        },
      ),
    );
  });

  it('walks deep nesting without recursion (no stack overflow)', () => {
    let v: unknown = 'a\u0000';
    for (let i = 0; i < 50_000; i++) v = [v];
    expect(unstorableTextPath(v)).toMatch(/^(0\.){49999}0$/);
  });
});
