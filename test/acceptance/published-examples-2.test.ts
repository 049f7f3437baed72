// Acceptance audit, second set: published worked examples (IRS publications and form instructions,
// practitioner and custodian examples) not covered by published-examples-audit.test.ts. Every
// expectation comes from the example's own figures, quoted above each case; facts the example does
// not state (birth dates that only need to give the stated ages) are marked as chosen.
import { describe, expect, it } from 'vitest';
import {
  checkContribution,
  checkRecharacterization,
  checkRothConversion,
  distributionTreatment,
  hsaContributionLimit,
  inheritedIraSchedule,
  requiredDistributionAmount,
  rothDistribution,
} from '../../src/index.js';
import { catalog } from './helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: answers are unions; the tests read their fields
type Any = any;
const ok = (r: Any) => {
  expect(r, JSON.stringify(r)).toMatchObject({ ok: true });
  return r;
};

describe('Roth IRA contribution phase-out (Schwab 2024 table, "Source: irs.gov")', () => {
  // Schwab Workplace, 2024 Roth IRA table ("Source: irs.gov. For illustrative purposes only."), rows
  // "| $152,000 | $234,000 | $4,000 | $4,200 |", "| $153,500 | $235,000 | $5,000 | $3,500 |" and
  // "| $159,500 | $239,000 | $9,000 | $700 |": single MAGI, joint MAGI, married-filing-separately MAGI
  // and the maximum contribution for an individual under 50.
  const roth = (FilingStatus: string, ModifiedAgi: string, Amount: string) =>
    checkContribution(catalog, {
      AccountTypeCode: 'roth-ira',
      Owner: {
        DateOfBirth: '1985-05-05',
        Compensation: '300000',
        ModifiedAgi,
        FilingStatus: FilingStatus as Any,
        LivedApartFromSpouseAllYear: false,
        OtherIraContributions: '0',
        OtherRothIraContributions: '0',
      },
      Contribution: { Amount, ContributionSource: 'Participant', TaxYear: 2024, ContributionDate: '2024-06-03' },
    }) as Any;

  it('Schwab 2024 Roth table, single MAGI 152,000: 4,200 accepted, 4,200.01 refused', () => {
    expect(roth('Single', '152000', '4200').ok).toBe(true);
    expect(roth('Single', '152000', '4200.01').ok).toBe(false);
  });

  it('Schwab 2024 Roth table, joint MAGI 235,000: 3,500 accepted, 3,500.01 refused', () => {
    expect(roth('MarriedFilingJointly', '235000', '3500').ok).toBe(true);
    expect(roth('MarriedFilingJointly', '235000', '3500.01').ok).toBe(false);
  });

  it('Schwab 2024 Roth table, married filing separately MAGI 9,000: 700 accepted, 700.01 refused', () => {
    expect(roth('MarriedFilingSeparately', '9000', '700').ok).toBe(true);
    expect(roth('MarriedFilingSeparately', '9000', '700.01').ok).toBe(false);
  });
});

describe('Coverdell ESA contribution limit (Pub. 970 (2002), Worksheet 5-2 illustrated)', () => {
  // Pub. 970 (2002), Worksheet 5-2, "Coverdell ESA Contribution Limit - Illustrated": "1. Maximum
  // contribution $2,000 / 2. ... (MAGI) 96,500 / 3. Enter $190,000 if married filing jointly; $95,000
  // for all other filers 95,000 / 4. Subtract line 3 from line 2 ... 1,500 / 5. Enter $30,000 if
  // married filing jointly; $15,000 for all other filers 15,000". Lines 6-8 follow the worksheet:
  // 1,500 / 15,000 = .100; 2,000 x .100 = 200; 2,000 - 200 = 1,800. The $2,000 and the $95,000 /
  // $15,000 range are statutory and not indexed (530(b)(1)(A)(iii), 530(c)(1)), so the 2024 figures
  // are the 2002 ones.
  const coverdell = (Amount: string) =>
    checkContribution(catalog, {
      AccountTypeCode: 'coverdell-esa',
      Account: { BeneficiaryDateOfBirth: '2015-04-01' },
      Owner: { ModifiedAgi: '96500', FilingStatus: 'Single', OtherCoverdellContributions: '0' },
      Contribution: { Amount, ContributionSource: 'Participant', TaxYear: 2024, ContributionDate: '2024-06-03' },
    }) as Any;

  it('Pub. 970 (2002) Worksheet 5-2 illustrated (single, MAGI 96,500): limit 1,800', () => {
    expect(coverdell('1800').ok).toBe(true);
    const r = coverdell('1800.01');
    expect(r.ok).toBe(false);
    expect(r.ErrorCode).toBe('ContributionLimitExceeded');
  });
});

