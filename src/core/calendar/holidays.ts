import { daysInMonth, formatIsoDate, type YMD } from '../shared/dates.js';
import { addDays, isoWeekday } from './day-number.js';
import type { HolidayCalendar, HolidayRule, Jurisdiction } from './schema.js';

export interface ObservedHoliday {
  /** The day off, after weekend observance. */
  readonly Date: string;
  readonly Name: string;
  readonly Jurisdiction: Jurisdiction;
  /** The holiday's own date when it is observed on another day. */
  readonly ActualDate?: string;
  /** For a `State` holiday: the states where it is a statewide legal holiday. */
  readonly States?: readonly string[];
  readonly Source: string;
}

/** The date a rule gives in a year, before observance; undefined when the rule is not in force. */
function ruleDate(rule: HolidayRule, year: number): YMD | undefined {
  if (rule.FromYear !== undefined && year < rule.FromYear) return undefined;
  if (rule.ToYear !== undefined && year > rule.ToYear) return undefined;
  if (rule.Kind === 'FixedDate') {
    return rule.Day <= daysInMonth(year, rule.Month) ? { year, month: rule.Month, day: rule.Day } : undefined;
  }
  if (rule.Nth === -1) {
    const last: YMD = { year, month: rule.Month, day: daysInMonth(year, rule.Month) };
    const back = (isoWeekday(last) - rule.Weekday + 7) % 7;
    return addDays(last, -back);
  }
  const first: YMD = { year, month: rule.Month, day: 1 };
  const ahead = (rule.Weekday - isoWeekday(first) + 7) % 7;
  const d = addDays(first, ahead + 7 * (rule.Nth - 1));
  return d.month === rule.Month ? d : undefined;
}

/** Whether a rule counts for a filer in `states`: every non-State rule does; a State rule only in its states. */
function ruleCounts(rule: HolidayRule, states: readonly string[] | undefined): boolean {
  if (rule.Jurisdiction !== 'State') return true;
  if (states === undefined || rule.States === undefined) return false;
  return rule.States.some((s) => states.includes(s));
}

/**
 * Days off given by the calendar's rules whose holiday falls in `year` (an observed day
 * may fall in the neighbouring year: New Year's Day on a Saturday is observed on December 31).
 * A `State` holiday is listed only when `states` names one of its states (26 U.S.C. 7503 counts
 * it only for a return filed there); without `states` none is.
 */
export function holidaysOfYear(calendar: HolidayCalendar, year: number, states?: readonly string[]): ObservedHoliday[] {
  const out: ObservedHoliday[] = [];
  for (const rule of calendar.Rules) {
    if (!ruleCounts(rule, states)) continue;
    const d = ruleDate(rule, year);
    if (!d) continue;
    let observed = d;
    if (rule.Kind === 'FixedDate' && rule.Observance === 'NearestWeekday') {
      const w = isoWeekday(d);
      if (w === 6) observed = addDays(d, -1);
      else if (w === 7) observed = addDays(d, 1);
    }
    const base = {
      Date: formatIsoDate(observed),
      Name: rule.Name,
      Jurisdiction: rule.Jurisdiction,
      ...(rule.States !== undefined ? { States: rule.States } : {}),
      Source: rule.Source,
    };
    out.push(observed === d ? base : { ...base, ActualDate: formatIsoDate(d) });
  }
  return out.sort((a, b) => (a.Date < b.Date ? -1 : a.Date > b.Date ? 1 : 0));
}

/**
 * The observed holiday on a date, if any (looks at the rules of the date's year and the next).
 * `states`: the filer's states, for `State` holidays (see holidaysOfYear).
 */
export function holidayOn(calendar: HolidayCalendar, d: YMD, states?: readonly string[]): ObservedHoliday | undefined {
  const iso = formatIsoDate(d);
  for (const year of [d.year, d.year + 1]) {
    const hit = holidaysOfYear(calendar, year, states).find((h) => h.Date === iso);
    if (hit) return hit;
  }
  return undefined;
}
