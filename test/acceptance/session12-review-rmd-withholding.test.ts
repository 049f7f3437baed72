// Session 12 review: the known gaps of required minimum distributions and withholding, checked
// against 26 U.S.C. 3405(c)(1); 26 CFR 31.3405(c)-1 Q&A-14 (the $200 floor); 26 CFR
// 1.401(a)(9)-5 (former Q&A-4(a)) and 1.408-8 with Pub. 590-B "Beneficiaries" (the year of
// death); 26 U.S.C. 4974(a), (e) as amended by SECURE 2.0 sec. 302 and Form 5329 Part IX (missed
// years). Every figure is typed by hand: Uniform Lifetime (2022) 74 = 25.5, 84 = 16.8; the former
// Uniform Lifetime table 76 = 22.0. Nothing is read from catalog/.
import { describe, expect, it } from 'vitest';
import {
  distributionWithholding,
  type RequiredDistributionAccount,
  type RequiredDistributionFacts,
  type RequiredDistributionStatus,
  requiredDistributionStatus,
  type WithholdingQuery,
  type WithholdingResult,
} from '../../src/index.js';
import { expectOk, INST, openAccount, PLAN_ID, TRUSTEE_ID, withdrawalHost } from '../withdrawals/withdrawal-host.js';
import { catalog } from './helpers.js';

const withhold = (q: Partial<WithholdingQuery>): WithholdingResult => {
  const r = distributionWithholding(catalog, {
    DistributionDate: '2026-03-02',
    Gross: '100',
    Regime: 'EligibleRolloverDistribution',
    ...q,
  });
  if (!r.ok) throw new Error(r.Message);
  return r;
};
const status = (facts: RequiredDistributionFacts, year: number): RequiredDistributionStatus => {
  const r = requiredDistributionStatus(catalog, facts, year);
  if (!r.ok) throw new Error(r.Message);
  return r;
};

describe('1. The $200 floor on eligible rollover distributions (26 CFR 31.3405(c)-1 Q&A-14)', () => {
  it('Q&A-14: 199.99 paid to the distributee withholds nothing; 200.00 withholds 20 percent (40.00)', () => {
    expect(withhold({ Gross: '199.99' })).toMatchObject({ FederalWithheld: '0', Net: '199.99' });
    expect(withhold({ Gross: '200' })).toMatchObject({ FederalRatePercent: '20', FederalWithheld: '40' });
  });

  it(
    '3405(c)(1)(A): under the floor the 10 percent of 3405(b) does not step in either (it never applies to ' +
      'an eligible rollover distribution)',
    () => {
      const r = withhold({ Gross: '150' });
      expect(r.FederalRatePercent).toBe('0');
      expect(r.Reasons.join(' ')).toMatch(/less than 200/);
      expect(r.Sources.join(' ')).toMatch(/3405\(c\)\(1\)\(A\)/);
    },
  );

  it('Q&A-14: the same plan\u2019s distributions of the year are aggregated: 120 after 90 is withheld on (24)', () => {
    expect(withhold({ Gross: '120', PriorEligibleRolloverDistributionsInYear: '90' })).toMatchObject({
      FederalWithheld: '24',
      Net: '96',
    });
  });

  it('W-4R: below the floor the distributee may still ask for withholding (15 percent of 100 = 15)', () => {
    expect(withhold({ FederalElectionPercent: '15' })).toMatchObject({ FederalWithheld: '15', Net: '85' });
  });

  it(
    'decideWithdrawal reads the plan account\u2019s history: 150 withholds 0, the next 60 (year total 210) ' +
      'withholds 12; a new year starts again from zero',
    () => {
      const { host, clientId } = withdrawalHost('2026-03-02', '1960-01-01');
      const id = openAccount(host, clientId, 'employee-stock-ownership-plan', {
        ...INST,
        PlanId: PLAN_ID,
        TrusteeId: TRUSTEE_ID,
      });
      host.deposit(id, { Amount: 5000, ContributionSource: 'Employer', PlanYear: 2026 });
      const take = (Amount: number) =>
        expectOk(host.withdraw(id, { Amount, Currency: 'USD', DistributionReason: 'Normal' })).Result;
      expect(take(150)).toMatchObject({ FederalWithheld: 0, NetAmount: 150 });
      expect(take(60)).toMatchObject({ FederalWithheld: 12, NetAmount: 48 });
      host.today = '2027-01-15';
      expect(take(150)).toMatchObject({ FederalWithheld: 0 });
    },
  );

  it('an IRA distribution is never an eligible rollover distribution for withholding: 10 percent of 150', () => {
    const { host, clientId } = withdrawalHost('2026-03-02', '1960-01-01');
    const id = openAccount(host, clientId, 'traditional-ira', INST);
    host.deposit(id, { Amount: 1000, ContributionSource: 'Rollover' });
    const d = expectOk(host.withdraw(id, { Amount: 150, Currency: 'USD', DistributionReason: 'Normal' }));
    expect(d.Result).toMatchObject({ FederalWithheld: 15 });
  });
});

