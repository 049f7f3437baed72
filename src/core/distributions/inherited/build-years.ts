import { Decimal } from 'decimal.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { type CompiledLifeTable, factorAt, tableForYear } from '../compiled-tables.js';
import { reliefNoticeFor, waivedYear } from '../relief.js';
import { amountFor } from '../required-distribution-amount.js';
import { december31, tenthsText } from '../tenths.js';
import type { SchedulePlan } from './plan.js';
import type { ScheduleYear } from './types.js';

/** Explicit bound: no schedule runs longer than this many years. */
export const MAX_SCHEDULE_YEARS = 150;
const MISSING = -100_000;

export interface BuiltYears {
  readonly years: ScheduleYear[];
  readonly finalYear: number;
  readonly tablesUsed: readonly CompiledLifeTable[];
}

/**
 * Divisor in tenths for `year`, or MISSING when the table lacks the year or an age. `fixedFactor`
 * and `ownerFactor` are factorAt(t, age) of the fixed arms, read once per table by the caller.
 */
function divisorTenths(
  plan: SchedulePlan,
  t: CompiledLifeTable,
  year: number,
  fixedFactor: number,
  ownerFactor: number,
): number {
  let best = MISSING;
  const bf = plan.beneficiaryFixed;
  if (bf) {
    const v = fixedFactor;
    if (v < 0) return MISSING;
    best = v - 10 * (year - bf.lookupYear);
  }
  const br = plan.beneficiaryRecalculated;
  if (br) {
    let v: number;
    if (br.freezeYear !== undefined && year > br.freezeYear) {
      const f = factorAt(t, br.freezeYear - br.birthYear);
      v = f < 0 ? MISSING : f - 10 * (year - br.freezeYear);
    } else v = factorAt(t, year - br.birthYear);
    if (v === MISSING || v < -10 * MAX_SCHEDULE_YEARS) return MISSING;
    if (v > best) best = v;
  }
  const o = plan.owner;
  if (o) {
    const f = ownerFactor;
    if (f < 0) return MISSING;
    const v = f - 10 * (year - o.lookupYear);
    if (v > best) best = v;
  }
  return best;
}

/**
 * Evaluate the plan year by year from the first distribution year to the final one. The
 * final year is the cap (five or ten years) or the year the life expectancy is spent
 * (1.0 or less), whichever comes first.
 */
export function buildYears(
  plan: SchedulePlan,
  singleLife: readonly CompiledLifeTable[],
  balances: ReadonlyMap<number, Decimal> | undefined,
  listFrom: number,
): BuiltYears | Failure {
  const tablesUsed: CompiledLifeTable[] = [];
  const tenthsOf = scratchTenths; // the divisor of year first + k, written by the first pass
  const hasArms =
    plan.beneficiaryFixed !== undefined || plan.beneficiaryRecalculated !== undefined || plan.owner !== undefined;
  const end = plan.capYear ?? plan.first + MAX_SCHEDULE_YEARS;
  let table: CompiledLifeTable | undefined; // the table in force, looked up again only when the year leaves it
  let fixedFactor = -1; // the fixed arms' table factors, read again only when the table changes
  let ownerFactor = -1;
  for (let year = plan.first; year <= end; year++) {
    if (year - plan.first >= MAX_SCHEDULE_YEARS)
      return failure(
        'InvalidRequest',
        `the schedule does not end within ${MAX_SCHEDULE_YEARS} years; check the catalog's Single Life table`,
      );
    const isCap = year === plan.capYear;
    const inAnnual = hasArms && year >= plan.annualFrom && year <= plan.annualTo;
    let tenths = MISSING;
    if (inAnnual) {
      if (table === undefined || year < table.fromYear || year > table.toYear) {
        table = tableForYear(singleLife, year);
        if (table) {
          fixedFactor = plan.beneficiaryFixed ? factorAt(table, plan.beneficiaryFixed.age) : -1;
          ownerFactor = plan.owner ? factorAt(table, plan.owner.age) : -1;
          // A table is looked up again only when the year leaves it: each one found is a new one.
          tablesUsed.push(table);
        }
      }
      const t = table;
      if (t) tenths = divisorTenths(plan, t, year, fixedFactor, ownerFactor);
      if (tenths === MISSING && year >= listFrom)
        return failure(
          'InvalidRequest',
          `the catalog has no Single Life factor for ${year}${t ? '' : ' (no table in force that year)'}; ` +
            `set FromYear to list later years only`,
        );
    }
    tenthsOf[year - plan.first] = tenths;
    // The final year: the cap, or a life expectancy of one year or less (the whole balance).
    if (isCap || (tenths !== MISSING && tenths <= 10))
      return { years: listYears(plan, year, listFrom, balances), finalYear: year, tablesUsed };
  }
  return failure('InvalidRequest', 'the schedule has no final year');
}

/** The second pass: the listed years, from the divisors of the first, into a list of its exact size. */
function listYears(
  plan: SchedulePlan,
  finalYear: number,
  listFrom: number,
  balances: ReadonlyMap<number, Decimal> | undefined,
): ScheduleYear[] {
  const from = listFrom > plan.first ? listFrom : plan.first;
  const count = finalYear >= from ? finalYear - from + 1 : 0;
  const years = new Array<ScheduleYear>(count);
  for (let k = 0; k < count; k++) {
    const year = from + k;
    years[k] = yearEntry(plan, year, scratchTenths[year - plan.first]!, year === finalYear, balances);
  }
  return years;
}

