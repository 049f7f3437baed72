import { describe, expect, it } from 'vitest';
import { taxForms } from '../../src/index.js';
import { catalog, expectOk, INST, openAccount, withdrawalHost } from '../withdrawals/withdrawal-host.js';

// HSA distributions after the account beneficiary's death: the Form 1099-SA code and box 4 as the
// Instructions for Forms 1099-SA and 5498-SA give them ("Distribution in year of death": code 4
// and the value on the date of death; "Distribution after year of death": code 1 if the
// beneficiary is the spouse, 4 if the estate, 6 if neither, box 4 reduced by payments for the
// decedent's qualified medical expenses made within one year after death), and the tax of
// 26 U.S.C. 223(f)(8): a spouse takes the HSA as his or her own; for anyone else the account
// ceased to be an HSA on the date of death.

const HSA = { ...INST, CoverageTier: 'SelfOnly', HighDeductiblePlanStartDate: '2025-01-01' };

function hsaWith(balance: number, opened = '2025-02-03') {
  const { host, clientId } = withdrawalHost(opened);
  const id = openAccount(host, clientId, 'health-savings-account', HSA);
  host.deposit(id, { Amount: balance, TaxYear: Number(opened.slice(0, 4)) });
  return { host, clientId, id };
}

const DEATH = { Currency: 'USD', DistributionReason: 'Death', DecedentDateOfDeath: '2025-08-10' };

describe('Form 1099-SA codes for death distributions (Instructions for Forms 1099-SA and 5498-SA)', () => {
  it('in the year of death: code 4 whoever is paid, box 4 the value on the date of death', () => {
    for (const DeathBeneficiary of ['Spouse', 'Estate', 'Other'] as const) {
      const { host, id } = hsaWith(3000);
      host.today = '2025-11-02';
      const d = expectOk(host.withdraw(id, { ...DEATH, Amount: 3000, DeathBeneficiary, FairMarketValueAtDeath: 2950 }));
      expect(d.Records.Withdrawal).toMatchObject({ HsaDistributionCode: '4', HsaFairMarketValueAtDeath: '2950' });
    }
  });

  it('after the year of death: 1 for the spouse, 4 for the estate, 6 for another beneficiary', () => {
    const codes = { Spouse: '1', Estate: '4', Other: '6' } as const;
    for (const [DeathBeneficiary, code] of Object.entries(codes)) {
      const { host, id } = hsaWith(3000);
      host.today = '2026-02-02';
      const d = expectOk(host.withdraw(id, { ...DEATH, Amount: 1000, DeathBeneficiary }));
      expect(d.Records.Withdrawal.HsaDistributionCode).toBe(code);
    }
  });

  it("after the year of death box 4 is the value less the decedent's expenses paid within a year", () => {
    const { host, id } = hsaWith(3000);
    host.today = '2026-03-02';
    const d = expectOk(
      host.withdraw(id, {
        ...DEATH,
        Amount: 3000,
        DeathBeneficiary: 'Other',
        FairMarketValueAtDeath: 2950,
        DecedentExpensesPaid: 400,
      }),
    );
    expect(d.Records.Withdrawal.HsaFairMarketValueAtDeath).toBe('2550');
  });

  it('after the year of death the beneficiary must be named: the code depends on it', () => {
    const { host, id } = hsaWith(3000);
    host.today = '2026-03-02';
    const r = host.withdraw(id, { ...DEATH, Amount: 100 });
    expect(r).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest' });
    expect(!r.ok && r.Errors?.[0]).toMatchObject({ FieldName: 'DeathBeneficiary', ErrorCode: 'Required' });
  });

  it('without the date of death: code 4, as before, and the missing facts named', () => {
    const { host, id } = hsaWith(3000);
    host.today = '2025-11-02';
    const d = expectOk(host.withdraw(id, { Amount: 500, Currency: 'USD', DistributionReason: 'Death' }));
    expect(d.Records.Withdrawal).toMatchObject({ HsaDistributionCode: '4', AdditionalTaxAmount: '0' });
    expect(d.Records.Withdrawal.TaxableAmount).toBe('500');
    expect(d.Unchecked).toEqual(expect.arrayContaining(['DecedentDateOfDeath', 'DeathBeneficiary']));
  });
});

