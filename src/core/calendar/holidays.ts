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

/**
 * Days off given by the calendar's rules whose holiday falls in `year` (an observed day
 * may fall in the neighbouring year: New Year's Day on a Saturday is observed on December 31).
 */
export function holidaysOfYear(calendar: HolidayCalendar, year: number): ObservedHoliday[] {
  const out: ObservedHoliday[] = [];
  for (const rule of calendar.Rules) {
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
      Source: rule.Source,
    };
    out.push(observed === d ? base : { ...base, ActualDate: formatIsoDate(d) });
  }
  return out.sort((a, b) => (a.Date < b.Date ? -1 : a.Date > b.Date ? 1 : 0));
}

/** The observed holiday on a date, if any (looks at the rules of the date's year and the next). */
export function holidayOn(calendar: HolidayCalendar, d: YMD): ObservedHoliday | undefined {
  const iso = formatIsoDate(d);
  for (const year of [d.year, d.year + 1]) {
    const hit = holidaysOfYear(calendar, year).find((h) => h.Date === iso);
    if (hit) return hit;
  }
  return undefined;
}
