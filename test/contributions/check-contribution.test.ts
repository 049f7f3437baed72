import { describe, expect, it } from 'vitest';
import { check, limitOf } from './helpers.js';

const roth = (Amount: number | string, Owner: object, ContributionDate = '2025-03-01', extra: object = {}) =>
  check({ AccountTypeCode: 'roth-ira', Owner, Contribution: { Amount, ContributionDate }, ...extra });
const single40 = {
  DateOfBirth: '1985-06-01',
  Compensation: 100000,
  FilingStatus: 'Single' as const,
  OtherIraContributions: 0,
};

describe('IRA family: annual limit, catch-up, compensation, Roth phase-out', () => {
  it('2025 limit 7,000 (IRS IRA contribution limits page)', () => {
    expect(roth(7000, { ...single40, ModifiedAgi: 90000 })).toMatchObject({
      ok: true,
      AcceptedAmount: '7000',
      Basis: '7000',
      TaxTreatment: 'AfterTax',
      CountsTowardCap: true,
      Unchecked: [],
    });
    expect(roth('7000.01', { ...single40, ModifiedAgi: 90000 })).toMatchObject({
      ok: false,
      ErrorCode: 'ContributionLimitExceeded',
      Limit: '7000',
      ComparedWith: '7000.01',
      Rule: 'ira-annual-limit',
    });
  });
  it(
    'catch-up at 50 by the end of the year, 219(b)(5)(B): born 1975-12-31 may give 8,000 for 2025, born ' +
      '1976-01-01 may not',
    () => {
      expect(roth(8000, { ...single40, ModifiedAgi: 1, DateOfBirth: '1975-12-31' }).ok).toBe(true);
      expect(roth(8000, { ...single40, ModifiedAgi: 1, DateOfBirth: '1976-01-01' })).toMatchObject({
        ok: false,
        Limit: '7000',
      });
    },
  );
  it('2026 limit 7,500 + 1,100 catch-up (Notice 2025-67)', () => {
    expect(
      limitOf(roth(1, { ...single40, DateOfBirth: '1960-01-01', ModifiedAgi: 1 }, '2026-02-01'), 'ira-annual-limit'),
    ).toBe('8600');
  });
  it(
    'Roth phase-out, Pub. 590-A Worksheet 2-2 arithmetic: 2025 single MAGI 155,000 -> 4,670 (7,000 x ' +
      '10,000/15,000 = 4,666.67, rounded up to the next $10)',
    () => {
      const r = roth(4670, { ...single40, ModifiedAgi: 155000 });
      expect(r.ok).toBe(true);
      expect(limitOf(r, 'roth-income-phase-out')).toBe('4670');
      expect(roth(4671, { ...single40, ModifiedAgi: 155000 })).toMatchObject({
        ok: false,
        Rule: 'roth-income-phase-out',
        Limit: '4670',
      });
    },
  );
  it(
    'Roth phase-out rounding rule, 219(g)(2)(B)-(C): 240 at MAGI 164,500; the 200 minimum at 164,900; ' +
      'nothing at 165,000',
    () => {
      expect(limitOf(roth(1, { ...single40, ModifiedAgi: 164500 }), 'roth-income-phase-out')).toBe('240');
      expect(limitOf(roth(1, { ...single40, ModifiedAgi: 164900 }), 'roth-income-phase-out')).toBe('200');
      expect(roth(1, { ...single40, ModifiedAgi: 165000 })).toMatchObject({ ok: false, Limit: '0' });
    },
  );
  it(
    'Roth phase-out MFJ 2026 with catch-up: 8,600 x 7,000/10,000 = 6,020 at MAGI 245,000 (Notice 2025-67 ' +
      'range 242k-252k)',
    () => {
      expect(
        limitOf(
          roth(
            1,
            { ...single40, DateOfBirth: '1970-01-01', FilingStatus: 'MarriedFilingJointly', ModifiedAgi: 245000 },
            '2026-02-01',
          ),
          'roth-income-phase-out',
        ),
      ).toBe('6020');
    },
  );
  it('Roth phase-out MFS 0-10,000 (408A(c)(3)(B)(ii)) unless lived apart all year (then single)', () => {
    const mfs = { ...single40, FilingStatus: 'MarriedFilingSeparately' as const, ModifiedAgi: 5000 };
    expect(limitOf(roth(1, mfs), 'roth-income-phase-out')).toBe('3500');
    expect(limitOf(roth(1, { ...mfs, LivedApartFromSpouseAllYear: true }), 'roth-income-phase-out')).toBe('7000');
  });
  it('the phase-out base is compensation when lower (worksheet line 6)', () => {
    expect(limitOf(roth(1, { ...single40, Compensation: 3000, ModifiedAgi: 157500 }), 'roth-income-phase-out')).toBe(
      '1500',
    );
  });
  it("the annual limit is shared with the owner's other IRAs when stated, and listed as unchecked when not", () => {
    expect(roth(2500, { ...single40, ModifiedAgi: 1, OtherIraContributions: 5000 })).toMatchObject({
      ok: false,
      ComparedWith: '7500',
      Remaining: '2000',
    });
    const { OtherIraContributions: _omit, ...noOther } = single40;
    const r = roth(100, { ...noOther, ModifiedAgi: 1 });
    expect(r.ok && r.Unchecked).toEqual(['OtherIraContributions', 'OtherRothIraContributions']);
  });
  it('facts not supplied are not invented: each missing fact is listed', () => {
    const r = roth(100, {});
    expect(r.ok).toBe(true);
    expect(new Set(r.ok ? r.Unchecked : [])).toEqual(
      // SpouseCompensation: without a filing status a joint return (219(c)) is possible.
      new Set([
        'DateOfBirth',
        'OtherIraContributions',
        'Compensation',
        'SpouseCompensation',
        'ModifiedAgi',
        'FilingStatus',
      ]),
    );
  });
  it('history of the same tax year counts; another year does not', () => {
    const History = [
      { Amount: 6000, ContributionSource: 'Participant' as const, ContributionDate: '2025-02-01', TaxYear: 2024 },
      { Amount: 6000, ContributionSource: 'Participant' as const, ContributionDate: '2025-02-02' },
    ];
    expect(roth(1000, { ...single40, ModifiedAgi: 1 }, '2025-03-01', { History }).ok).toBe(true);
    expect(roth('1000.01', { ...single40, ModifiedAgi: 1 }, '2025-03-01', { History })).toMatchObject({
      ok: false,
      ComparedWith: '7000.01',
    });
  });
  it("child Roth IRA: not more than the child's includible compensation (219(b)(1)(B))", () => {
    const q = (Amount: string) =>
      check({
        AccountTypeCode: 'child-roth-ira',
        Owner: {
          DateOfBirth: '2012-01-01',
          Compensation: 3000,
          ModifiedAgi: 3000,
          FilingStatus: 'Single',
          OtherIraContributions: 0,
        },
        Contribution: { Amount, ContributionDate: '2025-06-01' },
      });
    expect(q('3000').ok).toBe(true);
    expect(q('3000.01')).toMatchObject({ ok: false, Rule: 'compensation-limit', Limit: '3000' });
  });
  it("spousal Roth IRA: the couple's compensation less the working spouse's IRA contributions (219(c))", () => {
    const owner = {
      DateOfBirth: '1985-01-01',
      Compensation: 0,
      SpouseCompensation: 10000,
      SpouseIraContributions: 7000,
      FilingStatus: 'MarriedFilingJointly' as const,
      ModifiedAgi: 10000,
      OtherIraContributions: 0,
    };
    const q = (Amount: number, o: object = owner) =>
      check({
        AccountTypeCode: 'spousal-roth-ira',
        Owner: o,
        Contribution: { Amount, ContributionDate: '2025-06-01', ContributionSource: 'Spouse' },
      });
    expect(q(3000).ok).toBe(true);
    expect(q(3001)).toMatchObject({ ok: false, Rule: 'compensation-limit', Limit: '3000' });
    expect(q(100, { ...owner, FilingStatus: 'MarriedFilingSeparately' })).toMatchObject({
      ok: false,
      Rule: 'compensation-limit',
      Limit: '0',
    });
  });
});

