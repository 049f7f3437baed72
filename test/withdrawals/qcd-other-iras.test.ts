import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DecisionFactsError,
  type DistributionTreatmentQuery,
  defaultCatalog,
  distributionTreatment,
  isQualifiedCharitableDistributionIra,
  MAX_OTHER_QCD_IRAS,
  type OtherIraQualifiedCharitableDistribution,
  parameterValue,
} from '../../src/index.js';
import { catalog, expectOk, INST, openAccount, type WithdrawalHost, withdrawalHost } from './withdrawal-host.js';

// The qualified charitable distribution limit is per taxpayer across all of the taxpayer's IRAs:
// 26 U.S.C. 408(d)(8)(A) excludes "so much of the aggregate amount of qualified charitable
// distributions with respect to a taxpayer made during any taxable year" as does not exceed the
// limit (100,000 from 2006; indexed from 2024 by 408(d)(8)(G): 105,000, 108,000, 111,000 for
// 2024-2026). An inherited IRA is maintained for its beneficiary (408(d)(8)(B)(ii)), so its QCDs
// count toward the beneficiary's one limit. IRS Publication 590-B, "Qualified charitable
// distributions": on a joint return each spouse has a limit of his or her own.
// WithdrawalFacts.OtherIraQualifiedCharitableDistributions carries the QCDs of the owner's other IRAs;
// docs/decisions/44-qcd-other-iras.md.

const QCD = 'QualifiedCharitableDistribution' as const;
/** Born 1950-01-15: 75 in 2025. */
const OLDER = '1950-01-15';
const FACT = 'OtherIraQualifiedCharitableDistributions';

function treat(q: { readonly [K in keyof DistributionTreatmentQuery]?: DistributionTreatmentQuery[K] | undefined }) {
  return distributionTreatment(defaultCatalog, {
    AccountTypeCode: 'traditional-ira',
    DistributionReason: QCD,
    DistributionDate: '2025-09-01',
    Amount: '5000',
    OwnerDateOfBirth: OLDER,
    PriorQualifiedCharitableDistributions: '0',
    ...q,
  } as DistributionTreatmentQuery);
}

const qcd = (Amount: number | string) => ({ Amount, Currency: 'USD', DistributionReason: QCD });

/** What a host reads for one account: the withdrawal figures of the owner's other QCD-capable IRAs. */
function otherIraQcds(host: WithdrawalHost, accountId: string): OtherIraQualifiedCharitableDistribution[] {
  const owner = host.accounts.get(accountId)?.ClientId;
  return [...host.details.values()].filter((d) => {
    const a = host.accounts.get(d.AccountId);
    return (
      a !== undefined &&
      d.AccountId !== accountId &&
      a.ClientId === owner &&
      isQualifiedCharitableDistributionIra(catalog, a.AccountTypeCode)
    );
  });
}

/** One owner (75 in 2025) with two funded traditional IRAs. */
function twoIras(today = '2025-03-03') {
  const { host, clientId } = withdrawalHost(today, OLDER);
  const first = openAccount(host, clientId, 'traditional-ira', INST);
  const second = openAccount(host, clientId, 'traditional-ira', INST);
  for (const id of [first, second]) host.deposit(id, { Amount: 200_000, ContributionSource: 'Rollover' });
  return { host, clientId, first, second };
}

describe('distributionTreatment: OtherIraQualifiedCharitableDistributions (408(d)(8)(A): per taxpayer)', () => {
  it('2025: 50,000 from this account and 50,000 from the owner’s other IRAs leave 8,000 of 108,000', () => {
    const q = { PriorQualifiedCharitableDistributions: '50000', OtherIraQualifiedCharitableDistributions: '50000' };
    const ok = treat({ ...q, Amount: '8000' });
    expect(ok.ok).toBe(true);
    const limit = ok.ok ? ok.Reasons.find((r) => r.Rule === 'QcdAnnualLimit') : undefined;
    expect(limit?.Message).toContain("108000 of the owner's QCDs in 2025");
    expect(limit?.Message).toContain("50000 from the owner's other IRAs");
    expect(ok.ok && ok.Unchecked).not.toContain(FACT);
    const over = treat({ ...q, Amount: '8000.01' });
    expect(!over.ok && over.Errors[0]).toMatchObject({ FieldName: 'Amount', ErrorCode: 'AboveAnnualLimit' });
    expect(!over.ok && over.Message).toContain('at most 8000');
    expect(!over.ok && over.Message).toContain("50000 from the owner's other IRAs");
  });

  it('the other IRAs alone can use the whole limit: nothing more from this one', () => {
    const r = treat({ OtherIraQualifiedCharitableDistributions: 108_000, Amount: '0.01' });
    expect(!r.ok && r.Errors[0]).toMatchObject({ ErrorCode: 'AboveAnnualLimit' });
    expect(!r.ok && r.Message).toContain('at most 0');
  });

  it('not given: the answer is as before (this account alone) and the fact is in Unchecked', () => {
    const r = treat({ Amount: '108000' });
    expect(r.ok && r.Unchecked).toContain(FACT);
    const limit = r.ok ? r.Reasons.find((x) => x.Rule === 'QcdAnnualLimit') : undefined;
    expect(limit?.Message).toContain("QCDs from the owner's other IRAs are not seen here");
    expect(treat({ Amount: '108000', OtherIraQualifiedCharitableDistributions: '0' }).ok).toBe(true);
  });

  it('a value that is not an amount is a field error on OtherIraQualifiedCharitableDistributions', () => {
    for (const bad of ['-1', 'x', '1.001'] as const) {
      const r = treat({ OtherIraQualifiedCharitableDistributions: bad });
      expect(!r.ok && r.Errors[0]).toMatchObject({ FieldName: FACT });
    }
  });
});

