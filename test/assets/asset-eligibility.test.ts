import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AssetEligibilityQuery,
  assetEligibility,
  defaultCatalog,
  defaultCatalogFiles,
  loadCatalog,
} from '../../src/index.js';

const cat = defaultCatalog;
const codes = (q: AssetEligibilityQuery): string[] => assetEligibility(cat, q).Reasons.map((r) => r.Code);
const IRA_OK = { IsCollectible: false, InvolvesDisqualifiedPerson: false, HasAnnualFairMarketValuation: true };

describe('ESOP predicate InvestsPrimarilyInEmployerSecurities (spec part 2.5, 26 U.S.C. 4975(e)(7))', () => {
  const q = (attrs?: Record<string, boolean | number | string>): AssetEligibilityQuery => ({
    AccountTypeCode: 'employee-stock-ownership-plan',
    AssetClass: 'PrivateEquityAndVenture',
    ...(attrs ? { Instrument: { Attributes: attrs } } : {}),
  });
  it('no attributes: stays Conditional and names the missing attribute', () => {
    const r = assetEligibility(cat, q());
    expect(r).toMatchObject({ Eligibility: 'Conditional', Eligible: null });
    expect(r.Reasons).toEqual([
      expect.objectContaining({ Code: 'AttributeMissing', Attribute: 'InvestsPrimarilyInEmployerSecurities' }),
    ]);
  });
  it('true: Permitted', () => {
    expect(assetEligibility(cat, q({ InvestsPrimarilyInEmployerSecurities: true }))).toEqual({
      Eligibility: 'Permitted',
      Eligible: true,
      Reasons: [],
    });
  });
  it('false: NotPermitted with the predicate Source', () => {
    const r = assetEligibility(cat, q({ InvestsPrimarilyInEmployerSecurities: false }));
    expect(r.Eligibility).toBe('NotPermitted');
    expect(r.Reasons[0]).toMatchObject({ Code: 'PredicateFailed', Attribute: 'InvestsPrimarilyInEmployerSecurities' });
    expect(r.Reasons[0]!.Source).toContain('4975(e)(7)');
  });
  it('a string "true" is not a boolean: undecided, AttributeInvalid', () => {
    expect(codes(q({ InvestsPrimarilyInEmployerSecurities: 'true' }))).toEqual(['AttributeInvalid']);
  });
  it('does not touch Permitted cells of the row', () => {
    expect(
      assetEligibility(cat, {
        AccountTypeCode: 'employee-stock-ownership-plan',
        AssetClass: 'StocksAndEtfs',
        Instrument: { Attributes: { InvestsPrimarilyInEmployerSecurities: false } },
      }).Eligibility,
    ).toBe('Permitted');
  });
});

describe('predicates of other Conditional cells', () => {
  it('inherited IRA precious metals: names each missing attribute, then decides', () => {
    const base = { AccountTypeCode: 'inherited-traditional-ira', AssetClass: 'PreciousMetals' };
    const missing = assetEligibility(cat, base).Reasons.map((r) => r.Attribute);
    expect(missing).toEqual(['IsCollectible', 'MeetsIraBullionStandard']);
    expect(
      assetEligibility(cat, { ...base, Instrument: { Attributes: { IsCollectible: false } } }).Reasons.map(
        (r) => r.Attribute,
      ),
    ).toEqual(['MeetsIraBullionStandard']);
    expect(
      assetEligibility(cat, {
        ...base,
        Instrument: { Attributes: { IsCollectible: false, MeetsIraBullionStandard: true } },
      }).Eligibility,
    ).toBe('Permitted');
    // One failing predicate decides, even with another still missing (26 U.S.C. 408(m)).
    expect(assetEligibility(cat, { ...base, Instrument: { Attributes: { IsCollectible: true } } }).Eligibility).toBe(
      'NotPermitted',
    );
  });
  it('trump-account ETF: expense ratio above 0.1 percent fails (26 U.S.C. 530A)', () => {
    const attrs = { TracksQualifiedIndex: true, UsesLeverage: false, AnnualExpenseRatioPercent: 0.03 };
    const q = (a: Record<string, boolean | number>): AssetEligibilityQuery => ({
      AccountTypeCode: 'trump-account',
      AssetClass: 'StocksAndEtfs',
      Instrument: { Attributes: a },
    });
    expect(assetEligibility(cat, q(attrs)).Eligibility).toBe('Permitted');
    expect(assetEligibility(cat, q({ ...attrs, AnnualExpenseRatioPercent: 0.1 })).Eligibility).toBe('Permitted');
    expect(assetEligibility(cat, q({ ...attrs, AnnualExpenseRatioPercent: 0.11 })).Reasons[0]).toMatchObject({
      Code: 'PredicateFailed',
      Attribute: 'AnnualExpenseRatioPercent',
    });
    expect(assetEligibility(cat, q({ ...attrs, UsesLeverage: true })).Eligibility).toBe('NotPermitted');
  });
  it('coverdell-esa: life insurance may not be held (26 U.S.C. 530(b)(1)(C))', () => {
    const q = {
      AccountTypeCode: 'coverdell-esa',
      AssetClass: 'PrivateCreditAndNotes',
      Instrument: { Attributes: { IsLifeInsuranceContract: true, InvolvesDisqualifiedPerson: false } },
    };
    expect(codes(q)).toEqual(['PredicateFailed']);
  });
});

