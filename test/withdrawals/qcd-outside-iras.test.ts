import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DecisionFactsError,
  type DistributionTreatmentQuery,
  defaultCatalog,
  distributionTreatment,
  type StoredOwnerYear,
} from '../../src/index.js';
import { expectOk, INST, openAccount, withdrawalHost } from './withdrawal-host.js';

// QCDs the owner made from IRAs at other custodians count toward the same limit: 26 U.S.C.
// 408(d)(8)(A) excludes "so much of the aggregate amount of qualified charitable distributions with
// respect to a taxpayer made during any taxable year" as does not exceed the limit (108,000 for 2025,
// 111,000 for 2026, catalog qualified_charitable_distribution_annual_limit), from whatever IRA and
// whoever its trustee. The host does not see those IRAs: the owner states the year's total as the
// owner tax-year fact OtherQualifiedCharitableDistributions (PUT /v1/clients/{ClientId}/tax-years/
// {TaxYear}), which decideWithdrawal reads from WithdrawalFacts.OwnerYears for a QCD;
// docs/decisions/44-qcd-other-iras.md.

const QCD = 'QualifiedCharitableDistribution' as const;
/** Born 1950-01-15: 75 in 2025. */
const OLDER = '1950-01-15';
const FACT = 'OtherQualifiedCharitableDistributions';
const SOURCE = '26 U.S.C. 408(d)(8)(A)';

function treat(q: { readonly [K in keyof DistributionTreatmentQuery]?: DistributionTreatmentQuery[K] | undefined }) {
  return distributionTreatment(defaultCatalog, {
    AccountTypeCode: 'traditional-ira',
    DistributionReason: QCD,
    DistributionDate: '2025-09-01',
    Amount: '5000',
    OwnerDateOfBirth: OLDER,
    PriorQualifiedCharitableDistributions: '0',
    OtherIraQualifiedCharitableDistributions: '0',
    ...q,
  } as DistributionTreatmentQuery);
}

const qcd = (Amount: number | string) => ({ Amount, Currency: 'USD', DistributionReason: QCD });

/** The owner's stated year with only the outside QCDs. */
const stated = (ClientId: string, TaxYear: number, v?: string | number): StoredOwnerYear => ({
  ClientId,
  TaxYear,
  Facts: v === undefined ? {} : { OtherQualifiedCharitableDistributions: v },
  UpdatedDate: '2025-01-02T00:00:00.000Z',
});

/** One owner (75 in 2025) with one funded traditional IRA. */
function oneIra(today = '2025-09-01') {
  const { host, clientId } = withdrawalHost(today, OLDER);
  const id = openAccount(host, clientId, 'traditional-ira', INST);
  host.deposit(id, { Amount: 200_000, ContributionSource: 'Rollover' });
  return { host, clientId, id };
}

describe('distributionTreatment: OtherQualifiedCharitableDistributions (408(d)(8)(A): IRAs outside the host)', () => {
  it('2025: 30,000 here, 28,000 in the owner’s other IRAs here and 50,000 outside use the 108,000', () => {
    const q = {
      PriorQualifiedCharitableDistributions: '30000',
      OtherIraQualifiedCharitableDistributions: '28000',
      OtherQualifiedCharitableDistributions: '50000',
    };
    const over = treat({ ...q, Amount: '0.01' });
    expect(!over.ok && over.Errors[0]).toMatchObject({ FieldName: 'Amount', ErrorCode: 'AboveAnnualLimit' });
    expect(!over.ok && over.Message).toContain("50000 stated from the owner's IRAs outside this host): at most 0");
    const ok = treat({ ...q, OtherQualifiedCharitableDistributions: '42000', Amount: '8000' });
    expect(ok.ok && ok.Unchecked).not.toContain(FACT);
    const limit = ok.ok ? ok.Reasons.find((r) => r.Rule === 'QcdAnnualLimit') : undefined;
    expect(limit?.Message).toContain("108000 of the owner's QCDs in 2025 with this one");
    expect(limit?.Message).toContain("42000 stated from the owner's IRAs outside this host");
    expect(limit?.Message).not.toContain('were not stated');
  });

  it('not given: the answer is as before, the fact is in Unchecked and the limit reason says so', () => {
    const r = treat({ Amount: '108000' });
    expect(r.ok && r.Unchecked).toContain(FACT);
    const limit = r.ok ? r.Reasons.find((x) => x.Rule === 'QcdAnnualLimit') : undefined;
    expect(limit?.Message).toContain("QCDs from the owner's IRAs outside this host were not stated");
    expect(treat({ Amount: '108000.01' }).ok).toBe(false);
    expect(treat({ Amount: '108000', OtherQualifiedCharitableDistributions: 0 }).ok).toBe(true);
  });

  it('a value that is not an amount is a field error on OtherQualifiedCharitableDistributions', () => {
    for (const bad of ['-1', 'x', '1.001'] as const) {
      const r = treat({ OtherQualifiedCharitableDistributions: bad });
      expect(!r.ok && r.Errors[0]).toMatchObject({ FieldName: FACT });
    }
  });
});

