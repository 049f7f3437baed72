// decideTransfer: trustee-to-trustee transfers between accounts of the service (Rev. Rul. 78-406;
// 26 U.S.C. 408(d)(3)(B), (d)(3)(C), (d)(3)(G)); docs/movements.md.
import { describe, expect, it } from 'vitest';
import { entriesBalance, movementPostings } from '../../src/index.js';
import { expectOk, guid } from './memory-host.js';
import { INST, MovementHost } from './movement-host.js';

const usd = (FromAccountId: string, ToAccountId: string, Amount: string | number, more = {}) => ({
  FromAccountId,
  ToAccountId,
  Amount,
  Currency: 'USD',
  ...more,
});

const inherited = (cls: string) => ({
  ...INST,
  DecedentDateOfDeath: '2024-05-01',
  DecedentDiedOnOrAfterRbd: false,
  BeneficiaryEligibleDesignatedClass: cls,
  BeneficiaryDistributionDecision: 'TenYearRule',
});

describe(
  'decideTransfer (Rev. Rul. 78-406: a trustee-to-trustee ' + 'transfer is neither a distribution nor a rollover)',
  () => {
    it(
      'moves money between two traditional IRAs of the owner: both sides recorded, entries balanced, one ' +
        'transfer.completed, nothing reported',
      () => {
        const m = MovementHost.start('2026-04-01');
        const a = m.open('traditional-ira');
        const b = m.open('sep-ira');
        m.fund(a, '5000', { TaxYear: 2026 });
        const d = expectOk(m.transfer(usd(a, b, '1234.56')));
        expect(entriesBalance(d.Entries)).toBe(true);
        const transit = { Kind: 'Service', Name: 'MovementsInTransit' };
        expect(d.Entries).toEqual([
          { Account: { Kind: 'Client', AccountId: a, Bucket: 'Settled' }, Amount: '-1234.56', Currency: 'USD' },
          { Account: transit, Amount: '1234.56', Currency: 'USD' },
          { Account: transit, Amount: '-1234.56', Currency: 'USD' },
          { Account: { Kind: 'Client', AccountId: b, Bucket: 'Settled' }, Amount: '1234.56', Currency: 'USD' },
        ]);
        // Each transaction's entries balance on their own: the debit's, then the credit's.
        const halves = movementPostings(d.Records);
        expect(halves.map((h) => h.TransactionId)).toEqual([
          d.Records.FromTransaction?.TransactionId,
          d.Records.ToTransaction.TransactionId,
        ]);
        for (const h of halves) expect(entriesBalance(h.Entries)).toBe(true);
        expect(d.Events).toHaveLength(1);
        expect(d.Events[0]).toMatchObject({
          EventType: 'transfer.completed',
          Data: { FromAccountId: a, ToAccountId: b, Amount: 1234.56, Currency: 'USD', Status: 'Completed' },
        });
        expect(d.Records.FromTransaction).toMatchObject({
          EntryType: 'TransferOut',
          Direction: 'Debit',
          Amount: '1234.56',
        });
        expect(d.Records.ToTransaction).toMatchObject({
          Kind: 'Deposit',
          EntryType: 'TransferIn',
          ContributionSource: 'Transfer',
          CounterpartyAccountId: a,
        });
        expect(d.Records.FromTransaction?.Form1099R).toBeUndefined();
        expect(d.Records.ToTransaction.Form5498).toBeUndefined();
        expect(d.Result).toMatchObject({ Amount: 1234.56, TaxableAmount: 0 });
        expect(m.settled(a)).toBe('3765.44');
        expect(m.settled(b)).toBe('1234.56');
        expect(d.Reasons.map((r) => r.Rule)).toContain('not-a-distribution');
        expect(d.Reasons.every((r) => typeof r.Source === 'string' && r.Source.length > 0)).toBe(true);
      },
    );

    it(
      'a trustee transfer between the same IRAs is not counted as a rollover (Announcement 2014-32): an ' +
        'indirect rollover is still allowed after two of them',
      () => {
        const m = MovementHost.start('2026-04-01');
        const a = m.open('traditional-ira');
        const b = m.open('traditional-ira');
        m.fund(a, '6000', { TaxYear: 2026 });
        expectOk(m.transfer(usd(a, b, '3000')));
        expectOk(m.transfer(usd(b, a, '1000')));
        expect(m.movements.map((x) => x.Kind)).toEqual(['TrusteeTransfer', 'TrusteeTransfer']);
        const r = expectOk(
          m.rollover({
            FromAccountId: a,
            ToAccountId: a,
            Amount: '500',
            Currency: 'USD',
            Kind: 'Indirect',
            DistributionDate: '2026-03-20',
          }),
        );
        expect(r.Result.NextIndirectRolloverOn).toBe('2027-03-20');
      },
    );

    it(
      'refuses traditional to Roth (a conversion) and Roth to traditional (only a recharacterization), naming ' +
        'the rule and its source',
      () => {
        const m = MovementHost.start('2026-04-01');
        const a = m.open('traditional-ira');
        const r = m.open('roth-ira');
        m.fund(a, '100', { TaxYear: 2026 });
        m.fund(r, '100', { TaxYear: 2026 });
        const toRoth = m.transfer(usd(a, r, '50'));
        expect(toRoth).toMatchObject({ ok: false, ErrorCode: 'TransferNotPermitted' });
        expect(!toRoth.ok && toRoth.Message).toMatch(/Roth conversion.*rule same-tax-character.*408A\(d\)\(3\)/);
        expect(m.transfer(usd(r, a, '50'))).toMatchObject({ ok: false, ErrorCode: 'TransferNotPermitted' });
      },
    );

    it('refuses accounts of two owners', () => {
      const m = MovementHost.start('2026-04-01');
      const a = m.open('traditional-ira');
      const other = m.open('traditional-ira', INST, m.addClient());
      m.fund(a, '100', { TaxYear: 2026 });
      expect(m.transfer(usd(a, other, '50'))).toMatchObject({ ok: false, ErrorCode: 'TransferNotPermitted' });
    });

    it('refuses more than the settled balance: InsufficientFunds, nothing written', () => {
      const m = MovementHost.start('2026-04-01');
      const a = m.open('traditional-ira');
      const b = m.open('traditional-ira');
      m.fund(a, '100', { TaxYear: 2026 });
      const entries = m.host.entries.length;
      expect(m.transfer(usd(a, b, '100.01'))).toMatchObject({ ok: false, ErrorCode: 'InsufficientFunds' });
      expect(m.host.entries.length).toBe(entries);
      expect(m.movements).toHaveLength(0);
    });

    it(
      'another provider’s account in either position answers exactly as an unknown one (facts null: ' +
        'AccountNotFound)',
      () => {
        const m = MovementHost.start('2026-04-01');
        const a = m.open('traditional-ira');
        m.fund(a, '100', { TaxYear: 2026 });
        const elsewhere = MovementHost.start('2026-04-01');
        for (let i = 0; i < 5; i += 1) elsewhere.addClient();
        const foreign = elsewhere.open('traditional-ira');
        expect(m.host.accounts.has(foreign)).toBe(false);
        elsewhere.fund(foreign, '100', { TaxYear: 2026 });
        const unknown = guid(987_654);
        // The host looks both ids up among its provider's accounts: a foreign account is not found.
        const asTo = [m.transfer(usd(a, foreign, '10')), m.transfer(usd(a, unknown, '10'))];
        expect(asTo[0]).toEqual(asTo[1]);
        expect(asTo[0]).toEqual({
          ok: false,
          ErrorCode: 'AccountNotFound',
          Message: 'No account matches the ToAccountId supplied.',
          Errors: [
            {
              FieldName: 'ToAccountId',
              ErrorCode: 'AccountNotFound',
              Message: 'No account matches the ToAccountId supplied.',
            },
          ],
        });
        const asFrom = [m.transfer(usd(foreign, a, '10')), m.transfer(usd(unknown, a, '10'))];
        expect(asFrom[0]).toEqual(asFrom[1]);
        expect(asFrom[0]).toMatchObject({
          ok: false,
          ErrorCode: 'AccountNotFound',
          Errors: [{ FieldName: 'FromAccountId' }],
        });
      },
    );

    it('a closed or frozen sending account moves nothing; a Restricted receiving account takes nothing in', () => {
      const m = MovementHost.start('2026-04-01');
      const a = m.open('traditional-ira');
      const b = m.open('traditional-ira');
      m.fund(a, '100', { TaxYear: 2026 });
      expectOk(m.host.updateAccount(b, { AccountStatus: 'Restricted' }));
      expect(m.transfer(usd(a, b, '10'))).toMatchObject({
        ok: false,
        ErrorCode: 'InvalidRequest',
        Errors: [{ FieldName: 'ToAccountId', ErrorCode: 'AccountStatusNotPermitted' }],
      });
    });

    it('refuses a malformed body field by field, before any lookup', () => {
      const m = MovementHost.start('2026-04-01');
      const d = m.transfer({ FromAccountId: 'x', Amount: -1, Currency: 'EUR', Extra: 1 });
      expect(d).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest' });
      expect(!d.ok && d.Errors.map((e) => e.FieldName).sort()).toEqual(
        ['Amount', 'Currency', 'Extra', 'FromAccountId', 'ToAccountId'].sort(),
      );
    });
  },
);

