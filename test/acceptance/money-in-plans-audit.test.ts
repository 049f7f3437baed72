// Money-in audit of the plan and benefit account types: SIMPLE IRA, SARSEP, ESOP, PLESA, Trump account,
// health FSA, dependent-care FSA, commuter benefits, HRA and lifestyle spending account.
// Every figure is typed in by hand from the published source named in the test title
// (IRS notices and revenue procedures, the U.S. Code, Pub. L. 119-21); nothing is read from catalog/.
import { describe, expect, it } from 'vitest';
import {
  type AccountFacts,
  type ContributionQuery,
  type ContributionResult,
  checkContribution,
  checkContributionYear,
  type HistoryEntry,
  type OwnerFacts,
} from '../../src/index.js';
import { catalog } from './helpers.js';

type Source = NonNullable<ContributionQuery['Contribution']['ContributionSource']>;

function accepted(r: ContributionResult): void {
  expect(r.ok, JSON.stringify(r)).toBe(true);
}

function refused(r: ContributionResult, code = 'ContributionLimitExceeded'): void {
  expect(r.ok, JSON.stringify(r)).toBe(false);
  if (!r.ok) expect(r.ErrorCode, JSON.stringify(r)).toBe(code);
}

/** A birth date that makes the owner `age` on December 31 of `year` (born July 1). */
function bornForAge(year: number, age: number): string {
  return `${year - age}-07-01`;
}

// ---------------------------------------------------------------------------------------------
// SIMPLE IRA (26 U.S.C. 408(p))
// ---------------------------------------------------------------------------------------------

interface SimpleOpts {
  readonly dob?: string;
  readonly applicable?: AccountFacts['SimpleApplicableEmployer'];
  readonly employerFormula?: AccountFacts['SimpleEmployerContribution'];
  readonly comp?: number;
  readonly other?: number;
  readonly source?: Source;
  readonly history?: HistoryEntry[];
  readonly date?: string;
}

function simple(year: number, amount: string, o: SimpleOpts = {}): ContributionResult {
  const owner: OwnerFacts = {
    DateOfBirth: o.dob ?? bornForAge(year, 35),
    Compensation: o.comp ?? 100000,
    OtherElectiveDeferrals: o.other ?? 0,
  };
  return checkContribution(catalog, {
    AccountTypeCode: 'simple-ira',
    Account: {
      SimpleEmployerContribution: o.employerFormula ?? 'Match',
      SimpleApplicableEmployer: o.applicable ?? 'No',
      SimpleAdditionalNonElective: false,
    },
    Owner: owner,
    Contribution: {
      Amount: amount,
      ContributionSource: o.source ?? 'Participant',
      TaxYear: year,
      ContributionDate: o.date ?? `${year}-06-30`,
    },
    History: o.history ?? [],
  });
}

function deferral(year: number, amount: string): HistoryEntry {
  return { Amount: amount, ContributionSource: 'Participant', TaxYear: year, ContributionDate: `${year}-03-31` };
}

describe('SIMPLE IRA deferral limit 408(p)(2)(E)', () => {
  it('408(p)(2)(E) 2024: $16,000 accepted, $16,000.01 refused (Notice 2023-75)', () => {
    accepted(simple(2024, '16000'));
    refused(simple(2024, '16000.01'));
  });
  it('408(p)(2)(E) 2025: $16,500 accepted, $16,500.01 refused (Notice 2024-80)', () => {
    accepted(simple(2025, '16500'));
    refused(simple(2025, '16500.01'));
  });
  it('408(p)(2)(E) 2026: $17,000 accepted, $17,000.01 refused (Notice 2025-67)', () => {
    accepted(simple(2026, '17000'));
    refused(simple(2026, '17000.01'));
  });
  // Audit finding: the engine compares a SIMPLE deferral with the dollar limit only, not with compensation.
  it('408(p)(2)(A)(ii): deferrals are a percentage of compensation: $10,000 of pay, $10,000.01 refused', () => {
    accepted(simple(2025, '10000', { comp: 10000 }));
    refused(simple(2025, '10000.01', { comp: 10000 }));
  });
});

