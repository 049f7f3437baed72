import {
  defaultCatalog,
  type InheritedScheduleQuery,
  inheritedIraSchedule,
  ownerRequiredDistribution,
} from '../../src/index.js';
import { type BenchRow, measureSync } from '../types.js';

// One op = one complete inherited-IRA schedule (every year from the first distribution year
// to the final one, with reasons and sources), over a fixed mix of regimes. Target (issue 4):
// at least 200,000 schedules per second.

const GROUP = 'inherited schedules';
const TRAD = 'inherited-traditional-ira';

const QUERIES: readonly InheritedScheduleQuery[] = [
  // Ten-year rule with annual amounts and relief-notice years (10 years).
  {
    AccountTypeCode: TRAD,
    DecedentDateOfBirth: '1945-01-01',
    DecedentDateOfDeath: '2021-06-01',
    DecedentDiedOnOrAfterRbd: true,
    BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
    BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
    BeneficiaryDateOfBirth: '1975-01-01',
  },
  // Ten-year rule, no annual amounts (Roth).
  {
    AccountTypeCode: 'inherited-roth-ira',
    DecedentDateOfDeath: '2023-02-02',
    DecedentDiedOnOrAfterRbd: false,
    BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
    BeneficiaryDistributionDecision: 'TenYearRule',
  },
  // Pre-2020 stretch with the 2022 reset (15 years).
  {
    AccountTypeCode: TRAD,
    DecedentDateOfBirth: '1955-05-05',
    DecedentDateOfDeath: '2019-08-01',
    DecedentDiedOnOrAfterRbd: false,
    BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
    BeneficiaryDistributionDecision: 'LifeExpectancy',
    BeneficiaryDateOfBirth: '1944-02-02',
  },
  // Minor child, then ten years (20 years).
  {
    AccountTypeCode: TRAD,
    DecedentDateOfBirth: '1970-01-01',
    DecedentDateOfDeath: '2021-06-01',
    DecedentDiedOnOrAfterRbd: false,
    BeneficiaryEligibleDesignatedClass: 'MinorChild',
    BeneficiaryDistributionDecision: 'LifeExpectancy',
    BeneficiaryDateOfBirth: '2010-04-04',
  },
  // Ghost life expectancy for an estate (10 years).
  {
    AccountTypeCode: TRAD,
    DecedentDateOfBirth: '1940-03-01',
    DecedentDateOfDeath: '2021-05-01',
    DecedentDiedOnOrAfterRbd: true,
    BeneficiaryEligibleDesignatedClass: 'NotADesignatedBeneficiary',
    BeneficiaryDistributionDecision: 'LifeExpectancy',
  },
  // Five-year rule with 2020 disregarded.
  {
    AccountTypeCode: TRAD,
    DecedentDateOfDeath: '2017-04-04',
    DecedentDiedOnOrAfterRbd: false,
    BeneficiaryEligibleDesignatedClass: 'NotADesignatedBeneficiary',
    BeneficiaryDistributionDecision: 'FiveYearRule',
  },
  // Disabled EDB over a long life expectancy (53 years).
  {
    AccountTypeCode: TRAD,
    DecedentDateOfBirth: '1960-01-01',
    DecedentDateOfDeath: '2022-03-01',
    DecedentDiedOnOrAfterRbd: false,
    BeneficiaryEligibleDesignatedClass: 'Disabled',
    BeneficiaryDistributionDecision: 'LifeExpectancy',
    BeneficiaryDateOfBirth: '1990-01-01',
  },
  // Spouse, recalculated yearly, with deferral (about 45 years).
  {
    AccountTypeCode: TRAD,
    DecedentDateOfBirth: '1960-02-01',
    DecedentDateOfDeath: '2021-01-01',
    DecedentDiedOnOrAfterRbd: false,
    BeneficiaryEligibleDesignatedClass: 'SurvivingSpouse',
    BeneficiaryDistributionDecision: 'LifeExpectancy',
    BeneficiaryDateOfBirth: '1962-06-06',
  },
];

export default async function schedules(): Promise<BenchRow[]> {
  const years = QUERIES.map((q) => {
    const r = inheritedIraSchedule(defaultCatalog, q);
    if (!r.ok) throw new Error(`bench query rejected: ${r.Message}`);
    return r.Years.length;
  });
  const avgYears = years.reduce((a, b) => a + b, 0) / years.length;
  const mixed = measureSync((n) => {
    let acc = 0;
    for (let i = 0; i < n; i++) {
      const r = inheritedIraSchedule(defaultCatalog, QUERIES[i % QUERIES.length]!);
      acc += r.ok ? r.Years.length : 0;
    }
    return acc;
  });
  const tenYear = measureSync((n) => {
    let acc = 0;
    for (let i = 0; i < n; i++) {
      const r = inheritedIraSchedule(defaultCatalog, QUERIES[0]!);
      acc += r.ok ? r.Years.length : 0;
    }
    return acc;
  });
  const owner = measureSync((n) => {
    let acc = 0;
    for (let i = 0; i < n; i++) {
      const r = ownerRequiredDistribution(defaultCatalog, {
        DateOfBirth: '1951-08-01',
        Year: 2030 + (i & 7),
        PriorYearEndBalance: '250000.00',
      });
      acc += r.ok ? r.AgeAttained : 0;
    }
    return acc;
  });
  return [
    {
      Group: GROUP,
      Name: 'inheritedIraSchedule, 8-regime mix',
      OpsPerSecond: mixed,
      Baseline: true,
      Note: `complete schedules, ${avgYears.toFixed(1)} years on average; target >= 200,000/s`,
    },
    {
      Group: GROUP,
      Name: 'inheritedIraSchedule, ten-year rule with annual amounts',
      OpsPerSecond: tenYear,
      Note: '10 years with relief-notice waivers',
    },
    {
      Group: GROUP,
      Name: 'ownerRequiredDistribution with amount',
      OpsPerSecond: owner,
      Note: 'one year, decimal.js amount',
    },
  ];
}
