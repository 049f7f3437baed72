import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../../src/core/shared/dates.js';
import {
  countsTowardRequiredDistribution,
  type DistributionTreatmentQuery,
  dateReaching70AndAHalf,
  defaultCatalog,
  distributionTreatment,
  parameterValue,
  requiredDistributionFactsFromRecords,
  requiredDistributionStatus,
  taxForms,
} from '../../src/index.js';
import { catalog, expectOk, INST, openAccount, withdrawalHost } from './withdrawal-host.js';

// Qualified charitable distributions (26 U.S.C. 408(d)(8)): an IRA paid by the trustee to a
// charity on or after 70 1/2, excluded from income up to the year's limit (catalog
// qualified_charitable_distribution_annual_limit: 100,000 from 2006, indexed from 2024 by SECURE
// 2.0 sec. 307). Form 1099-R code Y with 7, or with 4 from an inherited IRA (Instructions for Forms
// 1099-R and 5498, 2025); nothing withheld (3405(e)(1)(B)(ii)); counts toward the year's RMD.
// Choices: docs/decisions/41-money-out-rules.md.

const QCD = 'QualifiedCharitableDistribution' as const;
/** Born 1955-01-15: reaches 70 1/2 on 2025-07-15. */
const SEVENTY = '1955-01-15';
/** Born 1950-01-15: 75 in 2025. */
const OLDER = '1950-01-15';

function treat(q: { readonly [K in keyof DistributionTreatmentQuery]?: DistributionTreatmentQuery[K] | undefined }) {
  return distributionTreatment(defaultCatalog, {
    AccountTypeCode: 'traditional-ira',
    DistributionReason: QCD,
    DistributionDate: '2025-07-15',
    Amount: '5000',
    OwnerDateOfBirth: SEVENTY,
    ...q,
  } as DistributionTreatmentQuery);
}

function ok(q: Parameters<typeof treat>[0]) {
  const r = treat(q);
  if (!r.ok) throw new Error(`${r.ErrorCode}: ${r.Message}`);
  return r;
}

function refusal(r: ReturnType<typeof treat>) {
  expect(r.ok).toBe(false);
  return r.ok ? undefined : r.Errors[0];
}

function ira(slug: string, today: string, dob: string | undefined, balance = 300_000, fields = {}) {
  const { host, clientId } =
    dob === undefined
      ? (() => {
          const h = withdrawalHost(today);
          const c = expectOk(
            h.host.createClient({ ClientType: 'Individual', Contact: { FirstName: 'No', LastName: 'Birthday' } }),
          );
          return { host: h.host, clientId: c.Result.ClientId };
        })()
      : withdrawalHost(today, dob);
  const id = openAccount(host, clientId, slug, { ...INST, ...fields });
  host.deposit(id, { Amount: balance, ContributionSource: slug.startsWith('inherited') ? 'Transfer' : 'Rollover' });
  return { host, id, clientId };
}

const qcd = (Amount: number | string, extra: Record<string, unknown> = {}) => ({
  Amount,
  Currency: 'USD',
  DistributionReason: QCD,
  ...extra,
});

describe('code Y7 at 70 1/2 (408(d)(8)(B)(ii): "on or after the date ... attained age 70 1/2")', () => {
  it('the day of 70 1/2 is a QCD, code Y then 7; box 2a the gross, not determined; IRA/SEP/SIMPLE box', () => {
    expect(dateReaching70AndAHalf(parseIsoDate(SEVENTY)!)).toBe('2025-07-15');
    const r = ok({});
    expect(r.DistributionCodes).toEqual(['Y', '7']);
    expect(r.TaxableAmount).toBe('5000');
    expect(r.TaxableAmountNotDetermined).toBe(true);
    expect(r.IraSepSimple).toBe(true);
    expect(r.AdditionalTax).toMatchObject({ Status: 'DoesNotApply', Relief: 'NotIncome' });
  });

  it('the day before 70 1/2 is refused (BeforeAge70AndAHalf: use Normal), even at 59 1/2 and over', () => {
    expect(refusal(treat({ DistributionDate: '2025-07-14' }))).toMatchObject({
      FieldName: 'DistributionDate',
      ErrorCode: 'BeforeAge70AndAHalf',
    });
  });

  it('decideWithdrawal: DistributionCode "Y7", the whole amount paid out, the record says QCD', () => {
    const { host, id } = ira('traditional-ira', '2025-07-15', SEVENTY);
    const d = expectOk(host.withdraw(id, qcd(2500)));
    expect(d.Result).toMatchObject({
      DistributionReason: QCD,
      DistributionCode: 'Y7',
      Amount: 2500,
      NetAmount: 2500,
      FederalWithheld: 0,
      TaxableAmount: 2500,
      TaxForm: '1099-R',
    });
    expect(d.Records.Withdrawal).toMatchObject({
      DistributionCodes: ['Y', '7'],
      IraSepSimple: true,
      TaxableAmountNotDetermined: true,
      CountsTowardRequiredDistribution: true,
    });
    const early = ira('traditional-ira', '2025-07-14', SEVENTY);
    const refused = early.host.withdraw(early.id, qcd(2500));
    expect(!refused.ok && refused.Errors[0]).toMatchObject({ ErrorCode: 'BeforeAge70AndAHalf' });
  });
});

