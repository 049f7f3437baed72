import { z } from 'zod';

// The `MovementRules` key of an account type file (catalog/types/*.json): the tax character
// that decides which transfers, rollovers, conversions and recharacterizations the type may take
// part in (src/core/movements). A type without it takes part in none, and the answer says so.

/**
 * Tax character for moving money between accounts:
 * - `Traditional`: a traditional IRA under 408(a)/(b), including SEP (408(k)) and SIMPLE (408(p)) IRAs;
 * - `Roth`: a Roth IRA (408A), including custodial and spousal Roth IRAs;
 * - `InheritedTraditional`, `InheritedRoth`: an IRA held by a beneficiary after the owner's death (408(d)(3)(C));
 * - `Coverdell`: a Coverdell education savings account (530);
 * - `Hsa`: a health savings account (223): trustee transfers and 60-day rollovers to another HSA only
 *   (223(f)(5)), with its own one-rollover-in-a-year limit, apart from the IRA one;
 * - `EmployerPlan`: a qualified employer plan (401(a), for example an ESOP);
 * - `Trump`: a Trump account (530A), a traditional IRA with a growth period: until December 31 of the
 *   year before its beneficiary turns 18 money leaves it only by a qualified rollover (the whole
 *   balance, trustee to trustee, to another Trump account of the same beneficiary) and enters it from
 *   another account only by one; after it the account moves as a traditional IRA (`Traditional`).
 */
export const TAX_CHARACTERS = [
  'Traditional',
  'Roth',
  'InheritedTraditional',
  'InheritedRoth',
  'Coverdell',
  'Hsa',
  'EmployerPlan',
  'Trump',
] as const;
export type TaxCharacter = (typeof TAX_CHARACTERS)[number];

export const MovementRulesSchema = z.strictObject({
  TaxCharacter: z.enum(TAX_CHARACTERS).describe('Decides which accounts this type may move money to and from'),
  SimpleIra: z
    .boolean()
    .optional()
    .describe('A SIMPLE IRA: during the two years from first participation money may move only to another SIMPLE IRA'),
  Source: z.string().min(3).describe('Legal source of the tax character'),
});
export type MovementRules = z.infer<typeof MovementRulesSchema>;
