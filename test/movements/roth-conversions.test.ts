// checkRothConversion: traditional, SEP and SIMPLE IRAs to a Roth IRA; the taxable amount by
// Form 8606; the 1099-R code; 5498 box 3; the five-year period; the RMD first.

import { describe, expect, it } from 'vitest';
import { Decimal } from '../../src/core/shared/money.js';
import {
  defaultCatalog as catalog,
  checkRothConversion,
  form8606Conversion,
  type RothConversionFacts,
} from '../../src/index.js';
import { account } from './helpers.js';

const ira = account('traditional-ira');
const roth = account('roth-ira');
const convert = (over: Partial<RothConversionFacts> = {}) =>
  checkRothConversion(catalog, {
    From: ira,
    To: roth,
    Amount: '10000',
    ConversionDate: '2025-06-02',
    Owner: { DateOfBirth: '1975-05-05' },
    ...over,
  });

describe('Roth conversions (408A(d)(3); 26 CFR 1.408A-4)', () => {
  it('without Form 8606 basis facts all of it is taxable, and the answer says so', () => {
    expect(convert()).toMatchObject({
      ok: true,
      TaxableAmount: '10000',
      NontaxableAmount: '0',
      TaxableAmountMethod: 'AllTaxable',
      Form8606: null,
      Unchecked: ['Basis'],
    });
  });

  it(
    'pro rata by Form 8606 Part I: basis 7,000 across 63,000 of other IRAs and the 10,000 converted (lines ' +
      '1-18 by hand)',
    () => {
      // Line 3 = 7,000; line 9 = 63,000 + 0 + 10,000 = 73,000; line 10 = 7,000 / 73,000 = 0.095890;
      // line 11 = 10,000 x 0.095890 = 958.90 nontaxable; line 18 = 9,041.10 taxable; line 14 = 6,041.10 carried.
      const r = convert({
        Basis: {
          NondeductibleContributions: '7000',
          PriorBasis: '0',
          YearEndValue: '63000',
          Distributions: '0',
          Conversions: '10000',
        },
      });
      expect(r).toMatchObject({
        ok: true,
        TaxableAmountMethod: 'Form8606ProRata',
        TaxableAmount: '9041.1',
        NontaxableAmount: '958.9',
        Form8606: {
          Line5: '7000',
          Line9: '73000',
          Line10: '0.095890',
          Line11: '958.9',
          Line14: '6041.1',
          Line18: '9041.1',
        },
        Unchecked: [],
      });
    },
  );

  it('a "backdoor" conversion of nondeductible money with no other IRA money is not taxable, and earnings are', () => {
    const basis = { NondeductibleContributions: '7000', PriorBasis: '0', YearEndValue: '0', Distributions: '0' };
    expect(convert({ Amount: '7000', Basis: { ...basis, Conversions: '7000' } })).toMatchObject({ TaxableAmount: '0' });
    const r = convert({ Amount: '7010', Basis: { ...basis, Conversions: '7010' } });
    expect(r).toMatchObject({ TaxableAmount: '10', NontaxableAmount: '7000', Form8606: { Line14: '0' } });
  });

  it(
    '1099-R code 2 under age 59 1/2 and 7 from it (the day six months after the 59th birthday); box 2a the ' +
      'amount converted',
    () => {
      const dob = '1966-01-15'; // 59 1/2 on 2025-07-15
      expect(convert({ Owner: { DateOfBirth: dob }, ConversionDate: '2025-07-14' })).toMatchObject({
        Form1099R: { DistributionCode: '2', GrossDistribution: '10000', TaxableAmount: '10000', IraSepSimple: true },
      });
      expect(convert({ Owner: { DateOfBirth: dob }, ConversionDate: '2025-07-15' })).toMatchObject({
        Form1099R: { DistributionCode: '7' },
      });
      const r = convert({ Owner: {} });
      expect(r).toMatchObject({ ok: true, Form1099R: { DistributionCode: null } });
      expect(r.Unchecked).toContain('Owner.DateOfBirth');
    },
  );

  it("Form 5498 box 3, outside the annual limit, not counted as the year's rollover", () => {
    expect(convert()).toMatchObject({
      Form5498: { Box: '3', Amount: '10000' },
      ReceivingContributionSource: 'Rollover',
      CountsTowardCap: false,
      CountsTowardOneRolloverPerYear: false,
    });
  });

  it('each conversion starts its own five-year period on January 1 of its year (408A(d)(3)(F))', () => {
    expect(convert({ ConversionDate: '2025-12-31' })).toMatchObject({
      FiveYearPeriod: { Begins: '2025-01-01', Ends: '2029-12-31' },
    });
    expect(convert({ ConversionDate: '2026-01-01' })).toMatchObject({
      FiveYearPeriod: { Begins: '2026-01-01', Ends: '2030-12-31' },
    });
  });

  it('the required distribution for the year must come out first (1.408A-4 Q&A-6)', () => {
    const old = { DateOfBirth: '1950-02-01' };
    expect(convert({ Owner: old, RequiredDistributionRemaining: '4200' })).toMatchObject({
      ok: false,
      ErrorCode: 'RothConversionNotPermitted',
      Rule: 'required-distribution-first',
      Details: { RequiredDistributionRemaining: '4200' },
    });
    expect(convert({ Owner: old, RequiredDistributionRemaining: '0' }).ok).toBe(true);
    const unknown = convert({ Owner: old });
    expect(unknown.ok && unknown.Unchecked).toContain('RequiredDistributionRemaining');
  });

  it('SEP IRAs convert; a SIMPLE IRA only after its two years (1.408A-4 Q&A-4(b))', () => {
    expect(convert({ From: account('sep-ira') }).ok).toBe(true);
    const simple = account('simple-ira', { SimpleFirstParticipationDate: '2023-09-01' });
    expect(convert({ From: simple, ConversionDate: '2025-08-31' })).toMatchObject({
      ok: false,
      Rule: 'simple-two-year',
    });
    expect(convert({ From: simple, ConversionDate: '2025-09-01' }).ok).toBe(true);
  });

  it("refuses an inherited IRA, a Roth source, a non-Roth destination and another owner's Roth IRA", () => {
    expect(convert({ From: account('inherited-traditional-ira') })).toMatchObject({
      ok: false,
      Rule: 'convertible-source',
    });
    expect(convert({ From: account('roth-ira') })).toMatchObject({ ok: false, Rule: 'convertible-source' });
    expect(convert({ To: account('traditional-ira') })).toMatchObject({ ok: false, Rule: 'roth-destination' });
    expect(convert({ To: account('roth-ira', { OwnerId: 'client-bob' }) })).toMatchObject({
      ok: false,
      Rule: 'same-owner',
    });
  });

  it('Form 8606 line 8 must include this conversion', () => {
    expect(
      convert({
        Basis: {
          NondeductibleContributions: '0',
          PriorBasis: '0',
          YearEndValue: '0',
          Distributions: '0',
          Conversions: '5',
        },
      }),
    ).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest', Errors: [{ FieldName: 'Basis.Conversions' }] });
  });

  it('form8606Conversion: line 10 is capped at 1 and the nontaxable lines never pass the basis', () => {
    const d = (s: string) => new Decimal(s);
    const lines = form8606Conversion({
      NondeductibleContributions: d('5000'),
      PriorBasis: d('20000'),
      ContributionsMadeNextYear: d('0'),
      YearEndValue: d('0'),
      Distributions: d('1000'),
      Conversions: d('3000'),
    });
    expect(lines).toMatchObject({ Line10: '1.000000', Line11: '3000', Line12: '1000', Line14: '21000', Line18: '0' });
  });
});