describe('HSA limits (Form 8889 instructions and Pub. 969 examples)', () => {
  // Instructions for Form 8889 (2016), line 6, Example: "In 2016, you are an eligible individual and
  // have family HDHP coverage. In March you divorce and change your coverage as of April 1 to
  // self-only. Neither you nor your ex-spouse qualify for the additional contribution amount. Your
  // ex-spouse continued to have family HDHP coverage and was an eligible individual for the entire
  // year. The contribution limit for the 3 months you both were considered to have family coverage is
  // $1,687.50 ($6,750 x 3 / 12). You and your ex-spouse decide to divide the family coverage
  // contribution ... 75% to your ex-spouse and 25% to you. Your contribution limit for 9 months of
  // self-only coverage is $2,512.50 ($3,350 x 9 / 12). ... Because you are covered under a self-only
  // policy on December 1, you will show $3,350 on line 6 (the greater of either (a) $2,934.37
  // ($1,687.50 family coverage + $2,512.50 self-only coverage - $1,265.63 spousal allocation) or (b)
  // the maximum amount that can be contributed ($3,350 for self-only coverage). Your ex-spouse would
  // show $6,750 on line 6". Birth dates are chosen (under 55, as the example says).
  it('Form 8889 instructions (2016), divorce example: you 2,934.37 month by month, 3,350 on line 6', () => {
    const r = ok(
      hsaContributionLimit(catalog, {
        TaxYear: 2016,
        HdhpCoveragePeriods: [
          { From: '2016-01-01', To: '2016-03-31', CoverageTier: 'Family', SpouseHdhpCoverage: 'Family' },
          { From: '2016-04-01', CoverageTier: 'SelfOnly', SpouseHdhpCoverage: 'None' },
        ],
        DateOfBirth: '1975-01-01',
        MedicareEntitlementDate: null,
        FamilyLimitSharePercent: 25,
      } as Any),
    );
    expect(r.ProratedLimit).toBe('2934.37');
    expect(r.Limit).toBe('3350');
  });

  it('Form 8889 instructions (2016), divorce example: the ex-spouse (family all year, 75%) shows 6,750', () => {
    const r = ok(
      hsaContributionLimit(catalog, {
        TaxYear: 2016,
        HdhpCoveragePeriods: [
          { From: '2016-01-01', To: '2016-03-31', CoverageTier: 'Family', SpouseHdhpCoverage: 'Family' },
          { From: '2016-04-01', CoverageTier: 'Family', SpouseHdhpCoverage: 'None' },
        ],
        DateOfBirth: '1975-01-01',
        MedicareEntitlementDate: null,
        FamilyLimitSharePercent: 75,
      } as Any),
    );
    expect(r.Limit).toBe('6750');
  });

  // TurboTax community, quoting "the exact example given in IRS Publication 969 on page 6 under
  // 'Enrolled in Medicare'": "a man who is 65 went on Medicare in July, so while his normal HSA
  // contribution limit would have been $4,400 ($3,400 plus $1,000), the 6 month pro-rated limit is
  // 6/12ths his normal annual limit of $4,400" (2017 figures): 2,200. The birth date (65 in July 2017)
  // and self-only coverage from January 1 are chosen to fit.
  it('Pub. 969 (2017), Enrolled in Medicare (65 in July, self-only): 6/12 x (3,400 + 1,000) = 2,200', () => {
    const r = ok(
      hsaContributionLimit(catalog, {
        TaxYear: 2017,
        CoverageTier: 'SelfOnly',
        HighDeductiblePlanStartDate: '2017-01-01',
        DateOfBirth: '1952-07-10',
        MedicareEntitlementDate: '2017-07-01',
        SpouseHdhpCoverage: 'None',
      } as Any),
    );
    expect(r.Limit).toBe('2200');
  });
});

