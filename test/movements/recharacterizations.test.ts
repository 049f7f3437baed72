// checkRecharacterization and netIncomeAttributable: Treas. Reg. 1.408-11, 1.408A-5; TCJA sec. 13611.

import { describe, expect, it } from 'vitest';
import {
  defaultCatalog as catalog,
  checkRecharacterization,
  netIncomeAttributable,
  type RecharacterizationFacts,
} from '../../src/index.js';
import { account } from './helpers.js';

const roth = account('roth-ira');
const ira = account('traditional-ira');

const rechar = (over: Partial<RecharacterizationFacts> = {}) =>
  checkRecharacterization(catalog, {
    From: roth,
    To: ira,
    Contribution: { Kind: 'Regular', Amount: '7000', ContributionDate: '2025-02-03', TaxYear: 2025 },
    RecharacterizationDate: '2025-11-14',
    AdjustedOpeningBalance: '27000',
    AdjustedClosingBalance: '29700',
    ...over,
  });

describe('net income attributable (Treas. Reg. 1.408-11(a)(1): contribution x (ACB - AOB) / AOB)', () => {
  it(
    'Treas. Reg. 1.408-11(a)(3) Example 1: IRA worth 4,800, a 1,600 contribution, 400 of it returned when ' +
      'the IRA is worth 7,600: 75.00, 475.00 in all',
    () => {
      // Adjusted opening balance 4,800 + 1,600 = 6,400; adjusted closing balance 7,600; 400 x 1,200 / 6,400 = 75.
      expect(
        netIncomeAttributable({ Contribution: '400', AdjustedOpeningBalance: '6400', AdjustedClosingBalance: '7600' }),
      ).toEqual({ ok: true, NetIncome: '75', Total: '475' });
    },
  );

  it(
    'Treas. Reg. 1.408A-5 Q&A-2(c) example: Roth IRA worth 80,000, a 160,000 conversion, worth 225,000 at ' +
      'recharacterization: -10,000, so 150,000 moves',
    () => {
      // Adjusted opening balance 80,000 + 160,000 = 240,000; 160,000 x (225,000 - 240,000) / 240,000 = -10,000.
      expect(
        netIncomeAttributable({
          Contribution: '160000',
          AdjustedOpeningBalance: '240000',
          AdjustedClosingBalance: '225000',
        }),
      ).toEqual({ ok: true, NetIncome: '-10000', Total: '150000' });
    },
  );

  it('rounds to the cent: 25,000 x (81,162 - 80,786) / 80,786 = 116.357... = 116.36', () => {
    expect(
      netIncomeAttributable({
        Contribution: '25000',
        AdjustedOpeningBalance: '80786',
        AdjustedClosingBalance: '81162',
      }),
    ).toEqual({ ok: true, NetIncome: '116.36', Total: '25116.36' });
  });

  it('refuses an opening balance smaller than the contribution, and never throws', () => {
    expect(
      netIncomeAttributable({ Contribution: '10', AdjustedOpeningBalance: '5', AdjustedClosingBalance: '5' }).ok,
    ).toBe(false);
    expect(netIncomeAttributable(null as never).ok).toBe(false);
  });
});

