import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cusipCheckDigit,
  isinCheckDigit,
  validateCusip,
  validateInstrumentIdentifier,
  validateIsin,
  validateTicker,
} from '../../src/index.js';
import { arbitraryJson } from '../../src/testing/index.js';

// Published examples: CUSIPs of Apple, Cisco, Google, Microsoft and Oracle, and Oracle's
// miskeyed 68389X106, as listed by Wikipedia ("CUSIP", Examples) and the Rosetta Code task
// "CUSIP". ISINs: Apple US0378331005 (expanded from its CUSIP), BAE Systems GB0002634946 (from
// its SEDOL) and Treasury Corporation of Victoria AU0000XVGZA3 (letters in the NSIN), Wikipedia
// ("International Securities Identification Number", Examples); the Rosetta Code task "Validate
// International Securities Identification Number" adds FR0000988040 and the invalid
// US0373831005, U50378331005 and US03378331005.

describe('CUSIP (modulus 10 double-add-double check digit)', () => {
  it.each([
    ['037833100', 'Apple Inc.'],
    ['17275R102', 'Cisco Systems'],
    ['38259P508', 'Google Inc.'],
    ['594918104', 'Microsoft Corporation'],
    ['68389X105', 'Oracle Corporation'],
  ])('%s (%s) is valid', (cusip) => {
    expect(validateCusip(cusip)).toEqual({ ok: true, value: { Scheme: 'Cusip', Value: cusip } });
  });
  it('68389X106 (Oracle, miskeyed) has the wrong check digit: 5 is expected', () => {
    expect(validateCusip('68389X106')).toMatchObject({
      ok: false,
      Code: 'CheckDigitMismatch',
      Position: 9,
      ExpectedCheckDigit: '5',
    });
  });
  it('the check digit of 03783310 is 0 (Apple)', () => {
    expect(cusipCheckDigit('03783310')).toBe(0);
    expect(cusipCheckDigit('38259P50')).toBe(8);
  });
  it('names what is wrong: length, a character, the check digit position', () => {
    expect(validateCusip('03783310')).toMatchObject({ Code: 'IdentifierWrongLength' });
    expect(validateCusip(' 037833100')).toMatchObject({ Code: 'IdentifierWrongLength' });
    expect(validateCusip('0378-3100')).toMatchObject({ Code: 'IdentifierInvalidCharacter', Position: 5 });
    expect(validateCusip('03783310X')).toMatchObject({ Code: 'IdentifierInvalidCharacter', Position: 9 });
    expect(validateCusip('')).toMatchObject({ Code: 'IdentifierMissing' });
    expect(validateCusip(37833100)).toMatchObject({ Code: 'IdentifierMissing' });
  });
  it('private placement characters * @ # are allowed before the check digit', () => {
    const base = '12345*@#';
    expect(validateCusip(`${base}${cusipCheckDigit(base)}`).ok).toBe(true);
  });
  it('lower case is accepted and returned upper case', () => {
    expect(validateCusip('17275r102')).toEqual({ ok: true, value: { Scheme: 'Cusip', Value: '17275R102' } });
  });
  it('property: a base with its check digit is valid; with any other digit it is a CheckDigitMismatch', () => {
    const char = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ*@#'.split(''));
    fc.assert(
      fc.property(fc.array(char, { minLength: 8, maxLength: 8 }), fc.integer({ min: 1, max: 9 }), (cs, shift) => {
        const base = cs.join('');
        const digit = cusipCheckDigit(base)!;
        expect(validateCusip(`${base}${digit}`).ok).toBe(true);
        expect(validateCusip(`${base}${(digit + shift) % 10}`)).toMatchObject({ Code: 'CheckDigitMismatch' });
      }),
    );
  });
});