describe('Inherited IRAs (Slott Report mailbag, Andy Ives, 2025)', () => {
  // The Slott Report mailbag (Andy Ives, CFP), first question: "My client is age 71 and divorced. He is
  // the primary beneficiary of his ex-wife's IRA. She just recently passed away this year at the age of
  // 67." Answer: "You are correct that your client qualifies as an EDB under the 'not more than 10
  // years younger' EDB category. Since the ex-wife died in 2025, your client can begin annual stretch
  // RMDs in 2026. (Incidentally, since the ex-wife had not yet reached her required beginning date,
  // your client could choose the 10-year rule with no RMDs in years 1 - 9.) ... he will use the Single
  // Life Expectancy Table to determine his original RMD factor in 2026. ... If he turns age 72 in
  // 2026, that factor is 17.2. For each year thereafter, he will subtract 1 from the preceding year's
  // factor. Note that he cannot delay his first RMD until April 1, 2027. ... He must take the first
  // RMD by December 31, 2026." Birth and death dates are chosen to give the stated ages.
  const exWife = (BeneficiaryDistributionDecision: string) =>
    inheritedIraSchedule(catalog, {
      AccountTypeCode: 'inherited-traditional-ira',
      DecedentDateOfBirth: '1958-03-01',
      DecedentDateOfDeath: '2025-06-01',
      DecedentDiedOnOrAfterRbd: false,
      BeneficiaryEligibleDesignatedClass: 'NotMoreThanTenYearsYounger',
      BeneficiaryDistributionDecision,
      BeneficiaryDateOfBirth: '1954-09-01',
    } as Any) as Any;

  it('Slott mailbag (ex-spouse EDB, 71): stretch from 2026 at 17.2, then 16.2; first RMD by 2026-12-31', () => {
    const r = ok(exWife('LifeExpectancy'));
    const y = (n: number) => r.Years.find((e: Any) => e.Year === n);
    expect(r.FirstDistributionYear).toBe(2026);
    expect(y(2026).AnnualDistributionRequired).toBe(true);
    expect(y(2026).Divisor).toBe('17.2');
    expect(y(2026).Deadline).toBe('2026-12-31');
    expect(y(2027).Divisor).toBe('16.2');
  });

  it('Slott mailbag (ex-spouse EDB, death before the RBD): the 10-year rule, no RMDs in years 1-9', () => {
    const r = ok(exWife('TenYearRule'));
    expect(r.FinalDistributionYear).toBe(2035);
    const early = r.Years.filter((e: Any) => e.Year >= 2026 && e.Year <= 2034);
    expect(early.length).toBe(9);
    expect(early.every((e: Any) => e.AnnualDistributionRequired === false)).toBe(true);
  });

  // Same mailbag, second question: "My wife inherited an IRA from her uncle in 2019. She was taking
  // RMDs from it each year. She died last year. I am age 53." Answer: "Since this is an inherited IRA
  // ... that makes you a successor beneficiary. Successor beneficiaries, no matter who they are
  // (spouses included), are bound by the 10-year rule. Since she passed in 2024, your 10-year drawdown
  // period starts this year - 2025." So the account must be empty by December 31, 2034. The uncle's
  // and the wife's birth dates and the exact dates of death are chosen.
  it('Slott mailbag (successor to a 2019 beneficiary who died in 2024): emptied by 2034-12-31', () => {
    const r = ok(
      inheritedIraSchedule(catalog, {
        AccountTypeCode: 'inherited-traditional-ira',
        DecedentDateOfBirth: '1945-05-05',
        DecedentDateOfDeath: '2019-07-01',
        DecedentDiedOnOrAfterRbd: true,
        BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
        BeneficiaryDistributionDecision: 'LifeExpectancy',
        BeneficiaryDateOfBirth: '1972-01-01',
        BeneficiaryDateOfDeath: '2024-05-01',
      } as Any),
    );
    expect(r.FinalDistributionYear).toBe(2034);
    expect(r.FinalDistributionDeadline).toBe('2034-12-31');
  });
});

