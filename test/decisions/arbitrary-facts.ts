// Facts of the right shape for every decide function, drawn from acctos/testing's primitives:
// stored records a host could have (including odd but well-typed ones: unknown statuses,
// attributes of any JSON value), and request bodies that reach past the first field check.
import fc from 'fast-check';
import {
  ACCOUNT_PHASES,
  ACCOUNT_STATUSES,
  type AccountBalances,
  CONTRIBUTION_SOURCES,
  ENTRY_TYPES,
  PAYMENT_METHOD_TYPES,
  type StoredAccount,
  type StoredClient,
  type StoredTransaction,
  TRUMP_DISTRIBUTION_REASONS,
} from '../../src/index.js';
import {
  arbitraryAmountMinor,
  arbitraryGuid,
  arbitraryInstitution,
  arbitraryIsoDate,
  arbitraryJson,
  minorToDecimalString,
} from '../../src/testing/index.js';
import { catalog } from './memory-host.js';

export const arbToday = arbitraryIsoDate({ min: '2024-01-01', max: '2040-12-31' });
export const nowOn = (today: string): string => `${today}T12:00:00.000Z`;

const attributeKeys = [
  ...new Set(catalog.types.flatMap((t) => t.CreateAccountFields.map((f) => f.Name))),
  'GrowthPeriodEndsOn',
];
const json = arbitraryJson(catalog);

/** Decimal strings, negative allowed where a balance may be (an overdrawn deposit account). */
export const arbAmount = arbitraryAmountMinor({ max_minor: 1_000_000_00 }).map((m) => minorToDecimalString(m));
const arbSigned = fc.tuple(arbAmount, fc.boolean()).map(([a, neg]) => (neg ? `-${a}` : a));

export const arbAttributes: fc.Arbitrary<Record<string, unknown>> = fc
  .array(
    fc.tuple(
      fc.constantFrom(...attributeKeys),
      fc.oneof(json, fc.constantFrom(true, false, '2020-05-01', 'Applies', '2400')),
    ),
    {
      maxLength: 8,
    },
  )
  .map((pairs) => Object.fromEntries(pairs));

export const arbAccount: fc.Arbitrary<StoredAccount> = fc.record({
  AccountId: arbitraryGuid(),
  ClientId: arbitraryGuid(),
  AccountTypeCode: fc.oneof(
    { arbitrary: fc.constantFrom(...catalog.types.map((t) => t.Slug)), weight: 20 },
    { arbitrary: fc.constant('not-a-type'), weight: 1 },
  ),
  AccountStatus: fc.oneof(
    { arbitrary: fc.constant('Active'), weight: 4 },
    { arbitrary: fc.constantFrom(...ACCOUNT_STATUSES, 'Dormant'), weight: 1 },
  ),
  Phase: fc.constantFrom(...ACCOUNT_PHASES),
  Currency: fc.constant('USD'),
  InstitutionId: fc.option(arbitraryGuid(), { nil: null }),
  Attributes: arbAttributes,
});

export const arbBalances: fc.Arbitrary<AccountBalances> = fc.record({
  Settled: arbSigned,
  Pending: arbAmount,
  SettledCredits: arbAmount,
  SettledDebits: arbAmount,
});

export const arbClient: fc.Arbitrary<StoredClient> = fc.record({
  ClientId: arbitraryGuid(),
  ClientType: fc.constantFrom('Individual', 'Entity', 'Trust'),
  ClientStatus: fc.constantFrom('Active', 'Restricted', 'Deceased', 'Closed', 'Odd'),
  Contact: fc.record({
    FirstName: fc.constant('A'),
    LastName: fc.constant('B'),
    DateOfBirth: fc.constantFrom('1960-01-01', '2010-07-04', 'x'),
  }),
  OFAC: fc.option(fc.record({ Status: fc.constantFrom('NotScreened', 'Clear', 'PotentialMatch', 'ConfirmedMatch') }), {
    nil: null,
  }),
});

export function arbTransaction(accountId?: string): fc.Arbitrary<StoredTransaction> {
  return fc.record({
    TransactionId: arbitraryGuid(),
    AccountId: accountId === undefined ? arbitraryGuid() : fc.constant(accountId),
    Kind: fc.constantFrom('Deposit', 'Entry'),
    EntryType: fc.constantFrom('Deposit', 'InvestmentPurchase', ...ENTRY_TYPES),
    Direction: fc.constantFrom('Credit', 'Debit'),
    Amount: arbAmount,
    Currency: fc.constant('USD'),
    Status: fc.constantFrom('Pending', 'Posted'),
    ContributionSource: fc.option(fc.constantFrom(...CONTRIBUTION_SOURCES), { nil: null }),
    TaxYear: fc.option(fc.integer({ min: 2020, max: 2040 }), { nil: null }),
    PlanYear: fc.option(fc.integer({ min: 2020, max: 2040 }), { nil: null }),
    CreatedDate: arbToday.map(nowOn),
  });
}

export const arbInstitution = fc.option(arbitraryInstitution(catalog), { nil: null });

/** Mostly a plausible value, sometimes any JSON: the body reaches past the first field check. */
function mostly<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: valid, weight: 9 }, { arbitrary: json, weight: 1 });
}

const year = fc.integer({ min: 2020, max: 2040 });

/** Bodies shaped like Fund Account, Transact, an investment purchase and Update Account. */
export const arbMoneyBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.record(
    {
      Amount: mostly(arbAmount),
      Currency: mostly(fc.constant('USD')),
      PaymentMethodType: mostly(fc.constantFrom(...PAYMENT_METHOD_TYPES)),
      TaxYear: mostly(year),
      PlanYear: mostly(year),
      ContributionSource: mostly(fc.constantFrom(...CONTRIBUTION_SOURCES)),
      ProviderReferenceId: mostly(fc.string({ minLength: 1, maxLength: 20 })),
    },
    { requiredKeys: ['Amount', 'Currency', 'PaymentMethodType'] },
  ),
  fc.record(
    {
      EntryType: mostly(fc.constantFrom(...ENTRY_TYPES)),
      Amount: mostly(arbSigned),
      Currency: mostly(fc.constant('USD')),
      PaymentMethodType: mostly(fc.constantFrom(...PAYMENT_METHOD_TYPES)),
      DistributionReason: mostly(fc.constantFrom(...TRUMP_DISTRIBUTION_REASONS)),
      Description: mostly(fc.string({ minLength: 1, maxLength: 20 })),
    },
    { requiredKeys: ['EntryType', 'Amount', 'Currency'] },
  ),
  fc.record(
    {
      AssetClass: mostly(fc.constantFrom(...catalog.assetClasses.map((c) => c.Name))),
      Amount: mostly(arbAmount),
      Currency: mostly(fc.constant('USD')),
      Instrument: mostly(
        fc.record({
          Attributes: fc.dictionary(
            fc.constantFrom('IsCollectible', 'InvestsPrimarilyInEmployerSecurities', 'x'),
            fc.boolean(),
            { maxKeys: 2 },
          ),
        }),
      ),
    },
    { requiredKeys: ['AssetClass', 'Amount', 'Currency'] },
  ),
  fc.record({ AccountStatus: mostly(fc.constantFrom(...ACCOUNT_STATUSES)) }, { requiredKeys: [] }),
);

/** Any JSON, or a body shaped like one of the money or status requests. */
export const arbRequest: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: json, weight: 1 },
  { arbitrary: arbMoneyBody, weight: 3 },
);
