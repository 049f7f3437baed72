import { z } from '@hono/zod-openapi';
import { FILING_STATUSES, SIMPLE_APPLICABLE_EMPLOYER } from '../../core/contributions/schema.js';
import { HSA_COVERAGE_TIERS, MAX_COVERAGE_PERIODS, SPOUSE_HDHP_COVERAGES } from '../../core/hsa/read-facts.js';
import { DateTime, envelope, Guid, Money } from './common.js';

const outside = (what: string) =>
  Money.optional().openapi({
    description:
      `${what} for the year OUTSIDE this provider (the person's accounts here are counted by the service). ` +
      `Not given: listed in Unchecked.`,
  });

/** The owner's (and employer's) facts for one tax year, with the engine's names (docs/decisions 56). */
export const OwnerYearFieldsSchema = {
  Compensation: Money.optional().openapi({
    description:
      'Compensation includible in gross income for the year (for SEP and SIMPLE IRAs: the plan compensation).',
  }),
  ModifiedAgi: Money.optional().openapi({ description: 'Modified adjusted gross income (Roth IRA phase-out).' }),
  FilingStatus: z.enum(FILING_STATUSES).optional(),
  LivedApartFromSpouseAllYear: z
    .boolean()
    .optional()
    .openapi({ description: 'Married filing separately and lived apart all year (408A(c)(3)(B)).' }),
  SpouseCompensation: Money.optional().openapi({ description: 'The spouse’s compensation (spousal IRA, 219(c)).' }),
  SpouseIraContributions: Money.optional().openapi({ description: 'The working spouse’s own IRA contributions.' }),
  CoveredByWorkplacePlan: z
    .boolean()
    .optional()
    .openapi({ description: 'Active participant in an employer plan (219(g)); stored for the deduction rules.' }),
  DateOfBirth: z
    .string()
    .optional()
    .openapi({ description: 'YYYY-MM-DD; used when the Contact has no DateOfBirth.', example: '1980-05-17' }),
  OtherIraContributions: outside('Regular traditional and Roth IRA contributions'),
  OtherRothIraContributions: outside(
    'Of OtherIraContributions, those to Roth IRAs (what the Roth income phase-out counts; not given, all of ' +
      'OtherIraContributions counts)',
  ),
  OtherCoverdellContributions: outside('Coverdell ESA contributions for this beneficiary'),
  SpouseDependentCareContributions: Money.optional().openapi({
    description: 'The spouse’s dependent care assistance for the year (the 129 limit is per household).',
  }),
  OtherElectiveDeferrals: outside('Elective deferrals (402(g))'),
  OtherHsaContributions: outside('HSA and Archer MSA contributions'),
  OtherTrumpAccountContributions: outside(
    'Trump account contributions for this beneficiary (other than the pilot deposit, qualified general ' +
      'contributions and qualified rollovers; 530A)',
  ),
  OtherQualifiedCharitableDistributions: outside(
    'Qualified charitable distributions (408(d)(8)) from the owner’s IRAs (an inherited IRA of which the owner is ' +
      'the beneficiary included); a QCD withdrawal counts them toward the per-taxpayer limit of its year',
  ),
  SimpleEmployerContribution: z.enum(['Match', 'NonElective']).optional().openapi({
    description: 'SIMPLE IRA employer: the match or the non-elective contribution for the year (408(p)(2)).',
  }),
  SimpleMatchPercent: Money.optional().openapi({ description: 'SIMPLE IRA match percent (1 to 3).' }),
  SimpleApplicableEmployer: z.enum(SIMPLE_APPLICABLE_EMPLOYER).optional(),
  SimpleAdditionalNonElective: z.boolean().optional(),
  HdhpCoveragePeriods: z
    .array(
      z.object({
        From: z.string().openapi({ description: 'YYYY-MM-DD: first day of the coverage.' }),
        To: z.string().optional().openapi({ description: 'YYYY-MM-DD: last day (inclusive); open-ended without.' }),
        CoverageTier: z.enum(HSA_COVERAGE_TIERS).openapi({ description: 'Self-only or family HDHP coverage.' }),
        SpouseHdhpCoverage: z
          .enum(SPOUSE_HDHP_COVERAGES)
          .optional()
          .openapi({ description: 'The spouse’s coverage in this period, when it differs from SpouseHdhpCoverage.' }),
      }),
    )
    .max(MAX_COVERAGE_PERIODS)
    .optional()
    .openapi({
      description:
        'HSA: the high deductible health plan coverage in force, period by period; it replaces the account’s ' +
        'CoverageTier and HighDeductiblePlanStartDate (223(b)(2), monthly limit).',
    }),
  MedicareEntitlementDate: z.string().nullable().optional().openapi({
    description: 'HSA: first day of Medicare entitlement (YYYY-MM-DD), or null for none (223(b)(7)).',
    example: '2026-07-01',
  }),
  SpouseHdhpCoverage: z.enum(SPOUSE_HDHP_COVERAGES).optional().openapi({
    description: 'HSA: the spouse’s own HDHP coverage as an eligible individual; None also when unmarried.',
  }),
  FamilyLimitSharePercent: Money.optional().openapi({
    description: 'HSA: the share (0 to 100) of a family limit the spouses allocate to this owner (default 50).',
  }),
  ClaimedAsDependent: z.boolean().optional().openapi({
    description: 'HSA: another taxpayer may claim the owner as a dependent for the year; the limit is then zero.',
  }),
  DisqualifyingCoveragePeriods: z
    .array(
      z.object({
        From: z.string().openapi({ description: 'YYYY-MM-DD: first day of the other coverage.' }),
        To: z.string().optional().openapi({ description: 'YYYY-MM-DD: last day (inclusive); open-ended without.' }),
      }),
    )
    .max(MAX_COVERAGE_PERIODS)
    .optional()
    .openapi({
      description:
        'HSA: other health coverage that is not an HDHP or permitted coverage (a general-purpose health FSA, a ' +
        'non-HDHP plan); a month with it on its first day is not eligible (223(c)(1)(A)(ii)). [] for none.',
    }),
  ExtensionFiled: z
    .boolean()
    .optional()
    .openapi({
      description:
        'The return for this tax year was extended: a prior-year contribution whose deadline is the extended due ' +
        'date (a SEP employer contribution, 404(h)(1)(B)) is accepted until then.',
    }),
};

export const PutOwnerYearRequest = z
  .object({ ProviderReferenceId: z.string().optional(), ...OwnerYearFieldsSchema })
  .openapi('PutOwnerYearRequest');

export const OwnerYearIdResponse = envelope('OwnerYearIdResponse', { ClientId: Guid, TaxYear: z.number().int() });

export const OwnerYearResponse = envelope('OwnerYearResponse', {
  ClientId: Guid,
  TaxYear: z.number().int(),
  Facts: z.object(OwnerYearFieldsSchema).openapi({ description: 'The facts stated for the year.' }),
  UpdatedDate: DateTime,
});

export const TaxYearPath = z.object({
  ClientId: Guid.openapi({ param: { name: 'ClientId', in: 'path' } }),
  TaxYear: z
    .string()
    .regex(/^\d{4}$/)
    .openapi({ param: { name: 'TaxYear', in: 'path' }, example: '2025' }),
});
