import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ContributionQuery,
  defaultCatalog as cat,
  checkContribution,
  type InheritedScheduleQuery,
  inheritedIraSchedule,
  resolveAvailability,
  validateCreateAccount,
  validateCreateClient,
} from '../../src/index.js';
import {
  arbitraryCreateClientRequest,
  availabilityMatchesDefinition,
  type CreateAccountBody,
  type CreateAccountContext,
  contributionCapsHold,
  invalidRequestsYieldTheirCode,
  neverThrowsOnArbitraryJson,
  schedulesEndDecember31FullyDistributed,
  validRequestsValidate,
} from '../../src/testing/index.js';

// The project's own engine checked with the kit's laws, at fast-check's default 100 runs
// (as a host would run them), plus a longer run of the request laws.
const validate = (request: CreateAccountBody, ctx: CreateAccountContext) => validateCreateAccount(cat, request, ctx);

describe('acctos/testing laws hold for the engine itself', () => {
  it('availabilityMatchesDefinition: resolveAvailability equals the spec 2.5 availability rule', () => {
    fc.assert(availabilityMatchesDefinition(cat, (ctx) => resolveAvailability(cat, ctx)));
  });

  it('availabilityMatchesDefinition accepts a list of available slugs (a GET /v1/account-types handler)', () => {
    fc.assert(
      availabilityMatchesDefinition(cat, (ctx) =>
        resolveAvailability(cat, ctx)
          .filter((t) => t.Available)
          .map((t) => t.Slug),
      ),
    );
  });

  it('validRequestsValidate and invalidRequestsYieldTheirCode: every type, 1,000 runs each', () => {
    fc.assert(validRequestsValidate(cat, validate), { numRuns: 1000 });
    fc.assert(invalidRequestsYieldTheirCode(cat, validate), { numRuns: 1000 });
  });

  it.each(cat.types.map((t) => t.Slug))('validRequestsValidate and invalidRequestsYieldTheirCode for %s', (slug) => {
    fc.assert(validRequestsValidate(cat, validate, slug));
    fc.assert(invalidRequestsYieldTheirCode(cat, validate, slug));
  });

  it('neverThrowsOnArbitraryJson: validateCreateAccount and validateCreateClient on any JSON', () => {
    const ctx: CreateAccountContext = {
      Client: null,
      Institution: null,
      ContractedTypes: [],
      SatisfiedGates: [],
      Today: '2026-03-02',
    };
    fc.assert(
      neverThrowsOnArbitraryJson((body) => validateCreateAccount(cat, body, ctx), { catalog: cat }),
      { numRuns: 1000 },
    );
    fc.assert(
      neverThrowsOnArbitraryJson((body) => validateCreateClient(cat, body, { Today: '2026-03-02' }), { catalog: cat }),
      { numRuns: 1000 },
    );
  });

  it('arbitraryCreateClientRequest: every generated Create Client request validates', () => {
    fc.assert(
      fc.property(arbitraryCreateClientRequest(), ({ request, ctx }) => {
        const r = validateCreateClient(cat, request, ctx);
        expect(r.ok ? 'ok' : r).toBe('ok');
      }),
    );
  });

  const capped = cat.types
    .filter((t) => JSON.stringify(t.ContributionRules ?? {}).match(/"Rule":"(Cap|BalanceCap)"/))
    .map((t) => t.Slug);
  it('the catalog has capped types for contributionCapsHold', () => {
    expect(capped).toEqual(
      expect.arrayContaining(['roth-ira', 'trump-account', 'emergency-savings-plesa', 'health-care-fsa']),
    );
  });
  it.each(capped)('contributionCapsHold: no sequence of accepted contributions exceeds a cap of %s', (slug) => {
    fc.assert(contributionCapsHold(cat, (q) => checkContribution(cat, q as unknown as ContributionQuery), slug));
  });

  it(
    'contributionCapsHold is not vacuous: for roth-ira and health-care-fsa the engine both accepts and ' +
      'refuses with ContributionLimitExceeded',
    () => {
      for (const slug of ['roth-ira', 'health-care-fsa']) {
        const codes = new Set<string>();
        fc.assert(
          contributionCapsHold(
            cat,
            (q) => {
              const r = checkContribution(cat, q as unknown as ContributionQuery);
              codes.add(r.ok ? 'ok' : r.ErrorCode);
              return r;
            },
            slug,
          ),
          { seed: 21 },
        );
        expect(codes.has('ok') && codes.has('ContributionLimitExceeded'), `${slug}: ${[...codes].join(', ')}`).toBe(
          true,
        );
      }
    },
  );

  it('contributionCapsHold catches a checker that ignores the cap', () => {
    const ignoresCaps = (q: unknown) => {
      const r = checkContribution(cat, q as ContributionQuery);
      return !r.ok && r.ErrorCode === 'ContributionLimitExceeded' ? { ok: true as const } : r;
    };
    const details = fc.check(contributionCapsHold(cat, ignoresCaps, 'roth-ira'), { seed: 22 });
    expect(details.failed).toBe(true);
    expect(String(details.errorInstance)).toMatch(/ira-annual-limit/);
  });

  it('schedulesEndDecember31FullyDistributed: inheritedIraSchedule, 1,000 runs', () => {
    fc.assert(
      schedulesEndDecember31FullyDistributed(cat, (q) =>
        inheritedIraSchedule(cat, q as unknown as InheritedScheduleQuery),
      ),
      { numRuns: 1000 },
    );
  });

  it('contributionCapsHold refuses a type without a cap, naming it', () => {
    expect(() => contributionCapsHold(cat, () => ({ ok: true }), 'irrevocable-trust')).toThrow(
      /irrevocable-trust has no Cap/,
    );
  });
});
