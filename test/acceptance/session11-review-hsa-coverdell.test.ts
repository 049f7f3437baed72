// Review of the after-opening rules of the health savings account (26 U.S.C. 223(f), (b)(8)) and the Coverdell ESA
// (26 U.S.C. 530(b), (d); 4973(e)) against the law. Each test is named for the rule and where it was read; figures are
// typed in by hand, nothing is read from catalog/. Sources (stored copies, pages and docs corpora):
// - 26 U.S.C. 223(f)(1)-(4), 223(b)(8)(B); Notice 2004-50 Q&A-37 (a mistaken distribution repaid by April 15 after
//   the year the mistake was known is not income, not taxed, and the repayment is no contribution), as quoted by
//   Ascensus (2020-11-18, 2025-05-14), UMB and the Form 1099-SA recipient instructions; Pub. 969 "Testing period".
// - Instructions for Forms 1099-SA and 5498-SA (5498-SA box 2: contributions made in the year, qualified HSA funding
//   distributions included; a mistaken distribution repaid is reported on neither form).
// - 26 U.S.C. 530(b)(1)(E) (the balance distributed within 30 days after the beneficiary attains 30), 530(d)(2)
//   (earnings taxed to the extent distributions pass the adjusted qualified education expenses), 530(d)(4)(A)-(C)
//   (10 percent; a contribution returned before the first day of the sixth month of the next taxable year with its net
//   income is excepted), 530(b)(4) (a contribution made by April 15 for the year before is deemed made in that year);
//   4973(e) (6 percent on excess contributions); Pub. 970 ch. 7 (the Coverdell ESA taxable distributions and basis
//   worksheet; the June 1 deadline); Advanced Underwriting Consultants, "Ask the Experts" (2,000 excess: 120).
// - Instructions for Form 1099-Q, box 2: "In a trustee-to-trustee transfer between qualified education programs, the
//   distributing program must provide you with a statement reporting the earnings portion of the distribution ...
//   You must properly account for this in computing the earnings or (loss) reported in box 2 and the basis reported
//   in box 3" (2018 and 2019 editions, formsbank.com and ses.stf.com copies): money rolled or transferred in brings
//   the other account's earnings, so it is not all basis of this one.
import { describe, expect, it } from 'vitest';
import {
  coverdellDistribution,
  coverdellDistributionDeadline,
  defaultCatalog,
  excessContributionExcise,
  type HistoryTransaction,
  hsaDistributionTreatment,
  hsaTestingPeriod,
  type StoredAccount,
  type StoredClient,
  taxForms,
} from '../../src/index.js';
import { expectOk, INST, openAccount, withdrawalHost } from '../withdrawals/withdrawal-host.js';
import { depositsTo, storedAccount, storedOwner } from './helpers.js';

const catalog = defaultCatalog;
// biome-ignore lint/suspicious/noExplicitAny: test convenience
type Any = any;

const account = (slug: string, attributes: Record<string, unknown> = {}): StoredAccount =>
  storedAccount('hc', slug, attributes);
const owner = (dob: string): StoredClient => storedOwner('hc', dob);
const deposit = depositsTo('hc');
let seq = 0;
const esaDistribution = (date: string, gross: string): HistoryTransaction => {
  const tid = `h${++seq}`;
  return {
    TransactionId: tid,
    AccountId: 'acc-hc',
    Kind: 'Entry',
    EntryType: 'Distribution',
    Direction: 'Debit',
    Amount: gross,
    Currency: 'USD',
    Status: 'Posted',
    CreatedDate: `${date}T12:00:00.000Z`,
    Withdrawal: {
      TransactionId: tid,
      AccountId: 'acc-hc',
      DistributionReason: 'QualifiedEducation',
      TaxYear: Number(date.slice(0, 4)),
      DistributionDate: date,
      GrossAmount: gross,
      FederalWithheld: '0',
      FederalWithholdingPercent: '0',
      StateWithheld: '0',
      NetAmount: gross,
      Fee: '0',
      DistributionCodes: null,
      IraSepSimple: false,
      TaxableAmount: null,
      TaxableAmountNotDetermined: true,
      ExceptionClaimed: null,
      AdditionalTaxAmount: null,
      CountsTowardRequiredDistribution: false,
      TaxForm: '1099-Q',
    },
  };
};
const esaForms = (txs: HistoryTransaction[], year: number, extra: Record<string, unknown> = {}): Any =>
  taxForms(
    catalog,
    {
      Account: account('coverdell-esa', { BeneficiaryDateOfBirth: '2008-05-05' }),
      Owner: owner('1978-01-01'),
      Transactions: txs,
      ...extra,
    } as Any,
    year,
  );

