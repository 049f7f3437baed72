import { describe, expect, it } from 'vitest';
import { defaultCatalog as cat, checkContributionYear } from '../../src/index.js';

const year = (q: Parameters<typeof checkContributionYear>[1]) => checkContributionYear(cat, q);

describe('checkContributionYear', () => {
  it('a year two back names only the years still open on that date (issue 16: no closed year offered)', () => {
    const late = year({ AccountTypeCode: 'roth-ira', ContributionDate: '2026-05-01', TaxYear: 2024 });
    expect(late).toMatchObject({ ok: false, ErrorCode: 'ContributionYearNotAllowed' });
    expect(late.ok ? '' : late.Message).toContain('can count only for 2026, not 2024; send TaxYear 2026');
    const early = year({ AccountTypeCode: 'roth-ira', ContributionDate: '2026-03-01', TaxYear: 2024 });
    expect(early.ok ? '' : early.Message).toContain('can count only for 2026, or 2025 until 2026-04-15, not 2024');
  });
  it('IRA: prior year until the unextended due date, 219(f)(3) (TY2024 by 2025-04-15)', () => {
    expect(year({ AccountTypeCode: 'roth-ira', ContributionDate: '2025-04-15', TaxYear: 2024 })).toMatchObject({
      ok: true,
      TaxYear: 2024,
      Deadline: '2025-04-15',
    });
    expect(year({ AccountTypeCode: 'roth-ira', ContributionDate: '2025-04-16', TaxYear: 2024 })).toMatchObject({
      ok: false,
      ErrorCode: 'ContributionYearNotAllowed',
    });
  });
  it('IRA: TY2022 contributions until 2023-04-18 (7503 and DC Emancipation Day)', () => {
    expect(year({ AccountTypeCode: 'spousal-roth-ira', ContributionDate: '2023-04-18', TaxYear: 2022 })).toMatchObject({
      ok: true,
      TaxYear: 2022,
    });
    expect(year({ AccountTypeCode: 'spousal-roth-ira', ContributionDate: '2023-04-19', TaxYear: 2022 }).ok).toBe(false);
  });
  it('IRA: TY2020 contributions until 2021-05-17 (Notice 2021-21)', () => {
    expect(year({ AccountTypeCode: 'child-roth-ira', ContributionDate: '2021-05-17', TaxYear: 2020 })).toMatchObject({
      ok: true,
      TaxYear: 2020,
    });
  });
  it('IRA: an extension does not extend the contribution deadline (219(f)(3))', () => {
    expect(
      year({ AccountTypeCode: 'roth-ira', ContributionDate: '2025-10-01', TaxYear: 2024, ExtensionFiled: true }).ok,
    ).toBe(false);
  });
  it('Coverdell: the unextended due date (530(b)(4))', () => {
    expect(year({ AccountTypeCode: 'coverdell-esa', ContributionDate: '2026-04-15', TaxYear: 2025 })).toMatchObject({
      ok: true,
      TaxYear: 2025,
    });
    expect(year({ AccountTypeCode: 'coverdell-esa', ContributionDate: '2026-04-16', TaxYear: 2025 }).ok).toBe(false);
  });
  it(
    'SEP and SIMPLE employer money: the extended due date when an extension was filed (404(h)(1)(B), ' +
      '404(m)(2)(B))',
    () => {
      expect(
        year({
          AccountTypeCode: 'sep-ira',
          ContributionDate: '2025-10-15',
          TaxYear: 2024,
          ContributionSource: 'Employer',
          ExtensionFiled: true,
        }),
      ).toMatchObject({ ok: true, Deadline: '2025-10-15' });
      expect(
        year({
          AccountTypeCode: 'sep-ira',
          ContributionDate: '2025-10-15',
          TaxYear: 2024,
          ContributionSource: 'Employer',
        }).ok,
      ).toBe(false);
      expect(
        year({
          AccountTypeCode: 'simple-ira',
          ContributionDate: '2023-10-16',
          TaxYear: 2022,
          ContributionSource: 'Employer',
          ExtensionFiled: true,
        }),
      ).toMatchObject({ ok: true, TaxYear: 2022 });
      expect(
        year({
          AccountTypeCode: 'sep-ira',
          ContributionDate: '2025-10-15',
          TaxYear: 2024,
          ContributionSource: 'Participant',
          ExtensionFiled: true,
        }).ok,
      ).toBe(false);
    },
  );
  it('SIMPLE deferrals: within 30 days after the end of December', () => {
    expect(
      year({
        AccountTypeCode: 'simple-ira',
        ContributionDate: '2026-01-30',
        TaxYear: 2025,
        ContributionSource: 'Participant',
      }),
    ).toMatchObject({ ok: true, Deadline: '2026-01-30' });
    expect(
      year({
        AccountTypeCode: 'simple-ira',
        ContributionDate: '2026-01-31',
        TaxYear: 2025,
        ContributionSource: 'Participant',
      }).ok,
    ).toBe(false);
  });
  it('no two-years-back, no future year, no prior year for a rollover', () => {
    expect(year({ AccountTypeCode: 'roth-ira', ContributionDate: '2025-01-10', TaxYear: 2023 })).toMatchObject({
      ok: false,
      ErrorCode: 'ContributionYearNotAllowed',
    });
    expect(year({ AccountTypeCode: 'roth-ira', ContributionDate: '2025-01-10', TaxYear: 2026 })).toMatchObject({
      ok: false,
      ErrorCode: 'ContributionYearNotAllowed',
    });
    expect(
      year({
        AccountTypeCode: 'roth-ira',
        ContributionDate: '2025-01-10',
        TaxYear: 2024,
        ContributionSource: 'Rollover',
      }),
    ).toMatchObject({ ok: false, ErrorCode: 'ContributionYearNotAllowed' });
  });
  it('Trump account: the calendar year of the contribution only (Notice 2025-68)', () => {
    expect(year({ AccountTypeCode: 'trump-account', ContributionDate: '2027-03-01' })).toMatchObject({
      ok: true,
      TaxYear: 2027,
    });
    expect(year({ AccountTypeCode: 'trump-account', ContributionDate: '2027-03-01', TaxYear: 2026 })).toMatchObject({
      ok: false,
      ErrorCode: 'ContributionYearNotAllowed',
    });
  });
  it('PlanYear types need PlanYear; NotApplicable types reject a TaxYear', () => {
    expect(year({ AccountTypeCode: 'health-care-fsa', ContributionDate: '2025-03-01' })).toMatchObject({
      ok: false,
      ErrorCode: 'InvalidRequest',
    });
    expect(year({ AccountTypeCode: 'health-care-fsa', ContributionDate: '2025-03-01', PlanYear: 2025 })).toMatchObject({
      ok: true,
      PlanYear: 2025,
      TaxYear: 2025,
    });
    expect(year({ AccountTypeCode: 'health-care-fsa', ContributionDate: '2027-03-01', PlanYear: 2025 })).toMatchObject({
      ok: false,
      ErrorCode: 'ContributionYearNotAllowed',
    });
    expect(
      year({ AccountTypeCode: 'demand-deposit-checking', ContributionDate: '2025-03-01', TaxYear: 2025 }),
    ).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest' });
    expect(year({ AccountTypeCode: 'demand-deposit-checking', ContributionDate: '2025-03-01' })).toMatchObject({
      ok: true,
      TaxYear: null,
    });
  });
  it('unknown type and bad input come back as data', () => {
    expect(year({ AccountTypeCode: 'RTH', ContributionDate: '2025-03-01' })).toMatchObject({
      ok: false,
      ErrorCode: 'UnknownAccountType',
    });
    expect(year({ AccountTypeCode: 'roth-ira', ContributionDate: '2025-13-01' })).toMatchObject({
      ok: false,
      ErrorCode: 'InvalidRequest',
    });
    expect(
      year({ AccountTypeCode: 'roth-ira', ContributionDate: '2025-03-01', ContributionSource: 'Gift' }),
    ).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest' });
  });
});
