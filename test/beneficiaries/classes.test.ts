import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beneficiaryClasses, defaultCatalog, inheritedIraSchedule } from '../../src/index.js';
import { arbitraryJson } from '../../src/testing/index.js';

const person = (Relationship: 'Spouse' | 'Child' | 'Other', DateOfBirth: string) => ({
  Kind: 'Person' as const,
  Relationship,
  DateOfBirth,
});
const OWNER = { OwnerDateOfBirth: '1950-06-15', Disabled: false, ChronicallyIll: false };
const DEATH = '2024-03-10';

describe('beneficiaryClasses (26 U.S.C. 401(a)(9)(E); Treas. Reg. 1.401(a)(9)-4)', () => {
  it('the spouse is SurvivingSpouse (and, here, also not more than ten years younger)', () => {
    expect(beneficiaryClasses(person('Spouse', '1952-01-01'), OWNER, DEATH)).toMatchObject({
      Classes: ['SurvivingSpouse', 'NotMoreThanTenYearsYounger'],
      ScheduleClass: 'SurvivingSpouse',
      DesignatedBeneficiary: true,
      EligibleDesignatedBeneficiary: true,
    });
  });
  it("the owner's child under 21 at death is MinorChild, with the 21st birthday", () => {
    expect(beneficiaryClasses(person('Child', '2003-03-11'), OWNER, DEATH)).toMatchObject({
      Classes: ['MinorChild'],
      ScheduleClass: 'MinorChild',
      MajorityDate: '2024-03-11',
      Unchecked: [],
    });
  });
  it('a child who turned 21 on or before the date of death is NotAnEdb', () => {
    const r = beneficiaryClasses(person('Child', '2003-03-10'), OWNER, DEATH);
    expect(r).toMatchObject({ Classes: ['NotAnEdb'], ScheduleClass: 'NotAnEdb', EligibleDesignatedBeneficiary: false });
    expect(r.ok && 'MajorityDate' in r).toBe(false);
  });
  it('a grandchild under 21 is not a MinorChild: the class is for the owner’s child', () => {
    expect(beneficiaryClasses(person('Other', '2010-01-01'), OWNER, DEATH)).toMatchObject({
      ScheduleClass: 'NotAnEdb',
    });
  });
  it(
    'not more than ten years younger, measured birth date to birth date: exactly ten years qualifies, a day ' +
      'more does not',
    () => {
      expect(beneficiaryClasses(person('Other', '1960-06-15'), OWNER, DEATH)).toMatchObject({
        ScheduleClass: 'NotMoreThanTenYearsYounger',
      });
      expect(beneficiaryClasses(person('Other', '1960-06-16'), OWNER, DEATH)).toMatchObject({
        ScheduleClass: 'NotAnEdb',
      });
      expect(beneficiaryClasses(person('Other', '1940-01-01'), OWNER, DEATH)).toMatchObject({
        ScheduleClass: 'NotMoreThanTenYearsYounger', // an older beneficiary qualifies
      });
    },
  );
  it('an owner born on February 29: the tenth anniversary falls on March 1 in a common year', () => {
    const owner = { ...OWNER, OwnerDateOfBirth: '1952-02-29' };
    expect(beneficiaryClasses(person('Other', '1962-03-01'), owner, DEATH)).toMatchObject({
      ScheduleClass: 'NotMoreThanTenYearsYounger',
    });
    expect(beneficiaryClasses(person('Other', '1962-03-02'), owner, DEATH)).toMatchObject({
      ScheduleClass: 'NotAnEdb',
    });
  });
  it('Disabled and ChronicallyIll only from the facts given; a disabled minor child is scheduled as Disabled', () => {
    expect(beneficiaryClasses(person('Child', '2010-01-01'), { ...OWNER, Disabled: true }, DEATH)).toMatchObject({
      Classes: ['MinorChild', 'Disabled'],
      ScheduleClass: 'Disabled',
    });
    expect(beneficiaryClasses(person('Other', '1990-01-01'), { ...OWNER, ChronicallyIll: true }, DEATH)).toMatchObject({
      Classes: ['ChronicallyIll'],
    });
    expect(beneficiaryClasses(person('Other', '1990-01-01'), { OwnerDateOfBirth: '1950-06-15' }, DEATH)).toMatchObject({
      ScheduleClass: 'NotAnEdb',
      Unchecked: ['Disabled', 'ChronicallyIll'],
    });
  });
  it("without the owner's date of birth the ten-year test is Unchecked", () => {
    expect(
      beneficiaryClasses(person('Other', '1955-01-01'), { Disabled: false, ChronicallyIll: false }, DEATH),
    ).toMatchObject({
      ScheduleClass: 'NotAnEdb',
      Unchecked: ['OwnerDateOfBirth'],
    });
  });
  it('an estate, a charity and a trust that is not see-through are NotADesignatedBeneficiary', () => {
    for (const d of [{ Kind: 'Estate' }, { Kind: 'Charity' }, { Kind: 'Trust', SeeThroughTrust: false }] as const)
      expect(beneficiaryClasses(d as never, OWNER, DEATH)).toMatchObject({
        Classes: ['NotADesignatedBeneficiary'],
        DesignatedBeneficiary: false,
        Unchecked: [],
      });
    expect(beneficiaryClasses({ Kind: 'Trust' } as never, OWNER, DEATH)).toMatchObject({
      ScheduleClass: 'NotADesignatedBeneficiary',
      Unchecked: ['SeeThroughTrust'],
    });
    expect(beneficiaryClasses({ Kind: 'Trust', SeeThroughTrust: true } as never, OWNER, DEATH)).toMatchObject({
      ScheduleClass: 'NotAnEdb',
      DesignatedBeneficiary: true,
      Unchecked: ['TrustBeneficiaries'],
    });
  });
  it('every reason cites its source', () => {
    const r = beneficiaryClasses(person('Spouse', '1952-01-01'), { ...OWNER, Disabled: true }, DEATH);
    expect(r.ok && r.Reasons.every((x) => x.Source.includes('401(a)(9)') || x.Source.includes('72(m)(7)'))).toBe(true);
  });
  it('the ScheduleClass feeds inheritedIraSchedule directly', () => {
    const child = beneficiaryClasses(person('Child', '2010-01-01'), OWNER, DEATH);
    if (!child.ok) throw new Error(child.Message);
    const schedule = inheritedIraSchedule(defaultCatalog, {
      AccountTypeCode: 'inherited-traditional-ira',
      DecedentDateOfBirth: OWNER.OwnerDateOfBirth,
      DecedentDateOfDeath: DEATH,
      DecedentDiedOnOrAfterRbd: true,
      BeneficiaryEligibleDesignatedClass: child.ScheduleClass,
      BeneficiaryDistributionDecision: 'LifeExpectancy',
      BeneficiaryDateOfBirth: '2010-01-01',
    });
    expect(schedule).toMatchObject({ ok: true, Regime: 'MinorChildThenTenYears', FinalDistributionYear: 2041 });
  });
  it('a bad date is refused; arbitrary input never throws', () => {
    expect(beneficiaryClasses(person('Other', '1990-01-01'), OWNER, '2024-02-30')).toMatchObject({ ok: false });
    expect(beneficiaryClasses(person('Other', '1990-13-01'), OWNER, DEATH)).toMatchObject({ ok: false });
    fc.assert(
      fc.property(arbitraryJson(), arbitraryJson(), arbitraryJson(), (d, f, when) => {
        beneficiaryClasses(d as never, f as never, when as never);
        beneficiaryClasses({ Kind: 'Person', ...(d as object) } as never, f as never, DEATH);
      }),
    );
  });
});
