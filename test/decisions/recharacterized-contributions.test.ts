// countedDeposits: a recharacterized contribution counts once, at what was contributed (26 CFR
// 1.408A-5 Q&A-1, Q&A-3), on the second IRA; the first IRA's Participant deposits of its tax year
// lose it. Without recharacterizations the deposits count as stored.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredTransaction } from '../../src/core/decisions/facts.js';
import { countedDeposits } from '../../src/core/decisions/rules/recharacterized-contributions.js';
import { rothFactsFromHistory } from '../../src/core/decisions/withdrawal/history.js';

let n = 0;
function tx(over: Partial<StoredTransaction>): StoredTransaction {
  n += 1;
  return {
    TransactionId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    AccountId: 'acc',
    Kind: 'Deposit',
    EntryType: 'Deposit',
    Direction: 'Credit',
    Amount: '0',
    Currency: 'USD',
    Status: 'Posted',
    ContributionSource: 'Participant',
    TaxYear: 2026,
    CreatedDate: '2026-02-01T12:00:00.000Z',
    ...over,
  };
}
const amounts = (ts: readonly StoredTransaction[]) => countedDeposits(ts).map((d) => d.Amount);

describe('countedDeposits (1.408A-5 Q&A-1)', () => {
  it('the second IRA counts the 3,000 recharacterized, not the 3,300 moved with its net income', () => {
    const credit = tx({ EntryType: 'RecharacterizationIn', Amount: '3300', RecharacterizedContribution: '3000' });
    expect(amounts([credit])).toEqual(['3000']);
  });

  it('the first IRA loses the 3,000 from its deposits of that tax year, newest first, none below zero', () => {
    const older = tx({ Amount: '1000' });
    const newer = tx({ Amount: '2500' });
    const otherYear = tx({ Amount: '700', TaxYear: 2025 });
    const employer = tx({ Amount: '400', ContributionSource: 'Employer' });
    const out = tx({
      Kind: 'Entry',
      EntryType: 'RecharacterizationOut',
      Direction: 'Debit',
      Amount: '3300',
      ContributionSource: null,
      RecharacterizedContribution: '3000',
    });
    expect(amounts([older, newer, otherYear, employer, out])).toEqual(['500', '700', '400']);
  });

  it('a recharacterization stored without its contribution counts as before: the credit whole, the debit not', () => {
    const credit = tx({ EntryType: 'RecharacterizationIn', Amount: '3300' });
    const out = tx({ Kind: 'Entry', EntryType: 'RecharacterizationOut', Direction: 'Debit', Amount: '3300' });
    expect(amounts([tx({ Amount: '3000' }), out, credit])).toEqual(['3000', '3300']);
  });

  it('property: without a recharacterization every deposit counts as stored and entries not at all', () => {
    const one = fc.record({
      deposit: fc.boolean(),
      cents: fc.integer({ min: 1, max: 10_000_000 }),
      year: fc.integer({ min: 2020, max: 2027 }),
    });
    fc.assert(
      fc.property(fc.array(one, { maxLength: 30 }), (rows) => {
        const ts = rows.map((r) =>
          tx({
            Kind: r.deposit ? 'Deposit' : 'Entry',
            EntryType: r.deposit ? 'Deposit' : 'Withdrawal',
            Amount: (r.cents / 100).toFixed(2).replace(/\.?0+$/, ''),
            TaxYear: r.year,
          }),
        );
        const expected = ts.filter((t) => t.Kind === 'Deposit').map((t) => t.Amount);
        expect(amounts(ts)).toEqual(expected);
      }),
    );
  });
});

describe('Roth ordering basis (1.408A-5 Q&A-1; 1.408A-6 Q&A-8): the contribution, not its net income', () => {
  it('a Roth IRA that received 3,000 with 300 of net income holds 3,000 of regular contributions', () => {
    const credit = tx({ EntryType: 'RecharacterizationIn', Amount: '3300', RecharacterizedContribution: '3000' });
    expect(rothFactsFromHistory([credit], 'roth-ira').facts.RegularContributions).toBe('3000');
  });

  it('a Roth IRA that sent 3,000 with 300 of net income out of 5,000 keeps 2,000', () => {
    const out = tx({
      Kind: 'Entry',
      EntryType: 'RecharacterizationOut',
      Direction: 'Debit',
      Amount: '3300',
      RecharacterizedContribution: '3000',
    });
    const facts = rothFactsFromHistory([tx({ Amount: '5000' }), out], 'roth-ira').facts;
    expect(facts.RegularContributions).toBe('2000');
  });
});