describe('SEP, SIMPLE, SARSEP', () => {
  const sep = (Amount: number, Compensation: number, ContributionDate = '2025-06-01') =>
    check({
      AccountTypeCode: 'sep-ira',
      Owner: { Compensation },
      Contribution: { Amount, ContributionDate, ContributionSource: 'Employer' },
    });
  it('SEP: 25 percent of compensation (402(h)(2)(A)): 25,000 on 100,000 in 2025', () => {
    expect(sep(25000, 100000)).toMatchObject({ ok: true, TaxTreatment: 'ExcludedFromIncome', Basis: '0' });
    expect(sep(25001, 100000)).toMatchObject({ ok: false, Rule: 'sep-percent-of-compensation', Limit: '25000' });
  });
  it('SEP: compensation capped at 350,000 (401(a)(17), 2025) and the 70,000 dollar cap (415(c))', () => {
    const r = sep(70001, 400000);
    expect(r).toMatchObject({ ok: false, Rule: 'sep-dollar-cap', Limit: '70000' });
    expect(limitOf(r, 'sep-percent-of-compensation')).toBe('87500');
    expect(limitOf(sep(1, 400000, '2026-02-01'), 'sep-dollar-cap')).toBe('72000');
  });
  const simple = (Amount: number, DateOfBirth: string, ContributionDate: string) =>
    check({
      AccountTypeCode: 'simple-ira',
      Owner: { DateOfBirth, OtherElectiveDeferrals: 0 },
      Contribution: { Amount, ContributionDate, ContributionSource: 'Participant' },
    });
  it('SIMPLE deferral 16,500 (2025) + 3,500 at 50 + 5,250 instead at 60-63 (IRS COLA page, 414(v)(2)(E))', () => {
    expect(limitOf(simple(1, '1990-01-01', '2025-03-01'), 'simple-deferral-limit')).toBe('16500');
    expect(limitOf(simple(1, '1970-01-01', '2025-03-01'), 'simple-deferral-limit')).toBe('20000');
    expect(limitOf(simple(1, '1964-06-01', '2025-03-01'), 'simple-deferral-limit')).toBe('21750');
    // 65: back to the age-50 catch-up
    expect(limitOf(simple(1, '1960-06-01', '2025-03-01'), 'simple-deferral-limit')).toBe('20000');
    // no 60-63 catch-up before 2025
    expect(limitOf(simple(1, '1964-06-01', '2024-03-01'), 'simple-deferral-limit')).toBe('19500');
  });
  it("SIMPLE employer match: the year's deferrals, up to 3 percent of compensation (408(p)(2)(A)(iii))", () => {
    const History = [{ Amount: 10000, ContributionSource: 'Participant' as const, ContributionDate: '2025-03-01' }];
    const q = (Amount: number, Compensation: number) =>
      check({
        AccountTypeCode: 'simple-ira',
        Account: { SimpleEmployerContribution: 'Match' },
        Owner: { Compensation },
        History,
        Contribution: { Amount, ContributionDate: '2025-06-01', ContributionSource: 'Employer' },
      });
    expect(q(3000, 100000).ok).toBe(true);
    expect(q(3001, 100000)).toMatchObject({ ok: false, Limit: '3000' });
    expect(q(10001, 1000000)).toMatchObject({ ok: false, Limit: '10000' });
  });
  it('SIMPLE non-elective 2 percent of compensation limited to 350,000 (408(p)(2)(B), 2025)', () => {
    const r = check({
      AccountTypeCode: 'simple-ira',
      Account: { SimpleEmployerContribution: 'NonElective' },
      Owner: { Compensation: 400000 },
      Contribution: { Amount: 7001, ContributionDate: '2025-06-01', ContributionSource: 'Employer' },
    });
    expect(r).toMatchObject({ ok: false, Limit: '7000' });
  });
  it('SARSEP deferral 23,500 (2025, 402(g)) + 7,500 catch-up at 50', () => {
    const q = (Amount: number, DateOfBirth: string) =>
      check({
        AccountTypeCode: 'sarsep-ira',
        Owner: { DateOfBirth, Compensation: 200000, OtherElectiveDeferrals: 0 },
        Contribution: { Amount, ContributionDate: '2025-06-01' },
      });
    expect(q(23500, '1990-01-01').ok).toBe(true);
    expect(q(23501, '1990-01-01')).toMatchObject({ ok: false, Rule: 'sarsep-deferral-limit', Limit: '23500' });
    expect(q(31000, '1970-01-01').ok).toBe(true);
  });
});

