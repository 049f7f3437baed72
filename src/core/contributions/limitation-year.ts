import type { YMD } from '../shared/dates.js';

/** The calendar year whose figure a cap reads, when it is not simply the cap's period year. */
export interface CapParameterYear {
  readonly year: number;
  /** PlanYearStartDate was needed and not given: listed in Unchecked. */
  readonly missing: boolean;
  readonly note: string | undefined;
}

const TWO = (n: number): string => (n < 10 ? `0${n}` : `${n}`);

/**
 * The year a cap's parameter is read for (one definition for the readable and fast paths). A cap with
 * ParameterYear PlanYearEnd (the 415(c)(1)(A) dollar limit, adjusted under 415(d) for limitation years ending
 * with or within the calendar year, 26 CFR 1.415(d)-1(b)(2)) reads the figure of the calendar year in which
 * the plan year ends: PlanYear + 1 when the plan year does not begin on January 1 (a 12-month plan year
 * beginning on any other day ends in the next calendar year). Without the plan year's first day the figure
 * of PlanYear is read, as before, and the fact is missing. Undefined for every other cap: its period year.
 */
export function capParameterYear(
  parameterYear: 'PlanYearEnd' | undefined,
  period: string,
  planYear: number,
  start: YMD | undefined,
): CapParameterYear | undefined {
  if (parameterYear !== 'PlanYearEnd' || period !== 'PlanYear') return undefined;
  if (start === undefined)
    return {
      year: planYear,
      missing: true,
      note:
        `the ${planYear} figure, of the year plan year ${planYear} begins: PlanYearStartDate not given, so a ` +
        `plan year ending in ${planYear + 1} (which takes the ${planYear + 1} figure) was not considered`,
    };
  if (start.month === 1 && start.day === 1) return { year: planYear, missing: false, note: undefined };
  return {
    year: planYear + 1,
    missing: false,
    note:
      `plan year ${planYear} begins on ${TWO(start.month)}-${TWO(start.day)} and ends in ${planYear + 1}: ` +
      `the figure of the limitation year's ending year, ${planYear + 1} (26 U.S.C. 415(d))`,
  };
}
