// Health savings accounts in the movement rules (TaxCharacter Hsa, docs/decisions/47-hsa-movements.md):
// - Notice 2004-50 Q&A-56 and Pub. 969 "Rollovers": a trustee-to-trustee transfer between HSAs is not a rollover,
//   not a contribution and not a distribution, and not subject to the one-rollover limit;
// - 26 U.S.C. 223(f)(5)(A): paid into an HSA by the 60th day after the day of receipt; 223(f)(5)(B): not if another
//   amount was rolled over from an HSA during the 1-year period ending on the day of receipt;
// - Instructions for Forms 1099-SA and 5498-SA: a transfer is on neither form; a rollover in is 5498-SA box 4;
// - 223(f)(7) (divorce), 223(f)(8)(A) (the surviving spouse's HSA); 408(d)(9) (IRA money reaches an HSA only as a
//   qualified HSA funding distribution, not by these routes).
import { describe, expect, it } from 'vitest';
import {
  defaultCatalog as catalog,
  checkRollover,
  checkTransfer,
  type HistoryTransaction,
  type MovementHistoryEntry,
  oneHsaRolloverPerYear,
  oneRolloverPerYear,
  type RolloverFacts,
  type StoredAccount,
  taxForms,
} from '../../src/index.js';
import { expectOk } from '../decisions/memory-host.js';
import { INST, MovementHost } from '../decisions/movement-host.js';
import { account, type Over } from './helpers.js';

const HSA = 'health-savings-account';
const hsa1 = account(HSA);
const hsa2 = account(HSA);
const ira = account('traditional-ira');

const rollover = (over: Over<RolloverFacts> = {}) =>
  checkRollover(catalog, {
    From: hsa1,
    To: hsa2,
    Method: 'Indirect',
    Amount: '3000',
    DistributionDate: '2026-03-02',
    RolloverDate: '2026-03-20',
    History: [],
    ...over,
  } as RolloverFacts);

const hsaRolloverEntry = (DistributionDate: string, FromAccountId = 'elsewhere'): MovementHistoryEntry => ({
  Kind: 'IndirectRollover',
  FromAccountTypeCode: HSA,
  ToAccountTypeCode: HSA,
  DistributionDate,
  FromAccountId,
});
const iraRolloverEntry = (DistributionDate: string): MovementHistoryEntry => ({
  Kind: 'IndirectRollover',
  FromAccountTypeCode: 'traditional-ira',
  ToAccountTypeCode: 'traditional-ira',
  DistributionDate,
  FromAccountId: 'ira-elsewhere',
});

const HSA_FIELDS = { ...INST, CoverageTier: 'SelfOnly', HighDeductiblePlanStartDate: '2026-01-01' };

describe('HSA trustee-to-trustee transfers (Notice 2004-50 Q&A-56; Pub. 969 "Rollovers")', () => {
  it('Notice 2004-50 Q&A-56: HSA to HSA of the same owner is allowed, not a distribution, not counted', () => {
    const r = checkTransfer(catalog, { From: hsa1, To: hsa2, TransferDate: '2026-04-01' });
    expect(r).toMatchObject({
      ok: true,
      Kind: 'TrusteeToTrustee',
      IsDistribution: false,
      Reportable: false,
      CountsAsRollover: false,
      ReceivingContributionSource: 'Transfer',
      CountsTowardCap: false,
    });
    expect(r.ok && r.Reasons.find((x) => x.Rule === 'not-a-distribution')?.Source).toMatch(/1099-SA and 5498-SA/);
  });

  it('223(f)(5), 408(d)(9): HSA to IRA and IRA to HSA are refused (TransferNotPermitted, same-tax-character)', () => {
    for (const [From, To] of [
      [hsa1, ira],
      [ira, hsa1],
    ] as const) {
      const r = checkTransfer(catalog, { From, To, TransferDate: '2026-04-01' });
      expect(r).toMatchObject({ ok: false, ErrorCode: 'TransferNotPermitted', Rule: 'same-tax-character' });
      expect(!r.ok && r.Source).toMatch(/223\(f\)\(5\).*408\(d\)\(9\)/);
    }
  });

  it('223(f)(7), 223(f)(8)(A): another owner only incident to divorce or as the surviving spouse', () => {
    const spouseHsa = account(HSA, { OwnerId: 'client-bo' });
    const base = { From: hsa1, To: spouseHsa, TransferDate: '2026-04-01' };
    expect(checkTransfer(catalog, base)).toMatchObject({ ok: false, Rule: 'same-owner' });
    expect(checkTransfer(catalog, { ...base, IncidentToDivorce: true })).toMatchObject({
      ok: true,
      Kind: 'TrusteeToTrustee',
    });
    expect(checkTransfer(catalog, { ...base, BeneficiaryIsSurvivingSpouse: true })).toMatchObject({
      ok: true,
      Kind: 'SpouseTreatsAsOwn',
    });
    expect(checkTransfer(catalog, { ...base, BeneficiaryIsSurvivingSpouse: false })).toMatchObject({
      ok: false,
      Rule: 'spouse-only',
    });
  });
});

