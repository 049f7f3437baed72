// Session 12 review of rollovers and trustee-to-trustee transfers against the published law. Every
// figure is typed in by hand from the source named in the test (26 U.S.C. 402(c), 408(d)(3), 530(d)(5);
// IRS Pub. 590-A; Announcements 2014-15 and 2014-32; Rev. Rul. 78-406; Notice 2014-54; the Instructions
// for Forms 1099-R and 5498), never read from catalog/.

import { describe, expect, it } from 'vitest';
import {
  checkRollover,
  checkTransfer,
  type MovementAccount,
  type MovementHistoryEntry,
  type RolloverFacts,
  rolloverDeadline,
} from '../../src/index.js';
import { catalog } from './helpers.js';

const OWNER = 'owner-s12';
let seq = 0;
function acct(slug: string, over: Partial<MovementAccount> = {}): MovementAccount {
  seq += 1;
  return { AccountId: `${slug}-s12-${seq}`, AccountTypeCode: slug, OwnerId: OWNER, ...over };
}

/** Age 45 in 2025: no required distribution can be owed from the owner's own IRA. */
const YOUNG = '1980-03-10';

const IRA_1 = acct('traditional-ira');
const IRA_2 = acct('traditional-ira');
const IRA_3 = acct('traditional-ira');
const ROTH_1 = acct('roth-ira');
const ROTH_2 = acct('roth-ira');
const PLAN = acct('employee-stock-ownership-plan');

function indirect(over: Partial<RolloverFacts>) {
  return checkRollover(catalog, {
    From: IRA_1,
    To: IRA_2,
    Method: 'Indirect',
    Amount: '10000',
    DistributionDate: '2025-01-01',
    RolloverDate: '2025-01-02',
    Owner: { DateOfBirth: YOUNG },
    History: [],
    ...over,
  });
}

function rolled(from: MovementAccount, to: MovementAccount, on: string): MovementHistoryEntry {
  return {
    Kind: 'IndirectRollover',
    FromAccountTypeCode: from.AccountTypeCode,
    ToAccountTypeCode: to.AccountTypeCode,
    DistributionDate: on,
    FromAccountId: from.AccountId,
    ToAccountId: to.AccountId,
  };
}

// ---------------------------------------------------------------------------------------------
describe('The 60 days (408(d)(3)(A), 402(c)(3)(A); Pub. 590-A "Time Limit for Making a Rollover")', () => {
  it('408(d)(3)(A): due by the 60th day after the day of receipt; the 61st day is refused', () => {
    // Received 2025-01-02: day 1 is 01-03, day 29 is 01-31, day 57 is 02-28, day 60 is 03-03.
    expect(rolloverDeadline('2025-01-02')).toBe('2025-03-03');
    const onTime = indirect({ DistributionDate: '2025-01-02', RolloverDate: '2025-03-03' });
    expect(onTime).toMatchObject({ ok: true, RolloverDeadline: '2025-03-03', Form5498: { Box: '2' } });
    expect(indirect({ DistributionDate: '2025-01-02', RolloverDate: '2025-03-04' })).toMatchObject({
      ok: false,
      Rule: 'sixty-day-deadline',
      Details: { Deadline: '2025-03-03' },
    });
  });

  it('402(c)(3)(A): a 60-day rollover from an employer plan has the same deadline', () => {
    const late = indirect({ From: PLAN, DistributionDate: '2025-06-30', RolloverDate: '2025-08-30' });
    expect(late).toMatchObject({ ok: false, Rule: 'sixty-day-deadline', Details: { Deadline: '2025-08-29' } });
  });
});

