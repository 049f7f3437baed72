// Trump accounts in movements (26 U.S.C. 530A): during the growth period (through December 31 of
// the year before the beneficiary turns 18, 530A(b)(1)(C)(ii)) money leaves only by a qualified
// rollover, a trustee-to-trustee transfer of the entire balance to another Trump account of the same
// beneficiary (530A(b)(1)(A)(ii) and 530A's qualified rollover contribution), and comes in from
// another account only by one; after it the account moves as a traditional IRA (530A(a); Notice
// 2025-68). The figures are inline.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultCatalog as catalog,
  checkRecharacterization,
  checkRollover,
  checkRothConversion,
  checkTransfer,
  type MovementAccount,
  type RolloverFacts,
  type TransferFacts,
} from '../../src/index.js';
import { account, type Over, OWNER } from './helpers.js';

// Born 2012-03-10: turns 18 in 2030, so the growth period ends 2029-12-31.
const CHILD = '2012-03-10';
// Born 2008-05-01: turns 18 in 2026, so the growth period ended 2025-12-31.
const ADULT = '2008-05-01';
const DAY = '2026-09-01';

const trump = (dob: string = CHILD, over: Partial<MovementAccount> = {}) =>
  account('trump-account', { BeneficiaryDateOfBirth: dob, ...over });
/** A Trump account whose beneficiary's birth date is not given. */
const trumpNoDob = () => account('trump-account');

const transfer = (From: MovementAccount, To: MovementAccount, over: Over<TransferFacts> = {}) =>
  checkTransfer(catalog, {
    From,
    To,
    TransferDate: DAY,
    Amount: '2500',
    FromBalance: '2500',
    FromPendingDeposits: '0',
    ToBalance: '0',
    ...over,
  } as TransferFacts);

describe('a Trump account in its growth period: only a qualified rollover (26 U.S.C. 530A)', () => {
  it('the whole balance to a Trump account of the same beneficiary: a qualified rollover, outside the cap', () => {
    const r = transfer(trump(), trump());
    expect(r).toMatchObject({
      ok: true,
      Kind: 'TrumpQualifiedRollover',
      IsDistribution: false,
      Reportable: false,
      CountsAsRollover: false,
      ReceivingContributionSource: 'Rollover',
      CountsTowardCap: false,
      Unchecked: [],
    });
    if (!r.ok) return;
    expect(r.Reasons.map((x) => x.Rule)).toEqual([
      'trump-same-beneficiary',
      'trump-whole-balance',
      'trump-qualified-rollover',
      'one-funded-trump-account',
    ]);
    expect(r.Reasons[0]?.Source).toMatch(/530A\(b\)\(1\)\(A\)\(ii\)/);
    expect(r.Warnings.map((w) => w.Code)).toEqual(['SendingTrumpAccountToClose']);
  });

  it('less than the whole balance is refused, with the balance and the statute', () => {
    const r = transfer(trump(), trump(), { Amount: '2000' });
    expect(r).toMatchObject({
      ok: false,
      ErrorCode: 'TransferNotPermitted',
      Rule: 'trump-whole-balance',
      Details: { Amount: '2000', EntireBalance: '2500', PendingDeposits: '0' },
      Errors: [{ FieldName: 'Amount' }],
    });
    if (r.ok) return;
    expect(r.Message).toMatch(/growth period until 2029-12-31.*entire balance.*2000 is not the whole balance 2500/);
    expect(r.Source).toMatch(/530A/);
  });

  it('pending deposits left behind make it less than the whole balance; unknown pending is Unchecked', () => {
    expect(transfer(trump(), trump(), { FromPendingDeposits: '100' })).toMatchObject({
      ok: false,
      Rule: 'trump-whole-balance',
      Details: { PendingDeposits: '100' },
    });
    expect(transfer(trump(), trump(), { FromPendingDeposits: undefined })).toMatchObject({
      ok: true,
      Unchecked: ['FromPendingDeposits'],
    });
  });

  it('without Amount or FromBalance the whole balance cannot be shown: refused naming the fact', () => {
    expect(transfer(trump(), trump(), { FromBalance: undefined })).toMatchObject({
      ok: false,
      Rule: 'trump-whole-balance',
      Errors: [{ FieldName: 'FromBalance' }],
    });
    expect(transfer(trump(), trump(), { Amount: undefined })).toMatchObject({
      ok: false,
      Errors: [{ FieldName: 'Amount' }],
    });
  });

  it('another beneficiary is refused (a qualified rollover is for the same account beneficiary)', () => {
    expect(transfer(trump(), trump(CHILD, { OwnerId: 'client-bob' }))).toMatchObject({
      ok: false,
      Rule: 'trump-same-beneficiary',
      Errors: [{ FieldName: 'To.OwnerId' }],
    });
  });

  it('to a non-Trump account is refused: no distribution during the growth period (530A(b)(1)(C)(ii))', () => {
    for (const slug of ['traditional-ira', 'roth-ira', 'coverdell-esa']) {
      const r = transfer(trump(), account(slug));
      expect(r, slug).toMatchObject({ ok: false, ErrorCode: 'TransferNotPermitted', Rule: 'trump-growth-period' });
      if (!r.ok) expect(r.Source).toMatch(/530A\(b\)\(1\)\(C\)\(ii\)/);
    }
  });

  it('into a Trump account from any non-Trump account is refused', () => {
    for (const slug of ['traditional-ira', 'roth-ira', 'sep-ira']) {
      const r = transfer(account(slug), trump());
      expect(r, slug).toMatchObject({ ok: false, Rule: 'trump-funded-by-qualified-rollover' });
      if (!r.ok) expect(r.Message).toMatch(/only by a qualified rollover from another Trump account/);
    }
  });

  it('a receiving Trump account that already holds money is warned about (one funded account per child)', () => {
    const r = transfer(trump(), trump(), { ToBalance: '300' });
    expect(r).toMatchObject({ ok: true });
    if (r.ok) expect(r.Warnings.map((w) => w.Code)).toContain('ReceivingTrumpAccountAlreadyFunded');
    expect(transfer(trump(), trump(), { ToBalance: undefined })).toMatchObject({ ok: true, Unchecked: ['ToBalance'] });
  });

  it('the last day of the growth period is in it; the next day is not (calendar-year boundary)', () => {
    expect(transfer(trump(), account('traditional-ira'), { TransferDate: '2029-12-31' })).toMatchObject({
      ok: false,
      Rule: 'trump-growth-period',
    });
    expect(transfer(trump(), account('traditional-ira'), { TransferDate: '2030-01-01' })).toMatchObject({
      ok: true,
      Kind: 'TrusteeToTrustee',
    });
  });
});