describe('institution authority asset scope', () => {
  const sepMutual = (scope: AssetEligibilityQuery['InstitutionAssetScope']): AssetEligibilityQuery => ({
    AccountTypeCode: 'sep-ira',
    AssetClass: 'MutualFunds',
    ...(scope ? { InstitutionAssetScope: scope } : {}),
  });
  it('IrsNonbankCustodian scoped to StocksAndEtfs only: mutual funds NotPermitted, stocks Permitted', () => {
    const scope = { Authorities: ['IrsNonbankCustodian'], AssetScopes: { IrsNonbankCustodian: ['StocksAndEtfs'] } };
    const r = assetEligibility(cat, sepMutual(scope));
    expect(r.Eligibility).toBe('NotPermitted');
    expect(r.Reasons[0]).toMatchObject({
      Code: 'OutsideInstitutionAssetScope',
      Group: ['IrsNonbankCustodian', 'Bank', 'StateTrustCompany'],
    });
    expect(assetEligibility(cat, { ...sepMutual(scope), AssetClass: 'StocksAndEtfs' }).Eligibility).toBe('Permitted');
  });
  it('a Bank with no AssetScopes covers every class: mutual funds Permitted', () => {
    expect(assetEligibility(cat, sepMutual({ Authorities: ['Bank'] })).Eligibility).toBe('Permitted');
  });
  it('a scoped IrsNonbankCustodian plus a Bank: the Bank covers the class', () => {
    expect(
      assetEligibility(
        cat,
        sepMutual({
          Authorities: ['IrsNonbankCustodian', 'Bank'],
          AssetScopes: { IrsNonbankCustodian: ['StocksAndEtfs'] },
        }),
      ).Eligibility,
    ).toBe('Permitted');
  });
  it('IrsNonbankCustodian with no AssetScopes entry covers nothing (ScopedByAssetClass)', () => {
    expect(codes(sepMutual({ Authorities: ['IrsNonbankCustodian'] }))).toEqual(['OutsideInstitutionAssetScope']);
  });
  it('an institution holding none of a group cannot hold the asset for the type', () => {
    expect(codes(sepMutual({ Authorities: ['BrokerDealer'] }))).toEqual(['OutsideInstitutionAssetScope']);
  });
  it('ESOP: every AND-group must cover the class (ErisaTrustee AND IBN)', () => {
    const q = { AccountTypeCode: 'employee-stock-ownership-plan', AssetClass: 'BondsAndFixedIncome' };
    expect(
      assetEligibility(cat, { ...q, InstitutionAssetScope: { Authorities: ['ErisaTrustee', 'Bank'] } }).Eligibility,
    ).toBe('Permitted');
    const r = assetEligibility(cat, {
      ...q,
      InstitutionAssetScope: {
        Authorities: ['ErisaTrustee', 'IrsNonbankCustodian'],
        AssetScopes: { IrsNonbankCustodian: ['StocksAndEtfs'] },
      },
    });
    expect(r.Reasons.map((x) => x.Group)).toEqual([['IrsNonbankCustodian', 'Bank', 'StateTrustCompany']]);
    expect(
      assetEligibility(cat, { ...q, InstitutionAssetScope: { Authorities: ['Bank'] } }).Reasons.map((x) => x.Group),
    ).toEqual([['ErisaTrustee']]);
  });
  it('an AssetScopes entry restricts even an unscoped authority', () => {
    expect(
      assetEligibility(cat, sepMutual({ Authorities: ['Bank'], AssetScopes: { Bank: ['StocksAndEtfs'] } })).Eligibility,
    ).toBe('NotPermitted');
  });
});

