import { z } from '@hono/zod-openapi';
import { envelope, Guid } from './common.js';

export const AccountTypesQuery = z.object({
  InstitutionId: Guid.optional().openapi({
    param: { name: 'InstitutionId', in: 'query' },
    description: 'Resolve against this institution; without it, authority groups are reported unmet.',
  }),
});

export const ReasonSchema = z
  .object({ Code: z.string(), Message: z.string(), Group: z.array(z.string()).optional(), Gate: z.string().optional() })
  .openapi('AvailabilityReason');

export const AccountTypeEntry = z
  .object({
    AccountTypeCode: z.string(),
    Slug: z.string().openapi({
      description: "The same slug, under the name the engine's resolveAvailability uses (design.md section 2a).",
    }),
    Name: z.string(),
    Nature: z.string(),
    Contributions: z.string(),
    Earnings: z.string(),
    ContributionYearRule: z.string(),
    Status: z.string(),
    Available: z.boolean(),
    Reasons: z.array(ReasonSchema),
  })
  .openapi('AccountTypeAvailability');

export const AccountTypesResponse = envelope('AccountTypesResponse', {
  InstitutionId: Guid.optional(),
  AccountTypes: z.array(AccountTypeEntry),
});
