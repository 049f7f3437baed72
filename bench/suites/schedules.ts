import { defaultCatalog, inheritedIraSchedule, ownerRequiredDistribution } from '../../src/index.js';
import { referenceBatch } from '../fixtures/reference.js';
import { OWNER_RMD, SCHEDULE_QUERIES } from '../fixtures/schedules.js';
import { type BenchRow, measureInterleaved } from '../types.js';

// One op = one complete inherited-IRA schedule (every year from the first distribution year
// to the final one, with reasons and sources), over a fixed mix of regimes. Target (issue 4):
// at least 200,000 schedules per second. Measured in alternation with the compiled
// availability reference (issue 13's speed-up targets).

const GROUP = 'inherited schedules';

export default async function schedules(): Promise<BenchRow[]> {
  const years = SCHEDULE_QUERIES.map((q) => {
    const r = inheritedIraSchedule(defaultCatalog, q);
    if (!r.ok) throw new Error(`bench query rejected: ${r.Message}`);
    return r.Years.length;
  });
  const avgYears = years.reduce((a, b) => a + b, 0) / years.length;
  const [mixed, tenYear, owner, reference] = measureInterleaved([
    (n) => {
      let acc = 0;
      for (let i = 0; i < n; i++) {
        const r = inheritedIraSchedule(defaultCatalog, SCHEDULE_QUERIES[i % SCHEDULE_QUERIES.length]!);
        acc += r.ok ? r.Years.length : 0;
      }
      return acc;
    },
    (n) => {
      let acc = 0;
      for (let i = 0; i < n; i++) {
        const r = inheritedIraSchedule(defaultCatalog, SCHEDULE_QUERIES[0]!);
        acc += r.ok ? r.Years.length : 0;
      }
      return acc;
    },
    (n) => {
      let acc = 0;
      for (let i = 0; i < n; i++) {
        const r = ownerRequiredDistribution(defaultCatalog, { ...OWNER_RMD, Year: 2030 + (i & 7) });
        acc += r.ok ? r.AgeAttained : 0;
      }
      return acc;
    },
    referenceBatch,
  ]) as [number, number, number, number];
  return [
    {
      Group: GROUP,
      Name: 'inheritedIraSchedule, 8-regime mix',
      OpsPerSecond: mixed,
      Baseline: true,
      Reference: reference,
      Note: `complete schedules, ${avgYears.toFixed(1)} years on average; target >= 200,000/s`,
    },
    {
      Group: GROUP,
      Name: 'inheritedIraSchedule, ten-year rule with annual amounts',
      OpsPerSecond: tenYear,
      Reference: reference,
      Note: '10 years with relief-notice waivers',
    },
    {
      Group: GROUP,
      Name: 'ownerRequiredDistribution with amount',
      OpsPerSecond: owner,
      Reference: reference,
      Note: 'one year, amount in integer cents',
    },
  ];
}
