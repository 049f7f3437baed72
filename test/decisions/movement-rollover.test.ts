// decideRollover: 26 U.S.C. 408(d)(3); Bobrow v. Commissioner, T.C. Memo. 2014-21; IRS
// Announcements 2014-15 and 2014-32; Rev. Proc. 2020-46; 26 CFR 1.408-8 Q&A-4, 1.402(c)-2 Q&A-7.
import { describe, expect, it } from 'vitest';
import { entriesBalance } from '../../src/index.js';
import { expectOk, PLAN_ID, TRUSTEE_ID } from './memory-host.js';
import { INST, MovementHost } from './movement-host.js';

const indirect = (FromAccountId: string, ToAccountId: string, Amount: string, DistributionDate: string, more = {}) => ({
  FromAccountId,
  ToAccountId,
  Amount,
  Currency: 'USD',
  Kind: 'Indirect',
  DistributionDate,
  ...more,
});

describe(
  'one indirect IRA-to-IRA rollover in any 12 months, across all of the owner’s IRAs (408(d)(3)(B); Bobrow; ' +
    'Ann. 2014-15)',
  () => {
    it('a second indirect rollover inside 12 months from another IRA is refused, and allowed again on day 366', () => {
      const m = MovementHost.start('2025-03-10');
      const iraA = m.open('traditional-ira');
      const iraB = m.open('traditional-ira');
      const roth = m.open('roth-ira');
      // 2025-03-02: the owner received a distribution from IRA A and rolls it back into IRA A.
      const first = expectOk(m.rollover(indirect(iraA, iraA, '4000', '2025-03-02')));
      expect(first.Records.Movement.Kind).toBe('IndirectRollover');
      expect(first.Result.NextIndirectRolloverOn).toBe('2026-03-02');
      // 2026-03-01: a distribution from another IRA (B), rolled into a third (the Roth IRA's own kind is no escape: B
      // to B).
      m.today = '2026-03-20';
      const second = m.rollover(indirect(iraB, iraB, '2500', '2026-03-01'));
      expect(second).toMatchObject({ ok: false, ErrorCode: 'RolloverNotPermitted' });
      expect(!second.ok && second.Message).toMatch(
        /on or after 2026-03-02.*rule one-rollover-per-year.*NextAllowedOn 2026-03-02/,
      );
      // The Roth IRA counts too (Ann. 2014-15: traditional and Roth IRAs together).
      expect(m.rollover(indirect(roth, roth, '100', '2026-03-01'))).toMatchObject({ ok: false });
      // Day 366 counting 2025-03-02 as day 1: allowed.
      const later = expectOk(m.rollover(indirect(iraB, iraB, '2500', '2026-03-02')));
      expect(later.Reasons.map((r) => r.Rule)).toContain('one-rollover-per-year');
      expect(later.Warnings.map((w) => w.Code)).toContain('RolloversElsewhereNotKnown');
    });

    it(
      'an indirect rollover deposits money the owner received: ExternalClearing to the receiving IRA, 5498 box ' +
        '2, one rollover.completed',
      () => {
        const m = MovementHost.start('2026-05-10');
        const ira = m.open('traditional-ira');
        const d = expectOk(m.rollover(indirect(ira, ira, '8000.25', '2026-04-01')));
        expect(d.Entries).toEqual([
          { Account: { Kind: 'Service', Name: 'ExternalClearing' }, Amount: '-8000.25', Currency: 'USD' },
          { Account: { Kind: 'Client', AccountId: ira, Bucket: 'Settled' }, Amount: '8000.25', Currency: 'USD' },
        ]);
        expect(d.Records.FromTransaction).toBeUndefined();
        expect(d.Records.ToTransaction).toMatchObject({
          EntryType: 'RolloverIn',
          ContributionSource: 'Rollover',
          Form5498: { Box: '2', Amount: '8000.25' },
        });
        expect(d.Events.map((e) => e.EventType)).toEqual(['rollover.completed']);
        expect(d.Events[0]?.Data).toMatchObject({
          RolloverKind: 'Indirect',
          DistributionDate: '2026-04-01',
          Amount: 8000.25,
        });
        expect(d.Result).toMatchObject({ RolloverDeadline: '2026-05-31', FromTransactionId: null });
      },
    );
  },
);

