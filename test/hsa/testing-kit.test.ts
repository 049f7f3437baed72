// Must show 2: the testing kit (src/testing, unchanged by issue 14) covers the new type, because
// its generators and laws read the catalog: Create Account requests, the kinds of breakage,
// availability and the contribution caps.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ContributionQuery,
  defaultCatalog as catalog,
  checkContribution,
  resolveAvailability,
  validateCreateAccount,
} from '../../src/index.js';
import {
  arbitraryContributionScenario,
  arbitraryCreateAccountRequest,
  arbitraryInvalidCreateAccount,
  availabilityMatchesDefinition,
  type CreateAccountBody,
  type CreateAccountContext,
  contributionCapsHold,
  invalidKindsFor,
  invalidRequestsYieldTheirCode,
  validRequestsValidate,
} from '../../src/testing/index.js';

const SLUG = 'health-savings-account';
const engine = (request: CreateAccountBody, ctx: CreateAccountContext) => validateCreateAccount(catalog, request, ctx);

describe('acctos/testing covers health-savings-account from the catalog alone', () => {
  it(
    'valid requests are generated with CoverageTier, HighDeductiblePlanStartDate and an ' +
      'HsaTrusteeOrCustodian institution, and validate',
    () => {
      const cases = fc.sample(arbitraryCreateAccountRequest(catalog, SLUG), { numRuns: 200, seed: 14 });
      for (const c of cases) {
        expect(['SelfOnly', 'Family']).toContain(c.request['CoverageTier']);
        expect(String(c.request['HighDeductiblePlanStartDate'])).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(c.ctx.Institution?.Authorities).toContain('HsaTrusteeOrCustodian');
      }
      fc.assert(validRequestsValidate(catalog, engine, SLUG), { numRuns: 300 });
    },
  );

  it('every kind of breakage the catalog entry allows yields its code', () => {
    const kinds = invalidKindsFor(catalog, catalog.typeBySlug.get(SLUG)!);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'missing-required-field',
        'malformed-field',
        'unknown-field',
        'authority-group-unmet',
        'not-contracted',
      ]),
    );
    expect(kinds).not.toContain('missing-trustee'); // CustodialHolding
    expect(kinds).not.toContain('gate-not-satisfied'); // ship
    fc.assert(invalidRequestsYieldTheirCode(catalog, engine, SLUG), { numRuns: 500 });
    const seen = new Set(
      fc.sample(arbitraryInvalidCreateAccount(catalog, SLUG), { numRuns: 400, seed: 3 }).map((c) => c.kind),
    );
    expect([...seen].sort()).toEqual([...kinds].sort());
  });

  it('availability over the catalog with the HSA equals its definition', () => {
    fc.assert(availabilityMatchesDefinition(catalog, (ctx) => resolveAvailability(catalog, ctx)));
  });

  it(
    'contributionCapsHold: no sequence of accepted HSA contributions passes the family limit plus the ' +
      'catch-up (the catalog Cap), and the law is not vacuous',
    () => {
      const codes = new Set<string>();
      const rules = new Set<string>();
      fc.assert(
        contributionCapsHold(
          catalog,
          (q) => {
            const r = checkContribution(catalog, q as unknown as ContributionQuery);
            codes.add(r.ok ? 'ok' : r.ErrorCode);
            if (!r.ok && r.Rule) rules.add(r.Rule);
            return r;
          },
          SLUG,
        ),
        { numRuns: 200, seed: 1414 },
      );
      expect(codes.has('ok') && codes.has('ContributionLimitExceeded'), [...codes].join(', ')).toBe(true);
      expect(rules.has('hsa-contribution-limit')).toBe(true);
    },
  );

  it('contribution scenarios carry the account facts of a generated HSA request', () => {
    const s = fc.sample(arbitraryContributionScenario(catalog, SLUG), { numRuns: 20, seed: 9 });
    for (const x of s) expect(x.Account).toHaveProperty('CoverageTier');
  });
});