/** Divisors of the year loop, one slot per year (written and read within one buildYears call). */
const scratchTenths = new Int32Array(MAX_SCHEDULE_YEARS + 1);

function yearEntry(
  plan: SchedulePlan,
  year: number,
  tenths: number,
  final: boolean,
  balances: ReadonlyMap<number, Decimal> | undefined,
): ScheduleYear {
  // One literal per year with its final values (no keys added later): the year loop is the hot path.
  if (tenths === MISSING) {
    // No annual amount: deferred, a plain ten-year or five-year year, or the final sweep.
    if (year < plan.annualFrom && plan.annualTo > 0 && !final)
      return entry(
        year,
        false,
        null,
        false,
        december31(year),
        final,
        `the surviving spouse may defer annual amounts until ${plan.annualFrom}`,
      );
    return sharedYear(year, SHARED_NO_DIVISOR, final);
  }
  // At a ten-year (or five-year) cap the whole balance is due and no annual amount applies.
  if (final && year === plan.capYear && tenths > 10) return sharedYear(year, SHARED_NO_DIVISOR, final);
  // A life expectancy already spent before the first annual year (a spouse who died while annual
  // amounts were deferred): no divisor applies; the whole balance is due this year (final).
  if (tenths <= 0) return sharedYear(year, SHARED_NO_DIVISOR, final);
  const waived = waivedYear(year);
  if (waived) return entry(year, false, tenthsText(tenths), false, december31(year), final, waived.Note);
  const notice =
    plan.reliefDeathYear !== undefined && year >= plan.reliefFromYear
      ? reliefNoticeFor(year, plan.reliefDeathYear)
      : undefined;
  const balance = balances?.get(year - 1);
  if (!balance) {
    if (notice === undefined) return sharedYear(year, tenths, final);
    return entry(year, true, tenthsText(tenths), true, december31(year), final, notice.Note);
  }
  const divisor = tenthsText(tenths);
  const Deadline = december31(year);
  const Amount = amountFor(new Decimal(divisor), balance).toFixed(2);
  const PenaltyWaived = notice !== undefined;
  return notice === undefined
    ? {
        Year: year,
        AnnualDistributionRequired: true,
        Divisor: divisor,
        PenaltyWaived,
        Deadline,
        DistributeEntireBalance: final,
        Amount,
      }
    : {
        Year: year,
        AnnualDistributionRequired: true,
        Divisor: divisor,
        PenaltyWaived,
        Deadline,
        DistributeEntireBalance: final,
        Note: notice.Note,
        Amount,
      };
}

// Year entries without a note or an amount depend only on the year, the divisor and whether the
// year is the final one, and recur across schedules (every beneficiary of one age, every year).
// They are built once, frozen and shared (interned), as the Reasons of availability are: a
// schedule then allocates only its list. Explicit bound: at most SHARED_YEARS_MAX entries are
// kept (about 5 MB); past it, entries are built fresh. Whether an entry is shared or fresh is
// invisible except to a caller that tries to mutate it (frozen: that throws in strict mode).
export const SHARED_YEARS_MAX = 65_536;
const SHARED_NO_DIVISOR = -1;
const sharedYears = new Map<number, ScheduleYear>();

/** The frozen entry of `year` with `tenths` as its divisor (SHARED_NO_DIVISOR: no annual amount). */
function sharedYear(year: number, tenths: number, final: boolean): ScheduleYear {
  // The key holds tenths + 1, so the sentinel's key (0) must be no divisor's: divisors are positive here.
  if (tenths !== SHARED_NO_DIVISOR && tenths <= 0) throw new Error('sharedYear: a divisor must be positive');
  const key = (year * 4096 + (tenths + 1)) * 2 + (final ? 1 : 0);
  const hit = sharedYears.get(key);
  if (hit !== undefined) return hit;
  const made =
    tenths === SHARED_NO_DIVISOR
      ? entry(year, false, null, false, december31(year), final, undefined)
      : entry(year, true, tenthsText(tenths), false, december31(year), final, undefined);
  // Divisors past 409.5 years or outside the key's range are never shared (no key collision).
  if (tenths < 4095 && year >= 0 && year < 1_000_000 && sharedYears.size < SHARED_YEARS_MAX)
    sharedYears.set(key, Object.freeze(made));
  return made;
}

/** A year in the key order of the API: the six facts, then Note when there is one. */
function entry(
  Year: number,
  AnnualDistributionRequired: boolean,
  Divisor: string | null,
  PenaltyWaived: boolean,
  Deadline: string,
  DistributeEntireBalance: boolean,
  Note: string | undefined,
): ScheduleYear {
  return Note === undefined
    ? { Year, AnnualDistributionRequired, Divisor, PenaltyWaived, Deadline, DistributeEntireBalance }
    : { Year, AnnualDistributionRequired, Divisor, PenaltyWaived, Deadline, DistributeEntireBalance, Note };
}
