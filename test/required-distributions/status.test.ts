import { describe, expect, it } from 'vitest';
import {
  defaultCatalog,
  type RequiredDistributionAccount,
  type RequiredDistributionFacts,
  type RequiredDistributionStatus,
  requiredDistributionStatus,
} from '../../src/index.js';

const status = (facts: RequiredDistributionFacts, year: number): RequiredDistributionStatus => {
  const r = requiredDistributionStatus(defaultCatalog, facts, year);
  if (!r.ok) throw new Error(r.Message);
  return r;
};
// Owner born 1950-06-01: applicable age 72 (first year 2022, RBD 2023-04-01); Uniform 75 = 24.6 in 2025.
const owner = { OwnerId: 'ann', OwnerDateOfBirth: '1950-06-01' } as const;
const ira = (
  AccountId: string,
  AccountTypeCode: string,
  value: string,
  paid: [string, string][] = [],
): RequiredDistributionAccount => ({
  AccountId,
  AccountTypeCode,
  ...owner,
  YearEndValues: [{ Year: 2024, Value: value }],
  Distributions: paid.map(([on, Amount]) => ({ Date: on, Amount })),
});
const group = (r: RequiredDistributionStatus, key: string) => r.Groups.find((g) => g.GroupKey === key)!;

describe('requiredDistributionStatus: per account, per group and per owner', () => {
  it(
    "an owner's SEP and SIMPLE IRAs satisfy each other (26 CFR 1.408-8(e)): the whole 2025 total taken from " + 'one',
    () => {
      const r = status(
        {
          Accounts: [
            ira('sep', 'sep-ira', '100000'),
            ira('simple', 'simple-ira', '50000', [['2025-11-01', '6097.56']]),
          ],
        },
        2025,
      );
      const sep = r.Accounts.find((a) => a.AccountId === 'sep')!;
      expect(sep).toMatchObject({
        RequiredAmount: '4065.04',
        Distributed: '0.00',
        RemainingIfAlone: '4065.04',
        Deadline: '2025-12-31',
        GroupKey: 'OwnerIras:ann',
      });
      expect(group(r, 'OwnerIras:ann')).toMatchObject({
        Aggregation: 'OwnerIras',
        RequiredAmount: '6097.56',
        Counted: '6097.56',
        Remaining: '0.00',
        Status: 'Satisfied',
        Excise: null,
      });
      expect(r.Owners).toEqual([
        {
          OwnerId: 'ann',
          GroupKeys: ['OwnerIras:ann'],
          RequiredAmount: '6097.56',
          Remaining: '0.00',
          Status: 'Satisfied',
        },
      ]);
    },
  );
  it(
    'a Roth IRA has no lifetime requirement and belongs to no group (408A(c)(5)); its distributions satisfy ' +
      'nothing',
    () => {
      const roth = { ...ira('roth', 'roth-ira', '90000', [['2025-03-01', '9000']]) };
      const r = status({ Accounts: [ira('sep', 'sep-ira', '100000'), roth] }, 2025);
      expect(r.Accounts.find((a) => a.AccountId === 'roth')).toMatchObject({ Required: false, GroupKey: null });
      expect(group(r, 'OwnerIras:ann')).toMatchObject({ Remaining: '4065.04', Status: 'Outstanding' });
    },
  );
  it('an employer plan stands alone (1.401(a)(9)-8): an IRA overpayment does not cover it, nor the reverse', () => {
    const plan: RequiredDistributionAccount = {
      ...ira('esop', 'employee-stock-ownership-plan', '100000'),
      FivePercentOwner: true,
    };
    const r = status({ Accounts: [ira('sep', 'sep-ira', '100000', [['2025-02-01', '10000']]), plan] }, 2025);
    expect(group(r, 'OwnerIras:ann')).toMatchObject({ Status: 'Satisfied' });
    expect(group(r, 'Plan:esop')).toMatchObject({
      Aggregation: 'Alone',
      RequiredAmount: '4065.04',
      Remaining: '4065.04',
      Status: 'Outstanding',
    });
    expect(r.Owners[0]!.Status).toBe('Outstanding');
  });
  it(
    'an employer plan participant still working has no requirement until retirement (401(a)(9)(C)(i)(II)); ' +
      'unknown retirement is Unchecked',
    () => {
      const working: RequiredDistributionAccount = {
        ...ira('esop', 'employee-stock-ownership-plan', '100000'),
        PlanRetirementYear: 2026,
      };
      expect(status({ Accounts: [working] }, 2025).Accounts[0]).toMatchObject({
        Required: false,
        FirstDistributionYear: 2026,
      });
      const retiredFirstYear = status({ Accounts: [{ ...working, PlanRetirementYear: 2025 }] }, 2025).Accounts[0]!;
      expect(retiredFirstYear).toMatchObject({ Required: true, Deadline: '2026-04-01' });
      const unknown = status({ Accounts: [ira('esop', 'employee-stock-ownership-plan', '100000')] }, 2025);
      expect(unknown.Accounts[0]).toMatchObject({ Required: null, RequiredAmount: null });
      expect(unknown.Accounts[0]!.Unchecked[0]).toMatch(/^PlanRetirementYear/);
      expect(unknown.Groups[0]!.Status).toBe('Unknown');
    },
  );
  const inherited = (
    AccountId: string,
    DecedentId: string,
    value: string,
    paid: [string, string][] = [],
  ): RequiredDistributionAccount => ({
    AccountId,
    AccountTypeCode: 'inherited-traditional-ira',
    OwnerId: 'ann',
    YearEndValues: [{ Year: 2024, Value: value }],
    Distributions: paid.map(([on, Amount]) => ({ Date: on, Amount })),
    Inherited: {
      DecedentId,
      DecedentDateOfBirth: '1940-01-01',
      DecedentDateOfDeath: '2021-06-01',
      DecedentDiedOnOrAfterRbd: true,
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
      BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
      BeneficiaryDateOfBirth: '1970-06-01',
    },
  });
  it(
    "inherited IRAs aggregate only with those from the same decedent (1.408-8(e)); never with the owner's " +
      'own IRAs',
    () => {
      const r = status(
        {
          Accounts: [
            inherited('mom-1', 'mom', '50000', [['2025-06-01', '10000']]),
            inherited('mom-2', 'mom', '50000'),
            inherited('dad-1', 'dad', '50000'),
            ira('sep', 'sep-ira', '100000', [['2025-02-01', '20000']]),
          ],
        },
        2025,
      );
      const mom = group(r, 'InheritedTraditionalIra:ann:mom');
      expect(mom.AccountIds).toEqual(['mom-1', 'mom-2']);
      expect(mom.Aggregation).toBe('InheritedFromSameDecedent');
      expect(mom.Status).toBe('Satisfied');
      expect(group(r, 'InheritedTraditionalIra:ann:dad').Status).toBe('Outstanding');
      expect(r.Owners[0]!.GroupKeys).toHaveLength(3);
    },
  );
  it(
    'first distribution year: due by the RBD; January-April 1 distributions of the next year count toward ' +
      'it, then not toward the second year (1.401(a)(9)-5)',
    () => {
      // Born 1951-08-01: applicable age 73 in 2024, RBD 2025-04-01; Uniform 73 = 26.5, 74 = 25.5.
      const acct: RequiredDistributionAccount = {
        AccountId: 'sep',
        AccountTypeCode: 'sep-ira',
        OwnerId: 'bo',
        OwnerDateOfBirth: '1951-08-01',
        YearEndValues: [
          { Year: 2023, Value: '26500' },
          { Year: 2024, Value: '25500' },
        ],
        Distributions: [
          { Date: '2025-03-15', Amount: '1000' },
          { Date: '2025-09-01', Amount: '600' },
        ],
      };
      const first = status({ Accounts: [acct], AsOf: '2025-05-01' }, 2024);
      expect(first.Accounts[0]).toMatchObject({
        RequiredAmount: '1000.00',
        Deadline: '2025-04-01',
        Distributed: '1000.00',
      });
      expect(first.Groups[0]).toMatchObject({ Remaining: '0.00', Status: 'Satisfied' });
      const second = status({ Accounts: [acct], AsOf: '2025-05-01' }, 2025);
      expect(second.Groups[0]).toMatchObject({
        RequiredAmount: '1000.00',
        Counted: '600.00',
        Remaining: '400.00',
        Status: 'Open',
        Deadline: '2025-12-31',
      });
    },
  );
  it(
    'excise exposure: 25 percent, 10 percent if corrected by the end of the second year after (4974(a), ' +
      '(e)); Missed after the deadline',
    () => {
      const r = status(
        { Accounts: [ira('sep', 'sep-ira', '100000', [['2025-12-01', '2065.04']])], AsOf: '2026-01-02' },
        2025,
      );
      expect(group(r, 'OwnerIras:ann')).toMatchObject({
        Remaining: '2000.00',
        Status: 'Missed',
        Excise: {
          RatePercent: '25',
          CorrectedRatePercent: '10',
          IfNotCorrected: '500.00',
          IfCorrected: '200.00',
          CorrectionWindowEnds: '2027-12-31',
        },
      });
    },
  );
  it('before 2023 the excise was 50 percent with no corrected rate (SECURE 2.0 sec. 302)', () => {
    // Born 1945: the 2022 amount is due 2022-12-31, a taxable year before 2023. (Born 1950, the
    // 2022 amount is a first-year amount due 2023-04-01, so the 2023 rates apply.)
    const acct = {
      ...ira('sep', 'sep-ira', '0'),
      OwnerDateOfBirth: '1945-01-01',
      YearEndValues: [{ Year: 2021, Value: '100000' }],
    };
    const r = status({ Accounts: [acct] }, 2022);
    expect(r.Groups[0]!.Excise).toMatchObject({ RatePercent: '50', CorrectedRatePercent: null, IfCorrected: null });
  });
  it('2020 was waived (CARES Act): nothing required', () => {
    const r = status(
      {
        Accounts: [
          {
            ...ira('sep', 'sep-ira', '0'),
            OwnerDateOfBirth: '1945-01-01',
            YearEndValues: [{ Year: 2019, Value: '100000' }],
          },
        ],
      },
      2020,
    );
    expect(r.Accounts[0]).toMatchObject({ Required: false });
    expect(r.Groups[0]!.Status).toBe('NotRequired');
  });
  it('relief notices waive the excise on 2021-2024 annual amounts under the ten-year rule (Notice 2024-35)', () => {
    const acct = { ...inherited('mom-1', 'mom', '0'), YearEndValues: [{ Year: 2023, Value: '50000' }] };
    const r = status({ Accounts: [acct], AsOf: '2025-06-01' }, 2024);
    expect(r.Groups[0]).toMatchObject({ PenaltyWaived: true, Excise: null, Status: 'Missed' });
  });
  it('excess-contribution returns and recharacterizations do not count toward the requirement', () => {
    const acct: RequiredDistributionAccount = {
      ...ira('sep', 'sep-ira', '100000'),
      Distributions: [
        { Date: '2025-04-01', Amount: '3000', DistributionReason: 'ExcessContribution' },
        { Date: '2025-04-01', Amount: '1000', DistributionReason: 'Rmd' },
      ],
    };
    expect(status({ Accounts: [acct] }, 2025).Accounts[0]).toMatchObject({
      Distributed: '1000.00',
      RemainingIfAlone: '3065.04',
    });
  });
  it('a missing year-end value leaves the amount Unknown, never assumed', () => {
    const r = status({ Accounts: [{ ...ira('sep', 'sep-ira', '1'), YearEndValues: [] }] }, 2025);
    expect(r.Accounts[0]).toMatchObject({ Required: true, RequiredAmount: null });
    expect(r.Accounts[0]!.Unchecked[0]).toMatch(/PriorYearEndValue/);
    expect(r.Owners[0]).toMatchObject({ RequiredAmount: null, Status: 'Unknown' });
  });
  it('sole spouse beneficiary more than ten years younger: the joint table in the status too', () => {
    const r = status(
      { Accounts: [{ ...ira('sep', 'sep-ira', '100000'), SoleSpouseBeneficiaryDateOfBirth: '1965-03-01' }] },
      2025,
    );
    expect(r.Accounts[0]).toMatchObject({
      Divisor: '28.3',
      Table: 'joint-and-last-survivor-2022',
      RequiredAmount: '3533.57',
    });
  });
  it('bad input is a Failure naming the field, never a throw', () => {
    expect(requiredDistributionStatus(defaultCatalog, { Accounts: [ira('a', 'sep-ira', 'x')] }, 2025)).toMatchObject({
      ok: false,
      ErrorCode: 'InvalidRequest',
    });
    expect(requiredDistributionStatus(defaultCatalog, { Accounts: [ira('a', 'nope', '1')] }, 2025)).toMatchObject({
      ok: false,
      ErrorCode: 'UnknownAccountType',
    });
    expect(
      requiredDistributionStatus(
        defaultCatalog,
        { Accounts: [ira('a', 'sep-ira', '1'), ira('a', 'sep-ira', '1')] },
        2025,
      ).ok,
    ).toBe(false);
  });
});

