// Review of the tax-form figures (src/core/tax-forms, src/core/withdrawals/distribution-codes.ts) against the IRS's
// instructions, box by box. Each test is named for the rule and where it was read; figures are typed in by hand,
// nothing is read from catalog/. Sources (stored copies, pages and docs corpora):
// - Instructions for Forms 1099-R and 5498: Guide to Distribution Codes (2016 edition pages 16-17, formsbank.com copy;
//   Table 1 "allowable combinations", "a maximum of two alphanumeric codes", recent edition, scribd.com copy); Roth IRA
//   box 2a and 2b (Thomson Reuters UltraTax summary of the instructions); code Y (2025 edition, as quoted by Ascensus
//   2025-04-16 and 2025-07-14, Wolters Kluwer 2025-05-20, Capital Group); Form 5498 boxes 8 and 9 "for the year in
//   which they are received" (Wolters Kluwer 2019-03-28, 2022-04-15); Form 5498 participant instructions (2012 and 2016
//   editions, formsbank.com copies: box 8 "SEP contributions made in 2012, including contributions made in 2012 for
//   2011, but not including contributions made in 2013 for 2012 ... If made by your employer, do not deduct").
// - Instructions for Forms 1099-SA and 5498-SA (2018 edition, formsbank.com copy: "Distribution in year of death",
//   codes 1, 2, 4, 6, box 4); healthsavings.com's box-by-box reading of Form 5498-SA (box 2 includes contributions made
//   in the year for the year before; box 3 those made in the next year for the year; box 4 rollovers, not transfers).
// - Instructions for Forms 1099-Q and 5498-ESA; IRS Publication 970, chapter 7 (the basis part of a Coverdell
//   distribution: the distribution times the basis over the year-end value plus the year's distributions).
import { describe, expect, it } from 'vitest';
import {
  type DistributionTreatment,
  type DistributionTreatmentQuery,
  defaultCatalog,
  type HistoryTransaction,
  type StoredAccount,
  type StoredClient,
  type TaxFormsResult,
  taxForms,
  type WithdrawalDetail,
} from '../../src/index.js';
import { depositsTo, storedAccount, storedOwner, treatDistribution } from './helpers.js';

const catalog = defaultCatalog;

const account = (slug: string, attributes: Record<string, unknown> = {}): StoredAccount =>
  storedAccount('11', slug, attributes);
const owner = (dob: string): StoredClient => storedOwner('11', dob);
const deposit = depositsTo('11');
let seq = 0;
const withdrawal = (date: string, w: Partial<WithdrawalDetail>): HistoryTransaction => {
  const tid = `t${++seq}`;
  return {
    TransactionId: tid,
    AccountId: 'acc-11',
    Kind: 'Entry',
    EntryType: 'Distribution',
    Direction: 'Debit',
    Amount: w.GrossAmount ?? '0',
    Currency: 'USD',
    Status: 'Posted',
    CreatedDate: `${date}T12:00:00.000Z`,
    Withdrawal: {
      TransactionId: tid,
      AccountId: 'acc-11',
      DistributionReason: 'Normal',
      TaxYear: Number(date.slice(0, 4)),
      DistributionDate: date,
      GrossAmount: '0',
      FederalWithheld: '0',
      FederalWithholdingPercent: '0',
      StateWithheld: '0',
      NetAmount: w.GrossAmount ?? '0',
      Fee: '0',
      DistributionCodes: ['7'],
      IraSepSimple: true,
      TaxableAmount: w.GrossAmount ?? '0',
      TaxableAmountNotDetermined: true,
      ExceptionClaimed: null,
      AdditionalTaxAmount: null,
      CountsTowardRequiredDistribution: true,
      TaxForm: '1099-R',
      ...w,
    },
  };
};

function forms(slug: string, dob: string, txs: HistoryTransaction[], year: number, attrs = {}): TaxFormsResult {
  const r = taxForms(catalog, { Account: account(slug, attrs), Owner: owner(dob), Transactions: txs }, year);
  if (!r.ok) expect.fail(`${r.ErrorCode}: ${r.Message}`);
  return r;
}

