// decideRecharacterization: 26 U.S.C. 408A(d)(6)-(7); 26 CFR 1.408A-5; Treas. Reg. 1.408-11;
// Tax Cuts and Jobs Act sec. 13611.
import { describe, expect, it } from 'vitest';
import { entriesBalance } from '../../src/index.js';
import { expectOk, guid } from './memory-host.js';
import { MovementHost } from './movement-host.js';

const rechar = (
  FromAccountId: string,
  ToAccountId: string,
  ContributionTransactionId: string,
  Amount: string,
  more = {},
) => ({
  FromAccountId,
  ToAccountId,
  ContributionTransactionId,
  Amount,
  Currency: 'USD',
  ...more,
});

describe('net income attributable (Treas. Reg. 1.408-11)', () => {
  it(
    'Treas. Reg. 1.408-11(a)(3) Example 1 from the ledger: IRA worth 4,800, a 1,600 contribution, 400 moved ' +
      'when worth 7,600: 75.00 of net income, 475.00 moves',
    () => {
      const m = MovementHost.start('2025-01-10');
      const roth = m.open('roth-ira');
      const ira = m.open('traditional-ira');
      m.fund(roth, '4800', { ContributionSource: 'Rollover' });
      m.today = '2025-02-01';
      const c = m.fund(roth, '1600', { TaxYear: 2025 });
      m.today = '2025-09-01';
      expectOk(m.host.transact(roth, { EntryType: 'Interest', Amount: '1200', Currency: 'USD' }));
      const d = expectOk(m.recharacterize(rechar(roth, ira, c, '400')));
      expect(d.Result).toMatchObject({ RecharacterizedAmount: 400, NetIncome: 75, Amount: 475 });
      expect(d.Reasons.find((r) => r.Rule === 'adjusted-balances')?.Message).toMatch(
        /adjusted opening balance 6400, adjusted closing balance 7600/,
      );
      expect(entriesBalance(d.Entries)).toBe(true);
      expect(m.settled(roth)).toBe('7125');
      expect(m.settled(ira)).toBe('475');
    },
  );

  it('an investment purchase is held at cost: it changes neither balance of the formula', () => {
    const m = MovementHost.start('2025-01-10');
    const roth = m.open('roth-ira');
    const ira = m.open('traditional-ira');
    m.fund(roth, '4800', { ContributionSource: 'Rollover' });
    const c = m.fund(roth, '1600', { TaxYear: 2025 });
    expectOk(m.host.invest(roth, { AssetClass: 'StocksAndEtfs', Amount: '3000', Currency: 'USD' }));
    expectOk(m.host.transact(roth, { EntryType: 'Interest', Amount: '1200', Currency: 'USD' }));
    expect(expectOk(m.recharacterize(rechar(roth, ira, c, '400'))).Result.NetIncome).toBe(75);
  });

  it('market values in the request win, and a loss makes the net income negative (1.408A-5 Q&A-2(c))', () => {
    const m = MovementHost.start('2025-03-01');
    const ira = m.open('traditional-ira');
    const roth = m.open('roth-ira');
    m.fund(ira, '5000', { ContributionSource: 'Rollover' });
    const c = m.fund(ira, '5000', { TaxYear: 2025 });
    const d = expectOk(
      m.recharacterize(rechar(ira, roth, c, '5000', { AdjustedOpeningBalance: 10000, AdjustedClosingBalance: 9000 })),
    );
    // 5,000 x (9,000 - 10,000) / 10,000 = -500: 4,500 moves.
    expect(d.Result).toMatchObject({ NetIncome: -500, Amount: 4500 });
    expect(d.Records.FromTransaction?.Form1099R).toEqual({
      DistributionCode: 'N',
      GrossDistribution: '4500',
      TaxableAmount: '0',
    });
    expect(d.Records.ToTransaction).toMatchObject({
      ContributionSource: 'Participant',
      TaxYear: 2025,
      Form5498: { Box: '4', Amount: '4500' },
    });
    expect(d.Events).toHaveLength(1);
    expect(d.Events[0]).toMatchObject({
      EventType: 'recharacterization.completed',
      Data: { ContributionTransactionId: c, NetIncome: -500, RecharacterizedAmount: 5000, Amount: 4500 },
    });
  });
});