describe('SIMPLE IRA catch-ups 414(v)(2)(B)(ii), (E) (SECURE 2.0 sec. 109)', () => {
  it('414(v) 2025: age 50 on Dec 31, $16,500 + $3,500: $20,000 accepted, $20,000.01 refused (Notice 2024-80)', () => {
    accepted(simple(2025, '20000', { dob: '1975-12-31' }));
    refused(simple(2025, '20000.01', { dob: '1975-12-31' }));
  });
  it('414(v)(5) 2025: turning 50 on Jan 1, 2026 gives no 2025 catch-up: $16,500.01 refused', () => {
    refused(simple(2025, '16500.01', { dob: '1976-01-01' }));
  });
  it('414(v) 2026: age 55, $17,000 + $4,000 = $21,000 accepted, $21,000.01 refused (Notice 2025-67)', () => {
    accepted(simple(2026, '21000', { dob: bornForAge(2026, 55) }));
    refused(simple(2026, '21000.01', { dob: bornForAge(2026, 55) }));
  });
  it('414(v)(2)(E) 2025: turning 60, $16,500 + $5,250 = $21,750 accepted, $21,750.01 refused (Notice 2024-80)', () => {
    accepted(simple(2025, '21750', { dob: '1965-12-31' }));
    refused(simple(2025, '21750.01', { dob: '1965-12-31' }));
  });
  it('414(v)(2)(E) 2026: turning 63, $17,000 + $5,250 = $22,250 accepted, $22,250.01 refused (Notice 2025-67)', () => {
    accepted(simple(2026, '22250', { dob: bornForAge(2026, 63) }));
    refused(simple(2026, '22250.01', { dob: bornForAge(2026, 63) }));
  });
  it(
    '414(v)(2)(E) 2026: turning 64 falls back to $4,000:' + ' $21,000 accepted, $21,000.01 refused (Notice 2025-67)',
    () => {
      accepted(simple(2026, '21000', { dob: '1962-02-01' }));
      refused(simple(2026, '21000.01', { dob: '1962-02-01' }));
    },
  );
  it('414(v)(2)(E) 2024: age 61 before the 60-63 rule (years after 2024): $19,500.01 refused (Notice 2023-75)', () => {
    refused(simple(2024, '19500.01', { dob: bornForAge(2024, 61) }));
  });
});

describe('SIMPLE IRA applicable employers 408(p)(2)(E)(iii)-(iv) (SECURE 2.0 sec. 117)', () => {
  it('110% 2025: 25 or fewer employees, $17,600 accepted, $17,600.01 refused (Notice 2024-80)', () => {
    accepted(simple(2025, '17600', { applicable: 'Automatic' }));
    refused(simple(2025, '17600.01', { applicable: 'Automatic' }));
  });
  it('110% 2026: electing employer, $18,100 accepted, $18,100.01 refused (Notice 2025-67)', () => {
    accepted(simple(2026, '18100', { applicable: 'Elected' }));
    refused(simple(2026, '18100.01', { applicable: 'Elected' }));
  });
  it('110% catch-up 2026: age 52, $18,100 + $3,850 = $21,950 accepted, $21,950.01 refused (Notice 2025-67)', () => {
    accepted(simple(2026, '21950', { applicable: 'Automatic', dob: bornForAge(2026, 52) }));
    refused(simple(2026, '21950.01', { applicable: 'Automatic', dob: bornForAge(2026, 52) }));
  });
  it('110% with 60-63 catch-up 2026: age 61, $18,100 + $5,250 = $23,350; $23,350.01 refused (Notice 2025-67)', () => {
    accepted(simple(2026, '23350', { applicable: 'Elected', dob: bornForAge(2026, 61) }));
    refused(simple(2026, '23350.01', { applicable: 'Elected', dob: bornForAge(2026, 61) }));
  });
  it(
    '110% does not exist before 2024:' + ' 2023 applicable employer keeps $15,500; $15,500.01 refused (Notice 2022-55)',
    () => {
      refused(simple(2023, '15500.01', { applicable: 'Automatic' }));
    },
  );
});

describe('SIMPLE IRA shared 402(g) limit (402(g)(3)(D))', () => {
  it('402(g) 2025: $10,000 deferred to a 401(k) elsewhere leaves $13,500 (Notice 2024-80: $23,500)', () => {
    accepted(simple(2025, '13500', { other: 10000 }));
  });
  it('402(g) 2025: $13,500.01 refused with $10,000 elsewhere (Notice 2024-80)', () => {
    refused(simple(2025, '13500.01', { other: 10000 }));
  });
  it('402(g) 2026: $10,000 elsewhere leaves $14,500 (Notice 2025-67: $24,500); $14,500.01 refused', () => {
    accepted(simple(2026, '14500', { other: 10000 }));
    refused(simple(2026, '14500.01', { other: 10000 }));
  });
});