describe('stablecoins need PermittedPaymentStablecoinCustodian (asset-classes.json; GENIUS Act sec. 10)', () => {
  const q = (authorities: string[]): AssetEligibilityQuery => ({
    AccountTypeCode: 'irrevocable-trust',
    AssetClass: 'Stablecoins',
    Instrument: { Attributes: { PermittedByTrustInstrument: true } },
    InstitutionAssetScope: { Authorities: authorities },
  });
  it('a Bank without the stablecoin authority: NotPermitted naming the authority', () => {
    const r = assetEligibility(cat, q(['Bank']));
    expect(r.Eligibility).toBe('NotPermitted');
    expect(r.Reasons).toEqual([
      expect.objectContaining({ Code: 'AssetClassAuthorityMissing', Authority: 'PermittedPaymentStablecoinCustodian' }),
    ]);
  });
  it('a Bank that is also a stablecoin custodian: Permitted', () => {
    expect(assetEligibility(cat, q(['Bank', 'PermittedPaymentStablecoinCustodian'])).Eligibility).toBe('Permitted');
  });
  it('without a scope the requirement is reported as not evaluated', () => {
    const r = assetEligibility(cat, {
      AccountTypeCode: 'irrevocable-trust',
      AssetClass: 'Stablecoins',
      Instrument: { Attributes: { PermittedByTrustInstrument: true } },
    });
    expect(r.Eligibility).toBe('Permitted');
    expect(r.Reasons).toEqual([
      expect.objectContaining({ Code: 'InstitutionNotEvaluated', Authority: 'PermittedPaymentStablecoinCustodian' }),
    ]);
  });
});

describe('QualifiedCustodianAdvisersAct is implied by no other authority (17 CFR 275.206(4)-2)', () => {
  const q = (authorities: string[], adviser: boolean): AssetEligibilityQuery => ({
    AccountTypeCode: 'irrevocable-trust',
    AssetClass: 'StocksAndEtfs',
    Instrument: { Attributes: { AdviserCustodyRequired: adviser } },
    InstitutionAssetScope: { Authorities: authorities },
  });
  it('every other authority together does not satisfy it', () => {
    const all = cat.authorities.map((a) => a.Name).filter((n) => n !== 'QualifiedCustodianAdvisersAct');
    const r = assetEligibility(cat, q(all, true));
    expect(r.Eligibility).toBe('NotPermitted');
    expect(r.Reasons).toEqual([
      expect.objectContaining({ Code: 'QualifiedCustodianRequired', Authority: 'QualifiedCustodianAdvisersAct' }),
    ]);
  });
  it('held itself: Permitted', () =>
    expect(assetEligibility(cat, q(['Bank', 'QualifiedCustodianAdvisersAct'], true)).Eligibility).toBe('Permitted'));
  it('not needed when AdviserCustodyRequired is false', () =>
    expect(assetEligibility(cat, q(['Bank'], false)).Eligibility).toBe('Permitted'));
});