describe('ISIN (ISO 6166: country code, NSIN, Luhn check digit over letters as numbers)', () => {
  it.each([
    ['US0378331005', 'Apple Inc.'],
    ['GB0002634946', 'BAE Systems'],
    ['AU0000XVGZA3', 'Treasury Corporation of Victoria'],
    ['FR0000988040', 'Rosetta Code example'],
  ])('%s (%s) is valid', (isin) => {
    expect(validateIsin(isin)).toEqual({ ok: true, value: { Scheme: 'Isin', Value: isin } });
  });
  it('the Apple worked example: the digits of US037833100 give the check digit 5', () => {
    expect(isinCheckDigit('US037833100')).toBe(5);
    expect(isinCheckDigit('AU0000XVGZA')).toBe(3);
  });
  it('US0373831005 (two digits transposed) fails its check digit', () => {
    expect(validateIsin('US0373831005')).toMatchObject({ Code: 'CheckDigitMismatch', ExpectedCheckDigit: '9' });
  });
  it('US0378331006 fails its check digit', () => {
    expect(validateIsin('US0378331006')).toMatchObject({ Code: 'CheckDigitMismatch', ExpectedCheckDigit: '5' });
  });
  it('U50378331005 has a digit in the country code', () => {
    expect(validateIsin('U50378331005')).toMatchObject({ Code: 'IsinCountryCodeInvalid', Position: 2 });
  });
  it('US03378331005 has 13 characters', () => {
    expect(validateIsin('US03378331005')).toMatchObject({ Code: 'IdentifierWrongLength' });
  });
  it('a US ISIN whose NSIN is not a valid CUSIP is refused even with a correct ISIN check digit', () => {
    const base = 'US037833101'; // Apple's CUSIP with the wrong CUSIP check digit
    const isin = `${base}${isinCheckDigit(base)}`;
    expect(validateIsin(isin)).toMatchObject({ Code: 'NsinCheckDigitMismatch', ExpectedCheckDigit: '0' });
  });
  it('property: a base with its check digit is valid; with any other digit it is refused', () => {
    const letter = fc.constantFrom(...'ABDEFGHIJKLMNOPQRTVWXYZ'.split('')); // not U/S/C so not a US or CA code
    const char = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
    fc.assert(
      fc.property(
        fc.tuple(letter, letter),
        fc.array(char, { minLength: 9, maxLength: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (cc, nsin, shift) => {
          const base = `${cc.join('')}${nsin.join('')}`;
          const digit = isinCheckDigit(base)!;
          expect(validateIsin(`${base}${digit}`).ok).toBe(true);
          expect(validateIsin(`${base}${(digit + shift) % 10}`)).toMatchObject({ Code: 'CheckDigitMismatch' });
        },
      ),
    );
  });
});

describe('ticker (documented pattern; no check digit)', () => {
  it.each([
    ['AAPL', 'AAPL'],
    ['VFIAX', 'VFIAX'],
    ['brk.b', 'BRK.B'],
    ['BRK-B', 'BRK.B'],
    ['BRK/B', 'BRK.B'],
  ])('%s is valid as %s', (ticker, value) => {
    expect(validateTicker(ticker)).toEqual({ ok: true, value: { Scheme: 'Ticker', Value: value } });
  });
  it.each(['TOOLONG', 'A1', '1A', 'BRK.', 'BRK.ABCD', 'AB CD'])('%s is refused', (ticker) => {
    expect(validateTicker(ticker).ok).toBe(false);
  });
});

describe('validateInstrumentIdentifier', () => {
  it('dispatches by Scheme and names an unknown scheme', () => {
    expect(validateInstrumentIdentifier({ Scheme: 'Isin', Value: 'US0378331005' }).ok).toBe(true);
    expect(validateInstrumentIdentifier({ Scheme: 'Sedol', Value: '0263494' })).toMatchObject({
      Code: 'IdentifierSchemeUnknown',
    });
    expect(validateInstrumentIdentifier('US0378331005')).toMatchObject({ Code: 'IdentifierMissing' });
  });
  it('property: never throws on arbitrary JSON, and a failure always names its code', () => {
    fc.assert(
      fc.property(arbitraryJson(), fc.constantFrom('Cusip', 'Isin', 'Ticker', 'x'), (value, scheme) => {
        for (const r of [
          validateInstrumentIdentifier(value),
          validateInstrumentIdentifier({ Scheme: scheme, Value: value }),
          validateCusip(value),
          validateIsin(value),
          validateTicker(value),
        ])
          if (!r.ok) expect(r.Code.length).toBeGreaterThan(0);
      }),
    );
  });
});