describe('which accounts count (isQualifiedCharitableDistributionIra, from the catalog’s Treatment)', () => {
  it('traditional, SEP, SARSEP, SIMPLE and inherited traditional IRAs count; Roth IRAs and plans do not', () => {
    for (const slug of ['traditional-ira', 'sep-ira', 'sarsep-ira', 'simple-ira', 'inherited-traditional-ira'])
      expect(isQualifiedCharitableDistributionIra(catalog, slug)).toBe(true);
    for (const slug of [
      'roth-ira',
      'child-roth-ira',
      'spousal-roth-ira',
      'inherited-roth-ira',
      'employee-stock-ownership-plan',
      'emergency-savings-plesa',
      'health-savings-account',
      'coverdell-esa',
      'no-such-type',
    ])
      expect(isQualifiedCharitableDistributionIra(catalog, slug)).toBe(false);
    expect(MAX_OTHER_QCD_IRAS).toBe(20);
  });

  it('every account type a QCD can be made from is one whose QCDs are counted', () => {
    for (const t of defaultCatalog.types) {
      const r = treat({ AccountTypeCode: t.Slug, EmployerContributionThisYear: false });
      if (r.ok) expect(isQualifiedCharitableDistributionIra(catalog, t.Slug)).toBe(true);
    }
  });
});

describe('decideWithdrawal reads the owner’s other IRAs’ QCDs', () => {
  it('100,000 from one IRA, then from the other 8,000.01 is refused and 8,000 accepted (2025: 108,000)', () => {
    const { host, first, second } = twoIras();
    expectOk(host.withdraw(first, qcd(100_000), { OtherIraQualifiedCharitableDistributions: [] }));
    const others = otherIraQcds(host, second);
    expect(others).toHaveLength(1);
    const over = host.withdraw(second, qcd('8000.01'), { OtherIraQualifiedCharitableDistributions: others });
    expect(!over.ok && over.Errors[0]).toMatchObject({ FieldName: 'Amount', ErrorCode: 'AboveAnnualLimit' });
    expect(!over.ok && over.Message).toContain('at most 8000');
    const d = expectOk(host.withdraw(second, qcd(8000), { OtherIraQualifiedCharitableDistributions: others }));
    expect(d.Result.DistributionCode).toBe('Y7');
    expect(d.Unchecked).not.toContain(FACT);
    const agg = d.Reasons.find((r) => r.Rule === 'QcdAggregation');
    expect(agg?.Message).toContain("1 from 1 of the owner's other IRAs here (100000)");
    expect(agg?.Source).toContain('26 U.S.C. 408(d)(8)(A)');
    // And back in the first: its own 100,000 and the second's 8,000 use the year.
    const back = host.withdraw(first, qcd('0.01'), {
      OtherIraQualifiedCharitableDistributions: otherIraQcds(host, first),
    });
    expect(!back.ok && back.Errors[0]).toMatchObject({ ErrorCode: 'AboveAnnualLimit' });
  });

  it('not given: decided on this account’s own QCDs, as before, and named in Unchecked', () => {
    const { host, first, second } = twoIras();
    expectOk(host.withdraw(first, qcd(100_000)));
    const d = expectOk(host.withdraw(second, qcd(50_000)));
    expect(d.Unchecked).toContain(FACT);
    expect(d.Reasons.map((r) => r.Rule)).not.toContain('QcdAggregation');
  });

  it('an inherited IRA the owner holds as beneficiary counts toward the owner’s own limit', () => {
    const { host, clientId } = withdrawalHost('2025-09-01', OLDER);
    const own = openAccount(host, clientId, 'traditional-ira', INST);
    host.deposit(own, { Amount: 50_000, ContributionSource: 'Rollover' });
    const inherited = openAccount(host, clientId, 'inherited-traditional-ira', {
      ...INST,
      DecedentDateOfDeath: '2023-05-10',
      DecedentDiedOnOrAfterRbd: true,
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
      BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
    });
    host.deposit(inherited, { Amount: 150_000, ContributionSource: 'Transfer' });
    const y4 = expectOk(host.withdraw(inherited, qcd(100_000), { OtherIraQualifiedCharitableDistributions: [] }));
    expect(y4.Result.DistributionCode).toBe('Y4');
    const others = otherIraQcds(host, own);
    expect(host.withdraw(own, qcd('8000.01'), { OtherIraQualifiedCharitableDistributions: others }).ok).toBe(false);
    expect(
      expectOk(host.withdraw(own, qcd(8000), { OtherIraQualifiedCharitableDistributions: others })).Result
        .DistributionCode,
    ).toBe('Y7');
  });

  it('entries of another tax year or another DistributionReason are not counted', () => {
    const { host, second } = twoIras();
    const entry = (
      TaxYear: number,
      DistributionReason: OtherIraQualifiedCharitableDistribution['DistributionReason'],
    ) => ({
      TransactionId: '00000000-0000-4000-8000-00000000a001',
      AccountId: '00000000-0000-4000-8000-00000000b001',
      DistributionReason,
      TaxYear,
      GrossAmount: '100000',
    });
    const d = expectOk(
      host.withdraw(second, qcd(108_000), {
        OtherIraQualifiedCharitableDistributions: [entry(2024, QCD), entry(2026, QCD), entry(2025, 'Normal')],
      }),
    );
    expect(d.Reasons.find((r) => r.Rule === 'QcdAggregation')?.Message).toContain('0 from 0');
  });

  it('an entry of this account itself is a host fault (it would be counted twice): DecisionFactsError', () => {
    const { host, first } = twoIras();
    const d = expectOk(host.withdraw(first, qcd(1000), { OtherIraQualifiedCharitableDistributions: [] }));
    expect(() =>
      host.withdraw(first, qcd(1000), { OtherIraQualifiedCharitableDistributions: [d.Records.Withdrawal] }),
    ).toThrow(DecisionFactsError);
  });
});

