import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BeneficiaryOwnerFacts,
  defaultCatalog,
  spousalConsentRequirement,
  validateBeneficiaryDesignations,
} from '../../src/index.js';
import { arbitraryJson, neverThrowsOnArbitraryJson } from '../../src/testing/index.js';

const cat = defaultCatalog;
const TODAY = '2026-03-01';
const IRA: BeneficiaryOwnerFacts = { AccountTypeCode: 'roth-ira', OwnerStateOfResidence: 'NY', OwnerIsMarried: true };
const person = (Name: string, SharePercent: string | number, over: Record<string, unknown> = {}) => ({
  Kind: 'Person',
  Name,
  Relationship: 'Child',
  DateOfBirth: '1990-05-05',
  SharePercent,
  ...over,
});
const validate = (body: unknown, facts: BeneficiaryOwnerFacts = IRA) =>
  validateBeneficiaryDesignations(cat, body, facts, TODAY);
const codes = (r: ReturnType<typeof validate>) => (r.ok ? [] : r.Errors.map((e) => [e.FieldName, e.ErrorCode]));

describe('shares sum to exactly 100 percent per tier', () => {
  it('primary 50 + 49.99 is refused on Primary', () => {
    expect(codes(validate({ Primary: [person('A', '50'), person('B', '49.99')] }))).toEqual([
      ['Primary', 'SharesDoNotSumTo100'],
    ]);
  });
  it('contingent 60 + 40.01 is refused on Contingent, the primary tier being right', () => {
    const r = validate({ Primary: [person('A', 100)], Contingent: [person('B', 60), person('C', '40.01')] });
    expect(codes(r)).toEqual([['Contingent', 'SharesDoNotSumTo100']]);
    expect(r.ok ? '' : r.Message).toMatch(/100\.01 percent/);
  });
  it('both tiers wrong: one error per tier', () => {
    expect(codes(validate({ Primary: [person('A', 99)], Contingent: [person('B', 60), person('C', 39)] }))).toEqual([
      ['Primary', 'SharesDoNotSumTo100'],
      ['Contingent', 'SharesDoNotSumTo100'],
    ]);
  });
  it('a share above 100 is refused on the designation itself', () => {
    expect(codes(validate({ Primary: [person('A', 101)] }))).toEqual([['Primary[0].SharePercent', 'OutOfRange']]);
  });
  it('three-way split 33.33 + 33.33 + 33.34 is exactly 100', () => {
    const r = validate({ Primary: [person('A', '33.33'), person('B', '33.33'), person('C', '33.34')] });
    expect(r.ok).toBe(true);
  });
  it('shares are to the hundredth of a percent: 33.333 is refused', () => {
    expect(codes(validate({ Primary: [person('A', '33.333'), person('B', '66.667')] }))).toEqual([
      ['Primary[0].SharePercent', 'InvalidFormat'],
      ['Primary[1].SharePercent', 'InvalidFormat'],
    ]);
  });
  it('an empty contingent tier is fine; a contingent tier without a primary one is not', () => {
    expect(validate({ Primary: [person('A', 100)], Contingent: [] }).ok).toBe(true);
    expect(codes(validate({ Primary: [], Contingent: [person('A', 100)] }))).toEqual([
      ['Primary', 'ContingentWithoutPrimary'],
    ]);
  });
  it('no designation at all is allowed, with a warning', () => {
    expect(validate({ Primary: [] })).toMatchObject({ ok: true, Warnings: [{ Code: 'NoBeneficiaryDesignated' }] });
  });
  it('property: n shares that sum to 100.00 are accepted, and moving one cent off refuses the tier', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        (weights, up) => {
          const total = weights.reduce((a, b) => a + b, 0);
          const cents = weights.map((w) => Math.floor((w * 10_000) / total));
          cents[0]! += 10_000 - cents.reduce((a, b) => a + b, 0);
          if (cents.some((c) => c < 1)) return;
          const share = (c: number) => (c / 100).toFixed(2);
          const primary = cents.map((c, i) => person(`P${i}`, share(c)));
          expect(validate({ Primary: primary }).ok).toBe(true);
          const off = cents.map((c, i) => (i === 0 ? c + (up ? 1 : -1) : c));
          if (off[0]! < 1 || off[0]! > 10_000) return;
          expect(codes(validate({ Primary: off.map((c, i) => person(`P${i}`, share(c))) }))).toEqual([
            ['Primary', 'SharesDoNotSumTo100'],
          ]);
        },
      ),
    );
  });
});