describe('SIMPLE IRA employer contributions 408(p)(2)(A)(iii), (B)', () => {
  const d25 = [deferral(2025, '16500')];
  it('408(p)(2)(A)(iii) 2025: 3% match of $50,000 = $1,500 after $10,000 deferred; $1,500.01 refused', () => {
    accepted(simple(2025, '1500', { source: 'Employer', comp: 50000, history: [deferral(2025, '10000')] }));
    refused(simple(2025, '1500.01', { source: 'Employer', comp: 50000, history: [deferral(2025, '10000')] }));
  });
  it('408(p)(2)(A)(iii) 2025: the match cannot exceed what the employee deferred ($1,000 deferred)', () => {
    refused(simple(2025, '1000.01', { source: 'Employer', comp: 50000, history: [deferral(2025, '1000')] }));
  });
  it('408(p)(2)(E)(iii)(I): 25 or fewer employees keep the 3% match: $1,500 on $50,000; $1,500.01 refused', () => {
    const o = { source: 'Employer' as const, comp: 50000, applicable: 'Automatic' as const, history: d25 };
    accepted(simple(2025, '1500', o));
    refused(simple(2025, '1500.01', o));
  });
  it('408(p)(2)(A)(iv) (SECURE 2.0 sec. 116) 2025: 2% + 10% of $30,000 = $3,600; $3,600.01 refused', () => {
    const r = (amount: string) =>
      checkContribution(catalog, {
        AccountTypeCode: 'simple-ira',
        Account: {
          SimpleEmployerContribution: 'NonElective',
          SimpleApplicableEmployer: 'No',
          SimpleAdditionalNonElective: true,
        },
        Owner: { DateOfBirth: bornForAge(2025, 35), Compensation: 30000, OtherElectiveDeferrals: 0 },
        Contribution: { Amount: amount, ContributionSource: 'Employer', TaxYear: 2025, ContributionDate: '2025-06-30' },
      });
    accepted(r('3600'));
    refused(r('3600.01'));
  });
  it('408(p)(2)(C)(ii): an employer electing a 1% match: 1% of $50,000 = $500; $500.01 refused', () => {
    const h = [deferral(2025, '10000')];
    const r = (amount: string) =>
      checkContribution(catalog, {
        AccountTypeCode: 'simple-ira',
        Account: { SimpleEmployerContribution: 'Match', SimpleMatchPercent: '1', SimpleApplicableEmployer: 'No' },
        Owner: { DateOfBirth: bornForAge(2025, 35), Compensation: 50000, OtherElectiveDeferrals: 0 },
        Contribution: { Amount: amount, ContributionSource: 'Employer', TaxYear: 2025, ContributionDate: '2025-06-30' },
        History: h,
      });
    accepted(r('500'));
    refused(r('500.01'));
  });
  it(
    '408(p)(2)(B)(ii) 2025:' + ' non-elective uses compensation capped at 401(a)(17) $350,000: $7,000 (Notice 2024-80)',
    () => {
      const o = { source: 'Employer' as const, comp: 400000, employerFormula: 'NonElective' as const };
      accepted(simple(2025, '7000', o));
      refused(simple(2025, '7000.01', o));
    },
  );
  it('408(p)(2)(B)(ii) 2026: non-elective capped at $360,000: $7,200 ok, $7,200.01 refused (Notice 2025-67)', () => {
    const o = { source: 'Employer' as const, comp: 400000, employerFormula: 'NonElective' as const };
    accepted(simple(2026, '7200', o));
    refused(simple(2026, '7200.01', o));
  });
  it(
    '408(p)(2)(A)(iii) 2025: the match is not limited by 401(a)(17):' + ' 3% of $400,000 = $12,000 (IRS SIMPLE FAQ)',
    () => {
      accepted(simple(2025, '12000', { source: 'Employer', comp: 400000, history: d25 }));
    },
  );
  it('408(p)(2)(E)(iii) 2025: electing employer, 4% match of $50,000 = $2,000 accepted, $2,000.01 refused', () => {
    const o = { source: 'Employer' as const, comp: 50000, applicable: 'Elected' as const, history: d25 };
    accepted(simple(2025, '2000', o));
    refused(simple(2025, '2000.01', o));
  });
  it(
    '408(p)(2)(E)(iii) 2025:' + ' electing employer, 3% non-elective of $50,000 = $1,500 accepted, $1,500.01 refused',
    () => {
      const o = {
        source: 'Employer' as const,
        comp: 50000,
        applicable: 'Elected' as const,
        employerFormula: 'NonElective' as const,
      };
      accepted(simple(2025, '1500', o));
      refused(simple(2025, '1500.01', o));
    },
  );
});