describe('60-day rollovers, conversions and recharacterizations during the growth period are refused', () => {
  const rollover = (From: MovementAccount, To: MovementAccount, over: Partial<RolloverFacts> = {}) =>
    checkRollover(catalog, {
      From,
      To,
      Method: 'Indirect',
      Amount: '1000',
      DistributionDate: '2026-08-01',
      RolloverDate: DAY,
      History: [],
      ...over,
    });

  it('a rollover out of, or into, a Trump account in its growth period', () => {
    expect(rollover(trump(), trump())).toMatchObject({
      ok: false,
      ErrorCode: 'RolloverNotPermitted',
      Rule: 'trump-growth-period',
    });
    expect(rollover(account('traditional-ira'), trump())).toMatchObject({
      ok: false,
      Rule: 'trump-funded-by-qualified-rollover',
    });
    expect(rollover(account('employee-stock-ownership-plan'), trump(), { Method: 'Direct' })).toMatchObject({
      ok: false,
      Rule: 'trump-funded-by-qualified-rollover',
    });
  });

  it('a Roth conversion only after the growth period (Notice 2025-68)', () => {
    const convert = (From: MovementAccount) =>
      checkRothConversion(catalog, { From, To: account('roth-ira'), Amount: '1000', ConversionDate: DAY });
    expect(convert(trump())).toMatchObject({ ok: false, Rule: 'trump-growth-period' });
    const after = convert(trump(ADULT));
    // The beneficiary (18 in 2026) is under 59 1/2: code 2; no required distribution at 18.
    expect(after).toMatchObject({ ok: true, Form1099R: { DistributionCode: '2' }, Unchecked: ['Basis'] });
    if (after.ok) expect(after.Reasons[0]).toMatchObject({ Rule: 'trump-after-growth-period' });
  });

  it('no recharacterization into or out of a Trump account in its growth period', () => {
    expect(
      checkRecharacterization(catalog, {
        From: account('roth-ira'),
        To: trump(),
        Contribution: { Kind: 'Regular', Amount: '500', ContributionDate: '2026-08-01', TaxYear: 2026 },
        RecharacterizationDate: DAY,
        AdjustedOpeningBalance: '500',
        AdjustedClosingBalance: '500',
      }),
    ).toMatchObject({
      ok: false,
      ErrorCode: 'RecharacterizationNotPermitted',
      Rule: 'trump-funded-by-qualified-rollover',
    });
  });
});

