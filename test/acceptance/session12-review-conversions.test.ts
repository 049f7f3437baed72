// Session 12 review of Roth conversions, recharacterizations and the return of excess contributions
// against the published law: 26 U.S.C. 408A(d)(3), (d)(6) as amended by TCJA sec. 13611, 408(d)(4);
// 26 CFR 1.408A-4, 1.408A-5, 1.408-11; the Instructions for Forms 1099-R and 5498. Every figure is
// typed in by hand from the source named in the test, never read from catalog/.

import { describe, expect, it } from 'vitest';
import {
  checkRecharacterization,
  checkRothConversion,
  type DistributionTreatmentQuery,
  decideWithdrawal,
  defaultCatalog,
  distributionTreatment,
  type HistoryTransaction,
  type MovementAccount,
  netIncomeAttributable,
  type RecharacterizationFacts,
  recharacterizedKindOf,
  type StoredTransaction,
  taxForms,
} from '../../src/index.js';
import { depositsTo, storedAccount, storedOwner, treatDistribution } from './helpers.js';

const catalog = defaultCatalog;
const OWNER = 'owner-s12';
let seq = 0;
function acct(slug: string, over: Partial<MovementAccount> = {}): MovementAccount {
  seq += 1;
  return { AccountId: `${slug}-s12-${seq}`, AccountTypeCode: slug, OwnerId: OWNER, ...over };
}

/** Age 45 in 2025 (before 59 1/2). */
const YOUNG = '1980-03-10';

function rechar(over: Partial<RecharacterizationFacts>) {
  return checkRecharacterization(catalog, {
    From: acct('roth-ira'),
    To: acct('traditional-ira'),
    Contribution: { Kind: 'Regular', Amount: '6000', ContributionDate: '2025-02-03', TaxYear: 2025 },
    RecharacterizationDate: '2025-06-02',
    AdjustedOpeningBalance: '6000',
    AdjustedClosingBalance: '6000',
    ...over,
  });
}

