import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DISTRIBUTION_REASONS,
  decideWithdrawal,
  ERROR_CODES,
  entriesBalance,
  type LedgerEntry,
  WITHDRAWAL_EXCEPTIONS,
} from '../../src/index.js';
import { arbitraryGuid } from '../../src/testing/index.js';
import {
  arbAccount,
  arbAmount,
  arbBalances,
  arbClient,
  arbToday,
  arbTransaction,
  nowOn,
} from '../decisions/arbitrary-facts.js';
import { catalog } from '../decisions/memory-host.js';
import { expectOk, INST, openAccount, withdrawalHost } from './withdrawal-host.js';

// Laws of decideWithdrawal (design.md section 7): it never throws on any request; a refusal is
// exactly { ok, ErrorCode, Message, Errors } and carries nothing to apply; a decision's entries
// sum to zero, take gross + fee from the client and pay net + withholding + fee to the service
// accounts, and it emits exactly one withdrawal.posted.

const FAILURE_KEYS = ['ErrorCode', 'Errors', 'Message', 'ok'];

const arbWithdrawalBody: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record(
      {
        Amount: fc.oneof(arbAmount, fc.double(), fc.constant('-1')),
        Currency: fc.constantFrom('USD', 'EUR'),
        DistributionReason: fc.constantFrom(...DISTRIBUTION_REASONS),
        ExceptionClaimed: fc.constantFrom(...WITHDRAWAL_EXCEPTIONS),
        FederalWithholdingPercent: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constant('12.5'), fc.constant(150)),
        StateWithholdingPercent: fc.integer({ min: 0, max: 10 }),
        StateWithholdingAmount: fc.constantFrom(0, 5, '1.25'),
        ExpenseDate: fc.constantFrom('2026-02-01', '2030-01-01', 'x'),
        ExpenseSubstantiated: fc.boolean(),
        SubAccount: fc.constantFrom('Transit', 'Parking'),
        QualifiedExpenseAmount: fc.constantFrom(0, 100, '2500.5'),
        NetIncomeAttributable: fc.constantFrom(-5, 0, 12.34),
        ExcessContributionDepositDate: fc.constantFrom('2026-01-02', '2019-01-01'),
        RecharacterizedContributionYear: fc.integer({ min: 2020, max: 2040 }),
        ProviderReferenceId: fc.constant('ref-1'),
      },
      { requiredKeys: ['Amount', 'Currency'] },
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue() },
);

const PRESETS: Readonly<Record<string, Record<string, unknown>>> = {
  'traditional-ira': {},
  'roth-ira': {},
  'sep-ira': {},
  'simple-ira': {},
  'irrevocable-trust': {},
  'employee-stock-ownership-plan': { PlanId: '00000000-0000-4000-8000-000000000003' },
  'emergency-savings-plesa': { PlanId: '00000000-0000-4000-8000-000000000003', IsNonHighlyCompensated: true },
  'inherited-traditional-ira': {
    DecedentDateOfDeath: '2023-05-10',
    DecedentDiedOnOrAfterRbd: true,
    BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
    BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
  },
  'health-care-fsa': { PlanYear: 2026, AnnualElection: '2400', UniformCoverage: 'Applies' },
  'dependent-care-fsa': { PlanYear: 2026, AnnualElection: '5000', UniformCoverage: 'DoesNotApply' },
  'health-reimbursement-arrangement': { PlanYear: 2026, AnnualElection: '1500', UniformCoverage: 'DoesNotApply' },
  'commuter-benefits': { PlanYear: 2026, AnnualElection: '3000', UniformCoverage: 'DoesNotApply' },
  'lifestyle-spending-account': { PlanYear: 2026, AnnualElection: '900', UniformCoverage: 'DoesNotApply' },
  'demand-deposit-checking': { ProductType: 'Checking', OverdraftPermitted: true, AnnualPercentageYield: '0.1' },
  'time-deposit-certificate': { ProductType: 'TimeDeposit', OverdraftPermitted: false, AnnualPercentageYield: '4' },
  'coverdell-esa': { BeneficiaryDateOfBirth: '2010-04-01' },
  'health-savings-account': { CoverageTier: 'SelfOnly', HighDeductiblePlanStartDate: '2026-01-01' },
  'trump-account': { BeneficiaryDateOfBirth: '2005-01-01', AccountOrigin: 'Initial' },
};

/** Accounts as a host stores them, Active, well funded: most requests on them decide. */
const arbPlausible = fc
  .record({
    account: fc.record({
      AccountId: arbitraryGuid(),
      ClientId: arbitraryGuid(),
      AccountTypeCode: fc.constantFrom(...Object.keys(PRESETS)),
      AccountStatus: fc.constant('Active'),
      Phase: fc.constant('Standard'),
      Currency: fc.constant('USD'),
      InstitutionId: fc.constant(null),
      Attributes: fc.constant({}),
    }),
    client: arbClient.map((c) => ({ ...c, Contact: { ...c.Contact, DateOfBirth: '1960-01-01' } })),
    balances: fc.constant({ Settled: '100000', Pending: '0', SettledCredits: '100000', SettledDebits: '0' }),
    today: fc.constantFrom('2026-03-02', '2026-11-30', '2027-02-01'),
  })
  .map((p) => ({ ...p, account: { ...p.account, Attributes: PRESETS[p.account.AccountTypeCode]! } }));

