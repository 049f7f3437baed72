// The decision functions of issue 9 (src/core/decisions, unchanged) open and fund an HSA with no
// HSA-specific code: the stored opening fields reach checkContribution through
// CONTRIBUTION_ACCOUNT_FACTS, and the client's birth date gives the catch-up.
import { describe, expect, it } from 'vitest';
import { ALL_AUTHORITIES, expectOk, hostWithClient, openAccount } from '../decisions/memory-host.js';

describe('decideCreateAccount and decideFundAccount on a health-savings-account', () => {
  it(
    'family coverage from 2026-01-01, owner 56: 8,750 + 1,000 for 2026 (Rev. Proc. 2025-19; 223(b)(3)); one ' +
      'cent more is refused',
    () => {
      const { host, clientId } = hostWithClient('2026-03-02', '1970-01-20');
      const id = openAccount(host, clientId, 'health-savings-account', {
        InstitutionId: ALL_AUTHORITIES.InstitutionId,
        CoverageTier: 'Family',
        HighDeductiblePlanStartDate: '2026-01-01',
      });
      const employer = expectOk(
        host.fund(id, { Amount: 5000, Currency: 'USD', PaymentMethodType: 'Wire', ContributionSource: 'Employer' }),
      );
      expect(employer.Reasons.map((r) => r.Rule)).toEqual(
        expect.arrayContaining(['hsa-annual-ceiling', 'hsa-contribution-limit']),
      );
      expect(employer.Unchecked).toEqual(
        expect.arrayContaining(['MedicareEntitlementDate', 'SpouseHdhpCoverage', 'OtherHsaContributions']),
      );
      expectOk(host.fund(id, { Amount: 4750, Currency: 'USD', PaymentMethodType: 'Wire' }));
      const over = host.fund(id, { Amount: 0.01, Currency: 'USD', PaymentMethodType: 'Wire' });
      expect(over.ok ? 'accepted' : over.ErrorCode).toBe('ContributionLimitExceeded');
    },
  );
});