describe('Coverdell ESA', () => {
  const cov = (Amount: number, extra: object = {}, Account: object = { BeneficiaryDateOfBirth: '2015-01-01' }) =>
    check({
      AccountTypeCode: 'coverdell-esa',
      Account,
      Owner: { OtherCoverdellContributions: 0 },
      Contribution: { Amount, ContributionDate: '2025-06-01', ...extra },
    });
  it('2,000 per beneficiary per year (530(b)(1)(A)(iii))', () => {
    expect(cov(2000)).toMatchObject({ ok: true, Basis: '2000' });
    expect(cov(2001)).toMatchObject({ ok: false, Rule: 'coverdell-annual-limit', Limit: '2000' });
  });
  it(
    'contributor phase-out 95,000-110,000 single (530(c)(1)): 2,000 x 10,000/15,000 = 1,333.33 at MAGI ' + '100,000',
    () => {
      const r = check({
        AccountTypeCode: 'coverdell-esa',
        Account: { BeneficiaryDateOfBirth: '2015-01-01' },
        Owner: { ModifiedAgi: 100000, FilingStatus: 'Single', OtherCoverdellContributions: 0 },
        History: [
          { Amount: 1000, ContributionSource: 'Participant', ContributionDate: '2025-02-01', ContributorId: 'aunt' },
        ],
        Contribution: { Amount: 500, ContributionDate: '2025-06-01', ContributorId: 'uncle' },
      });
      expect(r.ok).toBe(true); // the uncle's own 500 is under his 1,333.33
      expect(limitOf(r, 'coverdell-contributor-phase-out')).toBe('1333.33');
    },
  );
  it('no contribution after the day the beneficiary attains 18 (530(b)(1)(A)(ii)), unless special needs', () => {
    // Contributed 2025-06-01: the 18th birthday was 2025-05-31 (refused), is that day (accepted) or is tomorrow.
    expect(cov(100, {}, { BeneficiaryDateOfBirth: '2007-05-31' })).toMatchObject({
      ok: false,
      ErrorCode: 'ContributionYearNotAllowed',
    });
    expect(cov(100, {}, { BeneficiaryDateOfBirth: '2007-06-01' }).ok).toBe(true);
    expect(cov(100, {}, { BeneficiaryDateOfBirth: '2007-06-02' }).ok).toBe(true);
    expect(cov(100, {}, { BeneficiaryDateOfBirth: '2000-01-01', BeneficiaryIsSpecialNeeds: true }).ok).toBe(true);
  });
});

