// checkRollover: direct and indirect rollovers, the 60 days, one indirect IRA rollover a year,
// the required distribution, the SIMPLE two years and inherited IRAs.

import { describe, expect, it } from 'vitest';
import {
  defaultCatalog as catalog,
  checkRollover,
  checkTransfer,
  type MovementHistoryEntry,
  type RolloverFacts,
  SELF_CERTIFICATION_REASONS,
} from '../../src/index.js';
import { account, type Over } from './helpers.js';

const ira1 = account('traditional-ira');
const ira2 = account('traditional-ira');
const ira3 = account('traditional-ira');
const roth1 = account('roth-ira');
const roth2 = account('roth-ira');

const indirect = (over: Over<RolloverFacts> = {}) =>
  checkRollover(catalog, {
    From: ira2,
    To: ira3,
    Method: 'Indirect',
    Amount: '10000',
    DistributionDate: '2025-03-03',
    RolloverDate: '2025-03-20',
    Owner: { DateOfBirth: '1975-05-05' },
    History: [],
    ...over,
  } as RolloverFacts);

/** The earlier indirect rollover: IRA-1 to IRA-3, distribution received 2025-03-03 (day 1). */
const first: MovementHistoryEntry = {
  Kind: 'IndirectRollover',
  FromAccountTypeCode: 'traditional-ira',
  ToAccountTypeCode: 'traditional-ira',
  DistributionDate: '2025-03-03',
  FromAccountId: ira1.AccountId,
  ToAccountId: ira3.AccountId,
};

describe(
  'one indirect IRA-to-IRA rollover in any one-year period across all IRAs (408(d)(3)(B); Bobrow; ' +
    'Announcement 2014-15)',
  () => {
    it(
      'a second indirect rollover inside 12 months, from a different IRA, is refused with the date it is ' +
        'allowed again',
      () => {
        const r = indirect({
          From: ira2,
          DistributionDate: '2025-09-10',
          RolloverDate: '2025-09-20',
          History: [first],
        });
        expect(r).toMatchObject({
          ok: false,
          ErrorCode: 'RolloverNotPermitted',
          Rule: 'one-rollover-per-year',
          Source: expect.stringContaining('Bobrow'),
          Details: { BlockingDistributionDate: '2025-03-03', NextAllowedOn: '2026-03-03' },
        });
      },
    );

    it('refused on day 365 (2026-03-02) and allowed again on day 366, the anniversary (2026-03-03)', () => {
      expect(indirect({ DistributionDate: '2026-03-02', RolloverDate: '2026-03-10', History: [first] })).toMatchObject({
        ok: false,
        Rule: 'one-rollover-per-year',
      });
      expect(indirect({ DistributionDate: '2026-03-03', RolloverDate: '2026-03-10', History: [first] })).toMatchObject({
        ok: true,
        CountsTowardOneRolloverPerYear: true,
        NextIndirectRolloverOn: '2027-03-03',
      });
    });

    it('counts traditional and Roth IRAs together (Announcement 2014-32)', () => {
      const r = indirect({
        From: roth1,
        To: roth2,
        DistributionDate: '2025-07-01',
        RolloverDate: '2025-07-15',
        History: [first],
      });
      expect(r).toMatchObject({ ok: false, Rule: 'one-rollover-per-year' });
    });

    it('a trustee-to-trustee transfer between the same IRAs is not counted, nor a Roth conversion', () => {
      // The transfer itself: allowed and not a rollover.
      expect(checkTransfer(catalog, { From: ira1, To: ira2, TransferDate: '2025-02-01' })).toMatchObject({
        ok: true,
        CountsAsRollover: false,
      });
      const history: MovementHistoryEntry[] = [
        {
          Kind: 'TrusteeTransfer',
          FromAccountTypeCode: 'traditional-ira',
          ToAccountTypeCode: 'traditional-ira',
          DistributionDate: '2025-02-01',
        },
        {
          Kind: 'RothConversion',
          FromAccountTypeCode: 'traditional-ira',
          ToAccountTypeCode: 'roth-ira',
          DistributionDate: '2025-02-15',
        },
        {
          Kind: 'DirectRollover',
          FromAccountTypeCode: 'employee-stock-ownership-plan',
          ToAccountTypeCode: 'traditional-ira',
          DistributionDate: '2025-02-20',
        },
        {
          Kind: 'IndirectRollover',
          FromAccountTypeCode: 'employee-stock-ownership-plan',
          ToAccountTypeCode: 'traditional-ira',
          DistributionDate: '2025-02-25',
        },
      ];
      expect(indirect({ History: history })).toMatchObject({
        ok: true,
        CountsTowardOneRolloverPerYear: true,
        Unchecked: [],
      });
    });

    it('rollovers from an employer plan are not counted, before or after', () => {
      const plan = account('employee-stock-ownership-plan');
      expect(
        indirect({ From: plan, History: [first], DistributionDate: '2025-04-01', RolloverDate: '2025-04-10' }),
      ).toMatchObject({
        ok: true,
        CountsTowardOneRolloverPerYear: false,
        NextIndirectRolloverOn: null,
      });
    });

    it('without the owner history the rule is Unchecked, never assumed', () => {
      const r = indirect({ History: undefined });
      expect(r).toMatchObject({ ok: true });
      expect(r.Unchecked).toContain('History');
    });
  },
);

