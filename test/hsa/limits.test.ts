// The dated HSA figures of the catalog, each against its published source.
import { describe, expect, it } from 'vitest';
import { defaultCatalog as catalog, parameterValue } from '../../src/index.js';

function value(name: string, q: { Year: number } | { Date: string }): string {
  const r = parameterValue(catalog, name, q);
  expect(r.ok, JSON.stringify(r)).toBe(true);
  return r.ok ? r.Value : '';
}

describe('HSA contribution limits (26 U.S.C. 223(b)(2), indexed by 223(g))', () => {
  const cases: [number, string, string, string][] = [
    [2024, '4150', '8300', 'Rev. Proc. 2023-23'],
    [2025, '4300', '8550', 'Rev. Proc. 2024-25'],
    [2026, '4400', '8750', 'Rev. Proc. 2025-19'],
    [2027, '4500', '9000', 'Rev. Proc. 2026-24'],
  ];
  for (const [year, self, family, source] of cases)
    it(`${source}: ${year} self-only ${self}, family ${family}`, () => {
      expect(value('hsa_self_only_coverage_limit', { Year: year })).toBe(self);
      expect(value('hsa_family_coverage_limit', { Year: year })).toBe(family);
      const r = parameterValue(catalog, 'hsa_family_coverage_limit', { Year: year });
      expect(r.ok && r.Source).toContain(source);
      expect(r.ok && r.CarriedForward).toBe(false);
    });

  it(
    'earlier years for the worked examples (Business Group on Health table; Rev. Proc. 2022-24 for 2023): ' +
      '2016 3,350/6,750, 2017 3,400/6,750, 2019 3,500/7,000, 2022 3,650/7,300, 2023 3,850/7,750',
    () => {
      const got = [2016, 2017, 2019, 2022, 2023].map((y) => [
        value('hsa_self_only_coverage_limit', { Year: y }),
        value('hsa_family_coverage_limit', { Year: y }),
      ]);
      expect(got).toEqual([
        ['3350', '6750'],
        ['3400', '6750'],
        ['3500', '7000'],
        ['3650', '7300'],
        ['3850', '7750'],
      ]);
    },
  );

  it('26 U.S.C. 223(b)(3)(B): the catch-up from 55 is 1,000 for 2009 and later (not indexed)', () => {
    for (const y of [2016, 2024, 2025, 2026, 2027]) expect(value('hsa_catch_up_age_55_plus', { Year: y })).toBe('1000');
  });
});

describe('High deductible health plan (26 U.S.C. 223(c)(2)(A))', () => {
  const cases: [number, string, string, string, string, string][] = [
    [2024, '1600', '3200', '8050', '16100', 'Rev. Proc. 2023-23'],
    [2025, '1650', '3300', '8300', '16600', 'Rev. Proc. 2024-25'],
    [2026, '1700', '3400', '8500', '17000', 'Rev. Proc. 2025-19'],
    [2027, '1750', '3500', '8700', '17400', 'Rev. Proc. 2026-24'],
  ];
  for (const [year, minSelf, minFam, oopSelf, oopFam, source] of cases)
    it(`${source}: ${year} minimum deductible ${minSelf}/${minFam}, out-of-pocket maximum ${oopSelf}/${oopFam}`, () => {
      expect(value('hsa_hdhp_minimum_deductible_self_only', { Year: year })).toBe(minSelf);
      expect(value('hsa_hdhp_minimum_deductible_family', { Year: year })).toBe(minFam);
      expect(value('hsa_hdhp_out_of_pocket_maximum_self_only', { Year: year })).toBe(oopSelf);
      expect(value('hsa_hdhp_out_of_pocket_maximum_family', { Year: year })).toBe(oopFam);
    });
});

describe('HSA additional taxes', () => {
  it(
    '26 U.S.C. 223(f)(4)(A): 20 percent on a distribution after 2010 (Pub. L. 111-148 sec. 9004), 10 percent ' +
      'before',
    () => {
      expect(value('hsa_nonqualified_distribution_additional_tax_percent', { Date: '2010-12-31' })).toBe('10');
      expect(value('hsa_nonqualified_distribution_additional_tax_percent', { Date: '2011-01-01' })).toBe('20');
      expect(value('hsa_nonqualified_distribution_additional_tax_percent', { Date: '2026-06-30' })).toBe('20');
    },
  );
  it('26 U.S.C. 223(b)(8)(B)(i)(II): 10 percent when the last-month rule testing period is not kept', () => {
    expect(value('hsa_testing_period_additional_tax_percent', { Date: '2025-06-01' })).toBe('10');
  });
});
