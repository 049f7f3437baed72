// decideRothConversion: 26 U.S.C. 408A(d)(3); 26 CFR 1.408A-4, 1.408A-6 Q&A-5; Form 8606;
// Instructions for Forms 1099-R and 5498.
import { describe, expect, it } from 'vitest';
import { entriesBalance } from '../../src/index.js';
import { expectOk } from './memory-host.js';
import { MovementHost } from './movement-host.js';

const convert = (FromAccountId: string, ToAccountId: string, Amount: string, more = {}) => ({
  FromAccountId,
  ToAccountId,
  Amount,
  Currency: 'USD',
  ...more,
});

describe('Roth conversions (408A(d)(3); 1.408A-4 Q&A-1)', () => {
  it(
    'traditional to Roth without basis facts: all taxable (said so), 1099-R code 2 under 59 1/2, 5498 box 3, ' +
      'its own five-year period',
    () => {
      const m = MovementHost.start('2026-07-01', '1980-06-15');
      const ira = m.open('traditional-ira');
      const roth = m.open('roth-ira');
      m.fund(ira, '7000', { TaxYear: 2026 });
      const d = expectOk(m.convert(convert(ira, roth, '7000')));
      expect(entriesBalance(d.Entries)).toBe(true);
      expect(d.Records.FromTransaction).toMatchObject({
        EntryType: 'RothConversionOut',
        Form1099R: { DistributionCode: '2', GrossDistribution: '7000', TaxableAmount: '7000' },
      });
      expect(d.Records.ToTransaction).toMatchObject({
        EntryType: 'RothConversionIn',
        ContributionSource: 'Rollover',
        Form5498: { Box: '3', Amount: '7000' },
        FiveYearPeriodBegins: '2026-01-01',
      });
      expect(d.Result).toMatchObject({
        TaxableAmount: 7000,
        TaxableAmountMethod: 'AllTaxable',
        FiveYearPeriod: { Begins: '2026-01-01', Ends: '2030-12-31' },
      });
      expect(d.Unchecked).toContain('Basis');
      expect(d.Events.map((e) => e.EventType)).toEqual(['rothconversion.completed']);
      expect(m.settled(ira)).toBe('0');
      expect(m.settled(roth)).toBe('7000');
    },
  );

  it('code 7 from age 59 1/2', () => {
    const m = MovementHost.start('2026-07-01', '1960-06-15');
    const ira = m.open('traditional-ira');
    const roth = m.open('roth-ira');
    m.fund(ira, '1000', { TaxYear: 2026 });
    expect(expectOk(m.convert(convert(ira, roth, '1000'))).Records.FromTransaction?.Form1099R?.DistributionCode).toBe(
      '7',
    );
  });

  it(
    'pro rata by Form 8606: 7,000 of basis over 70,000 of IRAs, 7,000 converted: 700 nontaxable, 6,300 ' + 'taxable',
    () => {
      // Form 8606 lines: 3 = 7,000; 9 = 63,000 + 0 + 7,000 = 70,000; 10 = 0.1; 11 = 700.
      const m = MovementHost.start('2026-07-01');
      const ira = m.open('traditional-ira');
      const roth = m.open('roth-ira');
      m.fund(ira, '7000', { TaxYear: 2026 });
      const basis = {
        NondeductibleContributions: 7000,
        PriorBasis: 0,
        YearEndValue: 63000,
        Distributions: 0,
        Conversions: 7000,
      };
      const d = expectOk(m.convert(convert(ira, roth, '7000', { Basis: basis })));
      expect(d.Result).toMatchObject({ TaxableAmount: 6300, TaxableAmountMethod: 'Form8606ProRata' });
      expect(d.Records.FromTransaction?.Form1099R?.TaxableAmount).toBe('7000');
    },
  );

  it(
    'Form 8606 line 8 defaults to this year’s recorded conversions plus this one (prior conversions in the ' + 'facts)',
    () => {
      const m = MovementHost.start('2026-07-01');
      const ira = m.open('traditional-ira');
      const roth = m.open('roth-ira');
      m.fund(ira, '6000', { TaxYear: 2026 });
      m.fund(ira, '4000', { ContributionSource: 'Rollover' });
      expectOk(m.convert(convert(ira, roth, '7000')));
      // Line 8 = 7,000 + 3,000; line 9 = 0 + 0 + 10,000; basis 1,000: ratio 0.1, 300 of 3,000 nontaxable.
      const basis = { NondeductibleContributions: 1000, PriorBasis: 0, YearEndValue: 0, Distributions: 0 };
      const d = expectOk(m.convert(convert(ira, roth, '3000', { Basis: basis })));
      expect(d.Reasons.find((r) => r.Rule === 'form-8606-line-8')?.Message).toMatch(/is 10000/);
      expect(d.Result.TaxableAmount).toBe(2700);
    },
  );

  it('a required distribution for the year must come out first (1.408A-4 Q&A-6)', () => {
    const m = MovementHost.start('2026-07-01', '1950-01-10');
    const ira = m.open('traditional-ira');
    const roth = m.open('roth-ira');
    m.fund(ira, '9000', { ContributionSource: 'Rollover' });
    m.requiredRemaining.set(ira, '1200');
    const d = m.convert(convert(ira, roth, '5000'));
    expect(d).toMatchObject({ ok: false, ErrorCode: 'RothConversionNotPermitted' });
    expect(!d.ok && d.Message).toMatch(/rule required-distribution-first.*1\.408A-4 Q&A-6/);
    m.requiredRemaining.set(ira, '0');
    expectOk(m.convert(convert(ira, roth, '5000')));
  });

  it('a SIMPLE IRA converts only after its two years (1.408A-4 Q&A-4(b)); an inherited IRA never', () => {
    const m = MovementHost.start('2025-01-15');
    const simple = m.open('simple-ira');
    const roth = m.open('roth-ira');
    m.fund(simple, '2000', { ContributionSource: 'Employer', TaxYear: 2025 });
    m.today = '2027-01-14';
    expect(m.convert(convert(simple, roth, '100'))).toMatchObject({
      ok: false,
      ErrorCode: 'RothConversionNotPermitted',
    });
    m.today = '2027-01-15';
    expectOk(m.convert(convert(simple, roth, '100')));
  });

  it('Roth to traditional is not a conversion', () => {
    const m = MovementHost.start('2026-07-01');
    const ira = m.open('traditional-ira');
    const roth = m.open('roth-ira');
    m.fund(roth, '100', { TaxYear: 2026 });
    expect(m.convert(convert(roth, ira, '100'))).toMatchObject({ ok: false, ErrorCode: 'RothConversionNotPermitted' });
  });
});
