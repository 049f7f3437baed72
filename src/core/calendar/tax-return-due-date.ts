import type { Catalog } from '../catalog/types.js';
import { formatIsoDate, parseIsoDate, type YMD } from '../shared/dates.js';
import { type DateMove, nextBusinessDay } from './next-business-day.js';
import type { DueDateRules, HolidayCalendar } from './schema.js';

export const DEFAULT_DUE_DATE_CALENDAR = 'us-tax-return-due-dates';

export interface TaxReturnDueDateQuery {
  readonly TaxYear: number;
  /** The automatic extension's due date (October 15) instead of April 15. */
  readonly Extended?: boolean;
  /**
   * Where the taxpayer lives or has the business, for disaster postponements: a county
   * (`US-CA:Los Angeles`) or a whole state (`US-NC`). A postponement listing a whole state
   * covers every county of it.
   */
  readonly Area?: string;
  /**
   * The state where the return is filed (ISO 3166-2, `US-MA`): its statewide legal holidays also
   * move the deadline (26 U.S.C. 7503). The IRS applies Patriots' Day to filers in Maine and
   * Massachusetts. Without it only federal and District of Columbia holidays count.
   */
  readonly FilingState?: string;
  /** Name of the TaxReturnDueDates calendar file; defaults to `us-tax-return-due-dates`. */
  readonly Calendar?: string;
}

export interface DueDateReason {
  readonly Kind: 'StatutoryDueDate' | 'Postponement' | 'Weekend' | 'Holiday';
  readonly Date: string;
  readonly Message: string;
  readonly Source: string;
}

export type TaxReturnDueDateResult =
  | {
      readonly ok: true;
      readonly DueDate: string;
      readonly NominalDate: string;
      readonly Reasons: readonly DueDateReason[];
    }
  | {
      readonly ok: false;
      readonly ErrorCode: 'InvalidRequest' | 'CalendarNotFound';
      readonly Message: string;
      readonly Errors: readonly [];
    };

function fail(code: 'InvalidRequest' | 'CalendarNotFound', message: string): TaxReturnDueDateResult {
  return { ok: false, ErrorCode: code, Message: message, Errors: [] };
}

/** The due-date rules and their holiday calendar from the catalog. */
export function dueDateCalendars(
  catalog: Catalog,
  name = DEFAULT_DUE_DATE_CALENDAR,
): { rules: DueDateRules; holidays: HolidayCalendar } | string {
  const rules = catalog.calendars.get(name);
  if (rules?.Kind !== 'TaxReturnDueDates')
    return `the catalog has no TaxReturnDueDates calendar named ${JSON.stringify(name)}`;
  const holidays = catalog.calendars.get(rules.HolidayCalendar);
  if (holidays?.Kind !== 'Holidays')
    return `the catalog has no Holidays calendar named ${JSON.stringify(rules.HolidayCalendar)}`;
  return { rules, holidays };
}

/**
 * Due date of a calendar-year individual's return for TaxYear: April 15 (October 15 when
 * Extended) of the next year, moved by any postponement that covers it, then to the next
 * business day over weekends and legal holidays (26 U.S.C. 7503). Every move is a Reason.
 */
export function taxReturnDueDate(catalog: Catalog, q: TaxReturnDueDateQuery): TaxReturnDueDateResult {
  if (typeof q !== 'object' || q === null || !Number.isInteger(q.TaxYear) || q.TaxYear < 1900 || q.TaxYear > 2198)
    return fail('InvalidRequest', 'TaxYear must be an integer year 1900..2198');
  if (q.Extended !== undefined && typeof q.Extended !== 'boolean')
    return fail('InvalidRequest', 'Extended must be a boolean');
  if (q.Area !== undefined && (typeof q.Area !== 'string' || q.Area.length > 100))
    return fail('InvalidRequest', 'Area must be a string of at most 100 characters');
  if (q.FilingState !== undefined && (typeof q.FilingState !== 'string' || !STATE_CODE.test(q.FilingState)))
    return fail('InvalidRequest', 'FilingState must be an ISO 3166-2 state code such as US-MA');
  const states = q.FilingState === undefined ? undefined : [q.FilingState];
  const cal = dueDateCalendars(catalog, q.Calendar ?? DEFAULT_DUE_DATE_CALENDAR);
  if (typeof cal === 'string') return fail('CalendarNotFound', cal);

  const deadline = q.Extended === true ? 'Extended' : 'Unextended';
  const rule = cal.rules.Individual[deadline];
  const nominal: YMD = { year: q.TaxYear + 1, month: rule.Month, day: rule.Day };
  const NominalDate = formatIsoDate(nominal);
  const reasons: DueDateReason[] = [
    {
      Kind: 'StatutoryDueDate',
      Date: NominalDate,
      Message: `${deadline === 'Extended' ? 'extended' : 'unextended'} due date of a ${q.TaxYear} individual return`,
      Source: rule.Source,
    },
  ];

  // 7503 first: a postponement replaces the date only when it is later than the moved date.
  const first = nextBusinessDay(cal.holidays, nominal, cal.rules.NextBusinessDaySource, states);
  if (!first) return fail('CalendarNotFound', 'the holiday calendar leaves no business day within two weeks');
  reasons.push(...first.Moves.map(asReason));
  let due = first.Date;

  const post = cal.rules.Postponements.filter(
    (p) =>
      p.TaxYear === q.TaxYear &&
      p.ReturnKind === 'Individual' &&
      p.Deadline === deadline &&
      (p.Scope === 'Nationwide' || (q.Area !== undefined && (p.Areas ?? []).some((a) => areaCovers(a, q.Area!)))),
  );
  let best = undefined as (typeof post)[number] | undefined;
  for (const p of post) if (!best || p.PostponedTo > best.PostponedTo) best = p;
  if (best && best.PostponedTo > formatIsoDate(due)) {
    const to = parseIsoDate(best.PostponedTo);
    if (!to) return fail('CalendarNotFound', `postponement date ${best.PostponedTo} is not a date`);
    const where = best.Scope === 'Nationwide' ? 'nationwide' : `in disaster area ${q.Area ?? ''}`;
    reasons.push({
      Kind: 'Postponement',
      Date: best.PostponedTo,
      Message: `postponed ${where} to ${best.PostponedTo}: ${best.Covers}`,
      Source: best.Source,
    });
    const after = nextBusinessDay(cal.holidays, to, cal.rules.NextBusinessDaySource, states);
    if (!after) return fail('CalendarNotFound', 'the holiday calendar leaves no business day within two weeks');
    reasons.push(...after.Moves.map(asReason));
    due = after.Date;
  }
  return { ok: true, DueDate: formatIsoDate(due), NominalDate, Reasons: reasons };
}

const STATE_CODE = /^US-[A-Z]{2}$/;

/** A listed area covers the query's area: the same county, or a whole state (`US-NC`) and any county in it. */
function areaCovers(listed: string, area: string): boolean {
  if (listed === area) return true;
  return STATE_CODE.test(listed) && area.startsWith(`${listed}:`);
}

function asReason(m: DateMove): DueDateReason {
  return {
    Kind: m.Kind,
    Date: m.Date,
    Message: `${m.Message}, so the deadline moves to the next business day`,
    Source: m.Source,
  };
}
