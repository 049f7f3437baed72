import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AssetEligibilityResult,
  applyInstrumentChange,
  assetEligibility,
  defaultCatalog,
  eligibilityAttributes,
  type HoldingsReevaluation,
  type HoldingsReevaluationInput,
  type HoldingToReevaluate,
  type InstitutionAssetScope,
  type InstrumentEligibilityFacts,
  reevaluateHoldings,
  validateInstrument,
} from '../../src/index.js';
import { arbitraryInstitution, arbitraryJson } from '../../src/testing/index.js';

const cat = defaultCatalog;

/** The definition: assetEligibility per holding, classified against the holding's flag. */
function byDefinition(input: HoldingsReevaluationInput): Omit<HoldingsReevaluation, 'ok'> {
  const newly: { HoldingId: string; AccountId: string; Eligibility: string; Reasons: unknown }[] = [];
  const again: { HoldingId: string; AccountId: string }[] = [];
  const unresolved: { HoldingId: string; AccountId: string }[] = [];
  const affected = new Set<string>();
  let evaluated = 0;
  for (const h of input.Holdings) {
    const instrument = input.Instruments.get(h.InstrumentId);
    const scope = h.InstitutionId === null ? undefined : input.Institutions.get(h.InstitutionId);
    if (instrument === undefined || (h.InstitutionId !== null && scope === undefined)) {
      unresolved.push({ HoldingId: h.HoldingId, AccountId: h.AccountId });
      continue;
    }
    evaluated++;
    const e: AssetEligibilityResult = assetEligibility(cat, {
      AccountTypeCode: h.AccountTypeCode,
      AssetClass: instrument.AssetClass,
      Instrument: instrument.Attributes === undefined ? {} : { Attributes: instrument.Attributes },
      ...(scope !== undefined ? { InstitutionAssetScope: scope } : {}),
    });
    const eligible = e.Eligible === true;
    if (eligible !== h.Flagged) continue;
    affected.add(h.AccountId);
    if (eligible) again.push({ HoldingId: h.HoldingId, AccountId: h.AccountId });
    else newly.push({ HoldingId: h.HoldingId, AccountId: h.AccountId, Eligibility: e.Eligibility, Reasons: e.Reasons });
  }
  return {
    Evaluated: evaluated,
    NewlyIneligible: newly as HoldingsReevaluation['NewlyIneligible'],
    EligibleAgain: again,
    Unresolved: unresolved,
    AffectedAccountIds: [...affected].sort(),
  };
}

const names = [...eligibilityAttributes(cat).own, ...eligibilityAttributes(cat).chained, 'Sector'];
const attributeValue = fc.oneof(
  fc.boolean(),
  fc.constantFrom(0, 0.05, 0.1, 0.11, 1, Number.NaN),
  fc.constantFrom('true', '', 'x'),
  fc.constant(null),
);
const instrumentArb: fc.Arbitrary<InstrumentEligibilityFacts> = fc.record(
  {
    AssetClass: fc.constantFrom(...cat.assetClasses.map((c) => c.Name), 'NotAClass'),
    Attributes: fc.dictionary(fc.constantFrom(...names), attributeValue, { maxKeys: 8 }),
  },
  { requiredKeys: ['AssetClass'] },
) as fc.Arbitrary<InstrumentEligibilityFacts>;
const scopeArb: fc.Arbitrary<InstitutionAssetScope> = arbitraryInstitution(cat, { withUnknownNames: true }).map((i) =>
  i.AssetScopes === undefined
    ? { Authorities: i.Authorities }
    : { Authorities: i.Authorities, AssetScopes: i.AssetScopes },
);
const worldArb = fc
  .record({
    instruments: fc.array(instrumentArb, { minLength: 1, maxLength: 6 }),
    institutions: fc.array(scopeArb, { minLength: 1, maxLength: 4 }),
  })
  .chain(({ instruments, institutions }) =>
    fc
      .array(
        fc.record({
          type: fc.constantFrom(...cat.types.map((t) => t.Slug), 'not-a-type'),
          instrument: fc.integer({ min: 0, max: instruments.length }), // == length: not in the table
          institution: fc.integer({ min: -1, max: institutions.length }), // -1: none; == length: not in the table
          flagged: fc.boolean(),
          account: fc.integer({ min: 0, max: 5 }),
        }),
        { maxLength: 40 },
      )
      .map((rows): HoldingsReevaluationInput => {
        const Holdings: HoldingToReevaluate[] = rows.map((r, i) => ({
          HoldingId: `h${i}`,
          AccountId: `a${r.account}`,
          AccountTypeCode: r.type,
          InstrumentId: `i${r.instrument}`,
          InstitutionId: r.institution < 0 ? null : `n${r.institution}`,
          Flagged: r.flagged,
        }));
        return {
          Holdings,
          Instruments: new Map(instruments.map((x, i) => [`i${i}`, x])),
          Institutions: new Map(institutions.map((x, i) => [`n${i}`, x])),
        };
      }),
  );