describe('code Y4 from an inherited IRA (the beneficiary is 70 1/2)', () => {
  const INHERITED = {
    DecedentDateOfDeath: '2023-05-10',
    DecedentDiedOnOrAfterRbd: true,
    BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
    BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
  };
  it('distributionTreatment: Y then 4, the beneficiary’s date of birth decides', () => {
    const r = ok({ AccountTypeCode: 'inherited-traditional-ira' });
    expect(r.DistributionCodes).toEqual(['Y', '4']);
    expect(r.IraSepSimple).toBe(true);
    expect(
      refusal(treat({ AccountTypeCode: 'inherited-traditional-ira', DistributionDate: '2025-07-14' })),
    ).toMatchObject({ ErrorCode: 'BeforeAge70AndAHalf' });
  });
  it('decideWithdrawal: DistributionCode "Y4"', () => {
    const { host, id } = ira('inherited-traditional-ira', '2025-09-01', OLDER, 50_000, INHERITED);
    expect(expectOk(host.withdraw(id, qcd(1000))).Result).toMatchObject({ DistributionCode: 'Y4', NetAmount: 1000 });
  });
});

describe('the annual limit (catalog qualified_charitable_distribution_annual_limit, per tax year)', () => {
  it('the catalog: 100,000 from 2006, 105,000 for 2024, 108,000 for 2025, 111,000 for 2026; none before 2006', () => {
    const v = (Year: number) => {
      const p = parameterValue(catalog, 'qualified_charitable_distribution_annual_limit', { Year });
      return p.ok ? p.Value : p.ErrorCode;
    };
    expect([2005, 2006, 2015, 2023, 2024, 2025, 2026].map(v)).toEqual([
      'ParameterYearNotCovered',
      '100000',
      '100000',
      '100000',
      '105000',
      '108000',
      '111000',
    ]);
    expect(refusal(treat({ DistributionDate: '2005-12-30', OwnerDateOfBirth: '1930-01-01' }))).toMatchObject({
      FieldName: 'DistributionDate',
      ErrorCode: 'OutOfRange',
    });
  });

  it('2025: 108,000 in one QCD is accepted, one cent more refused (AboveAnnualLimit on Amount)', () => {
    expect(ok({ Amount: '108000' }).DistributionCodes).toEqual(['Y', '7']);
    expect(refusal(treat({ Amount: '108000.01' }))).toMatchObject({
      FieldName: 'Amount',
      ErrorCode: 'AboveAnnualLimit',
    });
    expect(refusal(treat({ Amount: '8000.01', PriorQualifiedCharitableDistributions: '100000' }))).toMatchObject({
      ErrorCode: 'AboveAnnualLimit',
    });
    expect(ok({ Amount: '8000', PriorQualifiedCharitableDistributions: '100000' }).Unchecked).not.toContain(
      'PriorQualifiedCharitableDistributions',
    );
    expect(ok({ Amount: '1' }).Unchecked).toContain('PriorQualifiedCharitableDistributions');
  });

  it(
    'decideWithdrawal across two QCDs: 60,000 then 48,000.01 refused, 48,000 accepted (108,000 at the limit); ' +
      'the next year’s limit starts again',
    () => {
      const { host, id } = ira('traditional-ira', '2025-03-03', OLDER);
      expectOk(host.withdraw(id, qcd(60_000)));
      const over = host.withdraw(id, qcd('48000.01'));
      expect(over.ok).toBe(false);
      expect(!over.ok && over.Errors[0]).toMatchObject({ FieldName: 'Amount', ErrorCode: 'AboveAnnualLimit' });
      expect(!over.ok && over.Message).toContain('at most 48000');
      host.today = '2025-11-20';
      expect(expectOk(host.withdraw(id, qcd(48_000))).Result.DistributionCode).toBe('Y7');
      expect(host.withdraw(id, qcd('0.01')).ok).toBe(false);
      // A normal distribution is not counted against the limit.
      expectOk(host.withdraw(id, { Amount: 1000, Currency: 'USD', DistributionReason: 'Normal' }));
      host.today = '2026-01-05';
      expect(expectOk(host.withdraw(id, qcd(111_000))).Result.DistributionCode).toBe('Y7');
    },
  );
});