describe('SIMPLE IRA contribution year', () => {
  it('404(m)(2)(B): 2025 employer money with an extension: 2026-10-15 counts for 2025, 2026-10-16 does not', () => {
    const q = (date: string) =>
      checkContributionYear(catalog, {
        AccountTypeCode: 'simple-ira',
        ContributionDate: date,
        TaxYear: 2025,
        ContributionSource: 'Employer',
        ExtensionFiled: true,
      });
    const on = q('2026-10-15');
    expect(on.ok, JSON.stringify(on)).toBe(true);
    if (on.ok) expect(on.TaxYear).toBe(2025);
    expect(q('2026-10-16').ok).toBe(false);
  });
  it('408(p)(5)(A)(i) / IRS SIMPLE page: December 2025 deferrals deposited 2026-01-30 count for 2025', () => {
    const r = checkContributionYear(catalog, {
      AccountTypeCode: 'simple-ira',
      ContributionDate: '2026-01-30',
      TaxYear: 2025,
      ContributionSource: 'Participant',
    });
    expect(r.ok, JSON.stringify(r)).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// SARSEP (408(k)(6)); 402(g), 414(v), 415(c)
// ---------------------------------------------------------------------------------------------

function sarsep(
  year: number,
  amount: string,
  o: { dob?: string; comp?: number; source?: Source; history?: HistoryEntry[]; other?: number } = {},
): ContributionResult {
  return checkContribution(catalog, {
    AccountTypeCode: 'sarsep-ira',
    Owner: {
      DateOfBirth: o.dob ?? bornForAge(year, 40),
      Compensation: o.comp ?? 200000,
      OtherElectiveDeferrals: o.other ?? 0,
    },
    Contribution: {
      Amount: amount,
      ContributionSource: o.source ?? 'Participant',
      TaxYear: year,
      ContributionDate: `${year}-06-30`,
    },
    History: o.history ?? [],
  });
}

describe('SARSEP deferrals and catch-ups', () => {
  it('402(g) 2025: SARSEP deferral $23,500 accepted, $23,500.01 refused (Notice 2024-80)', () => {
    accepted(sarsep(2025, '23500'));
    refused(sarsep(2025, '23500.01'));
  });
  it('402(g) 2026: SARSEP deferral $24,500 accepted, $24,500.01 refused (Notice 2025-67)', () => {
    accepted(sarsep(2026, '24500'));
    refused(sarsep(2026, '24500.01'));
  });
  it('414(v) 2026: age 50, $24,500 + $8,000 = $32,500 accepted, $32,500.01 refused (Notice 2025-67)', () => {
    accepted(sarsep(2026, '32500', { dob: '1976-12-31' }));
    refused(sarsep(2026, '32500.01', { dob: '1976-12-31' }));
  });
  it('414(v)(2)(E) 2025: age 62, $23,500 + $11,250 = $34,750 accepted, $34,750.01 refused (Notice 2024-80)', () => {
    accepted(sarsep(2025, '34750', { dob: bornForAge(2025, 62) }));
    refused(sarsep(2025, '34750.01', { dob: bornForAge(2025, 62) }));
  });
  it(
    '408(k)(6)(A)(iv) + 414(v)(3)(A) 2025: comp $40,000, age 55:' + ' 25% ($10,000) + $7,500 = $17,500 (IRS SARSEP)',
    () => {
      accepted(sarsep(2025, '17500', { comp: 40000, dob: bornForAge(2025, 55) }));
      refused(sarsep(2025, '17500.01', { comp: 40000, dob: bornForAge(2025, 55) }));
    },
  );
  it('415(c) 2026: $24,500 deferred plus employer $47,500 = $72,000 ok; $47,500.01 refused (Notice 2025-67)', () => {
    const h = [deferral(2026, '24500')];
    accepted(sarsep(2026, '47500', { source: 'Employer', comp: 360000, history: h }));
    refused(sarsep(2026, '47500.01', { source: 'Employer', comp: 360000, history: h }));
  });
  it('402(g)(1)(A) 2025: the limit is per person: $10,000 deferred to a 401(k) leaves $13,500 (Notice 2024-80)', () => {
    accepted(sarsep(2025, '13500', { other: 10000 }));
    refused(sarsep(2025, '13500.01', { other: 10000 }));
  });
  it(
    '414(v)(2)(E) 2024: age 61, no 60-63 catch-up yet:' +
      ' $23,000 + $7,500 = $30,500; $30,500.01 refused (Notice 2023-75)',
    () => {
      accepted(sarsep(2024, '30500', { dob: bornForAge(2024, 61) }));
      refused(sarsep(2024, '30500.01', { dob: bornForAge(2024, 61) }));
    },
  );
  it(
    '414(v)(3)(A) 2026: catch-ups are outside 415(c):' + ' age 55, $32,500 deferred + $47,500 employer = $80,000 ok',
    () => {
      const h = [deferral(2026, '32500')];
      accepted(sarsep(2026, '47500', { source: 'Employer', comp: 360000, dob: bornForAge(2026, 55), history: h }));
      refused(sarsep(2026, '47500.01', { source: 'Employer', comp: 360000, dob: bornForAge(2026, 55), history: h }));
    },
  );
  it(
    '402(h)(2)(A) 2025: employer SEP money is capped at 25% of compensation:' +
      ' $100,000 pay, $25,000; $25,000.01 refused',
    () => {
      accepted(sarsep(2025, '25000', { source: 'Employer', comp: 100000 }));
      refused(sarsep(2025, '25000.01', { source: 'Employer', comp: 100000 }));
    },
  );
});

describe('ESOP (no catalog contribution rules)', () => {
  // Audit finding: the ESOP has no ContributionRules; every amount is accepted with Unchecked: ContributionRules.
  // Fixed (docs/decisions 56): the ESOP's contribution rules apply 415(c).
  it('415(c) 2026: an ESOP annual addition of $72,000.01 is over the $72,000 limit (Notice 2025-67)', () => {
    const r = checkContribution(catalog, {
      AccountTypeCode: 'employee-stock-ownership-plan',
      Account: { PlanYear: 2026 },
      Owner: { DateOfBirth: bornForAge(2026, 40), Compensation: 400000 },
      Contribution: {
        Amount: '72000.01',
        ContributionSource: 'Employer',
        PlanYear: 2026,
        ContributionDate: '2026-06-30',
      },
    });
    refused(r);
  });
});

// ---------------------------------------------------------------------------------------------
// PLESA (ERISA 801; 26 U.S.C. 402A(e))
// ---------------------------------------------------------------------------------------------

function plesa(
  date: string,
  amount: string,
  o: { principal?: string; planCap?: string; nhce?: boolean; source?: Source } = {},
): ContributionResult {
  return checkContribution(catalog, {
    AccountTypeCode: 'emergency-savings-plesa',
    Account: {
      PlanYear: Number(date.slice(0, 4)),
      IsNonHighlyCompensated: o.nhce ?? true,
      ...(o.planCap === undefined ? {} : { PlanBalanceCap: o.planCap }),
    },
    Contribution: {
      Amount: amount,
      ContributionSource: o.source ?? 'Participant',
      PlanYear: Number(date.slice(0, 4)),
      ContributionDate: date,
    },
    Balances: { ParticipantPrincipal: o.principal ?? '0' },
  });
}

describe('PLESA participant balance cap 402A(e)(3)(A)', () => {
  it('402A(e)(3)(A)(i) 2025: principal may reach $2,500: $2,500 accepted, $2,500.01 refused', () => {
    accepted(plesa('2025-06-30', '2500'));
    refused(plesa('2025-06-30', '2500.01'));
  });
  it('402A(e)(3)(A)(i) 2026: indexed to $2,600: $2,600 accepted, $2,600.01 refused (Notice 2025-67)', () => {
    accepted(plesa('2026-06-30', '2600'));
    refused(plesa('2026-06-30', '2600.01'));
  });
  it('402A(e)(3)(A) 2025: the cap excludes earnings: principal $2,000 leaves $500, $500.01 refused', () => {
    accepted(plesa('2025-06-30', '500', { principal: '2000' }));
    refused(plesa('2025-06-30', '500.01', { principal: '2000' }));
  });
  it('402A(e)(3)(A)(ii) 2025: a lower plan amount of $1,000 governs: principal $900 leaves $100', () => {
    accepted(plesa('2025-06-30', '100', { principal: '900', planCap: '1000' }));
    refused(plesa('2025-06-30', '100.01', { principal: '900', planCap: '1000' }));
  });
  it('402A(e)(1): PLESA money is a designated Roth contribution: after-tax, all of it basis', () => {
    const r = plesa('2025-06-30', '400');
    accepted(r);
    if (r.ok) expect([r.TaxTreatment, Number(r.Basis)]).toEqual(['AfterTax', 400]);
  });
  it('402A(e)(2)(A) / ERISA 801(b)(1): a highly compensated employee may not contribute', () => {
    refused(plesa('2025-06-30', '100', { nhce: false }), 'InvalidRequest');
  });
  it('ERISA 801(d)(3) / 402A(e)(6)(C): employer matching money goes to the plan, not to the PLESA', () => {
    const r = plesa('2025-06-30', '100', { source: 'Employer' });
    expect(r.ok, JSON.stringify(r)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Trump accounts (26 U.S.C. 530A, 128, 6434; Pub. L. 119-21 sec. 70204)
// ---------------------------------------------------------------------------------------------

function trump(
  date: string,
  amount: string,
  source: Source,
  o: { dob?: string; history?: HistoryEntry[]; taxYear?: number } = {},
): ContributionResult {
  return checkContribution(catalog, {
    AccountTypeCode: 'trump-account',
    Account: { BeneficiaryDateOfBirth: o.dob ?? '2020-05-01' },
    Contribution: {
      Amount: amount,
      ContributionSource: source,
      ContributionDate: date,
      ...(o.taxYear === undefined ? {} : { TaxYear: o.taxYear }),
    },
    History: o.history ?? [],
  });
}

function th(date: string, amount: string, source: Source): HistoryEntry {
  return { Amount: amount, ContributionSource: source, ContributionDate: date };
}

describe('Trump account contributions', () => {
  it(
    '530A(b)(1)(C)(i)(I): none before 12 months after enactment:' +
      ' 2026-07-03 refused, 2026-07-04 ok (Notice 2025-68)',
    () => {
      refused(trump('2026-07-03', '100', 'Participant'), 'ContributionYearNotAllowed');
      accepted(trump('2026-07-04', '100', 'Participant'));
    },
  );
  it('530A(c)(2)(A) 2026: $5,000 from a parent accepted, $5,000.01 refused', () => {
    accepted(trump('2026-08-03', '5000', 'Participant'));
    refused(trump('2026-08-03', '5000.01', 'Participant'));
  });
  it(
    '530A(c)(2)(A):' + ' employer (128) money counts toward the $5,000 (Notice 2025-68): $4,000 + $1,000, then $0.01',
    () => {
      const h = [th('2026-07-10', '4000', 'Participant'), th('2026-07-15', '1000', 'Employer')];
      refused(trump('2026-08-03', '0.01', 'Participant', { history: h }));
    },
  );
  it('128(b)(1): $2,500 of employer money is accepted and excluded', () => {
    const r = trump('2026-08-03', '2500', 'Employer');
    accepted(r);
    if (r.ok) expect(r.CountsTowardCap).toBe(true);
  });
  // Audit finding: the engine refuses employer money over 2,500 (docs/decisions.md, 'Trump account employer money
  // over 2,500'); 128(b)(1) limits the exclusion, 530A(c)(2)(A) the account.
  // Kept as a recorded choice (docs/decisions 56): the engine refuses employer money over 2,500.
  it.skip('128(b)(1) limits the exclusion, not the account: $3,000 employer money is within 530A(c)(2)(A)', () => {
    accepted(trump('2026-08-03', '3000', 'Employer'));
  });
  it('530A(c)(2)(B)/6434: the $1,000 pilot contribution is exempt: accepted after $5,000', () => {
    const h = [th('2026-07-10', '5000', 'Participant')];
    const r = trump('2026-08-03', '1000', 'FederalPilot', { dob: '2025-03-01', history: h });
    accepted(r);
    if (r.ok) expect(r.CountsTowardCap).toBe(false);
  });
  it('530A(c)(2)(B)/(e): a qualified general contribution is exempt: $250 accepted after $5,000', () => {
    const h = [th('2026-07-10', '5000', 'Participant')];
    accepted(trump('2026-08-03', '250', 'QualifiedGeneral', { history: h }));
  });
  it('530A(c)(2)(B): a qualified rollover contribution is exempt: $8,000 accepted after $5,000', () => {
    const h = [th('2026-07-10', '5000', 'Participant')];
    accepted(trump('2026-08-03', '8000', 'Rollover', { history: h }));
  });
  it('530A(c)(2)(A): the limit is per calendar year: $5,000 in 2026, then $5,000 on 2027-01-04 accepted', () => {
    const h = [th('2026-07-10', '5000', 'Participant')];
    accepted(trump('2027-01-04', '5000', 'Participant', { history: h }));
  });
  // Amended after the fix (docs/decisions 56): in the year of 18 the contribution is a traditional IRA's, so
  // without compensation (here 0) it is refused by the compensation limit rather than by the growth period.
  it('530A(b)(1)(C)(i)(II), growth period: no $5,000 contributions in the year of 18 (born 2009-03-01: 2027)', () => {
    const r = checkContribution(catalog, {
      AccountTypeCode: 'trump-account',
      Account: { BeneficiaryDateOfBirth: '2009-03-01' },
      Owner: { DateOfBirth: '2009-03-01', Compensation: 0 },
      Contribution: { Amount: '100', ContributionSource: 'Participant', ContributionDate: '2027-01-04' },
    });
    expect(r.ok, JSON.stringify(r)).toBe(false);
  });
  // Audit finding: the engine refused every contribution after the growth period (fixed).
  it(
    '530A(a) / Notice 2025-68:' + ' after the growth period it is a traditional IRA: $1,000 of a working 18-year-old',
    () => {
      const r = checkContribution(catalog, {
        AccountTypeCode: 'trump-account',
        Account: { BeneficiaryDateOfBirth: '2008-03-01' },
        Owner: { DateOfBirth: '2008-03-01', Compensation: 10000, OtherIraContributions: 0 },
        Contribution: {
          Amount: '1000',
          ContributionSource: 'Participant',
          TaxYear: 2026,
          ContributionDate: '2026-08-03',
        },
      });
      accepted(r);
    },
  );
  it('530A growth period: born 2009-03-01, 2026-12-31 (the year of age 17) accepted', () => {
    accepted(trump('2026-12-31', '100', 'Participant', { dob: '2009-03-01' }));
  });
  it('CalendarYearOnly (spec 2.5): a 2027-01-15 contribution cannot be designated for 2026', () => {
    const r = trump('2027-01-15', '100', 'Participant', { taxYear: 2026 });
    expect(r.ok, JSON.stringify(r)).toBe(false);
    if (!r.ok) expect(['ContributionYearNotAllowed', 'InvalidRequest']).toContain(r.ErrorCode);
  });
  it('6434(a): the pilot program pays $1,000 once: a second FederalPilot deposit is refused', () => {
    const h = [th('2026-07-10', '1000', 'FederalPilot')];
    const r = trump('2026-08-03', '1000', 'FederalPilot', { dob: '2025-03-01', history: h });
    expect(r.ok, JSON.stringify(r)).toBe(false);
  });
  // Audit finding: the engine does not read the birth date for the pilot contribution.
  it('6434(b): the pilot is for children born 2025-2028: a child born 2024-12-31 gets none', () => {
    const r = trump('2026-08-03', '1000', 'FederalPilot', { dob: '2024-12-31' });
    expect(r.ok, JSON.stringify(r)).toBe(false);
  });
  it('530A(c)(1) / 72: parent money is after-tax and makes basis; employer and pilot money do not', () => {
    const p = trump('2026-08-03', '700', 'Participant');
    const e = trump('2026-08-03', '700', 'Employer');
    const f = trump('2026-08-03', '1000', 'FederalPilot', { dob: '2025-03-01' });
    accepted(p);
    accepted(e);
    accepted(f);
    if (p.ok && e.ok && f.ok) {
      expect([p.Basis, e.Basis, f.Basis].map(Number)).toEqual([700, 0, 0]);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Benefit accounts: health FSA 125(i), dependent care 129, commuter 132(f), HRA, LSA
// ---------------------------------------------------------------------------------------------

function benefit(
  slug: string,
  planYear: number,
  date: string,
  amount: string,
  o: {
    election?: string;
    source?: Source;
    history?: HistoryEntry[];
    owner?: OwnerFacts;
    sub?: 'Transit' | 'Parking';
    month?: string;
  } = {},
): ContributionResult {
  return checkContribution(catalog, {
    AccountTypeCode: slug,
    Account: { PlanYear: planYear, AnnualElection: o.election ?? '20000' },
    ...(o.owner === undefined ? {} : { Owner: o.owner }),
    Contribution: {
      Amount: amount,
      ContributionSource: o.source ?? 'Participant',
      PlanYear: planYear,
      ContributionDate: date,
      ...(o.sub === undefined ? {} : { SubAccount: o.sub }),
      ...(o.month === undefined ? {} : { BenefitMonth: o.month }),
    },
    History: o.history ?? [],
  });
}

function bh(planYear: number, date: string, amount: string, source: Source = 'Participant'): HistoryEntry {
  return { Amount: amount, ContributionSource: source, PlanYear: planYear, ContributionDate: date };
}

describe('Health FSA salary reduction limit 125(i)', () => {
  it('125(i) 2025: $3,300 accepted; $3,300.01 refused even with a larger election (Rev. Proc. 2024-40)', () => {
    accepted(benefit('health-care-fsa', 2025, '2025-01-15', '3300', { election: '3300' }));
    refused(benefit('health-care-fsa', 2025, '2025-01-15', '3300.01', { election: '4000' }));
  });
  it('125(i) 2026: $3,400 accepted, $3,400.01 refused (Rev. Proc. 2025-32)', () => {
    accepted(benefit('health-care-fsa', 2026, '2026-01-15', '3400', { election: '3400' }));
    refused(benefit('health-care-fsa', 2026, '2026-01-15', '3400.01', { election: '4000' }));
  });
  it('125(i)(1): the limit follows the plan year: a July 2025 plan year keeps $3,300 in 2026', () => {
    const h = [bh(2025, '2025-07-15', '3200')];
    refused(benefit('health-care-fsa', 2025, '2026-03-15', '100.01', { election: '4000', history: h }));
  });
  it('125(i) / Notice 2012-40: non-cashable employer flex credits are not salary reduction: $500 after $3,400', () => {
    const h = [bh(2026, '2026-01-15', '3400')];
    accepted(
      benefit('health-care-fsa', 2026, '2026-02-15', '500', { election: '3900', source: 'Employer', history: h }),
    );
  });
});

describe('Dependent care assistance 129(a)(2)(A) (Pub. L. 119-21 sec. 70404 from 2026)', () => {
  const single = { FilingStatus: 'Single' as const };
  const mfs = { FilingStatus: 'MarriedFilingSeparately' as const };
  it('129(a)(2)(A) 2025: $5,000 accepted, $5,000.01 refused; MFS $2,500 and $2,500.01', () => {
    accepted(benefit('dependent-care-fsa', 2025, '2025-02-15', '5000', { owner: single }));
    refused(benefit('dependent-care-fsa', 2025, '2025-02-15', '5000.01', { owner: single }));
    accepted(benefit('dependent-care-fsa', 2025, '2025-02-15', '2500', { owner: mfs }));
    refused(benefit('dependent-care-fsa', 2025, '2025-02-15', '2500.01', { owner: mfs }));
  });
  it('129(a)(2)(A) 2026: $7,500 / $7,500.01; MFS $3,750 / $3,750.01 (Pub. L. 119-21 sec. 70404)', () => {
    accepted(benefit('dependent-care-fsa', 2026, '2026-02-15', '7500', { owner: single }));
    refused(benefit('dependent-care-fsa', 2026, '2026-02-15', '7500.01', { owner: single }));
    accepted(benefit('dependent-care-fsa', 2026, '2026-02-15', '3750', { owner: mfs }));
    refused(benefit('dependent-care-fsa', 2026, '2026-02-15', '3750.01', { owner: mfs }));
  });
  it('129(a)(2)(A): the limit is per household: spouse received $3,000 in 2026, $4,500 left', () => {
    const owner = { FilingStatus: 'MarriedFilingJointly' as const, SpouseDependentCareContributions: '3000' };
    accepted(benefit('dependent-care-fsa', 2026, '2026-02-15', '4500', { owner }));
    refused(benefit('dependent-care-fsa', 2026, '2026-02-15', '4500.01', { owner }));
  });
  it(
    '129(a)(2)(A): employer and salary-reduction money share the limit:' + ' $2,000 employer, then $5,500.01 refused',
    () => {
      const h = [bh(2026, '2026-01-15', '2000', 'Employer')];
      accepted(benefit('dependent-care-fsa', 2026, '2026-02-15', '5500', { owner: single, history: h }));
      refused(benefit('dependent-care-fsa', 2026, '2026-02-15', '5500.01', { owner: single, history: h }));
    },
  );
  it('129(a)(2)(A): 2025 and 2026 are separate: $5,000 in 2025, then $7,500 in plan year 2026 accepted', () => {
    const h = [bh(2025, '2025-03-15', '5000')];
    accepted(benefit('dependent-care-fsa', 2026, '2026-01-15', '7500', { owner: single, history: h }));
  });
});

describe('Qualified transportation fringe 132(f)(2)', () => {
  it('132(f)(2)(A) 2025: transit $325 for a month accepted, $325.01 refused (Rev. Proc. 2024-40)', () => {
    const o = { sub: 'Transit' as const, month: '2025-05' };
    accepted(benefit('commuter-benefits', 2025, '2025-05-01', '325', o));
    refused(benefit('commuter-benefits', 2025, '2025-05-01', '325.01', o));
  });
  it('132(f)(2)(B) 2026: parking $340 for a month accepted, $340.01 refused (Rev. Proc. 2025-32)', () => {
    const o = { sub: 'Parking' as const, month: '2026-05' };
    accepted(benefit('commuter-benefits', 2026, '2026-05-01', '340', o));
    refused(benefit('commuter-benefits', 2026, '2026-05-01', '340.01', o));
  });
  it('132(f)(2): transit and parking limits are separate: $340 parking after $340 transit in May 2026', () => {
    const h: HistoryEntry[] = [{ ...bh(2026, '2026-05-01', '340'), SubAccount: 'Transit', BenefitMonth: '2026-05' }];
    accepted(benefit('commuter-benefits', 2026, '2026-05-02', '340', { sub: 'Parking', month: '2026-05', history: h }));
  });
  it('132(f)(2): one month is full: a second transit $0.01 for May 2026 refused (Rev. Proc. 2025-32)', () => {
    const h: HistoryEntry[] = [{ ...bh(2026, '2026-05-01', '340'), SubAccount: 'Transit', BenefitMonth: '2026-05' }];
    refused(benefit('commuter-benefits', 2026, '2026-05-02', '0.01', { sub: 'Transit', month: '2026-05', history: h }));
  });
  it('132(f)(2): employer and salary-reduction money share the monthly limit: $200 employer, $140.01 refused', () => {
    const h: HistoryEntry[] = [
      { ...bh(2026, '2026-05-01', '200', 'Employer'), SubAccount: 'Transit', BenefitMonth: '2026-05' },
    ];
    const o = { sub: 'Transit' as const, month: '2026-05', history: h };
    accepted(benefit('commuter-benefits', 2026, '2026-05-02', '140', o));
    refused(benefit('commuter-benefits', 2026, '2026-05-02', '140.01', o));
  });
});

describe('HRA and lifestyle spending accounts (spec 2.5)', () => {
  it('spec 2.5 / Notice 2002-45: HRA employer money accepted; salary-reduction money refused', () => {
    accepted(benefit('health-reimbursement-arrangement', 2026, '2026-01-15', '1000', { source: 'Employer' }));
    const r = benefit('health-reimbursement-arrangement', 2026, '2026-01-15', '1000', { source: 'Participant' });
    refused(r, 'ParticipantContributionsNotPermitted');
  });
  it('spec 2.5: LSA employer money is taxable wages', () => {
    const r = benefit('lifestyle-spending-account', 2026, '2026-01-15', '1000', { source: 'Employer' });
    accepted(r);
    if (r.ok) expect(r.TaxTreatment).toBe('TaxableWages');
  });
  it('spec 2.5: an LSA takes employer money only; participant money refused', () => {
    const r = benefit('lifestyle-spending-account', 2026, '2026-01-15', '1000', { source: 'Participant' });
    expect(r.ok, JSON.stringify(r)).toBe(false);
  });
});
