import { z } from 'zod';

// Calendar data (catalog/calendar/*.json): holiday rules, due-date rules and dated
// postponements. Owned by the calendar capability. Two kinds of file, told apart by Kind.

const Source = z.string().min(3);
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
const Year = z.number().int().min(1800).max(2200);
const Month = z.number().int().min(1).max(12);

export const JURISDICTIONS = ['Federal', 'DistrictOfColumbia'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

/** Weekend observance: NearestWeekday moves Saturday to Friday and Sunday to Monday. */
export const OBSERVANCES = ['NearestWeekday', 'None'] as const;

const HolidayCommon = {
  Name: z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'must be PascalCase'),
  Jurisdiction: z.enum(JURISDICTIONS),
  FromYear: Year.optional(),
  ToYear: Year.optional(),
  Source,
};

export const HolidayRuleSchema = z.discriminatedUnion('Kind', [
  z.strictObject({
    Kind: z.literal('FixedDate'),
    Month,
    Day: z.number().int().min(1).max(31),
    Observance: z.enum(OBSERVANCES),
    ...HolidayCommon,
  }),
  z.strictObject({
    Kind: z.literal('NthWeekday'),
    Month,
    /** ISO weekday: 1 Monday .. 7 Sunday. */
    Weekday: z.number().int().min(1).max(7),
    /** 1..5 counts from the start of the month; -1 is the last. */
    Nth: z.union([z.literal(-1), z.number().int().min(1).max(5)]),
    ...HolidayCommon,
  }),
]);
export type HolidayRule = z.infer<typeof HolidayRuleSchema>;

export const HolidayCalendarSchema = z.strictObject({
  $schema: z.string().optional(),
  Name: z.string().regex(/^[a-z][a-z0-9-]*$/),
  Kind: z.literal('Holidays'),
  Description: z.string(),
  Rules: z.array(HolidayRuleSchema).min(1).max(64),
});

export const RETURN_KINDS = ['Individual'] as const;

export const PostponementSchema = z.strictObject({
  TaxYear: Year,
  ReturnKind: z.enum(RETURN_KINDS),
  /** Which deadline moves: the original due date, or the extended one. */
  Deadline: z.enum(['Unextended', 'Extended']),
  PostponedTo: IsoDate,
  /** Nationwide, or only for taxpayers in the listed disaster areas (matched against the query's Area). */
  Scope: z.enum(['Nationwide', 'DisasterArea']),
  Areas: z.array(z.string().min(1)).optional(),
  Covers: z.string().describe('What the relief covers, in words'),
  Source,
});
export type Postponement = z.infer<typeof PostponementSchema>;

export const DueDateRulesSchema = z.strictObject({
  $schema: z.string().optional(),
  Name: z.string().regex(/^[a-z][a-z0-9-]*$/),
  Kind: z.literal('TaxReturnDueDates'),
  Description: z.string(),
  /** The Name of the Holidays file whose days are not business days. */
  HolidayCalendar: z.string(),
  NextBusinessDaySource: Source,
  Individual: z.strictObject({
    Unextended: z.strictObject({ Month, Day: z.number().int().min(1).max(31), Source }),
    Extended: z.strictObject({ Month, Day: z.number().int().min(1).max(31), Source }),
  }),
  Postponements: z.array(PostponementSchema).max(500),
});
export type DueDateRules = z.infer<typeof DueDateRulesSchema>;

export const CalendarFileSchema = z.discriminatedUnion('Kind', [HolidayCalendarSchema, DueDateRulesSchema]);
export type CalendarFile = z.infer<typeof CalendarFileSchema>;
export type HolidayCalendar = z.infer<typeof HolidayCalendarSchema>;