describe('the offset for IRA deductions after 70 1/2 (408(d)(8)(A), last sentence; SECURE Act sec. 107(b))', () => {
  it('from 2020 a QCD names the offset the taxpayer figures; 2019 and before, none', () => {
    const r = ok({});
    const offset = r.Reasons.find((x) => x.Rule === 'QcdDeductionOffset');
    expect(offset?.Message).toContain('reduced by the IRA deductions');
    expect(offset?.Source).toContain('107(b)');
    const older = ok({ DistributionDate: '2019-07-15', OwnerDateOfBirth: '1940-01-15', Amount: '5000' });
    expect(older.Reasons.map((x) => x.Rule)).not.toContain('QcdDeductionOffset');
  });
});

describe('refused where it cannot be a QCD', () => {
  it('a Roth IRA or an inherited Roth IRA: not includible, so not a QCD (use Normal)', () => {
    for (const AccountTypeCode of ['roth-ira', 'inherited-roth-ira'])
      expect(refusal(treat({ AccountTypeCode }))).toMatchObject({
        FieldName: 'DistributionReason',
        ErrorCode: 'NotForThisAccount',
      });
    const { host, id } = ira('roth-ira', '2025-09-01', OLDER, 10_000);
    const r = host.withdraw(id, qcd(1000));
    expect(!r.ok && r.Message).toContain('use Normal');
  });

  it('an employer plan (a QCD is from an IRA only)', () => {
    expect(refusal(treat({ AccountTypeCode: 'employee-stock-ownership-plan' }))).toMatchObject({
      ErrorCode: 'NotForThisAccount',
    });
  });
});

describe('an ongoing SEP or SIMPLE IRA (408(d)(8)(B); Notice 2007-7 Q&A-36)', () => {
  it('distributionTreatment: EmployerContributionThisYear true refused, false accepted, unknown in Unchecked', () => {
    for (const AccountTypeCode of ['sep-ira', 'simple-ira']) {
      expect(refusal(treat({ AccountTypeCode, EmployerContributionThisYear: true }))).toMatchObject({
        ErrorCode: 'OngoingEmployerPlan',
      });
      const r = ok({ AccountTypeCode, EmployerContributionThisYear: false });
      expect(r.DistributionCodes).toEqual(['Y', '7']);
      expect(r.Reasons.map((x) => x.Rule)).toContain('QcdNotOngoingPlan');
      expect(ok({ AccountTypeCode }).Unchecked).toContain('EmployerContributionThisYear');
    }
    expect(ok({ EmployerContributionThisYear: true }).DistributionCodes).toEqual(['Y', '7']);
  });

  it('decideWithdrawal: a SEP IRA with an employer contribution last year is accepted; this year, refused', () => {
    const { host, clientId } = withdrawalHost('2024-06-03', OLDER);
    const id = openAccount(host, clientId, 'sep-ira', INST);
    host.deposit(id, { Amount: 20_000, ContributionSource: 'Employer', TaxYear: 2024 });
    host.today = '2025-03-03';
    const d = expectOk(host.withdraw(id, qcd(5000)));
    expect(d.Result.DistributionCode).toBe('Y7');
    expect(d.Reasons.map((r) => r.Message).join(' ')).toContain('not an ongoing plan');
    host.today = '2025-04-01';
    host.deposit(id, { Amount: 7000, ContributionSource: 'Employer', TaxYear: 2025 });
    host.today = '2025-05-01';
    const r = host.withdraw(id, qcd(5000));
    expect(!r.ok && r.Errors[0]).toMatchObject({ FieldName: 'DistributionReason', ErrorCode: 'OngoingEmployerPlan' });
  });
  it('decideWithdrawal: a SIMPLE IRA with a salary-reduction contribution this year is ongoing and refused', () => {
    const { host, clientId } = withdrawalHost('2025-02-03', OLDER);
    const id = openAccount(host, clientId, 'simple-ira', INST);
    host.deposit(id, { Amount: 3000, ContributionSource: 'Participant', TaxYear: 2025 });
    const r = host.withdraw(id, qcd(1000));
    expect(!r.ok && r.Errors[0]).toMatchObject({ ErrorCode: 'OngoingEmployerPlan' });
  });
});