describe('bad input never throws', () => {
  it('unknown type and class give a result with a reason code', () => {
    expect(assetEligibility(cat, { AccountTypeCode: 'IRA', AssetClass: 'StocksAndEtfs' })).toMatchObject({
      Eligible: false,
      Reasons: [{ Code: 'UnknownAccountType' }],
    });
    expect(assetEligibility(cat, { AccountTypeCode: 'sep-ira', AssetClass: 'Beanie babies' })).toMatchObject({
      Eligible: false,
      Reasons: [{ Code: 'UnknownAssetClass' }],
    });
  });
  it('property: arbitrary JSON as query never throws and keeps Eligible consistent with Eligibility', () => {
    const slug = fc.constantFrom(...cat.types.map((t) => t.Slug), 'x');
    const cls = fc.constantFrom(...cat.assetClasses.map((c) => c.Name), 'y');
    const query = fc.oneof(
      fc.anything(),
      fc.record(
        { AccountTypeCode: slug, AssetClass: cls, Instrument: fc.anything(), InstitutionAssetScope: fc.anything() },
        { requiredKeys: ['AccountTypeCode', 'AssetClass'] },
      ),
    );
    fc.assert(
      fc.property(query, (q) => {
        const r = assetEligibility(cat, q as AssetEligibilityQuery);
        const expected = r.Eligibility === 'Permitted' ? true : r.Eligibility === 'NotPermitted' ? false : null;
        expect(r.Eligible).toBe(expected);
        if (r.Eligibility !== 'Permitted') expect(r.Reasons.length).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
  });
  it('property: adding authorities to the scope never turns Permitted into NotPermitted (monotone)', () => {
    const names = cat.authorities.map((a) => a.Name);
    fc.assert(
      fc.property(
        fc.constantFrom(...cat.types.map((t) => t.Slug)),
        fc.constantFrom(...cat.assetClasses.map((c) => c.Name)),
        fc.subarray(names),
        fc.subarray(names),
        (slug, cls, held, extra) => {
          const base = {
            AccountTypeCode: slug,
            AssetClass: cls,
            Instrument: { Attributes: { ...IRA_OK, PermittedByTrustInstrument: true } },
          };
          const a = assetEligibility(cat, { ...base, InstitutionAssetScope: { Authorities: held } });
          const b = assetEligibility(cat, { ...base, InstitutionAssetScope: { Authorities: [...held, ...extra] } });
          if (a.Eligibility === 'Permitted') expect(b.Eligibility).toBe('Permitted');
          // The institution dimension only narrows the type's cell.
          const cell = assetEligibility(cat, { AccountTypeCode: slug, AssetClass: cls }).Eligibility;
          if (cell === 'NotPermitted') expect(b.Eligibility).toBe('NotPermitted');
        },
      ),
      { numRuns: 1000 },
    );
  });
  it('does not mutate its inputs', () => {
    const q = {
      AccountTypeCode: 'employee-stock-ownership-plan',
      AssetClass: 'RealEstate',
      Instrument: { Attributes: { InvestsPrimarilyInEmployerSecurities: true, AdviserCustodyRequired: true } },
      InstitutionAssetScope: {
        Authorities: ['ErisaTrustee', 'IrsNonbankCustodian'],
        AssetScopes: { IrsNonbankCustodian: ['RealEstate'] },
      },
    };
    const before = structuredClone(q);
    assetEligibility(cat, q);
    expect(q).toEqual(before);
  });
});

describe('catalog: predicates only on Conditional cells', () => {
  it('a predicate on a Permitted cell is rejected at load', () => {
    const esop = structuredClone(defaultCatalogFiles['types/employee-stock-ownership-plan.json']) as {
      InstrumentPredicates: { AssetClasses: string[] }[];
    };
    esop.InstrumentPredicates[0]!.AssetClasses.push('StocksAndEtfs');
    expect(() => loadCatalog({ ...defaultCatalogFiles, 'types/employee-stock-ownership-plan.json': esop })).toThrow(
      /StocksAndEtfs is Permitted in AssetRow/,
    );
  });
});

describe('instrument shape', () => {
  it('reads a flat record of attributes like { Attributes: ... } (design.md leaves the shape open)', async () => {
    const { assetEligibility, defaultCatalog } = await import('../../src/index.js');
    const wrapped = assetEligibility(defaultCatalog, {
      AccountTypeCode: 'employee-stock-ownership-plan',
      AssetClass: 'PrivateEquityAndVenture',
      Instrument: { Attributes: { InvestsPrimarilyInEmployerSecurities: false } },
    });
    const flat = assetEligibility(defaultCatalog, {
      AccountTypeCode: 'employee-stock-ownership-plan',
      AssetClass: 'PrivateEquityAndVenture',
      Instrument: { InvestsPrimarilyInEmployerSecurities: false } as never,
    });
    expect(flat.Eligibility).toBe('NotPermitted');
    expect(flat).toEqual(wrapped);
  });
});
