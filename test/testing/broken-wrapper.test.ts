import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCatalog as cat, resolveAvailability, validateCreateAccount } from '../../src/index.js';
import {
  availabilityMatchesDefinition,
  type CreateAccountBody,
  type CreateAccountContext,
  type InvalidCreateAccountCase,
  invalidRequestsYieldTheirCode,
  validRequestsValidate,
} from '../../src/testing/index.js';

// Must show 2: a wrapper that forgets TrusteeRequired is caught by the matching law within
// fast-check's default number of runs (100). Twenty fixed seeds keep the test deterministic;
// with a random seed a miss needs 100 draws without the missing-trustee kind: (13/14)^100, about 0.06%.
const SEEDS = Array.from({ length: 20 }, (_, i) => 1000 + i);
const engine = (request: CreateAccountBody, ctx: CreateAccountContext) => validateCreateAccount(cat, request, ctx);
const needsTrustee = (request: CreateAccountBody) =>
  cat.typeBySlug.get(String(request['AccountTypeCode']))?.nature.NeedsTrustee === true;

/** Broken: a missing TrusteeId is quietly filled with a house trustee, so the account opens. */
const fillsTrustee = (request: CreateAccountBody, ctx: CreateAccountContext) =>
  engine(
    needsTrustee(request) && request['TrusteeId'] == null
      ? { ...request, TrusteeId: '6a1f3c2e-1d4b-4c8e-9f00-0000000000aa' }
      : request,
    ctx,
  );

/** Broken: TrusteeRequired is reported as a generic InvalidRequest. */
const renamesTrusteeRequired = (request: CreateAccountBody, ctx: CreateAccountContext) => {
  const r = engine(request, ctx);
  return !r.ok && r.ErrorCode === 'TrusteeRequired' ? { ...r, ErrorCode: 'InvalidRequest' } : r;
};

function failureLabel(details: fc.RunDetails<[InvalidCreateAccountCase]>): string {
  return details.counterexample?.[0]?.label ?? '';
}

describe('a broken wrapper is caught by invalidRequestsYieldTheirCode with default runs', () => {
  it.each([
    ['fills in a missing TrusteeId', fillsTrustee],
    ['reports TrusteeRequired as InvalidRequest', renamesTrusteeRequired],
  ])('wrapper that %s: fc.check fails, on the missing-trustee case, for every seed', (_name, wrapper) => {
    for (const seed of SEEDS) {
      const details = fc.check(invalidRequestsYieldTheirCode(cat, wrapper), { seed });
      expect(details.failed, `seed ${seed}`).toBe(true);
      expect(details.numRuns, `seed ${seed}`).toBeLessThanOrEqual(100);
      expect(failureLabel(details)).toMatch(/^missing-trustee:/);
      expect(String(details.errorInstance)).toMatch(/expected TrusteeRequired/);
    }
  });

  it('the same wrapper passes the valid-request law: only the invalid law can see the bug', () => {
    fc.assert(validRequestsValidate(cat, renamesTrusteeRequired));
    fc.assert(validRequestsValidate(cat, fillsTrustee));
  });

  it('with a slug, the law aims at that type (employee-stock-ownership-plan)', () => {
    const details = fc.check(
      invalidRequestsYieldTheirCode(cat, renamesTrusteeRequired, 'employee-stock-ownership-plan'),
      { seed: 7 },
    );
    expect(details.failed).toBe(true);
    expect(failureLabel(details)).toMatch(/^missing-trustee:/);
  });

  it('the engine itself passes for the same seeds', () => {
    for (const seed of SEEDS) expect(fc.check(invalidRequestsYieldTheirCode(cat, engine), { seed }).failed).toBe(false);
  });
});

describe('other broken wrappers', () => {
  it('an availability resolver that ignores gates is caught', () => {
    const ignoresGates = (ctx: { Authorities: readonly string[]; ContractedTypes: readonly string[] }) =>
      resolveAvailability(cat, { ...ctx, SatisfiedGates: cat.types.map((t) => t.Slug) }).map(({ Slug, Available }) => ({
        Slug,
        Available,
      }));
    const details = fc.check(availabilityMatchesDefinition(cat, ignoresGates), { seed: 42 });
    expect(details.failed).toBe(true);
    expect(String(details.errorInstance)).toMatch(/the definition says false/);
  });

  it('a wrapper that swallows the per-field Errors entry is caught when it returns Errors', () => {
    const dropsFieldNames = (request: CreateAccountBody, ctx: CreateAccountContext) => {
      const r = engine(request, ctx);
      return r.ok ? r : { ...r, Errors: r.Errors.map((e) => ({ ...e, FieldName: '' })) };
    };
    expect(fc.check(invalidRequestsYieldTheirCode(cat, dropsFieldNames), { seed: 3 }).failed).toBe(true);
    // Told not to look at Errors (a wrapper that returns only the code), the same wrapper passes.
    fc.assert(invalidRequestsYieldTheirCode(cat, dropsFieldNames, undefined, { fieldErrors: false }));
  });

  it('a promise-returning wrapper that is not declared async is detected, and its law is async', async () => {
    const promiseReturning = (request: CreateAccountBody, ctx: CreateAccountContext) =>
      Promise.resolve(engine(request, ctx));
    await fc.assert(validRequestsValidate(cat, promiseReturning), { numRuns: 50 });
    const broken = (request: CreateAccountBody, ctx: CreateAccountContext) =>
      Promise.resolve(renamesTrusteeRequired(request, ctx));
    expect((await fc.check(invalidRequestsYieldTheirCode(cat, broken), { seed: 1001 })).failed).toBe(true);
  });

  it('told { async: false }, a law that meets a promise fails loudly instead of passing unjudged', () => {
    const promiseReturning = (request: CreateAccountBody, ctx: CreateAccountContext) =>
      Promise.resolve(engine(request, ctx));
    const details = fc.check(
      validRequestsValidate(cat, promiseReturning, undefined, { async: false }) as unknown as fc.IProperty<[unknown]>,
    );
    expect(details.failed).toBe(true);
    expect(String(details.errorInstance)).toMatch(/returned a promise/);
  });

  it('async wrappers give async properties (declared async, or with { async: true })', async () => {
    await fc.assert(
      validRequestsValidate(cat, async (request, ctx) => engine(request, ctx)),
      { numRuns: 50 },
    );
    await fc.assert(
      validRequestsValidate(cat, (request, ctx) => Promise.resolve(engine(request, ctx)), undefined, { async: true }),
      { numRuns: 50 },
    );
    const broken = async (request: CreateAccountBody, ctx: CreateAccountContext) =>
      renamesTrusteeRequired(request, ctx);
    const details = await fc.check(invalidRequestsYieldTheirCode(cat, broken), { seed: 1001 });
    expect(details.failed).toBe(true);
  });
});
