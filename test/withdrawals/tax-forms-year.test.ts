import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  accountBalancesFromEntries,
  type LedgerEntry,
  renderTaxFormsHtml,
  requiredDistributionFactsFromRecords,
  requiredDistributionStatus,
  taxForms,
} from '../../src/index.js';
import { catalog, expectOk, INST, openAccount, withdrawalHost } from './withdrawal-host.js';

// A year of activity on IRAs, and the 1099-R and 5498 figures reconciled with the ledger.
// An owner's required distribution (73 and over) and an early distribution (before 59 1/2)
// cannot happen on one owner's IRA, so the year runs on two: Ada's (born 1953-01-15: a rollover
// in 2025, contributions for 2025 and 2026, her 2026 RMD, then a Roth conversion out) and Ben's
// (born 1985-05-05: contributions for 2025 and 2026, an early distribution).
// Sources: Instructions for Forms 1099-R and 5498 (boxes); 26 CFR 1.401(a)(9)-9(c) Uniform
// Lifetime Table (73: 26.5, 74: 25.5); 26 U.S.C. 3405(b) (10 percent default).

const cents = (s: string) => new Decimal(s).toFixed(2);

function sumService(entries: readonly LedgerEntry[], name: string): string {
  return cents(
    entries
      .filter((e) => e.Account.Kind === 'Service' && e.Account.Name === name)
      .reduce((s, e) => s.plus(e.Amount), new Decimal(0))
      .toFixed(),
  );
}

