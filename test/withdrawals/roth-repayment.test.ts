// A repayment to a Roth IRA of its own birth or adoption distribution is treated as that distribution
// rolled back in a trustee-to-trustee transfer (26 U.S.C. 72(t)(2)(H)(v)(IV)): for the Roth ordering
// rules (26 CFR 1.408A-6 Q&A-8) the repaid part is no earlier distribution. docs/decisions/30-repayments.md.
import { describe, expect, it } from 'vitest';
import { expectOk, INST, openAccount, withdrawalHost } from './withdrawal-host.js';

function rothWithRepaid(repay: number | undefined, last = 6000, RepaymentOf = 'BirthOrAdoption') {
  const { host, clientId } = withdrawalHost('2025-03-03');
  const id = openAccount(host, clientId, 'roth-ira', INST);
  host.deposit(id, { Amount: 6000, ContributionSource: 'Participant', TaxYear: 2025 });
  const paid = expectOk(
    host.withdraw(id, {
      Amount: 1000,
      Currency: 'USD',
      DistributionReason: 'Early',
      ExceptionClaimed: RepaymentOf,
      ExceptionFacts: { EventDate: '2025-02-01', PriorExceptedAmount: 0 },
    }),
  );
  if (repay !== undefined) {
    host.today = '2025-09-01';
    host.deposit(id, {
      Amount: repay,
      ContributionSource: 'Repayment',
      RepaymentOf,
      RepaidTransactionId: paid.Result.TransactionId,
    });
  }
  host.today = '2026-04-01';
  return expectOk(host.withdraw(id, { Amount: last, Currency: 'USD', DistributionReason: 'Early' }));
}

describe('Roth ordering after a repayment (72(t)(2)(H)(v)(IV); 1.408A-6 Q&A-8)', () => {
  it('repaid in full, the 6,000 of regular contributions come out whole again: nothing taxable', () => {
    const d = rothWithRepaid(1000);
    expect(d.Records.Withdrawal.TaxableAmount).toBe('0');
    expect(d.Unchecked.join(' ')).not.toContain('Roth.RepaymentIn');
  });

  it('repaid 400 of 1,000: 5,400 of contributions are left, so taking the 5,400 held is not taxable', () => {
    // Without the repayment read, 1,000 would have used the contributions: 400 of this one earnings.
    const d = rothWithRepaid(400, 5400);
    expect(d.Records.Withdrawal.TaxableAmount).toBe('0');
    expect(d.Unchecked.join(' ')).not.toContain('Roth.RepaymentIn');
  });
});
