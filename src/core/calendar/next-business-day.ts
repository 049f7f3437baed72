import { formatIsoDate, type YMD } from '../shared/dates.js';
import { addDays, isoWeekday, WEEKDAY_NAMES } from './day-number.js';
import { holidayOn } from './holidays.js';
import type { HolidayCalendar } from './schema.js';

export interface DateMove {
  readonly Kind: 'Weekend' | 'Holiday';
  /** The day that was not a business day. */
  readonly Date: string;
  readonly Message: string;
  readonly Source: string;
}

/** Bound on consecutive non-business days (a long weekend plus holidays never comes near). */
const MAX_SKIP_DAYS = 14;

/**
 * The first business day on or after `d`: not a Saturday, Sunday or observed holiday of the
 * calendar. Returns each day skipped, with why. `states`: the state where the return is filed,
 * whose statewide holidays also count (26 U.S.C. 7503); without it only federal and District
 * of Columbia holidays do.
 */
export function nextBusinessDay(
  calendar: HolidayCalendar,
  d: YMD,
  source: string,
  states?: readonly string[],
): { Date: YMD; Moves: DateMove[] } | undefined {
  const moves: DateMove[] = [];
  let day = d;
  for (let i = 0; i < MAX_SKIP_DAYS; i++) {
    const w = isoWeekday(day);
    const iso = formatIsoDate(day);
    if (w >= 6) {
      moves.push({ Kind: 'Weekend', Date: iso, Message: `${iso} is a ${WEEKDAY_NAMES[w - 1]}`, Source: source });
    } else {
      const h = holidayOn(calendar, day, states);
      if (!h) return { Date: day, Moves: moves };
      const where =
        h.Jurisdiction === 'DistrictOfColumbia'
          ? 'a legal holiday in the District of Columbia'
          : h.Jurisdiction === 'State'
            ? `a statewide legal holiday in ` +
              `${(h.States ?? []).filter((s) => states?.includes(s)).join(', ')}, where the return is filed`
            : 'a federal legal holiday';
      const observed = h.ActualDate ? ` (observed for ${h.ActualDate})` : '';
      moves.push({
        Kind: 'Holiday',
        Date: iso,
        Message: `${iso} is ${h.Name}${observed}, ${where}`,
        Source: `${source}; ${h.Source}`,
      });
    }
    day = addDays(day, 1);
  }
  // Only a malformed host calendar gets here; the caller reports it instead of looping.
  return undefined;
}
