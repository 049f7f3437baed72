import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultCatalog,
  defaultCatalogFiles,
  loadCatalog,
  resolveAvailability,
  validateCreateAccount,
} from '../../src/index.js';
import {
  arbitraryAvailabilityContext,
  arbitraryCreateAccountRequest,
  arbitraryInstitution,
  arbitraryInvalidCreateAccount,
  availabilityMatchesDefinition,
  type CreateAccountBody,
  type CreateAccountContext,
  invalidKindsFor,
  invalidRequestsYieldTheirCode,
  validRequestsValidate,
} from '../../src/testing/index.js';

// Must show 3: the generators are driven by the catalog, so a type a host adds in its own
// catalog file is covered without code changes.
const hostSavings = {
  Slug: 'host-savings',
  Name: 'Host employer savings plan',
  Nature: 'PlanHolding',
  Contributions: 'Nondeductible',
  Earnings: 'TaxDeferred',
  ContributionYearRule: 'PlanYear',
  Status: 'gated',
  LegacyCode: 'HSV',
  AuthorityGroups: [['ErisaTrustee'], ['Bank', 'StateTrustCompany']],
  ConditionalAuthorityGroups: [
    { When: { Field: 'SavingsTier', Equals: 'Plus' }, Groups: [['BrokerDealer']], Source: 'Host policy HS-2' },
  ],
  AssetRow: [
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
  ],
  CreateAccountFields: [
    { Name: 'PlanId', Type: 'Guid', Required: true, Description: 'The plan.' },
    { Name: 'EnrollmentDate', Type: 'date', Required: true, Description: 'Date of enrollment.' },
    { Name: 'SavingsTier', Type: 'enum', Required: true, Values: ['Basic', 'Plus', 'Premier'], Description: 'Tier.' },
    { Name: 'AutoEscalate', Type: 'bool', Required: false, Description: 'Yearly escalation.' },
  ],
  Rules: [
    {
      Id: 'enrolled',
      Summary: 'Enrollment is not in the future.',
      Source: 'Host policy HS-1',
      Check: { Kind: 'DateNotAfterToday', Field: 'EnrollmentDate', ErrorCode: 'EnrollmentInFuture' },
    },
    {
      Id: 'tiers',
      Summary: 'Premier is closed to new accounts.',
      Source: 'Host policy HS-3',
      Check: { Kind: 'FieldOneOf', Field: 'SavingsTier', Values: ['Basic', 'Plus'], ErrorCode: 'TierClosed' },
    },
  ],
  Sources: ['Host policy HS-1'],
};
const hostCatalog = loadCatalog({ ...defaultCatalogFiles, 'types/host-savings.json': hostSavings });
const engine = (request: CreateAccountBody, ctx: CreateAccountContext) =>
  validateCreateAccount(hostCatalog, request, ctx);