describe('reevaluateHoldings equals assetEligibility per holding (differential)', () => {
  it('property (10,000 runs): the same holdings flagged with the same reasons, unflagged, unresolved, accounts', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(worldArb, (input) => {
        const fast = reevaluateHoldings(cat, input);
        expect(fast.ok).toBe(true);
        if (!fast.ok) return;
        for (const h of fast.NewlyIneligible) for (const r of h.Reasons) seen.add(r.Code);
        if (fast.EligibleAgain.length > 0) seen.add('EligibleAgain');
        if (fast.Unresolved.length > 0) seen.add('Unresolved');
        const { ok: _ok, ...rest } = fast;
        expect(rest).toEqual(byDefinition(input));
      }),
      { numRuns: 10_000 },
    );
    // The generator reaches every kind of answer (the bundled catalog has a predicate for every
    // Conditional cell, so ConditionNotInCatalog cannot occur), so the equality is not vacuous.
    expect([...seen].sort()).toEqual(
      [
        'AccountTypeHoldsNoAssets',
        'AssetClassAuthorityMissing',
        'AttributeInvalid',
        'AttributeMissing',
        'EligibleAgain',
        'InstitutionNotEvaluated',
        'InstrumentExcluded',
        'NotPermittedForAccountType',
        'OutsideInstitutionAssetScope',
        'PredicateFailed',
        'QualifiedCustodianRequired',
        'UnknownAccountType',
        'UnknownAssetClass',
        'Unresolved',
      ].sort(),
    );
  });
  it('property: a holding whose flag already matches costs no entry in any list', () => {
    fc.assert(
      fc.property(worldArb, (input) => {
        const first = reevaluateHoldings(cat, input);
        if (!first.ok) return;
        const flagged = new Set(first.NewlyIneligible.map((h) => h.HoldingId));
        const unflagged = new Set(first.EligibleAgain.map((h) => h.HoldingId));
        const settled = input.Holdings.map((h) =>
          flagged.has(h.HoldingId)
            ? { ...h, Flagged: true }
            : unflagged.has(h.HoldingId)
              ? { ...h, Flagged: false }
              : h,
        );
        const second = reevaluateHoldings(cat, { ...input, Holdings: settled });
        expect(second.ok && [second.NewlyIneligible, second.EligibleAgain, second.AffectedAccountIds]).toEqual([
          [],
          [],
          [],
        ]);
      }),
      { numRuns: 500 },
    );
  });
});

describe('reevaluateHoldings on malformed input', () => {
  it('refuses, never throws', () => {
    fc.assert(
      fc.property(arbitraryJson(cat), (junk) => {
        const r1 = reevaluateHoldings(cat, junk as never);
        const r2 = reevaluateHoldings(cat, {
          Holdings: [junk],
          Instruments: new Map(),
          Institutions: new Map(),
        } as never);
        const r3 = reevaluateHoldings(cat, { Holdings: [], Instruments: junk, Institutions: junk } as never);
        for (const r of [r1, r2, r3]) expect(typeof r.ok).toBe('boolean');
      }),
    );
  });
});