describe('decideWithdrawal reads the owner’s stated year for a QCD (WithdrawalFacts.OwnerYears)', () => {
  it('100,000 stated outside for 2025: 8,000.01 is refused and 8,000 accepted (108,000)', () => {
    const { host, clientId, id } = oneIra();
    const OwnerYears = [stated(clientId, 2024, '108000'), stated(clientId, 2025, '100000')];
    const over = host.withdraw(id, qcd('8000.01'), { OtherIraQualifiedCharitableDistributions: [], OwnerYears });
    expect(!over.ok && over.Errors[0]).toMatchObject({ FieldName: 'Amount', ErrorCode: 'AboveAnnualLimit' });
    expect(!over.ok && over.Message).toContain(
      "0 from the owner's other IRAs; 100000 stated from the owner's IRAs outside this host): at most 8000",
    );
    const d = expectOk(host.withdraw(id, qcd(8000), { OtherIraQualifiedCharitableDistributions: [], OwnerYears }));
    expect(d.Result.DistributionCode).toBe('Y7');
    expect(d.Unchecked).not.toContain(FACT);
    const agg = d.Reasons.find((r) => r.Rule === 'QcdAggregation');
    expect(agg?.Message).toContain("0 from 0 of the owner's other IRAs here (0)");
    expect(agg?.Message).toContain("100000 stated for 2025 from the owner's IRAs outside this host");
    expect(agg?.Source).toContain(SOURCE);
    const limit = d.Reasons.find((r) => r.Rule === 'QcdAnnualLimit');
    expect(limit?.Message).toContain("108000 of the owner's QCDs in 2025 with this one");
  });

  it('the other IRAs here and outside add up: 50,000 in another IRA here and 50,000 outside leave 8,000', () => {
    const { host, clientId } = withdrawalHost('2025-03-03', OLDER);
    const first = openAccount(host, clientId, 'traditional-ira', INST);
    const second = openAccount(host, clientId, 'traditional-ira', INST);
    for (const a of [first, second]) host.deposit(a, { Amount: 200_000, ContributionSource: 'Rollover' });
    const OwnerYears = [stated(clientId, 2025, 50_000)];
    expectOk(host.withdraw(first, qcd(50_000), { OtherIraQualifiedCharitableDistributions: [], OwnerYears }));
    const others = [...host.details.values()].filter((x) => x.AccountId === first);
    const facts = { OtherIraQualifiedCharitableDistributions: others, OwnerYears };
    expect(host.withdraw(second, qcd('8000.01'), facts).ok).toBe(false);
    const d = expectOk(host.withdraw(second, qcd(8000), facts));
    expect(d.Reasons.find((r) => r.Rule === 'QcdAggregation')?.Message).toContain(
      "1 from 1 of the owner's other IRAs here (50000); 50000 stated for 2025",
    );
  });

  it('not stated (no OwnerYears, another year only, or the year without the fact): as before, in Unchecked', () => {
    for (const OwnerYears of [undefined, [] as StoredOwnerYear[], 'other', 'bare'] as const) {
      const { host, clientId, id } = oneIra();
      const years =
        OwnerYears === 'other'
          ? [stated(clientId, 2024, '108000'), stated(clientId, 2026, '111000')]
          : OwnerYears === 'bare'
            ? [stated(clientId, 2025)]
            : OwnerYears;
      const d = expectOk(
        host.withdraw(id, qcd(108_000), {
          OtherIraQualifiedCharitableDistributions: [],
          ...(years !== undefined ? { OwnerYears: years } : {}),
        }),
      );
      expect(d.Unchecked).toContain(FACT);
      expect(d.Reasons.find((r) => r.Rule === 'QcdAggregation')?.Message).toContain(
        "QCDs from the owner's IRAs outside this host were not stated",
      );
    }
  });

  it('only a QCD reads it: a Normal distribution is not limited and does not name the fact', () => {
    const { host, clientId, id } = oneIra();
    const d = expectOk(
      host.withdraw(
        id,
        { Amount: 1000, Currency: 'USD', DistributionReason: 'Normal' },
        {
          OwnerYears: [stated(clientId, 2025, '999999999999999')],
        },
      ),
    );
    expect(d.Unchecked).not.toContain(FACT);
    expect(d.Reasons.map((r) => r.Rule)).not.toContain('QcdAggregation');
  });

  it('a stated amount above the largest amount is above every limit; a fraction of a cent counts as a cent', () => {
    const { host, clientId, id } = oneIra();
    const huge = host.withdraw(id, qcd('0.01'), { OwnerYears: [stated(clientId, 2025, 1e15)] });
    expect(!huge.ok && huge.Errors[0]).toMatchObject({ ErrorCode: 'AboveAnnualLimit' });
    const cent = host.withdraw(id, qcd(108_000), { OwnerYears: [stated(clientId, 2025, 0.001)] });
    expect(!cent.ok && cent.Message).toContain('at most 107999.99');
  });

  it('a stated year of another client, or a value that is not an amount, is a host fault: DecisionFactsError', () => {
    const { host, clientId, id } = oneIra();
    const stranger = '00000000-0000-4000-8000-00000000c001';
    expect(() => host.withdraw(id, qcd(1000), { OwnerYears: [stated(stranger, 2025, '0')] })).toThrow(
      DecisionFactsError,
    );
    for (const bad of ['-1', 'x', -1, Number.NaN])
      expect(() => host.withdraw(id, qcd(1000), { OwnerYears: [stated(clientId, 2025, bad)] })).toThrow(
        DecisionFactsError,
      );
  });
});