describe('counts toward the required minimum distribution (Pub. 590-B)', () => {
  it('countsTowardRequiredDistribution and the record', () => {
    expect(countsTowardRequiredDistribution(QCD)).toBe(true);
    expect(ok({}).CountsTowardRequiredDistribution).toBe(true);
  });
  it('a QCD of the RMD amount satisfies the year (requiredDistributionStatus from the records)', () => {
    const { host, id, clientId } = ira('traditional-ira', '2024-03-01', OLDER, 100_000);
    const status = (AsOf: string) =>
      requiredDistributionStatus(
        catalog,
        requiredDistributionFactsFromRecords(
          catalog,
          [{ Account: host.accounts.get(id)!, Owner: host.clients.get(clientId)!, Transactions: host.history(id) }],
          2025,
          AsOf,
        ),
        2025,
      );
    const before = status('2025-05-01');
    const required = before.ok ? before.Accounts[0]!.RequiredAmount! : 'x';
    expect(new Decimal(required).gt(0)).toBe(true);
    host.today = '2025-06-02';
    expectOk(host.withdraw(id, qcd(required)));
    const after = status('2025-12-31');
    expect(after.ok && after.Groups[0]!.Status).toBe('Satisfied');
  });
});

describe('nothing is withheld (26 U.S.C. 3405(e)(1)(B)(ii))', () => {
  it('no default 10 percent: the whole gross goes to ExternalClearing', () => {
    expect(ok({}).WithholdingRegime).toBe('None');
    const { host, id } = ira('traditional-ira', '2025-09-01', OLDER);
    const d = expectOk(host.withdraw(id, qcd(4000)));
    expect(d.Result).toMatchObject({ FederalWithheld: 0, StateWithheld: 0, NetAmount: 4000 });
    expect(d.Entries.map((e) => (e.Account.Kind === 'Service' ? e.Account.Name : 'client'))).toEqual([
      'client',
      'ExternalClearing',
    ]);
  });
  it('a W-4R election is ignored (WithholdingElectionIgnored); state withholding refused', () => {
    const { host, id } = ira('traditional-ira', '2025-09-01', OLDER);
    const d = expectOk(host.withdraw(id, qcd(4000, { FederalWithholdingPercent: 10 })));
    expect(d.Result.FederalWithheld).toBe(0);
    expect(d.Warnings.map((w) => w.Code)).toContain('WithholdingElectionIgnored');
    const s = host.withdraw(id, qcd(4000, { StateWithholdingPercent: 5 }));
    expect(!s.ok && s.Errors[0]).toMatchObject({ FieldName: 'StateWithholdingPercent', ErrorCode: 'NotAllowed' });
  });
});