describe('the 60 days (408(d)(3)(A)) and the self-certification (Rev. Proc. 2020-46)', () => {
  it('day 61 is refused without a self-certification and accepted with one, with the warning', () => {
    const m = MovementHost.start('2026-05-31');
    const ira = m.open('traditional-ira');
    expectOk(m.rollover(indirect(ira, ira, '10', '2026-04-01')));
    const n = MovementHost.start('2026-06-01');
    const ira2 = n.open('traditional-ira');
    const late = n.rollover(indirect(ira2, ira2, '10', '2026-04-01'));
    expect(late).toMatchObject({ ok: false, ErrorCode: 'RolloverNotPermitted' });
    expect(!late.ok && late.Message).toMatch(/Deadline 2026-05-31/);
    const waived = expectOk(
      n.rollover(
        indirect(ira2, ira2, '10', '2026-04-01', {
          SelfCertificationReason: 'PostalError',
          ReasonEndedOn: '2026-05-29',
        }),
      ),
    );
    expect(waived.Warnings.map((w) => w.Code)).toContain('LateRolloverSelfCertified');
  });

  it('a self-certified late rollover is reported in Form 5498 box 13a with code SC, not in box 2', () => {
    // Instructions for Forms 1099-R and 5498, box 13a: "a late rollover contribution (more than 60 days after
    // distribution) ... certified by the participant ... This amount is not reported in box 1 or 2"; 13c: SC.
    const m = MovementHost.start('2026-06-01');
    const ira = m.open('traditional-ira');
    const late = expectOk(
      m.rollover(indirect(ira, ira, '10', '2026-04-01', { SelfCertificationReason: 'PostalError' })),
    );
    expect(late.Records.ToTransaction).toMatchObject({ Form5498: { Box: '13a', Amount: '10', Code: 'SC' } });
    const n = MovementHost.start('2026-05-31');
    const ira2 = n.open('traditional-ira');
    const onTime = expectOk(n.rollover(indirect(ira2, ira2, '10', '2026-04-01')));
    expect(onTime.Records.ToTransaction?.Form5498).toEqual({ Box: '2', Amount: '10' });
  });

  it('refuses a self-certification date without a reason, and a future distribution date', () => {
    const m = MovementHost.start('2026-06-01');
    const ira = m.open('traditional-ira');
    expect(m.rollover(indirect(ira, ira, '10', '2026-04-01', { SelfCertifiedOn: '2026-06-01' }))).toMatchObject({
      ok: false,
      ErrorCode: 'InvalidRequest',
      Errors: [{ FieldName: 'SelfCertifiedOn', ErrorCode: 'NotAllowed' }],
    });
    for (const FromAccountId of [undefined, null])
      expect(m.rollover({ ...indirect(ira, ira, '10', '2026-05-01'), FromAccountId })).toMatchObject({
        ok: false,
        ErrorCode: 'InvalidRequest',
        Errors: [{ FieldName: 'FromAccountId', ErrorCode: 'Required' }],
      });
    expect(m.rollover(indirect(ira, ira, '10', '2026-06-02'))).toMatchObject({
      ok: false,
      ErrorCode: 'InvalidRequest',
      Errors: [{ FieldName: 'DistributionDate' }],
    });
  });
});