describe('tax after the death (26 U.S.C. 223(f)(8))', () => {
  it("the spouse's HSA (223(f)(8)(A)): the spouse's age decides the 20 percent additional tax", () => {
    const { host, id } = hsaWith(3000);
    host.today = '2026-02-02';
    const young = { ...DEATH, Amount: 1000, DeathBeneficiary: 'Spouse', BeneficiaryDateOfBirth: '1980-01-01' };
    const d = expectOk(host.withdraw(id, young));
    expect(d.Records.Withdrawal).toMatchObject({ TaxableAmount: '1000', AdditionalTaxAmount: '200' });
    const old = expectOk(host.withdraw(id, { ...young, BeneficiaryDateOfBirth: '1955-01-01' }));
    expect(old.Records.Withdrawal).toMatchObject({ TaxableAmount: '1000', AdditionalTaxAmount: '0' });
    const medical = expectOk(host.withdraw(id, { ...young, Amount: 500, QualifiedExpenseAmount: 500 }));
    expect(medical.Records.Withdrawal).toMatchObject({ TaxableAmount: '0', AdditionalTaxAmount: '0' });
  });

  it('another beneficiary (223(f)(8)(B)): no additional tax, the taxable amount not determined by the payer', () => {
    const { host, id } = hsaWith(3000);
    host.today = '2026-02-02';
    const d = expectOk(
      host.withdraw(id, { ...DEATH, Amount: 3000, DeathBeneficiary: 'Other', FairMarketValueAtDeath: 2950 }),
    );
    expect(d.Records.Withdrawal).toMatchObject({
      TaxableAmount: null,
      TaxableAmountNotDetermined: true,
      AdditionalTaxAmount: '0',
      TaxForm: '1099-SA',
    });
    expect(d.Reasons.map((r) => r.Source).join(' ')).toContain('223(f)(8)(B)');
  });

  it('the death facts are refused on another reason and on an account that is not an HSA', () => {
    const { host, clientId, id } = hsaWith(3000);
    const normal = host.withdraw(id, { Amount: 10, Currency: 'USD', DistributionReason: 'Normal', ...{} });
    expect(normal.ok).toBe(true);
    const wrong = host.withdraw(id, {
      Amount: 10,
      Currency: 'USD',
      DistributionReason: 'Normal',
      DeathBeneficiary: 'Spouse',
    });
    expect(!wrong.ok && wrong.Errors?.[0]).toMatchObject({ FieldName: 'DeathBeneficiary', ErrorCode: 'NotAllowed' });
    const ira = openAccount(host, clientId, 'traditional-ira', INST);
    host.deposit(ira, { Amount: 1000, TaxYear: 2025 });
    const onIra = host.withdraw(ira, { ...DEATH, Amount: 10, FederalWithholdingPercent: 0 });
    expect(!onIra.ok && onIra.Errors?.[0]).toMatchObject({
      FieldName: 'DecedentDateOfDeath',
      ErrorCode: 'NotForThisAccount',
    });
  });

  it('a date of death after the distribution is refused', () => {
    const { host, id } = hsaWith(3000);
    host.today = '2025-06-02';
    const r = host.withdraw(id, { ...DEATH, Amount: 10 });
    expect(!r.ok && r.Errors?.[0]).toMatchObject({ FieldName: 'DecedentDateOfDeath', ErrorCode: 'AfterDistribution' });
  });
});

describe('Form 1099-SA box 4 (taxForms)', () => {
  it('a code-6 form carries the value on the date of death; an owner’s own form leaves box 4 empty', () => {
    const { host, clientId, id } = hsaWith(3000);
    host.today = '2025-06-02';
    expectOk(host.withdraw(id, { Amount: 100, Currency: 'USD', DistributionReason: 'Reimbursement' }));
    host.today = '2026-02-02';
    const req = { ...DEATH, DeathBeneficiary: 'Other', FairMarketValueAtDeath: 2900, DecedentExpensesPaid: 100 };
    expectOk(host.withdraw(id, { ...req, Amount: 1000 }));
    expectOk(host.withdraw(id, { ...req, Amount: 1800 }));
    const forms = (year: number) =>
      taxForms(
        catalog,
        { Account: host.accounts.get(id)!, Owner: host.clients.get(clientId)!, Transactions: host.history(id) },
        year,
      );
    const y2026 = forms(2026);
    expect(y2026.ok && y2026.Forms1099Sa).toEqual([
      expect.objectContaining({
        GrossDistribution: '2800.00',
        DistributionCode: '6',
        FairMarketValueOnDateOfDeath: '2800.00',
      }),
    ]);
    const y2025 = forms(2025);
    expect(y2025.ok && y2025.Forms1099Sa).toEqual([
      expect.objectContaining({ DistributionCode: '1', FairMarketValueOnDateOfDeath: null }),
    ]);
  });
});