describe('inherited IRAs (26 U.S.C. 408(d)(3)(C); IRS Pub. 590-B)', () => {
  it(
    'a non-spouse beneficiary cannot roll an inherited IRA over, and may move it by trustee-to-trustee ' +
      'transfer to another inherited IRA',
    () => {
      const m = MovementHost.start('2026-04-01');
      const inh = m.open('inherited-traditional-ira', inherited('NotAnEdb'));
      const inh2 = m.open('inherited-traditional-ira', inherited('NotAnEdb'));
      const own = m.open('traditional-ira');
      m.fund(inh, '50000', { ContributionSource: 'Transfer' });
      const rolled = m.rollover({
        FromAccountId: inh,
        ToAccountId: own,
        Amount: '10000',
        Currency: 'USD',
        Kind: 'Indirect',
        DistributionDate: '2026-03-25',
      });
      expect(rolled).toMatchObject({ ok: false, ErrorCode: 'RolloverNotPermitted' });
      expect(!rolled.ok && rolled.Message).toMatch(/rule inherited-no-rollover/);
      expect(m.transfer(usd(inh, own, '10000'))).toMatchObject({ ok: false, ErrorCode: 'TransferNotPermitted' });
      const moved = expectOk(m.transfer(usd(inh, inh2, '10000')));
      expect(moved.Unchecked).toEqual(expect.arrayContaining(['From.DecedentId', 'To.DecedentId']));
      expect(m.settled(inh2)).toBe('10000');
    },
  );

  it('a surviving spouse may move the inherited IRA into the spouse’s own IRA (1.408-8 Q&A-5)', () => {
    const m = MovementHost.start('2026-04-01');
    const inh = m.open('inherited-traditional-ira', {
      ...inherited('SurvivingSpouse'),
      BeneficiaryDistributionDecision: 'LifeExpectancy',
    });
    const own = m.open('traditional-ira');
    m.fund(inh, '50000', { ContributionSource: 'Transfer' });
    const d = expectOk(m.transfer(usd(inh, own, '50000')));
    expect(d.Events[0]?.Data['TransferKind']).toBe('SpouseTreatsAsOwn');
  });
});

describe('the SIMPLE IRA two-year period (26 U.S.C. 408(d)(3)(G), 72(t)(6))', () => {
  it(
    'first participation 2024-03-01: to a traditional IRA refused on 2026-02-28, accepted on 2026-03-01; to ' +
      'another SIMPLE IRA at any time',
    () => {
      const m = MovementHost.start('2024-03-01');
      const simple = m.open('simple-ira');
      const simple2 = m.open('simple-ira');
      const ira = m.open('traditional-ira');
      m.fund(simple, '3000', { ContributionSource: 'Employer', TaxYear: 2024 });
      m.today = '2026-02-28';
      const early = m.transfer(usd(simple, ira, '1000'));
      expect(early).toMatchObject({ ok: false, ErrorCode: 'TransferNotPermitted' });
      expect(!early.ok && early.Message).toMatch(/until 2026-03-01.*rule simple-two-year/);
      expectOk(m.transfer(usd(simple, simple2, '500')));
      m.today = '2026-03-01';
      const d = expectOk(m.transfer(usd(simple, ira, '1000')));
      expect(d.Reasons.map((r) => r.Rule)).toContain('simple-two-year');
    },
  );
});
