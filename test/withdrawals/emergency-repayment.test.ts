// 26 U.S.C. 72(t)(2)(I) with (I)(v) (Notice 2024-55): no emergency personal expense distribution in the
// 3 calendar years after one unless it is repaid. The withdrawal reads this account's own emergency
// distributions and the Repayment deposits naming them (docs/decisions/30-repayments.md).
import { describe, expect, it } from 'vitest';
import { expectOk, INST, openAccount, withdrawalHost } from './withdrawal-host.js';

const emergency = (PriorEmergencyDistributions: unknown[]) => ({
  Amount: 1000,
  Currency: 'USD',
  DistributionReason: 'Early',
  ExceptionClaimed: 'EmergencyPersonalExpense',
  ExceptionFacts: { AccountBalance: 20000, PriorEmergencyDistributions },
});

function paidOne(repay: number | undefined) {
  const { host, clientId } = withdrawalHost('2025-03-03');
  const id = openAccount(host, clientId, 'traditional-ira', INST);
  host.deposit(id, { Amount: 20000, ContributionSource: 'Rollover' });
  const first = expectOk(host.withdraw(id, emergency([])));
  expect(first.Result).toMatchObject({ DistributionCode: '2' });
  if (repay !== undefined) {
    host.today = '2025-09-01';
    host.deposit(id, {
      Amount: repay,
      ContributionSource: 'Repayment',
      RepaymentOf: 'EmergencyPersonalExpense',
      RepaidTransactionId: first.Result.TransactionId,
    });
  }
  host.today = '2026-04-01';
  return { host, id };
}

describe('72(t)(2)(I): a repaid emergency distribution re-opens the next three years', () => {
  it('unrepaid, the one this account paid in 2025 bars a 2026 one even when the owner states none', () => {
    const { host, id } = paidOne(undefined);
    const d = expectOk(host.withdraw(id, emergency([])));
    expect(d.Result).toMatchObject({ DistributionCode: '1' });
    expect(d.Reasons.map((r) => r.Rule)).toContain('EmergencyDistributionRecorded');
  });

  it('partly repaid (600 of 1,000), it still bars', () => {
    const { host, id } = paidOne(600);
    expect(expectOk(host.withdraw(id, emergency([]))).Result).toMatchObject({ DistributionCode: '1' });
  });

  it('fully repaid here, it no longer bars', () => {
    const { host, id } = paidOne(1000);
    const d = expectOk(host.withdraw(id, emergency([])));
    expect(d.Result).toMatchObject({ DistributionCode: '2' });
    // And a second one in 2026 is barred by the one-a-calendar-year rule, the 2026 one being recorded.
    expect(expectOk(host.withdraw(id, emergency([]))).Result).toMatchObject({ DistributionCode: '1' });
  });

  it('fully repaid here, it no longer bars where the owner stated it as not repaid', () => {
    const { host, id } = paidOne(1000);
    const d = expectOk(
      host.withdraw(id, emergency([{ Date: '2025-03-03', Amount: 1000, RepaidOrRecontributed: false }])),
    );
    expect(d.Result).toMatchObject({ DistributionCode: '2' });
    expect(d.Reasons.map((r) => r.Rule)).toContain('EmergencyDistributionRepaid');
  });

  it('the owner’s statement that it was repaid elsewhere is kept', () => {
    const { host, id } = paidOne(undefined);
    const d = expectOk(
      host.withdraw(id, emergency([{ Date: '2025-03-03', Amount: 1000, RepaidOrRecontributed: true }])),
    );
    expect(d.Result).toMatchObject({ DistributionCode: '2' });
  });
});
