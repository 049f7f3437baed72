// Federal income tax withheld from a Roth conversion: 26 U.S.C. 3405(b) (Form W-4R); Form 8606 lines 7
// and 8 (the withheld part is distributed, not converted); Instructions for Forms 1099-R and 5498 (box 4;
// the withheld part reported as a distribution, code 1 before 59 1/2); 72(t) reaches it, the conversion
// relief of 408A(d)(3)(A)(ii) does not.
import { describe, expect, it } from 'vitest';
import { entriesBalance, movementPostings } from '../../src/index.js';
import { ALL_AUTHORITIES, expectOk } from './memory-host.js';
import { MovementHost } from './movement-host.js';

const convert = (FromAccountId: string, ToAccountId: string, Amount: string, more = {}) => ({
  FromAccountId,
  ToAccountId,
  Amount,
  Currency: 'USD',
  ...more,
});

function pair(today: string, dob?: string | null) {
  const m = MovementHost.start(today, dob);
  const ira = m.open('traditional-ira');
  const roth = m.open('roth-ira');
  m.fund(ira, '10000', { ContributionSource: 'Rollover' });
  return { m, ira, roth };
}

describe('withholding on a Roth conversion (3405(b); Form 8606 lines 7 and 8)', () => {
  it('10 percent of 10,000 before 59 1/2: 9,000 converted (code 2), 1,000 a distribution of its own (code 1)', () => {
    const { m, ira, roth } = pair('2026-07-01', '1980-06-15');
    const d = expectOk(m.convert(convert(ira, roth, '10000', { FederalWithholdingPercent: 10 })));
    expect(d.Result).toMatchObject({
      Amount: 9000,
      GrossDistribution: 10000,
      FederalWithheld: 1000,
      TaxableAmount: 9000,
    });
    expect(d.Result.WithholdingTransactionId).toBe(d.Records.Withholding?.Transaction.TransactionId);
    expect(d.Records.FromTransaction).toMatchObject({
      Amount: '9000',
      Form1099R: { DistributionCode: '2', GrossDistribution: '9000', TaxableAmount: '9000' },
    });
    expect(d.Records.ToTransaction).toMatchObject({ Amount: '9000', Form5498: { Box: '3', Amount: '9000' } });
    expect(d.Records.Withholding?.Transaction).toMatchObject({ EntryType: 'Distribution', Amount: '1000' });
    expect(d.Records.Withholding?.Withdrawal).toMatchObject({
      GrossAmount: '1000',
      FederalWithheld: '1000',
      NetAmount: '0',
      DistributionCodes: ['1'],
      IraSepSimple: true,
      AdditionalTaxAmount: '100',
      TaxForm: '1099-R',
    });
    expect(d.Reasons.map((r) => r.Rule)).toContain('conversion-withholding-distribution');
    expect(d.Unchecked).not.toContain('FederalWithholdingPercent');
    // Every transaction balances on its own; the withholding is owed to the Treasury, never lost.
    expect(entriesBalance(d.Entries)).toBe(true);
    for (const p of movementPostings(d.Records)) expect(entriesBalance(p.Entries)).toBe(true);
    expect(
      d.Entries.filter((e) => e.Account.Kind === 'Service' && e.Account.Name === 'FederalWithholdingPayable'),
    ).toHaveLength(1);
    expect(m.settled(ira)).toBe('0');
    expect(m.settled(roth)).toBe('9000');
    expect(d.Events).toHaveLength(1);
    expect(d.Events[0]?.Data).toMatchObject({ Amount: 9000, FederalWithheld: 1000, GrossDistribution: 10000 });
  });

  it('after 59 1/2 the withheld part is code 7 and owes no additional tax', () => {
    const { m, ira, roth } = pair('2026-07-01', '1960-06-15');
    const d = expectOk(m.convert(convert(ira, roth, '10000', { FederalWithholdingPercent: '12.5' })));
    expect(d.Result).toMatchObject({ Amount: 8750, FederalWithheld: 1250 });
    expect(d.Records.FromTransaction?.Form1099R?.DistributionCode).toBe('7');
    expect(d.Records.Withholding?.Withdrawal).toMatchObject({ DistributionCodes: ['7'], AdditionalTaxAmount: '0' });
  });

  it('Form 8606: the withheld part goes on line 7, line 8 is the net converted, and the pro rata follows', () => {
    // Line 5 = 10,000 of basis; line 6 = 0; line 7 = 0 + 2,000 withheld; line 8 = 8,000; line 9 = 10,000:
    // ratio 1, so the whole 8,000 converted is nontaxable. Had the 2,000 been left on line 8, the same.
    // With 5,000 of basis: ratio 0.5, 4,000 of the 8,000 converted taxable.
    const { m, ira, roth } = pair('2026-07-01', '1980-06-15');
    const basis = { NondeductibleContributions: 0, PriorBasis: 5000, YearEndValue: 0, Distributions: 0 };
    const d = expectOk(m.convert(convert(ira, roth, '10000', { FederalWithholdingPercent: 20, Basis: basis })));
    expect(d.Result).toMatchObject({ Amount: 8000, FederalWithheld: 2000, TaxableAmount: 4000 });
    expect(d.Reasons.find((r) => r.Rule === 'form-8606-line-7')?.Message).toMatch(/line 7 is 2000/);
    expect(d.Reasons.find((r) => r.Rule === 'form-8606-line-8')?.Message).toMatch(/is 8000/);
  });

  it('with basis, the additional tax reaches only the withheld part’s taxable share (72(t)(1); line 10)', () => {
    // Line 9 = 0 + 2,000 + 8,000 = 10,000 over 5,000 of basis: ratio 0.5, so 1,000 of the 2,000 withheld is
    // taxable and owes 100, not 200.
    const { m, ira, roth } = pair('2026-07-01', '1980-06-15');
    const basis = { NondeductibleContributions: 0, PriorBasis: 5000, YearEndValue: 0, Distributions: 0 };
    const d = expectOk(m.convert(convert(ira, roth, '10000', { FederalWithholdingPercent: 20, Basis: basis })));
    expect(d.Records.Withholding?.Withdrawal).toMatchObject({ DistributionCodes: ['1'], AdditionalTaxAmount: '100' });
  });

  it('the withheld part counts toward the year’s required distribution before anything is converted', () => {
    const { m, ira, roth } = pair('2026-07-01', '1950-01-10');
    m.requiredRemaining.set(ira, '1000');
    const refused = m.convert(convert(ira, roth, '10000', { FederalWithholdingPercent: 5 }));
    expect(refused).toMatchObject({ ok: false, ErrorCode: 'RothConversionNotPermitted' });
    const d = expectOk(m.convert(convert(ira, roth, '10000', { FederalWithholdingPercent: 10 })));
    expect(d.Reasons.find((r) => r.Rule === 'required-distribution-first')?.Message).toMatch(/0 remains/);
    expect(d.Records.Withholding?.Withdrawal.CountsTowardRequiredDistribution).toBe(true);
  });

  it('without the owner’s birth date the withheld part’s code is not determined, and Unchecked says so', () => {
    const { m, ira, roth } = pair('2026-07-01', null);
    const d = expectOk(m.convert(convert(ira, roth, '10000', { FederalWithholdingPercent: 10 })));
    expect(d.Records.Withholding?.Withdrawal.DistributionCodes).toBeNull();
    expect(d.Unchecked.join(' ')).toMatch(/DateOfBirth/);
  });

  it('the year’s line 8 counts earlier conversions net of their withholding', () => {
    const { m, ira, roth } = pair('2026-07-01', '1980-06-15');
    expectOk(m.convert(convert(ira, roth, '5000', { FederalWithholdingPercent: 10 })));
    const basis = { NondeductibleContributions: 0, PriorBasis: 0, YearEndValue: 0, Distributions: 0 };
    const d = expectOk(m.convert(convert(ira, roth, '1000', { Basis: basis })));
    expect(d.Reasons.find((r) => r.Rule === 'form-8606-line-8')?.Message).toMatch(/is 5500/);
  });

  it('without an election nothing is withheld, and the answer says the election was not given', () => {
    const { m, ira, roth } = pair('2026-07-01', '1980-06-15');
    const d = expectOk(m.convert(convert(ira, roth, '9000')));
    expect(d.Result).toMatchObject({ Amount: 9000, FederalWithheld: 0, WithholdingTransactionId: null });
    expect(d.Records.Withholding).toBeUndefined();
    expect(d.Unchecked).toContain('FederalWithholdingPercent');
    expect(d.Reasons.find((r) => r.Rule === 'conversion-withholding')?.Message).toMatch(/3405\(b\) withholds 10/);
    const none = expectOk(m.convert(convert(ira, roth, '0.01', { FederalWithholdingPercent: 0 })));
    expect(none.Records.Withholding).toBeUndefined();
    expect(none.Unchecked).not.toContain('FederalWithholdingPercent');
  });

  it('refused, changing nothing: 100 percent, over 100, three decimals, the gross unfunded', () => {
    const { m, ira, roth } = pair('2026-07-01', '1980-06-15');
    const before = m.host.entries.length;
    for (const p of [100, 100.01, '10.005', -1, 'ten'])
      expect(m.convert(convert(ira, roth, '10000', { FederalWithholdingPercent: p }))).toMatchObject({
        ok: false,
        ErrorCode: 'InvalidRequest',
        Errors: [expect.objectContaining({ FieldName: 'FederalWithholdingPercent' })],
      });
    // The gross must be there, not only the part converted.
    expect(m.convert(convert(ira, roth, '10000.01', { FederalWithholdingPercent: 10 }))).toMatchObject({
      ok: false,
      ErrorCode: 'InsufficientFunds',
    });
    expect(m.host.entries.length).toBe(before);
  });
});

describe('withholding on a Trump account’s conversion reads the beneficiary’s age (530A; 72(t))', () => {
  it('a parent (66) holding an 18-year-old’s Trump account: code 2, the additional tax on the withheld part', () => {
    // Opened in 2026 for a child of 17; from 2027 the account is a traditional IRA.
    const m = MovementHost.start('2026-09-01', '1960-06-15');
    const trump = m.open('trump-account', {
      InstitutionId: ALL_AUTHORITIES.InstitutionId,
      BeneficiaryDateOfBirth: '2009-05-01',
      AccountOrigin: 'Initial',
    });
    const roth = m.open('roth-ira');
    m.today = '2027-02-01';
    m.fund(trump, '10000', { ContributionSource: 'Rollover' });
    const d = expectOk(m.convert(convert(trump, roth, '10000', { FederalWithholdingPercent: 10 })));
    expect(d.Records.FromTransaction?.Form1099R?.DistributionCode).toBe('2');
    expect(d.Records.Withholding?.Withdrawal).toMatchObject({ DistributionCodes: ['1'], AdditionalTaxAmount: '100' });
  });
});
