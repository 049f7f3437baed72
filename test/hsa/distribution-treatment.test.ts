// hsaDistributionTreatment: how an HSA distribution is taxed (26 U.S.C. 223(f); Notice 2004-50 Q&A-37).
import { describe, expect, it } from 'vitest';
import { defaultCatalog as catalog, type HsaDistributionQuery, hsaDistributionTreatment } from '../../src/index.js';

const treat = (q: HsaDistributionQuery) => hsaDistributionTreatment(catalog, q);

describe('qualified medical expenses and the 20 percent additional tax', () => {
  it('26 U.S.C. 223(f)(1): a distribution that pays qualified medical expenses is tax-free', () => {
    expect(
      treat({
        DistributionDate: '2025-03-01',
        Amount: '250',
        QualifiedMedicalExpenses: '250',
        ExpensesIncurredOn: '2025-02-10',
        HsaEstablishedDate: '2024-01-05',
      }),
    ).toMatchObject({ ok: true, Treatment: 'TaxFree', IncludedInIncome: '0', AdditionalTax: '0', Unchecked: [] });
  });

  it(
    '26 U.S.C. 223(f)(2), (f)(4)(A): the part not used for qualified medical expenses is income plus 20 ' +
      'percent (600 of 1,000: tax 120)',
    () => {
      expect(
        treat({
          DistributionDate: '2025-03-01',
          Amount: 1000,
          QualifiedMedicalExpenses: 400,
          DateOfBirth: '1980-01-01',
          Disabled: false,
        }),
      ).toMatchObject({
        Treatment: 'IncludedInIncomeWithAdditionalTax',
        QualifiedMedicalExpenseAmount: '400',
        IncludedInIncome: '600',
        AdditionalTaxPercent: '20',
        AdditionalTax: '120',
      });
    },
  );

  it('before 2011 the additional tax was 10 percent (223(f)(4)(A) as enacted)', () => {
    expect(treat({ DistributionDate: '2010-06-01', Amount: 100, DateOfBirth: '1980-01-01' })).toMatchObject({
      AdditionalTaxPercent: '10',
      AdditionalTax: '10',
    });
  });

  it(
    'Notice 2004-2 Q&A-26: expenses incurred before the HSA was established are not qualified medical ' +
      'expenses of it',
    () => {
      const r = treat({
        DistributionDate: '2025-03-01',
        Amount: 500,
        QualifiedMedicalExpenses: 500,
        ExpensesIncurredOn: '2024-12-20',
        HsaEstablishedDate: '2025-01-02',
        DateOfBirth: '1980-01-01',
      });
      expect(r).toMatchObject({ IncludedInIncome: '500', AdditionalTax: '100' });
    },
  );
});

describe('exceptions to the additional tax (26 U.S.C. 223(f)(4)(B)-(C))', () => {
  it(
    'after the owner attains 65 (section 1811 of the Social Security Act): income, no additional tax; on the ' +
      '65th birthday itself the literal "after the date" does not yet apply',
    () => {
      const born = '1960-05-10';
      expect(treat({ DistributionDate: '2025-05-11', Amount: 100, DateOfBirth: born })).toMatchObject({
        Treatment: 'IncludedInIncome',
        IncludedInIncome: '100',
        AdditionalTax: '0',
        AdditionalTaxException: 'Age',
      });
      expect(treat({ DistributionDate: '2025-05-10', Amount: 100, DateOfBirth: born })).toMatchObject({
        AdditionalTax: '20',
      });
    },
  );

  it('after disability (72(m)(7)) or death: income, no additional tax', () => {
    expect(treat({ DistributionDate: '2025-05-11', Amount: 100, Disabled: true })).toMatchObject({
      AdditionalTax: '0',
      AdditionalTaxException: 'Disability',
    });
    expect(treat({ DistributionDate: '2025-05-11', Amount: 100, AfterDeath: true })).toMatchObject({
      AdditionalTax: '0',
      AdditionalTaxException: 'Death',
    });
  });

  it(
    'without a birth date the age exception cannot be applied: the tax is stated and DateOfBirth is listed ' +
      'in Unchecked',
    () => {
      const r = treat({ DistributionDate: '2025-05-11', Amount: 100 });
      expect(r).toMatchObject({ AdditionalTax: '20' });
      expect(r.ok && r.Unchecked).toEqual(['DateOfBirth', 'Disabled']);
    },
  );
});

