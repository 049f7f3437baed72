import { z } from 'zod';
import { FILING_STATUSES, SIMPLE_APPLICABLE_EMPLOYER } from '../../contributions/schema.js';
import { HSA_COVERAGE_TIERS, MAX_COVERAGE_PERIODS, SPOUSE_HDHP_COVERAGES } from '../../hsa/read-facts.js';
import { isIsoDate } from '../../shared/dates.js';

/** A non-negative decimal amount as a string or a JSON number (design.md section 2). */
const Amount = z.union([
  z.string().regex(/^\d{1,15}(\.\d{1,2})?$/, 'must be a non-negative decimal with at most 2 places'),
  z.number().nonnegative().max(1e15),
]);
/** A real calendar date (2023-02-29 is refused), as the contribution rules read it. */
const IsoDate = z.string().refine(isIsoDate, 'must be a real date YYYY-MM-DD');
/** A percentage from 0 to 100 with at most 4 decimal places, as a string or a JSON number. */
const Percent = z.union([
  z.string().regex(/^(100(\.0{1,4})?|\d{1,2}(\.\d{1,4})?)$/, 'must be a percentage from 0 to 100'),
  z.number().min(0).max(100),
]);
/** One stretch of HDHP coverage (checkContribution's HdhpCoveragePeriods). */
const HdhpCoveragePeriod = z.strictObject({
  From: IsoDate,
  To: IsoDate.optional(),
  CoverageTier: z.enum(HSA_COVERAGE_TIERS),
  SpouseHdhpCoverage: z.enum(SPOUSE_HDHP_COVERAGES).optional(),
});

/**
 * What the owner (and, for plan and employer accounts, the employer) states for one tax year,
 * with the engine's own names (OwnerFacts and AccountFacts of checkContribution). Every field is
 * optional: a fact not given is listed in the contribution's `Unchecked`, never assumed.
 * `OtherIraContributions`, `OtherCoverdellContributions`, `OtherHsaContributions`,
 * `OtherElectiveDeferrals` and `OtherTrumpAccountContributions` (a Trump account of the same
 * beneficiary at another trustee, e.g. the initial account before a qualified rollover here) are
 * contributions OUTSIDE this provider; the person's accounts at the provider are counted by the
 * service itself. `OtherQualifiedCharitableDistributions` is the year's qualified charitable
 * distributions (408(d)(8)) from the owner's IRAs OUTSIDE this provider: a QCD's withdrawal counts
 * them toward the per-taxpayer limit with the owner's IRAs here (docs/decisions 44).
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
  OtherTrumpAccountContributions: Amount.optional(),
  OtherQualifiedCharitableDistributions: Amount.optional(),
  SimpleEmployerContribution: z.enum(['Match', 'NonElective']).optional(),
  SimpleMatchPercent: Amount.optional(),
  SimpleApplicableEmployer: z.enum(SIMPLE_APPLICABLE_EMPLOYER).optional(),
  SimpleAdditionalNonElective: z.boolean().optional(),
  HdhpCoveragePeriods: z.array(HdhpCoveragePeriod).max(MAX_COVERAGE_PERIODS).optional(),
  MedicareEntitlementDate: IsoDate.nullable().optional(),
  SpouseHdhpCoverage: z.enum(SPOUSE_HDHP_COVERAGES).optional(),
  FamilyLimitSharePercent: Percent.optional(),
  ExtensionFiled: z.boolean().optional(),
  ClaimedAsDependent: z.boolean().optional(),
  DisqualifyingCoveragePeriods: z
    .array(z.strictObject({ From: IsoDate, To: IsoDate.optional() }))
    .max(MAX_COVERAGE_PERIODS)
    .optional(),
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
  'HdhpCoveragePeriods',
  'MedicareEntitlementDate',
  'SpouseHdhpCoverage',
  'FamilyLimitSharePercent',
  'ClaimedAsDependent',
  'DisqualifyingCoveragePeriods',
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