describe('properties', () => {
  const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => new Decimal(c).div(100).toFixed(2));

  it('distributionTreatment: the room is the limit less every part; stating more outside never allows more', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('2006-06-01', '2024-03-01', '2025-09-01', '2026-01-05'),
        cents(12_000_000).filter((a) => Number(a) > 0),
        cents(6_000_000),
        cents(6_000_000),
        cents(12_000_000),
        cents(12_000_000),
        (on, amount, prior, others, outside, more) => {
          const at = (o: string | undefined) =>
            treat({
              DistributionDate: on,
              OwnerDateOfBirth: '1930-01-01',
              Amount: amount,
              PriorQualifiedCharitableDistributions: prior,
              OtherIraQualifiedCharitableDistributions: others,
              OtherQualifiedCharitableDistributions: o,
            });
          const limit = new Decimal(on < '2024' ? 100_000 : on < '2025' ? 105_000 : on < '2026' ? 108_000 : 111_000);
          const base = at(outside);
          expect(base.ok).toBe(new Decimal(amount).plus(prior).plus(others).plus(outside).lte(limit));
          if (!base.ok) expect(base.Errors[0]?.ErrorCode).toBe('AboveAnnualLimit');
          if (at(new Decimal(outside).plus(more).toFixed(2)).ok) expect(base.ok).toBe(true);
          // Not stated is decided as stated zero (and named in Unchecked).
          expect(at(undefined).ok).toBe(at('0').ok);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('decideWithdrawal: stating more outside for the year never turns a refusal into an acceptance', () => {
    fc.assert(
      fc.property(
        cents(12_000_000),
        cents(12_000_000),
        cents(12_000_000).filter((a) => Number(a) > 0),
        fc.constantFrom(2024, 2025, 2026),
        (outside, more, amount, otherYear) => {
          const allowed = (v: string | undefined) => {
            const { host, clientId, id } = oneIra('2025-06-02');
            const years = [
              stated(clientId, otherYear, '108000'),
              ...(v === undefined ? [] : [stated(clientId, 2025, v)]),
            ];
            // The same year stated twice is not a host's; another year is never read.
            return host.withdraw(id, qcd(amount), { OwnerYears: otherYear === 2025 ? years.slice(1) : years }).ok;
          };
          const base = allowed(outside);
          if (allowed(new Decimal(outside).plus(more).toFixed(2))) expect(base).toBe(true);
          expect(base).toBe(new Decimal(amount).plus(outside).lte(108_000));
          if (base) expect(allowed(undefined)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});