describe('a required distribution cannot be rolled over (408(d)(3)(E); 1.408-8 Q&A-4; 1.402(c)-2 Q&A-7)', () => {
  it(
    'of a 20,000 distribution with 5,000 of the year’s RMD still owed, rolling 20,000 is refused and 15,000 ' +
      'accepted',
    () => {
      const m = MovementHost.start('2026-06-15', '1950-02-01');
      const ira = m.open('traditional-ira');
      const to = m.open('traditional-ira');
      m.requiredRemaining.set(ira, '5000');
      const all = m.rollover(indirect(ira, to, '20000', '2026-06-01'));
      expect(all).toMatchObject({ ok: false, ErrorCode: 'RolloverNotPermitted', Errors: [{ FieldName: 'Amount' }] });
      expect(!all.ok && all.Message).toMatch(/RequiredDistributionPart 5000; EligibleAmount 15000/);
      const part = expectOk(m.rollover(indirect(ira, to, '15000', '2026-06-01', { DistributionAmount: '20000' })));
      expect(part.Reasons.map((r) => r.Rule)).toContain('required-distribution-not-rollable');
      expect(m.settled(to)).toBe('15000');
    },
  );

  it(
    'without the host’s figure and with the owner past the applicable age, the rule is Unchecked, never ' + 'assumed',
    () => {
      const m = MovementHost.start('2026-06-15', '1950-02-01');
      const ira = m.open('traditional-ira');
      const d = expectOk(m.rollover(indirect(ira, ira, '100', '2026-06-01')));
      expect(d.Unchecked).toContain('RequiredDistributionRemaining');
    },
  );
});

describe('Coverdell ESA rollovers (530(d)(5))', () => {
  it('a Coverdell distribution from elsewhere paid within 60 days into the same beneficiary’s ESA; not twice', () => {
    const m = MovementHost.start('2026-06-15', '2014-09-01');
    const esa = m.open('coverdell-esa');
    const body = {
      FromAccountTypeCode: 'coverdell-esa',
      ToAccountId: esa,
      Currency: 'USD',
      Kind: 'Indirect',
      DistributionDate: '2026-05-01',
    };
    const d = expectOk(m.rollover({ ...body, Amount: '2500' }));
    expect(d.Records.ToTransaction).toMatchObject({ Form5498: { Box: '2', Amount: '2500' } });
    expect(d.Result.NextIndirectRolloverOn).toBe('2027-05-01');
    expect(d.Warnings.map((w) => w.Source)).toContain('26 U.S.C. 530(d)(5)');
    // Another distribution, received ten days later, within the 12 months: refused.
    expect(m.rollover({ ...body, Amount: '100', DistributionDate: '2026-05-11' })).toMatchObject({
      ok: false,
      ErrorCode: 'RolloverNotPermitted',
    });
  });
});

