import { hsaLimitForYear, isProblem } from '../../hsa/limit-for-year.js';
import {
  amountDependingOnLastMonthRule,
  firstIneligibleMonthShown,
  TESTING_PERIOD_SOURCE,
} from '../../hsa/testing-period.js';
import { Decimal, decimalString } from '../../shared/money.js';
import type { ContributionCheckOf } from '../schema.js';
import type { ContributionWarning } from '../types.js';
import { sharedAmount } from './cap.js';
import { type CheckContext, type CheckOutcome, limitOutcome, paramFailure, priorTotal, row, SKIP } from './context.js';

/**
 * Health savings account limit (223(b)): the owner's limit for the tax year month by month
 * (src/core/hsa), shared by employer and own money and by the owner's other HSAs. With the
 * last-month rule, money above the months actually eligible is accepted with a warning that it
 * depends on the testing period.
 */
export function checkHsaLimit(ctx: CheckContext, c: ContributionCheckOf<'HsaLimit'>): CheckOutcome {
  if (!c.Sources.includes(ctx.source)) return SKIP;
  const year = ctx.taxYear ?? ctx.n.date.year;
  const facts = ctx.n.facts.hsa;
  const r = hsaLimitForYear(ctx.catalog, c, facts, ctx.n.facts.dateOfBirth, year);
  if (isProblem(r)) {
    if (r.kind === 'missing') return { rows: [], unchecked: r.facts };
    return paramFailure(c.Id, c.Source, { ok: false, code: 'ParameterYearNotCovered', message: r.message });
  }
  const unchecked = [...r.unchecked];
  const prior = priorTotal(ctx, c.Sources, 'TaxYear').plus(sharedAmount(ctx, c.SharedWith, unchecked));
  const compared = prior.plus(ctx.n.amount);
  const a = r.annual;
  const note = r.reasons.map((x) => x.Message).join('; ');
  const hit = {
    ok: true as const,
    value: new Decimal(r.family.Value),
    source: r.family.Source,
    carriedForward: r.family.CarriedForward || r.selfOnly.CarriedForward,
    name: `${r.selfOnly.Name}, ${r.family.Name}`,
  };
  const rowOut = row(c.Id, c.Rule, a.limit, compared, c.Source, { param: hit, note });
  const outcome = limitOutcome(rowOut, a.limit, prior, unchecked, `contributions to the owner's HSAs for ${year}`);
  if (outcome.failure) return outcome;
  const atRisk = amountDependingOnLastMonthRule(a, compared);
  if (atRisk.lte(0)) return outcome;
  const warnings: ContributionWarning[] = [
    {
      Code: 'HsaLastMonthRuleTestingPeriod',
      Message:
        `${decimalString(atRisk)} of the ${year} contributions is allowed only by the last-month rule: the ` +
        `owner must remain an eligible individual from ${year}-12-01 through ${year + 1}-12-31, or that ` +
        `amount is included in income for the year eligibility ends, with a 10 percent additional tax (not on ` +
        `death or disability)`,
      Source: TESTING_PERIOD_SOURCE,
    },
  ];
  const shown = firstIneligibleMonthShown(facts, year);
  if (shown)
    warnings.push({
      Code: 'HsaTestingPeriodNotKept',
      Message:
        `the facts given show the owner is not an eligible individual in ${shown.month} (${shown.reason}), ` +
        `inside the testing period: ${decimalString(atRisk)} would be included in income for ` +
        `${shown.month.slice(0, 4)} with the additional tax (see hsaTestingPeriod)`,
      Source: TESTING_PERIOD_SOURCE,
    });
  return { ...outcome, warnings };
}