describe('each designation names a person, an estate, a trust or a charity', () => {
  it('normalises a person, an estate, a trust and a charity', () => {
    const r = validate({
      Primary: [
        person('Ana Doe', '40', { Relationship: 'Spouse', DateOfBirth: '1980-01-01', PerStirpes: true }),
        { Kind: 'Trust', Name: 'Doe Family Trust', SharePercent: '30', SeeThroughTrust: true, SpousalConsent: true },
        { Kind: 'Charity', Name: 'Red Cross', SharePercent: 30, SpousalConsent: true },
      ],
      Contingent: [{ Kind: 'Estate', SharePercent: 100 }],
    });
    expect(r).toMatchObject({
      ok: true,
      value: {
        Primary: [
          {
            Kind: 'Person',
            Name: 'Ana Doe',
            Relationship: 'Spouse',
            DateOfBirth: '1980-01-01',
            SharePercent: '40',
            PerStirpes: true,
            SpousalConsent: false,
          },
          {
            Kind: 'Trust',
            Relationship: 'Other',
            SharePercent: '30',
            PerStirpes: false,
            SpousalConsent: true,
            SeeThroughTrust: true,
          },
          { Kind: 'Charity', Relationship: 'Other', SharePercent: '30' },
        ],
        Contingent: [{ Kind: 'Estate', Relationship: 'Other', SharePercent: '100' }],
      },
    });
  });
  it('a person needs a relationship and a date of birth, not after today', () => {
    expect(codes(validate({ Primary: [{ Kind: 'Person', Name: 'A', SharePercent: 100 }] }))).toEqual([
      ['Primary[0].Relationship', 'Required'],
      ['Primary[0].DateOfBirth', 'Required'],
    ]);
    expect(codes(validate({ Primary: [person('A', 100, { DateOfBirth: '2026-03-02' })] }))).toEqual([
      ['Primary[0].DateOfBirth', 'OutOfRange'],
    ]);
  });
  it('a non-person has no date of birth, no per stirpes, and no Spouse or Child relationship', () => {
    expect(
      codes(
        validate({
          Primary: [
            {
              Kind: 'Charity',
              Name: 'X',
              SharePercent: 100,
              DateOfBirth: '2000-01-01',
              PerStirpes: true,
              Relationship: 'Child',
            },
          ],
        }),
      ),
    ).toEqual([
      ['Primary[0].DateOfBirth', 'NotAllowed'],
      ['Primary[0].PerStirpes', 'NotAllowed'],
      ['Primary[0].Relationship', 'InvalidValue'],
    ]);
  });
  it('one spouse per tier; nobody named twice', () => {
    expect(
      codes(
        validate({
          Primary: [person('A', 50, { Relationship: 'Spouse' }), person('B', 50, { Relationship: 'Spouse' })],
        }),
      ),
    ).toEqual([['Primary', 'MoreThanOneSpouse']]);
    expect(codes(validate({ Primary: [person('Ann  Lee', 50), person('ann lee', 50)] }))).toEqual([
      ['Primary[1]', 'DuplicateDesignation'],
    ]);
  });
  it('warns about a minor beneficiary and a spouse named by an unmarried owner', () => {
    const r = validate(
      { Primary: [person('Kid', 50, { DateOfBirth: '2015-01-01' }), person('Ex', 50, { Relationship: 'Spouse' })] },
      { ...IRA, OwnerIsMarried: false },
    );
    expect(r.ok && r.Warnings.map((w) => w.Code)).toEqual(['SpouseNamedButOwnerNotMarried', 'MinorBeneficiary']);
  });
  it('never throws on arbitrary JSON (the kit law)', () => {
    fc.assert(neverThrowsOnArbitraryJson((body) => validate(body), { catalog: cat }));
    fc.assert(
      fc.property(arbitraryJson(cat), arbitraryJson(cat), (a, b) => {
        validate({ Primary: [a], Contingent: [b] });
        validateBeneficiaryDesignations(cat, { Primary: [] }, a as never, TODAY);
      }),
    );
  });
});