describe('mistaken distributions (Notice 2004-50 Q&A-37)', () => {
  it('repaid by April 15 of the year after the mistake was known: neither income nor additional tax', () => {
    expect(
      treat({
        DistributionDate: '2025-05-09',
        Amount: 200,
        DateOfBirth: '1980-01-01',
        MistakenDistribution: { RepaidOn: '2026-04-15' },
      }),
    ).toMatchObject({
      Treatment: 'TaxFree',
      MistakenDistributionRepaid: '200',
      IncludedInIncome: '0',
      AdditionalTax: '0',
    });
  });

  it('repaid on April 16 of the next year: too late, taxed as any other distribution', () => {
    expect(
      treat({
        DistributionDate: '2025-05-09',
        Amount: 200,
        DateOfBirth: '1980-01-01',
        MistakenDistribution: { RepaidOn: '2026-04-16' },
      }),
    ).toMatchObject({ IncludedInIncome: '200', AdditionalTax: '40' });
  });

  it(
    'the deadline follows the year the mistake was known: known in 2026, repayable until 2027-04-15; not yet ' +
      'repaid, the answer names the date',
    () => {
      expect(
        treat({
          DistributionDate: '2025-05-09',
          Amount: 200,
          DateOfBirth: '1980-01-01',
          MistakenDistribution: { KnownInYear: 2026, RepaidOn: '2027-04-15' },
        }),
      ).toMatchObject({ Treatment: 'TaxFree' });
      expect(
        treat({ DistributionDate: '2025-05-09', Amount: 200, DateOfBirth: '1980-01-01', MistakenDistribution: {} }),
      ).toMatchObject({ MistakenDistributionRepayBy: '2026-04-15', IncludedInIncome: '200' });
    },
  );

  it('a part repaid: the rest is taxed', () => {
    expect(
      treat({
        DistributionDate: '2025-05-09',
        Amount: 500,
        DateOfBirth: '1980-01-01',
        MistakenDistribution: { RepaidOn: '2025-07-01', RepaidAmount: 300 },
      }),
    ).toMatchObject({ MistakenDistributionRepaid: '300', IncludedInIncome: '200', AdditionalTax: '40' });
  });
});

describe('bad input', () => {
  it.each([
    [{ DistributionDate: '2025-02-30', Amount: 1 }, 'DistributionDate'],
    [{ DistributionDate: '2025-02-03', Amount: 0 }, 'Amount'],
    [{ DistributionDate: '2025-02-03', Amount: 1, QualifiedMedicalExpenses: '-1' }, 'QualifiedMedicalExpenses'],
    [{ DistributionDate: '2025-02-03', Amount: 1, Disabled: 'yes' }, 'Disabled'],
    [
      { DistributionDate: '2025-02-03', Amount: 1, MistakenDistribution: { KnownInYear: 2024 } },
      'MistakenDistribution.KnownInYear',
    ],
  ])('%j is InvalidRequest on %s', (q, field) => {
    const r = treat(q as unknown as HsaDistributionQuery);
    expect(r.ok).toBe(false);
    expect(r.ok ? [] : r.Errors.map((e) => e.FieldName)).toContain(field);
  });

  it('a type that is not an HSA is refused', () => {
    expect(treat({ AccountTypeCode: 'roth-ira', DistributionDate: '2025-02-03', Amount: 1 })).toMatchObject({
      ok: false,
      ErrorCode: 'InvalidRequest',
    });
    expect(treat({ AccountTypeCode: 'nope', DistributionDate: '2025-02-03', Amount: 1 })).toMatchObject({
      ok: false,
      ErrorCode: 'UnknownAccountType',
    });
  });
});
