// Review of beneficiaries, holdings, asset eligibility and identifiers (session 11), against the law and the
// specification. Each test is named for the rule and its source; every figure is typed in by hand from the source
// named (26 U.S.C. 401(a)(9)(E), 401(a)(11), 408(a)(3), 408(m), 417(a)(2), 530A; Treas. Reg. 1.401(a)(9)-4; IRS
// Publication 555; the Treasury's announced Trump-account fund menu; the issuers' published CUSIPs and ISINs).
// Nothing is read from catalog/.
import { describe, expect, it } from 'vitest';
import {
  type AssetEligibilityQuery,
  assetEligibility,
  type BeneficiaryOwnerFacts,
  beneficiaryClasses,
  defaultCatalog as cat,
  cusipCheckDigit,
  spousalConsentRequirement,
  validateBeneficiaryDesignations,
  validateCusip,
  validateIsin,
  yearEndFairMarketValue,
} from '../../src/index.js';

const TODAY = '2026-03-01';
const NO_FACTS = { Disabled: false, ChronicallyIll: false } as const;
const person = (Name: string, SharePercent: string, over: Record<string, unknown> = {}) => ({
  Kind: 'Person',
  Name,
  Relationship: 'Child',
  DateOfBirth: '1990-05-05',
  SharePercent,
  ...over,
});
const validate = (body: unknown, facts: BeneficiaryOwnerFacts) =>
  validateBeneficiaryDesignations(cat, body, facts, TODAY);
const errorCodes = (r: ReturnType<typeof validate>) => (r.ok ? [] : r.Errors.map((e) => [e.FieldName, e.ErrorCode]));
const classOf = (d: Parameters<typeof beneficiaryClasses>[0], ownerBirth: string, death: string) => {
  const r = beneficiaryClasses(d, { OwnerDateOfBirth: ownerBirth, ...NO_FACTS }, death);
  if (!r.ok) throw new Error(r.Message);
  return r;
};
const eligibility = (AccountTypeCode: string, AssetClass: string, Attributes: AssetEligibilityQuery['Instrument']) =>
  assetEligibility(cat, { AccountTypeCode, AssetClass, ...(Attributes ? { Instrument: Attributes } : {}) });

