export { addDays, fromDayNumber, isoWeekday, toDayNumber } from './day-number.js';
export { holidayOn, holidaysOfYear, type ObservedHoliday } from './holidays.js';
export { type DateMove, nextBusinessDay } from './next-business-day.js';
export {
  type CalendarFile,
  CalendarFileSchema,
  type DueDateRules,
  DueDateRulesSchema,
  type HolidayCalendar,
  HolidayCalendarSchema,
  type HolidayRule,
  HolidayRuleSchema,
  JURISDICTIONS,
  type Jurisdiction,
  type Postponement,
  PostponementSchema,
} from './schema.js';
export {
  DEFAULT_DUE_DATE_CALENDAR,
  type DueDateReason,
  dueDateCalendars,
  type TaxReturnDueDateQuery,
  type TaxReturnDueDateResult,
  taxReturnDueDate,
} from './tax-return-due-date.js';
