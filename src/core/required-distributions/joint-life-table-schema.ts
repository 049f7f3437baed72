import { z } from 'zod';
import { MAX_TABLE_AGE } from '../distributions/table-schema.js';

// The Joint and Last Survivor Table (26 CFR 1.401(a)(9)-9(d)) as a catalog file
// (catalog/tables/*.json with Kind JointAndLastSurvivor): a row per owner age, a factor per
// spouse age from FirstSpouseAge. Owned by the required-distributions capability.

export const JOINT_LIFE_TABLE_KIND = 'JointAndLastSurvivor';

const FACTOR_TEXT = /^\d{1,3}(\.\d)?$/;
const Factor = z
  .number()
  .positive()
  .max(200)
  .refine((f) => FACTOR_TEXT.test(String(f)), 'a factor has at most one digit after the decimal point');

export const JointLifeTableFileSchema = z
  .strictObject({
    $schema: z.string().optional().describe('Path of the JSON Schema, for editors'),
    Name: z.string().regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'must be a lower-case slug (the file name)'),
    Kind: z.literal(JOINT_LIFE_TABLE_KIND),
    Title: z.string().min(3),
    EffectiveFromYear: z.int().min(1900).max(2200).describe('First distribution calendar year the table applies to'),
    EffectiveToYear: z
      .int()
      .min(1900)
      .max(2200)
      .optional()
      .describe('Last distribution calendar year; absent while in force'),
    Source: z.string().min(3).describe('Legal or documentary source of the table, and how it was checked'),
    LastAgeMeansAndOver: z
      .boolean()
      .describe('True when the last owner row and the last spouse column mean that age and over'),
    FirstSpouseAge: z.int().min(0).max(MAX_TABLE_AGE).describe('The spouse age of the first factor of every row'),
    Rows: z
      .array(
        z.strictObject({
          OwnerAge: z.int().min(0).max(MAX_TABLE_AGE),
          Factors: z
            .array(Factor)
            .min(1)
            .max(MAX_TABLE_AGE + 1),
        }),
      )
      .min(1)
      .max(MAX_TABLE_AGE + 1),
  })
  .superRefine((t, ctx) => {
    if (t.EffectiveToYear !== undefined && t.EffectiveToYear < t.EffectiveFromYear)
      ctx.addIssue({ code: 'custom', path: ['EffectiveToYear'], message: 'must not be before EffectiveFromYear' });
    const width = t.Rows[0]?.Factors.length ?? 0;
    // Owner ages ascend by one; every row has the same spouse ages; a factor never rises with
    // either age (a joint life expectancy shrinks as either life gets older).
    for (let i = 0; i < t.Rows.length; i++) {
      const row = t.Rows[i]!;
      if (row.Factors.length !== width)
        ctx.addIssue({ code: 'custom', path: ['Rows', i, 'Factors'], message: `every row needs ${width} factors` });
      for (let j = 1; j < row.Factors.length; j++)
        if (row.Factors[j]! > row.Factors[j - 1]!)
          ctx.addIssue({
            code: 'custom',
            path: ['Rows', i, 'Factors', j],
            message: 'a factor may not exceed the one for a younger spouse',
          });
      if (i === 0) continue;
      const prev = t.Rows[i - 1]!;
      if (row.OwnerAge !== prev.OwnerAge + 1)
        ctx.addIssue({
          code: 'custom',
          path: ['Rows', i, 'OwnerAge'],
          message: `owner ages must ascend by one (expected ${prev.OwnerAge + 1})`,
        });
      for (let j = 0; j < Math.min(row.Factors.length, prev.Factors.length); j++)
        if (row.Factors[j]! > prev.Factors[j]!)
          ctx.addIssue({
            code: 'custom',
            path: ['Rows', i, 'Factors', j],
            message: 'a factor may not exceed the one for a younger owner',
          });
    }
  });
export type JointLifeTableFile = z.infer<typeof JointLifeTableFileSchema>;