// ---------------------------------------------------------------------------------------------------------
describe('eligible designated beneficiaries (26 U.S.C. 401(a)(9)(E); Treas. Reg. 1.401(a)(9)-4)', () => {
  it('401(a)(9)(E)(ii)(V): a beneficiary born on the same day as the owner is "not more than 10 years younger"', () => {
    // A twin sibling: zero years younger. Born the same day, so measured birth date to birth date it is
    // not more (and not less) than ten years: an EDB; the owner's age at death does not matter.
    const r = classOf({ Kind: 'Person', Relationship: 'Other', DateOfBirth: '1958-09-12' }, '1958-09-12', '2025-04-02');
    expect(r).toMatchObject({
      Classes: ['NotMoreThanTenYearsYounger'],
      ScheduleClass: 'NotMoreThanTenYearsYounger',
      EligibleDesignatedBeneficiary: true,
    });
  });

  it(
    '401(a)(9)(E)(ii) flush language and 1.401(a)(9)-4(e)(3): a child turning 21 later in the year of death ' +
      'is a MinorChild as of the death; dying on the 21st birthday, not',
    () => {
      const child = { Kind: 'Person' as const, Relationship: 'Child' as const, DateOfBirth: '2004-07-15' };
      // Death on 2025-03-01: the child is 20 and turns 21 on 2025-07-15, in the same calendar year. EDB status
      // is fixed at the date of death, so the child is a minor child; majority (age 21) is on 2025-07-15.
      expect(classOf(child, '1975-11-30', '2025-03-01')).toMatchObject({
        ScheduleClass: 'MinorChild',
        EligibleDesignatedBeneficiary: true,
        MajorityDate: '2025-07-15',
      });
      // Death on the 21st birthday: the child has reached 21, so is no longer a minor; a designated
      // beneficiary under the ten-year rule.
      const adult = classOf(child, '1975-11-30', '2025-07-15');
      expect(adult).toMatchObject({ ScheduleClass: 'NotAnEdb', DesignatedBeneficiary: true });
      expect('MajorityDate' in adult).toBe(false);
    },
  );

  it(
    '1.401(a)(9)-4(a)(1): a decedent with no designation: the list may be empty (with a warning) and the estate, ' +
      'the usual default taker, is not a designated beneficiary',
    () => {
      const list = validate({ Primary: [], Contingent: [] }, { AccountTypeCode: 'traditional-ira' });
      expect(list.ok && list.Warnings.map((w) => w.Code)).toEqual(['NoBeneficiaryDesignated']);
      const estate = beneficiaryClasses({ Kind: 'Estate', Relationship: 'Other' }, {}, '2025-06-30');
      expect(estate).toMatchObject({
        Classes: ['NotADesignatedBeneficiary'],
        ScheduleClass: 'NotADesignatedBeneficiary',
        DesignatedBeneficiary: false,
        EligibleDesignatedBeneficiary: false,
      });
    },
  );

  it('1.401(a)(9)-4(f): a see-through trust is designated, but not eligible until its beneficiaries are known', () => {
    const r = beneficiaryClasses(
      { Kind: 'Trust', Relationship: 'Other', SeeThroughTrust: true },
      { OwnerDateOfBirth: '1950-01-01' },
      '2025-06-30',
    );
    expect(r).toMatchObject({
      ScheduleClass: 'NotAnEdb',
      DesignatedBeneficiary: true,
      EligibleDesignatedBeneficiary: false,
      Unchecked: ['TrustBeneficiaries'],
    });
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('designation lists: shares, tiers and duplicates (docs/decisions 47, "Beneficiary list shape")', () => {
  const NY: BeneficiaryOwnerFacts = { AccountTypeCode: 'roth-ira', OwnerStateOfResidence: 'NY', OwnerIsMarried: true };

  it('seven equal shares: 14.29 x 6 + 14.26 is exactly 100.00; 14.29 x 7 = 100.03 is refused on its tier', () => {
    const seven = (last: string) => [1, 2, 3, 4, 5, 6].map((i) => person(`C${i}`, '14.29')).concat(person('C7', last));
    expect(
      validate({ Primary: [person('S', '100', { Relationship: 'Other' })], Contingent: seven('14.26') }, NY).ok,
    ).toBe(true);
    const r = validate({ Primary: [person('S', '100', { Relationship: 'Other' })], Contingent: seven('14.29') }, NY);
    expect(errorCodes(r)).toEqual([['Contingent', 'SharesDoNotSumTo100']]);
    expect(r.ok ? '' : r.Message).toContain('100.03');
  });

  it('only contingents: refused (ContingentWithoutPrimary); a contingent takes only after a primary', () => {
    expect(errorCodes(validate({ Primary: [], Contingent: [person('A', '60'), person('B', '40')] }, NY))).toEqual([
      ['Primary', 'ContingentWithoutPrimary'],
    ]);
  });

  it('the same charity twice in one tier is a duplicate; the same person in both tiers is not', () => {
    const charity = (SharePercent: string) => ({ Kind: 'Charity', Name: 'Red Cross', SharePercent });
    expect(errorCodes(validate({ Primary: [charity('50'), { ...charity('50'), Name: 'RED  CROSS' }] }, NY))).toEqual([
      ['Primary[1]', 'DuplicateDesignation'],
    ]);
    expect(validate({ Primary: [person('A', '100')], Contingent: [person('A', '100')] }, NY).ok).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('spousal consent (26 U.S.C. 401(a)(11), 417(a)(2); IRS Publication 555)', () => {
  it(
    '401(a)(11)(B)(iii), 417(a)(2): in a plan (ESOP) in a common-law state, a spouse with half the primary tier ' +
      'does not excuse the other half: the child needs the written consent',
    () => {
      const plan: BeneficiaryOwnerFacts = {
        AccountTypeCode: 'employee-stock-ownership-plan',
        OwnerStateOfResidence: 'OH',
        OwnerIsMarried: true,
      };
      const body = (consent: boolean) => ({
        Primary: [
          person('Pat', '50', { Relationship: 'Spouse', DateOfBirth: '1970-01-01' }),
          person('Kim', '50', consent ? { SpousalConsent: true } : {}),
        ],
      });
      expect(errorCodes(validate(body(false), plan))).toEqual([
        ['Primary[1].SpousalConsent', 'SpousalConsentRequired'],
      ]);
      expect(validate(body(true), plan).ok).toBe(true);
    },
  );

  it('Publication 555: Wisconsin (marital property) is community property; Alaska (opt-in) is not listed', () => {
    const married = (OwnerStateOfResidence: string) =>
      spousalConsentRequirement(cat, {
        AccountTypeCode: 'traditional-ira',
        OwnerStateOfResidence,
        OwnerIsMarried: true,
      });
    expect(married('WI')).toMatchObject({ Required: true, Unchecked: [] });
    expect(married('wi').Required).toBe(true);
    expect(married('AK')).toMatchObject({ Required: false, Unchecked: [] });
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('IRA collectibles (26 U.S.C. 408(m)) and life insurance (408(a)(3))', () => {
  const metals = (Attributes: Record<string, boolean>) =>
    eligibility('inherited-traditional-ira', 'PreciousMetals', { Attributes });

  it(
    '408(m)(3): an American Gold Eagle (A)(i) and a .9999 gold bar held by the trustee (B) are not collectibles; ' +
      'a numismatic coin is (408(m)(2)(D)), and a bar kept at home fails (B)',
    () => {
      expect(metals({ IsCollectible: false, MeetsIraBullionStandard: true }).Eligibility).toBe('Permitted');
      const numismatic = metals({ IsCollectible: true, MeetsIraBullionStandard: false });
      expect(numismatic.Eligibility).toBe('NotPermitted');
      expect(numismatic.Reasons.map((r) => r.Source)).toEqual(['26 U.S.C. 408(m)(1)-(2)', '26 U.S.C. 408(m)(3)']);
      const atHome = metals({ IsCollectible: false, MeetsIraBullionStandard: false });
      expect(atHome.Reasons).toEqual([
        expect.objectContaining({ Code: 'PredicateFailed', Attribute: 'MeetsIraBullionStandard' }),
      ]);
      // The specification's row for a SEP IRA refuses precious metals outright (part 2.5: N), narrower than 408(m).
      expect(eligibility('sep-ira', 'PreciousMetals', { Attributes: { IsCollectible: false } }).Eligibility).toBe(
        'NotPermitted',
      );
    },
  );

  it('408(a)(3) applied by 530A(a): a Trump account (an IRA under 408(a)) never holds life insurance', () => {
    const r = eligibility('trump-account', 'CashAndMoneyMarket', { Attributes: { IsLifeInsuranceContract: true } });
    expect(r).toMatchObject({ Eligibility: 'NotPermitted', Eligible: false });
    expect(r.Reasons[0]).toMatchObject({ Code: 'InstrumentExcluded', Attribute: 'IsLifeInsuranceContract' });
    expect(r.Reasons[0]?.Source).toContain('408(a)(3)');
    expect(r.Reasons[0]?.Source).toContain('530A(a)');
    // An instrument that is not life insurance, or says nothing about it, keeps the cell (P).
    expect(eligibility('trump-account', 'CashAndMoneyMarket', { Attributes: {} }).Eligibility).toBe('Permitted');
    expect(
      eligibility('trump-account', 'CashAndMoneyMarket', { Attributes: { IsLifeInsuranceContract: false } })
        .Eligibility,
    ).toBe('Permitted');
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('Trump accounts in the growth period: eligible investments (26 U.S.C. 530A(b)(3); Notice 2025-68)', () => {
  const etf = (AnnualExpenseRatioPercent: number, over: Record<string, boolean> = {}) =>
    eligibility('trump-account', 'StocksAndEtfs', {
      Attributes: { TracksQualifiedIndex: true, UsesLeverage: false, AnnualExpenseRatioPercent, ...over },
    });

  it("the Treasury's menu (SPYM 0.02%; IVV, VTI, SPTM, ITOT 0.03%) is eligible: S&P 500 or broad US equity", () => {
    for (const ratio of [0.02, 0.03, 0.03, 0.03, 0.03]) expect(etf(ratio).Eligibility).toBe('Permitted');
  });

  it('530A(b)(3)(A)(ii)-(iii): a 2x leveraged S&P 500 ETF at 0.89% fails on leverage and on fees', () => {
    const r = etf(0.89, { UsesLeverage: true });
    expect(r.Eligibility).toBe('NotPermitted');
    expect(r.Reasons.map((x) => x.Attribute)).toEqual(['UsesLeverage', 'AnnualExpenseRatioPercent']);
  });

  it('530A(b)(3)(B): a sector index fund and a single stock track no qualified index; a bond fund is N', () => {
    expect(etf(0.08, { TracksQualifiedIndex: false }).Reasons).toEqual([
      expect.objectContaining({ Code: 'PredicateFailed', Attribute: 'TracksQualifiedIndex' }),
    ]);
    expect(eligibility('trump-account', 'BondsAndFixedIncome', { Attributes: {} }).Reasons[0]?.Code).toBe(
      'NotPermittedForAccountType',
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('identifiers: published CUSIPs and ISINs', () => {
  it('CUSIP double-add-double by hand: Tesla 88160R10 gives 1 (8+7+1+3+0+9+1+0 = 29)', () => {
    expect(cusipCheckDigit('88160R10')).toBe(1);
    for (const c of ['88160R101', '023135106', '084670702', '02079K305', '464287200', '922908769'])
      expect(validateCusip(c).ok).toBe(true);
    expect(validateCusip('88160R102')).toMatchObject({ Code: 'CheckDigitMismatch', ExpectedCheckDigit: '1' });
  });

  it('ISO 6166: Bayer DE000BAY0017, Sony JP3435000009, Nestle CH0038863350, IE00B4L5Y983, RBC CA7800871021', () => {
    for (const isin of ['DE000BAY0017', 'JP3435000009', 'CH0038863350', 'IE00B4L5Y983', 'NL0000009165', 'CA7800871021'])
      expect(validateIsin(isin)).toEqual({ ok: true, value: { Scheme: 'Isin', Value: isin } });
    expect(validateIsin('DE000BAY0018')).toMatchObject({ Code: 'CheckDigitMismatch', ExpectedCheckDigit: '7' });
    // A Canadian ISIN carries a CUSIP: 780087102 is RBC's, so its own check digit is checked too.
    expect(validateCusip('780087102').ok).toBe(true);
  });

  it('US ISINs of the Trump-account menu ETFs: IVV US4642872000, VTI US9229087690, ITOT US4642871507', () => {
    for (const isin of ['US4642872000', 'US9229087690', 'US4642871507', 'US78464A8053'])
      expect(validateIsin(isin).ok).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('year-end fair market value (Form 5498 box 5)', () => {
  it('December 31, 2022 was a Saturday: the Friday close (Apple 129.93 on 2022-12-30) values it, not Jan 3', () => {
    const r = yearEndFairMarketValue({
      Year: 2022,
      Cash: '10.00',
      Positions: [
        {
          InstrumentId: 'AAPL',
          Quantity: '3',
          Prices: [
            { Date: '2023-01-03', Price: '125.07' },
            { Date: '2022-12-30', Price: '129.93' },
          ],
        },
      ],
    });
    expect(r).toMatchObject({
      ok: true,
      ValuationDate: '2022-12-31',
      Positions: [{ PriceDate: '2022-12-30', Price: '129.93', Value: '389.79' }],
      HoldingsValue: '389.79',
      FairMarketValue: '399.79',
      Warnings: [],
    });
  });
});