describe('an instrument change flags exactly the affected holdings, and changing it back unflags them', () => {
  const registered = validateInstrument(cat, {
    Identifier: { Scheme: 'Isin', Value: 'US0378331005' },
    AssetClass: 'PrivateEquityAndVenture',
    Attributes: {
      InvestsPrimarilyInEmployerSecurities: true,
      IsCollectible: false,
      InvolvesDisqualifiedPerson: false,
      HasAnnualFairMarketValuation: true,
    },
  });
  if (!registered.ok) throw new Error(registered.Message);
  const trustScope: InstitutionAssetScope = { Authorities: ['Bank', 'ErisaTrustee'] };
  const holdings: HoldingToReevaluate[] = [
    {
      HoldingId: 'esop',
      AccountId: 'acct-esop',
      AccountTypeCode: 'employee-stock-ownership-plan',
      InstrumentId: 'X',
      InstitutionId: 'bank',
      Flagged: false,
    },
    {
      HoldingId: 'inherited',
      AccountId: 'acct-ira',
      AccountTypeCode: 'inherited-traditional-ira',
      InstrumentId: 'X',
      InstitutionId: 'bank',
      Flagged: false,
    },
    {
      HoldingId: 'trust',
      AccountId: 'acct-trust',
      AccountTypeCode: 'irrevocable-trust',
      InstrumentId: 'X',
      InstitutionId: 'bank',
      Flagged: false,
    },
    {
      HoldingId: 'roth',
      AccountId: 'acct-roth',
      AccountTypeCode: 'roth-ira',
      InstrumentId: 'X',
      InstitutionId: 'bank',
      Flagged: true,
    },
  ];
  const run = (instrument: InstrumentEligibilityFacts, hs: readonly HoldingToReevaluate[], scope = trustScope) => {
    const r = reevaluateHoldings(cat, {
      Holdings: hs,
      Instruments: new Map([['X', instrument]]),
      Institutions: new Map([['bank', scope]]),
    });
    if (!r.ok) throw new Error(r.Message);
    return r;
  };
  it('before the change nothing moves (the roth-ira holding was already flagged: N cell)', () => {
    const r = run(registered.value, holdings);
    expect([r.NewlyIneligible, r.EligibleAgain]).toEqual([[], []]);
  });
  it(
    'InvestsPrimarilyInEmployerSecurities true -> false flags the ESOP holding only, with the predicate ' + 'reason',
    () => {
      const changed = applyInstrumentChange(cat, registered.value, {
        Attributes: { InvestsPrimarilyInEmployerSecurities: false },
      });
      if (!changed.ok) throw new Error(changed.Message);
      expect(changed.value.Reevaluate).toBe(true);
      const r = run(changed.value.Instrument, holdings);
      expect(r.NewlyIneligible.map((h) => h.HoldingId)).toEqual(['esop']);
      expect(r.NewlyIneligible[0]!.Reasons[0]).toMatchObject({
        Code: 'PredicateFailed',
        Attribute: 'InvestsPrimarilyInEmployerSecurities',
      });
      expect(r.AffectedAccountIds).toEqual(['acct-esop']);
      // Changing it back unflags it.
      const back = applyInstrumentChange(cat, changed.value.Instrument, {
        Attributes: { InvestsPrimarilyInEmployerSecurities: true },
      });
      if (!back.ok) throw new Error(back.Message);
      const flagged = holdings.map((h) => (h.HoldingId === 'esop' ? { ...h, Flagged: true } : h));
      const r2 = run(back.value.Instrument, flagged);
      expect(r2.EligibleAgain).toEqual([{ HoldingId: 'esop', AccountId: 'acct-esop' }]);
      expect(r2.NewlyIneligible).toEqual([]);
      expect(r2.AffectedAccountIds).toEqual(['acct-esop']);
    },
  );
  it('an institution losing its ERISA trustee authority flags the ESOP holding (authority scope)', () => {
    const r = run(registered.value, holdings, { Authorities: ['Bank'] });
    expect(r.NewlyIneligible.map((h) => [h.HoldingId, h.Reasons.map((x) => x.Code)])).toEqual([
      ['esop', ['OutsideInstitutionAssetScope']],
    ]);
  });
  it('a holding whose instrument or institution is not given is unresolved, not guessed', () => {
    const r = reevaluateHoldings(cat, {
      Holdings: [
        { ...holdings[0]!, InstrumentId: 'missing' },
        { ...holdings[1]!, InstitutionId: 'missing' },
      ],
      Instruments: new Map([['X', registered.value]]),
      Institutions: new Map(),
    });
    expect(r.ok && r.Unresolved.map((h) => h.HoldingId)).toEqual(['esop', 'inherited']);
    expect(r.ok && r.Evaluated).toBe(0);
  });
});