describe('the 60 days (408(d)(3)(A)) and the Rev. Proc. 2020-46 self-certification', () => {
  it('rolled over on the 60th day after the distribution: accepted; on the 61st: refused with the deadline', () => {
    expect(indirect({ DistributionDate: '2025-03-03', RolloverDate: '2025-05-02' })).toMatchObject({
      ok: true,
      RolloverDeadline: '2025-05-02',
    });
    expect(indirect({ DistributionDate: '2025-03-03', RolloverDate: '2025-05-03' })).toMatchObject({
      ok: false,
      Rule: 'sixty-day-deadline',
      Details: { Deadline: '2025-05-02' },
    });
  });

  it('a late rollover with a self-certified reason is accepted, recorded, and warned about', () => {
    const r = indirect({
      DistributionDate: '2025-03-03',
      RolloverDate: '2025-06-20',
      SelfCertification: { Reason: 'PostalError', CertifiedOn: '2025-06-18', ReasonEndedOn: '2025-06-10' },
    });
    expect(r).toMatchObject({
      ok: true,
      LateRolloverWaiver: 'PostalError',
      Warnings: [{ Code: 'LateRolloverSelfCertified', Source: expect.stringContaining('Rev. Proc. 2020-46') }],
    });
    const late = indirect({
      RolloverDate: '2025-08-20',
      SelfCertification: { Reason: 'SeriousIllness', CertifiedOn: '2025-08-18', ReasonEndedOn: '2025-06-10' },
    });
    expect(late.ok && late.Warnings.map((w) => w.Code)).toEqual([
      'LateRolloverSelfCertified',
      'OutsideSelfCertificationSafeHarbor',
    ]);
  });

  it(
    'enumerates the twelve reasons: Rev. Proc. 2016-47 (a)-(k) and the state unclaimed property fund of Rev. ' +
      'Proc. 2020-46',
    () => {
      expect(SELF_CERTIFICATION_REASONS).toHaveLength(12);
      expect(SELF_CERTIFICATION_REASONS).toContain('StateUnclaimedPropertyFund');
      const r = checkRollover(catalog, {
        From: ira2,
        To: ira3,
        Method: 'Indirect',
        Amount: '10',
        DistributionDate: '2025-03-03',
        RolloverDate: '2025-07-01',
        SelfCertification: { Reason: 'ForgotToDoIt' as never, CertifiedOn: '2025-07-01' },
      });
      expect(r).toMatchObject({
        ok: false,
        ErrorCode: 'InvalidRequest',
        Errors: [{ FieldName: 'SelfCertification.Reason' }],
      });
    },
  );

  it('the waiver covers the 60 days only: the one-per-year rule still refuses (Rev. Proc. 2020-46 sec. 3.04)', () => {
    const r = indirect({
      DistributionDate: '2025-06-01',
      RolloverDate: '2025-09-01',
      History: [first],
      SelfCertification: { Reason: 'PostalError', CertifiedOn: '2025-09-01' },
    });
    expect(r).toMatchObject({ ok: false, Rule: 'one-rollover-per-year' });
  });
});