describe('HSA 60-day rollovers (26 U.S.C. 223(f)(5))', () => {
  it('223(f)(5)(A): rolled over on day 60 is accepted, 5498-SA box 4, not counted toward the 223(b) limit', () => {
    const r = rollover({ RolloverDate: '2026-05-01' });
    expect(r).toMatchObject({
      ok: true,
      RolloverDeadline: '2026-05-01',
      CountsTowardOneRolloverPerYear: true,
      NextIndirectRolloverOn: '2027-03-02',
      Form5498: null,
      Form5498Sa: { Box: '4', Amount: '3000' },
      Form1099R: null,
      TaxableAmount: '0',
      RequiredDistributionPart: '0',
      CountsTowardCap: false,
    });
  });

  it('223(f)(5)(A): day 61 is refused, and a Rev. Proc. 2020-46 self-certification does not help (IRAs only)', () => {
    const late = rollover({ RolloverDate: '2026-05-02' });
    expect(late).toMatchObject({ ok: false, ErrorCode: 'RolloverNotPermitted', Rule: 'sixty-day-deadline' });
    expect(!late.ok && late.Source).toMatch(/223\(f\)\(5\)\(A\)/);
    const certified = rollover({
      RolloverDate: '2026-05-02',
      SelfCertification: { Reason: 'PostalError', CertifiedOn: '2026-05-02' },
    });
    expect(certified).toMatchObject({ ok: false, Rule: 'sixty-day-deadline' });
    expect(!certified.ok && certified.Source).toMatch(/Rev\. Proc\. 2020-46/);
  });

  it('223(f)(5)(B): a second HSA rollover within the 1-year period ending on the day of receipt is refused', () => {
    const second = rollover({ History: [hsaRolloverEntry('2025-03-03')] });
    expect(second).toMatchObject({
      ok: false,
      Rule: 'one-rollover-per-year',
      Details: { NextAllowedOn: '2026-03-03' },
    });
    expect(!second.ok && second.Source).toMatch(/223\(f\)\(5\)\(B\)/);
    // Received 2025-03-02: outside the 1-year period ending on 2026-03-02.
    expect(rollover({ History: [hsaRolloverEntry('2025-03-02')] })).toMatchObject({ ok: true });
    // Trustee transfers between HSAs do not count (Notice 2004-50 Q&A-56).
    const transfer = { ...hsaRolloverEntry('2026-01-10'), Kind: 'TrusteeTransfer' as const };
    expect(rollover({ History: [transfer] })).toMatchObject({ ok: true });
  });

  it('223(f)(5)(B) and 408(d)(3)(B) are separate: an IRA rollover does not block an HSA one, nor the reverse', () => {
    expect(rollover({ History: [iraRolloverEntry('2026-01-10')] })).toMatchObject({ ok: true });
    expect(oneHsaRolloverPerYear(catalog, [iraRolloverEntry('2026-01-10')], '2026-03-02').Conflict).toBeUndefined();
    expect(oneRolloverPerYear(catalog, [hsaRolloverEntry('2026-01-10')], '2026-03-02').Conflict).toBeUndefined();
    expect(oneHsaRolloverPerYear(catalog, [hsaRolloverEntry('2026-01-10')], '2026-03-02').Conflict).toBeDefined();
  });

  it('223(f)(5), 408(d)(9): HSA to IRA and IRA to HSA rollovers are refused (rule rollover-pair)', () => {
    for (const [From, To] of [
      [hsa1, ira],
      [ira, hsa1],
    ] as const) {
      const r = rollover({ From, To });
      expect(r).toMatchObject({ ok: false, ErrorCode: 'RolloverNotPermitted', Rule: 'rollover-pair' });
      expect(!r.ok && r.Source).toMatch(/408\(d\)\(9\)/);
    }
  });

  it('Notice 2004-50 Q&A-56: a direct HSA rollover is refused, the direct way is a trustee transfer', () => {
    expect(rollover({ Method: 'Direct', DistributionDate: '2026-03-20' })).toMatchObject({
      ok: false,
      Rule: 'rollover-pair',
    });
  });
});

