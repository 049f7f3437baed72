import { z } from '@hono/zod-openapi';
import { FILING_STATUSES, SIMPLE_APPLICABLE_EMPLOYER } from '../../core/contributions/schema.js';
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
  SimpleEmployerContribution: z.enum(['Match', 'NonElective']).optional().openapi({
    description: 'SIMPLE IRA employer: the match or the non-elective contribution for the year (408(p)(2)).',
  }),
  SimpleMatchPercent: Money.optional().openapi({ description: 'SIMPLE IRA match percent (1 to 3).' }),
  SimpleApplicableEmployer: z.enum(SIMPLE_APPLICABLE_EMPLOYER).optional(),
  SimpleAdditionalNonElective: z.boolean().optional(),
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