describe('a year of IRA activity: 1099-R and 5498 reconcile with the ledger', () => {
  const { host, clientId: ada } = withdrawalHost('2025-12-01', '1953-01-15');
  const ben = expectOk(
    host.createClient({
      ClientType: 'Individual',
      Contact: { FirstName: 'Ben', LastName: 'Ng', DateOfBirth: '1985-05-05' },
    }),
  ).Result.ClientId;
  const a = openAccount(host, ada, 'traditional-ira', INST);
  const b = openAccount(host, ben, 'traditional-ira', INST);
  host.deposit(a, { Amount: 100_000, ContributionSource: 'Rollover' });
  host.today = '2026-02-10';
  host.deposit(a, { Amount: 5000, TaxYear: 2025 });
  host.deposit(b, { Amount: 4000, TaxYear: 2025 });
  host.today = '2026-03-15';
  host.deposit(a, { Amount: 6000, TaxYear: 2026 });
  host.deposit(b, { Amount: 3000, TaxYear: 2026 });
  const entries2026: LedgerEntry[] = [];
  const take = (d: ReturnType<typeof host.withdraw>) => {
    const ok = expectOk(d);
    entries2026.push(...ok.Entries);
    return ok;
  };
  host.today = '2026-07-20';
  const early = take(host.withdraw(b, { Amount: 2000, Currency: 'USD', DistributionReason: 'Early' }));
  // Ada's 2026 RMD: the 2025 year-end value 100,000 / 26.5 (age 73) = 3,773.58.
  const status2026 = requiredDistributionStatus(
    catalog,
    requiredDistributionFactsFromRecords(
      catalog,
      [{ Account: host.accounts.get(a)!, Owner: host.clients.get(ada)!, Transactions: host.history(a) }],
      2026,
      '2026-05-01',
    ),
    2026,
  );
  host.today = '2026-06-01';
  const rmdAmount = status2026.ok ? status2026.Accounts[0]!.RequiredAmount! : 'x';
  const rmd = take(host.withdraw(a, { Amount: rmdAmount, Currency: 'USD', DistributionReason: 'Rmd' }));
  // The year's RMD first: the first dollars of a distribution year are the RMD, which may not be
  // converted (26 CFR 1.402(c)-2 Q&A-7; 1.408A-4 Q&A-6).
  host.today = '2026-11-15';
  const conversion = take(
    host.withdraw(a, {
      Amount: 20_000,
      Currency: 'USD',
      DistributionReason: 'RothConversion',
      FederalWithholdingPercent: 0,
    }),
  );
  const yearEnd = [...host.entries];
  host.today = '2027-02-01';
  host.deposit(a, { Amount: 1000, TaxYear: 2026 });

  it(
    'the RMD was figured from the ledger’s 2025 year-end value (first year: due by April 1, 2027) and is ' +
      'satisfied once taken',
    () => {
      expect(status2026.ok && status2026.Accounts[0]).toMatchObject({
        RequiredAmount: '3773.58',
        Deadline: '2027-04-01',
      });
      const after = requiredDistributionStatus(
        catalog,
        requiredDistributionFactsFromRecords(
          catalog,
          [{ Account: host.accounts.get(a)!, Owner: host.clients.get(ada)!, Transactions: host.history(a) }],
          2026,
          '2026-12-31',
        ),
        2026,
      );
      expect(after.ok && after.Groups[0]!.Status).toBe('Satisfied');
      expect(after.ok && after.Owners[0]!.Remaining).toBe('0.00');
    },
  );

  it(
    'Ada’s Forms 1099-R: code 7 for the conversion and the RMD together; withheld equals ' +
      'FederalWithholdingPayable',
    () => {
      const r = taxForms(
        catalog,
        { Account: host.accounts.get(a)!, Owner: host.clients.get(ada)!, Transactions: host.history(a) },
        2026,
      );
      if (!r.ok) throw new Error(r.Message);
      expect(r.Forms1099R).toHaveLength(1);
      const f = r.Forms1099R[0]!;
      expect(f).toMatchObject({
        DistributionCode: '7',
        IraSepSimple: true,
        GrossDistribution: '23773.58',
        TaxableAmount: '23773.58',
        TaxableAmountNotDetermined: true,
        FederalIncomeTaxWithheld: '377.36',
      });
      const adaEntries = [...conversion.Entries, ...rmd.Entries];
      const debited = adaEntries
        .filter((e) => e.Account.Kind === 'Client')
        .reduce((s, e) => s.minus(e.Amount), new Decimal(0));
      expect(cents(debited.toFixed())).toBe(f.GrossDistribution);
      expect(sumService(adaEntries, 'FederalWithholdingPayable')).toBe(f.FederalIncomeTaxWithheld);
      expect(r.Ledger).toMatchObject({ Withdrawals: '23773.58', FederalWithheld: '377.36' });
    },
  );

  it(
    'Ada’s Form 5498: contributions for 2026 (made through the next April), the year-end value from the ' +
      'ledger, the 2027 RMD box',
    () => {
      const r = taxForms(
        catalog,
        { Account: host.accounts.get(a)!, Owner: host.clients.get(ada)!, Transactions: host.history(a) },
        2026,
      );
      if (!r.ok) throw new Error(r.Message);
      const balance = accountBalancesFromEntries(a, yearEnd).Settled;
      expect(cents(balance)).toBe('87226.42');
      expect(r.Form5498).toMatchObject({
        IraContributions: '7000.00',
        RolloverContributions: '0.00',
        FairMarketValue: cents(balance),
        AccountKind: 'IRA',
        RmdForNextYear: true,
        RmdDate: '2027-12-31',
        RmdAmount: '3420.64',
      });
      expect(r.Form5498!.ContributionsByKindAndTaxYear).toEqual([
        { Kind: 'Regular', TaxYear: 2026, Amount: '7000.00' },
      ]);
      const y2025 = taxForms(
        catalog,
        { Account: host.accounts.get(a)!, Owner: host.clients.get(ada)!, Transactions: host.history(a) },
        2025,
      );
      if (!y2025.ok) throw new Error(y2025.Message);
      expect(y2025.Form5498).toMatchObject({
        IraContributions: '5000.00',
        RolloverContributions: '100000.00',
        FairMarketValue: '100000.00',
      });
      expect(y2025.Forms1099R).toEqual([]);
    },
  );

  it('Ben’s early distribution: code 1, 10 percent withheld; his 5498 shows both tax years on their own forms', () => {
    const r = taxForms(
      catalog,
      { Account: host.accounts.get(b)!, Owner: host.clients.get(ben)!, Transactions: host.history(b) },
      2026,
    );
    if (!r.ok) throw new Error(r.Message);
    expect(r.Forms1099R).toEqual([
      expect.objectContaining({
        DistributionCode: '1',
        GrossDistribution: '2000.00',
        FederalIncomeTaxWithheld: '200.00',
      }),
    ]);
    expect(sumService(early.Entries, 'FederalWithholdingPayable')).toBe('200.00');
    expect(sumService(early.Entries, 'ExternalClearing')).toBe('1800.00');
    expect(r.Form5498).toMatchObject({
      IraContributions: '3000.00',
      FairMarketValue: '5000.00',
      RmdForNextYear: false,
    });
    const y2025 = taxForms(
      catalog,
      { Account: host.accounts.get(b)!, Owner: host.clients.get(ben)!, Transactions: host.history(b) },
      2025,
    );
    expect(y2025.ok && y2025.Form5498!.IraContributions).toBe('4000.00');
  });

  it('every withholding entry of the year is on a 1099-R: the payable accounts equal the forms’ box 4 and 14', () => {
    const forms = [a, b].flatMap((id) => {
      const acct = host.accounts.get(id)!;
      const r = taxForms(
        catalog,
        { Account: acct, Owner: host.clients.get(acct.ClientId)!, Transactions: host.history(id) },
        2026,
      );
      return r.ok ? r.Forms1099R : [];
    });
    const box4 = forms.reduce((s, f) => s.plus(f.FederalIncomeTaxWithheld), new Decimal(0));
    expect(sumService(entries2026, 'FederalWithholdingPayable')).toBe(cents(box4.toFixed()));
    expect(sumService(entries2026, 'StateWithholdingPayable')).toBe(
      cents(forms.reduce((s, f) => s.plus(f.StateTaxWithheld), new Decimal(0)).toFixed()),
    );
  });

  it('the HTML page lays the forms out in boxes, escapes every text and needs nothing external', () => {
    const acct = host.accounts.get(a)!;
    const r = taxForms(
      catalog,
      {
        Account: acct,
        Owner: host.clients.get(ada)!,
        Transactions: host.history(a),
        Payer: { Name: 'Trust <&> "Co"' },
      },
      2026,
    );
    if (!r.ok) throw new Error(r.Message);
    const html = renderTaxFormsHtml(r);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('data-form="1099-R" data-box="1"');
    expect(html).toMatch(/data-form="1099-R" data-box="1">.*?\$23,773\.58/);
    expect(html).toMatch(/data-form="5498" data-box="12b">.*?\$3,420\.64/);
    expect(html).toContain('Trust &lt;&amp;&gt; &quot;Co&quot;');
    expect(html).not.toContain('Trust <&>');
    expect(html).not.toMatch(/<script|https?:\/\//);
  });
});