const arbPlausibleBody = fc.record(
  {
    Amount: fc.integer({ min: 1, max: 2000_00 }).map((c) => (c / 100).toFixed(2)),
    Currency: fc.constant('USD'),
    DistributionReason: fc.constantFrom(
      'Normal',
      'Early',
      'Disability',
      'Death',
      'Rmd',
      'Reimbursement',
      'QualifiedEducation',
      'RothConversion',
    ),
    FederalWithholdingPercent: fc.integer({ min: 0, max: 100 }),
    StateWithholdingPercent: fc.integer({ min: 0, max: 10 }),
    ExpenseDate: fc.constant('2026-02-10'),
    ExpenseSubstantiated: fc.constant(true),
    SubAccount: fc.constantFrom('Transit', 'Parking'),
    QualifiedExpenseAmount: fc.constantFrom(0, 100, '2500.5'),
  },
  { requiredKeys: ['Amount', 'Currency', 'DistributionReason'] },
);

function sumFor(entries: readonly LedgerEntry[], pick: (e: LedgerEntry) => boolean): number {
  return entries.filter(pick).reduce((s, e) => s + Math.round(Number(e.Amount) * 100), 0);
}

describe('decideWithdrawal laws', () => {
  it('never throws; refusals carry nothing; decisions balance and pay out exactly gross + fee', () => {
    let decided = 0;
    fc.assert(
      fc.property(
        fc.oneof(
          {
            weight: 1,
            arbitrary: fc.record({ account: arbAccount, client: arbClient, balances: arbBalances, today: arbToday }),
          },
          { weight: 3, arbitrary: arbPlausible },
        ),
        fc.array(arbTransaction(), { maxLength: 5 }),
        fc.oneof({ weight: 1, arbitrary: arbWithdrawalBody }, { weight: 3, arbitrary: arbPlausibleBody }),
        arbitraryGuid(),
        ({ account, client, balances, today }, txs, body, id) => {
          const facts = {
            Now: nowOn(today),
            Account: account,
            Client: client,
            Balances: balances,
            Transactions: txs.map((t) => ({ ...t, AccountId: account.AccountId })),
            NewIds: { TransactionId: id },
          };
          const d = decideWithdrawal(catalog, facts, body, today);
          if (!d.ok) {
            expect(Object.keys(d).sort()).toEqual(FAILURE_KEYS);
            expect(ERROR_CODES as readonly string[]).toContain(d.ErrorCode);
            return;
          }
          decided++;
          expect(entriesBalance(d.Entries)).toBe(true);
          const w = d.Records.Withdrawal;
          const cents = (s: string) => Math.round(Number(s) * 100);
          const isClient = (e: LedgerEntry) => e.Account.Kind === 'Client';
          expect(-sumFor(d.Entries, isClient)).toBe(cents(w.GrossAmount) + cents(w.Fee));
          expect(cents(w.NetAmount) + cents(w.FederalWithheld) + cents(w.StateWithheld)).toBe(cents(w.GrossAmount));
          const svc = (name: string) => (e: LedgerEntry) => e.Account.Kind === 'Service' && e.Account.Name === name;
          expect(sumFor(d.Entries, svc('FederalWithholdingPayable'))).toBe(cents(w.FederalWithheld));
          expect(sumFor(d.Entries, svc('StateWithholdingPayable'))).toBe(cents(w.StateWithheld));
          expect(sumFor(d.Entries, svc('FeesEarned'))).toBe(cents(w.Fee));
          expect(d.Events.map((e) => e.EventType)).toEqual(['withdrawal.posted']);
          expect(d.Events[0]!.Data['TransactionId']).toBe(id);
        },
      ),
      { numRuns: 400 },
    );
    expect(decided).toBeGreaterThan(40);
  });

  it(
    'over random sequences on one IRA, a refused withdrawal changes nothing and every balance is the sum of ' +
      'its entries',
    () => {
      fc.assert(
        fc.property(
          fc.array(
            fc.record({
              amount: fc.integer({ min: 1, max: 3000_00 }).map((c) => (c / 100).toFixed(2)),
              reason: fc.constantFrom('Normal', 'Early', 'Disability', 'RothConversion', 'Rmd'),
              election: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
            }),
            { maxLength: 12 },
          ),
          (steps) => {
            const { host, clientId } = withdrawalHost('2026-03-02');
            const id = openAccount(host, clientId, 'traditional-ira', INST);
            expectOk(
              host.fund(id, {
                Amount: 5000,
                Currency: 'USD',
                PaymentMethodType: 'Wire',
                ContributionSource: 'Rollover',
              }),
            );
            for (const s of steps) {
              const before = host.entries.length;
              const balance = host.balances(id).Settled;
              const d = host.withdraw(id, {
                Amount: s.amount,
                Currency: 'USD',
                DistributionReason: s.reason,
                ...(s.election !== undefined ? { FederalWithholdingPercent: s.election } : {}),
              });
              if (!d.ok) {
                expect(host.entries.length).toBe(before);
                expect(host.balances(id).Settled).toBe(balance);
                expect(d.ErrorCode).toBe('InsufficientFunds');
              }
              expect(Number(host.balances(id).Settled)).toBeGreaterThanOrEqual(0);
            }
            expect(entriesBalance(host.entries)).toBe(true);
            expect(host.events.filter((e) => e.EventType === 'withdrawal.posted')).toHaveLength(host.details.size);
          },
        ),
        { numRuns: 60 },
      );
    },
  );
});
