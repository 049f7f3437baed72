import type { Catalog } from '../../catalog/types.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { TextMemo } from '../../shared/text-memo.js';
import { type CompiledLifeTable, compiledTables, factorAt, tableForYear } from '../compiled-tables.js';
import { waivedYear } from '../relief.js';
import { december31, tenthsText } from '../tenths.js';
import { buildYears } from './build-years.js';
import { classWarningOfDates } from './class-from-dates.js';
import { planSchedule } from './plan.js';
import { readScheduleQuery, type ScheduleFacts } from './read-query.js';
import type { InheritedSchedule, InheritedScheduleQuery, YearOfDeathDistribution } from './types.js';

/**
 * The distribution schedule of an inherited IRA, every year from the first distribution
 * year (the year after death) to the final one, with the regime, the divisor, the waiver
 * and the deadline of each year and the reasons and sources. Takes the catalog first;
 * never throws: bad input gives { ok: false, ErrorCode, Message, Errors }.
 */
export function inheritedIraSchedule(catalog: Catalog, q: InheritedScheduleQuery): InheritedSchedule | Failure {
  try {
    return schedule(catalog, q);
  } catch {
    // Reached only with a malformed catalog or a hostile input object (a throwing getter).
    return failure('InvalidRequest', 'the schedule query or the catalog could not be read');
  }
}

function schedule(catalog: Catalog, q: unknown): InheritedSchedule | Failure {
  const facts = readScheduleQuery(catalog, q);
  if ('ok' in facts) return facts;
  const plan = planSchedule(facts);
  if ('ok' in plan) return plan;
  const tables = compiledTables(catalog);
  if (!tables.ok) return failure('InvalidRequest', `the catalog's life tables are inconsistent: ${tables.message}`);
  const listFrom = facts.fromYear ?? plan.first;
  const built = buildYears(plan, tables.singleLife, facts.balances, listFrom);
  if ('ok' in built) return built;
  if (listFrom > built.finalYear)
    return failure('InvalidRequest', `FromYear ${listFrom} is after the final distribution year ${built.finalYear}`, [
      { FieldName: 'FromYear', ErrorCode: 'AfterFinalYear', Message: `is after ${built.finalYear}` },
    ]);

  const reasons = facts.reasons;
  for (const r of plan.reasons) reasons.push(r);
  const sources = facts.sources;
  for (const src of plan.sources) if (!sources.includes(src)) sources.push(src);
  for (const t of built.tablesUsed) {
    reasons.push(tableUseReason(t, Math.max(t.fromYear, plan.first)));
    if (!sources.includes(t.Source)) sources.push(t.Source);
  }
  if (plan.capYear === undefined || built.finalYear < plan.capYear)
    reasons.push(
      spentTexts.get(built.finalYear) ??
        spentTexts.keep(
          built.finalYear,
          `the life expectancy is spent in ${built.finalYear}: the whole remaining balance is due then`,
        ),
    );
  if (plan.beneficiaryRecalculated && facts.benDeath === undefined && built.finalYear !== plan.capYear)
    reasons.push("a surviving spouse's schedule ends earlier on the spouse's death (give BeneficiaryDateOfDeath)");
  if (plan.reliefDeathYear !== undefined && anyWaived(built.years))
    reasons.push(
      'annual amounts for 2021-2024 are still computed; the relief notices waive the excise tax on them ' +
        'but never extend the final deadline',
    );

  const yod = yearOfDeath(tables.uniform, facts);
  // A class the birth dates contradict is applied as given, and said (not silently).
  // (Only a NotAnEdb class with both birth dates can be contradicted: the dates are written only then.)
  // A beneficiary born in a year more than ten after the owner's is past the limit whatever the day.
  const owner = facts.decedentBirthText;
  const ben = facts.benBirthText;
  const warning =
    facts.cls === 'NotAnEdb' &&
    owner !== undefined &&
    ben !== undefined &&
    facts.benBirth!.year <= facts.decedentBirth!.year + 10
      ? classWarningOfDates(owner, ben)
      : undefined;
  // One literal per shape, the optional keys last in this order (not `{ ...out, ... }`: on Node 20
  // a spread followed by more keys costs microseconds each, more than the whole schedule; nor keys
  // added afterwards, which move the object's properties out of line).
  if (yod && warning)
    return {
      ok: true,
      AccountTypeCode: facts.slug,
      Regime: plan.regime,
      LawRegime: facts.law,
      DivisorMethod: plan.method,
      DecedentDiedOnOrAfterRbd: facts.rbd,
      FirstDistributionYear: plan.first,
      FinalDistributionYear: built.finalYear,
      FinalDistributionDeadline: december31(built.finalYear),
      Years: built.years,
      Reasons: reasons,
      Sources: sources,
      YearOfDeathDistribution: yod,
      Warnings: [warning],
    };
  if (yod)
    return {
      ok: true,
      AccountTypeCode: facts.slug,
      Regime: plan.regime,
      LawRegime: facts.law,
      DivisorMethod: plan.method,
      DecedentDiedOnOrAfterRbd: facts.rbd,
      FirstDistributionYear: plan.first,
      FinalDistributionYear: built.finalYear,
      FinalDistributionDeadline: december31(built.finalYear),
      Years: built.years,
      Reasons: reasons,
      Sources: sources,
      YearOfDeathDistribution: yod,
    };
  if (warning)
    return {
      ok: true,
      AccountTypeCode: facts.slug,
      Regime: plan.regime,
      LawRegime: facts.law,
      DivisorMethod: plan.method,
      DecedentDiedOnOrAfterRbd: facts.rbd,
      FirstDistributionYear: plan.first,
      FinalDistributionYear: built.finalYear,
      FinalDistributionDeadline: december31(built.finalYear),
      Years: built.years,
      Reasons: reasons,
      Sources: sources,
      Warnings: [warning],
    };
  return {
    ok: true,
    AccountTypeCode: facts.slug,
    Regime: plan.regime,
    LawRegime: facts.law,
    DivisorMethod: plan.method,
    DecedentDiedOnOrAfterRbd: facts.rbd,
    FirstDistributionYear: plan.first,
    FinalDistributionYear: built.finalYear,
    FinalDistributionDeadline: december31(built.finalYear),
    Years: built.years,
    Reasons: reasons,
    Sources: sources,
  };
}

