import { describe, expect, it } from 'vitest';
import { decideFundAccount } from '../../src/index.js';
import { ALL_AUTHORITIES, catalog, guid, hostWithClient, openAccount } from './memory-host.js';

// A SEP employer contribution for the prior year is accepted until the employer's return due date
// including extensions when an extension was filed (26 U.S.C. 404(h)(1)(B); IRS Pub. 560). The extension
// is a fact of that tax year: PUT /v1/clients/{ClientId}/tax-years/{TaxYear} with ExtensionFiled.
describe('Fund Account: a prior-year SEP contribution and the tax year’s ExtensionFiled', () => {
  const today = '2026-06-01';
  const { host, clientId } = hostWithClient(today);
  const id = openAccount(host, clientId, 'sep-ira', { InstitutionId: ALL_AUTHORITIES.InstitutionId });
  const account = host.accounts.get(id) ?? null;
  const client = host.clients.get(clientId) ?? null;
  const fund = (extensionFiled: boolean | undefined) =>
    decideFundAccount(
      catalog,
      {
        Now: `${today}T12:00:00.000Z`,
        Account: account,
        Client: client,
        Transactions: [],
        NewIds: { TransactionId: guid(7) },
        OwnerYears: [
          {
            ClientId: clientId,
            TaxYear: 2025,
            Facts: {
              Compensation: '100000',
              ...(extensionFiled === undefined ? {} : { ExtensionFiled: extensionFiled }),
            },
            UpdatedDate: `${today}T00:00:00.000Z`,
          },
        ],
      },
      { Amount: 1000, Currency: 'USD', PaymentMethodType: 'Wire', TaxYear: 2025, ContributionSource: 'Employer' },
      today,
    );

  it('without an extension stated, June 1 is past the 2025 deadline', () => {
    expect(fund(undefined)).toMatchObject({ ok: false, ErrorCode: 'ContributionYearNotAllowed' });
    expect(fund(false)).toMatchObject({ ok: false, ErrorCode: 'ContributionYearNotAllowed' });
  });

  it('with ExtensionFiled for 2025 the contribution is accepted for 2025', () => {
    const d = fund(true);
    expect(d.ok, JSON.stringify(d)).toBe(true);
    if (d.ok) expect(d.Records.Transaction.TaxYear).toBe(2025);
  });
});
