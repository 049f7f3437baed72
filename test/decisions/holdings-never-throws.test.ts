import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideBeneficiaries,
  decideCreateInstrument,
  decideInstitutionChange,
  decideInstrumentChange,
  decideInvestment,
  ERROR_CODES,
  entriesBalance,
  type HoldingToReevaluate,
  type StoredHolding,
  type StoredInstrument,
} from '../../src/index.js';
import { arbitraryGuid, arbitraryJson } from '../../src/testing/index.js';
import { arbAccount, arbBalances, arbClient, arbInstitution, arbToday, nowOn } from './arbitrary-facts.js';
import { catalog } from './memory-host.js';

const FAILURE_KEYS = ['ErrorCode', 'Errors', 'Message', 'ok'];
const json = arbitraryJson(catalog);
const clock = arbToday.map((today) => ({ today, Now: nowOn(today) }));
const run = { numRuns: 150 };

function lawful(outcome: unknown): void {
  const o = outcome as { ok: boolean; Entries?: readonly never[]; ErrorCode?: string };
  if (o.ok === false) {
    expect(Object.keys(o).sort()).toEqual(FAILURE_KEYS);
    expect(ERROR_CODES as readonly string[]).toContain(o.ErrorCode);
  } else {
    expect(entriesBalance((outcome as { Entries: Parameters<typeof entriesBalance>[0] }).Entries)).toBe(true);
  }
}

function frozen<T>(v: T): T {
  if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) frozen(x);
  }
  return v;
}

const classes = catalog.assetClasses.map((c) => c.Name);
const attributes = fc.dictionary(
  fc.constantFrom('IsLifeInsuranceContract', 'InvestsPrimarilyInEmployerSecurities', 'IsCollectible'),
  fc.boolean(),
  { maxKeys: 3 },
);
const arbInstrument = (id: fc.Arbitrary<string>): fc.Arbitrary<StoredInstrument> =>
  fc.record({
    InstrumentId: id,
    Identifier: fc.constant({ Scheme: 'Cusip' as const, Value: '037833100' }),
    AssetClass: fc.constantFrom(...classes),
    Currency: fc.constant('USD'),
    QuantityScale: fc.integer({ min: 0, max: 8 }),
    Attributes: attributes,
    Prices: fc.constant([]),
    CreatedDate: fc.constant('2026-01-01T00:00:00.000Z'),
  });
const mostly = <T>(a: fc.Arbitrary<T>) => fc.oneof({ arbitrary: a, weight: 9 }, { arbitrary: json, weight: 1 });
const decimal = fc.oneof(
  fc.integer({ min: 0, max: 100_000 }).map((n) => (n / 100).toString()),
  fc.constantFrom('0', '-1', '1e2', 'x', 1.5),
);

