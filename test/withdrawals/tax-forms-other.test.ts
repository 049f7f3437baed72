import { describe, expect, it } from 'vitest';
import { renderTaxFormsHtml, taxForms } from '../../src/index.js';
import { BENEFIT, catalog, expectOk, INST, openAccount, withdrawalHost } from './withdrawal-host.js';

// Roth ordering through decideWithdrawal over a history with two conversions, and the other
// forms of taxForms: a Roth IRA's 1099-R (box 2a blank) and 5498 (boxes 3 and 10), Coverdell
// 1099-Q and 5498-ESA, HSA 1099-SA, lifestyle spending wages.

describe('Roth ordering over a history with two conversions (26 CFR 1.408A-6 Q&A-8; 408A(d)(3)(F))', () => {
  it(
    'takes regular contributions, then the 2021 conversion, then the 2024 one; the 10 percent reaches only ' +
      'the conversion within its five years',
    () => {
      // Born 1980: 45 in 2026. Regular 3,000 (2020); conversions 10,000 in 2021 and 8,000 in 2024.
      const { host, clientId } = withdrawalHost('2020-05-01');
      const id = openAccount(host, clientId, 'roth-ira', INST);
      host.deposit(id, { Amount: 3000, TaxYear: 2020 });
      host.today = '2021-03-01';
      host.credit(id, '10000', { ContributionKind: 'RothConversion' });
      host.today = '2024-03-01';
      host.credit(id, '8000', { ContributionKind: 'RothConversion' });
      host.today = '2026-03-02';
      const d = expectOk(
        host.withdraw(id, {
          Amount: 15_000,
          Currency: 'USD',
          DistributionReason: 'Normal',
          FederalWithholdingPercent: 0,
        }),
      );
      // 3,000 regular + 10,000 (2021, five years end 2025-12-31: no tax) + 2,000 of 2024's (within five years: 10
      // percent).
      expect(d.Records.Withdrawal).toMatchObject({
        DistributionCodes: ['J'],
        TaxableAmount: '0',
        AdditionalTaxAmount: '200',
      });
      expectOk(host.transact(id, { EntryType: 'Interest', Amount: 1000, Currency: 'USD' }));
      const second = expectOk(
        host.withdraw(id, {
          Amount: 7000,
          Currency: 'USD',
          DistributionReason: 'Normal',
          FederalWithholdingPercent: 10,
        }),
      );
      // 6,000 left of the 2024 conversion, then 1,000 of earnings (taxable, withheld on only).
      expect(second.Records.Withdrawal).toMatchObject({
        TaxableAmount: '1000',
        FederalWithheld: '100',
        AdditionalTaxAmount: '700',
      });
      const r = taxForms(
        catalog,
        { Account: host.accounts.get(id)!, Owner: host.clients.get(clientId)!, Transactions: host.history(id) },
        2026,
      );
      if (!r.ok) throw new Error(r.Message);
      expect(r.Forms1099R).toEqual([
        expect.objectContaining({
          DistributionCode: 'J',
          GrossDistribution: '22000.00',
          TaxableAmount: null,
          TaxableAmountNotDetermined: true,
          IraSepSimple: false,
        }),
      ]);
      const y2024 = taxForms(
        catalog,
        { Account: host.accounts.get(id)!, Owner: host.clients.get(clientId)!, Transactions: host.history(id) },
        2024,
      );
      expect(y2024.ok && y2024.Form5498).toMatchObject({
        AccountKind: 'ROTH',
        RothIraConversionAmount: '8000.00',
        RothIraContributions: '0.00',
      });
      const y2020 = taxForms(
        catalog,
        { Account: host.accounts.get(id)!, Owner: host.clients.get(clientId)!, Transactions: host.history(id) },
        2020,
      );
      expect(y2020.ok && y2020.Form5498).toMatchObject({ RothIraContributions: '3000.00', IraContributions: '0.00' });
    },
  );
});

