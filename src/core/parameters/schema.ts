import { z } from 'zod';

// A statutory limit as dated values (OpenFisca/PolicyEngine style). Owned by the
// parameters capability; the catalog loader validates every catalog/parameters/*.json with it.

export const PARAMETER_UNITS = ['USD', 'USDPerMonth', 'Percent', 'Count', 'Months'] as const;
export type ParameterUnit = (typeof PARAMETER_UNITS)[number];

export const PARAMETER_PERIODS = ['TaxYear', 'PlanYear', 'CalendarYear', 'Month', 'EffectiveDate'] as const;
export type ParameterPeriod = (typeof PARAMETER_PERIODS)[number];

/** Explicit bound on one file's history (TIGER_STYLE). */
export const MAX_PARAMETER_VALUES = 200;

const DecimalText = z
  .string()
  .regex(/^-?(0|[1-9]\d{0,15})(\.\d{1,10})?$/, 'must be a plain decimal string such as "7000" or "2.5"');
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
const Source = z.string().min(3).describe('Where this value was published');

const YearValue = z.strictObject({
  Year: z.number().int().min(1900).max(2200),
  Value: DecimalText,
  Source,
});
const DatedValue = z.strictObject({
  EffectiveDate: IsoDate,
  Value: DecimalText,
  Source,
});

export const ParameterFileSchema = z
  .strictObject({
    $schema: z.string().optional(),
    Name: z.string().regex(/^[a-z][a-z0-9_]*$/, 'must be snake_case'),
    Description: z.string().min(3),
    Unit: z.enum(PARAMETER_UNITS),
    Period: z.enum(PARAMETER_PERIODS),
    Reference: z.string().min(3).describe('Legal reference (statute, regulation, notice)'),
    Values: z
      .array(z.union([YearValue, DatedValue]))
      .min(1)
      .max(MAX_PARAMETER_VALUES),
  })
  .superRefine((p, ctx) => {
    // Values keyed by Year for year periods, by EffectiveDate for EffectiveDate; strictly ascending.
    const dated = p.Period === 'EffectiveDate';
    let previous = '';
    p.Values.forEach((v, i) => {
      const key = 'Year' in v ? String(v.Year).padStart(4, '0') : v.EffectiveDate;
      if (dated !== 'EffectiveDate' in v)
        ctx.addIssue({
          code: 'custom',
          path: ['Values', i],
          message: dated
            ? 'an EffectiveDate parameter lists EffectiveDate values'
            : `a ${p.Period} parameter lists Year values`,
        });
      else if (key <= previous)
        ctx.addIssue({
          code: 'custom',
          path: ['Values', i],
          message: 'values must be in strictly ascending order, one per year or date',
        });
      previous = key;
    });
  });
export type ParameterFile = z.infer<typeof ParameterFileSchema>;
export type ParameterValueEntry = ParameterFile['Values'][number];
