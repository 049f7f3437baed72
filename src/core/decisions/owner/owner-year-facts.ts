import { z } from 'zod';
import { FILING_STATUSES, SIMPLE_APPLICABLE_EMPLOYER } from '../../contributions/schema.js';

/** A non-negative decimal amount as a string or a JSON number (design.md section 2). */
const Amount = z.union([
  z.string().regex(/^\d{1,15}(\.\d{1,2})?$/, 'must be a non-negative decimal with at most 2 places'),
  z.number().nonnegative().max(1e15),
]);
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');

/**
 * What the owner (and, for plan and employer accounts, the employer) states for one tax year,
 * with the engine's own names (OwnerFacts and AccountFacts of checkContribution). Every field is
 * optional: a fact not given is listed in the contribution's `Unchecked`, never assumed.
 * `OtherIraContributions`, `OtherCoverdellContributions`, `OtherHsaContributions` and
 * `OtherElectiveDeferrals` are contributions OUTSIDE this provider; the person's accounts at the
 * provider are counted by the service itself.
 */
export const OwnerYearFactsSchema = z.strictObject({
  Compensation: Amount.optional(),
  ModifiedAgi: Amount.optional(),
  FilingStatus: z.enum(FILING_STATUSES).optional(),
  LivedApartFromSpouseAllYear: z.boolean().optional(),
  SpouseCompensation: Amount.optional(),
  SpouseIraContributions: Amount.optional(),
  CoveredByWorkplacePlan: z.boolean().optional(),
  DateOfBirth: IsoDate.optional(),
  OtherIraContributions: Amount.optional(),
  OtherRothIraContributions: Amount.optional(),
  OtherCoverdellContributions: Amount.optional(),
  SpouseDependentCareContributions: Amount.optional(),
  OtherElectiveDeferrals: Amount.optional(),
  OtherHsaContributions: Amount.optional(),
  SimpleEmployerContribution: z.enum(['Match', 'NonElective']).optional(),
  SimpleMatchPercent: Amount.optional(),
  SimpleApplicableEmployer: z.enum(SIMPLE_APPLICABLE_EMPLOYER).optional(),
  SimpleAdditionalNonElective: z.boolean().optional(),
});
export type OwnerYearFacts = z.infer<typeof OwnerYearFactsSchema>;

/** The OwnerYearFacts fields checkContribution reads as Owner facts. */
export const OWNER_FACT_NAMES = [
  'Compensation',
  'ModifiedAgi',
  'FilingStatus',
  'LivedApartFromSpouseAllYear',
  'SpouseCompensation',
  'SpouseIraContributions',
  'DateOfBirth',
] as const satisfies readonly (keyof OwnerYearFacts)[];

/** The OwnerYearFacts fields that are the employer's plan facts (checkContribution's Account facts). */
export const EMPLOYER_FACT_NAMES = [
  'SimpleEmployerContribution',
  'SimpleMatchPercent',
  'SimpleApplicableEmployer',
  'SimpleAdditionalNonElective',
] as const satisfies readonly (keyof OwnerYearFacts)[];

/** One stored year of an owner's facts. */
export interface StoredOwnerYear {
  readonly ClientId: string;
  readonly TaxYear: number;
  readonly Facts: OwnerYearFacts;
  readonly UpdatedDate: string;
}
