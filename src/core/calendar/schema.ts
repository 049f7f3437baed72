import { z } from 'zod';

// Calendar data (catalog/calendar/*.json): holiday rules, due-date rules and dated
// postponements. Owned by the calendar capability. Two kinds of file, told apart by Kind.

const Source = z.string().min(3);
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
const Year = z.number().int().min(1800).max(2200);
const Month = z.number().int().min(1).max(12);

export const JURISDICTIONS = ['Federal', 'DistrictOfColumbia', 'State'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

/** A US state as an ISO 3166-2 code (`US-MA`): where a `State` holiday is a statewide legal holiday. */
export const StateCode = z.string().regex(/^US-[A-Z]{2}$/, 'must be an ISO 3166-2 state code such as US-MA');

/** Weekend observance: NearestWeekday moves Saturday to Friday and Sunday to Monday. */
export const OBSERVANCES = ['NearestWeekday', 'None'] as const;

const HolidayCommon = {
  Name: z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'must be PascalCase'),
  Jurisdiction: z.enum(JURISDICTIONS),
  /**
   * For a `State` holiday: the states where it is a statewide legal holiday. It moves a deadline
   * only for a return filed there (26 U.S.C. 7503), so it counts only when the query names one.
   */
  States: z.array(StateCode).min(1).max(60).optional(),
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
  Rules: z
    .array(HolidayRuleSchema)
    .min(1)
    .max(64)
    .superRefine((rules, ctx) => {
      rules.forEach((r, i) => {
        if ((r.Jurisdiction === 'State') !== (r.States !== undefined))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'States'],
            message: 'States is required for a State holiday and allowed only there',
          });
      });
    }),
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
