// Contribution checks per second: a Roth IRA contribution with a year of history and every
// fact known (annual limit, catch-up, compensation, MAGI phase-out with the IRS rounding
// rule), a prior-year contribution (due-date calendar), and a Trump account contribution; each
// by checkContribution (its fast path) and by the readable definition it must equal, measured in
// alternation with each other and with the compiled availability reference.
import { checkContributionReadable } from '../../src/core/contributions/check-contribution.js';
import { type ContributionQuery, checkContribution, defaultCatalog } from '../../src/index.js';
import { PRIOR_YEAR, ROTH, TRUMP } from '../fixtures/contributions.js';
import { referenceBatch } from '../fixtures/reference.js';
import { type BenchRow, measureInterleaved } from '../types.js';

const GROUP = 'contributions';

function batch(check: typeof checkContribution, q: ContributionQuery): (n: number) => number {
  // Both paths must give the same answer before either is timed.
  if (JSON.stringify(check(defaultCatalog, q)) !== JSON.stringify(checkContributionReadable(defaultCatalog, q)))
    throw new Error(`bench: checkContribution and the readable definition disagree on ${q.AccountTypeCode}`);
  return (n) => {
    let acc = 0;
    for (let i = 0; i < n; i++) acc += check(defaultCatalog, q).ok ? 1 : 0;
    return acc;
  };
}

export default async (): Promise<BenchRow[]> => {
  const [readable, fast, readablePrior, fastPrior, readableTrump, fastTrump, reference] = measureInterleaved([
    batch(checkContributionReadable, ROTH),
    batch(checkContribution, ROTH),
    batch(checkContributionReadable, PRIOR_YEAR),
    batch(checkContribution, PRIOR_YEAR),
    batch(checkContributionReadable, TRUMP),
    batch(checkContribution, TRUMP),
    referenceBatch,
  ]) as [number, number, number, number, number, number, number];
  const row = (Name: string, OpsPerSecond: number, extra: Partial<BenchRow> = {}): BenchRow => ({
    Group: GROUP,
    Name,
    OpsPerSecond,
    Reference: reference,
    ...extra,
  });
  return [
    row('checkContributionReadable roth-ira (12 prior, all facts) checks/s', readable, {
      Baseline: true,
      Note: "the readable definition (today's path)",
    }),
    row('checkContribution roth-ira (12 prior, all facts) checks/s', fast, {
      Note: 'fast path: cents, parameters compiled once',
    }),
    row('checkContributionReadable roth-ira prior-year (due-date calendar) checks/s', readablePrior),
    row('checkContribution roth-ira prior-year (due-date calendar) checks/s', fastPrior),
    row('checkContributionReadable trump-account checks/s', readableTrump),
    row('checkContribution trump-account checks/s', fastTrump),
  ];
};
