import { describe, expect, it } from 'vitest';
import {
  type HoldingsAtYearEnd,
  requiredDistributionFactsFromRecords,
  requiredDistributionStatus,
  taxForms,
  yearEndValue,
} from '../../src/index.js';
import { catalog, INST, openAccount, withdrawalHost } from '../withdrawals/withdrawal-host.js';

// The prior year-end value of a required distribution and Form 5498 box 5 are the cash the ledger
// held on December 31 plus each position at its instrument's last price on or before that day:
// 26 CFR 1.408-8 Q&A-6 (the IRA's value "as of December 31 of the calendar year immediately
// preceding the distribution calendar year"); Instructions for Forms 1099-R and 5498, box 5
// ("the fair market value of the account on December 31"); issue 10, "cash plus holdings at their
// last price on or before December 31 where holdings exist".

const FUND = '6f1c3a52-7b9e-4d21-9c55-0a8d4e2b7f10';
/**
 * 10 units; priced 100 on Tuesday 2025-12-30 (the last trading day before the year's end here) and 150 on 2026-01-02.
 */
const HOLDINGS: HoldingsAtYearEnd[] = [
  {
    Year: 2025,
    Positions: [
      {
        InstrumentId: FUND,
        Quantity: '10',
        Prices: [
          { Date: '2025-12-30', Price: '100' },
          { Date: '2026-01-02', Price: '150' },
        ],
      },
    ],
  },
];

function ira() {
  // Born 1950-06-15: 75 in 2025, so 2026 is a distribution year with a Uniform Lifetime divisor.
  const { host, clientId } = withdrawalHost('2025-03-03', '1950-06-15');
  const id = openAccount(host, clientId, 'traditional-ira', INST);
  host.deposit(id, { Amount: 10_000, ContributionSource: 'Rollover' });
  return { account: host.accounts.get(id)!, owner: host.clients.get(clientId)!, history: host.history(id) };
}

describe('year-end value: cash plus holdings at the last price on or before December 31', () => {
  it(
    'an IRA priced on December 30 and again on January 2 is valued at the December 30 price (26 CFR 1.408-8 ' +
      'Q&A-6)',
    () => {
      const { account, owner, history } = ira();
      const v = yearEndValue(history, HOLDINGS, 2025);
      expect(v.ok && v.Value.toFixed(2)).toBe('11000.00');
      const facts = requiredDistributionFactsFromRecords(
        catalog,
        [{ Account: account, Owner: owner, Transactions: history, HoldingsAtYearEnd: HOLDINGS }],
        2026,
      );
      expect(facts.Accounts[0]?.YearEndValues).toContainEqual({ Year: 2025, Value: '11000.00' });
      const s = requiredDistributionStatus(catalog, facts, 2026);
      if (!s.ok) throw new Error(s.Message);
      // Uniform Lifetime Table (26 CFR 1.401(a)(9)-9(c)): age 76 in 2026, divisor 23.7; 11,000 / 23.7.
      expect(s.Accounts[0]?.RequiredAmount).toBe('464.14');
    },
  );

  it('Form 5498 box 5 is the same figure (Instructions for Forms 1099-R and 5498, box 5)', () => {
    const { account, owner, history } = ira();
    const r = taxForms(
      catalog,
      { Account: account, Owner: owner, Transactions: history, HoldingsAtYearEnd: HOLDINGS },
      2025,
    );
    if (!r.ok) throw new Error(r.Message);
    expect(r.Form5498?.FairMarketValue).toBe('11000.00');
    expect(r.Ledger.CashAtYearEnd).toBe('10000.00');
    expect(r.Unchecked).toEqual([]);
    expect(r.Reasons.join(' ')).toContain('10 of 6f1c3a52-7b9e-4d21-9c55-0a8d4e2b7f10 at 100 of 2025-12-30');
  });

  it('a position priced only after December 31 leaves the value unknown, never guessed', () => {
    const { account, owner, history } = ira();
    const late: HoldingsAtYearEnd[] = [
      {
        Year: 2025,
        Positions: [{ InstrumentId: FUND, Quantity: '10', Prices: [{ Date: '2026-01-02', Price: '150' }] }],
      },
    ];
    expect(yearEndValue(history, late, 2025).ok).toBe(false);
    const facts = requiredDistributionFactsFromRecords(
      catalog,
      [{ Account: account, Owner: owner, Transactions: history, HoldingsAtYearEnd: late }],
      2026,
    );
    expect(facts.Accounts[0]?.YearEndValues?.some((v) => v.Year === 2025)).toBe(false);
    const s = requiredDistributionStatus(catalog, facts, 2026);
    if (!s.ok) throw new Error(s.Message);
    expect(s.Accounts[0]?.RequiredAmount).toBeNull();
    const r = taxForms(
      catalog,
      { Account: account, Owner: owner, Transactions: history, HoldingsAtYearEnd: late },
      2025,
    );
    if (!r.ok) throw new Error(r.Message);
    expect(r.Unchecked.join(' ')).toContain('no price on or before 2025-12-31');
  });

  it('a price from an earlier year is used and noted as stale', () => {
    const { history } = ira();
    const stale: HoldingsAtYearEnd[] = [
      {
        Year: 2025,
        Positions: [{ InstrumentId: FUND, Quantity: '2', Prices: [{ Date: '2024-11-29', Price: '80.005' }] }],
      },
    ];
    const v = yearEndValue(history, stale, 2025);
    if (!v.ok) throw new Error(v.Problem);
    // 2 x 80.005 = 160.01 (rounded half up per position).
    expect(v.Value.toFixed(2)).toBe('10160.01');
    expect(v.Notes.join(' ')).toContain('StalePrice');
  });

  it('a year without positions is the ledger cash alone', () => {
    const { history } = ira();
    const v = yearEndValue(history, HOLDINGS, 2024);
    expect(v.ok && v.Value.toFixed(2)).toBe('0.00');
  });
});
