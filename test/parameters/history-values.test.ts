import { describe, expect, it } from 'vitest';
import { checkContribution, defaultCatalog, parameterValue, validateBenefitPlanConfig } from '../../src/index.js';

const value = (name: string, year: number) => {
  const r = parameterValue(defaultCatalog, name, { Year: year });
  if (!r.ok) throw new Error(`${name} ${year}: ${r.Message}`);
  expect(r.CarriedForward).toBe(false);
  expect(r.FromYear).toBe(year);
  return r.Value;
};

describe('historical parameter values (years before the 2024 entries)', () => {
  it.each([
    ['elective_deferral_limit_402g', 2019, '19000'],
    ['elective_deferral_limit_402g', 2023, '22500'],
    ['elective_deferral_catch_up_age_50_plus', 2020, '6500'],
    ['sep_employer_contribution_dollar_cap', 2019, '56000'],
    ['sep_max_compensation_considered', 2021, '290000'],
    ['sep_minimum_compensation_for_eligibility', 2021, '650'],
    ['sarsep_elective_deferral_limit', 2022, '20500'],
    ['simple_ira_elective_deferral_limit', 2023, '15500'],
    ['simple_ira_catch_up_age_50_plus', 2019, '3000'],
    ['roth_ira_phaseout_mfj_start', 2020, '196000'],
    ['traditional_ira_deduction_phaseout_covered_single_hoh_end', 2019, '74000'],
    ['qualified_transportation_parking_monthly_limit', 2019, '265'],
    ['health_fsa_salary_reduction_limit', 2014, '2500'],
    ['health_fsa_carryover_max', 2014, '500'],
    ['health_fsa_carryover_max', 2019, '500'],
    ['health_fsa_carryover_max', 2020, '550'],
    ['dependent_care_fsa_exclusion_limit', 2021, '10500'],
    ['dependent_care_fsa_exclusion_limit', 2022, '5000'],
    ['dependent_care_fsa_exclusion_limit_mfs', 2021, '5250'],
    ['hsa_hdhp_out_of_pocket_maximum_family', 2019, '13500'],
  ])('%s for %i is %s', (name, year, expected) => {
    expect(value(name, year)).toBe(expected);
  });

  it('a 2019 SEP employer contribution is checked against the 2019 415(c) cap of 56,000', () => {
    const r = checkContribution(defaultCatalog, {
      AccountTypeCode: 'sep-ira',
      Owner: { Compensation: 400000 },
      Contribution: { Amount: 56001, ContributionDate: '2019-06-01', ContributionSource: 'Employer' },
    });
    expect(r).toMatchObject({ ok: false, Rule: 'sep-dollar-cap', Limit: '56000' });
  });

  it('Notice 2013-71: a plan year beginning in 2014 may carry over up to 500, not more', () => {
    expect(
      validateBenefitPlanConfig(defaultCatalog, {
        AccountTypeCode: 'health-care-fsa',
        PlanYear: 2014,
        CarryoverAmount: 500,
      }),
    ).toMatchObject({ ok: true, Mode: 'Carryover', Limit: '500' });
    expect(
      validateBenefitPlanConfig(defaultCatalog, {
        AccountTypeCode: 'health-care-fsa',
        PlanYear: 2014,
        CarryoverAmount: 501,
      }),
    ).toMatchObject({ ok: false, Errors: [{ ErrorCode: 'ContributionLimitExceeded' }] });
  });
});