// ---------------------------------------------------------------------------------------------
describe('One rollover per year (408(d)(3)(B); Ann. 2014-15, 2014-32; Pub. 590-A)', () => {
  it('Pub. 590-A, John (IRA-1 to IRA-2 on Jan 1): no other IRA distribution rolled over in the year', () => {
    const history = [rolled(IRA_1, IRA_2, '2025-01-01')];
    // "John can't roll over any other 2025 IRA distribution, including a rollover distribution involving IRA-3".
    const june = { From: IRA_3, To: IRA_3, DistributionDate: '2025-06-01', RolloverDate: '2025-06-05' };
    expect(indirect({ ...june, History: history })).toMatchObject({
      ok: false,
      Rule: 'one-rollover-per-year',
      Details: { NextAllowedOn: '2026-01-01' },
    });
    // The 1-year period begins on the day the distribution is received: the anniversary is allowed.
    const next = indirect({ ...june, DistributionDate: '2026-01-01', RolloverDate: '2026-01-05', History: history });
    expect(next).toMatchObject({
      ok: true,
      CountsTowardOneRolloverPerYear: true,
      NextIndirectRolloverOn: '2027-01-01',
    });
  });

  it('Ann. 2014-15: traditional and Roth IRAs are aggregated; a Roth-to-Roth rollover blocks a traditional one', () => {
    const history = [rolled(ROTH_1, ROTH_2, '2025-02-10')];
    expect(indirect({ DistributionDate: '2025-09-01', RolloverDate: '2025-09-02', History: history })).toMatchObject({
      ok: false,
      Rule: 'one-rollover-per-year',
    });
  });

  it('Ann. 2014-32: conversions, trustee transfers and plan rollovers in the year do not count', () => {
    const history: MovementHistoryEntry[] = [
      { ...rolled(IRA_1, ROTH_1, '2025-02-01'), Kind: 'RothConversion' },
      { ...rolled(IRA_1, IRA_2, '2025-03-01'), Kind: 'TrusteeTransfer' },
      rolled(PLAN, IRA_2, '2025-04-01'),
      { ...rolled(PLAN, IRA_2, '2025-04-02'), Kind: 'DirectRollover' },
    ];
    expect(indirect({ DistributionDate: '2025-05-01', RolloverDate: '2025-05-02', History: history })).toMatchObject({
      ok: true,
      CountsTowardOneRolloverPerYear: true,
    });
  });

  it('408(d)(3)(B) "any other amount": one distribution rolled over in two deposits is one rollover', () => {
    // A distribution of 90,000 from IRA-1 received 2025-11-15: 75,000 back to IRA-2 on 11-20, then the
    // remaining 15,000 to IRA-3 on 11-25. The limit counts distributions received, not deposits.
    const first = rolled(IRA_1, IRA_2, '2025-11-15');
    const second = indirect({
      To: IRA_3,
      Amount: '15000',
      DistributionAmount: '90000',
      DistributionDate: '2025-11-15',
      RolloverDate: '2025-11-25',
      History: [first],
    });
    expect(second).toMatchObject({ ok: true, CountsTowardOneRolloverPerYear: true });
    // Another distribution from the same IRA, received a day later, is another amount: refused.
    expect(indirect({ DistributionDate: '2025-11-16', RolloverDate: '2025-11-25', History: [first] })).toMatchObject({
      ok: false,
      Rule: 'one-rollover-per-year',
    });
  });

  it('Rev. Rul. 78-406; Pub. 590-A: a trustee transfer is no distribution, not reported, not counted', () => {
    const t = checkTransfer(catalog, { From: IRA_1, To: IRA_2, TransferDate: '2025-06-01' });
    expect(t).toMatchObject({
      ok: true,
      Kind: 'TrusteeToTrustee',
      IsDistribution: false,
      Reportable: false,
      CountsAsRollover: false,
      ReceivingContributionSource: 'Transfer',
      CountsTowardCap: false,
    });
  });
});

