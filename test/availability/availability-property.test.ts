import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AvailabilityContext,
  availabilityOracle,
  availableTypesMask,
  defaultCatalog,
  encodeContext,
  isTypeAvailable,
  resolveAvailability,
} from '../../src/index.js';
// One set of generators: the project's own tests use the public kit (acctos/testing).
import { arbitraryAvailabilityContext, availabilityMatchesDefinition } from '../../src/testing/index.js';

const cat = defaultCatalog;
// Random institutions (with unknown names), contracts and gates, plus contexts aimed at each type.
const contextArb: fc.Arbitrary<AvailabilityContext> = arbitraryAvailabilityContext(cat);

describe('availability: compiled path, Reasons path and oracle agree (fast-check, 10,000 runs)', () => {
  it(
    'availableTypesMask and resolveAvailability equal availabilityOracle; Reasons empty iff Available; each ' +
      'unmet group named',
    () => {
      const out = new Uint32Array(cat.compiled.type_words);
      fc.assert(
        fc.property(contextArb, (ctx) => {
          const oracle = availabilityOracle(cat, ctx);
          const mask = availableTypesMask(cat, encodeContext(cat, ctx), out);
          const resolved = resolveAvailability(cat, ctx);
          // Plain comparisons inside the loop (expect() per cell would dominate the run time).
          const problems: string[] = [];
          if (resolved.length !== oracle.length) problems.push('length');
          cat.types.forEach((type, i) => {
            const expected = oracle[i]!.Available;
            const r = resolved[i]!;
            if (oracle[i]!.Slug !== type.Slug || r.Slug !== type.Slug) problems.push(`${type.Slug}: order`);
            if (isTypeAvailable(mask, type.index) !== expected) problems.push(`${type.Slug}: mask`);
            if (r.Available !== expected) problems.push(`${type.Slug}: Available`);
            if ((r.Reasons.length === 0) !== expected) problems.push(`${type.Slug}: Reasons empty iff Available`);
            const unmet = type.AuthorityGroups.filter((g) => !g.some((a) => ctx.Authorities.includes(a)));
            const named = r.Reasons.flatMap((x) => (x.Code === 'AuthorityGroupUnmet' ? [x.Group] : []));
            if (JSON.stringify(named) !== JSON.stringify(unmet)) problems.push(`${type.Slug}: unmet groups`);
            if (r.Reasons.some((x) => x.Code === 'NotContracted') !== !ctx.ContractedTypes.includes(type.Slug))
              problems.push(`${type.Slug}: NotContracted`);
            const gateUnmet = type.Status === 'gated' && !(ctx.SatisfiedGates ?? []).includes(type.Slug);
            if (r.Reasons.some((x) => x.Code === 'GateNotSatisfied') !== gateUnmet)
              problems.push(`${type.Slug}: GateNotSatisfied`);
          });
          expect(problems).toEqual([]);
        }),
        { numRuns: 10_000 },
      );
    },
  );

  it("the kit's law availabilityMatchesDefinition holds for resolveAvailability (10,000 runs)", () => {
    fc.assert(
      availabilityMatchesDefinition(cat, (ctx) => resolveAvailability(cat, ctx)) as fc.IProperty<[AvailabilityContext]>,
      { numRuns: 10_000 },
    );
  });

  it('does not mutate the context', () => {
    const ctx = {
      Authorities: ['Bank', 'ErisaTrustee'],
      ContractedTypes: ['sep-ira', 'emergency-savings-plesa'],
      SatisfiedGates: ['emergency-savings-plesa'],
    };
    const before = structuredClone(ctx);
    resolveAvailability(cat, ctx);
    availableTypesMask(cat, encodeContext(cat, ctx));
    availabilityOracle(cat, ctx);
    expect(ctx).toEqual(before);
  });

  it("shared reason objects are frozen, so one caller cannot change another caller's result", () => {
    const [first] = resolveAvailability(cat, { Authorities: [], ContractedTypes: [] });
    const reason = first!.Reasons[0]!;
    expect(Object.isFrozen(reason)).toBe(true);
    expect(() => {
      (reason as { Message: string }).Message = 'changed';
    }).toThrow(TypeError);
    expect(resolveAvailability(cat, { Authorities: [], ContractedTypes: [] })[0]!.Reasons[0]!.Message).not.toBe(
      'changed',
    );
  });

  it('never throws on malformed contexts', () => {
    fc.assert(
      fc.property(fc.anything(), (ctx) => {
        const r = resolveAvailability(cat, ctx as AvailabilityContext);
        expect(r).toHaveLength(cat.types.length);
      }),
      { numRuns: 1000 },
    );
  });
});
