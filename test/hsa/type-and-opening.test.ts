// The health-savings-account catalog entry: attributes, authority, assets, availability and the
// Create Account fields, validated by the catalog like every type.
import { describe, expect, it } from 'vitest';
import {
  assetEligibility,
  type CreateAccountContext,
  defaultCatalog as catalog,
  ownerRequiredDistribution,
  resolveAvailability,
  validateCreateAccount,
} from '../../src/index.js';

const CLIENT_ID = '11111111-1111-4111-8111-111111111111';
const INSTITUTION_ID = '22222222-2222-4222-8222-222222222222';
const SLUG = 'health-savings-account';
const ctx = (Authorities: string[], over: Partial<CreateAccountContext> = {}): CreateAccountContext => ({
  Client: {
    ClientId: CLIENT_ID,
    ClientType: 'Individual',
    Contact: { FirstName: 'A', LastName: 'B' },
    ClientStatus: 'Active',
  },
  Institution: { InstitutionId: INSTITUTION_ID, Authorities },
  ContractedTypes: [SLUG],
  Today: '2026-08-01',
  ...over,
});
const body = (over: Record<string, unknown> = {}) => ({
  AccountTypeCode: SLUG,
  ClientId: CLIENT_ID,
  InstitutionId: INSTITUTION_ID,
  CoverageTier: 'Family',
  HighDeductiblePlanStartDate: '2026-01-01',
  ...over,
});

describe('health-savings-account in the catalog (issue 14)', () => {
  it(
    'CustodialHolding, Deductible contributions, TaxFreeIfQualified earnings, PriorYearElectionAllowed, ' +
      'ship, authority HsaTrusteeOrCustodian (223(d)(1)(B))',
    () => {
      const t = catalog.typeBySlug.get(SLUG);
      expect(t).toMatchObject({
        Nature: 'CustodialHolding',
        Contributions: 'Deductible',
        Earnings: 'TaxFreeIfQualified',
        ContributionYearRule: 'PriorYearElectionAllowed',
        Status: 'ship',
        AuthorityGroups: [['HsaTrusteeOrCustodian']],
      });
      expect(t?.LegacyCode).toBeUndefined();
    },
  );

  it(
    'asset row: stocks, funds, bonds and cash; no real estate, private assets, metals or digital assets ' +
      '(IRA-approved investments, no life insurance, 223(d)(1)(C))',
    () => {
      const cells = catalog.assetClasses.map(
        (c) => assetEligibility(catalog, { AccountTypeCode: SLUG, AssetClass: c.Name }).Eligibility,
      );
      expect(cells).toEqual([
        'Permitted',
        'Permitted',
        'Permitted',
        'Permitted',
        'NotPermitted',
        'NotPermitted',
        'NotPermitted',
        'NotPermitted',
        'NotPermitted',
        'NotPermitted',
      ]);
    },
  );

  it(
    'available to an institution holding HsaTrusteeOrCustodian and contracted for it; a Bank or IRA nonbank ' +
      'custodian alone is not enough',
    () => {
      const at = (Authorities: string[]) =>
        resolveAvailability(catalog, { Authorities, ContractedTypes: [SLUG] }).find((a) => a.Slug === SLUG);
      expect(at(['HsaTrusteeOrCustodian'])?.Available).toBe(true);
      expect(at(['Bank', 'IrsNonbankCustodian', 'StateTrustCompany'])).toMatchObject({ Available: false });
    },
  );

  it("no required minimum distributions during the owner's life (223 has no 401(a)(9) rule)", () => {
    expect(
      ownerRequiredDistribution(catalog, { AccountTypeCode: SLUG, DateOfBirth: '1940-01-01', Year: 2025 }),
    ).toMatchObject({ ok: true, Required: false });
  });
});

describe('Create Account for a health-savings-account', () => {
  it('a valid request opens in Phase Standard with no warnings', () => {
    const r = validateCreateAccount(catalog, body({ DateOfBirth: '1970-01-01' }), ctx(['HsaTrusteeOrCustodian']));
    expect(r).toMatchObject({ ok: true, value: { Nature: 'CustodialHolding', Phase: 'Standard', Warnings: [] } });
  });

  it('CoverageTier and HighDeductiblePlanStartDate are required; the tier is SelfOnly or Family', () => {
    const missing = validateCreateAccount(catalog, body({ CoverageTier: undefined }), ctx(['HsaTrusteeOrCustodian']));
    expect(missing.ok ? [] : missing.Errors).toContainEqual(
      expect.objectContaining({ FieldName: 'CoverageTier', ErrorCode: 'Required' }),
    );
    const bad = validateCreateAccount(catalog, body({ CoverageTier: 'Gold' }), ctx(['HsaTrusteeOrCustodian']));
    expect(bad).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest' });
    expect(bad.ok ? [] : bad.Errors.map((e) => e.FieldName)).toEqual(['CoverageTier']);
    const date = validateCreateAccount(
      catalog,
      body({ HighDeductiblePlanStartDate: '2026-02-30' }),
      ctx(['HsaTrusteeOrCustodian']),
    );
    expect(date.ok ? [] : date.Errors.map((e) => e.FieldName)).toEqual(['HighDeductiblePlanStartDate']);
  });

  it('a date of birth after today is OutOfRange, like every ...DateOfBirth field', () => {
    const r = validateCreateAccount(catalog, body({ DateOfBirth: '2026-08-02' }), ctx(['HsaTrusteeOrCustodian']));
    expect(r.ok ? [] : r.Errors).toContainEqual(
      expect.objectContaining({ FieldName: 'DateOfBirth', ErrorCode: 'OutOfRange' }),
    );
  });

  it('an institution without HsaTrusteeOrCustodian gets InstitutionNotAuthorizedForAccountType', () => {
    expect(validateCreateAccount(catalog, body(), ctx(['Bank']))).toMatchObject({
      ok: false,
      ErrorCode: 'InstitutionNotAuthorizedForAccountType',
    });
  });

  it('InstitutionId is required (CustodialHolding) and unknown fields are refused', () => {
    const r = validateCreateAccount(catalog, body({ InstitutionId: undefined }), ctx(['HsaTrusteeOrCustodian']));
    expect(r.ok ? [] : r.Errors.map((e) => e.FieldName)).toContain('InstitutionId');
    const extra = validateCreateAccount(catalog, body({ AnnualElection: '100' }), ctx(['HsaTrusteeOrCustodian']));
    expect(extra).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest' });
  });
});
