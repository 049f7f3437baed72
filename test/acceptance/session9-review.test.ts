// Review of the ninth session's rule changes (0cc26cd, f1753d6, 1d0e359, e206b1c, d326117) against the published
// rules. Every figure is typed in by hand from the source named in the test title; nothing is read from catalog/.
import { describe, expect, it } from 'vitest';
import { excessContributionExcise, form8606PartOne } from '../../src/index.js';
import { expectOk, INST, openAccount, withdrawalHost } from '../withdrawals/withdrawal-host.js';
import { catalog } from './helpers.js';

describe('223(f)(8)(B)(ii)(I): the decedent’s expenses reduce a beneficiary’s income, not an estate’s', () => {
  // Finding: the reason for a distribution to the estate said the value on the date of death "less" the decedent's
  // qualified medical expenses was income on the final return. The statute reduces "the amount includible in gross
  // income under clause (i) by any person (other than the estate)"; the recipient instructions of Form 1099-SA say
  // the same ("the amount included on your tax return (other than an estate) is first reduced by ..."). Box 4 is
  // still reduced after the year of death for every code (Instructions for Forms 1099-SA and 5498-SA).
  const HSA = { ...INST, CoverageTier: 'SelfOnly', HighDeductiblePlanStartDate: '2025-01-01' };
  const paid = (DeathBeneficiary: 'Estate' | 'Other') => {
    const { host, clientId } = withdrawalHost('2025-02-03');
    const id = openAccount(host, clientId, 'health-savings-account', HSA);
    host.deposit(id, { Amount: 3000, TaxYear: 2025 });
    host.today = '2026-03-02';
    return expectOk(
      host.withdraw(id, {
        Amount: 3000,
        Currency: 'USD',
        DistributionReason: 'Death',
        DecedentDateOfDeath: '2025-08-10',
        DeathBeneficiary,
        FairMarketValueAtDeath: 2950,
        DecedentExpensesPaid: 400,
      }),
    );
  };
  const deathReason = (d: ReturnType<typeof paid>) => d.Reasons.find((r) => r.Rule === 'HsaDeathDistribution');

  it('the estate: 2,950 is income on the final return, not 2,950 less 400; box 4 is 2,550', () => {
    const d = paid('Estate');
    expect(d.Records.Withdrawal).toMatchObject({ HsaDistributionCode: '4', HsaFairMarketValueAtDeath: '2550' });
    expect(deathReason(d)?.Message).toContain('2950 is income on the decedent');
    expect(deathReason(d)?.Message).not.toContain('less 400');
    expect(deathReason(d)?.Source).toContain('other than the estate');
  });

  it('another beneficiary: 2,950 less 400 is its income for the year of death; box 4 is 2,550', () => {
    const d = paid('Other');
    expect(d.Records.Withdrawal).toMatchObject({ HsaDistributionCode: '6', HsaFairMarketValueAtDeath: '2550' });
    expect(deathReason(d)?.Message).toContain("2950 less 400 of the decedent's qualified medical expenses");
  });
});

describe('Instructions for Form 5329: the prior excess is carried only if the prior year’s tax is above zero', () => {
  // Finding: TotalExcess was documented as "what the next year's form starts from", but the instructions enter the
  // prior form's line 16 (24, 32, 48) on line 9 (18, 26, 42) "only if the amount on line 17 (25, 33, 49) ... is
  // more than zero"; for a Roth IRA, "if you withdrew the entire balance of all your Roth IRAs, don't enter less
  // than the amount on line 18" (line 20), with the example of a $1,000 excess of which $800, the whole balance,
  // was withdrawn: $1,000 goes on line 20. An excess in accounts emptied by the close of the year is not carried.
  const excise = (q: Record<string, unknown>) => excessContributionExcise(catalog, q as never);

  it('the Roth example: 1,000 excess, the whole balance of 800 withdrawn: no tax and nothing carried', () => {
    const r = excise({ Account: 'RothIra', TaxYear: 2025, PriorYearExcess: 1000, Distributions: 800, YearEndValue: 0 });
    expect(r).toMatchObject({ ok: true, Excise: '0.00', TaxedAmount: '0', CarriedToNextYear: '0' });
  });

  it('an HSA excess left in an account with value: taxed and carried whole', () => {
    const r = excise({ Account: 'Hsa', TaxYear: 2025, ExcessThisYear: 700, YearEndValue: 300 });
    expect(r).toMatchObject({ TotalExcess: '700', TaxedAmount: '300', Excise: '18.00', CarriedToNextYear: '700' });
  });
});

describe('Form 8606 line 3: without a distribution or a conversion the form stops (line 6 is not asked for)', () => {
  // Finding: YearEndValue (line 6) was required even for a year of nondeductible contributions only. The form says,
  // after line 3: "In [the year], did you take a distribution from traditional, SEP, or SIMPLE IRAs, or make a Roth
  // IRA conversion? No: Enter the amount from line 3 on line 14. Don't complete the rest of Part I."
  it('a 7,000 nondeductible contribution over a 3,000 basis: line 14 is 10,000 without line 6', () => {
    const r = form8606PartOne({ NondeductibleContributions: 7000, PriorBasis: 3000 });
    expect(r).toMatchObject({ ok: true, Line3: '10000', Line14: '10000', Line15a: '0' });
  });

  it('with a distribution line 6 is still required', () => {
    const r = form8606PartOne({ NondeductibleContributions: 7000, Distributions: 500 });
    expect(r).toMatchObject({ ok: false, Errors: [{ FieldName: 'YearEndValue', ErrorCode: 'Required' }] });
  });
});