describe('Trump account (530A)', () => {
  const trump = (
    Amount: number | string,
    ContributionSource: string,
    ContributionDate: string,
    History: object[] = [],
    dob = '2020-05-01',
  ) =>
    check({
      AccountTypeCode: 'trump-account',
      Account: { BeneficiaryDateOfBirth: dob },
      History: History as never,
      Contribution: { Amount, ContributionDate, ContributionSource: ContributionSource as never },
    });
  it('nothing before 2026-07-04 (530A(b)(1)(C)(i)(I))', () => {
    expect(trump(100, 'Participant', '2026-07-03')).toMatchObject({
      ok: false,
      ErrorCode: 'ContributionYearNotAllowed',
      Limit: '2026-07-04',
    });
    expect(trump(100, 'Participant', '2026-07-04').ok).toBe(true);
  });
  it(
    'the growth period ends December 31 of the year before 18 (530A(b)(1)(C)(ii)); after it a contribution is ' +
      'one to a traditional IRA (530A(a); Notice 2025-68)',
    () => {
      expect(trump(100, 'Participant', '2027-12-31', [], '2010-03-01').ok).toBe(true);
      const after = (Amount: number, ContributionSource: string, Compensation?: number) =>
        check({
          AccountTypeCode: 'trump-account',
          Account: { BeneficiaryDateOfBirth: '2010-03-01' },
          Owner: { DateOfBirth: '2010-03-01', ...(Compensation !== undefined ? { Compensation } : {}) },
          History: [],
          Contribution: { Amount, ContributionDate: '2028-01-02', ContributionSource: ContributionSource as never },
        });
      // The traditional IRA's rules: the 2028 limit is not in the catalog yet, so a 2027 tax year is used below.
      const r = check({
        AccountTypeCode: 'trump-account',
        Account: { BeneficiaryDateOfBirth: '2009-03-01' },
        Owner: { DateOfBirth: '2009-03-01', Compensation: 3000 },
        History: [],
        Contribution: {
          Amount: 3000,
          ContributionDate: '2027-02-01',
          ContributionSource: 'Participant',
          TaxYear: 2027,
        },
      });
      expect(r).toMatchObject({ ok: true });
      expect(r.Checks?.[0]).toMatchObject({ Rule: 'after-growth-period', Limit: 'after 2026-12-31', Passed: true });
      expect(r.Checks?.map((c) => c.Rule)).toContain('compensation-limit');
      const over = check({
        AccountTypeCode: 'trump-account',
        Account: { BeneficiaryDateOfBirth: '2009-03-01' },
        Owner: { DateOfBirth: '2009-03-01', Compensation: 3000 },
        History: [],
        Contribution: {
          Amount: 3000.01,
          ContributionDate: '2027-02-01',
          ContributionSource: 'Participant',
          TaxYear: 2027,
        },
      });
      expect(over).toMatchObject({ ok: false, ErrorCode: 'ContributionLimitExceeded', Rule: 'compensation-limit' });
      // A contribution made after the growth period for one of its years stays the growth rules' (refused).
      const late = check({
        AccountTypeCode: 'trump-account',
        Account: { BeneficiaryDateOfBirth: '2009-03-01' },
        Owner: { DateOfBirth: '2009-03-01', Compensation: 3000 },
        History: [],
        Contribution: { Amount: 100, ContributionDate: '2027-02-01', ContributionSource: 'Participant', TaxYear: 2026 },
      });
      expect(late).toMatchObject({ ok: false });
      expect(late.Checks?.map((c) => c.Rule) ?? []).not.toContain('after-growth-period');
      // Nothing before 2026-07-04 even when the growth period ended earlier (530A(b)(1)(C)(i)(I)).
      const early = check({
        AccountTypeCode: 'trump-account',
        Account: { BeneficiaryDateOfBirth: '2008-06-01' },
        Owner: { DateOfBirth: '2008-06-01', Compensation: 5000 },
        History: [],
        Contribution: { Amount: 3000, ContributionDate: '2026-03-01', ContributionSource: 'Participant' },
      });
      expect(early).toMatchObject({ ok: false, ErrorCode: 'ContributionYearNotAllowed' });
      // Employer and pilot money end with the growth period: a traditional IRA takes neither.
      expect(after(100, 'Employer', 50000)).toMatchObject({ ok: false });
      expect(after(100, 'FederalPilot', 50000)).toMatchObject({ ok: false });
    },
  );
  it('ContributionSource is required', () => {
    expect(
      check({
        AccountTypeCode: 'trump-account',
        Account: { BeneficiaryDateOfBirth: '2020-01-01' },
        Contribution: { Amount: 1, ContributionDate: '2026-08-01' },
      }),
    ).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest' });
  });
  it('the 5,000 cap counts Participant and Employer money; FederalPilot, QualifiedGeneral and Rollover do not', () => {
    const H = [
      { Amount: 3000, ContributionSource: 'Participant', ContributionDate: '2026-07-10' },
      { Amount: 2000, ContributionSource: 'Employer', ContributionDate: '2026-07-11' },
      { Amount: 1000, ContributionSource: 'FederalPilot', ContributionDate: '2026-07-12' },
      { Amount: 250, ContributionSource: 'QualifiedGeneral', ContributionDate: '2026-07-13' },
    ];
    expect(trump('0.01', 'Participant', '2026-09-01', H)).toMatchObject({
      ok: false,
      Rule: 'trump-annual-limit',
      Limit: '5000',
      ComparedWith: '5000.01',
    });
    expect(trump(500, 'QualifiedGeneral', '2026-09-01', H)).toMatchObject({
      ok: true,
      CountsTowardCap: false,
      Basis: '0',
    });
    expect(trump(20000, 'Rollover', '2026-09-01', H)).toMatchObject({ ok: true, CountsTowardCap: false });
    expect(trump(100, 'Participant', '2027-01-02', H).ok).toBe(true); // a new calendar year
  });
  it('the employer exclusion is capped separately at 2,500 (128(b))', () => {
    expect(trump(2500, 'Employer', '2026-08-01')).toMatchObject({
      ok: true,
      Basis: '0',
      TaxTreatment: 'ExcludedFromIncome',
    });
    expect(trump(2501, 'Employer', '2026-08-01')).toMatchObject({
      ok: false,
      Rule: 'trump-employer-exclusion',
      Limit: '2500',
    });
  });
  it('the pilot contribution is one 1,000 (6434), for a child born 2025 through 2028 (6434(b))', () => {
    const born2025 = '2025-03-01';
    expect(trump(1000, 'FederalPilot', '2026-08-01', [], born2025)).toMatchObject({ ok: true, Basis: '0' });
    expect(
      trump(
        1000,
        'FederalPilot',
        '2027-08-01',
        [{ Amount: 1000, ContributionSource: 'FederalPilot', ContributionDate: '2026-08-01' }],
        born2025,
      ),
    ).toMatchObject({ ok: false, Rule: 'trump-pilot-contribution' });
    for (const [dob, ok] of [
      ['2024-12-31', false],
      ['2025-01-01', true],
      ['2028-12-31', true],
      ['2029-01-01', false],
    ] as const)
      expect(trump(1000, 'FederalPilot', '2029-08-01', [], dob)).toMatchObject(
        ok ? { ok } : { ok, ErrorCode: 'ContributionYearNotAllowed', Rule: 'trump-pilot-eligible-child' },
      );
    // Without the beneficiary's birth date the window is not checked, and the answer says so.
    expect(
      check({
        AccountTypeCode: 'trump-account',
        Account: {},
        History: [],
        Contribution: { Amount: 1000, ContributionDate: '2026-08-01', ContributionSource: 'FederalPilot' },
      }),
    ).toMatchObject({ ok: true, Unchecked: expect.arrayContaining(['BeneficiaryDateOfBirth']) });
    // Other money is not bound to the birth window.
    expect(trump(1000, 'Participant', '2026-08-01')).toMatchObject({ ok: true });
    expect(trump(1000, 'FederalPilot', '2026-08-01', [], '2020-05-01')).toMatchObject({ ok: false });
  });
  it('basis only from after-tax (Participant) money', () => {
    expect(trump(1234.56, 'Participant', '2026-08-01')).toMatchObject({
      ok: true,
      Basis: '1234.56',
      TaxTreatment: 'AfterTax',
    });
  });
  it('Spouse money is not accepted', () => {
    expect(trump(1, 'Spouse', '2026-08-01')).toMatchObject({
      ok: false,
      ErrorCode: 'InvalidRequest',
      Errors: [{ ErrorCode: 'ContributionSourceNotPermitted' }],
    });
  });
});