describe('Roth IRA: qualified distributions and conversions (irahelp forum)', () => {
  // irahelp.com forum, "Roth Conversion five year rule": "I am age 62 and have $50,000 in a
  // traditional IRA. I contributed $2,000 to a Roth IRA in 2000. Now suppose, I convert $50,000 of the
  // IRA to my Roth account in 2008, and I include $50,000 of income on my 2008 1040. In 2010 I need cash
  // and take a $5,000 distribution from my Roth. Can anybody confirm that there is no penalty on the
  // distribution?" Answer: "There is NO penalty. ... In addition, in your example your Roth is fully
  // qualified since you have met both the 5 year holding requirement (first Roth in 2000), and are over
  // 59.5. A fully qualified Roth distribution is totally tax and penalty free including earnings."
  // The birth date (62 in 2010) and the distribution date are chosen.
  it('irahelp (62; 2,000 in 2000; 50,000 converted 2008; 5,000 out in 2010): qualified, no tax or 10%', () => {
    const r = ok(
      rothDistribution(catalog, {
        DistributionDate: '2010-06-01',
        Amount: '5000',
        OwnerDateOfBirth: '1948-01-15',
        FirstContributionTaxYear: 2000,
        RegularContributions: '2000',
        Conversions: [{ Year: 2008, Amount: '50000', TaxablePart: '50000' }],
        PriorDistributions: '0',
      }),
    );
    expect(r.Qualified).toBe('Yes');
    expect(r.TaxableAmount).toBe('0');
    expect(r.AdditionalTaxBase).toBe('0');
  });
});

describe('Form 8606 pro rata on a backdoor Roth conversion (calculator.city worked example)', () => {
  // calculator.city, "Understanding the Pro Rata Rule for Roth Conversions", Example Calculation: "you
  // have an old Rollover IRA worth $44,000 (all pre-tax). You want to do a Backdoor Roth IRA, so you
  // contribute $6,000 as a non-deductible contribution to a Traditional IRA. You then convert that
  // $6,000 to a Roth IRA. Total IRA Balance: $50,000 ($44,000 pre-tax + $6,000 basis). Basis: $6,000.
  // Tax-Free Ratio: $6,000 / $50,000 = 12%. Conversion Amount: $6,000." On Form 8606: line 1 6,000,
  // line 6 44,000 (what is left at year end), line 8 6,000, line 9 50,000, line 10 .12, so 12% of the
  // 6,000 (720) is nontaxable and 5,280 taxable. The dates are chosen.
  it('calculator.city backdoor example: 6,000 of 50,000 is basis: 12% of the 6,000 converted nontaxable', () => {
    const r = ok(
      checkRothConversion(catalog, {
        From: { AccountId: 'T-1', AccountTypeCode: 'traditional-ira', OwnerId: 'o' },
        To: { AccountId: 'R-1', AccountTypeCode: 'roth-ira', OwnerId: 'o' },
        Amount: '6000',
        ConversionDate: '2024-06-03',
        Owner: { DateOfBirth: '1980-05-05' },
        RequiredDistributionRemaining: '0',
        Basis: {
          NondeductibleContributions: '6000',
          PriorBasis: '0',
          ContributionsMadeNextYear: '0',
          YearEndValue: '44000',
          Distributions: '0',
          Conversions: '6000',
        },
      } as Any),
    );
    expect(r.Form8606.Line9).toBe('50000');
    expect(Number(r.Form8606.Line10)).toBe(0.12);
    expect(r.NontaxableAmount).toBe('720');
    expect(r.TaxableAmount).toBe('5280');
  });
});