describe('without the date of birth (as the engine treats an unknown age: code null, the fact in Unchecked)', () => {
  it('distributionTreatment: codes null, OwnerDateOfBirth in Unchecked; nothing withheld, the limit applied', () => {
    const r = ok({ OwnerDateOfBirth: undefined });
    expect(r.DistributionCodes).toBeNull();
    expect(r.Unchecked).toContain('OwnerDateOfBirth');
    expect(r.WithholdingRegime).toBe('None');
    expect(r.AdditionalTax.Status).toBe('Unchecked');
    expect(refusal(treat({ OwnerDateOfBirth: undefined, Amount: '108000.01' }))).toMatchObject({
      ErrorCode: 'AboveAnnualLimit',
    });
  });
  it('decideWithdrawal posts it with DistributionCode null; the tax forms leave it out and name it', () => {
    const { host, id, clientId } = ira('traditional-ira', '2025-09-01', undefined);
    const d = expectOk(host.withdraw(id, qcd(1000)));
    expect(d.Result.DistributionCode).toBeNull();
    expect(d.Unchecked).toContain('OwnerDateOfBirth');
    const f = taxForms(
      catalog,
      { Account: host.accounts.get(id)!, Owner: host.clients.get(clientId)!, Transactions: host.history(id) },
      2025,
    );
    expect(f.ok && f.Forms1099R).toEqual([]);
    expect(f.ok && f.Unchecked.join(' ')).toContain('has no code');
  });
});

describe('Form 1099-R (taxForms)', () => {
  it('a QCD is its own form, code "Y7", apart from the year’s code 7 distributions', () => {
    const { host, id, clientId } = ira('traditional-ira', '2025-09-01', OLDER);
    expectOk(host.withdraw(id, qcd(3000)));
    expectOk(host.withdraw(id, { Amount: 1000, Currency: 'USD', DistributionReason: 'Normal' }));
    const f = taxForms(
      catalog,
      { Account: host.accounts.get(id)!, Owner: host.clients.get(clientId)!, Transactions: host.history(id) },
      2025,
    );
    expect(f.ok).toBe(true);
    const forms = f.ok ? f.Forms1099R : [];
    expect(forms.map((x) => [x.DistributionCode, x.GrossDistribution, x.FederalIncomeTaxWithheld])).toEqual([
      ['7', '1000.00', '100.00'],
      ['Y7', '3000.00', '0.00'],
    ]);
    expect(forms[1]).toMatchObject({ IraSepSimple: true, TaxableAmount: '3000.00', TaxableAmountNotDetermined: true });
  });
});

describe('properties', () => {
  const date = fc
    .tuple(fc.integer({ min: 1990, max: 2060 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
    .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
  const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
  it('never throws; accepted: Y with 7 or 4 (null without a birth date), nothing withheld, within the limit', () => {
    const slugs = defaultCatalog.types.map((t) => t.Slug);
    fc.assert(
      fc.property(
        fc.constantFrom(...slugs),
        date,
        maybe(date),
        fc.integer({ min: 1, max: 20_000_000 }),
        maybe(fc.integer({ min: 0, max: 20_000_000 })),
        maybe(fc.boolean()),
        (slug, on, dob, cents, priorCents, employer) => {
          const amount = new Decimal(cents).div(100);
          const r = distributionTreatment(defaultCatalog, {
            AccountTypeCode: slug,
            DistributionReason: QCD,
            DistributionDate: on,
            Amount: amount.toFixed(2),
            ...(dob !== undefined ? { OwnerDateOfBirth: dob } : {}),
            ...(priorCents !== undefined ? { PriorQualifiedCharitableDistributions: priorCents / 100 } : {}),
            ...(employer !== undefined ? { EmployerContributionThisYear: employer } : {}),
          });
          if (!r.ok) {
            expect(['InvalidRequest', 'DistributionNotPermitted']).toContain(r.ErrorCode);
            return;
          }
          expect(['TraditionalIra', 'SepIra', 'SimpleIra', 'InheritedTraditionalIra']).toContain(r.Treatment);
          expect(r.WithholdingRegime).toBe('None');
          if (r.DistributionCodes === null) expect(r.Unchecked).toContain('OwnerDateOfBirth');
          else expect(r.DistributionCodes[0]).toBe('Y');
          const p = parameterValue(catalog, 'qualified_charitable_distribution_annual_limit', { Date: on });
          expect(p.ok && amount.plus(new Decimal(priorCents ?? 0).div(100)).lte(p.Value)).toBe(true);
        },
      ),
      { numRuns: 800 },
    );
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, c) => {
        const r = distributionTreatment(defaultCatalog, {
          AccountTypeCode: 'traditional-ira',
          DistributionReason: QCD,
          DistributionDate: '2025-07-15',
          Amount: a,
          OwnerDateOfBirth: SEVENTY,
          PriorQualifiedCharitableDistributions: b,
          EmployerContributionThisYear: c,
        } as never);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});
