import { describe, expect, it } from 'vitest';
import {
  assetEligibility,
  combineParts,
  defaultCatalog,
  defaultCatalogFiles,
  loadCatalog,
  spousalConsentRequirement,
} from '../../src/index.js';

const cat = defaultCatalog;
const codes = (slug: string, AssetClass: string, Attributes: Record<string, boolean | number | string>) =>
  assetEligibility(cat, { AccountTypeCode: slug, AssetClass, Instrument: { Attributes } }).Reasons.map((r) => r.Code);

describe('instrument exclusions: refused in every asset class', () => {
  it.each(['StocksAndEtfs', 'MutualFunds', 'BondsAndFixedIncome', 'CashAndMoneyMarket'])(
    'coverdell-esa never holds life insurance, even in the Permitted class %s (26 U.S.C. 530(b)(1)(C))',
    (assetClass) => {
      const r = assetEligibility(cat, {
        AccountTypeCode: 'coverdell-esa',
        AssetClass: assetClass,
        Instrument: { Attributes: { IsLifeInsuranceContract: true } },
      });
      expect(r).toMatchObject({ Eligibility: 'NotPermitted', Eligible: false });
      expect(r.Reasons[0]).toMatchObject({ Code: 'InstrumentExcluded', Source: '26 U.S.C. 530(b)(1)(C)' });
    },
  );
  it(
    'every IRA type (26 U.S.C. 408(a)(3)) and the HSA (223(d)(1)(C)) exclude life insurance; an irrevocable ' +
      'trust does not',
    () => {
      expect(codes('health-savings-account', 'MutualFunds', { IsLifeInsuranceContract: true })).toEqual([
        'InstrumentExcluded',
      ]);
      for (const slug of [
        'traditional-ira',
        'roth-ira',
        'sep-ira',
        'simple-ira',
        'sarsep-ira',
        'child-roth-ira',
        'spousal-roth-ira',
        'inherited-traditional-ira',
        'inherited-roth-ira',
      ])
        expect(codes(slug, 'MutualFunds', { IsLifeInsuranceContract: true })).toEqual(['InstrumentExcluded']);
      expect(codes('irrevocable-trust', 'MutualFunds', { IsLifeInsuranceContract: true })).toEqual([]);
    },
  );
  it('a missing attribute excludes nothing; a mistyped one leaves the answer undecided', () => {
    expect(codes('roth-ira', 'StocksAndEtfs', {})).toEqual([]);
    expect(codes('roth-ira', 'StocksAndEtfs', { IsLifeInsuranceContract: false })).toEqual([]);
    const r = assetEligibility(cat, {
      AccountTypeCode: 'roth-ira',
      AssetClass: 'StocksAndEtfs',
      Instrument: { Attributes: { IsLifeInsuranceContract: 'yes' } },
    });
    expect(r).toMatchObject({ Eligibility: 'Conditional', Reasons: [{ Code: 'AttributeInvalid' }] });
  });
  it('on a Conditional cell the predicate on the same attribute decides, so the rule is reported once', () => {
    expect(
      codes('coverdell-esa', 'PrivateCreditAndNotes', {
        IsLifeInsuranceContract: true,
        InvolvesDisqualifiedPerson: false,
      }),
    ).toEqual(['PredicateFailed']);
  });
  it('combineParts of no part is Permitted with no reason', () => {
    expect(combineParts([])).toEqual({ Eligibility: 'Permitted', Eligible: true, Reasons: [] });
  });
});

describe('catalog: community-property states are optional data', () => {
  it('without rules/community-property-states.json the consent rule is Unchecked, never assumed', () => {
    const { 'rules/community-property-states.json': _omit, ...rest } = defaultCatalogFiles;
    const bare = loadCatalog(rest);
    expect(bare.communityProperty).toBeUndefined();
    expect(
      spousalConsentRequirement(bare, {
        AccountTypeCode: 'roth-ira',
        OwnerStateOfResidence: 'CA',
        OwnerIsMarried: true,
      }),
    ).toMatchObject({ Required: null, Unchecked: ['CommunityPropertyStates'] });
  });
  it('a state code must be two capital letters', () => {
    const files = structuredClone(defaultCatalogFiles) as Record<string, { States: { Code: string }[] }>;
    files['rules/community-property-states.json']!.States[0]!.Code = 'Arizona';
    expect(() => loadCatalog(files)).toThrow(/two-letter USPS code/);
  });
});