// ---------------------------------------------------------------------------------------------
describe('Which accounts may roll to which (IRS Rollover Chart; 408(d)(3), 408A(e), 402(c))', () => {
  it('Rollover Chart: Roth to Roth yes; Roth to traditional no; traditional to Roth is a conversion', () => {
    expect(indirect({ From: ROTH_1, To: ROTH_2 })).toMatchObject({ ok: true, TaxableAmount: '0' });
    expect(indirect({ From: ROTH_1, To: IRA_2 })).toMatchObject({ ok: false, Rule: 'rollover-pair' });
    expect(indirect({ From: IRA_1, To: ROTH_1 })).toMatchObject({
      ok: false,
      Message: expect.stringContaining('Roth conversion'),
    });
  });

  it('408(d)(3)(G), 408(p)(1)(B): a SIMPLE IRA rolls to a traditional IRA only after two years, and back', () => {
    const simple = acct('simple-ira', { SimpleFirstParticipationDate: '2024-03-15' });
    expect(indirect({ From: simple, DistributionDate: '2026-03-14', RolloverDate: '2026-03-20' })).toMatchObject({
      ok: false,
      Rule: 'simple-two-year',
    });
    expect(indirect({ From: simple, DistributionDate: '2026-03-15', RolloverDate: '2026-03-20' }).ok).toBe(true);
    expect(
      indirect({ To: acct('simple-ira', { SimpleFirstParticipationDate: '2024-03-15' }), RolloverDate: '2025-01-02' }),
    ).toMatchObject({ ok: false, Rule: 'simple-two-year' });
    const toSimple = acct('simple-ira', { SimpleFirstParticipationDate: '2024-03-15' });
    expect(indirect({ From: simple, To: toSimple, DistributionDate: '2025-01-01' }).ok).toBe(true);
  });

  it('408(d)(3)(D): part of a distribution may be rolled over; more than was distributed may not', () => {
    expect(indirect({ Amount: '6000', DistributionAmount: '10000' })).toMatchObject({ ok: true, Amount: '6000' });
    expect(indirect({ Amount: '10000.01', DistributionAmount: '10000' })).toMatchObject({
      ok: false,
      ErrorCode: 'InvalidRequest',
    });
  });

  it('402(c)(4)(B), 1.402(c)-2 Q&A-7: the first dollars are the RMD; 6,000 of 10,000 may roll, 6,000.01 not', () => {
    const r = (Amount: string) =>
      indirect({
        From: PLAN,
        Amount,
        DistributionAmount: '10000',
        RequiredDistributionRemaining: '4000',
        Owner: { DateOfBirth: '1950-01-01' },
      });
    expect(r('6000')).toMatchObject({ ok: true, RequiredDistributionPart: '4000' });
    expect(r('6000.01')).toMatchObject({
      ok: false,
      Rule: 'required-distribution-not-rollable',
      Details: { EligibleAmount: '6000' },
    });
  });

  it('408(d)(3)(C): a non-spouse beneficiary cannot roll an inherited IRA over; a surviving spouse may', () => {
    const inherited = acct('inherited-traditional-ira', { DecedentId: 'decedent-s12' });
    expect(indirect({ From: inherited, BeneficiaryIsSurvivingSpouse: false })).toMatchObject({
      ok: false,
      Rule: 'inherited-no-rollover',
    });
    expect(
      indirect({ From: inherited, BeneficiaryIsSurvivingSpouse: true, RequiredDistributionRemaining: '0' }),
    ).toMatchObject({ ok: true, CountsTowardOneRolloverPerYear: true });
    // Nor can an inherited IRA receive an IRA's money by rollover.
    expect(indirect({ To: acct('inherited-traditional-ira') })).toMatchObject({
      ok: false,
      Rule: 'inherited-no-rollover',
    });
  });

  it('Instructions for Forms 1099-R and 5498: a plan direct rollover is code G, box 2, not taxable', () => {
    const r = checkRollover(catalog, {
      From: PLAN,
      To: IRA_1,
      Method: 'Direct',
      Amount: '25000',
      DistributionDate: '2025-03-03',
      RolloverDate: '2025-03-05',
      Owner: { DateOfBirth: YOUNG },
    });
    expect(r).toMatchObject({
      ok: true,
      Form1099R: { DistributionCode: 'G' },
      Form5498: { Box: '2', Amount: '25000' },
      TaxableAmount: '0',
      CountsTowardOneRolloverPerYear: false,
      CountsTowardCap: false,
    });
  });
});

// ---------------------------------------------------------------------------------------------
describe("A decedent's plan to a beneficiary's inherited IRA (402(c)(11); Notice 2007-7; Notice 2008-30)", () => {
  const beneficiaryIra = acct('inherited-traditional-ira', { DecedentId: 'decedent-s12' });
  const direct = (over: Partial<RolloverFacts>) =>
    checkRollover(catalog, {
      From: PLAN,
      To: beneficiaryIra,
      Method: 'Direct',
      Amount: '40000',
      DistributionDate: '2025-04-01',
      RolloverDate: '2025-04-03',
      Owner: { DateOfBirth: YOUNG },
      RequiredDistributionRemaining: '0',
      ...over,
    });

  it('402(c)(11)(A): a direct trustee-to-trustee transfer to an inherited IRA is a rollover; codes 4 and G', () => {
    expect(direct({})).toMatchObject({
      ok: true,
      Form1099R: { DistributionCode: '4G' },
      Form5498: { Box: '2', Amount: '40000' },
      TaxableAmount: '0',
      CountsTowardOneRolloverPerYear: false,
    });
  });

  it('402(c)(11): only the direct way; a plan distribution paid to the beneficiary cannot be rolled over', () => {
    expect(direct({ Method: 'Indirect' })).toMatchObject({ ok: false, Rule: 'beneficiary-direct-rollover-only' });
  });

  it('Notice 2008-30 Q&A-7: to an inherited Roth IRA, the pre-tax part is includible in income', () => {
    const r = direct({ To: acct('inherited-roth-ira', { DecedentId: 'decedent-s12' }), AfterTaxAmount: '4000' });
    expect(r).toMatchObject({ ok: true, TaxableAmount: '36000', Form1099R: { DistributionCode: '4G' } });
  });

  it("Notice 2007-7: the year's required amount is not rollable; the beneficiary's youth rules nothing out", () => {
    const { RequiredDistributionRemaining: _, ...facts } = {
      From: PLAN,
      To: beneficiaryIra,
      Method: 'Direct' as const,
      Amount: '40000',
      DistributionDate: '2025-04-01',
      RolloverDate: '2025-04-03',
      Owner: { DateOfBirth: YOUNG },
      RequiredDistributionRemaining: '0',
    };
    const unknown = checkRollover(catalog, facts);
    expect(unknown.ok && unknown.Unchecked).toContain('RequiredDistributionRemaining');
    expect(direct({ DistributionAmount: '40000', RequiredDistributionRemaining: '2500' })).toMatchObject({
      ok: false,
      Rule: 'required-distribution-not-rollable',
    });
  });
});