describe(
  'a required distribution cannot be rolled over; the first dollars of the year are the RMD (408(d)(3)(E); ' +
    '1.408-8 Q&A-4)',
  () => {
    const old = { DateOfBirth: '1950-02-01' };
    it('refuses the RMD portion and says how much is eligible', () => {
      const r = indirect({
        Owner: old,
        DistributionDate: '2025-02-10',
        RolloverDate: '2025-03-01',
        DistributionAmount: '20000',
        Amount: '20000',
        RequiredDistributionRemaining: '6000',
      });
      expect(r).toMatchObject({
        ok: false,
        Rule: 'required-distribution-not-rollable',
        Details: { RequiredDistributionPart: '6000', EligibleAmount: '14000' },
      });
    });
    it('accepts the part above the RMD', () => {
      expect(
        indirect({ Owner: old, DistributionAmount: '20000', Amount: '14000', RequiredDistributionRemaining: '6000' }),
      ).toMatchObject({ ok: true, RequiredDistributionPart: '6000' });
    });
    it('once the RMD is satisfied everything is eligible', () => {
      expect(indirect({ Owner: old, RequiredDistributionRemaining: '0' })).toMatchObject({
        ok: true,
        RequiredDistributionPart: '0',
      });
    });
    it(
      'before the year of the applicable age nothing is required (no fact needed); at that age without the ' +
        'fact it is Unchecked',
      () => {
        expect(indirect({ Owner: { DateOfBirth: '1975-05-05' } })).toMatchObject({
          ok: true,
          RequiredDistributionPart: '0',
          Unchecked: [],
        });
        const r = indirect({ Owner: old });
        expect(r).toMatchObject({ ok: true, RequiredDistributionPart: null });
        expect(r.Unchecked).toContain('RequiredDistributionRemaining');
      },
    );
    it('a Roth IRA has no lifetime RMD (408A(c)(5))', () => {
      expect(indirect({ From: roth1, To: roth2, Owner: old })).toMatchObject({
        ok: true,
        RequiredDistributionPart: '0',
        Unchecked: [],
      });
    });
  },
);

describe('SIMPLE IRA two-year rule (408(d)(3)(G), 72(t)(6))', () => {
  const simple = account('simple-ira', { SimpleFirstParticipationDate: '2024-01-10' });
  it('to a traditional IRA: refused for a distribution on 2026-01-09, allowed on 2026-01-10', () => {
    expect(indirect({ From: simple, DistributionDate: '2026-01-09', RolloverDate: '2026-01-20' })).toMatchObject({
      ok: false,
      Rule: 'simple-two-year',
      Details: { PeriodEnds: '2026-01-10' },
    });
    expect(indirect({ From: simple, DistributionDate: '2026-01-10', RolloverDate: '2026-01-20' })).toMatchObject({
      ok: true,
    });
  });
  it('to another SIMPLE IRA inside the two years', () => {
    expect(
      indirect({ From: simple, To: account('simple-ira'), DistributionDate: '2024-06-01', RolloverDate: '2024-06-10' })
        .ok,
    ).toBe(true);
  });
});