// ---------------------------------------------------------------------------------------------
describe('HSA distributions (26 U.S.C. 223(f); Notice 2004-50 Q&A-37)', () => {
  it(
    'Notice 2004-50 Q&A-37 with 223(f)(1): 500 out, 200 of it for medical care and 300 by mistake repaid by ' +
      '2026-04-15: nothing is income, no 20 percent',
    () => {
      const r = hsaDistributionTreatment(catalog, {
        DistributionDate: '2025-09-10',
        Amount: 500,
        QualifiedMedicalExpenses: 200,
        DateOfBirth: '1985-03-03',
        MistakenDistribution: { RepaidOn: '2026-04-15', RepaidAmount: 300 },
      }) as Any;
      expect(r).toMatchObject({
        ok: true,
        Treatment: 'TaxFree',
        MistakenDistributionRepaid: '300',
        QualifiedMedicalExpenseAmount: '200',
        IncludedInIncome: '0',
        AdditionalTax: '0',
      });
    },
  );

  it(
    '223(f)(2), (f)(4)(A): 1,000 out at 40, 250 of medical expenses, 150 of a mistaken part repaid: 600 is ' +
      'income and 20 percent of it (120) is additional tax',
    () => {
      const r = hsaDistributionTreatment(catalog, {
        DistributionDate: '2025-03-01',
        Amount: 1000,
        QualifiedMedicalExpenses: 250,
        DateOfBirth: '1985-01-01',
        Disabled: false,
        MistakenDistribution: { RepaidOn: '2025-12-01', RepaidAmount: 150 },
      }) as Any;
      expect(r).toMatchObject({
        Treatment: 'IncludedInIncomeWithAdditionalTax',
        IncludedInIncome: '600',
        AdditionalTaxPercent: '20',
        AdditionalTax: '120',
      });
    },
  );

  it('223(f)(4)(C): the day after the 65th birthday a non-medical 1,000 is income without the 20 percent', () => {
    const r = hsaDistributionTreatment(catalog, {
      DistributionDate: '2025-07-02',
      Amount: 1000,
      DateOfBirth: '1960-07-01',
    }) as Any;
    expect(r).toMatchObject({ Treatment: 'IncludedInIncome', AdditionalTax: '0', AdditionalTaxException: 'Age' });
  });
});

describe('HSA testing period (26 U.S.C. 223(b)(8)(B); Pub. 969 "Testing period")', () => {
  const base = {
    TaxYear: 2025,
    CoverageTier: 'SelfOnly',
    HighDeductiblePlanStartDate: '2025-12-01',
    DateOfBirth: '1980-02-02',
    MedicareEntitlementDate: null,
    SpouseHdhpCoverage: 'None',
    Contributions: 4300,
  };

  it(
    '223(b)(8)(B)(i): covered from December 2025 only, 4,300 contributed for 2025 (one month is 358.33): ' +
      'ineligible from December 2026, the last month of the period, 3,941.67 is 2026 income plus 394.17',
    () => {
      const r = hsaTestingPeriod(catalog, {
        ...base,
        FirstIneligibleMonth: '2026-12',
        CeasedBy: 'Other',
      } as Any) as Any;
      expect(r).toMatchObject({
        ok: true,
        LastMonthRuleApplies: true,
        TestingPeriod: { From: '2025-12-01', To: '2026-12-31' },
        AmountDependingOnLastMonthRule: '3941.67',
        Kept: false,
        IncomeInclusion: '3941.67',
        IncomeTaxYear: 2026,
        AdditionalTaxPercent: '10',
        AdditionalTax: '394.17',
      });
    },
  );

  it('223(b)(8)(B): the period ends December 31 of the next year: 2027-01 is outside it', () => {
    const r = hsaTestingPeriod(catalog, { ...base, FirstIneligibleMonth: '2027-01' } as Any) as Any;
    expect(r).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest' });
  });

  it('223(b)(8)(B)(ii): ceasing to be eligible by reason of disability in June 2026: nothing is income, no 10%', () => {
    const r = hsaTestingPeriod(catalog, {
      ...base,
      FirstIneligibleMonth: '2026-06',
      CeasedBy: 'Disability',
    } as Any) as Any;
    expect(r).toMatchObject({ Kept: false, IncomeInclusion: '0', AdditionalTax: '0' });
  });
});

