import { Decimal } from 'decimal.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { type CompiledLifeTable, factorAt, tableForYear } from '../compiled-tables.js';
import { reliefNoticeFor, waivedYear } from '../relief.js';
import { amountFor } from '../required-distribution-amount.js';
import { tenthsText } from '../tenths.js';
import { type BuiltYears, MAX_SCHEDULE_YEARS } from './build-years.js';
import type { SchedulePlan } from './plan.js';
import type { ScheduleYear } from './types.js';

// The readable definition of the year loop: every year looks its table up, reads every factor
// and builds its entry afresh. buildYears (one pass for the divisors, one for the entries, shared
// frozen entries, factors read once per table) is proven equal to it by
// test/perf-equivalence/schedules.test.ts. Nothing else calls it.

const MISSING = -100_000;

/** The divisor in tenths for `year` under table `t`: the greatest of the plan's arms, or MISSING. */
function divisorOf(plan: SchedulePlan, t: CompiledLifeTable, year: number): number {
  let best = MISSING;
  const fixed = plan.beneficiaryFixed;
  if (fixed) {
    const factor = factorAt(t, fixed.age);
    if (factor < 0) return MISSING;
    best = factor - 10 * (year - fixed.lookupYear);
  }
  const spouse = plan.beneficiaryRecalculated;
  if (spouse) {
    const frozen = spouse.freezeYear !== undefined && year > spouse.freezeYear;
    const factor = frozen ? factorAt(t, spouse.freezeYear! - spouse.birthYear) : factorAt(t, year - spouse.birthYear);
    const value = frozen ? (factor < 0 ? MISSING : factor - 10 * (year - spouse.freezeYear!)) : factor;
    if (value === MISSING || value < -10 * MAX_SCHEDULE_YEARS) return MISSING;
    best = Math.max(best, value);
  }
  const owner = plan.owner;
  if (owner) {
    const factor = factorAt(t, owner.age);
    if (factor < 0) return MISSING;
    best = Math.max(best, factor - 10 * (year - owner.lookupYear));
  }
  return best;
}

function entryOf(
  plan: SchedulePlan,
  year: number,
  tenths: number,
  final: boolean,
  balances: ReadonlyMap<number, Decimal> | undefined,
): ScheduleYear {
  const none: ScheduleYear = {
    Year: year,
    AnnualDistributionRequired: false,
    Divisor: null,
    PenaltyWaived: false,
    Deadline: `${year}-12-31`,
    DistributeEntireBalance: final,
  };
  if (tenths === MISSING) {
    const deferred = year < plan.annualFrom && plan.annualTo > 0 && !final;
    return deferred
      ? { ...none, Note: `the surviving spouse may defer annual amounts until ${plan.annualFrom}` }
      : none;
  }
  if (final && year === plan.capYear && tenths > 10) return none;
  // A life expectancy spent before the first annual year: no divisor; the whole balance is due.
  if (tenths <= 0) return none;
  const Divisor = tenthsText(tenths);
  const waived = waivedYear(year);
  if (waived) return { ...none, Divisor, Note: waived.Note };
  const notice =
    plan.reliefDeathYear !== undefined && year >= plan.reliefFromYear
      ? reliefNoticeFor(year, plan.reliefDeathYear)
      : undefined;
  const balance = balances?.get(year - 1);
  return {
    ...none,
    AnnualDistributionRequired: true,
    Divisor,
    PenaltyWaived: notice !== undefined,
    ...(notice ? { Note: notice.Note } : {}),
    ...(balance ? { Amount: amountFor(new Decimal(Divisor), balance).toFixed(2) } : {}),
  };
}

/** The same answer as buildYears, by the plain definition. */
export function buildYearsReadable(
  plan: SchedulePlan,
  singleLife: readonly CompiledLifeTable[],
  balances: ReadonlyMap<number, Decimal> | undefined,
  listFrom: number,
): BuiltYears | Failure {
  const years: ScheduleYear[] = [];
  const tablesUsed: CompiledLifeTable[] = [];
  const hasArms =
    plan.beneficiaryFixed !== undefined || plan.beneficiaryRecalculated !== undefined || plan.owner !== undefined;
  for (let year = plan.first; ; year++) {
    if (plan.capYear !== undefined && year > plan.capYear)
      return failure('InvalidRequest', 'the schedule has no final year');
    if (year - plan.first >= MAX_SCHEDULE_YEARS)
      return failure(
        'InvalidRequest',
        `the schedule does not end within ${MAX_SCHEDULE_YEARS} years; check the catalog's Single Life table`,
      );
    let tenths = MISSING;
    if (hasArms && year >= plan.annualFrom && year <= plan.annualTo) {
      const t = tableForYear(singleLife, year);
      if (t) {
        tenths = divisorOf(plan, t, year);
        if (tablesUsed.at(-1) !== t) tablesUsed.push(t);
      }
      if (tenths === MISSING && year >= listFrom)
        return failure(
          'InvalidRequest',
          `the catalog has no Single Life factor for ${year}${t ? '' : ' (no table in force that year)'}; ` +
            `set FromYear to list later years only`,
        );
    }
    const final = year === plan.capYear || (tenths !== MISSING && tenths <= 10);
    if (year >= listFrom) years.push(entryOf(plan, year, tenths, final, balances));
    if (final) return { years, finalYear: year, tablesUsed };
  }
}