describe('after the growth period a Trump account moves as a traditional IRA (530A(a); Notice 2025-68)', () => {
  it('any amount to a traditional IRA, recorded there as Transfer; and from one into it', () => {
    const out = transfer(trump(ADULT), account('traditional-ira'), { Amount: '100' });
    expect(out).toMatchObject({
      ok: true,
      Kind: 'TrusteeToTrustee',
      ReceivingContributionSource: 'Transfer',
      CountsTowardCap: false,
    });
    if (out.ok) expect(out.Reasons[0]).toMatchObject({ Rule: 'trump-after-growth-period' });
    expect(transfer(account('traditional-ira'), trump(ADULT))).toMatchObject({ ok: true, Kind: 'TrusteeToTrustee' });
  });

  it('part of the balance to another Trump account is an ordinary transfer; to a Roth IRA it is a conversion', () => {
    expect(transfer(trump(ADULT), trump(ADULT), { Amount: '1' })).toMatchObject({ ok: true, Kind: 'TrusteeToTrustee' });
    expect(transfer(trump(ADULT), account('roth-ira'))).toMatchObject({ ok: false, Rule: 'same-tax-character' });
  });

  it('an indirect rollover to a traditional IRA within 60 days, counted in the one-per-year limit', () => {
    const r = checkRollover(catalog, {
      From: trump(ADULT),
      To: account('traditional-ira'),
      Method: 'Indirect',
      Amount: '1000',
      DistributionDate: '2026-08-01',
      RolloverDate: DAY,
      History: [],
    });
    // The beneficiary's birth date stands in for the owner's: 18 in 2026, no required distribution.
    expect(r).toMatchObject({ ok: true, CountsTowardOneRolloverPerYear: true, RequiredDistributionPart: '0' });
    if (r.ok) expect(r.Unchecked).toEqual([]);
  });
});

describe("without the beneficiary's birth date (docs/decisions.md, missing facts)", () => {
  it('a whole-balance transfer between Trump accounts of one beneficiary is allowed: it is one in either phase', () => {
    expect(transfer(trumpNoDob(), trumpNoDob())).toMatchObject({
      ok: true,
      Kind: 'TrumpQualifiedRollover',
    });
  });

  it('what only the end of the growth period permits is refused, naming BeneficiaryDateOfBirth', () => {
    expect(transfer(trumpNoDob(), trumpNoDob(), { Amount: '10' })).toMatchObject({
      ok: false,
      Rule: 'trump-whole-balance',
      Errors: [{ FieldName: 'From.BeneficiaryDateOfBirth' }],
    });
    expect(transfer(trumpNoDob(), account('traditional-ira'))).toMatchObject({
      ok: false,
      Rule: 'trump-growth-period',
      Errors: [{ FieldName: 'From.BeneficiaryDateOfBirth' }],
    });
    expect(transfer(account('traditional-ira'), trumpNoDob())).toMatchObject({
      ok: false,
      Errors: [{ FieldName: 'To.BeneficiaryDateOfBirth' }],
    });
  });
});

describe('law: a Trump-to-Trump transfer during the growth period', () => {
  it('is allowed iff the amount is the whole balance and both accounts have the same beneficiary', () => {
    const cents = fc.integer({ min: 1, max: 10_000_000 });
    fc.assert(
      fc.property(
        cents,
        cents,
        fc.boolean(),
        fc.date({ min: new Date('2026-07-04'), max: new Date('2029-12-31'), noInvalidDate: true }),
        (a, b, same, d) => {
          const day = d.toISOString().slice(0, 10);
          const r = transfer(trump(), trump(CHILD, { OwnerId: same ? OWNER : 'client-bob' }), {
            TransferDate: day,
            Amount: (a / 100).toFixed(2),
            FromBalance: (b / 100).toFixed(2),
          });
          expect(r.ok).toBe(a === b && same);
          if (r.ok) expect(r).toMatchObject({ Kind: 'TrumpQualifiedRollover', CountsTowardCap: false });
        },
      ),
      { numRuns: 300 },
    );
  });
});