describe("2. The year of the owner's death (26 CFR 1.401(a)(9)-5; 1.408-8; Pub. 590-B)", () => {
  // Decedent born 1940-01-01 died 2024-05-01 after the RBD: 84 in 2024, Uniform Lifetime 16.8.
  // The IRA retitled to the beneficiary keeps its history: 84,000 on December 31, 2023.
  const retitled = (pays: readonly (readonly [string, string])[]): RequiredDistributionAccount => ({
    AccountId: 'inh',
    AccountTypeCode: 'inherited-traditional-ira',
    OwnerId: 'ben',
    YearEndValues: [{ Year: 2023, Value: '84000' }],
    Distributions: pays.map(([on, Amount]) => ({ Date: on, Amount })),
    Inherited: {
      DecedentId: 'dad',
      DecedentDateOfBirth: '1940-01-01',
      DecedentDateOfDeath: '2024-05-01',
      DecedentDiedOnOrAfterRbd: true,
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
      BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
      BeneficiaryDateOfBirth: '1970-01-01',
    },
  });

  it(
    "Pub. 590-B: 84,000 / 16.8 = 5,000 for 2024; the owner's 2,000 before death counts, 3,000 is due " +
      'from the beneficiary by December 31, 2024',
    () => {
      const r = status({ AsOf: '2024-07-01', Accounts: [retitled([['2024-02-01', '2000']])] }, 2024);
      expect(r.Accounts[0]).toMatchObject({
        Required: true,
        RequiredAmount: '5000.00',
        Divisor: '16.8',
        Deadline: '2024-12-31',
        RemainingIfAlone: '3000.00',
      });
      expect(r.Groups[0]).toMatchObject({ Status: 'Open', Remaining: '3000.00' });
    },
  );

  it('T.D. 10001: the beneficiary\u2019s 3,000 in November satisfies it; the waiver window is stated', () => {
    const pays = [
      ['2024-02-01', '2000'],
      ['2024-11-01', '3000'],
    ] as const;
    const r = status({ AsOf: '2025-01-02', Accounts: [retitled(pays)] }, 2024);
    expect(r.Groups[0]).toMatchObject({ Status: 'Satisfied', Remaining: '0.00' });
    expect(r.Accounts[0]!.Reasons.join(' ')).toMatch(/waived automatically if it is taken by the end of 2025/);
  });

  it('the next year is the beneficiary\u2019s own schedule again (not the owner\u2019s amount)', () => {
    const a = { ...retitled([]), YearEndValues: [{ Year: 2024, Value: '79000' }] };
    const r = status({ Accounts: [a] }, 2025);
    expect(r.Accounts[0]!.Reasons.join(' ')).not.toMatch(/owner died in/);
  });
});

describe('3. Missed years after the first (26 U.S.C. 4974(a), (e); SECURE 2.0 sec. 302; Form 5329 Part IX)', () => {
  // Owner born 1950-06-01: first distribution year 2022; 74 in 2024 (25.5).
  const owner = (values: Record<number, string>, DateOfBirth = '1950-06-01'): RequiredDistributionAccount => ({
    AccountId: 'ira',
    AccountTypeCode: 'traditional-ira',
    OwnerId: 'ann',
    OwnerDateOfBirth: DateOfBirth,
    YearEndValues: Object.entries(values).map(([y, Value]) => ({ Year: Number(y), Value })),
    Distributions: [],
  });

  it(
    "a year's status is read per year: 2024's 1,000 (25,500 / 25.5) untaken, read in 2026, is Missed: " +
      '25 percent (250), 10 percent (100) if corrected by December 31, 2026',
    () => {
      const g = status({ AsOf: '2026-03-01', Accounts: [owner({ 2023: '25500' })] }, 2024).Groups[0]!;
      expect(g).toMatchObject({ Status: 'Missed', Remaining: '1000.00', Deadline: '2024-12-31' });
      expect(g.Excise).toMatchObject({
        RatePercent: '25',
        CorrectedRatePercent: '10',
        IfNotCorrected: '250.00',
        IfCorrected: '100.00',
        CorrectionWindowEnds: '2026-12-31',
      });
    },
  );

  it('before SECURE 2.0 (a 2021 deadline): 50 percent, no correction rate (former Uniform 76 = 22.0)', () => {
    const g = status({ AsOf: '2023-01-01', Accounts: [owner({ 2020: '22000' }, '1945-01-01')] }, 2021).Groups[0]!;
    expect(g).toMatchObject({ Status: 'Missed', Remaining: '1000.00' });
    expect(g.Excise).toMatchObject({ RatePercent: '50', CorrectedRatePercent: null, IfNotCorrected: '500.00' });
  });
});
