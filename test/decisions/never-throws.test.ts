import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideCreateAccount,
  decideCreateClient,
  decideCreateInstitution,
  decideCreateProvider,
  decideFundAccount,
  decideInvestmentPurchase,
  decideIssueKey,
  decidePutContracts,
  decidePutGates,
  decideRevokeKey,
  decideSettleDeposit,
  decideTransact,
  decideUpdateAccount,
  decideUpdateClient,
  ERROR_CODES,
  entriesBalance,
} from '../../src/index.js';
import { arbitraryContract, arbitraryGuid } from '../../src/testing/index.js';
import {
  arbAccount,
  arbBalances,
  arbClient,
  arbInstitution,
  arbRequest,
  arbToday,
  arbTransaction,
  nowOn,
} from './arbitrary-facts.js';
import { catalog } from './memory-host.js';

/** Inputs are frozen: a decide function that wrote to its facts or its request would throw (strict mode). */
function frozen<T>(v: T): T {
  if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) frozen(x);
  }
  return v;
}

const FAILURE_KEYS = ['ErrorCode', 'Errors', 'Message', 'ok'];

/**
 * The laws every outcome obeys: a refusal is exactly { ok, ErrorCode, Message, Errors } with a
 * documented ErrorCode (no records, entries or events to apply); a decision's entries balance.
 */
function lawful(outcome: unknown): void {
  const o = outcome as { ok: boolean; Entries?: readonly never[]; ErrorCode?: string };
  if (o.ok === false) {
    expect(Object.keys(o).sort()).toEqual(FAILURE_KEYS);
    expect(ERROR_CODES as readonly string[]).toContain(o.ErrorCode);
  } else {
    expect(o.ok).toBe(true);
    expect(entriesBalance((outcome as { Entries: Parameters<typeof entriesBalance>[0] }).Entries)).toBe(true);
  }
}

const clock = arbToday.map((today) => ({ today, Now: nowOn(today) }));
const run = { numRuns: 150 };

describe(
  'decide functions never throw on arbitrary JSON requests ' + 'and facts of the right shape, and change neither',
  () => {
    it('client and account writes', () => {
      fc.assert(
        fc.property(clock, arbitraryGuid(), arbRequest, ({ today, Now }, id, request) => {
          lawful(
            decideCreateClient(catalog, { Now, NewIds: { ClientId: id, ClientNumber: 'C1' } }, frozen(request), today),
          );
        }),
        run,
      );
      fc.assert(
        fc.property(clock, fc.option(arbClient, { nil: null }), arbRequest, ({ today, Now }, Client, request) => {
          lawful(decideUpdateClient(catalog, frozen({ Now, Client }), frozen(request), today));
        }),
        run,
      );
      fc.assert(
        fc.property(
          clock,
          fc.option(arbClient, { nil: null }),
          arbInstitution,
          arbitraryContract(catalog),
          arbitraryGuid(),
          arbRequest,
          ({ today, Now }, Client, Institution, Provider, id, request) => {
            const facts = { Now, Client, Institution, Provider, NewIds: { AccountId: id, AccountNumber: 'A1' } };
            lawful(decideCreateAccount(catalog, frozen(facts), frozen(request), today));
          },
        ),
        run,
      );
      fc.assert(
        fc.property(
          clock,
          fc.option(arbAccount, { nil: null }),
          arbBalances,
          arbRequest,
          ({ today, Now }, Account, Balances, request) => {
            lawful(decideUpdateAccount(catalog, frozen({ Now, Account, Balances }), frozen(request), today));
          },
        ),
        run,
      );
    });

    it('money writes', () => {
      fc.assert(
        fc.property(
          clock,
          fc
            .option(arbAccount, { nil: null })
            .chain((Account) =>
              fc.tuple(fc.constant(Account), fc.array(arbTransaction(Account?.AccountId), { maxLength: 12 })),
            ),
          fc.option(arbClient, { nil: null }),
          arbitraryGuid(),
          arbRequest,
          ({ today, Now }, [Account, Transactions], Client, id, request) => {
            lawful(
              decideFundAccount(
                catalog,
                { Now, Account, Client, Transactions, NewIds: { TransactionId: id } },
                request,
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
          arbBalances,
          arbInstitution,
          arbitraryGuid(),
          arbRequest,
          ({ today, Now }, Account, Balances, Institution, id, request) => {
            const NewIds = { TransactionId: id };
            lawful(decideTransact(catalog, frozen({ Now, Account, Balances, NewIds }), frozen(request), today));
            lawful(
              decideInvestmentPurchase(
                catalog,
                frozen({ Now, Account, Balances, Institution, NewIds }),
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
          fc.option(arbTransaction(), { nil: null }),
          arbRequest,
          ({ today, Now }, Transaction, request) => {
            lawful(decideSettleDeposit(catalog, frozen({ Now, Transaction }), frozen(request), today));
          },
        ),
        run,
      );
    });

    it('operator writes', () => {
      const provider = fc.option(fc.record({ ProviderId: arbitraryGuid() }), { nil: null });
      fc.assert(
        fc.property(clock, provider, arbitraryGuid(), arbRequest, ({ today, Now }, Provider, id, request) => {
          lawful(decideCreateProvider(catalog, { Now, NewIds: { ProviderId: id } }, frozen(request), today));
          lawful(decideCreateInstitution(catalog, { Now, NewIds: { InstitutionId: id } }, frozen(request), today));
          lawful(
            decideIssueKey(
              catalog,
              { Now, Provider, NewKey: { KeyId: 'ak_1', Secret: 'x'.repeat(43) } },
              frozen(request),
              today,
            ),
          );
          lawful(
            decideRevokeKey(
              catalog,
              { Now, Key: Provider && { KeyId: 'ak_1', ProviderId: Provider.ProviderId, RevokedDate: null } },
              request,
              today,
            ),
          );
          lawful(decidePutContracts(catalog, { Now, Provider }, frozen(request), today));
          lawful(decidePutGates(catalog, { Now, Provider }, frozen(request), today));
        }),
        run,
      );
      const lists = fc.record(
        {
          AccountTypeCodes: fc.array(fc.constantFrom(...catalog.types.map((t) => t.Slug), 'PLE', 'x'), {
            maxLength: 5,
          }),
          SatisfiedGates: fc.array(fc.constantFrom(...catalog.types.map((t) => t.Slug), 'PLE'), { maxLength: 5 }),
          Name: fc.string(),
          Authorities: fc.array(fc.constantFrom(...catalog.authorities.map((a) => a.Name), 'Wizard'), { maxLength: 5 }),
          AssetScopes: fc.dictionary(
            fc.constantFrom('Bank', 'IrsNonbankCustodian', 'x'),
            fc.array(fc.constantFrom('StocksAndEtfs', 'Tulips')),
          ),
        },
        { requiredKeys: [] },
      );
      fc.assert(
        fc.property(clock, provider, arbitraryGuid(), lists, ({ today, Now }, Provider, id, request) => {
          lawful(decideCreateInstitution(catalog, { Now, NewIds: { InstitutionId: id } }, frozen(request), today));
          lawful(decidePutContracts(catalog, { Now, Provider }, frozen(request), today));
          lawful(decidePutGates(catalog, { Now, Provider }, frozen(request), today));
        }),
        run,
      );
    });
  },
);
