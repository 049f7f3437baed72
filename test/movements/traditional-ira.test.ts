// The traditional-ira catalog type (issue 11): availability, assets, and the IRA limit it shares
// with Roth IRAs, through the generic contribution checks.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assetEligibility,
  type ContributionQuery,
  defaultCatalog as catalog,
  checkContribution,
  parameterValue,
  resolveAvailability,
  validateCreateAccount,
} from '../../src/index.js';
import { contributionCapsHold, invalidRequestsYieldTheirCode, validRequestsValidate } from '../../src/testing/index.js';

const type = catalog.typeBySlug.get('traditional-ira')!;

const contribute = (over: Partial<ContributionQuery> & { Amount?: string; Date?: string; TaxYear?: number }) =>
  checkContribution(catalog, {
    AccountTypeCode: 'traditional-ira',
    Owner: { DateOfBirth: '1985-03-01', Compensation: '90000', ...over.Owner },
    Contribution: {
      Amount: over.Amount ?? '7000',
      ContributionSource: 'Participant',
      ContributionDate: over.Date ?? '2025-06-01',
      ...(over.TaxYear !== undefined ? { TaxYear: over.TaxYear } : {}),
      ...over.Contribution,
    },
    ...(over.History ? { History: over.History } : {}),
  });

describe('traditional-ira (IRS Pub. 590-A chapter 1; design.md section 2)', () => {
  it(
    'is a shipped CustodialHolding, Deductible, TaxDeferred, PriorYearElectionAllowed type held by IBN ' + 'custodians',
    () => {
      expect(type).toMatchObject({
        Nature: 'CustodialHolding',
        Contributions: 'Deductible',
        Earnings: 'TaxDeferred',
        ContributionYearRule: 'PriorYearElectionAllowed',
        Status: 'ship',
        AuthorityGroups: [['IrsNonbankCustodian', 'Bank', 'StateTrustCompany']],
        MovementRules: { TaxCharacter: 'Traditional' },
      });
      const r = resolveAvailability(catalog, { Authorities: ['Bank'], ContractedTypes: ['traditional-ira'] });
      expect(r.find((x) => x.Slug === 'traditional-ira')?.Available).toBe(true);
      const none = resolveAvailability(catalog, {
        Authorities: ['BrokerDealer'],
        ContractedTypes: ['traditional-ira'],
      });
      expect(none.find((x) => x.Slug === 'traditional-ira')?.Available).toBe(false);
    },
  );

  it('has the asset row of sep-ira', () => {
    expect(type.AssetRow).toEqual(catalog.typeBySlug.get('sep-ira')!.AssetRow);
    expect(
      assetEligibility(catalog, { AccountTypeCode: 'traditional-ira', AssetClass: 'StocksAndEtfs' }).Eligibility,
    ).toBe('Permitted');
    expect(
      assetEligibility(catalog, { AccountTypeCode: 'traditional-ira', AssetClass: 'DigitalAssets' }).Eligibility,
    ).toBe('NotPermitted');
  });

  it('accepts the 2025 limit of 7,000 and refuses a dollar more (219(b)(1)(A), 219(b)(5)(A))', () => {
    expect(contribute({}).ok).toBe(true);
    const r = contribute({ Amount: '7000.01' });
    expect(r).toMatchObject({ ok: false, ErrorCode: 'ContributionLimitExceeded', Rule: 'ira-annual-limit' });
  });

  it('adds the age-50 catch-up: 8,000 for 2025 and 8,600 for 2026 (219(b)(5)(B); Notice 2025-67)', () => {
    const old = { DateOfBirth: '1970-01-01', Compensation: '90000' };
    expect(contribute({ Owner: old, Amount: '8000' }).ok).toBe(true);
    expect(contribute({ Owner: old, Amount: '8000.01' }).ok).toBe(false);
    expect(contribute({ Owner: old, Amount: '8600', Date: '2026-06-01' }).ok).toBe(true);
    expect(contribute({ Owner: old, Amount: '8600.01', Date: '2026-06-01' }).ok).toBe(false);
  });

  it(
    'shares the one IRA limit with Roth IRAs: the same parameter, and OtherIraContributions count against it ' +
      '(408A(c)(2))',
    () => {
      const cap = (slug: string) =>
        (
          catalog.typeBySlug.get(slug)!.ContributionRules as { Checks: { Id: string; Parameter?: string }[] }
        ).Checks.find((c) => c.Id === 'ira-annual-limit')?.Parameter;
      expect(cap('traditional-ira')).toBe('ira_contribution_limit');
      expect(cap('traditional-ira')).toBe(cap('roth-ira'));
      const r = contribute({
        Amount: '3000.01',
        Owner: { DateOfBirth: '1985-03-01', Compensation: '90000', OtherIraContributions: '4000' },
      });
      expect(r).toMatchObject({ ok: false, Rule: 'ira-annual-limit', Remaining: '3000' });
      expect(
        contribute({
          Amount: '3000',
          Owner: { DateOfBirth: '1985-03-01', Compensation: '90000', OtherIraContributions: '4000' },
        }).ok,
      ).toBe(true);
    },
  );

  it('is limited by compensation (219(b)(1)(B))', () => {
    const r = contribute({ Amount: '2500.01', Owner: { DateOfBirth: '1985-03-01', Compensation: '2500' } });
    expect(r).toMatchObject({ ok: false, Rule: 'compensation-limit' });
  });

  it(
    'takes prior-year contributions until the unextended due date: 2025 contributions until 2026-04-15 ' +
      '(219(f)(3))',
    () => {
      expect(contribute({ Date: '2026-04-15', TaxYear: 2025 }).ok).toBe(true);
      expect(contribute({ Date: '2026-04-16', TaxYear: 2025 })).toMatchObject({
        ok: false,
        ErrorCode: 'ContributionYearNotAllowed',
      });
    },
  );

  it('records rollovers and transfers outside the annual limit (408(d)(3); Rev. Rul. 78-406)', () => {
    for (const source of ['Rollover', 'Transfer'] as const) {
      const r = contribute({
        Amount: '250000',
        Contribution: { Amount: '250000', ContributionSource: source, ContributionDate: '2025-06-01' },
      });
      expect(r).toMatchObject({ ok: true, CountsTowardCap: false, AcceptedAmount: '250000' });
    }
  });

  it('names dated deduction phase-out parameters with sources: 2024, 2025 and 2026 (Notice 2025-67)', () => {
    const v = (name: string, year: number) => {
      const r = parameterValue(catalog, `traditional_ira_deduction_phaseout_${name}`, { Year: year });
      if (!r.ok) throw new Error(r.Message);
      expect(r.Source.length).toBeGreaterThan(10);
      return r.Value;
    };
    const table: [number, string[]][] = [
      [2024, ['77000', '87000', '123000', '143000', '230000', '240000', '0', '10000']],
      [2025, ['79000', '89000', '126000', '146000', '236000', '246000', '0', '10000']],
      [2026, ['81000', '91000', '129000', '149000', '242000', '252000', '0', '10000']],
    ];
    for (const [year, want] of table)
      expect(
        [
          'covered_single_hoh_start',
          'covered_single_hoh_end',
          'covered_mfj_start',
          'covered_mfj_end',
          'spouse_covered_start',
          'spouse_covered_end',
          'mfs_start',
          'mfs_end',
        ].map((n) => v(n, year)),
      ).toEqual(want);
  });

  it(
    'is covered by the testing kit with no kit change: the contribution caps law and the Create Account laws ' + 'hold',
    () => {
      fc.assert(
        contributionCapsHold(
          catalog,
          (q) => checkContribution(catalog, q as unknown as ContributionQuery),
          'traditional-ira',
        ),
        { numRuns: 150 },
      );
      const engine = (
        request: Parameters<typeof validateCreateAccount>[1],
        ctx: Parameters<typeof validateCreateAccount>[2],
      ) => validateCreateAccount(catalog, request, ctx);
      fc.assert(validRequestsValidate(catalog, engine, 'traditional-ira'), { numRuns: 150 });
      fc.assert(invalidRequestsYieldTheirCode(catalog, engine, 'traditional-ira'), { numRuns: 150 });
    },
  );
});