describe('direct rollovers from an employer plan (402(c); 1099-R code G)', () => {
  it("402(c)(11): a decedent's plan held elsewhere, directly to a beneficiary's inherited IRA; 60 days refused", () => {
    const m = MovementHost.start('2026-06-15');
    const inh = m.open('inherited-traditional-ira', {
      ...INST,
      DecedentDateOfDeath: '2026-01-10',
      DecedentDiedOnOrAfterRbd: false,
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
      BeneficiaryDistributionDecision: 'TenYearRule',
    });
    const body = { FromAccountTypeCode: 'employee-stock-ownership-plan', ToAccountId: inh, Currency: 'USD' };
    const d = expectOk(m.rollover({ ...body, Amount: '30000', Kind: 'Direct' }));
    expect(d.Records.Movement).toMatchObject({ Kind: 'DirectRollover', FromAccountId: null });
    expect(d.Records.ToTransaction).toMatchObject({ Form5498: { Box: '2', Amount: '30000' } });
    expect(m.settled(inh)).toBe('30000');
    expect(m.rollover({ ...body, Amount: '100', Kind: 'Indirect', DistributionDate: '2026-06-01' })).toMatchObject({
      ok: false,
      ErrorCode: 'RolloverNotPermitted',
    });
  });

  it('from a plan held outside the service: ExternalClearing to the IRA, not counted in the one-per-year limit', () => {
    const m = MovementHost.start('2026-06-15');
    const ira = m.open('traditional-ira');
    const d = expectOk(
      m.rollover({
        FromAccountTypeCode: 'employee-stock-ownership-plan',
        ToAccountId: ira,
        Amount: '25000',
        Currency: 'USD',
        Kind: 'Direct',
      }),
    );
    expect(d.Records.Movement).toMatchObject({
      Kind: 'DirectRollover',
      FromAccountId: null,
      DistributionDate: '2026-06-15',
    });
    expect(d.Entries[0]?.Account).toEqual({ Kind: 'Service', Name: 'ExternalClearing' });
    expect(d.Result.NextIndirectRolloverOn).toBeNull();
  });

  it(
    'from the service’s own plan account: debits it with a 1099-R code G record; to a Roth IRA the pre-tax ' +
      'part is taxable',
    () => {
      const m = MovementHost.start('2026-06-15');
      const esop = m.open('employee-stock-ownership-plan', { ...INST, TrusteeId: TRUSTEE_ID, PlanId: PLAN_ID });
      const roth = m.open('roth-ira');
      m.fund(esop, '30000', { PlanYear: 2026 });
      const d = expectOk(
        m.rollover({
          FromAccountId: esop,
          ToAccountId: roth,
          Amount: '20000',
          Currency: 'USD',
          Kind: 'Direct',
          AfterTaxAmount: '5000',
        }),
      );
      expect(entriesBalance(d.Entries)).toBe(true);
      expect(d.Records.FromTransaction).toMatchObject({
        EntryType: 'RolloverOut',
        Form1099R: { DistributionCode: 'G', GrossDistribution: '20000', TaxableAmount: '15000' },
      });
      expect(d.Result.TaxableAmount).toBe(15000);
      expect(m.settled(esop)).toBe('10000');
      expect(m.settled(roth)).toBe('20000');
    },
  );

  it(
    'between IRAs a direct movement is a transfer, not a direct rollover; and a name outside the catalog is ' +
      'UnknownAccountType',
    () => {
      const m = MovementHost.start('2026-06-15');
      const a = m.open('traditional-ira');
      const b = m.open('traditional-ira');
      m.fund(a, '100', { TaxYear: 2026 });
      expect(
        m.rollover({ FromAccountId: a, ToAccountId: b, Amount: '10', Currency: 'USD', Kind: 'Direct' }),
      ).toMatchObject({
        ok: false,
        ErrorCode: 'RolloverNotPermitted',
      });
      expect(
        m.rollover({
          FromAccountTypeCode: '401k-somewhere',
          ToAccountId: b,
          Amount: '10',
          Currency: 'USD',
          Kind: 'Direct',
        }),
      ).toMatchObject({ ok: false, ErrorCode: 'UnknownAccountType' });
      expect(
        m.rollover({
          FromAccountId: a,
          FromAccountTypeCode: 'traditional-ira',
          ToAccountId: b,
          Amount: '1',
          Currency: 'USD',
          Kind: 'Direct',
        }),
      ).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest', Errors: [{ FieldName: 'FromAccountTypeCode' }] });
    },
  );
});

describe('SIMPLE IRA rollovers in the two years (408(d)(3)(G))', () => {
  it(
    'a distribution from a SIMPLE IRA a day before the second anniversary cannot roll into a traditional ' +
      'IRA; on the anniversary it can',
    () => {
      const m = MovementHost.start('2024-03-01');
      const simple = m.open('simple-ira');
      const ira = m.open('traditional-ira');
      m.fund(simple, '3000', { ContributionSource: 'Employer', TaxYear: 2024 });
      m.today = '2026-03-10';
      expect(m.rollover(indirect(simple, ira, '100', '2026-02-28'))).toMatchObject({
        ok: false,
        ErrorCode: 'RolloverNotPermitted',
      });
      expectOk(m.rollover(indirect(simple, ira, '100', '2026-03-01')));
    },
  );
});
