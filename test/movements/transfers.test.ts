// checkTransfer: trustee-to-trustee transfers between accounts of the same tax character.

import { describe, expect, it } from 'vitest';
import { defaultCatalog as catalog, checkTransfer, type TransferFacts } from '../../src/index.js';
import { account } from './helpers.js';

const transfer = (From: TransferFacts['From'], To: TransferFacts['To'], over: Partial<TransferFacts> = {}) =>
  checkTransfer(catalog, { From, To, TransferDate: '2025-06-02', ...over });

describe('trustee-to-trustee transfers (Rev. Rul. 78-406; IRS Pub. 590-A "Trustee-to-Trustee Transfer")', () => {
  it(
    'traditional to traditional: not a distribution, not reportable, not a rollover, recorded as Transfer ' +
      'outside the limit',
    () => {
      expect(transfer(account('traditional-ira'), account('traditional-ira'))).toMatchObject({
        ok: true,
        Kind: 'TrusteeToTrustee',
        IsDistribution: false,
        Reportable: false,
        CountsAsRollover: false,
        ReceivingContributionSource: 'Transfer',
        CountsTowardCap: false,
        Unchecked: [],
      });
    },
  );

  it('SEP and SARSEP IRAs are traditional IRAs: they transfer to a traditional IRA and back (408(k)(1))', () => {
    expect(transfer(account('sep-ira'), account('traditional-ira')).ok).toBe(true);
    expect(transfer(account('traditional-ira'), account('sarsep-ira')).ok).toBe(true);
  });

  it('Roth to Roth, including custodial and spousal Roth IRAs of the same owner (408A)', () => {
    expect(transfer(account('roth-ira'), account('roth-ira')).ok).toBe(true);
    expect(transfer(account('child-roth-ira'), account('roth-ira')).ok).toBe(true);
  });

  it(
    'refuses traditional to Roth (a conversion) and Roth to traditional (only a recharacterization), with ' +
      'the reason',
    () => {
      expect(transfer(account('traditional-ira'), account('roth-ira'))).toMatchObject({
        ok: false,
        ErrorCode: 'TransferNotPermitted',
        Rule: 'same-tax-character',
        Message: expect.stringContaining('Roth conversion'),
        Source: expect.stringContaining('408A(d)(3)'),
      });
      expect(transfer(account('roth-ira'), account('traditional-ira'))).toMatchObject({
        ok: false,
        Rule: 'same-tax-character',
        Message: expect.stringContaining('recharacterizing'),
      });
    },
  );

  it('refuses accounts of different owners, and an account to itself', () => {
    expect(transfer(account('traditional-ira'), account('traditional-ira', { OwnerId: 'client-bob' }))).toMatchObject({
      ok: false,
      Rule: 'same-owner',
    });
    const a = account('roth-ira');
    expect(transfer(a, a)).toMatchObject({ ok: false, Rule: 'distinct-accounts' });
  });

  it(
    'inherited to inherited of the same decedent and beneficiary; another decedent is refused; a missing ' +
      'decedent is Unchecked',
    () => {
      const from = account('inherited-traditional-ira', { DecedentId: 'decedent-carl' });
      expect(transfer(from, account('inherited-traditional-ira', { DecedentId: 'decedent-carl' }))).toMatchObject({
        ok: true,
        Unchecked: [],
      });
      expect(transfer(from, account('inherited-traditional-ira', { DecedentId: 'decedent-dora' }))).toMatchObject({
        ok: false,
        Rule: 'same-decedent',
      });
      expect(transfer(from, account('inherited-traditional-ira'))).toMatchObject({
        ok: true,
        Unchecked: ['To.DecedentId'],
      });
      expect(transfer(from, account('inherited-roth-ira', { DecedentId: 'decedent-carl' }))).toMatchObject({
        ok: false,
        Rule: 'same-tax-character',
      });
    },
  );

  it(
    "a non-spouse beneficiary's inherited IRA moves only to an inherited IRA; a surviving spouse may treat " +
      "it as the spouse's own (408(d)(3)(C))",
    () => {
      const from = account('inherited-traditional-ira', { DecedentId: 'decedent-carl' });
      expect(transfer(from, account('traditional-ira'), { BeneficiaryIsSurvivingSpouse: false })).toMatchObject({
        ok: false,
        Rule: 'spouse-only',
        Source: expect.stringContaining('408(d)(3)(C)'),
      });
      expect(transfer(from, account('traditional-ira'))).toMatchObject({ ok: false, Rule: 'spouse-only' });
      expect(transfer(from, account('traditional-ira'), { BeneficiaryIsSurvivingSpouse: true })).toMatchObject({
        ok: true,
        Kind: 'SpouseTreatsAsOwn',
      });
      expect(transfer(account('traditional-ira'), account('inherited-traditional-ira'))).toMatchObject({
        ok: false,
        Rule: 'same-tax-character',
      });
    },
  );

  it('Coverdell to Coverdell of the same beneficiary, or of a family member under 30 (530(d)(5)-(6))', () => {
    const from = account('coverdell-esa', { OwnerId: 'child-eve' });
    expect(transfer(from, account('coverdell-esa', { OwnerId: 'child-eve' })).ok).toBe(true);
    const sibling = account('coverdell-esa', { OwnerId: 'child-finn' });
    expect(
      transfer(from, sibling, { ToBeneficiaryIsFamilyMember: true, ToBeneficiaryDateOfBirth: '2012-01-01' }),
    ).toMatchObject({
      ok: true,
    });
    expect(
      transfer(from, sibling, { ToBeneficiaryIsFamilyMember: true, ToBeneficiaryDateOfBirth: '1990-01-01' }),
    ).toMatchObject({
      ok: false,
      Rule: 'coverdell-beneficiary',
    });
    expect(transfer(from, sibling)).toMatchObject({ ok: false, Rule: 'coverdell-beneficiary' });
    expect(transfer(from, account('roth-ira', { OwnerId: 'child-eve' }))).toMatchObject({
      ok: false,
      Rule: 'same-tax-character',
    });
  });

  describe('SIMPLE IRA two-year rule (408(d)(3)(G), 72(t)(6); PATH Act sec. 306)', () => {
    const simple = account('simple-ira', { SimpleFirstParticipationDate: '2023-03-15' });
    it('to a non-SIMPLE IRA: refused the day before the second anniversary, allowed on it', () => {
      expect(transfer(simple, account('traditional-ira'), { TransferDate: '2025-03-14' })).toMatchObject({
        ok: false,
        Rule: 'simple-two-year',
        Source: expect.stringContaining('408(d)(3)(G)'),
      });
      expect(transfer(simple, account('traditional-ira'), { TransferDate: '2025-03-15' })).toMatchObject({ ok: true });
    });
    it('to another SIMPLE IRA at any time', () => {
      expect(transfer(simple, account('simple-ira'), { TransferDate: '2023-04-01' }).ok).toBe(true);
    });
    it("into a SIMPLE IRA from a traditional IRA only after its owner's two years", () => {
      const to = account('simple-ira', { SimpleFirstParticipationDate: '2024-07-01' });
      expect(transfer(account('traditional-ira'), to, { TransferDate: '2026-06-30' })).toMatchObject({ ok: false });
      expect(transfer(account('traditional-ira'), to, { TransferDate: '2026-07-01' })).toMatchObject({ ok: true });
    });
    it('without the first participation date the rule is Unchecked, not assumed', () => {
      expect(transfer(account('simple-ira'), account('traditional-ira'))).toMatchObject({
        ok: true,
        Unchecked: ['From.SimpleFirstParticipationDate'],
      });
    });
  });

  it(
    'employer plan money rolls over rather than transfers; a deposit account has no MovementRules; unknown ' +
      'types are named',
    () => {
      expect(transfer(account('employee-stock-ownership-plan'), account('traditional-ira'))).toMatchObject({
        ok: false,
        Rule: 'plan-money-rolls-over',
      });
      expect(transfer(account('demand-deposit-checking'), account('demand-deposit-checking'))).toMatchObject({
        ok: false,
        ErrorCode: 'TransferNotPermitted',
        Rule: 'movement-rules-missing',
      });
      expect(transfer(account('no-such-type'), account('roth-ira'))).toMatchObject({
        ok: false,
        ErrorCode: 'UnknownAccountType',
      });
    },
  );

  it('malformed facts are InvalidRequest with the field', () => {
    expect(
      checkTransfer(catalog, { From: account('roth-ira'), To: account('roth-ira'), TransferDate: '2025-02-30' }),
    ).toMatchObject({
      ok: false,
      ErrorCode: 'InvalidRequest',
      Errors: [{ FieldName: 'TransferDate' }],
    });
  });
});
