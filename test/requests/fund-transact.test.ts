import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ENTRY_TYPE_RULES,
  ENTRY_TYPES,
  GROWTH_PERIOD_TYPES,
  TRUMP_DISTRIBUTION_REASONS,
  validateFundAccountRequest,
  validateTransactRequest,
} from '../../src/index.js';
import { catalog } from './fixtures.js';

const fund = (body: unknown, AccountTypeCode = 'roth-ira') =>
  validateFundAccountRequest(catalog, body, { AccountTypeCode });
const transact = (body: unknown, AccountTypeCode = 'roth-ira') =>
  validateTransactRequest(catalog, body, { AccountTypeCode });
const deposit = { Amount: '100.00', Currency: 'USD', PaymentMethodType: 'ACH' };

describe('validateFundAccountRequest (spec 4.7)', () => {
  it('a minimal deposit passes; Amount is normalized to a plain decimal string', () => {
    expect(fund(deposit)).toEqual({ ok: true, value: { Amount: '100', Currency: 'USD', PaymentMethodType: 'ACH' } });
    const r = fund({ ...deposit, Amount: 0.1, TaxYear: 2025, ProviderReferenceId: 'dep-1' });
    expect(r.ok && r.value).toEqual({
      Amount: '0.1',
      Currency: 'USD',
      PaymentMethodType: 'ACH',
      TaxYear: 2025,
      ProviderReferenceId: 'dep-1',
    });
  });
  it('Amount: required, positive, at most 2 decimals, no exponent', () => {
    for (const bad of [undefined, 0, -1, '1.001', '1e2', 1e21, 'ten', null, true]) {
      const r = fund({ ...deposit, Amount: bad });
      expect(!r.ok && r.Errors[0]?.FieldName, String(bad)).toBe('Amount');
    }
  });
  it('Currency: USD only; PaymentMethodType required from the documented set', () => {
    expect(!fund({ ...deposit, Currency: 'EUR' }).ok).toBe(true);
    const r = fund({ ...deposit, Currency: 'usd' });
    expect(!r.ok && r.Errors[0]?.Message).toMatch(/did you mean USD/);
    const p = fund({ Amount: 5, Currency: 'USD' });
    expect(!p.ok && p.Errors[0]).toMatchObject({ FieldName: 'PaymentMethodType', ErrorCode: 'Required' });
    for (const m of ['ECheck', 'ACH', 'Wire', 'Card', 'Check', 'Internal'])
      expect(fund({ ...deposit, PaymentMethodType: m }).ok).toBe(true);
    expect(fund({ ...deposit, PaymentMethodType: 'Cash' }).ok).toBe(false);
  });
  it('PlanYear is required for BenefitObligation types and not taken by IRAs', () => {
    const r = fund(deposit, 'health-care-fsa');
    expect(!r.ok && r.Errors[0]).toMatchObject({ FieldName: 'PlanYear', ErrorCode: 'Required' });
    expect(fund({ ...deposit, PlanYear: 2026 }, 'health-care-fsa').ok).toBe(true);
    expect(fund({ ...deposit, PlanYear: 2026 }, 'emergency-savings-plesa').ok).toBe(true);
    const i = fund({ ...deposit, PlanYear: 2026 }, 'roth-ira');
    expect(!i.ok && i.Errors[0]).toMatchObject({ FieldName: 'PlanYear', ErrorCode: 'NotAllowed' });
  });
  it('ContributionSource is required for trump-account (design.md section 2 values)', () => {
    const r = fund(deposit, 'trump-account');
    expect(!r.ok && r.Errors[0]).toMatchObject({ FieldName: 'ContributionSource', ErrorCode: 'Required' });
    expect(fund({ ...deposit, ContributionSource: 'FederalPilot' }, 'trump-account').ok).toBe(true);
    expect(fund({ ...deposit, ContributionSource: 'Grandma' }, 'trump-account').ok).toBe(false);
  });
  it('TaxYear is an int in range; unknown fields are named; an unknown account type is UnknownAccountType', () => {
    expect(fund({ ...deposit, TaxYear: '2025' }).ok).toBe(false);
    const u = fund({ ...deposit, Memo: 'x' });
    expect(!u.ok && u.Errors[0]).toMatchObject({ FieldName: 'Memo', ErrorCode: 'UnknownField' });
    const t = fund(deposit, 'IRA');
    expect(!t.ok && t.ErrorCode).toBe('UnknownAccountType');
  });
  it('the stored account may be passed as ctx.Account', () => {
    expect(validateFundAccountRequest(catalog, deposit, { Account: { AccountTypeCode: 'sep-ira' } }).ok).toBe(true);
  });
});

