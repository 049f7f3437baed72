// The qualified HSA funding distribution on POST /v1/transfers (HsaFundingDistribution true;
// docs/decisions/47-hsa-funding-distribution.md):
// - 26 U.S.C. 408(d)(9)(A)-(B), Notice 2008-51: from a traditional or Roth IRA (an inherited one of the beneficiary
//   too), not an ongoing SEP or SIMPLE IRA (an employer contribution for the plan year ending with or within the
//   owner's tax year), trustee to trustee to the same owner's HSA; not included in income;
// - 408(d)(9)(C)(i), 223(b)(4)(C): within the HSA's 223(b) limit with the year's other contributions, counted in it,
//   the limit computed on the HDHP coverage at the time of the distribution;
// - 408(d)(9)(C)(ii): once in a lifetime, a second only in the same taxable year after self-only then family coverage;
// - 408(d)(9)(E): from the taxable part first, so the IRA's basis is not used; 3405(e)(1)(B)(ii): nothing withheld;
// - 408(d)(9)(D): the 12-month testing period, a warning;
// - Instructions for Forms 1099-R and 5498 (box 7 code 1 or 7), Forms 1099-SA and 5498-SA (box 2).
import { describe, expect, it } from 'vitest';
import { rothFactsFromHistory } from '../../src/core/decisions/withdrawal/history.js';
import {
  defaultCatalog as catalog,
  checkTransfer,
  type HistoryTransaction,
  type StoredAccount,
  type TransferFacts,
  taxForms,
} from '../../src/index.js';
import { expectOk } from '../decisions/memory-host.js';
import { INST, MovementHost } from '../decisions/movement-host.js';
import { account, type Over } from './helpers.js';

const HSA = 'health-savings-account';

/** An earlier qualified HSA funding distribution in the owner's history: a trustee transfer from an IRA into an HSA. */
const earlierFunding = (FromAccountTypeCode: string, DistributionDate: string) => ({
  Kind: 'TrusteeTransfer' as const,
  FromAccountTypeCode,
  ToAccountTypeCode: HSA,
  DistributionDate,
});
const SELF_ONLY = { ...INST, CoverageTier: 'SelfOnly', HighDeductiblePlanStartDate: '2026-01-01' };

const qhsafd = (m: MovementHost, from: string, to: string, amount: string) =>
  m.transfer({ FromAccountId: from, ToAccountId: to, Amount: amount, Currency: 'USD', HsaFundingDistribution: true });

function formFacts(m: MovementHost, accountId: string) {
  const acct = m.host.accounts.get(accountId) as StoredAccount;
  return {
    Account: acct,
    Owner: m.host.clients.get(acct.ClientId) ?? null,
    Transactions: m.host.transactions.filter((t) => t.AccountId === accountId) as unknown as HistoryTransaction[],
  } as unknown as Parameters<typeof taxForms>[1];
}