describe('properties', () => {
  const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => new Decimal(c).div(100).toFixed(2));
  it('the room is the limit less this account’s and the other IRAs’ QCDs; more from others never allows more', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('2006-06-01', '2023-12-29', '2024-03-01', '2025-09-01', '2026-01-05'),
        cents(12_000_000).filter((a) => Number(a) > 0),
        cents(12_000_000),
        cents(12_000_000),
        cents(12_000_000),
        (on, amount, prior, others, more) => {
          const at = (o: string) =>
            treat({
              DistributionDate: on,
              OwnerDateOfBirth: '1930-01-01',
              Amount: amount,
              PriorQualifiedCharitableDistributions: prior,
              OtherIraQualifiedCharitableDistributions: o,
            });
          const base = at(others);
          const p = parameterValue(catalog, 'qualified_charitable_distribution_annual_limit', { Date: on });
          const limit = new Decimal(p.ok ? p.Value : 'NaN');
          expect(base.ok).toBe(new Decimal(amount).plus(prior).plus(others).lte(limit));
          if (!base.ok) expect(base.Errors[0]?.ErrorCode).toBe('AboveAnnualLimit');
          const added = at(new Decimal(others).plus(more).toFixed(2));
          if (added.ok) expect(base.ok).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('decideWithdrawal: adding another IRA’s QCDs to the fact never turns a refusal into an acceptance', () => {
    const entry = fc.record({
      TaxYear: fc.constantFrom(2024, 2025, 2026),
      DistributionReason: fc.constantFrom(QCD, 'Normal' as const),
      GrossAmount: cents(6_000_000),
      AccountId: fc.constantFrom('00000000-0000-4000-8000-00000000b001', '00000000-0000-4000-8000-00000000b002'),
    });
    const list = fc
      .array(entry, { maxLength: 4 })
      .map((xs) =>
        xs.map((x, i) => ({ ...x, TransactionId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` })),
      );
    fc.assert(
      fc.property(
        list,
        list,
        cents(120_000).filter((a) => Number(a) > 0),
        (some, extra, amount) => {
          const { host, first } = twoIras('2025-06-02');
          const allowed = (o: OtherIraQualifiedCharitableDistribution[] | undefined) =>
            host.withdraw(first, qcd(amount), o === undefined ? {} : { OtherIraQualifiedCharitableDistributions: o })
              .ok;
          // withdraw posts what it accepts: a fresh host per question.
          const withMore = allowed([...some, ...extra]);
          const fresh = twoIras('2025-06-02');
          const withSome = fresh.host.withdraw(fresh.first, qcd(amount), {
            OtherIraQualifiedCharitableDistributions: some,
          }).ok;
          if (withMore) expect(withSome).toBe(true);
          const alone = twoIras('2025-06-02');
          const absent = alone.host.withdraw(alone.first, qcd(amount)).ok;
          // Not given is this account alone: the same as an empty fact.
          expect(absent).toBe(new Decimal(amount).lte(108_000));
          if (withSome) expect(absent).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});