describe('PLESA, HRA, LSA, commuter, FSAs, inherited and deposit accounts', () => {
  const plesa = (
    Amount: number,
    ContributionDate: string,
    Account: object = { IsNonHighlyCompensated: true },
    Balances: object = { ParticipantPrincipal: 2400 },
  ) =>
    check({
      AccountTypeCode: 'emergency-savings-plesa',
      Account,
      Balances,
      Contribution: { Amount, ContributionDate, PlanYear: Number(ContributionDate.slice(0, 4)) },
    });
  it('PLESA: participant principal cap 2,500 (2025), 2,600 (2026), exclusive of earnings (ERISA 801)', () => {
    expect(plesa(101, '2025-06-01')).toMatchObject({
      ok: false,
      ErrorCode: 'ContributionLimitExceeded',
      Limit: '2500',
      ComparedWith: '2501',
      Remaining: '100',
    });
    expect(plesa(200, '2026-06-01')).toMatchObject({ ok: true, Basis: '200' });
    expect(plesa(1, '2026-06-01', { IsNonHighlyCompensated: true, PlanBalanceCap: 2000 })).toMatchObject({
      ok: false,
      Limit: '2000',
    });
  });
  it('PLESA: only non-highly-compensated employees (402A(e)(1))', () => {
    expect(plesa(1, '2025-06-01', { IsNonHighlyCompensated: false })).toMatchObject({
      ok: false,
      ErrorCode: 'InvalidRequest',
      Errors: [{ ErrorCode: 'HighlyCompensatedEmployeeNotEligible' }],
    });
  });
  it(
    'HRA: employer money only; a participant contribution is ParticipantContributionsNotPermitted (Notice ' +
      '2002-45)',
    () => {
      const hra = (ContributionSource: 'Participant' | 'Employer') =>
        check({
          AccountTypeCode: 'health-reimbursement-arrangement',
          Account: { PlanYear: 2025 },
          Contribution: { Amount: 100, ContributionDate: '2025-02-01', ContributionSource },
        });
      expect(hra('Participant')).toMatchObject({ ok: false, ErrorCode: 'ParticipantContributionsNotPermitted' });
      expect(hra('Employer')).toMatchObject({ ok: true, TaxTreatment: 'ExcludedFromIncome' });
    },
  );
  it('LSA: employer money is taxable wages, never pre-tax (61(a)(1), 3401(a))', () => {
    expect(
      check({
        AccountTypeCode: 'lifestyle-spending-account',
        Account: { PlanYear: 2025 },
        Contribution: { Amount: 500, ContributionDate: '2025-02-01' },
      }),
    ).toMatchObject({ ok: true, ContributionSource: 'Employer', TaxTreatment: 'TaxableWages', Basis: '0' });
  });
  it('commuter: transit and parking each up to 325 a month in 2025 (Rev. Proc. 2024-40), counted separately', () => {
    const H = [
      {
        Amount: 300,
        ContributionSource: 'Participant' as const,
        ContributionDate: '2025-03-01',
        SubAccount: 'Transit' as const,
        BenefitMonth: '2025-03',
        PlanYear: 2025,
      },
    ];
    const com = (Amount: number, SubAccount: 'Transit' | 'Parking' | undefined, BenefitMonth = '2025-03') =>
      check({
        AccountTypeCode: 'commuter-benefits',
        Account: { PlanYear: 2025 },
        History: H,
        Contribution: { Amount, ContributionDate: '2025-03-05', ...(SubAccount ? { SubAccount } : {}), BenefitMonth },
      });
    expect(com(25, 'Transit').ok).toBe(true);
    expect(com(26, 'Transit')).toMatchObject({ ok: false, Limit: '325', ComparedWith: '326' });
    expect(com(325, 'Parking').ok).toBe(true);
    expect(com(325, 'Transit', '2025-04').ok).toBe(true);
    expect(com(10, undefined)).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest' });
  });
  it('health FSA: salary reduction 3,300 per plan year 2025 (125(i)) and not beyond the election', () => {
    const fsa = (Amount: number, AnnualElection: number, PlanYear = 2025) =>
      check({
        AccountTypeCode: 'health-care-fsa',
        Account: { PlanYear, AnnualElection },
        Contribution: { Amount, ContributionDate: `${PlanYear}-02-01` },
      });
    expect(fsa(3300, 3300)).toMatchObject({ ok: true, TaxTreatment: 'PreTaxSalaryReduction' });
    expect(fsa(3301, 5000)).toMatchObject({ ok: false, Rule: 'health-fsa-salary-reduction-limit', Limit: '3300' });
    expect(fsa(2001, 2000)).toMatchObject({ ok: false, Rule: 'annual-election', Limit: '2000' });
    expect(fsa(3400, 3400, 2026).ok).toBe(true);
  });
  it('dependent-care FSA: 5,000 (2025), 7,500 (2026, OBBBA), 3,750 married filing separately (129(a)(2)(A))', () => {
    const dc = (Amount: number, PlanYear: number, FilingStatus?: 'MarriedFilingSeparately' | 'Single') =>
      check({
        AccountTypeCode: 'dependent-care-fsa',
        Account: { PlanYear, AnnualElection: 10000 },
        Owner: { ...(FilingStatus ? { FilingStatus } : {}), SpouseDependentCareContributions: 0 },
        Contribution: { Amount, ContributionDate: `${PlanYear}-02-01` },
      });
    expect(dc(5001, 2025, 'Single')).toMatchObject({ ok: false, Limit: '5000' });
    expect(dc(7500, 2026, 'Single').ok).toBe(true);
    expect(dc(3751, 2026, 'MarriedFilingSeparately')).toMatchObject({ ok: false, Limit: '3750' });
    const r = dc(100, 2026);
    expect(r.ok && r.Unchecked).toContain('FilingStatus');
  });
  it('inherited IRA: no regular contributions (219(d)(4)); a trustee-to-trustee transfer is accepted', () => {
    expect(
      check({
        AccountTypeCode: 'inherited-traditional-ira',
        Contribution: { Amount: 100, ContributionDate: '2025-02-01', ContributionSource: 'Participant' },
      }),
    ).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest' });
    expect(
      check({ AccountTypeCode: 'inherited-roth-ira', Contribution: { Amount: 100, ContributionDate: '2025-02-01' } }),
    ).toMatchObject({ ok: true, ContributionSource: 'Transfer' });
  });
  it('a type without contribution rules says so', () => {
    expect(
      check({
        AccountTypeCode: 'demand-deposit-checking',
        Contribution: { Amount: 100, ContributionDate: '2025-02-01' },
      }),
    ).toMatchObject({ ok: true, Unchecked: ['ContributionRules'], TaxYear: null });
  });
  it('bad input comes back as InvalidRequest with field errors, never a throw', () => {
    expect(
      check({ AccountTypeCode: 'roth-ira', Contribution: { Amount: 0.001, ContributionDate: '2025-02-01' } }),
    ).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest', Errors: [{ FieldName: 'Amount' }] });
    expect(
      check({ AccountTypeCode: 'roth-ira', Contribution: { Amount: -5, ContributionDate: '2025-02-01' } }),
    ).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest' });
    expect(check({ AccountTypeCode: 'roth-ira', Contribution: null as never })).toMatchObject({
      ok: false,
      ErrorCode: 'InvalidRequest',
    });
    expect(
      check({ AccountTypeCode: 'nope', Contribution: { Amount: 1, ContributionDate: '2025-02-01' } }),
    ).toMatchObject({ ok: false, ErrorCode: 'UnknownAccountType' });
    expect(
      check({
        AccountTypeCode: 'roth-ira',
        Contribution: { Amount: 1, ContributionDate: '2025-02-01' },
        History: [{ Amount: 'x', ContributionSource: 'Participant', ContributionDate: '2025-01-01' }] as never,
      }),
    ).toMatchObject({ ok: false, Errors: [{ FieldName: 'History[0].Amount' }] });
  });
  it('does not mutate its input', () => {
    const q = {
      AccountTypeCode: 'roth-ira',
      Owner: { DateOfBirth: '1970-01-01', Compensation: '50000', ModifiedAgi: 155000, FilingStatus: 'Single' as const },
      History: [{ Amount: 1000, ContributionSource: 'Participant' as const, ContributionDate: '2025-01-05' }],
      Contribution: { Amount: '10.10', ContributionDate: '2025-02-01' },
    };
    const before = JSON.stringify(q);
    const deepFreeze = (o: object): void => {
      Object.freeze(o);
      for (const v of Object.values(o)) if (v && typeof v === 'object') deepFreeze(v);
    };
    deepFreeze(q);
    check(q);
    check(q);
    expect(JSON.stringify(q)).toBe(before);
  });
});

