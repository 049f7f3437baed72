// Contribution checks per second: a Roth IRA contribution with a year of history and every
// fact known (annual limit, catch-up, compensation, MAGI phase-out with the IRS rounding
// rule), a prior-year contribution (due-date calendar), and a Trump account contribution; each
// by checkContribution (its fast path) and by the readable definition it must equal.
import { checkContributionReadable } from '../../src/core/contributions/check-contribution.js';
import { type ContributionQuery, checkContribution, defaultCatalog } from '../../src/index.js';
import { PRIOR_YEAR, ROTH, TRUMP } from '../fixtures/contributions.js';
import { type BenchRow, measureSync } from '../types.js';

const GROUP = 'contributions';

function bench(check: typeof checkContribution, q: ContributionQuery): number {
  // Both paths must give the same answer before either is timed.
  if (JSON.stringify(check(defaultCatalog, q)) !== JSON.stringify(checkContributionReadable(defaultCatalog, q)))
    throw new Error(`bench: checkContribution and the readable definition disagree on ${q.AccountTypeCode}`);
  return measureSync((n) => {
    let acc = 0;
    for (let i = 0; i < n; i++) acc += check(defaultCatalog, q).ok ? 1 : 0;
    return acc;
  });
}

export default async (): Promise<BenchRow[]> => [
  {
    Group: GROUP,
    Name: 'checkContributionReadable roth-ira (12 prior, all facts) checks/s',
    OpsPerSecond: bench(checkContributionReadable, ROTH),
    Baseline: true,
    Note: "the readable definition (today's path)",
  },
  {
    Group: GROUP,
    Name: 'checkContribution roth-ira (12 prior, all facts) checks/s',
    OpsPerSecond: bench(checkContribution, ROTH),
    Note: 'fast path: cents, parameters compiled once',
  },
  {
    Group: GROUP,
    Name: 'checkContributionReadable roth-ira prior-year (due-date calendar) checks/s',
    OpsPerSecond: bench(checkContributionReadable, PRIOR_YEAR),
  },
  {
    Group: GROUP,
    Name: 'checkContribution roth-ira prior-year (due-date calendar) checks/s',
    OpsPerSecond: bench(checkContribution, PRIOR_YEAR),
  },
  {
    Group: GROUP,
    Name: 'checkContributionReadable trump-account checks/s',
    OpsPerSecond: bench(checkContributionReadable, TRUMP),
  },
  { Group: GROUP, Name: 'checkContribution trump-account checks/s', OpsPerSecond: bench(checkContribution, TRUMP) },
];
