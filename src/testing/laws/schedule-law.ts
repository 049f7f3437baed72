import type { Catalog } from '../../core/catalog/types.js';
import {
  arbitraryInheritedIraInput,
  type InheritedInputOptions,
  type InheritedIraInput,
} from '../inherited/arbitrary-inherited-input.js';
import { type LawOptions, type LawProperty, lawProperty, show } from './law-property.js';

interface ScheduleAnswer {
  readonly ok?: unknown;
  readonly ErrorCode?: unknown;
  readonly FinalDistributionDeadline?: unknown;
  readonly Years?: unknown;
}
interface YearRow {
  readonly Year?: unknown;
  readonly Deadline?: unknown;
  readonly DistributeEntireBalance?: unknown;
}

/**
 * Calendar years the five-year rule does not count: 2009 (Worker, Retiree, and Employer Recovery
 * Act of 2008, sec. 201(a)) and 2020 (CARES Act sec. 2203; 26 U.S.C. 401(a)(9)(I)(iii)(II)).
 */
const FIVE_YEAR_RULE_SKIPPED_YEARS: readonly number[] = [2009, 2020];

/** The latest final year the decision allows (26 U.S.C. 401(a)(9)(B)(ii), (H)(i)). */
export function statutoryLastYear(decision: string, deathYear: number): number | undefined {
  if (decision === 'TenYearRule' || decision === 'TenYearRuleWithAnnualRmd') return deathYear + 10;
  if (decision !== 'FiveYearRule') return undefined;
  let y = deathYear;
  for (let counted = 0; counted < 5 && y < deathYear + 10; ) {
    y += 1;
    if (!FIVE_YEAR_RULE_SKIPPED_YEARS.includes(y)) counted += 1;
  }
  return y;
}

/**
 * Law: for every consistent inherited-IRA input (every regime, class, RBD fact and permitted
 * decision), the schedule is answered, its FinalDistributionDeadline is a December 31, its years
 * run one by one to the final year, each year's deadline is its December 31, the final year (and
 * only it) calls for the entire balance, and a ten- or five-year decision ends within its window.
 */
export function schedulesEndDecember31FullyDistributed<R>(
  catalog: Catalog,
  scheduleFn: (q: InheritedIraInput) => R,
  opts: LawOptions & InheritedInputOptions = {},
): LawProperty<R, [InheritedIraInput]> {
  return lawProperty(
    scheduleFn,
    arbitraryInheritedIraInput(catalog, opts),
    (q, answer: unknown) => {
      const a = (typeof answer === 'object' && answer !== null ? answer : {}) as ScheduleAnswer;
      if (a.ok !== true) throw new Error(`no schedule for consistent facts ${show(q)}: ${show(answer)}`);
      const deadline = a.FinalDistributionDeadline;
      if (typeof deadline !== 'string' || !/^\d{4}-12-31$/.test(deadline))
        throw new Error(`FinalDistributionDeadline ${show(deadline)} is not a December 31`);
      const finalYear = Number(deadline.slice(0, 4));
      const years = Array.isArray(a.Years) ? (a.Years as YearRow[]) : [];
      if (years.length === 0) throw new Error(`the schedule lists no years: ${show(answer)}`);
      years.forEach((row, i) => {
        if (typeof row.Year !== 'number') throw new Error(`Years[${i}] has no Year`);
        if (i > 0 && row.Year !== (years[i - 1]!.Year as number) + 1)
          throw new Error(`Years are not consecutive at ${row.Year}`);
        if (row.Deadline !== undefined && row.Deadline !== `${row.Year}-12-31`)
          throw new Error(`${row.Year}: deadline ${show(row.Deadline)} is not December 31 of the year`);
        const last = i === years.length - 1;
        if (row.DistributeEntireBalance !== undefined && row.DistributeEntireBalance !== last)
          throw new Error(
            `${row.Year}: DistributeEntireBalance ${show(row.DistributeEntireBalance)}; only the final ` +
              `year ${finalYear} calls for the entire balance`,
          );
      });
      const lastYear = years[years.length - 1]!.Year as number;
      if (lastYear !== finalYear)
        throw new Error(`the last listed year ${lastYear} is not the year of FinalDistributionDeadline ${deadline}`);
      const deathYear = Number(q.DecedentDateOfDeath.slice(0, 4));
      const bound = statutoryLastYear(q.BeneficiaryDistributionDecision, deathYear);
      if (bound !== undefined && finalYear > bound)
        throw new Error(
          `${q.BeneficiaryDistributionDecision} after a death in ${deathYear} must end by ${bound}-12-31, ` +
            `not ${deadline}`,
        );
      if (finalYear <= deathYear)
        throw new Error(`the final year ${finalYear} is not after the year of death ${deathYear}`);
    },
    opts,
    scheduleFn,
  );
}