describe('recharacterizing a regular contribution (408A(d)(6); 26 CFR 1.408A-5)', () => {
  it(
    'Roth to traditional in the same year: code N, 5498 box 4, treated as made to the traditional IRA on its ' + 'date',
    () => {
      expect(rechar()).toMatchObject({
        ok: true,
        Amount: '7000',
        NetIncome: '700',
        TransferAmount: '7700',
        Deadline: '2026-10-15',
        TreatedAs: {
          AccountTypeCode: 'traditional-ira',
          ContributionDate: '2025-02-03',
          TaxYear: 2025,
          ContributionSource: 'Participant',
        },
        Form1099R: { DistributionCode: 'N', GrossDistribution: '7700' },
        Form5498: { Box: '4', Amount: '7700' },
      });
    },
  );

  it('traditional to Roth in the next year: code R', () => {
    expect(rechar({ From: ira, To: roth, RecharacterizationDate: '2026-03-02' })).toMatchObject({
      ok: true,
      Form1099R: { DistributionCode: 'R' },
    });
  });

  it('a loss makes the net income negative: less than the contribution moves', () => {
    expect(rechar({ AdjustedClosingBalance: '24300' })).toMatchObject({ NetIncome: '-700', TransferAmount: '6300' });
  });

  it('by the due date of the return including extensions: 2026-10-15 for 2025, not a day later', () => {
    expect(rechar({ RecharacterizationDate: '2026-10-15' }).ok).toBe(true);
    expect(rechar({ RecharacterizationDate: '2026-10-16' })).toMatchObject({
      ok: false,
      ErrorCode: 'RecharacterizationNotPermitted',
      Rule: 'recharacterization-deadline',
      Details: { Deadline: '2026-10-15' },
    });
  });

  it(
    'a 2018 conversion cannot be recharacterized (TCJA sec. 13611, 408A(d)(6)(B)(iii)), and the answer says ' +
      'so with the source',
    () => {
      const r = rechar({
        Contribution: { Kind: 'Conversion', Amount: '50000', ContributionDate: '2018-03-01', TaxYear: 2018 },
        AdjustedOpeningBalance: '50000',
        AdjustedClosingBalance: '48000',
        RecharacterizationDate: '2018-09-01',
      });
      expect(r).toMatchObject({
        ok: false,
        Rule: 'no-conversion-recharacterization',
        Message: expect.stringContaining('after 2017'),
        Source: expect.stringContaining('13611'),
      });
    },
  );

  it('a 2017 conversion could still be recharacterized by 2018-10-15', () => {
    const c = { Kind: 'Conversion', Amount: '160000', ContributionDate: '2017-03-01', TaxYear: 2017 } as const;
    const ok = rechar({
      Contribution: c,
      AdjustedOpeningBalance: '240000',
      AdjustedClosingBalance: '225000',
      RecharacterizationDate: '2018-10-15',
    });
    expect(ok).toMatchObject({
      ok: true,
      NetIncome: '-10000',
      TransferAmount: '150000',
      Form1099R: { DistributionCode: 'R' },
    });
    expect(
      rechar({
        Contribution: c,
        AdjustedOpeningBalance: '240000',
        AdjustedClosingBalance: '225000',
        RecharacterizationDate: '2018-10-16',
      }),
    ).toMatchObject({ ok: false, Rule: 'recharacterization-deadline' });
  });

  it(
    'refuses rollovers, employer SEP/SIMPLE money, the same type, a SIMPLE IRA as the second IRA, and ' +
      'another owner',
    () => {
      const kind = (Kind: 'Rollover' | 'Employer') => ({
        Kind,
        Amount: '7000',
        ContributionDate: '2025-02-03',
        TaxYear: 2025,
      });
      expect(rechar({ Contribution: kind('Rollover') })).toMatchObject({
        ok: false,
        Rule: 'no-rollover-recharacterization',
      });
      expect(rechar({ From: account('sep-ira'), To: roth, Contribution: kind('Employer') })).toMatchObject({
        ok: false,
        Rule: 'no-employer-recharacterization',
      });
      expect(rechar({ To: account('roth-ira') })).toMatchObject({ ok: false, Rule: 'other-type' });
      expect(rechar({ To: account('simple-ira') })).toMatchObject({ ok: false, Rule: 'not-into-simple' });
      expect(rechar({ To: account('traditional-ira', { OwnerId: 'client-bob' }) })).toMatchObject({
        ok: false,
        Rule: 'same-owner',
      });
    },
  );

  it('a part of the contribution may be recharacterized, never more than it', () => {
    expect(rechar({ Amount: '3500' })).toMatchObject({ ok: true, NetIncome: '350', TransferAmount: '3850' });
    expect(rechar({ Amount: '7000.01' })).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest' });
  });
});