describe('inherited IRAs (408(d)(3)(C))', () => {
  const inherited = account('inherited-traditional-ira', { DecedentId: 'decedent-carl' });
  it(
    'a non-spouse beneficiary cannot roll it over; the same move as a trustee transfer to an inherited IRA ' +
      'is accepted',
    () => {
      expect(indirect({ From: inherited, To: ira3, BeneficiaryIsSurvivingSpouse: false })).toMatchObject({
        ok: false,
        Rule: 'inherited-no-rollover',
        Message: expect.stringContaining('trustee-to-trustee transfer'),
      });
      expect(
        indirect({
          From: inherited,
          To: account('inherited-traditional-ira', { DecedentId: 'decedent-carl' }),
          BeneficiaryIsSurvivingSpouse: false,
        }),
      ).toMatchObject({ ok: false, Rule: 'inherited-no-rollover' });
      expect(
        checkTransfer(catalog, {
          From: inherited,
          To: account('inherited-traditional-ira', { DecedentId: 'decedent-carl' }),
          TransferDate: '2025-03-03',
        }),
      ).toMatchObject({ ok: true, Kind: 'TrusteeToTrustee', Reportable: false });
    },
  );
  it("a surviving spouse may roll it into the spouse's own IRA, and it counts as the year's rollover", () => {
    expect(
      indirect({ From: inherited, To: ira3, BeneficiaryIsSurvivingSpouse: true, RequiredDistributionRemaining: '0' }),
    ).toMatchObject({
      ok: true,
      CountsTowardOneRolloverPerYear: true,
    });
  });
});

describe('direct rollovers and the receiving account', () => {
  const plan = account('employee-stock-ownership-plan');
  it(
    'plan to traditional IRA: 1099-R code G, Form 5498 box 2, a Rollover contribution outside the limit, ' +
      'nothing taxable',
    () => {
      const r = checkRollover(catalog, {
        From: plan,
        To: ira1,
        Method: 'Direct',
        Amount: '250000.55',
        DistributionDate: '2025-05-01',
        RolloverDate: '2025-05-06',
        Owner: { DateOfBirth: '1965-01-01' },
      });
      expect(r).toMatchObject({
        ok: true,
        Form1099R: { DistributionCode: 'G' },
        Form5498: { Box: '2', Amount: '250000.55' },
        ReceivingContributionSource: 'Rollover',
        CountsTowardCap: false,
        TaxableAmount: '0',
        RolloverDeadline: null,
        CountsTowardOneRolloverPerYear: false,
      });
    },
  );
  it('plan to Roth IRA: the pre-tax part is taxable (408A(e))', () => {
    const r = checkRollover(catalog, {
      From: plan,
      To: roth1,
      Method: 'Direct',
      Amount: '50000',
      AfterTaxAmount: '12000',
      DistributionDate: '2025-05-01',
      RolloverDate: '2025-05-06',
      Owner: { DateOfBirth: '1965-01-01' },
    });
    expect(r).toMatchObject({ ok: true, TaxableAmount: '38000', Form5498: { Box: '2' } });
  });
  it(
    'between IRAs there is no direct rollover (a trustee transfer); into an employer plan is not covered; ' +
      'Roth to traditional refused',
    () => {
      expect(
        checkRollover(catalog, {
          From: ira1,
          To: ira2,
          Method: 'Direct',
          Amount: '1',
          DistributionDate: '2025-01-02',
          RolloverDate: '2025-01-02',
        }),
      ).toMatchObject({
        ok: false,
        Message: expect.stringContaining('trustee-to-trustee transfer'),
      });
      expect(indirect({ To: plan })).toMatchObject({ ok: false, Rule: 'rollover-pair' });
      expect(indirect({ From: roth1, To: ira1 })).toMatchObject({ ok: false, Rule: 'rollover-pair' });
      expect(indirect({ From: ira1, To: roth1 })).toMatchObject({
        ok: false,
        Message: expect.stringContaining('Roth conversion'),
      });
    },
  );
  it('rolling back into the same IRA within 60 days is a rollover', () => {
    expect(indirect({ From: ira1, To: ira1 }).ok).toBe(true);
  });
});