describe('spousal consent (community-property states and plan accounts)', () => {
  const twoChildren = { Primary: [person('A', 50), person('B', 50)] };
  it('the catalog lists the nine community-property states of IRS Publication 555, each with its source', () => {
    expect(cat.communityProperty?.States.map((s) => s.Code)).toEqual([
      'AZ',
      'CA',
      'ID',
      'LA',
      'NV',
      'NM',
      'TX',
      'WA',
      'WI',
    ]);
    for (const s of cat.communityProperty!.States) expect(s.Source).toMatch(/Publication 555/);
  });
  it('a married Texas owner naming the children needs SpousalConsent on each non-spouse primary', () => {
    const tx = { AccountTypeCode: 'roth-ira', OwnerStateOfResidence: 'TX', OwnerIsMarried: true };
    expect(codes(validate(twoChildren, tx))).toEqual([
      ['Primary[0].SpousalConsent', 'SpousalConsentRequired'],
      ['Primary[1].SpousalConsent', 'SpousalConsentRequired'],
    ]);
    const consented = { Primary: twoChildren.Primary.map((d) => ({ ...d, SpousalConsent: true })) };
    expect(validate(consented, tx)).toMatchObject({ ok: true, SpousalConsent: { Required: true } });
  });
  it('the spouse as sole primary needs no consent; contingent beneficiaries never do', () => {
    const tx = { AccountTypeCode: 'roth-ira', OwnerStateOfResidence: 'tx', OwnerIsMarried: true };
    expect(
      validate({ Primary: [person('S', 100, { Relationship: 'Spouse' })], Contingent: twoChildren.Primary }, tx).ok,
    ).toBe(true);
  });
  it('a spouse with part of the primary tier: the other primaries still need consent', () => {
    const ca = { AccountTypeCode: 'sep-ira', OwnerStateOfResidence: 'CA', OwnerIsMarried: true };
    expect(codes(validate({ Primary: [person('S', 50, { Relationship: 'Spouse' }), person('A', 50)] }, ca))).toEqual([
      ['Primary[1].SpousalConsent', 'SpousalConsentRequired'],
    ]);
  });
  it('outside the list, or unmarried, no consent is needed', () => {
    expect(validate(twoChildren, IRA)).toMatchObject({ ok: true, SpousalConsent: { Required: false }, Unchecked: [] });
    expect(
      validate(twoChildren, { AccountTypeCode: 'roth-ira', OwnerStateOfResidence: 'AZ', OwnerIsMarried: false }).ok,
    ).toBe(true);
  });
  it('facts not given are Unchecked, never assumed', () => {
    expect(validate(twoChildren, { AccountTypeCode: 'roth-ira', OwnerIsMarried: true })).toMatchObject({
      ok: true,
      SpousalConsent: { Required: null },
      Unchecked: ['OwnerStateOfResidence'],
    });
    expect(validate(twoChildren, { AccountTypeCode: 'roth-ira', OwnerStateOfResidence: 'WA' })).toMatchObject({
      ok: true,
      Unchecked: ['OwnerIsMarried'],
    });
  });
  it('a plan account (ESOP) needs consent from a married participant in any state (26 U.S.C. 401(a)(11), 417)', () => {
    const esop = {
      AccountTypeCode: 'employee-stock-ownership-plan',
      OwnerStateOfResidence: 'NY',
      OwnerIsMarried: true,
    };
    expect(spousalConsentRequirement(cat, esop)).toMatchObject({
      Required: true,
      Source: expect.stringMatching(/417/),
    });
    expect(codes(validate(twoChildren, esop))).toHaveLength(2);
  });
});