describe('the holdings decisions never throw on arbitrary requests and well-typed facts, and obey the laws', () => {
  it(
    'an institution change whose body has a "__proto__" key is refused, not thrown (found by this property, ' +
      'seed -711722843)',
    () => {
      const Now = '2024-01-01T12:00:00.000Z';
      const id = '00000000-0000-1000-8000-000000000000';
      const Institution = {
        InstitutionId: id,
        Name: 'C',
        Authorities: catalog.authorities.map((a) => a.Name),
        AssetScopes: {},
        CreatedDate: Now,
      };
      const request = frozen(JSON.parse('{"__proto__":{"":0},"":null}') as unknown);
      const d = decideInstitutionChange(
        catalog,
        frozen({ Now, Institution, Holdings: [], Instruments: [] }),
        request,
        '2024-01-01',
      );
      expect(d.ok ? 'accepted' : d.Errors.map((e) => [e.FieldName, e.ErrorCode])).toEqual([
        ['__proto__', 'UnknownField'],
        ['', 'UnknownField'],
      ]);
    },
  );

  it('decideInvestment', () => {
    const body = (instrumentId: string) =>
      fc.oneof(
        json,
        fc.record(
          {
            Side: mostly(fc.constantFrom('Purchase', 'Sale')),
            InstrumentId: mostly(fc.constant(instrumentId)),
            Quantity: mostly(decimal),
            Price: mostly(decimal),
            Currency: mostly(fc.constantFrom('USD', 'EUR')),
            ProviderReferenceId: mostly(fc.string({ minLength: 1, maxLength: 10 })),
          },
          { requiredKeys: [] },
        ),
      );
    fc.assert(
      fc.property(
        clock,
        fc.option(arbAccount, { nil: null }),
        arbBalances,
        arbInstitution,
        arbitraryGuid().chain((iid) =>
          fc.tuple(fc.option(arbInstrument(fc.constant(iid)), { nil: null }), body(iid), decimal),
        ),
        fc.tuple(arbitraryGuid(), arbitraryGuid()),
        ({ today, Now }, Account, Balances, Institution, [Instrument, request, held], [t, hId]) => {
          const Holding: StoredHolding | null =
            Account === null || Instrument === null || !/^\d+(\.\d+)?$/.test(`${held}`)
              ? null
              : {
                  HoldingId: hId,
                  AccountId: Account.AccountId,
                  InstrumentId: Instrument.InstrumentId,
                  Quantity: `${held}`,
                  Eligible: true,
                  Reasons: [],
                };
          const facts = {
            Now,
            Account,
            Balances,
            Institution,
            Instrument,
            Holding,
            NewIds: { TransactionId: t, HoldingId: hId },
          };
          const d = decideInvestment(catalog, frozen(facts), frozen(request), today);
          lawful(d);
          if (d.ok) {
            expect(d.Records.Holding.Quantity.startsWith('-')).toBe(false);
            expect(d.Entries).toHaveLength(2);
          }
        },
      ),
      run,
    );
  });

  it('decideCreateInstrument, decideInstrumentChange, decideInstitutionChange, decideBeneficiaries', () => {
    fc.assert(
      fc.property(
        clock,
        arbitraryGuid(),
        fc.option(arbInstrument(arbitraryGuid()), { nil: null }),
        fc.oneof(json, fc.record({ AssetClass: mostly(fc.constantFrom(...classes)), Attributes: mostly(attributes) })),
        fc.array(fc.tuple(arbAccount, fc.boolean()), { maxLength: 6 }),
        ({ today, Now }, id, Instrument, request, accounts) => {
          lawful(
            decideCreateInstrument(
              catalog,
              frozen({ Now, Registered: null, NewIds: { InstrumentId: id } }),
              frozen(request),
              today,
            ),
          );
          const Holdings: HoldingToReevaluate[] =
            Instrument === null
              ? []
              : accounts.map(([a, Flagged], i) => ({
                  HoldingId: `h${i}`,
                  AccountId: a.AccountId,
                  AccountTypeCode: a.AccountTypeCode,
                  InstrumentId: Instrument.InstrumentId,
                  InstitutionId: null,
                  Flagged,
                }));
          const d = decideInstrumentChange(
            catalog,
            frozen({ Now, Instrument, Holdings, Institutions: [] }),
            frozen(request),
            today,
          );
          lawful(d);
          if (d.ok) expect(d.Events.length).toBe(d.Result.AccountsAffected);
          const Institution = {
            InstitutionId: id,
            Name: 'C',
            Authorities: catalog.authorities.map((a) => a.Name),
            AssetScopes: {},
            CreatedDate: Now,
          };
          lawful(
            decideInstitutionChange(
              catalog,
              frozen({
                Now,
                Institution,
                Holdings: Holdings.map((h) => ({ ...h, InstitutionId: id })),
                Instruments: Instrument ? [Instrument] : [],
              }),
              frozen(request),
              today,
            ),
          );
        },
      ),
      run,
    );
    fc.assert(
      fc.property(
        clock,
        fc.option(arbAccount, { nil: null }),
        fc.option(arbClient, { nil: null }),
        arbitraryGuid(),
        json,
        ({ today, Now }, Account, Client, id, request) => {
          lawful(
            decideBeneficiaries(
              catalog,
              frozen({ Now, Account, Client, Current: null, NewIds: { DesignationSetId: id } }),
              frozen(request),
              today,
            ),
          );
        },
      ),
      run,
    );
  });
});
