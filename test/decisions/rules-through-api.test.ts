// Issue 15 rules in the core: per-person shared figures, owner facts, ClientStatus, plans.
import { describe, expect, it } from 'vitest';
import {
  clientClosePermitted,
  contributionOwnerFacts,
  decideCreatePlan,
  decidePutOwnerYear,
  defaultCatalog,
  ownerStatusPermitsContribution,
  personSharedContributions,
  type StoredTransaction,
} from '../../src/index.js';

const NOW = '2026-03-01T12:00:00.000Z';
const TODAY = '2026-03-01';
const deposit = (AccountId: string, Amount: string, TaxYear: number, ContributionSource = 'Participant') =>
  ({
    TransactionId: '00000000-0000-4000-8000-000000000001',
    AccountId,
    Kind: 'Deposit',
    EntryType: 'Deposit',
    Direction: 'Credit',
    Amount,
    Currency: 'USD',
    Status: 'Posted',
    ContributionSource,
    TaxYear,
    CreatedDate: NOW,
  }) as StoredTransaction;

describe('per-person limits (26 U.S.C. 219(b)(1), 408A(c)(2): one IRA limit across all of the person’s IRAs)', () => {
  const roth = defaultCatalog.typeBySlug.get('roth-ira')!;
  it(
    'sums regular contributions for the year in the person’s other traditional and Roth IRAs, not rollovers ' +
      'nor other years',
    () => {
      const shared = personSharedContributions(
        defaultCatalog,
        roth,
        [
          { AccountId: 'a', AccountTypeCode: 'traditional-ira', Deposits: [deposit('a', '3000', 2026)] },
          {
            AccountId: 'b',
            AccountTypeCode: 'roth-ira',
            Deposits: [deposit('b', '1500', 2026), deposit('b', '9000', 2026, 'Rollover'), deposit('b', '700', 2025)],
          },
          { AccountId: 'c', AccountTypeCode: 'irrevocable-trust', Deposits: [deposit('c', '50000', 2026)] },
        ],
        2026,
      );
      // The Roth phase-out counts the person's other Roth IRAs only (408A(c)(3)(A); Pub. 590-A Worksheet 2-2).
      expect(shared).toEqual({ OtherIraContributions: '4500', OtherRothIraContributions: '1500' });
    },
  );
  it('adds what is stated for outside the provider, and lists the fact as unchecked when nothing is stated', () => {
    expect(
      contributionOwnerFacts(undefined, { OtherIraContributions: '500' }, { OtherIraContributions: '4500' }),
    ).toEqual({
      Owner: { OtherIraContributions: '5000' },
      Account: {},
      Unchecked: [],
    });
    expect(contributionOwnerFacts('1990-01-01', { Compensation: '0' }, { OtherIraContributions: '0' })).toEqual({
      Owner: { Compensation: '0', DateOfBirth: '1990-01-01', OtherIraContributions: '0' },
      Account: {},
      Unchecked: ['OtherIraContributions'],
    });
    // The Roth part outside the provider not stated: the stated whole stands in (it may all be Roth).
    expect(
      contributionOwnerFacts(
        undefined,
        { OtherIraContributions: '500' },
        { OtherIraContributions: '4500', OtherRothIraContributions: '1500' },
      ),
    ).toEqual({
      Owner: { OtherIraContributions: '5000', OtherRothIraContributions: '2000' },
      Account: {},
      Unchecked: ['OtherRothIraContributions'],
    });
  });
});

describe('ClientStatus (IRS Pub. 590-A; docs/decisions 56)', () => {
  it('a Deceased owner takes no contribution; any other status is not refused here', () => {
    expect(ownerStatusPermitsContribution('Deceased').ok).toBe(false);
    expect(ownerStatusPermitsContribution('Active').ok).toBe(true);
  });
  it('closing with open accounts is refused with their ids; other changes pass', () => {
    const r = clientClosePermitted('Closed', ['x1', 'x2']);
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r)).toContain('x2');
    expect(clientClosePermitted('Closed', []).ok).toBe(true);
    expect(clientClosePermitted('Restricted', ['x1']).ok).toBe(true);
  });
});

describe('decidePutOwnerYear and decideCreatePlan', () => {
  const client = {
    ClientId: '11111111-1111-4111-8111-111111111111',
    ClientType: 'Individual',
    ClientStatus: 'Active',
    Contact: {},
  };
  it('stores the engine-named facts for the year; refuses unknown fields and bad years', () => {
    const ok = decidePutOwnerYear(
      defaultCatalog,
      { Now: NOW, Client: client, TaxYear: '2026' },
      { Compensation: 1 },
      TODAY,
    );
    expect(ok.ok && ok.Records.OwnerYear).toMatchObject({ TaxYear: 2026, Facts: { Compensation: 1 } });
    expect(
      decidePutOwnerYear(defaultCatalog, { Now: NOW, Client: client, TaxYear: '2026' }, { Wage: 1 }, TODAY).ok,
    ).toBe(false);
    expect(decidePutOwnerYear(defaultCatalog, { Now: NOW, Client: client, TaxYear: '26' }, {}, TODAY).ok).toBe(false);
    expect(decidePutOwnerYear(defaultCatalog, { Now: NOW, Client: null, TaxYear: '2026' }, {}, TODAY)).toMatchObject({
      ErrorCode: 'ClientNotFound',
    });
  });
  it('a dependent-care FSA plan takes no grace period (spec part 2.5)', () => {
    const facts = { Now: NOW, NewIds: { PlanId: '22222222-2222-4222-8222-222222222222' } };
    const body = { EmployerId: client.ClientId, AccountTypeCode: 'dependent-care-fsa', PlanYear: 2026 };
    expect(decideCreatePlan(defaultCatalog, facts, { ...body, GracePeriodMonths: 2.5 }, TODAY).ok).toBe(false);
    expect(decideCreatePlan(defaultCatalog, facts, body, TODAY).ok).toBe(true);
  });
});
