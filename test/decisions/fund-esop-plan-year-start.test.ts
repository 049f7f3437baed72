import { describe, expect, it } from 'vitest';
import { decideFundAccount } from '../../src/index.js';
import { ALL_AUTHORITIES, catalog, guid, hostWithClient, openAccount, PLAN_ID, TRUSTEE_ID } from './memory-host.js';

// Create Account takes an ESOP's PlanYearStartDate as an attribute, and Fund Account reads it from the
// account's Attributes (CONTRIBUTION_ACCOUNT_FACTS): a plan year 2025 beginning July 1 ends in 2026 and is
// held to the 2026 415(c)(1)(A) figure, 72,000 (26 U.S.C. 415(d); 26 CFR 1.415(d)-1(b)(2); Notice 2025-67).
describe('Fund Account to an ESOP: the plan year’s first day from the account’s attributes', () => {
  const today = '2026-03-02';
  const ESOP = { InstitutionId: ALL_AUTHORITIES.InstitutionId, TrusteeId: TRUSTEE_ID, PlanId: PLAN_ID };
  const fund = (extra: Record<string, unknown>, Amount: string) => {
    const { host, clientId } = hostWithClient(today);
    const id = openAccount(host, clientId, 'employee-stock-ownership-plan', { ...ESOP, ...extra });
    const account = host.accounts.get(id) ?? null;
    return {
      account,
      d: decideFundAccount(
        catalog,
        {
          Now: `${today}T12:00:00.000Z`,
          Account: account,
          Client: host.clients.get(clientId) ?? null,
          Transactions: [],
          NewIds: { TransactionId: guid(7) },
        },
        { Amount, Currency: 'USD', PaymentMethodType: 'Wire', PlanYear: 2025, ContributionSource: 'Employer' },
        today,
      ),
    };
  };

  it('Create Account stores PlanYearStartDate; a July plan year 2025 takes 72,000', () => {
    const { account, d } = fund({ PlanYearStartDate: '2025-07-01' }, '72000');
    expect(account?.Attributes['PlanYearStartDate']).toBe('2025-07-01');
    expect(d.ok, JSON.stringify(d)).toBe(true);
    if (d.ok) expect(d.Records.Transaction.PlanYear).toBe(2025);
    expect(fund({ PlanYearStartDate: '2025-07-01' }, '72000.01').d).toMatchObject({
      ok: false,
      ErrorCode: 'ContributionLimitExceeded',
    });
  });

  it('a calendar plan year, or none stated, keeps the 2025 figure, 70,000', () => {
    expect(fund({ PlanYearStartDate: '2025-01-01' }, '70000').d.ok).toBe(true);
    expect(fund({ PlanYearStartDate: '2025-01-01' }, '70000.01').d).toMatchObject({
      ok: false,
      ErrorCode: 'ContributionLimitExceeded',
    });
    expect(fund({}, '70000').d.ok).toBe(true);
    expect(fund({}, '70000.01').d).toMatchObject({ ok: false, ErrorCode: 'ContributionLimitExceeded' });
  });

  it('Create Account refuses a PlanYearStartDate that is not a date', () => {
    const { host, clientId } = hostWithClient(today);
    const d = host.createAccount({
      AccountTypeCode: 'employee-stock-ownership-plan',
      ClientId: clientId,
      ...ESOP,
      PlanYearStartDate: '2025-07-32',
    });
    expect(d).toMatchObject({
      ok: false,
      ErrorCode: 'InvalidRequest',
      Errors: [expect.objectContaining({ FieldName: 'PlanYearStartDate' })],
    });
  });
});