describe('Form 5498-SA (Instructions for Forms 1099-SA and 5498-SA)', () => {
  it(
    'box 2 includes a qualified HSA funding distribution from an IRA (408(d)(9); sent as Participant money, ' +
      'decision "HSA money the engine does not separate"); box 4 only the rollover',
    () => {
      const r = taxForms(
        catalog,
        {
          Account: account('health-savings-account', {
            CoverageTier: 'SelfOnly',
            HighDeductiblePlanStartDate: '2025-01-01',
          }),
          Owner: owner('1975-06-06'),
          Transactions: [
            deposit('3000', '2025-05-01'), // the funding distribution from the IRA
            deposit('1000', '2025-06-01', { ContributionSource: 'Employer' }),
            deposit('800', '2025-07-01', { ContributionSource: 'Rollover', TaxYear: null }),
          ],
          YearEndValue: '4800',
        } as Any,
        2025,
      ) as Any;
      expect(r.Form5498Sa).toMatchObject({ TotalContributions: '4000.00', RolloverContributions: '800.00' });
    },
  );
});

// ---------------------------------------------------------------------------------------------
describe('Coverdell ESA: the age-30 rule (26 U.S.C. 530(b)(1)(E), (d)(8))', () => {
  it('530(b)(1)(E): born 2000-12-15, the balance must be out within 30 days after 2030-12-15: by 2031-01-14', () => {
    expect(coverdellDistributionDeadline({ BeneficiaryDateOfBirth: '2000-12-15' })).toMatchObject({
      ThirtiethBirthday: '2030-12-15',
      DistributeBy: '2031-01-14',
    });
  });

  it('530(b)(1)(E), (d)(8): a withdrawal after the 30 days is posted with the warning CoverdellAge30Passed', () => {
    const { host, clientId } = withdrawalHost('2024-06-01');
    const id = openAccount(host, clientId, 'coverdell-esa', {
      ...INST,
      BeneficiaryDateOfBirth: '2007-01-10',
    });
    host.deposit(id, { Amount: 1500, TaxYear: 2024 });
    // As if opened in 2007 for a child born 1995-01-10 (an account is opened only under 18): 30 on 2025-01-10.
    const stored = host.accounts.get(id)!;
    host.accounts.set(id, { ...stored, Attributes: { ...stored.Attributes, BeneficiaryDateOfBirth: '1995-01-10' } });
    host.today = '2025-03-01';
    const d = expectOk(host.withdraw(id, { Amount: 1500, Currency: 'USD', DistributionReason: 'Normal' }));
    expect(JSON.stringify(d)).toContain('CoverdellAge30Passed');
    expect(JSON.stringify(d)).toContain('2025-02-09');
  });
});

describe('Coverdell ESA distributions (26 U.S.C. 530(d)(2), (d)(4); Pub. 970 ch. 7 worksheet)', () => {
  it(
    'Pub. 970 worksheet, the whole account closed: 2,000 out, 1,600 contributed, nothing left at December 31: ' +
      'basis 1,600, earnings 400; 1,500 of expenses leave 400 x 500 / 2,000 = 100 taxable and 10 of 10% tax',
    () => {
      const r = coverdellDistribution({
        DistributionDate: '2025-08-20',
        Gross: 2000,
        BeneficiaryDateOfBirth: '2005-02-02',
        Basis: 1600,
        YearEndValue: 0,
        DistributionsInYear: 2000,
        QualifiedEducationExpenses: 1500,
      }) as Any;
      expect(r).toMatchObject({
        Basis: '1600',
        Earnings: '400',
        TaxableEarnings: '100',
        AdditionalTaxApplies: true,
        AdditionalTaxAmount: '10',
      });
    },
  );
});