describe('Coverdell, HSA and lifestyle spending forms', () => {
  it(
    'a Coverdell excess contribution returned before June 1 with its net income (530(d)(4)(C)): only the ' +
      'net income is income, no 10 percent; Form 1099-Q box 2 carries it beside the pro-rata earnings',
    () => {
      const { host, clientId } = withdrawalHost('2026-01-10');
      const id = openAccount(host, clientId, 'coverdell-esa', { ...INST, BeneficiaryDateOfBirth: '2010-04-01' });
      host.deposit(id, { Amount: 2000, TaxYear: 2026 });
      expectOk(host.transact(id, { EntryType: 'Interest', Amount: 100, Currency: 'USD' }));
      host.today = '2026-05-01';
      // 500 of the 2,000 was excess (another custodian's ESA for the same child took 2,000 too).
      const excess = expectOk(
        host.withdraw(id, {
          Amount: 520,
          Currency: 'USD',
          DistributionReason: 'ExcessContribution',
          NetIncomeAttributable: 20,
          ExcessContributionDepositDate: '2026-01-10',
        }),
      );
      expect(excess.Records.Withdrawal).toMatchObject({ TaxableAmount: '20', AdditionalTaxAmount: '0' });
      host.today = '2026-09-01';
      expectOk(
        host.withdraw(id, {
          Amount: 1000,
          Currency: 'USD',
          DistributionReason: 'QualifiedEducation',
          QualifiedExpenseAmount: 1000,
        }),
      );
      const r = taxForms(
        catalog,
        { Account: host.accounts.get(id)!, Owner: host.clients.get(clientId)!, Transactions: host.history(id) },
        2026,
      );
      if (!r.ok) throw new Error(r.Message);
      // Year-end 580; basis 2,000 less the 500 returned: 1,500; 1,000 x 1,500 / (580 + 1,000) = 949.37.
      expect(r.Form1099Q).toMatchObject({ GrossDistribution: '1520.00', Earnings: '70.63', Basis: '1449.37' });
    },
  );

  it('a Coverdell excess returned on or after June 1 of the year after its tax year is not a corrective return', () => {
    const { host, clientId } = withdrawalHost('2026-03-01');
    const id = openAccount(host, clientId, 'coverdell-esa', { ...INST, BeneficiaryDateOfBirth: '2010-04-01' });
    host.deposit(id, { Amount: 2000, TaxYear: 2025 }); // for 2025: the deadline is 2026-06-01, not 2027-06-01
    host.today = '2026-06-15';
    const late = host.withdraw(id, {
      Amount: 500,
      Currency: 'USD',
      DistributionReason: 'ExcessContribution',
      NetIncomeAttributable: 0,
      ExcessContributionDepositDate: '2026-03-01',
    });
    expect(late).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest' });
    expect(JSON.stringify(late)).toContain('NotACorrectiveDistribution');
  });

  it(
    'Form 1099-Q splits the gross into basis and earnings by the year-end value (Publication 970); 5498-ESA ' +
      'the year’s contributions',
    () => {
      const { host, clientId } = withdrawalHost('2026-01-10');
      const id = openAccount(host, clientId, 'coverdell-esa', { ...INST, BeneficiaryDateOfBirth: '2010-04-01' });
      host.deposit(id, { Amount: 2000, TaxYear: 2026 });
      expectOk(host.transact(id, { EntryType: 'Interest', Amount: 500, Currency: 'USD' })); // earnings
      host.today = '2026-09-01';
      expectOk(
        host.withdraw(id, {
          Amount: 1000,
          Currency: 'USD',
          DistributionReason: 'QualifiedEducation',
          QualifiedExpenseAmount: 1000,
        }),
      );
      // Year-end value 1,500; no earlier distribution, so the basis is the contributions: 2,000.
      const r = taxForms(
        catalog,
        { Account: host.accounts.get(id)!, Owner: host.clients.get(clientId)!, Transactions: host.history(id) },
        2026,
      );
      if (!r.ok) throw new Error(r.Message);
      // basis part = 1,000 x 2,000 / (1,500 + 1,000) = 800; earnings 200.
      expect(r.Form1099Q).toEqual({
        Form: '1099-Q',
        GrossDistribution: '1000.00',
        Earnings: '200.00',
        Basis: '800.00',
        TrusteeToTrusteeTransfer: false,
        CoverdellEsa: true,
      });
      expect(r.Form5498Esa).toEqual({
        Form: '5498-ESA',
        CoverdellContributions: '2000.00',
        RolloverContributions: '0.00',
      });
      expect(r.Forms1099R).toEqual([]);
      expect(renderTaxFormsHtml(r)).toContain('data-form="1099-Q" data-box="2"');
    },
  );

  it('HSA distributions are on Form 1099-SA by code; lifestyle spending payments are W-2 wages (boxes 1, 3, 5)', () => {
    const { host, clientId } = withdrawalHost('2026-03-02');
    const hsa = openAccount(host, clientId, 'health-savings-account', {
      ...INST,
      CoverageTier: 'SelfOnly',
      HighDeductiblePlanStartDate: '2026-01-01',
    });
    host.deposit(hsa, { Amount: 1000, TaxYear: 2026 });
    expectOk(host.withdraw(hsa, { Amount: 300, Currency: 'USD', DistributionReason: 'Reimbursement' }));
    expectOk(host.withdraw(hsa, { Amount: 100, Currency: 'USD', DistributionReason: 'Reimbursement' }));
    const h = taxForms(
      catalog,
      { Account: host.accounts.get(hsa)!, Owner: host.clients.get(clientId)!, Transactions: host.history(hsa) },
      2026,
    );
    expect(h.ok && h.Forms1099Sa).toEqual([
      expect.objectContaining({
        Form: '1099-SA',
        GrossDistribution: '400.00',
        EarningsOnExcessContributions: '0.00',
        DistributionCode: '1',
      }),
    ]);
    const lsa = openAccount(host, clientId, 'lifestyle-spending-account', {
      ...BENEFIT,
      AnnualElection: '600',
      UniformCoverage: 'DoesNotApply',
    });
    host.deposit(lsa, { Amount: 600, PlanYear: 2026, ContributionSource: 'Employer' });
    expectOk(host.withdraw(lsa, { Amount: 125.5, Currency: 'USD' }));
    expectOk(host.withdraw(lsa, { Amount: 74.5, Currency: 'USD' }));
    const w = taxForms(
      catalog,
      { Account: host.accounts.get(lsa)!, Owner: host.clients.get(clientId)!, Transactions: host.history(lsa) },
      2026,
    );
    expect(w.ok && w.LifestyleSpendingWages).toEqual({
      Form: 'W-2',
      Wages: '200.00',
      SocialSecurityWages: '200.00',
      MedicareWages: '200.00',
      Payments: 2,
    });
    expect(w.ok && w.Form5498).toBeNull();
  });

  it(
    'HSA Form 5498-SA (Instructions for Forms 1099-SA and 5498-SA): box 2 the contributions made in the year ' +
      '(one for the year before included), box 3 those made by April 15 of the next year for it, box 4 ' +
      'rollovers, box 5 the December 31 value; 1099-SA box 2 the net income returned with an excess',
    () => {
      const { host, clientId } = withdrawalHost('2026-03-02');
      const hsa = openAccount(host, clientId, 'health-savings-account', {
        ...INST,
        CoverageTier: 'SelfOnly',
        HighDeductiblePlanStartDate: '2025-01-01',
      });
      host.deposit(hsa, { Amount: 500, TaxYear: 2025 }); // made in 2026 for 2025
      host.deposit(hsa, { Amount: 1000, TaxYear: 2026 });
      host.deposit(hsa, { Amount: 700, ContributionSource: 'Rollover', TaxYear: 2026 });
      host.deposit(hsa, { Amount: 900, ContributionSource: 'Transfer', TaxYear: 2026 }); // not reported
      expectOk(
        host.withdraw(hsa, {
          Amount: 210,
          Currency: 'USD',
          DistributionReason: 'ExcessContribution',
          NetIncomeAttributable: 10,
          ExcessContributionDepositDate: '2026-03-02',
        }),
      );
      host.today = '2027-04-01';
      host.deposit(hsa, { Amount: 300, TaxYear: 2026 }); // made in 2027 for 2026: box 3
      const forms = (year: number) => {
        const r = taxForms(
          catalog,
          { Account: host.accounts.get(hsa)!, Owner: host.clients.get(clientId)!, Transactions: host.history(hsa) },
          year,
        );
        if (!r.ok) throw new Error(r.Message);
        return r;
      };
      const r = forms(2026);
      expect(r.Form5498Sa).toEqual({
        Form: '5498-SA',
        TotalContributions: '1500.00',
        NextYearContributionsForYear: '300.00',
        RolloverContributions: '700.00',
        FairMarketValue: '2890.00',
        Hsa: true,
      });
      expect(r.Forms1099Sa).toEqual([
        expect.objectContaining({
          GrossDistribution: '210.00',
          EarningsOnExcessContributions: '10.00',
          DistributionCode: '2',
        }),
      ]);
      expect(renderTaxFormsHtml(r)).toContain('data-form="5498-SA" data-box="3"');
      expect(forms(2025).Form5498Sa).toMatchObject({
        TotalContributions: '0.00',
        NextYearContributionsForYear: '500.00',
      });
    },
  );

  it('an HSA excess for 2025 may be returned until 2026-10-15, the extended due date of the 2025 return', () => {
    const { host, clientId } = withdrawalHost('2026-03-02');
    const hsa = openAccount(host, clientId, 'health-savings-account', {
      ...INST,
      CoverageTier: 'SelfOnly',
      HighDeductiblePlanStartDate: '2025-01-01',
    });
    host.deposit(hsa, { Amount: 1000, TaxYear: 2025 }); // made 2026-03-02 for 2025
    const excess = { Currency: 'USD', DistributionReason: 'ExcessContribution', NetIncomeAttributable: 5 };
    host.today = '2026-10-16';
    const late = host.withdraw(hsa, { ...excess, Amount: 105, ExcessContributionDepositDate: '2026-03-02' });
    expect(JSON.stringify(late)).toContain('NotACorrectiveDistribution');
    host.today = '2026-10-15';
    const timely = expectOk(
      host.withdraw(hsa, { ...excess, Amount: 105, ExcessContributionDepositDate: '2026-03-02' }),
    );
    expect(timely.Records.Withdrawal).toMatchObject({ TaxableAmount: '5', AdditionalTaxAmount: '0' });
  });

  it('taxForms refuses a malformed year and never invents a missing fact', () => {
    const { host, clientId } = withdrawalHost('2026-03-02');
    const id = openAccount(host, clientId, 'traditional-ira', INST);
    expect(taxForms(catalog, { Account: host.accounts.get(id)!, Transactions: [] }, 20.5)).toMatchObject({
      ok: false,
      ErrorCode: 'InvalidRequest',
    });
    const r = taxForms(catalog, { Account: host.accounts.get(id)!, Transactions: [] }, 2026);
    expect(r.ok && r.Unchecked).toContain('Form5498.Box11: the owner’s DateOfBirth');
  });
});
