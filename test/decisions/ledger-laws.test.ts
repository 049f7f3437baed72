import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountBalancesFromEntries,
  balanceKey,
  balancesFromEntries,
  clientAccount,
  entriesBalance,
  entrySums,
} from '../../src/index.js';
import { arbitraryAmountMinor, minorToDecimalString } from '../../src/testing/index.js';
import {
  ALL_AUTHORITIES,
  catalog,
  EMPLOYER_ID,
  hostWithClient,
  type MemoryHost,
  openAccount,
  PLESA_FIELDS,
} from './memory-host.js';

const INST = { InstitutionId: ALL_AUTHORITIES.InstitutionId };
const TODAY = '2026-08-03';
const fsa = { EmployerId: EMPLOYER_ID, PlanYear: 2026, AnnualElection: '1200' };
const checking = { ...INST, ProductType: 'Checking', AnnualPercentageYield: 0.1 };

/** Account types across every nature that moves money, each with the fund fields it takes. */
const SCENARIOS = [
  { slug: 'sep-ira', fields: INST, fund: {} },
  { slug: 'roth-ira', fields: INST, fund: {} },
  { slug: 'demand-deposit-checking', fields: { ...checking, OverdraftPermitted: true }, fund: {} },
  { slug: 'demand-deposit-checking', fields: { ...checking, OverdraftPermitted: false }, fund: {} },
  { slug: 'health-care-fsa', fields: { ...fsa, UniformCoverage: 'Applies' }, fund: { PlanYear: 2026 } },
  { slug: 'dependent-care-fsa', fields: { ...fsa, UniformCoverage: 'DoesNotApply' }, fund: { PlanYear: 2026 } },
  { slug: 'emergency-savings-plesa', fields: PLESA_FIELDS, fund: { PlanYear: 2026 } },
  {
    slug: 'trump-account',
    fields: { ...INST, BeneficiaryDateOfBirth: '2015-05-01', AccountOrigin: 'Initial' },
    fund: { ContributionSource: 'Participant' },
  },
] as const;

const amount = arbitraryAmountMinor({ max_minor: 300_000 }).map((m) => minorToDecimalString(m));
const op = fc.oneof(
  {
    arbitrary: fc.record({
      op: fc.constant('fund'),
      account: fc.nat(1),
      amount,
      method: fc.constantFrom('Wire', 'ACH', 'ECheck', 'Card'),
    }),
    weight: 4,
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('transact'),
      account: fc.nat(1),
      amount,
      entryType: fc.constantFrom('Fee', 'Distribution', 'Withdrawal', 'Reimbursement', 'Interest', 'Adjustment'),
      negative: fc.boolean(),
    }),
  },
  {
    arbitrary: fc.record({
      op: fc.constant('invest'),
      account: fc.nat(1),
      amount,
      assetClass: fc.constantFrom('StocksAndEtfs', 'CashAndMoneyMarket'),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ op: fc.constant('settle'), pick: fc.nat(40) }), weight: 2 },
  {
    arbitrary: fc.record({
      op: fc.constant('status'),
      account: fc.nat(1),
      status: fc.constantFrom('Active', 'Restricted', 'Frozen'),
    }),
    weight: 1,
  },
);
const scenario = fc.record({
  accounts: fc.tuple(fc.nat(SCENARIOS.length - 1), fc.nat(SCENARIOS.length - 1)),
  ops: fc.array(op, { minLength: 8, maxLength: 40, size: 'medium' }),
});

type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

function step(host: MemoryHost, ids: readonly string[], funds: readonly Record<string, unknown>[], o: Op) {
  if (o.op === 'settle') {
    const pending = host.transactions.filter((t) => t.Status === 'Pending');
    const t = pending[o.pick % Math.max(1, pending.length)];
    return t === undefined ? undefined : host.settle(t.TransactionId);
  }
  const id = ids[o.account]!;
  if (o.op === 'fund')
    return host.fund(id, { Amount: o.amount, Currency: 'USD', PaymentMethodType: o.method, ...funds[o.account] });
  if (o.op === 'invest') return host.invest(id, { AssetClass: o.assetClass, Amount: o.amount, Currency: 'USD' });
  if (o.op === 'status') return host.updateAccount(id, { AccountStatus: o.status });
  const signed = o.entryType === 'Adjustment' && o.negative ? `-${o.amount}` : o.amount;
  return host.transact(id, { EntryType: o.entryType, Amount: signed, Currency: 'USD' });
}

function snapshot(host: MemoryHost): string {
  return JSON.stringify([host.entries.length, host.events.length, host.transactions, [...host.accounts.values()]]);
}

describe('ledger laws over sequences of decisions applied by an in-memory host (design.md section 7)', () => {
  it(
    'every decision balances; a refusal changes nothing; every balance stays the sum of its entries; the ' +
      'ledger sums to zero',
    () => {
      fc.assert(
        fc.property(scenario, ({ accounts, ops }) => {
          const { host, clientId } = hostWithClient(TODAY, '1985-01-01');
          const picked = accounts.map((i) => SCENARIOS[i]!);
          const ids = picked.map((s) => openAccount(host, clientId, s.slug, s.fields));
          const funds = picked.map((s) => s.fund as Record<string, unknown>);
          const running = new Map<string, Decimal>();
          for (const o of ops) {
            const before = snapshot(host);
            const d = step(host, ids, funds, o);
            if (d === undefined) continue;
            if (!d.ok) {
              expect(snapshot(host)).toBe(before);
              continue;
            }
            expect(entriesBalance(d.Entries)).toBe(true);
            for (const e of d.Entries) {
              const k = balanceKey(e.Account, e.Currency);
              running.set(k, (running.get(k) ?? new Decimal(0)).plus(e.Amount));
            }
            // The incrementally kept balances equal the one definition over the whole ledger.
            const summed = balancesFromEntries(host.entries);
            expect(new Map([...running].map(([k, v]) => [k, v.toFixed()]))).toEqual(summed);
            for (const sum of entrySums(host.entries).values()) expect(sum).toBe('0');
          }
          picked.forEach((s, i) => {
            const b = accountBalancesFromEntries(ids[i]!, host.entries);
            const settled = running.get(balanceKey(clientAccount(ids[i]!, 'Settled'), 'USD')) ?? new Decimal(0);
            expect(b.Settled).toBe(settled.toFixed());
            expect(new Decimal(b.Pending).isNegative()).toBe(false);
            // Only a deposit account with overdraft, or a uniform-coverage FSA paid ahead of its
            // contributions, may hold a negative settled balance.
            const nature = catalog.typeBySlug.get(s.slug)!.Nature;
            const mayGoNegative =
              (nature === 'DepositLiability' &&
                s.fields !== undefined &&
                'OverdraftPermitted' in s.fields &&
                s.fields.OverdraftPermitted) ||
              s.slug === 'health-care-fsa';
            if (!mayGoNegative) expect(new Decimal(b.Settled).isNegative()).toBe(false);
          });
        }),
        { numRuns: 120 },
      );
    },
  );
});
