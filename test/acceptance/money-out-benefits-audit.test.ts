// Money-out audit for health savings accounts, Coverdell ESAs, Trump accounts and the benefit
// accounts (health FSA, dependent care FSA, HRA, commuter, lifestyle spending, PLESA).
// Every expectation below is taken from a published source named in the test title: the
// Internal Revenue Code (223(f), 530(b) and (d), 530A, 125, 129, 132(f), 402A(e)), ERISA 801,
// IRS publications 969 and 970, the Instructions for Forms 1099-SA / 5498-SA and 1099-Q /
// 5498-ESA, Notices 2002-45, 2005-42, 2013-71 and the Rev. Procs. giving the yearly figures.
// Figures are typed in by hand; nothing is read from catalog/ or /work/shared at run time.
import { describe, expect, it } from 'vitest';
import {
  benefitPaymentAllowed,
  checkTrumpDistribution,
  commuterClaim,
  commuterTermination,
  coverdellDistribution,
  coverdellDistributionDeadline,
  decideWithdrawal,
  defaultCatalog,
  dependentCareClaim,
  distributionTreatment,
  fsaPlanYearClose,
  healthFsaClaim,
  hraReimbursement,
  hsaDistributionTreatment,
  lifestyleSpendingPayment,
  plesaWithdrawal,
  plesaWithdrawalFee,
  taxForms,
  trumpAccountPhase,
  validateBenefitPlanConfig,
} from '../../src/index.js';

const catalog = defaultCatalog;
const ACCOUNT_ID = 'a1a1a1a1-0000-4000-8000-0000000000aa';
const CLIENT_ID = 'a1a1a1a1-0000-4000-8000-000000000001';

// biome-ignore lint/suspicious/noExplicitAny: the fixtures are plain objects the engine reads
type Any = any;

function account(slug: string, attributes: Record<string, unknown>) {
  return {
    AccountId: ACCOUNT_ID,
    ClientId: CLIENT_ID,
    AccountTypeCode: slug,
    AccountStatus: 'Active',
    Phase: 'Active',
    Currency: 'USD',
    Attributes: attributes,
  };
}

function client(dateOfBirth: string) {
  return {
    ClientId: CLIENT_ID,
    ClientType: 'Individual',
    Contact: { FirstName: 'Pat', LastName: 'Doe', DateOfBirth: dateOfBirth },
    ClientStatus: 'Active',
  };
}

function withdrawalFacts(acct: Any, owner: Any, today: string, txId: string, tx: Any[] = [], plan?: Any): Any {
  const { SettledForTest, ...attributes } = acct.Attributes;
  const settled = SettledForTest ?? '10000'; // the ledger's balance, not an account attribute
  return {
    Account: { ...acct, Attributes: attributes },
    Client: owner,
    Balances: { Settled: settled, Pending: '0', SettledCredits: settled, SettledDebits: '0' },
    Transactions: tx,
    Now: `${today}T12:00:00Z`,
    NewIds: { TransactionId: txId },
    ...(plan === undefined ? {} : { Plan: plan }),
  };
}

