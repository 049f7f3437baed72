import { describe, expect, it } from 'vitest';
import { validateCusip, validateInstrumentIdentifier, validateIsin } from '../../src/index.js';

// A US ISIN is "US" + the CUSIP + an ISO 6166 check digit (ANNA, ISIN guidelines; Wikipedia,
// "International Securities Identification Number"). The ISINs below are the published ones of
// the CUSIPs tested in identifiers.test.ts: Microsoft US5949181045, Cisco US17275R1023, Google
// (class A, 2004) US38259P5089, Oracle US68389X1054 (as listed in the issuers' filings and on
// exchange listings).

describe('published ISINs of published CUSIPs', () => {
  it.each([
    ['US5949181045', '594918104'],
    ['US17275R1023', '17275R102'],
    ['US38259P5089', '38259P508'],
    ['US68389X1054', '68389X105'],
  ])('%s is valid and its NSIN is the CUSIP %s', (isin, cusip) => {
    expect(validateIsin(isin)).toEqual({ ok: true, value: { Scheme: 'Isin', Value: isin } });
    expect(validateCusip(cusip).ok).toBe(true);
    expect(isin.slice(2, 11)).toBe(cusip);
  });
  it.each([
    ['US5949181046', 'CheckDigitMismatch'],
    ['US17275R1024', 'CheckDigitMismatch'],
    // The letter O for the digit 0: a letter is allowed in an NSIN, but the ISIN check digit no longer fits.
    ['US5949181O45', 'CheckDigitMismatch'],
  ])('%s is refused (%s)', (isin, code) => {
    expect(validateIsin(isin)).toMatchObject({ ok: false, Code: code });
  });
  it.each([
    ['037833101', '0'],
    ['594918105', '4'],
    ['17275R103', '2'],
  ])('the CUSIP %s has a wrong check digit (%s expected)', (cusip, expected) => {
    expect(validateCusip(cusip)).toMatchObject({ ok: false, Code: 'CheckDigitMismatch', ExpectedCheckDigit: expected });
    expect(validateInstrumentIdentifier({ Scheme: 'Cusip', Value: cusip }).ok).toBe(false);
  });
});