describe('generators cover every catalog type, including a host-added one', () => {
  it('the host catalog has every bundled type plus host-savings', () => {
    expect(hostCatalog.types.length).toBe(defaultCatalog.types.length + 1);
    expect(hostCatalog.typeBySlug.has('host-savings')).toBe(true);
  });

  it('arbitraryCreateAccountRequest without a slug reaches every type of the catalog passed in', () => {
    const seen = new Set(
      fc
        .sample(arbitraryCreateAccountRequest(hostCatalog), { numRuns: 2000, seed: 11 })
        .map((c) => c.request['AccountTypeCode']),
    );
    expect([...seen].sort()).toEqual(hostCatalog.types.map((t) => t.Slug).sort());
  });

  it('arbitraryInvalidCreateAccount reaches every type, and every kind of breakage', () => {
    const cases = fc.sample(arbitraryInvalidCreateAccount(hostCatalog), { numRuns: 4000, seed: 12 });
    expect(new Set(cases.map((c) => c.slug)).size).toBe(hostCatalog.types.length);
    expect(new Set(cases.map((c) => c.kind)).size).toBe(14);
  });

  it(
    'host-savings: the kinds of breakage follow its catalog entry (PlanHolding, gated, groups, checks, ' +
      'legacy code)',
    () => {
      expect(invalidKindsFor(hostCatalog, hostCatalog.typeBySlug.get('host-savings')!)).toEqual([
        'missing-required-field',
        'malformed-field',
        'unknown-field',
        'missing-trustee',
        'unknown-account-type',
        'legacy-code',
        'tax-type-present',
        'client-not-found',
        'institution-not-found',
        'authority-group-unmet',
        'not-contracted',
        'gate-not-satisfied',
        'failing-check',
      ]);
    },
  );

  it(
    'host-savings: valid requests validate and every labelled invalid one yields its code (engine on the ' +
      'host catalog)',
    () => {
      fc.assert(validRequestsValidate(hostCatalog, engine, 'host-savings'), { numRuns: 500 });
      fc.assert(invalidRequestsYieldTheirCode(hostCatalog, engine, 'host-savings'), { numRuns: 1000 });
    },
  );

  it(
    'host-savings: a Plus tier request comes with a BrokerDealer institution (ConditionalAuthorityGroups ' +
      'read from the data)',
    () => {
      const plus = fc
        .sample(arbitraryCreateAccountRequest(hostCatalog, 'host-savings'), { numRuns: 300, seed: 5 })
        .filter((c) => c.request['SavingsTier'] === 'Plus');
      expect(plus.length).toBeGreaterThan(0);
      for (const c of plus) expect(c.ctx.Institution?.Authorities).toContain('BrokerDealer');
      // Premier is refused by the FieldOneOf check, so the valid generator never sends it.
      const tiers = new Set(
        fc
          .sample(arbitraryCreateAccountRequest(hostCatalog, 'host-savings'), { numRuns: 300, seed: 6 })
          .map((c) => c.request['SavingsTier']),
      );
      expect([...tiers].sort()).toEqual(['Basic', 'Plus']);
    },
  );

  it('host-savings: the failing-check cases name the host check codes', () => {
    const codes = new Set(
      fc
        .sample(arbitraryInvalidCreateAccount(hostCatalog, 'host-savings', { kinds: ['failing-check'] }), {
          numRuns: 200,
          seed: 8,
        })
        .map((c) => c.expectedFieldError?.ErrorCode),
    );
    expect([...codes].sort()).toEqual(['EnrollmentInFuture', 'TierClosed']);
  });

  it('availability over the host catalog equals its definition', () => {
    fc.assert(availabilityMatchesDefinition(hostCatalog, (ctx) => resolveAvailability(hostCatalog, ctx)));
    const slugs = new Set(
      fc.sample(arbitraryAvailabilityContext(hostCatalog), { numRuns: 2000, seed: 9 }).flatMap((ctx) =>
        resolveAvailability(hostCatalog, ctx)
          .filter((t) => t.Available)
          .map((t) => t.Slug),
      ),
    );
    expect(slugs.has('host-savings')).toBe(true);
    expect(slugs.size).toBe(hostCatalog.types.length);
  });

  it(
    'arbitraryInstitution holds only catalog authorities, scopes only catalog asset classes, and satisfies ' +
      'what it is asked to',
    () => {
      const authorities = new Set(hostCatalog.authorities.map((a) => a.Name));
      const classes = new Set(hostCatalog.assetClasses.map((c) => c.Name));
      const groups = hostCatalog.typeBySlug.get('host-savings')!.AuthorityGroups;
      fc.assert(
        fc.property(arbitraryInstitution(hostCatalog, { satisfying: groups, without: ['Bank'] }), (inst) => {
          for (const a of inst.Authorities) expect(authorities.has(a)).toBe(true);
          expect(inst.Authorities).not.toContain('Bank');
          for (const g of groups) expect(g.some((a) => inst.Authorities.includes(a))).toBe(true);
          for (const [a, cs] of Object.entries(inst.AssetScopes ?? {})) {
            expect(inst.Authorities).toContain(a);
            for (const c of cs) expect(classes.has(c)).toBe(true);
          }
          // An authority approved by asset class always carries its scope.
          for (const a of hostCatalog.authorities)
            if (a.ScopedByAssetClass && inst.Authorities.includes(a.Name))
              expect(inst.AssetScopes?.[a.Name]).toBeDefined();
        }),
      );
    },
  );
});
