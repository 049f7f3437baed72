// Contribution checks per second: a Roth IRA contribution with a year of history and every
// fact known (annual limit, catch-up, compensation, MAGI phase-out with the IRS rounding
// rule), a prior-year contribution (due-date calendar), and a Trump account contribution.
import { type ContributionQuery, checkContribution, defaultCatalog, type HistoryEntry } from '../../src/index.js';
import { type BenchRow, measureSync } from '../types.js';

const history: HistoryEntry[] = Array.from({ length: 12 }, (_, i) => ({
  Amount: '150.25',
  ContributionSource: 'Participant' as const,
  ContributionDate: `2025-${String(i + 1).padStart(2, '0')}-05`,
}));

const roth: ContributionQuery = {
  AccountTypeCode: 'roth-ira',
  Owner: {
    DateOfBirth: '1970-04-01',
    Compensation: '85000',
    ModifiedAgi: '152000',
    FilingStatus: 'Single',
    OtherIraContributions: '0',
  },
  History: history,
  Contribution: { Amount: '250.00', ContributionDate: '2025-12-20' },
};
const priorYear: ContributionQuery = {
  ...roth,
  Contribution: { Amount: '250.00', ContributionDate: '2026-04-10', TaxYear: 2025 },
};
const trump: ContributionQuery = {
  AccountTypeCode: 'trump-account',
  Account: { BeneficiaryDateOfBirth: '2020-05-01' },
  History: [{ Amount: '1000', ContributionSource: 'FederalPilot', ContributionDate: '2026-07-10' }],
  Contribution: { Amount: '500', ContributionDate: '2026-08-01', ContributionSource: 'Participant' },
};

function bench(q: ContributionQuery): number {
  return measureSync((n) => {
    let acc = 0;
    for (let i = 0; i < n; i++) acc += checkContribution(defaultCatalog, q).ok ? 1 : 0;
    return acc;
  });
}

export default async (): Promise<BenchRow[]> => [
  {
    Group: 'contributions',
    Name: 'checkContribution roth-ira (12 prior, all facts) checks/s',
    OpsPerSecond: bench(roth),
    Baseline: true,
  },
  {
    Group: 'contributions',
    Name: 'checkContribution roth-ira prior-year (due-date calendar) checks/s',
    OpsPerSecond: bench(priorYear),
  },
  { Group: 'contributions', Name: 'checkContribution trump-account checks/s', OpsPerSecond: bench(trump) },
];
