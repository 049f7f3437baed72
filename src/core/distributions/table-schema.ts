import { z } from 'zod';

// A life-expectancy table file (catalog/tables/*.json). Owned by the distributions capability.
// Factors are read as tenths of a year: every IRS table gives one decimal place, so the engine
// works in exact integers and never in binary fractions.

export const LIFE_TABLE_KINDS = ['SingleLife', 'UniformLifetime', 'UniformLifetimeSeppExtension'] as const;
export type LifeTableKind = (typeof LIFE_TABLE_KINDS)[number];

/** Ages a table may cover (explicit bound on input). */
export const MAX_TABLE_AGE = 130;
const FACTOR_TEXT = /^\d{1,3}(\.\d)?$/;

const LifeTableRowSchema = z.strictObject({
  Age: z.int().min(0).max(MAX_TABLE_AGE),
  Factor: z
    .number()
    .positive()
    .max(200)
    .refine((f) => FACTOR_TEXT.test(String(f)), 'a factor has at most one digit after the decimal point'),
});

export const LifeTableFileSchema = z
  .strictObject({
    $schema: z.string().optional().describe('Path of the JSON Schema, for editors'),
    Name: z.string().regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'must be a lower-case slug (the file name)'),
    Kind: z
      .enum(LIFE_TABLE_KINDS)
      .describe('SingleLife (Table I), UniformLifetime (Table III), or the 72(t)-only extension'),
    Title: z.string().min(3),
    EffectiveFromYear: z.int().min(1900).max(2200).describe('First distribution calendar year the table applies to'),
    EffectiveToYear: z
      .int()
      .min(1900)
      .max(2200)
      .optional()
      .describe('Last distribution calendar year; absent while in force'),
    Source: z.string().min(3).describe('Legal or documentary source of the table'),
    LastAgeMeansAndOver: z.boolean().describe('True when the last row applies to that age and every greater age'),
    Rows: z
      .array(LifeTableRowSchema)
      .min(1)
      .max(MAX_TABLE_AGE + 1),
  })
  .superRefine((t, ctx) => {
    if (t.EffectiveToYear !== undefined && t.EffectiveToYear < t.EffectiveFromYear)
      ctx.addIssue({ code: 'custom', path: ['EffectiveToYear'], message: 'must not be before EffectiveFromYear' });
    // Ages ascend by exactly one (so the engine can index by age) and factors never increase.
    for (let i = 1; i < t.Rows.length; i++) {
      const prev = t.Rows[i - 1]!;
      const row = t.Rows[i]!;
      if (row.Age !== prev.Age + 1)
        ctx.addIssue({
          code: 'custom',
          path: ['Rows', i, 'Age'],
          message: `ages must ascend by one (expected ${prev.Age + 1})`,
        });
      if (row.Factor > prev.Factor)
        ctx.addIssue({
          code: 'custom',
          path: ['Rows', i, 'Factor'],
          message: 'a factor may not exceed the one for a younger age',
        });
    }
  });
export type LifeTableFile = z.infer<typeof LifeTableFileSchema>;
