// Laws of the four movement decisions (design.md section 7): none throws on arbitrary bodies and
// well-typed facts; a refusal is only { ok, ErrorCode, Message, Errors } and changes nothing; a
// decision emits exactly one event and its entries sum to zero; and over random sequences of
// deposits, interest, transfers, rollovers, conversions and recharacterizations no money is
// created or destroyed: the ledger sums to zero, and each movement conserves the sum of its two
// accounts plus ExternalClearing.
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balancesFromEntries,
  decideRecharacterization,
  decideRollover,
  decideRothConversion,
  decideTransfer,
  ERROR_CODES,
  entriesBalance,
  type LedgerEntry,
  type MovementRecords,
  movementPostings,
  type StoredAccount,
  type StoredClient,
  type StoredTransaction,
} from '../../src/index.js';
import { arbitraryAmountMinor, arbitraryGuid, arbitraryJson, minorToDecimalString } from '../../src/testing/index.js';
import { arbAccount, arbBalances, arbClient, arbToday, arbTransaction, nowOn } from './arbitrary-facts.js';
import { catalog, guid } from './memory-host.js';
import { MovementHost } from './movement-host.js';

const FAILURE_KEYS = ['ErrorCode', 'Errors', 'Message', 'ok'];
const MOVEMENT_EVENTS = [
  'transfer.completed',
  'rollover.completed',
  'rothconversion.completed',
  'recharacterization.completed',
];

function lawful(outcome: unknown): void {
  const o = outcome as {
    ok: boolean;
    Entries: LedgerEntry[];
    Events: { EventType: string }[];
    ErrorCode?: string;
    Records: MovementRecords;
  };
  if (o.ok === false) {
    expect(Object.keys(o).sort()).toEqual(FAILURE_KEYS);
    expect(ERROR_CODES as readonly string[]).toContain(o.ErrorCode);
  } else {
    expect(entriesBalance(o.Entries)).toBe(true);
    // Per transaction too, and MovementsInTransit nets to zero in every movement.
    const halves = movementPostings(o.Records);
    expect(halves.flatMap((h) => h.Entries)).toEqual(o.Entries);
    for (const h of halves) expect(entriesBalance(h.Entries)).toBe(true);
    expect(balancesFromEntries(o.Entries).get('service:MovementsInTransit@USD') ?? '0').toBe('0');
    expect(o.Events).toHaveLength(1);
    expect(MOVEMENT_EVENTS).toContain(o.Events[0]?.EventType);
  }
}

const json = arbitraryJson(catalog);
const movementSlugs = catalog.types.filter((t) => t.MovementRules !== undefined).map((t) => t.Slug);
const amount = arbitraryAmountMinor({ max_minor: 2_000_000 }).map(minorToDecimalString);
const mostly = <T>(a: fc.Arbitrary<T>) => fc.oneof({ arbitrary: a, weight: 9 }, { arbitrary: json, weight: 1 });

/** Bodies that reach past the first field checks of every movement request. */
const arbBody = fc.record(
  {
    FromAccountId: mostly(arbitraryGuid()),
    ToAccountId: mostly(arbitraryGuid()),
    FromAccountTypeCode: fc.constantFrom(...movementSlugs, 'nope'),
    Amount: mostly(amount),
    Currency: mostly(fc.constantFrom('USD', 'EUR')),
    Kind: mostly(fc.constantFrom('Direct', 'Indirect')),
    DistributionDate: mostly(arbToday),
    SelfCertificationReason: fc.constantFrom('PostalError', 'Whim'),
    ContributionTransactionId: mostly(arbitraryGuid()),
    AdjustedOpeningBalance: mostly(amount),
    AdjustedClosingBalance: mostly(amount),
    Basis: fc.record({
      NondeductibleContributions: amount,
      PriorBasis: amount,
      YearEndValue: amount,
      Distributions: amount,
    }),
    ToBeneficiaryIsFamilyMember: fc.boolean(),
  },
  { requiredKeys: [] },
);