// ---------------------------------------------------------------------------------------------
describe('Recharacterizations (408A(d)(6); 26 CFR 1.408A-5; TCJA sec. 13611)', () => {
  it('1.408A-5 A-1(b): a 2017 distribution converted by a 60-day rollover in 2018 is a 2017 conversion', () => {
    // "a conversion that is accomplished through a rollover of a distribution from a traditional IRA in a
    // taxable year that ... is contributed to a Roth IRA in the next taxable year is treated as a contribution
    // for the earlier taxable year": TCJA reaches conversions of taxable years beginning after 2017 only.
    const conversion = (ContributionDate: string, TaxYear: number, RecharacterizationDate: string) =>
      rechar({
        From: acct('roth-ira'),
        To: acct('traditional-ira'),
        Contribution: { Kind: 'Conversion', Amount: '10000', ContributionDate, TaxYear },
        RecharacterizationDate,
        AdjustedOpeningBalance: '10000',
        AdjustedClosingBalance: '10000',
      });
    const late = conversion('2018-01-20', 2017, '2018-06-01');
    if (!late.ok) expect.fail(late.Message);
    expect([late.Deadline, late.Form1099R.DistributionCode, late.TreatedAs.TaxYear]).toEqual(['2018-10-15', 'R', 2017]);
    expect(conversion('2018-01-20', 2017, '2018-10-16').ok).toBe(false);
    const tcja = conversion('2018-01-20', 2018, '2018-06-01');
    expect(tcja.ok).toBe(false);
    if (!tcja.ok) expect(tcja.ErrorCode).toBe('RecharacterizationNotPermitted');
  });

  it('1.408A-5 Q&A-5: a SIMPLE IRA elective deferral (employer contribution) cannot be recharacterized', () => {
    // "Employer contributions (including elective deferrals) under a SIMPLE IRA Plan or a SEP cannot be
    // recharacterized"; a SIMPLE IRA takes no regular IRA contribution (408(p)(1)(B)).
    const r = rechar({
      From: acct('simple-ira'),
      To: acct('roth-ira'),
      AdjustedOpeningBalance: '6000',
      AdjustedClosingBalance: '6300',
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.ErrorCode).toBe('RecharacterizationNotPermitted');
    // A regular traditional IRA contribution to a SEP IRA (not a SEP contribution) still may be.
    const sep = rechar({ From: acct('sep-ira'), To: acct('roth-ira') });
    expect(sep.ok).toBe(true);
  });

  it("1.408A-5 Q&A-5; 408(k)(6): a SARSEP participant's deposit is a salary reduction, read as Employer", () => {
    const deposit: StoredTransaction = {
      TransactionId: 'dddddddd-0000-4000-8000-000000000001',
      AccountId: 'acc-sarsep',
      Kind: 'Deposit',
      EntryType: 'Deposit',
      Direction: 'Credit',
      Amount: '5000',
      Currency: 'USD',
      Status: 'Posted',
      ContributionSource: 'Participant',
      TaxYear: 2025,
      CreatedDate: '2025-02-03T12:00:00.000Z',
    };
    expect(recharacterizedKindOf(deposit, 'sarsep-ira')).toBe('Employer');
    expect(recharacterizedKindOf(deposit, 'sep-ira')).toBe('Regular');
    expect(recharacterizedKindOf(deposit, 'roth-ira')).toBe('Regular');
  });

  it('72(t)(2)(H)(v)(III): a repayment of an excepted distribution is no contribution to recharacterize', () => {
    const repayment: StoredTransaction = {
      TransactionId: 'dddddddd-0000-4000-8000-000000000002',
      AccountId: 'acc-roth',
      Kind: 'Deposit',
      EntryType: 'Deposit',
      Direction: 'Credit',
      Amount: '5000',
      Currency: 'USD',
      Status: 'Posted',
      ContributionSource: 'Repayment',
      CreatedDate: '2025-02-03T12:00:00.000Z',
    };
    expect(recharacterizedKindOf(repayment, 'roth-ira')).toBe('Rollover');
  });

  it('1.408A-5 A-1(b), 26 U.S.C. 7503: 2022 contributions may move through Monday 2023-10-16', () => {
    // The extended due date of a 2022 return, October 15, 2023, fell on a Sunday.
    const r = rechar({
      Contribution: { Kind: 'Regular', Amount: '6000', ContributionDate: '2022-03-01', TaxYear: 2022 },
      RecharacterizationDate: '2023-10-16',
    });
    if (!r.ok) expect.fail(r.Message);
    expect([r.Deadline, r.Form1099R.DistributionCode]).toEqual(['2023-10-16', 'R']);
    expect(
      rechar({
        Contribution: { Kind: 'Regular', Amount: '6000', ContributionDate: '2022-03-01', TaxYear: 2022 },
        RecharacterizationDate: '2023-10-17',
      }).ok,
    ).toBe(false);
  });

  it('1.408A-5 A-1(b): the treatment of a recharacterization (code R) for 2024 ends on 2025-10-15', () => {
    const treat = (DistributionDate: string) =>
      distributionTreatment(catalog, {
        AccountTypeCode: 'roth-ira',
        DistributionReason: 'Recharacterization',
        DistributionDate,
        Amount: '6300',
        RecharacterizedContributionYear: 2024,
        OwnerDateOfBirth: YOUNG,
      } as DistributionTreatmentQuery);
    const inTime = treat('2025-10-15');
    if (!inTime.ok) expect.fail(inTime.Message);
    expect([inTime.DistributionCodes, inTime.TaxableAmount, inTime.IraSepSimple]).toEqual([['R'], '0', false]);
    const late = treat('2025-10-16');
    expect(late.ok).toBe(false);
    if (!late.ok) expect(late.Errors.map((e) => e.ErrorCode)).toEqual(['RecharacterizationTooLate']);
  });

  it('1.408-11(a)(2); 1.408A-5 A-2(b): an IRA opened with the contribution moves its whole balance', () => {
    // "If an IRA is established with a contribution and no other contributions, distributions or transfers
    // are made ..., the ... distribution of the entire account balance" carries the net income: the formula
    // with the opening balance equal to the contribution gives exactly the balance, gain or loss.
    expect(
      netIncomeAttributable({
        Contribution: '6000',
        AdjustedOpeningBalance: '6000',
        AdjustedClosingBalance: '5431.17',
      }),
    ).toEqual({ ok: true, NetIncome: '-568.83', Total: '5431.17' });
    expect(
      netIncomeAttributable({
        Contribution: '6000',
        AdjustedOpeningBalance: '6000',
        AdjustedClosingBalance: '6789.01',
      }),
    ).toEqual({ ok: true, NetIncome: '789.01', Total: '6789.01' });
  });

  it('1.408A-5 A-1(a): a Roth contribution recharacterized out leaves the Roth ordering basis', () => {
    // 3,000 and 2,000 contributed for 2025; the 3,000 recharacterized to a traditional IRA (no net income);
    // 500 of interest. At 45 the whole 2,500 comes out: 2,000 is the return of contributions, 500 earnings
    // (1.408A-6 Q&A-8), taxable and under the 10 percent (72(t)): 50.
    const dep = (id: string, amount: string, date: string): HistoryTransaction => ({
      TransactionId: id,
      AccountId: 'acc-roth',
      Kind: 'Deposit',
      EntryType: 'Deposit',
      Direction: 'Credit',
      Amount: amount,
      Currency: 'USD',
      Status: 'Posted',
      ContributionSource: 'Participant',
      TaxYear: 2025,
      CreatedDate: `${date}T12:00:00.000Z`,
    });
    const entry = (id: string, type: string, direction: 'Credit' | 'Debit', amount: string, date: string) =>
      ({
        TransactionId: id,
        AccountId: 'acc-roth',
        Kind: 'Entry',
        EntryType: type,
        Direction: direction,
        Amount: amount,
        Currency: 'USD',
        Status: 'Posted',
        CreatedDate: `${date}T12:00:00.000Z`,
        ...(type === 'RecharacterizationOut'
          ? { Form1099R: { DistributionCode: 'N', GrossDistribution: amount, TaxableAmount: '0' } }
          : {}),
      }) as HistoryTransaction;
    const d = decideWithdrawal(
      catalog,
      {
        Now: '2025-06-02T12:00:00.000Z',
        Account: { ...storedAccount('roth', 'roth-ira') },
        Client: storedOwner('roth', YOUNG),
        Balances: { Settled: '2500', Pending: '0', SettledCredits: '5500', SettledDebits: '3000' },
        Transactions: [
          dep('d1', '3000', '2025-02-03'),
          dep('d2', '2000', '2025-03-03'),
          entry('r1', 'RecharacterizationOut', 'Debit', '3000', '2025-04-01'),
          entry('i1', 'Interest', 'Credit', '500', '2025-05-01'),
        ],
        NewIds: { TransactionId: 'aaaaaaaa-0000-4000-8000-000000000012' },
      },
      { Amount: 2500, Currency: 'USD', DistributionReason: 'Normal', FederalWithholdingPercent: 0 },
      '2025-06-02',
    );
    if (!d.ok) expect.fail(`${d.ErrorCode}: ${d.Message}`);
    expect(d.Records.Withdrawal.DistributionCodes).toEqual(['J']);
    expect([d.Records.Withdrawal.TaxableAmount, d.Records.Withdrawal.AdditionalTaxAmount]).toEqual(['500', '50']);
  });

  it('1099-R instructions: an IRA recharacterization, code N, box 2a 0, IRA/SEP/SIMPLE box not checked', () => {
    // "Do not check the box for a distribution from a Roth IRA or for an IRA recharacterization"; a
    // traditional IRA contribution for 2025 moved to a Roth IRA in 2025 with 60 of net income.
    const deposit = depositsTo('rc');
    const out = {
      TransactionId: 'rc-out',
      AccountId: 'acc-rc',
      Kind: 'Entry',
      EntryType: 'RecharacterizationOut',
      Direction: 'Debit',
      Amount: '6060',
      Currency: 'USD',
      Status: 'Posted',
      CreatedDate: '2025-09-02T12:00:00.000Z',
      Form1099R: { DistributionCode: 'N', GrossDistribution: '6060', TaxableAmount: '0' },
    } as HistoryTransaction;
    const r = taxForms(
      catalog,
      {
        Account: storedAccount('rc', 'traditional-ira'),
        Owner: storedOwner('rc', YOUNG),
        Transactions: [deposit('6000', '2025-02-03'), out],
      },
      2025,
    );
    if (!r.ok) expect.fail(r.Message);
    expect(r.Forms1099R.map((f) => [f.DistributionCode, f.GrossDistribution, f.TaxableAmount, f.IraSepSimple])).toEqual(
      [['N', '6060.00', '0.00', false]],
    );
    // The FIRST IRA's Form 5498 still reports the original contribution in box 1.
    expect(r.Form5498?.IraContributions).toBe('6000.00');
  });
});

// ---------------------------------------------------------------------------------------------
describe('Return of excess contributions (408(d)(4); Pub. 590-A "Excess Contributions")', () => {
  const excess = (deposit: string, on: string) =>
    distributionTreatment(catalog, {
      AccountTypeCode: 'traditional-ira',
      DistributionReason: 'ExcessContribution',
      DistributionDate: on,
      Amount: '1050',
      ExcessContributionDepositDate: deposit,
      NetIncomeAttributable: '50',
      OwnerDateOfBirth: YOUNG,
    } as DistributionTreatmentQuery);

  it('408(d)(4): a 2024 excess returned by 2025-10-15 (the extended due date): code P, the 50 taxable', () => {
    const r = excess('2024-06-03', '2025-10-15');
    if (!r.ok) expect.fail(r.Message);
    expect([r.DistributionCodes, r.TaxableAmount, r.AdditionalTax.Amount]).toEqual([['P'], '50', '0']);
  });

  it('408(d)(4): "on or before the day ... for filing such individual\'s return" (with extensions): not after', () => {
    // A contribution deposited in 2024 is for 2024 at the latest; its return's extended due date is
    // 2025-10-15. After it the money is not a 408(d)(4) return (Pub. 590-A: the 6% tax applies; 408(d)(5)).
    const r = excess('2024-06-03', '2025-11-03');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.Errors.map((e) => e.ErrorCode)).toEqual(['NotACorrectiveDistribution']);
  });

  it('1099-R Guide to Distribution Codes: a Roth IRA excess made in 2025 and returned in 2025 is J8', () => {
    const r = treatDistribution({
      AccountTypeCode: 'roth-ira',
      DistributionReason: 'ExcessContribution',
      DistributionDate: '2025-06-02',
      Amount: '1050',
      ExcessContributionDepositDate: '2025-02-03',
      NetIncomeAttributable: '50',
      OwnerDateOfBirth: YOUNG,
    });
    expect([r.DistributionCodes, r.TaxableAmount, r.AdditionalTax.Amount]).toEqual([['J', '8'], '50', '0']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('Roth conversions (408A(d)(3); 26 CFR 1.408A-4)', () => {
  it('1.408A-4 Q&A-6(a): the year of 73 (born 1952) the required distribution comes out before converting', () => {
    const convert = (remaining?: number) =>
      checkRothConversion(catalog, {
        From: acct('traditional-ira'),
        To: acct('roth-ira'),
        Amount: '20000',
        ConversionDate: '2025-03-03',
        Owner: { DateOfBirth: '1952-05-01' },
        ...(remaining !== undefined ? { RequiredDistributionRemaining: remaining } : {}),
      });
    const owed = convert(4000);
    expect(owed.ok).toBe(false);
    if (!owed.ok) expect(owed.ErrorCode).toBe('RothConversionNotPermitted');
    const unknown = convert();
    if (!unknown.ok) expect.fail(unknown.Message);
    expect(unknown.Unchecked).toContain('RequiredDistributionRemaining');
    const paid = convert(0);
    if (!paid.ok) expect.fail(paid.Message);
    expect([paid.Form1099R.DistributionCode, paid.Form5498]).toEqual(['7', { Box: '3', Amount: '20000' }]);
  });

  it('Form 8606 line 4 ("contributions included on line 1" made in the next year) cannot exceed line 1', () => {
    const convert = (ContributionsMadeNextYear: number) =>
      checkRothConversion(catalog, {
        From: acct('traditional-ira'),
        To: acct('roth-ira'),
        Amount: '7000',
        ConversionDate: '2025-03-03',
        Owner: { DateOfBirth: YOUNG },
        RequiredDistributionRemaining: 0,
        Basis: {
          NondeductibleContributions: 7000,
          PriorBasis: 3000,
          ContributionsMadeNextYear,
          YearEndValue: 3000,
          Distributions: 0,
          Conversions: 7000,
        },
      });
    // 7,000 for 2025 made in 2026 is left out of line 5: 3,000 of basis over 10,000 (line 9), 2,100 nontaxable.
    const ok = convert(7000);
    if (!ok.ok) expect.fail(ok.Message);
    expect([ok.Form8606?.Line5, ok.Form8606?.Line11, ok.TaxableAmount]).toEqual(['3000', '2100', '4900']);
    const bad = convert(8000);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.ErrorCode).toBe('InvalidRequest');
  });

  it('1099-R instructions: a conversion at 45 is code 2, box 1 and 2a the amount, IRA/SEP/SIMPLE checked', () => {
    const r = checkRothConversion(catalog, {
      From: acct('sep-ira'),
      To: acct('roth-ira'),
      Amount: '12000',
      ConversionDate: '2025-03-03',
      Owner: { DateOfBirth: YOUNG },
      RequiredDistributionRemaining: 0,
      Basis: {
        NondeductibleContributions: 0,
        PriorBasis: 3000,
        YearEndValue: 18000,
        Distributions: 0,
        Conversions: 12000,
      },
    });
    if (!r.ok) expect.fail(r.Message);
    // Form 8606: line 10 = 3,000 / (18,000 + 12,000) = 0.1; line 11 = 1,200 nontaxable, line 18 = 10,800.
    expect([r.Form8606?.Line10, r.Form8606?.Line11, r.Form8606?.Line18]).toEqual(['0.100000', '1200', '10800']);
    expect(r.TaxableAmount).toBe('10800');
    // The payer does not figure the basis: box 2a is the whole amount converted.
    expect(r.Form1099R).toEqual({
      DistributionCode: '2',
      GrossDistribution: '12000',
      TaxableAmount: '12000',
      IraSepSimple: true,
    });
  });
});
