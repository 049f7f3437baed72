import { describe, expect, it } from 'vitest';
import {
  defaultCatalog,
  defaultCatalogFiles,
  loadCatalog,
  ParameterFileSchema,
  parameterValue,
  parseCatalog,
} from '../../src/index.js';

const reference = (name: string, year: number) => {
  const r = parameterValue(defaultCatalog, name, { Year: year });
  if (!r.ok) throw new Error(r.Message);
  return r;
};

describe('parameterValue', () => {
  it.each([
    ['ira_contribution_limit', 2024, '7000'],
    ['ira_contribution_limit', 2026, '7500'],
    ['ira_catch_up_age_50_plus', 2026, '1100'],
    ['roth_ira_phaseout_single_hoh_start', 2025, '150000'],
    ['roth_ira_phaseout_mfj_end', 2026, '252000'],
    ['roth_ira_phaseout_mfs_end', 2024, '10000'],
    ['simple_ira_elective_deferral_limit', 2025, '16500'],
    ['simple_ira_catch_up_age_60_to_63', 2025, '5250'],
    ['sep_employer_contribution_dollar_cap', 2026, '72000'],
    ['sep_max_compensation_considered', 2025, '350000'],
    ['sep_minimum_compensation_for_eligibility', 2025, '750'],
    ['sarsep_elective_deferral_limit', 2026, '24500'],
    ['coverdell_esa_annual_contribution_limit', 2025, '2000'],
    ['qualified_transportation_parking_monthly_limit', 2026, '340'],
    ['health_fsa_salary_reduction_limit', 2025, '3300'],
    ['health_fsa_carryover_max', 2026, '680'],
    ['dependent_care_fsa_exclusion_limit', 2026, '7500'],
    ['plesa_participant_contribution_balance_cap', 2026, '2600'],
    ['trump_account_annual_contribution_limit', 2026, '5000'],
    ['trump_account_employer_contribution_exclusion_limit', 2026, '2500'],
    ['trump_account_pilot_program_contribution', 2026, '1000'],
    ['simple_ira_elective_deferral_limit_applicable_small_employer_110pct', 2026, '18100'],
    ['elective_deferral_catch_up_age_60_to_63', 2025, '11250'],
    ['elective_deferral_catch_up_age_60_to_63', 2026, '11250'],
  ])('%s for %i is %s (reference/limits.json)', (name, year, value) => {
    const r = reference(name, year);
    expect(r.Value).toBe(value);
    expect(r.CarriedForward).toBe(false);
    expect(r.FromYear).toBe(year);
    expect(r.Source.length).toBeGreaterThan(3);
    expect(r.Reference.length).toBeGreaterThan(3);
  });

  it.each([
    ['simple_ira_catch_up_age_50_plus_applicable_employer_110pct', 2024, '3850'],
    ['simple_ira_catch_up_age_50_plus_applicable_employer_110pct', 2025, '3850'],
    ['simple_ira_catch_up_age_50_plus_applicable_employer_110pct', 2026, '3850'],
    ['simple_ira_employer_match_percent_elected_110pct', 2025, '4'],
    ['simple_ira_nonelective_percent_elected_110pct', 2026, '3'],
  ])('%s for %i is %s (SECURE 2.0 sec. 117; secondary sources, flagged in Source)', (name, year, value) => {
    const r = reference(name, year);
    expect(r.Value).toBe(value);
    expect(r.FromYear).toBe(year);
  });

  it('the 60-63 catch-up and the 110 percent figures did not exist earlier: asking before them is an error', () => {
    expect(parameterValue(defaultCatalog, 'elective_deferral_catch_up_age_60_to_63', { Year: 2024 })).toMatchObject({
      ok: false,
      ErrorCode: 'ParameterYearNotCovered',
    });
    expect(
      parameterValue(defaultCatalog, 'simple_ira_catch_up_age_50_plus_applicable_employer_110pct', { Year: 2023 }),
    ).toMatchObject({ ok: false, ErrorCode: 'ParameterYearNotCovered' });
  });

  it('answers the last value past the last known year, and says it is carried forward', () => {
    const r = reference('ira_contribution_limit', 2031);
    expect(r).toMatchObject({ Value: '7500', CarriedForward: true, FromYear: 2026, Unit: 'USD' });
  });

  it('a Date asks about its year', () => {
    const r = parameterValue(defaultCatalog, 'health_fsa_salary_reduction_limit', { Date: '2024-06-30' });
    expect(r.ok && r.Value).toBe('3200');
  });

  it('before the first known year is an error; so are unknown names and bad queries', () => {
    expect(parameterValue(defaultCatalog, 'ira_contribution_limit', { Year: 2018 })).toMatchObject({
      ok: false,
      ErrorCode: 'ParameterYearNotCovered',
    });
    expect(parameterValue(defaultCatalog, 'trump_account_annual_contribution_limit', { Year: 2025 })).toMatchObject({
      ok: false,
      ErrorCode: 'ParameterYearNotCovered',
    });
    expect(parameterValue(defaultCatalog, 'no_such_limit', { Year: 2025 })).toMatchObject({
      ok: false,
      ErrorCode: 'ParameterNotFound',
    });
    expect(parameterValue(defaultCatalog, 'ira_contribution_limit', { Year: 2025.5 })).toMatchObject({
      ok: false,
      ErrorCode: 'InvalidRequest',
    });
    expect(parameterValue(defaultCatalog, 'ira_contribution_limit', { Date: '2025-02-30' })).toMatchObject({
      ok: false,
      ErrorCode: 'InvalidRequest',
    });
  });

  it('every catalog parameter names a Reference and a Source for each value', () => {
    expect(defaultCatalog.parameters.size).toBeGreaterThanOrEqual(30);
    for (const p of defaultCatalog.parameters.values()) {
      expect(p.Reference.length).toBeGreaterThan(3);
      for (const v of p.Values) expect(v.Source.length).toBeGreaterThan(3);
    }
  });

  it('EffectiveDate parameters answer the value in effect on the date, never carried forward', () => {
    const files = {
      ...defaultCatalogFiles,
      'parameters/test_dated.json': {
        Name: 'test_dated',
        Description: 'test',
        Unit: 'USD',
        Period: 'EffectiveDate',
        Reference: 'test ref',
        Values: [
          { EffectiveDate: '2024-07-01', Value: '10', Source: 'src a' },
          { EffectiveDate: '2025-03-15', Value: '12.5', Source: 'src b' },
        ],
      },
    };
    const cat = loadCatalog(files);
    expect(parameterValue(cat, 'test_dated', { Date: '2025-03-14' })).toMatchObject({
      ok: true,
      Value: '10',
      FromDate: '2024-07-01',
      CarriedForward: false,
    });
    expect(parameterValue(cat, 'test_dated', { Date: '2030-01-01' })).toMatchObject({
      ok: true,
      Value: '12.5',
      CarriedForward: false,
    });
    expect(parameterValue(cat, 'test_dated', { Year: 2024 })).toMatchObject({
      ok: false,
      ErrorCode: 'ParameterYearNotCovered',
    });
  });

  it('the schema rejects unsorted values, float values and values of the wrong key', () => {
    const base = { Name: 'x', Description: 'desc', Unit: 'USD', Period: 'TaxYear', Reference: 'ref' };
    expect(
      ParameterFileSchema.safeParse({
        ...base,
        Values: [
          { Year: 2025, Value: '1', Source: 'src' },
          { Year: 2024, Value: '1', Source: 'src' },
        ],
      }).success,
    ).toBe(false);
    expect(ParameterFileSchema.safeParse({ ...base, Values: [{ Year: 2025, Value: 1, Source: 'src' }] }).success).toBe(
      false,
    );
    expect(
      ParameterFileSchema.safeParse({ ...base, Values: [{ EffectiveDate: '2025-01-01', Value: '1', Source: 'src' }] })
        .success,
    ).toBe(false);
    const r = parseCatalog({ ...defaultCatalogFiles, 'parameters/bad.json': { ...base, Name: 'bad', Values: [] } });
    expect(r.ok).toBe(false);
  });
});
