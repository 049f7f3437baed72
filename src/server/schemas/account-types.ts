import { z } from '@hono/zod-openapi';
import { envelope, Guid } from './common.js';
import {
  AccountTypeCodeSchema,
  ContributionTreatmentSchema,
  ContributionYearRuleSchema,
  EarningsTreatmentSchema,
  NatureSchema,
  TypeStatusSchema,
} from './enums.js';

export const AccountTypesQuery = z.object({
  InstitutionId: Guid.optional().openapi({
    param: { name: 'InstitutionId', in: 'query' },
    description: 'Resolve against this institution; without it, authority groups are reported unmet.',
  }),
});

export const ReasonSchema = z
  .object({
    Code: z.string().openapi({
      description: 'NotContracted, GateNotSatisfied or AuthorityGroupUnmet (the engine resolveAvailability).',
      example: 'NotContracted',
    }),
    Message: z.string().openapi({ description: 'One readable sentence.' }),
    Group: z
      .array(z.string())
      .optional()
      .openapi({ description: 'AuthorityGroupUnmet: the authorities of the group, any one of which would do.' }),
    Gate: z.string().optional().openapi({ description: 'GateNotSatisfied: the gate the provider needs.' }),
  })
  .openapi('AvailabilityReason', { description: 'One reason a type is not available.' });

export const AccountTypeEntry = z
  .object({
    AccountTypeCode: AccountTypeCodeSchema,
    Slug: z.string().openapi({
      description: "The same slug, under the name the engine's resolveAvailability uses (design.md section 2a).",
    }),
    Name: z.string().openapi({ description: 'The type name for people.', example: 'Roth IRA' }),
    Nature: NatureSchema,
    Contributions: ContributionTreatmentSchema,
    Earnings: EarningsTreatmentSchema,
    ContributionYearRule: ContributionYearRuleSchema,
    Status: TypeStatusSchema,
    Available: z
      .boolean()
      .openapi({ description: 'True when the caller may open this type now (at the institution given).' }),
    Reasons: z
      .array(ReasonSchema)
      .openapi({ description: 'Why not, when Available is false: one entry per unmet condition.' }),
  })
  .openapi('AccountTypeAvailability');

export const AccountTypesResponse = envelope('AccountTypesResponse', {
  InstitutionId: Guid.optional(),
  AccountTypes: z.array(AccountTypeEntry),
});