// ---------------------------------------------------------------------------------------------
describe('After-tax money from a plan to a Roth IRA (402(c)(2); Notice 2014-54)', () => {
  const toRoth = (over: Partial<RolloverFacts>) =>
    checkRollover(catalog, {
      From: PLAN,
      To: ROTH_1,
      Method: 'Direct',
      Amount: '100000',
      DistributionDate: '2025-05-01',
      RolloverDate: '2025-05-01',
      Owner: { DateOfBirth: YOUNG },
      ...over,
    });

  it('Notice 2014-54, Ex. 1: of 100,000 (80,000 pre-tax) 50,000 rolled, 50,000 paid: all 50,000 pre-tax', () => {
    // 402(c)(2): the amount rolled over consists first of the pre-tax part; the 50,000 paid to the
    // participant holds the 20,000 after-tax. Rolled to a Roth IRA, all 50,000 is includible.
    const r = toRoth({ Amount: '50000', DistributionAmount: '100000', AfterTaxAmount: '20000' });
    expect(r).toMatchObject({ ok: true, TaxableAmount: '50000' });
    // Rolled over in full, only the pre-tax 80,000 is includible.
    expect(toRoth({ AfterTaxAmount: '20000' })).toMatchObject({ ok: true, TaxableAmount: '80000' });
    // 90,000 rolled, 10,000 paid (all after-tax): the rollover holds 80,000 pre-tax and 10,000 after-tax.
    expect(toRoth({ Amount: '90000', DistributionAmount: '100000', AfterTaxAmount: '20000' })).toMatchObject({
      ok: true,
      TaxableAmount: '80000',
    });
  });

  it('Notice 2014-54, sec. III: the after-tax 20,000 sent alone to the Roth IRA leg is not taxable', () => {
    expect(toRoth({ Amount: '20000', AfterTaxAmount: '20000' })).toMatchObject({ ok: true, TaxableAmount: '0' });
  });

  it('an after-tax part larger than the distribution is not a fact: InvalidRequest', () => {
    expect(toRoth({ Amount: '50000', AfterTaxAmount: '50000.01' })).toMatchObject({
      ok: false,
      ErrorCode: 'InvalidRequest',
    });
  });
});

