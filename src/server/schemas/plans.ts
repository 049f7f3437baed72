import { z } from '@hono/zod-openapi';
import { DateTime, envelope, Guid, Money, MoneyOut } from './common.js';
import { AccountTypeCodeSchema } from './enums.js';

export const CreatePlanRequest = z
  .object({
    ProviderReferenceId: z.string().optional(),
    EmployerId: Guid,
    AccountTypeCode: AccountTypeCodeSchema.openapi({
      description:
        'The kind of plan: a BenefitObligation type (commuter-benefits, health-care-fsa, dependent-care-fsa, ...).',
      example: 'health-care-fsa',
    }),
    PlanYear: z.number().int().openapi({ example: 2026 }),
    PlanYearStartDate: z.string().optional().openapi({ description: 'YYYY-MM-DD', example: '2026-01-01' }),
    GracePeriodMonths: Money.optional().openapi({
      description:
        'Health FSA only: at most 2.5 months (Notice 2005-42); exclusive with CarryoverAmount (Notice 2013-71).',
    }),
    CarryoverAmount: Money.optional().openapi({
      description: 'Health FSA only: at most the indexed maximum for the plan year; exclusive with a grace period.',
    }),
    RunOutDays: z.number().int().optional().openapi({ description: 'Days after the plan year to submit claims.' }),
  })
  .openapi('CreatePlanRequest');

export const PlanIdResponse = envelope('PlanIdResponse', { PlanId: Guid });

export const PlanResponse = envelope('PlanResponse', {
  PlanId: Guid,
  EmployerId: Guid,
  AccountTypeCode: AccountTypeCodeSchema,
  PlanYear: z.number().int(),
  PlanYearStartDate: z.string().optional(),
  Mode: z.enum(['GracePeriod', 'Carryover', 'Neither']).openapi({ description: 'As the engine validated it.' }),
  GracePeriodMonths: MoneyOut.optional(),
  CarryoverAmount: MoneyOut.optional(),
  RunOutDays: z.number().int().optional(),
  ProviderReferenceId: z.string().optional(),
  CreatedDate: DateTime,
});