describe("the year of the owner's death (26 CFR 1.401(a)(9)-5, former Q&A-4(a); 1.408-8; Pub. 590-B)", () => {
  // Decedent born 1940-01-01, died 2024-05-01 after the RBD: 84 in 2024, Uniform Lifetime 16.8.
  const retitled = (
    paid: [string, string][],
    over: Partial<RequiredDistributionAccount['Inherited']> = {},
    values: { Year: number; Value: string }[] = [{ Year: 2023, Value: '168000' }],
  ): RequiredDistributionAccount => ({
    AccountId: 'inh',
    AccountTypeCode: 'inherited-traditional-ira',
    OwnerId: 'ben',
    YearEndValues: values,
    Distributions: paid.map(([on, Amount]) => ({ Date: on, Amount })),
    Inherited: {
      DecedentId: 'mom',
      DecedentDateOfBirth: '1940-01-01',
      DecedentDateOfDeath: '2024-05-01',
      DecedentDiedOnOrAfterRbd: true,
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
      BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
      BeneficiaryDateOfBirth: '1970-06-01',
      ...over,
    },
  });
  it('168,000 / 16.8 = 10,000; the owner took 4,000, the beneficiary 1,000: 5,000 missed, 25% or 10%', () => {
    const r = status(
      {
        AsOf: '2025-01-02',
        Accounts: [
          retitled([
            ['2024-02-01', '4000'],
            ['2024-09-01', '1000'],
          ]),
        ],
      },
      2024,
    );
    expect(r.Accounts[0]).toMatchObject({
      Required: true,
      RequiredAmount: '10000.00',
      Divisor: '16.8',
      Deadline: '2024-12-31',
      Distributed: '5000.00',
      RemainingIfAlone: '5000.00',
    });
    const g = r.Groups[0]!;
    expect(g).toMatchObject({ Status: 'Missed', Remaining: '5000.00' });
    expect(g.Excise).toMatchObject({ IfNotCorrected: '1250.00', IfCorrected: '500.00' });
    expect(r.Accounts[0]!.Sources.join(' ')).toMatch(/54\.4974-1\(g\)\(3\)/);
  });
  it('taken in full in the year of death: Satisfied', () => {
    const r = status({ AsOf: '2025-01-02', Accounts: [retitled([['2024-10-01', '10000']])] }, 2024);
    expect(r.Groups[0]).toMatchObject({ Status: 'Satisfied', Remaining: '0.00' });
  });
  it('a new inherited IRA without the value on December 31, 2023: the amount is unknown and named', () => {
    const r = status({ Accounts: [retitled([], {}, [])] }, 2024);
    expect(r.Accounts[0]).toMatchObject({ Required: true, RequiredAmount: null });
    expect(r.Accounts[0]!.Unchecked.join(' ')).toMatch(/YearEndValues for 2023/);
    expect(r.Groups[0]!.Status).toBe('Unknown');
  });
  it("without the decedent's date of birth the divisor is unknown and named", () => {
    const a = retitled([]);
    const { DecedentDateOfBirth: _, ...inh } = a.Inherited!;
    const r = status({ Accounts: [{ ...a, Inherited: inh }] }, 2024);
    expect(r.Accounts[0]).toMatchObject({ Required: true, RequiredAmount: null });
    expect(r.Accounts[0]!.Unchecked.join(' ')).toMatch(/DecedentDateOfBirth/);
  });
  it('death before the RBD, or a Roth IRA, or 2020 (waived): nothing is due in the year of death', () => {
    const before = status({ Accounts: [retitled([], { DecedentDiedOnOrAfterRbd: false })] }, 2024);
    expect(before.Accounts[0]).toMatchObject({ Required: false, RequiredAmount: '0.00' });
    const roth = { ...retitled([]), AccountTypeCode: 'inherited-roth-ira' };
    expect(status({ Accounts: [roth] }, 2024).Accounts[0]).toMatchObject({ Required: false });
    const in2020 = retitled([], { DecedentDateOfDeath: '2020-05-01' }, [{ Year: 2019, Value: '100000' }]);
    expect(status({ Accounts: [in2020] }, 2020).Accounts[0]).toMatchObject({ Required: false });
  });
  it('a surviving spouse beneficiary: the joint table may give a longer period, named as unchecked', () => {
    const r = status({ Accounts: [retitled([], { BeneficiaryEligibleDesignatedClass: 'SurvivingSpouse' })] }, 2024);
    expect(r.Accounts[0]!.Unchecked.join(' ')).toMatch(/SoleSpouseBeneficiaryDateOfBirth/);
  });
});