describe('Coverdell ESA excess contributions (26 U.S.C. 530(d)(4)(C), 530(b)(4), 4973(e); Pub. 970 ch. 7)', () => {
  const excess = (depositedOn: string, taxYear: number, returnedOn: string) => {
    const { host, clientId } = withdrawalHost(depositedOn);
    const id = openAccount(host, clientId, 'coverdell-esa', { ...INST, BeneficiaryDateOfBirth: '2012-04-01' });
    host.deposit(id, { Amount: 2000, TaxYear: taxYear });
    host.today = returnedOn;
    return host.withdraw(id, {
      Amount: 520,
      Currency: 'USD',
      DistributionReason: 'ExcessContribution',
      NetIncomeAttributable: 20,
      ExcessContributionDepositDate: depositedOn,
    }) as Any;
  };

  it('530(d)(4)(C) "before the first day of the sixth month": a 2025 excess returned on 2026-05-31 is in time', () => {
    const d = expectOk(excess('2025-09-01', 2025, '2026-05-31'));
    expect(d.Records.Withdrawal).toMatchObject({ TaxForm: '1099-Q', TaxableAmount: '20', AdditionalTaxAmount: '0' });
  });

  it(
    '530(b)(4) with (d)(4)(C): a contribution made 2026-04-15 for 2025 is deemed made in 2025, so its return is ' +
      'due before 2026-06-01, not 2027-06-01',
    () => {
      expect(excess('2026-04-15', 2025, '2026-05-29').ok).toBe(true);
      expect(JSON.stringify(excess('2026-04-15', 2025, '2026-06-01'))).toContain('NotACorrectiveDistribution');
    },
  );

  it('4973(e) (AUC Ask the Experts): a 2,000 excess left in the accounts at the end of the year costs 6%, 120', () => {
    const r = excessContributionExcise(catalog, {
      Account: 'CoverdellEsa',
      TaxYear: 2013,
      ExcessThisYear: 2000,
      YearEndValue: 4100,
    }) as Any;
    expect(r).toMatchObject({ ok: true, TotalExcess: '2000', Excise: '120.00' });
  });
});

describe('Form 1099-Q: money rolled or transferred in is not all basis (Instructions for Form 1099-Q, box 2)', () => {
  it(
    'a 3,000 rollover from a sibling’s Coverdell ESA (of which this history knows no basis) and 1,000 contributed: ' +
      'boxes 2 and 3 are left blank and the basis is named, not 4,000 assumed',
    () => {
      const r = esaForms(
        [
          deposit('1000', '2025-02-01'),
          deposit('3000', '2025-03-01', { ContributionSource: 'Rollover', TaxYear: null }),
          esaDistribution('2025-09-01', '2000'),
        ],
        2025,
        { YearEndValue: '2400' },
      );
      expect(r.Form1099Q).toMatchObject({ GrossDistribution: '2000.00', Earnings: null, Basis: null });
      expect(r.Unchecked.join(' ')).toContain('CoverdellBasis');
    },
  );

  it('the same with the basis given (1,000 + 2,200 of the rollover): 2,000 x 3,200 / 4,400 = 1,454.55 basis', () => {
    const r = esaForms(
      [
        deposit('1000', '2025-02-01'),
        deposit('3000', '2025-03-01', { ContributionSource: 'Rollover', TaxYear: null }),
        esaDistribution('2025-09-01', '2000'),
      ],
      2025,
      { YearEndValue: '2400', CoverdellBasis: '3200' },
    );
    expect(r.Form1099Q).toMatchObject({ Earnings: '545.45', Basis: '1454.55' });
  });

  it('a trustee-to-trustee transfer in is treated alike: the basis it carries must be given', () => {
    const r = esaForms(
      [
        deposit('5000', '2025-01-20', { ContributionSource: 'Transfer', TaxYear: null }),
        esaDistribution('2025-08-01', '1000'),
      ],
      2025,
      { YearEndValue: '4300' },
    );
    expect(r.Form1099Q).toMatchObject({ Earnings: null, Basis: null });
    expect(r.Unchecked.join(' ')).toContain('CoverdellBasis');
  });
});