describe('checkTransfer with HsaFundingDistribution (408(d)(9); Notice 2008-51)', () => {
  const ira = account('traditional-ira');
  const hsa = account(HSA);
  const facts = (over: Over<TransferFacts> = {}) =>
    ({
      From: ira,
      To: hsa,
      TransferDate: '2026-03-10',
      HsaFundingDistribution: true,
      History: [],
      ...over,
    }) as TransferFacts;

  it("408(d)(9)(B): a traditional IRA to the same owner's HSA is allowed, code 1 before 59 1/2, taxable 0", () => {
    const r = checkTransfer(catalog, facts({ OwnerDateOfBirth: '1980-06-15' }));
    expect(r).toMatchObject({
      ok: true,
      Kind: 'HsaFundingDistribution',
      IsDistribution: true,
      ReceivingContributionSource: 'Participant',
      DistributionCode: '1',
      TaxableAmount: '0',
      TaxYear: 2026,
    });
    expect(r.ok && r.Warnings.map((w) => w.Code)).toEqual(['HsaFundingTestingPeriod']);
    expect(r.ok && r.Warnings[0]?.Source).toMatch(/408\(d\)\(9\)\(D\)/);
  });

  it('Instructions for Forms 1099-R: code 7 at 59 1/2; a Roth IRA J before and T after', () => {
    expect(checkTransfer(catalog, facts({ OwnerDateOfBirth: '1960-01-01' }))).toMatchObject({ DistributionCode: '7' });
    const roth = account('roth-ira');
    expect(checkTransfer(catalog, facts({ From: roth, OwnerDateOfBirth: '1980-06-15' }))).toMatchObject({
      DistributionCode: 'J',
    });
    expect(checkTransfer(catalog, facts({ From: roth, OwnerDateOfBirth: '1960-01-01' }))).toMatchObject({
      DistributionCode: 'T',
    });
  });

  it('408(d)(9)(B): another owner, HSA to HSA refused; without the flag IRA to HSA is too', () => {
    expect(checkTransfer(catalog, facts({ To: account(HSA, { OwnerId: 'client-bo' }) }))).toMatchObject({
      ok: false,
      Rule: 'same-owner',
    });
    expect(checkTransfer(catalog, facts({ From: account(HSA) }))).toMatchObject({
      ok: false,
      Rule: 'hsa-funding-pair',
    });
    expect(checkTransfer(catalog, facts({ HsaFundingDistribution: false }))).toMatchObject({
      ok: false,
      Rule: 'same-tax-character',
    });
  });

  it('408(d)(9)(B), Notice 2008-51 "ongoing": a SIMPLE IRA with an employer contribution this year is refused', () => {
    const simple = account('simple-ira');
    expect(checkTransfer(catalog, facts({ From: simple, FromEmployerContributionForYear: true }))).toMatchObject({
      ok: false,
      ErrorCode: 'TransferNotPermitted',
      Rule: 'ongoing-sep-simple',
    });
    const unknown = checkTransfer(catalog, facts({ From: account('sep-ira') }));
    expect(unknown.ok && unknown.Unchecked).toContain('FromEmployerContributionForYear');
    expect(
      checkTransfer(catalog, facts({ From: account('sep-ira'), FromEmployerContributionForYear: false })),
    ).toMatchObject({ ok: true });
  });

  it('408(d)(9)(C)(ii)(I): a second one in a later year is refused (once in a lifetime)', () => {
    const earlier = earlierFunding('roth-ira', '2019-05-01');
    expect(checkTransfer(catalog, facts({ History: [earlier] }))).toMatchObject({
      ok: false,
      Rule: 'once-in-a-lifetime',
      Details: { EarlierDistributionDate: '2019-05-01' },
    });
    const none = checkTransfer(catalog, facts({ History: undefined }));
    expect(none.ok && none.Unchecked).toContain('History');
  });

  it('408(d)(9)(C)(ii)(II): a second in the same year only after self-only then family coverage', () => {
    const earlier = earlierFunding('traditional-ira', '2026-02-10');
    const periods = [
      { From: '2026-01-01', To: '2026-05-31', CoverageTier: 'SelfOnly' as const },
      { From: '2026-06-01', CoverageTier: 'Family' as const },
    ];
    const second = (day: string, p = periods) =>
      checkTransfer(catalog, facts({ TransferDate: day, History: [earlier], HdhpCoveragePeriods: p }));
    expect(second('2026-07-01')).toMatchObject({ ok: true });
    expect(second('2026-04-01')).toMatchObject({ ok: false, Rule: 'once-in-a-lifetime' });
    expect(checkTransfer(catalog, facts({ TransferDate: '2026-07-01', History: [earlier] }))).toMatchObject({
      ok: false,
      Rule: 'once-in-a-lifetime',
    });
  });
});