describe('what can be recharacterized, and by when (408A(d)(6)-(7); 1.408A-5 Q&A-1)', () => {
  it('a 2018 conversion cannot be recharacterized (TCJA sec. 13611; 408A(d)(6)(B)(iii))', () => {
    const m = MovementHost.start('2018-02-01');
    const ira = m.open('traditional-ira');
    const roth = m.open('roth-ira');
    m.fund(ira, '5000', { ContributionSource: 'Rollover' });
    const conv = expectOk(m.convert({ FromAccountId: ira, ToAccountId: roth, Amount: '5000', Currency: 'USD' }));
    m.today = '2018-06-01';
    const d = m.recharacterize(rechar(roth, ira, conv.Records.ToTransaction.TransactionId, '5000'));
    expect(d).toMatchObject({ ok: false, ErrorCode: 'RecharacterizationNotPermitted' });
    expect(!d.ok && d.Message).toMatch(/after 2017.*rule no-conversion-recharacterization.*Tax Cuts and Jobs Act/);
    expect(m.movements).toHaveLength(1);
  });

  it('a 2025 contribution may move until 2026-10-15 (the extended due date) with code R, not on 2026-10-16', () => {
    const m = MovementHost.start('2025-12-01');
    const roth = m.open('roth-ira');
    const ira = m.open('traditional-ira');
    const c = m.fund(roth, '3000', { TaxYear: 2025 });
    m.today = '2026-10-16';
    expect(m.recharacterize(rechar(roth, ira, c, '3000'))).toMatchObject({
      ok: false,
      ErrorCode: 'RecharacterizationNotPermitted',
    });
    m.today = '2026-10-15';
    const d = expectOk(m.recharacterize(rechar(roth, ira, c, '3000')));
    expect(d.Result.Deadline).toBe('2026-10-15');
    expect(d.Records.FromTransaction?.Form1099R?.DistributionCode).toBe('R');
  });

  it('a rollover contribution cannot be recharacterized (1.408A-5 Q&A-10)', () => {
    const m = MovementHost.start('2025-12-01');
    const roth = m.open('roth-ira');
    const ira = m.open('traditional-ira');
    const c = m.fund(roth, '3000', { ContributionSource: 'Rollover' });
    expect(m.recharacterize(rechar(roth, ira, c, '3000'))).toMatchObject({
      ok: false,
      ErrorCode: 'RecharacterizationNotPermitted',
    });
  });

  it('a contribution of another account, or none, is TransactionNotFound; a wrong TaxYear is InvalidRequest', () => {
    const m = MovementHost.start('2025-12-01');
    const roth = m.open('roth-ira');
    const roth2 = m.open('roth-ira');
    const ira = m.open('traditional-ira');
    const c = m.fund(roth2, '3000', { TaxYear: 2025 });
    const mine = m.fund(roth, '1000', { TaxYear: 2025 });
    const a = m.recharacterize(rechar(roth, ira, c, '100'));
    const b = m.recharacterize(rechar(roth, ira, guid(424_242), '100'));
    expect(a).toEqual(b);
    expect(a).toMatchObject({ ok: false, ErrorCode: 'TransactionNotFound' });
    expect(m.recharacterize(rechar(roth, ira, mine, '100', { TaxYear: 2024 }))).toMatchObject({
      ok: false,
      ErrorCode: 'InvalidRequest',
      Errors: [{ FieldName: 'TaxYear' }],
    });
  });

  it('two recharacterizations of one contribution move at most it (1.408A-5 Q&A-1)', () => {
    const m = MovementHost.start('2025-03-01');
    const roth = m.open('roth-ira');
    const ira = m.open('traditional-ira');
    const c = m.fund(roth, '3000', { TaxYear: 2025 });
    const other = m.fund(roth, '1000', { TaxYear: 2025 });
    m.fund(roth, '5000', { ContributionSource: 'Rollover' });
    const market = { AdjustedOpeningBalance: '4000', AdjustedClosingBalance: '4400' };
    const first = expectOk(m.recharacterize(rechar(roth, ira, c, '2000', market)));
    expect(first.Records.FromTransaction).toMatchObject({
      RecharacterizedTransactionId: c,
      RecharacterizedContribution: '2000',
      Amount: '2200',
    });
    expect(first.Records.ToTransaction).not.toHaveProperty('RecharacterizedTransactionId');
    const before = m.host.transactions.length;
    const over = m.recharacterize(rechar(roth, ira, c, '1000.01', market));
    expect(over).toMatchObject({
      ok: false,
      ErrorCode: 'RecharacterizationNotPermitted',
      Errors: [{ FieldName: 'Amount', ErrorCode: 'RecharacterizationNotPermitted' }],
    });
    if (over.ok) throw new Error('refused');
    expect(over.Message).toContain('2000 recharacterized before, 1000 left');
    expect(over.Message).toContain('26 CFR 1.408A-5 Q&A-1');
    expect(m.host.transactions.length).toBe(before);
    // The rest of it may still move, and another contribution is untouched by the first's recharacterizations.
    const rest = expectOk(m.recharacterize(rechar(roth, ira, c, '1000', market)));
    expect(rest.Reasons.find((r) => r.Rule === 'recharacterized-at-most-once')?.Message).toMatch(/1000 left/);
    expect(m.recharacterize(rechar(roth, ira, c, '0.01', market))).toMatchObject({
      ok: false,
      ErrorCode: 'RecharacterizationNotPermitted',
    });
    expect(expectOk(m.recharacterize(rechar(roth, ira, other, '1000', market))).Result.RecharacterizedAmount).toBe(
      1000,
    );
  });
});