describe('validateTransactRequest (spec 4.8)', () => {
  it('a fee passes as a debit', () => {
    expect(
      transact({ EntryType: 'Fee', Amount: '25.00', Currency: 'USD', Description: 'Annual\nmaintenance fee' }),
    ).toEqual({
      ok: true,
      value: {
        EntryType: 'Fee',
        Amount: '25',
        Currency: 'USD',
        Direction: 'Debit',
        Description: 'Annual\nmaintenance fee',
      },
    });
  });
  it('every entry type is accepted exactly by the natures of ENTRY_TYPE_RULES', () => {
    for (const type of catalog.types) {
      for (const entry of ENTRY_TYPES) {
        const r = transact({ EntryType: entry, Amount: 10, Currency: 'USD' }, type.Slug);
        expect(r.ok, `${entry} on ${type.Slug}`).toBe(ENTRY_TYPE_RULES[entry].Natures.includes(type.Nature));
      }
    }
  });
  it('an Adjustment is signed and non-zero; other entries must be positive', () => {
    const neg = transact({ EntryType: 'Adjustment', Amount: '-3.10', Currency: 'USD' });
    expect(neg.ok && neg.value).toMatchObject({ Amount: '-3.1', Direction: 'Debit' });
    const pos = transact({ EntryType: 'Adjustment', Amount: 3, Currency: 'USD' });
    expect(pos.ok && pos.value.Direction).toBe('Credit');
    expect(transact({ EntryType: 'Adjustment', Amount: 0, Currency: 'USD' }).ok).toBe(false);
    expect(transact({ EntryType: 'Fee', Amount: -3, Currency: 'USD' }).ok).toBe(false);
    expect(
      transact({ EntryType: 'Interest', Amount: 3, Currency: 'USD' }, 'money-market-deposit-account').ok && true,
    ).toBe(true);
  });
  it('EntryType and Currency are required; Description at most 500 characters without control characters', () => {
    const r = transact({ Amount: 1 });
    expect(!r.ok && r.Errors.map((e) => e.FieldName).sort()).toEqual(['Currency', 'EntryType']);
    expect(transact({ EntryType: 'Fee', Amount: 1, Currency: 'USD', Description: 'x'.repeat(500) }).ok).toBe(true);
    expect(transact({ EntryType: 'Fee', Amount: 1, Currency: 'USD', Description: 'x'.repeat(501) }).ok).toBe(false);
    expect(transact({ EntryType: 'Fee', Amount: 1, Currency: 'USD', Description: 'bell\u0007' }).ok).toBe(false);
  });
  it('Reimbursement applies only to benefit accounts, with a message naming the nature', () => {
    const r = transact({ EntryType: 'Reimbursement', Amount: 1, Currency: 'USD' }, 'sep-ira');
    expect(!r.ok && r.Errors[0]?.Message).toMatch(/CustodialHolding/);
  });
});

describe('validateTransactRequest: DistributionReason (acctos extension for growth-period types)', () => {
  const entry = { EntryType: 'Distribution', Amount: '10', Currency: 'USD' };
  it(
    'trump-account Distribution and Withdrawal take every TRUMP_DISTRIBUTION_REASONS value, kept in the ' + 'result',
    () => {
      for (const EntryType of ['Distribution', 'Withdrawal'])
        for (const DistributionReason of TRUMP_DISTRIBUTION_REASONS) {
          const r = transact({ ...entry, EntryType, DistributionReason }, 'trump-account');
          expect(r.ok && r.value.DistributionReason, `${EntryType} ${DistributionReason}`).toBe(DistributionReason);
        }
      const none = transact(entry, 'trump-account');
      expect(none.ok && 'DistributionReason' in none.value).toBe(false);
    },
  );
  it('an unknown or mis-cased reason is InvalidValue naming the values', () => {
    const r = transact({ ...entry, DistributionReason: 'qualifiedrollover' }, 'trump-account');
    expect(!r.ok && r.Errors[0]).toMatchObject({ FieldName: 'DistributionReason', ErrorCode: 'InvalidValue' });
    expect(!r.ok && r.Errors[0]?.Message).toMatch(/did you mean QualifiedRollover/);
    expect(transact({ ...entry, DistributionReason: 7 }, 'trump-account').ok).toBe(false);
  });
  it('NotAllowed on every other account type and on every other entry type', () => {
    for (const type of catalog.types) {
      for (const EntryType of ENTRY_TYPES) {
        if (!ENTRY_TYPE_RULES[EntryType].Natures.includes(type.Nature)) continue;
        const r = transact({ EntryType, Amount: 10, Currency: 'USD', DistributionReason: 'Death' }, type.Slug);
        const taken =
          Object.hasOwn(GROWTH_PERIOD_TYPES, type.Slug) && (EntryType === 'Distribution' || EntryType === 'Withdrawal');
        expect(r.ok, `${EntryType} on ${type.Slug}`).toBe(taken);
        if (!r.ok) {
          expect(r.ErrorCode).toBe('InvalidRequest');
          expect(r.Errors[0]).toMatchObject({ FieldName: 'DistributionReason', ErrorCode: 'NotAllowed' });
        }
      }
    }
  });
  it('never throws and never mutates the body, whatever DistributionReason holds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ENTRY_TYPES),
        fc.jsonValue(),
        fc.constantFrom('trump-account', 'roth-ira'),
        (EntryType, DistributionReason, slug) => {
          const body = { EntryType, Amount: '5', Currency: 'USD', DistributionReason };
          const before = JSON.stringify(body);
          const r = transact(body, slug);
          expect(JSON.stringify(body)).toBe(before);
          // null reads as absent (as for every optional field); anything else must be a listed reason.
          if (r.ok) expect([undefined, ...TRUMP_DISTRIBUTION_REASONS]).toContain(r.value.DistributionReason);
          if (r.ok && DistributionReason !== null) expect(r.value.DistributionReason).toBe(DistributionReason);
        },
      ),
    );
  });
});