describe('decideTransfer: a qualified HSA funding distribution (408(d)(9); Forms 1099-R and 5498-SA)', () => {
  it(
    '408(d)(9)(A), (C)(i): 3,000 within the 2026 self-only 4,400 is accepted: 1099-R code 1, box 2a 0, nothing ' +
      'withheld; the HSA records a Participant contribution, 5498-SA box 2; a later deposit sees it counted',
    () => {
      const m = MovementHost.start('2026-03-10', '1980-06-15');
      const ira = m.open('traditional-ira');
      const hsa = m.open(HSA, SELF_ONLY);
      m.fund(ira, '20000', { ContributionSource: 'Transfer' });
      const d = expectOk(qhsafd(m, ira, hsa, '3000'));
      expect(d.Records.FromTransaction).toMatchObject({
        EntryType: 'TransferOut',
        Form1099R: { DistributionCode: '1', GrossDistribution: '3000', TaxableAmount: '3000' },
        TaxableAmount: '0',
      });
      expect(d.Records.ToTransaction).toMatchObject({
        EntryType: 'TransferIn',
        ContributionSource: 'Participant',
        TaxYear: 2026,
      });
      expect(d.Records.Withholding).toBeUndefined();
      expect(d.Records.Movement).toMatchObject({ Kind: 'TrusteeTransfer', TaxableAmount: '0' });
      expect(d.Reasons.map((r) => r.Rule)).toEqual(
        expect.arrayContaining(['hsa-funding-distribution', 'once-in-a-lifetime', 'hsa-funding-limit']),
      );
      expect(d.Warnings.map((w) => w.Code)).toContain('HsaFundingTestingPeriod');
      expect(d.Events[0]?.Data).toMatchObject({ TransferKind: 'HsaFundingDistribution' });

      // The IRA's debit as the service stores it (with its Form1099R; the memory host keeps only the ledger fields).
      const iraFacts = { ...formFacts(m, ira), Transactions: [d.Records.FromTransaction] } as unknown as Parameters<
        typeof taxForms
      >[1];
      const iraForms = taxForms(catalog, iraFacts, 2026);
      expect(iraForms.ok && iraForms.Forms1099R).toEqual([
        expect.objectContaining({
          DistributionCode: '1',
          GrossDistribution: '3000.00',
          // Box 2a the gross with 2b checked, as for a QCD: the owner excludes it on the return ("HFD").
          TaxableAmount: '3000.00',
          TaxableAmountNotDetermined: true,
          FederalIncomeTaxWithheld: '0.00',
        }),
      ]);
      expect(taxForms(catalog, formFacts(m, hsa), 2026)).toMatchObject({
        Form5498Sa: { TotalContributions: '3000.00', RolloverContributions: '0.00' },
      });

      expectOk(m.host.fund(hsa, { Amount: 1400, Currency: 'USD', PaymentMethodType: 'Wire' }));
      const over = m.host.fund(hsa, { Amount: 0.01, Currency: 'USD', PaymentMethodType: 'Wire' });
      expect(over.ok ? 'accepted' : over.ErrorCode).toBe('ContributionLimitExceeded');
    },
  );

  it("408(d)(9)(C)(i): over what the year's contributions left of the limit is refused, nothing written", () => {
    const m = MovementHost.start('2026-03-10', '1980-06-15');
    const ira = m.open('traditional-ira');
    const hsa = m.open(HSA, SELF_ONLY);
    m.fund(ira, '20000', { ContributionSource: 'Transfer' });
    m.fund(hsa, '2000');
    const before = m.host.transactions.length;
    const r = qhsafd(m, ira, hsa, '2400.01');
    expect(r).toMatchObject({ ok: false, ErrorCode: 'TransferNotPermitted' });
    expect(!r.ok && r.Message).toMatch(/rule hsa-funding-limit/);
    expect(m.host.transactions.length).toBe(before);
    expectOk(qhsafd(m, ira, hsa, '2400'));
  });

  it('408(d)(9)(C)(ii): the second one (next year, another HSA) is refused through the decision', () => {
    const m = MovementHost.start('2026-03-10', '1980-06-15');
    const ira = m.open('traditional-ira');
    const hsa = m.open(HSA, SELF_ONLY);
    m.fund(ira, '20000', { ContributionSource: 'Transfer' });
    expectOk(qhsafd(m, ira, hsa, '1000'));
    m.today = '2027-02-01';
    const hsa2 = m.open(HSA, { ...SELF_ONLY, HighDeductiblePlanStartDate: '2027-01-01' });
    const r = qhsafd(m, ira, hsa2, '1000');
    expect(r).toMatchObject({ ok: false, ErrorCode: 'TransferNotPermitted' });
    expect(!r.ok && r.Message).toMatch(/rule once-in-a-lifetime; EarlierDistributionDate 2026-03-10/);
  });

  it('Notice 2008-51: a SIMPLE IRA with an employer contribution for this year is refused (ongoing)', () => {
    const m = MovementHost.start('2026-03-10', '1980-06-15');
    const simple = m.open('simple-ira');
    const hsa = m.open(HSA, SELF_ONLY);
    m.fund(simple, '1000', { ContributionSource: 'Employer' });
    const r = qhsafd(m, simple, hsa, '500');
    expect(r).toMatchObject({ ok: false, ErrorCode: 'TransferNotPermitted' });
    expect(!r.ok && r.Message).toMatch(/rule ongoing-sep-simple/);
  });

  it("408(d)(9)(B): a SEP IRA with only last year's employer money is not ongoing; this year's makes it so", () => {
    const m = MovementHost.start('2026-03-10', '1980-06-15');
    const sep = m.open('sep-ira');
    const hsa = m.open(HSA, SELF_ONLY);
    m.fund(sep, '3000', { ContributionSource: 'Employer', TaxYear: 2025 });
    const d = expectOk(qhsafd(m, sep, hsa, '500'));
    expect(d.Reasons.find((x) => x.Rule === 'ongoing-sep-simple')?.Message).toMatch(
      /no employer contribution for 2026/,
    );
    const sep2 = m.open('sep-ira');
    m.fund(sep2, '3000', { ContributionSource: 'Employer', TaxYear: 2026 });
    m.movements.length = 0; // another owner's first funding distribution, as far as the once-only rule goes
    const r = qhsafd(m, sep2, hsa, '500');
    expect(!r.ok && r.Message).toMatch(/rule ongoing-sep-simple/);
  });

  it("408(d)(9)(E): a Roth IRA's funding distribution uses none of its contributions (basis untouched)", () => {
    const m = MovementHost.start('2026-03-10', '1980-06-15');
    const roth = m.open('roth-ira');
    const hsa = m.open(HSA, SELF_ONLY);
    m.fund(roth, '6000', { TaxYear: 2025 });
    const history = () => m.host.transactions.filter((t) => t.AccountId === roth) as unknown as HistoryTransaction[];
    const before = rothFactsFromHistory(history(), 'roth-ira').facts;
    const d = expectOk(qhsafd(m, roth, hsa, '2000'));
    expect(d.Records.FromTransaction?.Form1099R).toMatchObject({ DistributionCode: 'J', GrossDistribution: '2000' });
    // 408(d)(9)(B): only the part otherwise includible qualifies; from contributions it would not.
    expect(d.Warnings.map((w) => w.Code)).toContain('HsaFundingRothIncludiblePart');
    const after = rothFactsFromHistory(history(), 'roth-ira').facts;
    expect(after).toEqual(before);
    expect(after).toMatchObject({ RegularContributions: '6000', PriorDistributions: '0' });
  });
});