/** A side as a host would load it for the id the body names: the account, its owner, its balances. */
function sideFor(
  id: unknown,
  account: StoredAccount | null,
  client: StoredClient | null,
  balances: ReturnType<typeof arbBalances.generate>['value'] | undefined,
) {
  const found = typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id) && account !== null;
  const acc = found ? { ...account, AccountId: (id as string).toLowerCase() } : null;
  return {
    Account: acc,
    Client: acc !== null && client !== null ? { ...client, ClientId: acc.ClientId } : null,
    Balances: balances ?? { Settled: '0', Pending: '0', SettledCredits: '0', SettledDebits: '0' },
  };
}

const ids = {
  MovementId: guid(1),
  FromTransactionId: guid(2),
  ToTransactionId: guid(3),
  WithholdingTransactionId: guid(4),
};

describe('movement decisions never throw on arbitrary bodies and consistent facts, and obey the laws', () => {
  it('transfer, rollover, conversion and recharacterization', () => {
    fc.assert(
      fc.property(
        arbToday,
        arbBody,
        fc.option(arbAccount, { nil: null }),
        fc.option(arbAccount, { nil: null }),
        fc.option(arbClient, { nil: null }),
        arbBalances,
        arbBalances,
        fc.array(arbTransaction(), { maxLength: 6 }),
        fc.option(fc.constantFrom('0', '100', '999999'), { nil: null }),
        (today, body, a, b, client, ba, bb, txs, remaining) => {
          const Now = nowOn(today);
          const From = sideFor(body.FromAccountId, a, client, ba);
          const To = sideFor(body.ToAccountId, b, client, bb);
          const external = body.FromAccountTypeCode !== undefined;
          const History = txs.map((t) => ({
            Kind: 'IndirectRollover' as const,
            FromAccountTypeCode: 'traditional-ira',
            ToAccountTypeCode: 'roth-ira',
            DistributionDate: t.CreatedDate.slice(0, 10),
            Amount: t.Amount,
          }));
          lawful(decideTransfer(catalog, { Now, From, To, NewIds: ids }, body, today));
          lawful(
            decideRollover(
              catalog,
              {
                Now,
                From: external ? { ...From, Account: null, Client: null } : From,
                To,
                History,
                RequiredDistributionRemaining: remaining,
                NewIds: ids,
              },
              body,
              today,
            ),
          );
          lawful(
            decideRothConversion(
              catalog,
              { Now, From, To, History, RequiredDistributionRemaining: remaining, NewIds: ids },
              body,
              today,
            ),
          );
          const cid = body.ContributionTransactionId;
          const contribution: StoredTransaction | null =
            typeof cid === 'string' && /^[0-9a-f-]{36}$/i.test(cid) && txs[0] !== undefined
              ? { ...txs[0], TransactionId: cid.toLowerCase(), AccountId: From.Account?.AccountId ?? txs[0].AccountId }
              : null;
          const FromTransactions = [
            ...(contribution !== null ? [contribution] : []),
            ...txs.slice(1).map((t) => ({ ...t, AccountId: From.Account?.AccountId ?? t.AccountId })),
          ];
          lawful(
            decideRecharacterization(
              catalog,
              { Now, From, To, Contribution: contribution, FromTransactions, NewIds: ids },
              body,
              today,
            ),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Sequences over one owner's IRAs (and another owner's, and money from outside).

const SLUGS = ['traditional-ira', 'traditional-ira', 'roth-ira', 'sep-ira', 'simple-ira'] as const;
const acct = fc.nat(SLUGS.length); // the last index is the other owner's traditional IRA
/** Mostly the owner's traditional and SEP IRAs (indexes 0, 1, 3), which may exchange money. */
const traditional = fc.oneof({ arbitrary: fc.constantFrom(0, 1, 3), weight: 3 }, { arbitrary: acct, weight: 1 });
const amt = arbitraryAmountMinor({ max_minor: 400_000 }).map(minorToDecimalString);
const op = fc.oneof(
  fc.record({ op: fc.constant('fund' as const), to: acct, amount: amt }),
  fc.record({ op: fc.constant('interest' as const), to: acct, amount: amt }),
  fc.record({ op: fc.constant('transfer' as const), from: traditional, to: traditional, amount: amt }),
  fc.record({
    op: fc.constant('indirect' as const),
    from: acct,
    to: acct,
    amount: amt,
    daysAgo: fc.integer({ min: 0, max: 70 }),
  }),
  fc.record({ op: fc.constant('external' as const), to: acct, amount: amt }),
  fc.record({
    op: fc.constant('convert' as const),
    from: traditional,
    to: fc.oneof({ arbitrary: fc.constant(2), weight: 3 }, { arbitrary: acct, weight: 1 }),
    amount: amt,
    withhold: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
  }),
  fc.record({
    op: fc.constant('rechar' as const),
    from: acct,
    to: acct,
    pick: fc.nat(20),
    share: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({ op: fc.constant('days' as const), n: fc.integer({ min: 1, max: 200 }) }),
);

type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
const RECHARACTERIZED_DEPOSIT: Op[] = [
  { op: 'fund', to: 0, amount: '1000.00' },
  { op: 'rechar', from: 0, to: 2, pick: 0, share: 50 },
];
/** A conversion with withholding: part of the money leaves for FederalWithholdingPayable. */
const WITHHELD_CONVERSION: Op[] = [
  { op: 'fund', to: 0, amount: '1000.00' },
  { op: 'convert', from: 0, to: 2, amount: '900.00', withhold: 10 },
];

function plusDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** ExternalClearing and FederalWithholdingPayable: the money that left the owner's accounts. */
function clearing(entries: readonly LedgerEntry[]): Decimal {
  const b = balancesFromEntries(entries);
  return new Decimal(b.get('service:ExternalClearing@USD') ?? '0').plus(
    b.get('service:FederalWithholdingPayable@USD') ?? '0',
  );
}

describe('no sequence of movements creates or destroys money; a refusal changes nothing', () => {
  it('random sequences over five IRAs of one owner and one of another', () => {
    const accepted = new Map<string, number>();
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 25 }), (ops) => {
        const m = MovementHost.start('2025-01-15');
        const other = m.addClient();
        const accounts = SLUGS.map((s) => m.open(s));
        accounts.push(m.open('traditional-ira', undefined, other));
        m.fund(accounts[4]!, '1000', { ContributionSource: 'Employer', TaxYear: 2025 });
        const contributions: { id: string; account: string }[] = [];
        for (const o of ops) {
          const before = {
            entries: m.host.entries.length,
            transactions: m.host.transactions.length,
            events: m.host.events.length,
            movements: m.movements.length,
            clearing: clearing(m.host.entries),
          };
          const sumOf = (ids: string[]) =>
            [...new Set(ids)].reduce((s, id) => s.plus(m.host.balances(id).Settled), new Decimal(0));
          let outcome: { ok: boolean } | undefined;
          let pair: string[] = [];
          const id = (i: number) => accounts[i % accounts.length]!;
          if (o.op === 'days') m.today = plusDays(m.today, o.n);
          else if (o.op === 'fund') {
            const d = m.host.fund(id(o.to), {
              Amount: o.amount,
              Currency: 'USD',
              PaymentMethodType: 'Wire',
              TaxYear: Number(m.today.slice(0, 4)),
            });
            if (d.ok) contributions.push({ id: d.Result.TransactionId, account: id(o.to) });
          } else if (o.op === 'interest')
            m.host.transact(id(o.to), { EntryType: 'Interest', Amount: o.amount, Currency: 'USD' });
          else {
            const base = { Currency: 'USD' };
            let run: () => { ok: boolean };
            if (o.op === 'transfer') {
              pair = [id(o.from), id(o.to)];
              run = () => m.transfer({ ...base, FromAccountId: pair[0], ToAccountId: pair[1], Amount: o.amount });
            } else if (o.op === 'indirect') {
              pair = [id(o.to)];
              run = () =>
                m.rollover({
                  ...base,
                  FromAccountId: id(o.from),
                  ToAccountId: id(o.to),
                  Amount: o.amount,
                  Kind: 'Indirect',
                  DistributionDate: plusDays(m.today, -o.daysAgo),
                });
            } else if (o.op === 'external') {
              pair = [id(o.to)];
              run = () =>
                m.rollover({
                  ...base,
                  FromAccountTypeCode: 'employee-stock-ownership-plan',
                  ToAccountId: id(o.to),
                  Amount: o.amount,
                  Kind: 'Direct',
                });
            } else if (o.op === 'convert') {
              pair = [id(o.from), id(o.to)];
              const withhold = o.withhold === undefined ? {} : { FederalWithholdingPercent: o.withhold };
              run = () =>
                m.convert({ ...base, FromAccountId: pair[0], ToAccountId: pair[1], Amount: o.amount, ...withhold });
            } else {
              const c = contributions[o.pick % Math.max(1, contributions.length)];
              if (c === undefined) continue;
              const t = m.host.transactions.find((x) => x.TransactionId === c.id)!;
              const part = new Decimal(t.Amount).times(o.share).div(100).toDecimalPlaces(2, Decimal.ROUND_DOWN);
              pair = [c.account, id(o.to)];
              run = () =>
                m.recharacterize({
                  ...base,
                  FromAccountId: c.account,
                  ToAccountId: id(o.to),
                  ContributionTransactionId: c.id,
                  Amount: part.gt(0) ? part.toFixed() : '0.01',
                });
            }
            const sumBefore = sumOf(pair).plus(before.clearing);
            outcome = run();
            if (outcome.ok) {
              accepted.set(o.op, (accepted.get(o.op) ?? 0) + 1);
              lawful(outcome);
              expect(m.host.events.length).toBe(before.events + 1);
              expect(m.movements.length).toBe(before.movements + 1);
              // Money is conserved: the accounts it moved between plus ExternalClearing.
              const sumAfter = sumOf(pair).plus(clearing(m.host.entries));
              // The sending account of an indirect rollover is not debited, so it is not in `pair`.
              expect(sumAfter.toFixed()).toBe(sumBefore.toFixed());
            } else {
              lawful(outcome);
              expect(m.host.entries.length).toBe(before.entries);
              expect(m.host.transactions.length).toBe(before.transactions);
              expect(m.host.events.length).toBe(before.events);
              expect(m.movements.length).toBe(before.movements);
            }
          }
          // The whole ledger sums to zero, and every client balance plus clearing is zero.
          expect(entriesBalance(m.host.entries)).toBe(true);
          const clients = [...m.host.accounts.keys()].reduce(
            (s, k) => s.plus(m.host.balances(k).Settled).plus(m.host.balances(k).Pending),
            new Decimal(0),
          );
          expect(clients.plus(clearing(m.host.entries)).isZero()).toBe(true);
          for (const a of accounts) expect(new Decimal(m.host.balances(a).Settled).gte(0)).toBe(true);
        }
      }),
      // One fixed sequence first: a recharacterization's acceptance needs a contribution made earlier in the
      // same sequence, which random sequences reach only most of the time.
      { numRuns: 120, examples: [[RECHARACTERIZED_DEPOSIT], [WITHHELD_CONVERSION]] },
    );
    // The sequences reach every kind of movement, not only refusals.
    expect([...accepted.keys()].sort()).toEqual(['convert', 'external', 'indirect', 'rechar', 'transfer']);
  });
});