describe('ESOP annual additions (26 U.S.C. 415(c); the plan year as the limitation year)', () => {
  const esop = (Amount: number, PlanYear: number, ContributionDate: string, History: object[] = []) =>
    check({
      AccountTypeCode: 'employee-stock-ownership-plan',
      Owner: { DateOfBirth: '1980-01-01', Compensation: 50000 },
      History: History as never,
      Contribution: { Amount, PlanYear, ContributionDate, ContributionSource: 'Employer' },
    });
  const earlier = [{ Amount: 40000, ContributionSource: 'Employer', ContributionDate: '2026-01-15', PlanYear: 2025 }];
  it('100 percent of compensation per plan year, whatever the calendar year of the deposit', () => {
    expect(esop(20000, 2026, '2026-09-01', earlier)).toMatchObject({ ok: true });
    expect(esop(10000, 2025, '2026-02-01', earlier)).toMatchObject({ ok: true });
    expect(esop(10000.01, 2025, '2026-02-01', earlier)).toMatchObject({
      ok: false,
      ErrorCode: 'ContributionLimitExceeded',
      Rule: 'esop-415c-compensation',
    });
  });
  it('the 415(c)(1)(A) dollar limit: 72,000 for 2026 (Notice 2025-67)', () => {
    const rich = (Amount: number) =>
      check({
        AccountTypeCode: 'employee-stock-ownership-plan',
        Owner: { Compensation: 500000 },
        History: [],
        Contribution: { Amount, PlanYear: 2026, ContributionDate: '2026-06-30', ContributionSource: 'Employer' },
      });
    expect(rich(72000)).toMatchObject({ ok: true });
    expect(rich(72000.01)).toMatchObject({ ok: false, Rule: 'esop-415c-annual-additions' });
  });
});