describe('review: Notice 2008-51 and 408(d)(9)(C)(i) at the edges', () => {
  const hsa = account(HSA);
  const facts = (over: Over<TransferFacts> = {}) =>
    ({
      From: account('traditional-ira'),
      To: hsa,
      TransferDate: '2026-03-10',
      HsaFundingDistribution: true,
      History: [],
      ...over,
    }) as TransferFacts;

  it(
    "Notice 2008-51: an inherited IRA held by the beneficiary may make the beneficiary's funding distribution; " +
      'Instructions for Forms 1099-R: code 4 from an inherited traditional IRA, T from an inherited Roth IRA',
    () => {
      const trad = checkTransfer(
        catalog,
        facts({ From: account('inherited-traditional-ira'), OwnerDateOfBirth: '1980-06-15' }),
      );
      expect(trad).toMatchObject({ ok: true, Kind: 'HsaFundingDistribution', DistributionCode: '4' });
      const roth = checkTransfer(
        catalog,
        facts({ From: account('inherited-roth-ira'), OwnerDateOfBirth: '1980-06-15' }),
      );
      expect(roth).toMatchObject({ ok: true, DistributionCode: 'T' });
      expect(roth.ok && roth.Warnings.map((w) => w.Code)).toContain('HsaFundingRothIncludiblePart');
      // the beneficiary's earlier one from an inherited IRA counts toward the once-in-a-lifetime rule
      const earlier = earlierFunding('inherited-traditional-ira', '2019-05-01');
      expect(checkTransfer(catalog, facts({ History: [earlier] }))).toMatchObject({
        ok: false,
        Rule: 'once-in-a-lifetime',
      });
    },
  );

  const SELF_ONLY_THEN_FAMILY = [
    { From: '2026-01-01', To: '2026-05-31', CoverageTier: 'SelfOnly' as const },
    { From: '2026-06-01', CoverageTier: 'Family' as const },
  ];
  const FAMILY_THEN_SELF_ONLY = [
    { From: '2026-01-01', To: '2026-05-31', CoverageTier: 'Family' as const },
    { From: '2026-06-01', CoverageTier: 'SelfOnly' as const },
  ];
  const withPeriods = (periods: readonly object[]) => {
    const m = MovementHost.start('2026-07-01', '1980-06-15');
    const ira = m.open('traditional-ira');
    const hsa = m.open(HSA, SELF_ONLY); // the stated periods below take over from the account's coverage
    m.fund(ira, '20000', { ContributionSource: 'Transfer' });
    m.ownerYears = [
      {
        ClientId: m.clientId,
        TaxYear: 2026,
        Facts: { HdhpCoveragePeriods: periods as never },
        UpdatedDate: '2026-07-01T00:00:00Z',
      },
    ];
    return { m, ira, hsa };
  };

  it(
    '408(d)(9)(C)(i): family coverage at the time of the distribution gives the family limit (2026: 8,750) even ' +
      'when the year began self-only',
    () => {
      const { m, ira, hsa } = withPeriods(SELF_ONLY_THEN_FAMILY);
      const d = expectOk(qhsafd(m, ira, hsa, '8750'));
      expect(d.Reasons.find((r) => r.Rule === 'hsa-funding-limit')?.Message).toMatch(/Family coverage on 2026-07-01/);
    },
  );

  it('408(d)(9)(C)(i): self-only coverage at the time caps it at 4,400 though the year began family', () => {
    const { m, ira, hsa } = withPeriods(FAMILY_THEN_SELF_ONLY);
    const over = qhsafd(m, ira, hsa, '4400.01');
    expect(over).toMatchObject({ ok: false, ErrorCode: 'TransferNotPermitted' });
    expect(!over.ok && over.Message).toMatch(/rule hsa-funding-limit/);
    expectOk(qhsafd(m, ira, hsa, '4400'));
  });

  it('408(d)(9)(C)(i): an HDHP begun mid-year (account facts) gives the whole annual self-only limit', () => {
    const m = MovementHost.start('2026-07-01', '1980-06-15');
    const ira = m.open('traditional-ira');
    const h = m.open(HSA, { ...SELF_ONLY, HighDeductiblePlanStartDate: '2026-06-01' });
    m.fund(ira, '20000', { ContributionSource: 'Transfer' });
    expectOk(qhsafd(m, ira, h, '4400'));
  });
});
