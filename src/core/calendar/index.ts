export {
  CalendarFileSchema,
  HolidayCalendarSchema,
  DueDateRulesSchema,
  HolidayRuleSchema,
  PostponementSchema,
  JURISDICTIONS,
  type CalendarFile,
  type HolidayCalendar,
  type HolidayRule,
  type DueDateRules,
  type Postponement,
  type Jurisdiction,
} from './schema.js';
export { holidaysOfYear, holidayOn, type ObservedHoliday } from './holidays.js';
export { nextBusinessDay, type DateMove } from './next-business-day.js';
export { isoWeekday, addDays, toDayNumber, fromDayNumber } from './day-number.js';
export {
  taxReturnDueDate,
  dueDateCalendars,
  DEFAULT_DUE_DATE_CALENDAR,
  type TaxReturnDueDateQuery,
  type TaxReturnDueDateResult,
  type DueDateReason,
} from './tax-return-due-date.js';