// "<table> used for <from>-<to>": one text per table and first year, written once (bounded memos,
// one per table, for at most MAX_MEMO_TABLES tables).
const MAX_MEMO_TABLES = 64;
const useTexts = new Map<CompiledLifeTable, TextMemo>();
/** "the life expectancy is spent in <year>: ...", by year. */
const spentTexts = new TextMemo(1_024);

function tableUseReason(t: CompiledLifeTable, from: number): string {
  let memo = useTexts.get(t);
  if (memo === undefined && useTexts.size < MAX_MEMO_TABLES) {
    memo = new TextMemo(1_024);
    useTexts.set(t, memo);
  }
  const hit = memo?.get(from);
  if (hit !== undefined) return hit;
  const text = `${t.Name} used for ${from}${t.toYear < 9999 ? `-${t.toYear}` : ' on'}`;
  return memo ? memo.keep(from, text) : text;
}

function anyWaived(years: readonly { readonly PenaltyWaived: boolean }[]): boolean {
  for (const y of years) if (y.PenaltyWaived) return true;
  return false;
}

/** The owner's own amount for the year of death (death on or after the RBD): Uniform Lifetime divisor. */
function yearOfDeath(uniform: readonly CompiledLifeTable[], f: ScheduleFacts): YearOfDeathDistribution | undefined {
  if (!f.rbd || !f.decedentBirth) return undefined;
  const D = f.death.year;
  if (waivedYear(D)) return undefined;
  const t = tableForYear(uniform, D);
  const tenths = t ? factorAt(t, D - f.decedentBirth.year) : -1;
  if (tenths <= 0) return undefined;
  return {
    Year: D,
    Divisor: tenthsText(tenths),
    Deadline: december31(D),
    Note:
      "the owner's required distribution for the year of death, to the extent the owner had not taken it, is " +
      'due from the beneficiary (26 CFR 1.408-8(e)(4)(i)); the excise tax is waived automatically if it is ' +
      'taken by the later of the tax-return deadline or the end of the following year',
  };
}