const treat = (q: Partial<DistributionTreatmentQuery>): DistributionTreatment => treatDistribution(q, '1000');

/** Age 40 in 2025. */
const YOUNG = '1985-02-01';
/** Age 75 in 2025 (70 1/2 long past). */
const OLD = '1950-03-01';

// ---------------------------------------------------------------------------------------------
describe('Form 1099-R box 7: the Guide to Distribution Codes and its combinations', () => {
  // The "Used with code ... (if applicable)" column, typed from the 2016 edition (pages 16-17) for the codes an IRA
  // uses; Y from the 2025 edition (Ascensus: "code Y must be used with one of the following codes": 7, 4, K).
  const USED_WITH: Readonly<Record<string, readonly string[]>> = {
    '1': ['8', 'B', 'D', 'K', 'L', 'M', 'P'],
    '2': ['8', 'B', 'D', 'K', 'L', 'M', 'P'],
    '3': ['D'],
    '4': ['8', 'A', 'B', 'D', 'G', 'H', 'K', 'L', 'M', 'P', 'Y'],
    '5': [],
    '7': ['A', 'B', 'D', 'K', 'L', 'M', 'Y'],
    '8': ['1', '2', '4', 'B', 'J', 'K'],
    G: ['4', 'B', 'K'],
    J: ['8', 'P'],
    N: [],
    P: ['1', '2', '4', 'B', 'J'],
    Q: [],
    R: [],
    S: [],
    T: [],
    Y: ['4', '7', 'K'],
  };
  const valid = (codes: readonly string[]) =>
    codes.length === 1 || (codes.length === 2 && (USED_WITH[codes[0]!] ?? []).includes(codes[1]!));

  it(
    'Guide to Distribution Codes (2016 p. 16-17; 2025 for Y): every two-code box 7 the engine writes is an allowed ' +
      'pair, at most two codes: J8, JP (Roth excess), 81, P1 (excess before 2022-12-29 under 59 1/2), Y7, Y4 (QCD)',
    () => {
      const produced = [
        treat({
          AccountTypeCode: 'roth-ira',
          DistributionReason: 'ExcessContribution',
          OwnerDateOfBirth: YOUNG,
          ExcessContributionDepositDate: '2025-02-03',
          NetIncomeAttributable: '40',
        }),
        treat({
          AccountTypeCode: 'roth-ira',
          DistributionReason: 'ExcessContribution',
          OwnerDateOfBirth: YOUNG,
          ExcessContributionDepositDate: '2024-04-01',
          NetIncomeAttributable: '40',
        }),
        treat({
          DistributionReason: 'ExcessContribution',
          OwnerDateOfBirth: YOUNG,
          DistributionDate: '2021-06-01',
          ExcessContributionDepositDate: '2021-02-03',
          NetIncomeAttributable: '40',
        }),
        treat({
          DistributionReason: 'ExcessContribution',
          OwnerDateOfBirth: YOUNG,
          DistributionDate: '2021-06-01',
          ExcessContributionDepositDate: '2020-04-01',
          NetIncomeAttributable: '40',
        }),
        treat({ DistributionReason: 'QualifiedCharitableDistribution', OwnerDateOfBirth: OLD }),
        treat({
          AccountTypeCode: 'inherited-traditional-ira',
          DistributionReason: 'QualifiedCharitableDistribution',
          OwnerDateOfBirth: OLD,
        }),
      ].map((t) => t.DistributionCodes?.join(''));
      expect(produced).toEqual(['J8', 'JP', '81', 'P1', 'Y7', 'Y4']);
      for (const p of produced) expect(valid(p!.split('')), p).toBe(true);
    },
  );

  it(
    'Guide: Q and T are used with no other code ("If any other code, such as 8 or P, applies, use Code J"): a Roth ' +
      'excess returned at 75 is J8, not Q8 or T8',
    () => {
      const t = treat({
        AccountTypeCode: 'roth-ira',
        DistributionReason: 'ExcessContribution',
        OwnerDateOfBirth: OLD,
        ExcessContributionDepositDate: '2025-02-03',
        NetIncomeAttributable: '40',
      });
      expect(t.DistributionCodes).toEqual(['J', '8']);
      expect(t.IraSepSimple).toBe(false);
    },
  );

  it('Guide: code 8 "unless Code P applies": P when the excess was made in the year before the distribution', () => {
    const made = (date: string) =>
      treat({
        DistributionReason: 'ExcessContribution',
        OwnerDateOfBirth: OLD,
        ExcessContributionDepositDate: date,
        NetIncomeAttributable: '0',
      }).DistributionCodes;
    expect(made('2025-01-10')).toEqual(['8']);
    expect(made('2024-12-30')).toEqual(['P']);
  });

  it(
    'Guide: N "recharacterized IRA contribution made for [this ' +
      'year] and recharacterized in [this year]", R "made for ' +
      '[last year] and recharacterized in [this year]"; no IRA/SEP/SIMPLE box for a recharacterization',
    () => {
      const n = treat({ DistributionReason: 'Recharacterization', RecharacterizedContributionYear: 2025 });
      const r = treat({ DistributionReason: 'Recharacterization', RecharacterizedContributionYear: 2024 });
      expect([n.DistributionCodes, r.DistributionCodes]).toEqual([['N'], ['R']]);
      expect([n.IraSepSimple, r.IraSepSimple]).toEqual([false, false]);
      expect(n.TaxableAmount).toBe('0');
    },
  );

  it('Guide: S "from a SIMPLE IRA in the first 2 years, no known exception", with the IRA/SEP/SIMPLE box', () => {
    const t = treat({
      AccountTypeCode: 'simple-ira',
      OwnerDateOfBirth: YOUNG,
      SimpleIraParticipationStartDate: '2024-09-01',
    });
    expect(t.DistributionCodes).toEqual(['S']);
    expect(t.IraSepSimple).toBe(true);
  });

  it('Guide: a Roth IRA conversion before 59 1/2 is code 2 ("A Roth IRA conversion"), from the traditional IRA', () => {
    const t = treat({ DistributionReason: 'RothConversion', OwnerDateOfBirth: YOUNG });
    expect(t.DistributionCodes).toEqual(['2']);
    expect(t.IraSepSimple).toBe(true);
    expect(t.TaxableAmountNotDetermined).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
describe('Form 1099-R boxes 1, 2a, 2b, 4, 7, 14, 16 from the ledger', () => {
  it(
    'Instructions, Roth IRAs: "report the gross distribution in box 1 but generally leave box 2a blank. Mark the ' +
      'Taxable amount not determined checkbox in 2b"; no ' +
      'IRA/SEP/SIMPLE box; a J8 return of excess is a separate form ' +
      'with its net income in box 2a',
    () => {
      const r = forms(
        'roth-ira',
        YOUNG,
        [
          deposit('7000', '2025-01-06'),
          withdrawal('2025-03-03', {
            GrossAmount: '1500',
            FederalWithheld: '0',
            DistributionCodes: ['J'],
            IraSepSimple: false,
            TaxableAmount: '0',
            TaxableAmountNotDetermined: false,
          }),
          withdrawal('2025-04-01', {
            DistributionReason: 'ExcessContribution',
            GrossAmount: '1040',
            DistributionCodes: ['J', '8'],
            IraSepSimple: false,
            TaxableAmount: '40',
            TaxableAmountNotDetermined: false,
          }),
        ],
        2025,
      );
      const byCode = Object.fromEntries(r.Forms1099R.map((f) => [f.DistributionCode, f]));
      expect(Object.keys(byCode).sort()).toEqual(['J', 'J8']);
      expect(byCode['J']).toMatchObject({
        GrossDistribution: '1500.00',
        TaxableAmount: null,
        TaxableAmountNotDetermined: true,
        IraSepSimple: false,
      });
      expect(byCode['J8']).toMatchObject({
        GrossDistribution: '1040.00',
        TaxableAmount: '40.00',
        TaxableAmountNotDetermined: false,
      });
    },
  );

  it(
    'Instructions, IRAs: the total in box 2a with 2b checked; box 4 the federal tax withheld; box 14 state tax ' +
      'withheld and box 16 the state distribution; a QCD (Y7) on a form of its own, its gross in boxes 1 and 2a',
    () => {
      const r = forms(
        'traditional-ira',
        OLD,
        [
          deposit('90000', '2020-01-06', { ContributionSource: 'Rollover' }),
          withdrawal('2025-02-03', { GrossAmount: '4000', FederalWithheld: '400', StateWithheld: '120' }),
          withdrawal('2025-08-01', { GrossAmount: '1000', FederalWithheld: '100', StateWithheld: '30' }),
          withdrawal('2025-10-01', {
            DistributionReason: 'QualifiedCharitableDistribution',
            GrossAmount: '2500',
            DistributionCodes: ['Y', '7'],
          }),
        ],
        2025,
      );
      expect(r.Forms1099R).toHaveLength(2);
      const seven = r.Forms1099R.find((f) => f.DistributionCode === '7');
      const qcd = r.Forms1099R.find((f) => f.DistributionCode === 'Y7');
      expect(seven).toMatchObject({
        GrossDistribution: '5000.00',
        TaxableAmount: '5000.00',
        TaxableAmountNotDetermined: true,
        FederalIncomeTaxWithheld: '500.00',
        IraSepSimple: true,
        StateTaxWithheld: '150.00',
        StateDistribution: '5000.00',
      });
      expect(qcd).toMatchObject({
        GrossDistribution: '2500.00',
        TaxableAmount: '2500.00',
        TaxableAmountNotDetermined: true,
        FederalIncomeTaxWithheld: '0.00',
        IraSepSimple: true,
      });
    },
  );

  it(
    'Instructions: a direct rollover (G) and a ' +
      'recharacterization (N) carry 0 in box 2a; the recharacterization has no ' +
      'IRA/SEP/SIMPLE box',
    () => {
      const r = forms(
        'traditional-ira',
        YOUNG,
        [
          deposit('20000', '2025-01-06', { ContributionSource: 'Rollover' }),
          withdrawal('2025-05-01', {
            DistributionReason: 'DirectRollover',
            GrossAmount: '8000',
            DistributionCodes: ['G'],
            TaxableAmount: '0',
            TaxableAmountNotDetermined: false,
          }),
          withdrawal('2025-06-01', {
            DistributionReason: 'Recharacterization',
            GrossAmount: '3000',
            DistributionCodes: ['N'],
            IraSepSimple: false,
            TaxableAmount: '0',
            TaxableAmountNotDetermined: false,
          }),
        ],
        2025,
      );
      const byCode = Object.fromEntries(r.Forms1099R.map((f) => [f.DistributionCode, f]));
      expect(byCode['G']).toMatchObject({
        TaxableAmount: '0.00',
        TaxableAmountNotDetermined: false,
        IraSepSimple: true,
      });
      expect(byCode['N']).toMatchObject({
        TaxableAmount: '0.00',
        TaxableAmountNotDetermined: false,
        IraSepSimple: false,
      });
    },
  );
});

// ---------------------------------------------------------------------------------------------
describe('Form 5498 boxes 1, 8, 9, 11 and the type checkboxes', () => {
  it(
    'Form 5498 box 8 (participant instructions 2012: "SEP ' +
      'contributions made in 2012, including contributions made in ' +
      '2012 for 2011, but not including contributions made in 2013 for 2012"): the employer’s SEP money by the year ' +
      'received, never in box 1; the owner’s own regular contribution to the SEP IRA in box 1 by its tax year',
    () => {
      const txs = [
        deposit('6000', '2025-03-10', { ContributionSource: 'Employer', TaxYear: 2024 }),
        deposit('9000', '2025-11-10', { ContributionSource: 'Employer', TaxYear: 2025 }),
        deposit('2000', '2026-03-02', { ContributionSource: 'Employer', TaxYear: 2025 }),
        deposit('1500', '2026-04-01', { ContributionSource: 'Participant', TaxYear: 2025 }),
      ];
      const r = forms('sep-ira', YOUNG, txs, 2025);
      expect(r.Form5498).toMatchObject({
        SepContributions: '15000.00',
        IraContributions: '1500.00',
        AccountKind: 'SEP',
        RmdForNextYear: false,
      });
      expect(forms('sep-ira', YOUNG, txs, 2026).Form5498?.SepContributions).toBe('2000.00');
    },
  );

  it(
    'Form 5498 box 8 takes a SARSEP’s salary reduction contributions: an elective deferral under 408(k)(6) is an ' +
      'employer contribution to a SEP IRA (402(h)(1)), not a 219 IRA contribution for box 1 ("may be deductible")',
    () => {
      // The SARSEP takes the participant's deferrals (408(k)(6)); 1,000 of them posted in January 2026 for 2025.
      const txs = [
        deposit('12000', '2025-06-30', { ContributionSource: 'Participant', TaxYear: 2025 }),
        deposit('1000', '2026-01-20', { ContributionSource: 'Participant', TaxYear: 2025 }),
        deposit('3000', '2025-12-15', { ContributionSource: 'Employer', TaxYear: 2025 }),
      ];
      const attrs = { ArrangementEstablishedDate: '1995-01-01' };
      const r = forms('sarsep-ira', YOUNG, txs, 2025, attrs);
      expect(r.Form5498).toMatchObject({ IraContributions: '0.00', SepContributions: '15000.00', AccountKind: 'SEP' });
      expect(forms('sarsep-ira', YOUNG, txs, 2026, attrs).Form5498?.SepContributions).toBe('1000.00');
    },
  );

  it(
    'Form 5498 box 9 (participant instructions 2012: "SIMPLE contributions made in 2012"; Wolters Kluwer: "reported ' +
      'for the year in which they are received"): a 2025 match deposited in January 2026 is on the 2026 form',
    () => {
      const txs = [
        deposit('5000', '2025-09-30', { TaxYear: 2025 }),
        deposit('450', '2026-01-15', { ContributionSource: 'Employer', TaxYear: 2025 }),
      ];
      const r = forms('simple-ira', YOUNG, txs, 2025);
      expect(r.Form5498).toMatchObject({
        SimpleContributions: '5000.00',
        IraContributions: '0.00',
        AccountKind: 'SIMPLE',
      });
      expect(forms('simple-ira', YOUNG, txs, 2026).Form5498?.SimpleContributions).toBe('450.00');
    },
  );

  it(
    'Form 5498 box 11 is for the IRA owner ("no reporting is required for IRAs of deceased participants", as quoted ' +
      'by Morningstar): an inherited IRA’s form shows its value and leaves boxes 11, 12a and 12b empty',
    () => {
      const r = forms(
        'inherited-traditional-ira',
        OLD,
        [deposit('50000', '2024-02-01', { ContributionSource: 'Transfer', TaxYear: null })],
        2025,
        { DecedentDateOfDeath: '2023-05-01', DecedentDateOfBirth: '1940-01-01' },
      );
      expect(r.Form5498).toMatchObject({
        FairMarketValue: '50000.00',
        RmdForNextYear: false,
        RmdDate: null,
        RmdAmount: null,
        RolloverContributions: '0.00',
      });
    },
  );

  it(
    'Form 5498 box 2 (2015 edition: rollovers received; a trustee-to-trustee transfer is not a rollover) and box 4 ' +
      '(recharacterized contributions received in the year); box 1 "other than amounts in boxes 2-4"',
    () => {
      const r = forms(
        'traditional-ira',
        YOUNG,
        [
          deposit('10000', '2025-02-01', { ContributionSource: 'Transfer', TaxYear: null }),
          deposit('4000', '2025-03-01', { ContributionSource: 'Rollover', TaxYear: null }),
          deposit('3100', '2025-05-01', { ContributionKind: 'Recharacterization', TaxYear: 2025 }),
        ],
        2025,
      );
      expect(r.Form5498).toMatchObject({
        IraContributions: '0.00',
        RolloverContributions: '4000.00',
        RecharacterizedContributions: '3100.00',
        FairMarketValue: '17100.00',
      });
    },
  );
});

// ---------------------------------------------------------------------------------------------
describe('Forms 1099-SA and 5498-SA', () => {
  it(
    'Instructions for Forms 1099-SA and 5498-SA, box 3: one form per code (1 normal, 3 disability, 5 prohibited ' +
      'transaction); box 2 earnings only on a code-2 return of excess; box 4 empty while the owner lives',
    () => {
      const sa = (date: string, gross: string, code: string, reason: WithdrawalDetail['DistributionReason']) =>
        withdrawal(date, {
          DistributionReason: reason,
          GrossAmount: gross,
          DistributionCodes: null,
          IraSepSimple: false,
          TaxForm: '1099-SA',
          HsaDistributionCode: code,
        });
      const r = forms(
        'health-savings-account',
        YOUNG,
        [
          deposit('4000', '2025-01-10'),
          sa('2025-02-01', '300', '1', 'Reimbursement'),
          sa('2025-03-01', '200', '1', 'Normal'),
          sa('2025-04-01', '250', '3', 'Disability'),
          sa('2025-05-01', '100', '5', 'ProhibitedTransaction'),
        ],
        2025,
        { CoverageTier: 'SelfOnly', HighDeductiblePlanStartDate: '2025-01-01' },
      );
      const byCode = Object.fromEntries(r.Forms1099Sa.map((f) => [f.DistributionCode, f]));
      expect(Object.keys(byCode).sort()).toEqual(['1', '3', '5']);
      expect(byCode['1']).toMatchObject({
        GrossDistribution: '500.00',
        EarningsOnExcessContributions: '0.00',
        FairMarketValueOnDateOfDeath: null,
      });
      expect(byCode['3']?.GrossDistribution).toBe('250.00');
      expect(byCode['5']?.GrossDistribution).toBe('100.00');
      expect(r.Forms1099R).toEqual([]);
      expect(r.Form5498).toBeNull();
    },
  );

  it(
    'Instructions for Forms 1099-SA and 5498-SA, "Distribution ' +
      'in year of death": box 1 the gross, box 3 code 4, box 4 ' +
      'the FMV on the date of death',
    () => {
      const r = forms(
        'health-savings-account',
        YOUNG,
        [
          deposit('6000', '2025-01-10'),
          withdrawal('2025-09-01', {
            DistributionReason: 'Death',
            GrossAmount: '6100',
            DistributionCodes: null,
            IraSepSimple: false,
            TaxForm: '1099-SA',
            HsaDistributionCode: '4',
            HsaFairMarketValueAtDeath: '6080',
          }),
        ],
        2025,
        { CoverageTier: 'SelfOnly', HighDeductiblePlanStartDate: '2025-01-01' },
      );
      expect(r.Forms1099Sa).toEqual([
        expect.objectContaining({
          GrossDistribution: '6100.00',
          DistributionCode: '4',
          FairMarketValueOnDateOfDeath: '6080.00',
        }),
      ]);
    },
  );
});

// ---------------------------------------------------------------------------------------------
describe('Forms 5498-ESA and 1099-Q (Coverdell ESA)', () => {
  it(
    'Form 5498-ESA box 1 "contributions made in [the year] and through April 15 [of the next] for [the year]", box 2 ' +
      'rollovers received in the year; a trustee-to-trustee transfer is not reported',
    () => {
      const txs = [
        deposit('1200', '2025-03-01', { TaxYear: 2025 }),
        deposit('500', '2025-02-01', { TaxYear: 2024 }),
        deposit('300', '2026-04-10', { TaxYear: 2025 }),
        deposit('900', '2025-07-01', { ContributionSource: 'Rollover', TaxYear: null }),
        deposit('700', '2025-08-01', { ContributionSource: 'Transfer', TaxYear: null }),
      ];
      const attrs = { BeneficiaryDateOfBirth: '2012-05-05' };
      const r = forms('coverdell-esa', YOUNG, txs, 2025, attrs);
      expect(r.Form5498Esa).toEqual({
        Form: '5498-ESA',
        CoverdellContributions: '1500.00',
        RolloverContributions: '900.00',
      });
      expect(forms('coverdell-esa', YOUNG, txs, 2024, attrs).Form5498Esa?.CoverdellContributions).toBe('500.00');
    },
  );

  it(
    'Pub. 970 ch. 7: the basis part is the distribution times ' +
      'basis over (year-end value + the year’s distributions): ' +
      '4,000 contributed, 2,500 taken, 2,500 left at December 31: basis 2,500 x 4,000 / 5,000 = 2,000, earnings 500',
    () => {
      const r = forms(
        'coverdell-esa',
        YOUNG,
        [
          deposit('4000', '2025-01-15', { TaxYear: 2025 }),
          deposit('1000', '2025-06-30', {
            Kind: 'Entry',
            EntryType: 'Interest',
            ContributionSource: null,
            TaxYear: null,
          }),
          withdrawal('2025-09-01', {
            DistributionReason: 'QualifiedEducation',
            GrossAmount: '2500',
            DistributionCodes: null,
            IraSepSimple: false,
            TaxableAmount: null,
            TaxForm: '1099-Q',
          }),
        ],
        2025,
        { BeneficiaryDateOfBirth: '2012-05-05' },
      );
      expect(r.Form1099Q).toMatchObject({ GrossDistribution: '2500.00', Earnings: '500.00', Basis: '2000.00' });
    },
  );
});

// ---------------------------------------------------------------------------------------------
describe('Trump accounts (26 U.S.C. 530A(i); draft Form 5498-TA, as Groom Law Group describes it)', () => {
  it(
    'growth-period contributions are reported under 530A(i) on their own form (draft Form 5498-TA), not as box 1 ' +
      'traditional IRA contributions: the engine names that in Unchecked; after the growth period it does not',
    () => {
      const txs = [deposit('1000', '2026-07-10', { TaxYear: 2026 })];
      const attrs = { BeneficiaryDateOfBirth: '2009-03-01' };
      // Born 2009: the growth period runs through 2026-12-31 (the year before the beneficiary turns 18 in 2027).
      expect(forms('trump-account', '2009-03-01', txs, 2026, attrs).Unchecked.join(' ')).toContain('Form 5498-TA');
      expect(forms('trump-account', '2009-03-01', txs, 2027, attrs).Unchecked.join(' ')).not.toContain('5498-TA');
    },
  );
});

describe('Form 5498 box 13a-13c: a late rollover certified by the participant (Rev. Proc. 2020-46)', () => {
  it(
    'Instructions for Forms 1099-R and 5498 (participant copy, 2024), box 13a: a self-certified late rollover ' +
      'is in 13a, "not reported in box 1 or 2"; 13b blank; 13c SC',
    () => {
      const txs = [
        deposit('3000', '2025-02-01', { ContributionSource: 'Rollover', TaxYear: null }),
        deposit('12000', '2025-09-15', {
          EntryType: 'RolloverIn',
          ContributionSource: 'Rollover',
          TaxYear: null,
          Form5498: { Box: '13a', Amount: '12000', Code: 'SC' },
        }),
      ];
      const f = forms('traditional-ira', YOUNG, txs, 2025).Form5498;
      expect(f).toMatchObject({
        IraContributions: '0.00',
        RolloverContributions: '3000.00',
        PostponedOrLateContribution: '12000.00',
        PostponedOrLateYear: null,
        PostponedOrLateCode: 'SC',
      });
      const none = forms('traditional-ira', YOUNG, txs.slice(0, 1), 2025).Form5498;
      expect(none).toMatchObject({ PostponedOrLateContribution: '0.00', PostponedOrLateCode: null });
    },
  );
});

describe('Form 1099-R box 2b, second checkbox: total distribution', () => {
  it(
    'Instructions for Forms 1099-R and 5498, box 2b: "a total distribution is one or more distributions within ' +
      '1 tax year in which the entire balance of the account is distributed": checked when the year empties it',
    () => {
      const txs = [deposit('10000', '2024-03-01'), withdrawal('2025-02-01', { GrossAmount: '4000' })];
      const partial = forms('traditional-ira', OLD, txs, 2025).Forms1099R;
      expect(partial.map((f) => f.TotalDistribution)).toEqual([false]);
      const all = [...txs, withdrawal('2025-11-01', { GrossAmount: '6000' })];
      const emptied = forms('traditional-ira', OLD, all, 2025).Forms1099R;
      expect(emptied.map((f) => [f.GrossDistribution, f.TotalDistribution])).toEqual([['10000.00', true]]);
    },
  );
});