// ---------------------------------------------------------------------------------------------
describe('Coverdell ESAs and divorce (530(d)(5)-(6), 408(d)(6))', () => {
  it('530(d)(5)-(6): to a family member under 30; at 30 refused; not a family member refused', () => {
    const from = acct('coverdell-esa', { OwnerId: 'child-a' });
    const sibling = acct('coverdell-esa', { OwnerId: 'child-b' });
    const move = (dob: string, family = true) =>
      checkTransfer(catalog, {
        From: from,
        To: sibling,
        TransferDate: '2025-07-01',
        ToBeneficiaryIsFamilyMember: family,
        ToBeneficiaryDateOfBirth: dob,
      });
    expect(move('1995-07-02').ok).toBe(true);
    expect(move('1995-07-01')).toMatchObject({ ok: false, Rule: 'coverdell-beneficiary' });
    expect(move('2010-01-01', false)).toMatchObject({ ok: false, Rule: 'coverdell-beneficiary' });
  });

  const esa = (owner: string) => acct('coverdell-esa', { OwnerId: owner });
  const coverdell = (over: Partial<RolloverFacts>) =>
    checkRollover(catalog, {
      From: esa('child-a'),
      To: esa('child-a'),
      Method: 'Indirect',
      Amount: '3000',
      DistributionDate: '2025-02-03',
      RolloverDate: '2025-03-01',
      History: [],
      ...over,
    });

  it('530(d)(5): paid within 60 days into another Coverdell ESA of the same beneficiary; 5498-ESA box 2', () => {
    expect(coverdell({})).toMatchObject({
      ok: true,
      RolloverDeadline: '2025-04-04',
      TaxableAmount: '0',
      Form5498: { Box: '2', Amount: '3000' },
      CountsTowardOneRolloverPerYear: true,
      NextIndirectRolloverOn: '2026-02-03',
      CountsTowardCap: false,
    });
    expect(coverdell({ RolloverDate: '2025-04-05' })).toMatchObject({ ok: false, Rule: 'sixty-day-deadline' });
  });

  it('530(d)(5): "another" Coverdell ESA; not a Roth IRA; the direct way is a transfer', () => {
    const one = esa('child-a');
    expect(coverdell({ From: one, To: one })).toMatchObject({ ok: false, Rule: 'distinct-accounts' });
    expect(coverdell({ To: acct('roth-ira', { OwnerId: 'child-a' }) })).toMatchObject({
      ok: false,
      Rule: 'rollover-pair',
    });
    expect(coverdell({ Method: 'Direct' })).toMatchObject({ ok: false, Rule: 'rollover-pair' });
  });

  it("530(d)(5), 529(e)(2): into a family member's Coverdell ESA while under 30 on the distribution date", () => {
    const sibling = (dob: string, family?: boolean) =>
      coverdell({
        To: esa('child-b'),
        ToBeneficiaryDateOfBirth: dob,
        ...(family !== undefined ? { ToBeneficiaryIsFamilyMember: family } : {}),
      });
    expect(sibling('1995-02-04', true).ok).toBe(true);
    expect(sibling('1995-02-03', true)).toMatchObject({ ok: false, Rule: 'coverdell-beneficiary' });
    expect(sibling('2012-01-01')).toMatchObject({ ok: false, Rule: 'coverdell-beneficiary' });
    expect(sibling('2012-01-01', false)).toMatchObject({ ok: false, Rule: 'coverdell-beneficiary' });
  });

  it('530(d)(5), last sentence: one Coverdell rollover in 12 months, counted apart from IRA rollovers', () => {
    const a = esa('child-a');
    const b = esa('child-a');
    const prior = rolled(a, b, '2024-03-01');
    expect(coverdell({ History: [prior] })).toMatchObject({
      ok: false,
      Rule: 'one-rollover-per-year',
      Details: { NextAllowedOn: '2025-03-01' },
    });
    expect(coverdell({ DistributionDate: '2025-03-01', RolloverDate: '2025-03-02', History: [prior] }).ok).toBe(true);
    // An IRA rollover does not block a Coverdell one, nor a Coverdell one an IRA rollover.
    expect(coverdell({ History: [rolled(IRA_1, IRA_2, '2025-01-10')] }).ok).toBe(true);
    expect(indirect({ DistributionDate: '2025-01-10', RolloverDate: '2025-01-11', History: [prior] }).ok).toBe(true);
  });

  it('408(d)(6); Pub. 590-A "Transfers Incident to Divorce": to a former spouse\'s IRA of the same kind', () => {
    const spouse = acct('traditional-ira', { OwnerId: 'owner-s12-spouse' });
    const move = (over: { IncidentToDivorce?: boolean; To?: MovementAccount }) =>
      checkTransfer(catalog, { From: IRA_1, To: spouse, TransferDate: '2025-07-01', ...over });
    expect(move({})).toMatchObject({ ok: false, Rule: 'same-owner' });
    expect(move({ IncidentToDivorce: true })).toMatchObject({
      ok: true,
      IsDistribution: false,
      Reportable: false,
      CountsAsRollover: false,
      Reasons: expect.arrayContaining([expect.objectContaining({ Rule: 'incident-to-divorce' })]),
    });
    // Still an IRA of the same tax character: into the spouse's Roth IRA it would be a conversion.
    const roth = acct('roth-ira', { OwnerId: 'owner-s12-spouse' });
    expect(move({ IncidentToDivorce: true, To: roth })).toMatchObject({ ok: false, Rule: 'same-tax-character' });
  });
});