describe('HSA movements through the decisions (decideTransfer, decideRollover; Form 5498-SA)', () => {
  it(
    'Notice 2004-50 Q&A-56, 223(b): 6,000 transferred in from another HSA does not use the 2026 self-only ' +
      'limit; the full 4,400 may still be contributed, and 5498-SA shows neither box 2 nor box 4 for it',
    () => {
      const m = MovementHost.start('2026-03-10', '1980-06-15');
      const a = m.open(HSA, HSA_FIELDS);
      const b = m.open(HSA, HSA_FIELDS);
      m.fund(a, '6000', { ContributionSource: 'Transfer' });
      const d = expectOk(m.transfer({ FromAccountId: a, ToAccountId: b, Amount: '6000', Currency: 'USD' }));
      expect(d.Records.ToTransaction).toMatchObject({ EntryType: 'TransferIn', ContributionSource: 'Transfer' });
      expect(d.Records.ToTransaction.Form5498).toBeUndefined();
      expect(d.Records.FromTransaction?.Form1099R).toBeUndefined();
      expectOk(m.host.fund(b, { Amount: 4400, Currency: 'USD', PaymentMethodType: 'Wire' }));
      const over = m.host.fund(b, { Amount: 0.01, Currency: 'USD', PaymentMethodType: 'Wire' });
      expect(over.ok ? 'accepted' : over.ErrorCode).toBe('ContributionLimitExceeded');
      const forms = taxForms(catalog, formFacts(m, b), 2026);
      expect(forms).toMatchObject({
        Form5498Sa: { TotalContributions: '4400.00', RolloverContributions: '0.00' },
      });
    },
  );

  it('223(f)(5): an indirect HSA rollover is 5498-SA box 4, outside the limit; a second in the year is refused', () => {
    const m = MovementHost.start('2026-04-20', '1980-06-15');
    const a = m.open(HSA, HSA_FIELDS);
    const b = m.open(HSA, HSA_FIELDS);
    const d = expectOk(
      m.rollover({
        FromAccountId: a,
        ToAccountId: b,
        Amount: '2500',
        Currency: 'USD',
        Kind: 'Indirect',
        DistributionDate: '2026-04-01',
      }),
    );
    expect(d.Records.ToTransaction).toMatchObject({ EntryType: 'RolloverIn', ContributionSource: 'Rollover' });
    expect(d.Records.ToTransaction.Form5498).toBeUndefined();
    expect(d.Warnings.find((w) => w.Code === 'RolloversElsewhereNotKnown')?.Source).toBe('26 U.S.C. 223(f)(5)(B)');
    expectOk(m.host.fund(b, { Amount: 4400, Currency: 'USD', PaymentMethodType: 'Wire' }));
    expect(taxForms(catalog, formFacts(m, b), 2026)).toMatchObject({
      Form5498Sa: { TotalContributions: '4400.00', RolloverContributions: '2500.00' },
    });
    // An IRA rollover in between does not count toward the HSA limit.
    const iraA = m.open('traditional-ira');
    expectOk(
      m.rollover({
        FromAccountId: iraA,
        ToAccountId: iraA,
        Amount: '100',
        Currency: 'USD',
        Kind: 'Indirect',
        DistributionDate: '2026-04-10',
      }),
    );
    m.today = '2026-05-01';
    const second = m.rollover({
      FromAccountId: b,
      ToAccountId: a,
      Amount: '100',
      Currency: 'USD',
      Kind: 'Indirect',
      DistributionDate: '2026-04-25',
    });
    expect(second).toMatchObject({ ok: false, ErrorCode: 'RolloverNotPermitted' });
    expect(!second.ok && second.Message).toMatch(/HSA-to-HSA.*2027-04-01/);
  });
});

function formFacts(m: MovementHost, accountId: string) {
  const account = m.host.accounts.get(accountId) as StoredAccount;
  return {
    Account: account,
    Owner: m.host.clients.get(account.ClientId) ?? null,
    Transactions: m.host.transactions.filter((t) => t.AccountId === accountId) as unknown as HistoryTransaction[],
  } as unknown as Parameters<typeof taxForms>[1];
}