function withdraw(acct: Any, owner: Any, request: Any, today: string, tx: Any[] = [], plan?: Any, n = 1): Any {
  const id = `b1b1b1b1-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return decideWithdrawal(catalog, withdrawalFacts(acct, owner, today, id, tx, plan), request, today);
}

const HSA = account('health-savings-account', { CoverageTier: 'SelfOnly', HighDeductiblePlanStartDate: '2024-01-01' });
const HSA_OWNER = client('1980-03-01'); // 45 in 2025: under 65, not disabled

function hsa(q: Any): Any {
  return hsaDistributionTreatment(catalog, q);
}

// ---------------------------------------------------------------------------------------------
describe('HSA distributions: 26 U.S.C. 223(f), Pub. 969, Form 8889 instructions', () => {
  it('223(f)(1): an amount used only for qualified medical expenses is not included in income', () => {
    const r = hsa({
      DistributionDate: '2025-06-02',
      Amount: '3200',
      QualifiedMedicalExpenses: '3200',
      DateOfBirth: '1987-01-01',
      Disabled: false,
    });
    expect(r.ok).toBe(true);
    expect(r.Treatment).toBe('TaxFree');
    expect(r.IncludedInIncome).toBe('0');
    expect(r.AdditionalTax).toBe('0');
  });

  it('223(f)(2), (f)(4)(A): 5,000 out, 4,000 medical: 1,000 is income and 20% of it (200) is additional tax', () => {
    const r = hsa({
      DistributionDate: '2025-06-02',
      Amount: '5000',
      QualifiedMedicalExpenses: '4000',
      DateOfBirth: '1984-03-01',
      Disabled: false,
    });
    expect(r.QualifiedMedicalExpenseAmount).toBe('4000');
    expect(r.IncludedInIncome).toBe('1000');
    expect(r.AdditionalTaxPercent).toBe('20');
    expect(r.AdditionalTax).toBe('200');
    expect(r.Treatment).toBe('IncludedInIncomeWithAdditionalTax');
  });

  it('223(f)(1): expenses above the distribution make the whole distribution (and no more) tax-free', () => {
    const r = hsa({
      DistributionDate: '2025-06-02',
      Amount: '1000',
      QualifiedMedicalExpenses: '1500',
      DateOfBirth: '1980-05-31',
      Disabled: false,
    });
    expect(r.QualifiedMedicalExpenseAmount).toBe('1000');
    expect(r.IncludedInIncome).toBe('0');
  });

  it('Pub. 969: expenses incurred before the HSA was established are not qualified medical expenses', () => {
    const r = hsa({
      DistributionDate: '2025-06-02',
      Amount: '1000',
      QualifiedMedicalExpenses: '1000',
      ExpensesIncurredOn: '2024-12-01',
      HsaEstablishedDate: '2025-01-15',
      DateOfBirth: '1980-05-31',
      Disabled: false,
    });
    expect(r.IncludedInIncome).toBe('1000');
    expect(r.AdditionalTax).toBe('200');
  });

  it('Pub. 969: expenses incurred after the HSA was established are qualified', () => {
    const r = hsa({
      DistributionDate: '2025-06-02',
      Amount: '1000',
      QualifiedMedicalExpenses: '1000',
      ExpensesIncurredOn: '2025-02-01',
      HsaEstablishedDate: '2025-01-15',
      DateOfBirth: '1980-05-31',
      Disabled: false,
    });
    expect(r.Treatment).toBe('TaxFree');
  });

  it('223(f)(4)(C) (age of SSA 1811, 65): at 75 a non-medical distribution is income without the 20%', () => {
    const r = hsa({ DistributionDate: '2025-06-02', Amount: '1000', DateOfBirth: '1950-06-01', Disabled: false });
    expect(r.Treatment).toBe('IncludedInIncome');
    expect(r.IncludedInIncome).toBe('1000');
    expect(r.AdditionalTax).toBe('0');
    expect(r.AdditionalTaxException).toBe('Age');
  });

  it('Pub. 969 ("no additional tax on distributions made after the date you ... reach age 65"): day after', () => {
    const r = hsa({ DistributionDate: '2025-06-01', Amount: '1000', DateOfBirth: '1960-05-31', Disabled: false });
    expect(r.AdditionalTax).toBe('0');
    expect(r.IncludedInIncome).toBe('1000');
  });

  it('223(f)(4)(A): a month before the 65th birthday the 20% additional tax still applies', () => {
    const r = hsa({ DistributionDate: '2025-05-01', Amount: '1000', DateOfBirth: '1960-06-01', Disabled: false });
    expect(r.AdditionalTax).toBe('200');
  });

  it('223(f)(4)(B): after the account beneficiary becomes disabled: income, no additional tax', () => {
    const r = hsa({ DistributionDate: '2025-06-02', Amount: '1000', DateOfBirth: '1980-05-31', Disabled: true });
    expect(r.IncludedInIncome).toBe('1000');
    expect(r.AdditionalTax).toBe('0');
    expect(r.AdditionalTaxException).toBe('Disability');
  });

  it('223(f)(4)(B): a distribution made after the account beneficiary dies: no additional tax', () => {
    const r = hsa({ DistributionDate: '2025-06-02', Amount: '1000', DateOfBirth: '1980-05-31', AfterDeath: true });
    expect(r.AdditionalTax).toBe('0');
    expect(r.AdditionalTaxException).toBe('Death');
  });

  it('223(f)(4)(A) before Pub. L. 111-148 sec. 9004: 10% for a 2010 distribution', () => {
    const r = hsa({ DistributionDate: '2010-06-01', Amount: '1000', DateOfBirth: '1970-06-02', Disabled: false });
    expect(r.AdditionalTaxPercent).toBe('10');
    expect(r.AdditionalTax).toBe('100');
  });

  it('223(f)(4)(A) as amended by Pub. L. 111-148 sec. 9004 (after 2010-12-31): 20% in January 2011', () => {
    const r = hsa({ DistributionDate: '2011-01-03', Amount: '1000', DateOfBirth: '1970-06-02', Disabled: false });
    expect(r.AdditionalTaxPercent).toBe('20');
    expect(r.AdditionalTax).toBe('200');
  });

  it('1099-SA/5498-SA instructions (mistaken distributions): repaid by April 15 next year: no income, no 20%', () => {
    const r = hsa({
      DistributionDate: '2025-06-02',
      Amount: '1000',
      DateOfBirth: '1980-05-31',
      Disabled: false,
      MistakenDistribution: { RepaidOn: '2026-04-15' },
    });
    expect(r.Treatment).toBe('TaxFree');
    expect(r.MistakenDistributionRepaid).toBe('1000');
    expect(r.IncludedInIncome).toBe('0');
  });

  it('1099-SA/5498-SA instructions: a mistaken distribution repaid after that April 15 is an ordinary one', () => {
    const r = hsa({
      DistributionDate: '2025-06-02',
      Amount: '1000',
      DateOfBirth: '1980-05-31',
      Disabled: false,
      MistakenDistribution: { RepaidOn: '2026-04-16' },
    });
    expect(r.IncludedInIncome).toBe('1000');
    expect(r.AdditionalTax).toBe('200');
  });

  it('Form 1099-SA recipient instructions: "April 15 following the first year you knew ... was a mistake"', () => {
    const r = hsa({
      DistributionDate: '2025-06-02',
      Amount: '1000',
      DateOfBirth: '1980-05-31',
      Disabled: false,
      MistakenDistribution: { KnownInYear: 2026, RepaidOn: '2027-04-01' },
    });
    expect(r.Treatment).toBe('TaxFree');
  });

  it('Form 1099-SA recipient instructions: a mistaken 2025 distribution not yet repaid: repay by 2026-04-15', () => {
    const r = hsa({
      DistributionDate: '2025-06-02',
      Amount: '1000',
      DateOfBirth: '1980-05-31',
      Disabled: false,
      MistakenDistribution: {},
    });
    expect(r.MistakenDistributionRepayBy).toBe('2026-04-15');
  });
});

// ---------------------------------------------------------------------------------------------
describe('HSA withdrawals and Form 1099-SA: Instructions for Forms 1099-SA and 5498-SA', () => {
  it('1099-SA box 3 code 1 (normal distribution): a non-medical 500 at 45 is income with 20% (100)', () => {
    const d = withdraw(HSA, HSA_OWNER, { Amount: '500', Currency: 'USD', DistributionReason: 'Normal' }, '2025-06-02');
    expect(d.ok).not.toBe(false);
    expect(d.Records.Withdrawal.TaxForm).toBe('1099-SA');
    expect(d.Records.Withdrawal.HsaDistributionCode).toBe('1');
    expect(d.Records.Withdrawal.TaxableAmount).toBe('500');
    expect(d.Records.Withdrawal.AdditionalTaxAmount).toBe('100');
    expect(d.Records.Withdrawal.FederalWithheld).toBe('0'); // Form 1099-SA has no withholding box
  });

  it('223(f)(4)(C): via decideWithdrawal, an owner of 70 pays no additional tax on a code 1 distribution', () => {
    const req = { Amount: '500', Currency: 'USD', DistributionReason: 'Normal' };
    const d = withdraw(HSA, client('1955-01-01'), req, '2025-06-02');
    expect(d.Records.Withdrawal.TaxableAmount).toBe('500');
    expect(d.Records.Withdrawal.AdditionalTaxAmount).toBe('0');
  });

  it('1099-SA code 1 "and any direct payments to a medical service provider": a reimbursement is tax-free', () => {
    const req = { Amount: '500', Currency: 'USD', DistributionReason: 'Reimbursement', ExpenseDate: '2025-05-01' };
    const d = withdraw(HSA, HSA_OWNER, req, '2025-06-02');
    expect(d.Records.Withdrawal.HsaDistributionCode).toBe('1');
    expect(d.Records.Withdrawal.TaxableAmount).toBe('0');
    expect(d.Records.Withdrawal.AdditionalTaxAmount).toBe('0');
  });

  it('223(f)(1)-(2): 500 out with 200 of medical expenses: 300 income and 60 additional tax', () => {
    const req = { Amount: '500', Currency: 'USD', DistributionReason: 'Normal', QualifiedExpenseAmount: '200' };
    const d = withdraw(HSA, HSA_OWNER, req, '2025-06-02');
    expect(d.Records.Withdrawal.TaxableAmount).toBe('300');
    expect(d.Records.Withdrawal.AdditionalTaxAmount).toBe('60');
  });

  it('1099-SA box 3 code 3 (disability); 223(f)(4)(B): no additional tax', () => {
    const d = withdraw(
      HSA,
      HSA_OWNER,
      { Amount: '500', Currency: 'USD', DistributionReason: 'Disability' },
      '2025-06-02',
    );
    expect(d.Records.Withdrawal.HsaDistributionCode).toBe('3');
    expect(d.Records.Withdrawal.AdditionalTaxAmount).toBe('0');
  });

  it('1099-SA box 3 code 4 (death, distribution in the year of death); 223(f)(4)(B): no additional tax', () => {
    const d = withdraw(HSA, HSA_OWNER, { Amount: '500', Currency: 'USD', DistributionReason: 'Death' }, '2025-06-02');
    expect(d.Records.Withdrawal.HsaDistributionCode).toBe('4');
    expect(d.Records.Withdrawal.AdditionalTaxAmount).toBe('0');
  });

  it('1099-SA box 3 code 5 (prohibited transaction); 223(e)(2): treated as not used for medical expenses', () => {
    const req = { Amount: '500', Currency: 'USD', DistributionReason: 'ProhibitedTransaction' };
    const d = withdraw(HSA, HSA_OWNER, req, '2025-06-02');
    expect(d.Records.Withdrawal.HsaDistributionCode).toBe('5');
    expect(d.Records.Withdrawal.TaxableAmount).toBe('500');
    expect(d.Records.Withdrawal.AdditionalTaxAmount).toBe('100');
  });

  const EXCESS = {
    Amount: '520',
    Currency: 'USD',
    DistributionReason: 'ExcessContribution',
    NetIncomeAttributable: '20',
    ExcessContributionDepositDate: '2025-02-01',
  };

  it('1099-SA box 3 code 2 (excess contributions): the return of a 2025 excess with its earnings', () => {
    const d = withdraw(HSA, HSA_OWNER, EXCESS, '2025-06-02');
    expect(d.Records.Withdrawal.HsaDistributionCode).toBe('2');
    expect(d.Records.Withdrawal.GrossAmount).toBe('520');
  });

  // 26 U.S.C. 223(f)(3)(A) and 223(f)(4)(A): a 500 excess (2025) returned on 2025-06-02 with 20 earnings:
  // income 20, additional tax 0. Found by this audit (the engine taxed all 520 with the 20 percent); fixed
  // in hsa-path.ts (hsaExcessReturn), docs/decisions 41.
  it('223(f)(3)(A): excess returned in time with its earnings: only the 20 earnings are income, no 20%', () => {
    const d = withdraw(HSA, HSA_OWNER, EXCESS, '2025-06-02');
    expect(d.Records.Withdrawal.TaxableAmount).toBe('20');
    expect(d.Records.Withdrawal.AdditionalTaxAmount).toBe('0');
  });

  it('1099-SA instructions: one form per distribution code, box 1 the gross of the year (300 + 200; 520)', () => {
    const tx: Any[] = [];
    const requests = [
      { Amount: '300', Currency: 'USD', DistributionReason: 'Reimbursement', ExpenseDate: '2025-03-01' },
      { Amount: '200', Currency: 'USD', DistributionReason: 'Normal' },
      EXCESS,
    ];
    requests.forEach((req, i) => {
      const d = withdraw(HSA, HSA_OWNER, req, `2025-0${i + 4}-02`, tx, undefined, i + 1);
      tx.push({ ...d.Records.Transaction, Withdrawal: d.Records.Withdrawal });
    });
    const forms = taxForms(catalog, { Account: HSA as Any, Owner: HSA_OWNER as Any, Transactions: tx }, 2025) as Any;
    expect(forms.ok).toBe(true);
    const byCode = Object.fromEntries(forms.Forms1099Sa.map((f: Any) => [f.DistributionCode, f.GrossDistribution]));
    expect(Number(byCode['1'])).toBe(500);
    expect(Number(byCode['2'])).toBe(520);
    expect(forms.Forms1099R).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('Coverdell ESA distributions: 26 U.S.C. 530(d), Pub. 970 ch. 7, 1099-Q instructions', () => {
  // Pub. 970 ch. 7 example: an 850 distribution, 1,500 contributed before the year (basis), no
  // contributions in the year, value on December 31 950, adjusted qualified education expenses 700.
  const PUB970 = {
    DistributionDate: '2024-06-01',
    Gross: 850,
    BeneficiaryDateOfBirth: '2005-03-01',
    Basis: 1500,
    YearEndValue: 950,
    DistributionsInYear: 850,
    QualifiedEducationExpenses: 700,
  };

  it('Pub. 970 worksheet 7-3: basis portion 850 x 1,500 / (950 + 850) = 708.33; earnings 141.67', () => {
    const r = coverdellDistribution(PUB970) as Any;
    expect(r.ok).toBe(true);
    expect(r.GrossDistribution).toBe('850');
    expect(r.Basis).toBe('708.33');
    expect(r.Earnings).toBe('141.67');
  });

  it('Pub. 970 example: taxable earnings 141.67 - 141.67 x 700 / 850 = 25.00', () => {
    const r = coverdellDistribution(PUB970) as Any;
    expect(Number(r.TaxableEarnings)).toBe(25);
  });

  it('530(d)(4)(A): 10% additional tax on the taxable earnings: 2.50', () => {
    const r = coverdellDistribution(PUB970) as Any;
    expect(r.AdditionalTaxApplies).toBe(true);
    expect(Number(r.AdditionalTaxAmount)).toBe(2.5);
  });

  it('1099-Q instructions: box 1 (gross) is the total of box 2 (earnings) and box 3 (basis)', () => {
    const r = coverdellDistribution({ ...PUB970, Basis: 1600, YearEndValue: 1050 }) as Any;
    expect(Number(r.Earnings) + Number(r.Basis)).toBeCloseTo(850, 2);
    expect(r.Basis).toBe('715.79'); // 850 x 1,600 / (1,050 + 850)
    expect(r.Earnings).toBe('134.21');
  });

  it('530(d)(2)(A): distributions not above the adjusted qualified education expenses are tax-free', () => {
    const r = coverdellDistribution({ ...PUB970, QualifiedEducationExpenses: 900 }) as Any;
    expect(Number(r.TaxableEarnings)).toBe(0);
    expect(Number(r.AdditionalTaxAmount ?? 0)).toBe(0);
  });

  for (const exception of ['Death', 'Disability', 'Scholarship', 'MilitaryAcademy', 'EducationCredit'] as const) {
    it(`530(d)(4)(B): no 10% additional tax on a distribution excepted by ${exception}`, () => {
      const r = coverdellDistribution({ ...PUB970, AdditionalTaxException: exception }) as Any;
      expect(Number(r.TaxableEarnings)).toBe(25);
      expect(r.AdditionalTaxApplies).toBe(false);
      expect(Number(r.AdditionalTaxAmount ?? 0)).toBe(0);
    });
  }

  it('1099-Q instructions: boxes 2 and 3 may be left blank when the year-end value is not yet known', () => {
    const { YearEndValue: _omit, ...q } = PUB970;
    const r = coverdellDistribution(q) as Any;
    expect(r.Earnings).toBeNull();
    expect(r.Basis).toBeNull();
  });

  it('530(b)(1)(E): born 2000-05-10, the balance must be distributed within 30 days after 2030-05-10', () => {
    const r = coverdellDistributionDeadline({ BeneficiaryDateOfBirth: '2000-05-10' }) as Any;
    expect(r.ThirtiethBirthday).toBe('2030-05-10');
    expect(r.DistributeBy).toBe('2030-06-09');
    expect(r.EventIfNotDistributed).toBe('DeemedDistribution'); // 530(d)(8)
  });

  it('530(b)(1) flush language: the age-30 limitation does not apply to a special needs beneficiary', () => {
    const r = coverdellDistributionDeadline({ BeneficiaryDateOfBirth: '2000-05-10', BeneficiaryIsSpecialNeeds: true });
    expect((r as Any).DistributionRequired).toBe(false);
  });

  it('Form 1099-Q from the ledger: box 1 850, box 2 141.67, box 3 708.33, box 5 Coverdell ESA', () => {
    const esa = account('coverdell-esa', { BeneficiaryDateOfBirth: '2005-03-01' });
    const owner = client('1975-01-01');
    const req = {
      Amount: '850',
      Currency: 'USD',
      DistributionReason: 'QualifiedEducation',
      QualifiedExpenseAmount: '700',
    };
    const d = withdraw(esa, owner, req, '2024-06-01', [], { CoverdellBasis: '1500' });
    expect(d.Records.Withdrawal.TaxForm).toBe('1099-Q');
    const tx = [{ ...d.Records.Transaction, Withdrawal: d.Records.Withdrawal }];
    const facts = {
      Account: esa as Any,
      Owner: owner as Any,
      Transactions: tx,
      YearEndValue: '950',
      CoverdellBasis: '1500',
    };
    const f = (taxForms(catalog, facts, 2024) as Any).Form1099Q;
    expect(Number(f.GrossDistribution)).toBe(850);
    expect(Number(f.Earnings)).toBe(141.67);
    expect(Number(f.Basis)).toBe(708.33);
    expect(f.CoverdellEsa).toBe(true);
    expect(f.TrusteeToTrusteeTransfer).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
describe('Trump accounts: 26 U.S.C. 530A (Pub. L. 119-21 sec. 70204)', () => {
  const DOB = '2025-03-01'; // turns 17 in 2042, 18 in 2043

  it('530A(b)(1)(C)(ii): growth period through December 31 of the year before the year of age 18', () => {
    expect((trumpAccountPhase({ BeneficiaryDateOfBirth: DOB, On: '2042-12-31' }) as Any).Phase).toBe('GrowthPeriod');
    const after = trumpAccountPhase({ BeneficiaryDateOfBirth: DOB, On: '2043-01-01' }) as Any;
    expect(after.Phase).toBe('PostGrowth');
    expect(after.GrowthPeriodEnds).toBe('2042-12-31');
  });

  it('530A(b)(1)(C)(ii): "the calendar year in which ... attains age 18" counts, not the birthday', () => {
    // born 2025-12-31: still 17 on 2043-06-01, but 2043 is the year of age 18
    const r = trumpAccountPhase({ BeneficiaryDateOfBirth: '2025-12-31', On: '2043-06-01' }) as Any;
    expect(r.Phase).toBe('PostGrowth');
  });

  it('530A(b)(1)(C)(ii): no other distribution is allowed in the growth period', () => {
    const r = checkTrumpDistribution({ BeneficiaryDateOfBirth: DOB, On: '2030-06-01', DistributionReason: 'Other' });
    expect(r.ok).toBe(false);
    expect((r as Any).ErrorCode).toBe('DistributionNotPermitted');
  });

  it('530A: a qualified rollover (trustee-to-trustee transfer of the entire balance) is allowed', () => {
    const q = { BeneficiaryDateOfBirth: DOB, On: '2030-06-01', DistributionReason: 'QualifiedRollover' as const };
    expect(checkTrumpDistribution({ ...q, EntireBalance: true }).ok).toBe(true);
    expect(checkTrumpDistribution({ ...q, EntireBalance: false }).ok).toBe(false);
  });

  it('530A: a qualified ABLE rollover of the whole balance is allowed in the year the child turns 17 (2042)', () => {
    const q = { BeneficiaryDateOfBirth: DOB, DistributionReason: 'QualifiedAbleRollover' as const };
    expect(checkTrumpDistribution({ ...q, On: '2042-06-01', EntireBalance: true }).ok).toBe(true);
    expect(checkTrumpDistribution({ ...q, On: '2041-06-01', EntireBalance: true }).ok).toBe(false);
    expect(checkTrumpDistribution({ ...q, On: '2042-06-01', EntireBalance: false }).ok).toBe(false);
  });

  it('530A: a distribution of excess contributions and one on the death of the beneficiary are allowed', () => {
    const q = { BeneficiaryDateOfBirth: DOB, On: '2030-06-01' };
    expect(checkTrumpDistribution({ ...q, DistributionReason: 'ReturnOfExcessContributions' }).ok).toBe(true);
    expect(checkTrumpDistribution({ ...q, DistributionReason: 'Death' }).ok).toBe(true);
  });

  it('530A(a): after the growth period any distribution is allowed, as from an IRA', () => {
    const r = checkTrumpDistribution({ BeneficiaryDateOfBirth: DOB, On: '2043-01-02', DistributionReason: 'Other' });
    expect(r.ok).toBe(true);
  });

  it('530A(a) with 72(t): after the growth period a withdrawal at 18 is code 1 with 10% additional tax', () => {
    const q = { DistributionDate: '2043-06-02', Amount: '1000', OwnerDateOfBirth: '2025-01-15' };
    const r = distributionTreatment(catalog, {
      AccountTypeCode: 'trump-account',
      DistributionReason: 'Normal',
      ...q,
    } as Any);
    expect((r as Any).DistributionCodes).toEqual(['1']);
    expect((r as Any).AdditionalTax.Amount).toBe('100');
  });

  it('530A(a) with 72(t)(2)(A)(iii): after the growth period a disability distribution is code 3, no 10%', () => {
    const q = { DistributionDate: '2043-06-02', Amount: '1000', OwnerDateOfBirth: '2025-01-15' };
    const r = distributionTreatment(catalog, {
      AccountTypeCode: 'trump-account',
      DistributionReason: 'Disability',
      ...q,
    } as Any) as Any;
    expect(r.DistributionCodes).toEqual(['3']);
    expect(r.AdditionalTax.Amount).toBe('0');
  });

  it('530A(b)(1)(C)(ii): a withdrawal request during the growth period is refused', () => {
    const trump = account('trump-account', { BeneficiaryDateOfBirth: DOB });
    const d = withdraw(
      trump,
      client(DOB),
      { Amount: '100', Currency: 'USD', DistributionReason: 'Normal' },
      '2030-06-01',
    );
    expect(d.ok).toBe(false);
    expect(d.ErrorCode).toBe('DistributionNotPermitted');
  });

  it('530A: a death distribution during the growth period is posted (1099-R code 4)', () => {
    const trump = account('trump-account', { BeneficiaryDateOfBirth: DOB });
    const d = withdraw(
      trump,
      client(DOB),
      { Amount: '100', Currency: 'USD', DistributionReason: 'Death' },
      '2030-06-01',
    );
    expect(d.ok).not.toBe(false);
    expect(d.Records.Withdrawal.DistributionCodes).toEqual(['4']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('Health FSA: 26 U.S.C. 125, Prop. Reg. 1.125-5, Notices 2005-42 and 2013-71', () => {
  const YEAR = {
    PlanYearStart: '2025-01-01',
    PlanYearEnd: '2025-12-31',
    AnnualElection: 2400,
    ReimbursementsToDate: 0,
  };

  it('Prop. Reg. 1.125-5(d) uniform coverage: 1,500 claimed in January is paid from a 2,400 election', () => {
    const r = healthFsaClaim(catalog, {
      ...YEAR,
      ClaimAmount: 1500,
      ExpenseDate: '2025-01-10',
      ClaimDate: '2025-01-15',
    }) as Any;
    expect(r.PayableNow).toBe('1500');
    expect(r.Available).toBe('2400');
  });

  it('Prop. Reg. 1.125-5(d): the election less reimbursements caps the claim (2,400 - 2,000 = 400)', () => {
    const r = healthFsaClaim(catalog, {
      ...YEAR,
      ReimbursementsToDate: 2000,
      ClaimAmount: 1000,
      ExpenseDate: '2025-05-10',
      ClaimDate: '2025-05-15',
    }) as Any;
    expect(r.PayableNow).toBe('400');
    expect(r.NotPayable).toBe('600');
  });

  it('Prop. Reg. 1.125-1(e) use-or-lose: an expense after the plan year (no grace period) is not paid', () => {
    const r = healthFsaClaim(catalog, {
      ...YEAR,
      ClaimAmount: 100,
      ExpenseDate: '2026-01-05',
      ClaimDate: '2026-01-06',
      RunOutDays: 90,
    }) as Any;
    expect(r.PayableNow).toBe('0');
  });

  it('Notice 2005-42: a 2 1/2-month grace period runs to March 15; an expense that day is paid', () => {
    const r = healthFsaClaim(catalog, {
      ...YEAR,
      ClaimAmount: 100,
      ExpenseDate: '2026-03-15',
      ClaimDate: '2026-03-20',
      GracePeriodMonths: 2.5,
      RunOutDays: 30,
    }) as Any;
    expect(r.CoverageEnds).toBe('2026-03-15');
    expect(r.PayableNow).toBe('100');
  });

  it('Notice 2005-42: an expense on March 16 is after the grace period and is not paid', () => {
    const r = healthFsaClaim(catalog, {
      ...YEAR,
      ClaimAmount: 100,
      ExpenseDate: '2026-03-16',
      ClaimDate: '2026-03-20',
      GracePeriodMonths: 2.5,
      RunOutDays: 30,
    }) as Any;
    expect(r.PayableNow).toBe('0');
  });

  it('Notice 2013-71: a run-out period to submit plan-year claims (90 days: through March 31)', () => {
    const q = { ...YEAR, ClaimAmount: 100, ExpenseDate: '2025-12-15', RunOutDays: 90 };
    expect((healthFsaClaim(catalog, { ...q, ClaimDate: '2026-03-31' }) as Any).PayableNow).toBe('100');
    expect((healthFsaClaim(catalog, { ...q, ClaimDate: '2026-04-01' }) as Any).PayableNow).toBe('0');
  });

  it('Notice 2013-71: a plan year may not have both a grace period and a carryover', () => {
    const r = healthFsaClaim(catalog, {
      ...YEAR,
      ClaimAmount: 100,
      ExpenseDate: '2025-12-15',
      ClaimDate: '2025-12-20',
      GracePeriodMonths: 2.5,
      CarryoverAmount: 500,
    });
    expect(r.ok).toBe(false);
  });

  it('Notice 2013-71: an amount carried over adds to the next plan year (2,400 + 500 available)', () => {
    const r = healthFsaClaim(catalog, {
      ...YEAR,
      CarriedOverIn: 500,
      ClaimAmount: 2900,
      ExpenseDate: '2025-02-10',
      ClaimDate: '2025-02-15',
      CarryoverAmount: 660,
    }) as Any;
    expect(r.Available).toBe('2900');
    expect(r.PayableNow).toBe('2900');
  });

  it('Notice 2013-71 / Rev. Proc. 2024-40 (2025 max 660): 800 unused: 660 carried over, 140 forfeited', () => {
    const r = fsaPlanYearClose(catalog, {
      AccountTypeCode: 'health-care-fsa',
      PlanYearStart: '2025-01-01',
      PlanYearEnd: '2025-12-31',
      AnnualElection: 2500,
      ContributionsToDate: 2500,
      ReimbursementsToDate: 1700,
      CarryoverAmount: 660,
      AsOf: '2026-01-05',
    }) as Any;
    expect(r.Unused).toBe('800');
    expect(r.CarriedOver).toBe('660');
    expect(r.Forfeited).toBe('140');
  });

  it('Notice 2013-71: a plan carryover below the maximum (500) carries 500, the rest (300) is forfeited', () => {
    const r = fsaPlanYearClose(catalog, {
      AccountTypeCode: 'health-care-fsa',
      PlanYearStart: '2025-01-01',
      PlanYearEnd: '2025-12-31',
      AnnualElection: 2500,
      ContributionsToDate: 2500,
      ReimbursementsToDate: 1700,
      CarryoverAmount: 500,
      AsOf: '2026-01-05',
    }) as Any;
    expect(r.CarriedOver).toBe('500');
    expect(r.Forfeited).toBe('300');
  });

  it('Notice 2005-42 / Prop. Reg. 1.125-5(c): with a grace period, what is unused at its end is forfeited', () => {
    const r = fsaPlanYearClose(catalog, {
      AccountTypeCode: 'health-care-fsa',
      PlanYearStart: '2025-01-01',
      PlanYearEnd: '2025-12-31',
      AnnualElection: 2500,
      ContributionsToDate: 2500,
      ReimbursementsToDate: 2100,
      GracePeriodMonths: 2.5,
      AsOf: '2026-03-16',
    }) as Any;
    expect(r.CarriedOver).toBe('0');
    expect(r.Forfeited).toBe('400');
  });

  it('Notice 2005-42: the plan year cannot be closed (forfeited) while the grace period runs', () => {
    const r = fsaPlanYearClose(catalog, {
      AccountTypeCode: 'health-care-fsa',
      PlanYearStart: '2025-01-01',
      PlanYearEnd: '2025-12-31',
      AnnualElection: 2500,
      ContributionsToDate: 2500,
      ReimbursementsToDate: 2100,
      GracePeriodMonths: 2.5,
      AsOf: '2026-03-01',
    });
    expect(r.ok).toBe(false);
  });

  it('Rev. Proc. 2025-32: the 2026 carryover maximum is 680 (680 allowed, 690 refused)', () => {
    const base = { AccountTypeCode: 'health-care-fsa', PlanYear: 2026 };
    const ok = validateBenefitPlanConfig(catalog, { ...base, CarryoverAmount: 680 }) as Any;
    expect(ok.ok).toBe(true);
    expect(ok.Mode).toBe('Carryover');
    expect(validateBenefitPlanConfig(catalog, { ...base, CarryoverAmount: 690 }).ok).toBe(false);
  });

  it('Notice 2005-42: a grace period may not be longer than 2 1/2 months', () => {
    const r = validateBenefitPlanConfig(catalog, {
      AccountTypeCode: 'health-care-fsa',
      PlanYear: 2025,
      GracePeriodMonths: 3,
    });
    expect(r.ok).toBe(false);
  });

  const FSA_ATTRS = {
    EmployerId: 'e5e5e5e5-0000-4000-8000-000000000005',
    PlanYear: 2025,
    AnnualElection: 2400,
    UniformCoverage: 'Applies',
    SettledForTest: '200',
  };
  const FSA_PLAN = { PlanYearStart: '2025-01-01', PlanYearEnd: '2025-12-31' };
  const CLAIM = { Amount: '1500', Currency: 'USD', ExpenseDate: '2025-01-05', ExpenseSubstantiated: true };

  it('Prop. Reg. 1.125-5(d): a 1,500 January claim is paid though only 200 has been contributed', () => {
    const fsa = account('health-care-fsa', FSA_ATTRS);
    const d = withdraw(fsa, client('1980-01-01'), CLAIM, '2025-01-31', [], FSA_PLAN);
    expect(d.ok).not.toBe(false);
    expect(d.Result.Amount).toBe(1500);
    expect(d.Result.TaxableAmount).toBe(0);
  });

  it('Prop. Reg. 1.125-6(b): a health FSA claim is not paid until the expense is substantiated', () => {
    const fsa = account('health-care-fsa', FSA_ATTRS);
    const d = withdraw(
      fsa,
      client('1980-01-01'),
      { ...CLAIM, ExpenseSubstantiated: false },
      '2025-01-31',
      [],
      FSA_PLAN,
    );
    expect(d.ok).toBe(false);
  });

  it('Prop. Reg. 1.125-5(d) (no uniform coverage for dependent care): 1,500 is not paid from 200 credited', () => {
    const attrs = { ...FSA_ATTRS, AnnualElection: 5000, UniformCoverage: 'DoesNotApply' };
    const dc = account('dependent-care-fsa', attrs);
    const d = withdraw(dc, client('1980-01-01'), CLAIM, '2025-01-31', [], FSA_PLAN);
    expect(d.ok).toBe(false);
  });

  it('Prop. Reg. 1.125-5(k) / 125(d)(2): a health FSA pays reimbursements only, never cash', () => {
    const q = { AccountTypeCode: 'health-care-fsa' };
    expect(benefitPaymentAllowed(catalog, { ...q, DistributionReason: 'Normal' }).ok).toBe(false);
    expect(benefitPaymentAllowed(catalog, { ...q, DistributionReason: 'Reimbursement' }).ok).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
describe('Dependent care FSA: 26 U.S.C. 129, Prop. Reg. 1.125-5, Notices 2005-42 and 2013-71', () => {
  it('Prop. Reg. 1.125-5(d) (uniform coverage is for health FSAs only): paid up to what was credited', () => {
    const r = dependentCareClaim({ ClaimAmount: 1500, ContributionsToDate: 1000, ReimbursementsToDate: 200 }) as Any;
    expect(r.PayableNow).toBe('800');
    expect(r.Pending).toBe('700');
  });

  it('Notice 2013-71: the carryover is not available for a dependent care assistance program', () => {
    const r = validateBenefitPlanConfig(catalog, {
      AccountTypeCode: 'dependent-care-fsa',
      PlanYear: 2025,
      CarryoverAmount: 500,
    });
    expect(r.ok).toBe(false);
  });

  // DISCREPANCY: Notice 2005-42 lets a cafeteria plan adopt a grace period of up to 2 1/2 months for
  // "qualified benefits" in general; Jackson Lewis (2005-05-26): "it also applies to other cafeteria plan
  // benefits, including dependent care assistance programs"; theabdteam: "the dependent care FSA can offer
  // only the grace period". validateBenefitPlanConfig(dependent-care-fsa, GracePeriodMonths 2.5) answers
  // InvalidRequest "dependent-care-fsa has no grace period" (the project spec part 2.5 says so). Kept skipped:
  // the specification is the contract here, and the divergence is recorded in docs/decisions 56.
  it.skip('Notice 2005-42: a dependent care FSA may have a 2 1/2-month grace period', () => {
    const r = validateBenefitPlanConfig(catalog, {
      AccountTypeCode: 'dependent-care-fsa',
      PlanYear: 2025,
      GracePeriodMonths: 2.5,
    });
    expect(r.ok).toBe(true);
  });

  it('Prop. Reg. 1.125-5(c) use-or-lose: what was credited and not reimbursed (3,000 - 2,000) is forfeited', () => {
    const r = fsaPlanYearClose(catalog, {
      AccountTypeCode: 'dependent-care-fsa',
      PlanYearStart: '2025-01-01',
      PlanYearEnd: '2025-12-31',
      AnnualElection: 5000,
      ContributionsToDate: 3000,
      ReimbursementsToDate: 2000,
      AsOf: '2026-01-05',
    }) as Any;
    expect(r.Forfeited).toBe('1000');
    expect(r.CarriedOver).toBe('0');
  });

  it('Prop. Reg. 1.125-6: a dependent care FSA reimburses incurred expenses, never cash', () => {
    const q = { AccountTypeCode: 'dependent-care-fsa' };
    expect(benefitPaymentAllowed(catalog, { ...q, DistributionReason: 'Normal' }).ok).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
describe('HRA (26 U.S.C. 105, 106; Notice 2002-45), lifestyle spending (26 U.S.C. 61)', () => {
  it('Notice 2002-45 / Rev. Rul. 2002-41: an HRA never pays cash other than medical reimbursements', () => {
    const r = hraReimbursement({
      Kind: 'CashWithdrawal',
      ClaimAmount: 100,
      CreditedToDate: 1000,
      ReimbursementsToDate: 0,
      Substantiated: true,
    });
    expect(r.ok).toBe(false);
  });

  it('Notice 2002-45: medical expenses must be substantiated before they are reimbursed', () => {
    const r = hraReimbursement({
      Kind: 'MedicalExpenseReimbursement',
      ClaimAmount: 100,
      CreditedToDate: 1000,
      ReimbursementsToDate: 0,
      Substantiated: false,
    });
    expect(r.ok).toBe(false);
  });

  it('Notice 2002-45: a substantiated claim is paid up to the amount available (1,000 - 900 = 100)', () => {
    const r = hraReimbursement({
      Kind: 'MedicalExpenseReimbursement',
      ClaimAmount: 250,
      CreditedToDate: 1000,
      ReimbursementsToDate: 900,
      Substantiated: true,
    }) as Any;
    expect(r.PayableNow).toBe('100');
  });

  it('26 U.S.C. 61(a)(1): a lifestyle spending payment is wages (W-2 box 1); 200 left of a 1,000 allowance', () => {
    const r = lifestyleSpendingPayment({ ClaimAmount: 300, Allowance: 1000, PaidToDate: 800 }) as Any;
    expect(r.PayableNow).toBe('200');
    expect(r.ReportableWages).toBe('200');
  });
});

// ---------------------------------------------------------------------------------------------
describe('Commuter benefits: 26 U.S.C. 132(f), 26 CFR 1.132-9, Rev. Procs. 2024-40 and 2025-32', () => {
  const base = { ContributionsToDate: 1000, ReimbursementsToDate: 0, ReimbursedThisMonth: 0 };

  it('Rev. Proc. 2024-40: 2025 transit exclusion 325 a month: a 400 March claim pays 325', () => {
    const r = commuterClaim(catalog, {
      ...base,
      SubAccount: 'Transit',
      BenefitMonth: '2025-03',
      ClaimAmount: 400,
    }) as Any;
    expect(r.MonthlyLimit).toBe('325');
    expect(r.PayableNow).toBe('325');
  });

  it('Rev. Proc. 2025-32: 2026 parking exclusion 340 a month', () => {
    const r = commuterClaim(catalog, {
      ...base,
      SubAccount: 'Parking',
      BenefitMonth: '2026-03',
      ClaimAmount: 400,
    }) as Any;
    expect(r.MonthlyLimit).toBe('340');
    expect(r.PayableNow).toBe('340');
  });

  it('132(f)(2): the monthly limit counts what the month already received (325 - 200 = 125)', () => {
    const r = commuterClaim(catalog, {
      ...base,
      ReimbursedThisMonth: 200,
      SubAccount: 'Transit',
      BenefitMonth: '2025-03',
      ClaimAmount: 300,
    }) as Any;
    expect(r.PayableNow).toBe('125');
  });

  it('26 CFR 1.132-9 Q&A-14: unused amounts carry forward but a claim is paid only from what is left', () => {
    const r = commuterClaim(catalog, {
      ...base,
      ReimbursementsToDate: 900,
      SubAccount: 'Transit',
      BenefitMonth: '2025-07',
      ClaimAmount: 300,
    }) as Any;
    expect(r.PayableNow).toBe('100');
  });

  it('26 CFR 1.132-9 Q&A-14: on termination unused amounts are not refunded in cash', () => {
    const r = commuterTermination({ TransitBalance: 120, ParkingBalance: 80 }) as Any;
    expect(r.CashRefund).toBe('0');
    expect(r.Forfeited).toBe('200');
  });
});

// ---------------------------------------------------------------------------------------------
describe('PLESA withdrawals: ERISA 801(c) (29 U.S.C. 1193), 26 U.S.C. 402A(e), SECURE 2.0 sec. 127', () => {
  const MONTHLY = ['2025-01-03', '2025-02-03', '2025-03-03', '2025-04-03'];

  it('ERISA 801(c): "the first 4 withdrawals ... in a plan year" carry no fee: the 4th is free', () => {
    const r = plesaWithdrawal(catalog, {
      WithdrawalDate: '2025-04-03',
      PriorWithdrawalDates: MONTHLY.slice(0, 3),
    }) as Any;
    expect(r.WithdrawalNumberInPlanYear).toBe(4);
    expect(r.FeeFree).toBe(true);
  });

  it('ERISA 801(c): the 5th withdrawal of the plan year may carry the plan fee (5, to FeesEarned)', () => {
    const r = plesaWithdrawalFee(catalog, {
      WithdrawalDate: '2025-05-03',
      PriorWithdrawalDates: MONTHLY,
      PlanFeeAmount: 5,
    }) as Any;
    expect(r.FeeFree).toBe(false);
    expect(r.Fee).toBe('5');
    expect(r.Postings).toEqual([{ Account: 'FeesEarned', Amount: '5' }]);
  });

  it('ERISA 801(c): the count restarts with a new plan year (plan year from July 1)', () => {
    const r = plesaWithdrawal(catalog, {
      WithdrawalDate: '2025-07-03',
      PriorWithdrawalDates: [...MONTHLY, '2025-05-03'],
      PlanYearStart: '07-01',
    }) as Any;
    expect(r.WithdrawalNumberInPlanYear).toBe(1);
    expect(r.FeeFree).toBe(true);
  });

  it('ERISA 801 / 402A(e): the account must allow a withdrawal at least once per calendar month', () => {
    const r = plesaWithdrawal(catalog, { WithdrawalDate: '2025-07-03', PriorWithdrawalDates: [], PlanMaxPerMonth: 0 });
    expect(r.ok).toBe(false);
  });
});