describe('Substantially equal periodic payments (72(t)(2)(A)(iv))', () => {
  // Superior IRA help center, "How are substantially equal periodic payments determined under the three
  // methods?" (the IRS example): "Bob's IRA account balance is $400,000 as of December 31, 2010 ... For
  // 2011, the annual distribution amount is calculated by dividing the December 31, 2010, account
  // balance ($400,000) by the single life expectancy (34.2) ... using age 50 ($400,000/34.2 =
  // $11,696). ... if Bob's IRA account balance ... is $408,304 on December 31, 2011, the annual
  // distribution amount for 2012 ($12,261) is calculated by dividing ... ($408,304) by the single life
  // expectancy (33.3) ... using age 51". The example shows whole dollars; the engine keeps cents.
  it('Rev. Rul. 2002-62 RMD method (Bob, 50): 400,000 / 34.2 = 11,696; 408,304 / 33.3 = 12,261', () => {
    expect(requiredDistributionAmount('34.2', '400000')).toBe('11695.91');
    expect(requiredDistributionAmount('33.3', '408304')).toBe('12261.38');
  });

  // Fidelity 72(t) calculator page, "Periodic payments": "The rule requires the series of
  // substantially equal periodic payments to last for at least five full years OR until the IRA owner
  // reaches age 59 1/2, whichever is longer. For example, if payments began at age 56 on December 1,
  // 2014, an investor may not take a different distribution or alter the payment amount until
  // December 1, 2019, even though your fifth payment was taken on December 1, 2018." A change on
  // November 29, 2019 (at 61) modifies the series within its five years: code 1 "even if a taxpayer is
  // 59 1/2 or older" (Form 1099-R instructions); on December 1, 2019 it no longer does (code 7). The
  // birth date (56 on 2014-12-01) and the amounts are chosen.
  const sepp = (DistributionDate: string) =>
    distributionTreatment(catalog, {
      AccountTypeCode: 'traditional-ira',
      DistributionReason: 'SubstantiallyEqualPeriodicPayments',
      DistributionDate,
      Amount: '20000',
      OwnerDateOfBirth: '1958-06-01',
      ExceptionFacts: { SeppStartDate: '2014-12-01', SeppModified: true },
    } as Any) as Any;

  it('Fidelity 72(t) example (began at 56 on 2014-12-01): altered 2019-11-29 is code 1 with recapture', () => {
    const r = ok(sepp('2019-11-29'));
    expect(r.DistributionCodes).toEqual(['1']);
  });

  it('Fidelity 72(t) example (began at 56 on 2014-12-01): altered on 2019-12-01 is a normal code 7', () => {
    const r = ok(sepp('2019-12-01'));
    expect(r.DistributionCodes).toEqual(['7']);
    expect(r.AdditionalTax.Amount ?? '0').toBe('0');
  });
});

describe('Emergency personal expense distributions (72(t)(2)(I); Notice 2024-55)', () => {
  // BenefitsLink message board, "To take an emergency personal expense distribution, must a participant
  // leave $1,000 in her account?" (Peter Gulia), quoting 72(t)(2)(I)(iii): "shall not exceed the lesser
  // of $1,000 or an amount equal to the excess of (I) the individual's total nonforfeitable accrued
  // benefit ... (the individual's total interest in the plan in the case of an individual retirement
  // plan), determined as of the date of each such distribution, over (II) $1,000. ... Does it mean a
  // participant whose whole account ... is $1,787 is restricted to $787 for her emergency personal
  // expense distribution?" and the plain-language answer: "You may take up to $1,000 ... But you must
  // leave at least $1,000 in your account." So of a $1,000 IRA distribution, $787 is excepted and the
  // other $213 bears the 10% (21.30). Birth and distribution dates are chosen (before 59 1/2).
  it('BenefitsLink (Gulia): account of 1,787, 1,000 taken: 787 excepted, 213 subject (21.30)', () => {
    const r = ok(
      distributionTreatment(catalog, {
        AccountTypeCode: 'traditional-ira',
        DistributionReason: 'Early',
        DistributionDate: '2025-03-03',
        Amount: '1000',
        OwnerDateOfBirth: '1985-02-02',
        EarlyDistributionException: 'EmergencyPersonalExpense',
        ExceptionFacts: { AccountBalance: 1787, PriorEmergencyDistributions: [] },
      } as Any),
    );
    expect(r.AdditionalTax.ExceptedAmount).toBe('787');
    expect(r.AdditionalTax.SubjectAmount).toBe('213');
    expect(r.AdditionalTax.Amount).toBe('21.3');
  });
});

describe('The ten-year rule (Huepare CPA, "Inherited IRAs: annual RMDs begin in 2025")', () => {
  // huepare.cpa: "A 10-year clean-out rule generally applies to IRAs inherited after 2019. ... So, if an
  // IRA owner dies in October 2024, the beneficiary must clean out the IRA no later than December 31,
  // 2034. ... If an IRA owner dies before his or her RMD beginning date, then beneficiaries needn't take
  // annual distributions. ... Note that although beneficiaries of Roth IRAs inherited after 2019 are
  // also subject to the 10-year cleanout rule, they do not have to take annual RMDs over those 10
  // years." Birth dates and the day in October are chosen; the Roth owner is past the age at which a
  // traditional IRA owner's RMDs would have begun.
  const tenYears = (AccountTypeCode: string, DecedentDateOfBirth: string, DecedentDiedOnOrAfterRbd: boolean) =>
    inheritedIraSchedule(catalog, {
      AccountTypeCode,
      DecedentDateOfBirth,
      DecedentDateOfDeath: '2024-10-15',
      DecedentDiedOnOrAfterRbd,
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
      BeneficiaryDistributionDecision: 'TenYearRule',
      BeneficiaryDateOfBirth: '1980-03-03',
    } as Any) as Any;

  it('Huepare: traditional IRA owner dies October 2024 before the RBD: empty by 2034-12-31, no annual RMDs', () => {
    const r = ok(tenYears('inherited-traditional-ira', '1960-02-02', false));
    expect(r.FinalDistributionYear).toBe(2034);
    expect(r.FinalDistributionDeadline).toBe('2034-12-31');
    const early = r.Years.filter((e: Any) => e.Year >= 2025 && e.Year <= 2033);
    expect(early.every((e: Any) => e.AnnualDistributionRequired === false)).toBe(true);
  });

  it('Huepare: an inherited Roth IRA (owner 80, died October 2024): no annual RMDs, empty by 2034-12-31', () => {
    const r = ok(tenYears('inherited-roth-ira', '1944-01-01', true));
    expect(r.FinalDistributionYear).toBe(2034);
    expect(r.FinalDistributionDeadline).toBe('2034-12-31');
    const early = r.Years.filter((e: Any) => e.Year >= 2025 && e.Year <= 2033);
    expect(early.length).toBe(9);
    expect(early.every((e: Any) => e.AnnualDistributionRequired === false)).toBe(true);
  });
});

describe('Recharacterization deadline (Marathon Wealth, "Recharacterizing an IRA/Roth Contribution")', () => {
  // marathonwealth.net, "1. Meet the deadline. A recharacterization must be completed by October 15 of
  // the year after the year for which the contribution was made. That means that a January 10
  // contribution for the prior year must be recharacterized by October 15 of the current year, but a
  // January 10 contribution made for the current year can be recharacterized through October 15 of the
  // following year." With 2025 as the current year: 2025-10-15 and 2026-10-15 (both weekdays). The
  // amounts and balances are chosen (no earnings).
  const rechar = (TaxYear: number, RecharacterizationDate: string) =>
    checkRecharacterization(catalog, {
      From: { AccountId: 'R-1', AccountTypeCode: 'roth-ira', OwnerId: 'o' },
      To: { AccountId: 'T-1', AccountTypeCode: 'traditional-ira', OwnerId: 'o' },
      Contribution: { Kind: 'Regular', Amount: '5000', ContributionDate: '2025-01-10', TaxYear },
      Amount: '5000',
      RecharacterizationDate,
      AdjustedOpeningBalance: '5000',
      AdjustedClosingBalance: '5000',
    } as Any) as Any;

  it('Marathon: a 2025-01-10 contribution for 2024 may be recharacterized through 2025-10-15, not after', () => {
    const r = ok(rechar(2024, '2025-10-15'));
    expect(r.Deadline).toBe('2025-10-15');
    expect(rechar(2024, '2025-10-16').ok).toBe(false);
  });

  it('Marathon: a 2025-01-10 contribution for 2025 may be recharacterized through 2026-10-15', () => {
    const r = ok(rechar(2025, '2026-10-15'));
    expect(r.Deadline).toBe('2026-10-15');
    expect(rechar(2025, '2026-10-16').ok).toBe(false);
  });
});
