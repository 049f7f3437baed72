import { z } from 'zod';
import { validateBenefitPlanConfig } from '../../balances/plan-config.js';
import type { Catalog } from '../../catalog/types.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { assertClock, assertNewGuid } from '../assert-inputs.js';
import { type Decision, decision } from '../decision.js';
import type { DecisionClock } from '../facts.js';

/** What Create Plan needs: its new id. */
export interface CreatePlanFacts extends DecisionClock {
  readonly NewIds: { readonly PlanId: string };
}

const Guid = z.string().regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/);
const Amount = z.union([z.string().regex(/^\d{1,13}(\.\d{1,2})?$/), z.number().nonnegative().max(1e13)]);

export const CreatePlanRequestSchema = z.strictObject({
  ProviderReferenceId: z.string().min(1).max(256).optional(),
  EmployerId: Guid,
  /** The kind of plan: the benefit account type it funds. */
  AccountTypeCode: z.string().min(1).max(64),
  PlanYear: z.number().int().min(1975).max(2100),
  PlanYearStartDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  GracePeriodMonths: Amount.optional(),
  CarryoverAmount: Amount.optional(),
  RunOutDays: z.number().int().min(0).max(366).optional(),
});

export interface PlanRecord {
  readonly PlanId: string;
  readonly EmployerId: string;
  readonly AccountTypeCode: string;
  readonly PlanYear: number;
  readonly PlanYearStartDate?: string;
  /** GracePeriod, Carryover or Neither, as the engine decided (validateBenefitPlanConfig). */
  readonly Mode: 'GracePeriod' | 'Carryover' | 'Neither';
  readonly GracePeriodMonths?: string;
  readonly CarryoverAmount?: string;
  readonly RunOutDays?: number;
  readonly ProviderReferenceId?: string;
  readonly CreatedDate: string;
}

export interface CreatePlanRecords {
  readonly Plan: PlanRecord;
}

export type CreatePlanDecision = Decision<CreatePlanRecords, { readonly PlanId: string }>;

/**
 * Create Plan (POST /v1/plans): an employer's benefit plan year for a BenefitObligation type
 * (commuter, health FSA, dependent-care FSA, HRA, LSA), with its grace period or carryover
 * validated by the engine (validateBenefitPlanConfig: exclusive, Notice 2013-71; grace at most
 * 2.5 months, Notice 2005-42; carryover at most the indexed maximum, health FSA only; none for a
 * dependent-care FSA, spec part 2.5) and its run-out period.
 */
export function decideCreatePlan(
  catalog: Catalog,
  facts: CreatePlanFacts,
  request: unknown,
  today: string,
): CreatePlanDecision | Failure<'InvalidRequest' | 'UnknownAccountType'> {
  assertClock(today, facts.Now);
  assertNewGuid('PlanId', facts.NewIds.PlanId);
  const parsed = CreatePlanRequestSchema.safeParse(request);
  if (!parsed.success) {
    const errors = parsed.error.issues.slice(0, 32).map((i) => ({
      FieldName: i.path.map(String).join('.'),
      ErrorCode: i.code === 'unrecognized_keys' ? 'UnknownField' : 'InvalidValue',
      Message: i.message,
    }));
    return failure(
      'InvalidRequest',
      `The Create Plan request is invalid: ${errors.map((e) => `${e.FieldName} ${e.Message}`).join('; ')}`,
      errors,
    );
  }
  const b = parsed.data;
  const type = catalog.typeBySlug.get(b.AccountTypeCode);
  if (type === undefined || type.Nature !== 'BenefitObligation')
    return failure('InvalidRequest', `${b.AccountTypeCode} is not a benefit plan account type.`, [
      { FieldName: 'AccountTypeCode', ErrorCode: 'InvalidValue', Message: 'must be a BenefitObligation type' },
    ]);
  const cfg = validateBenefitPlanConfig(catalog, {
    AccountTypeCode: b.AccountTypeCode,
    PlanYear: b.PlanYear,
    ...(b.GracePeriodMonths !== undefined ? { GracePeriodMonths: b.GracePeriodMonths } : {}),
    ...(b.CarryoverAmount !== undefined ? { CarryoverAmount: b.CarryoverAmount } : {}),
  });
  if (!cfg.ok) return failure(cfg.ErrorCode, cfg.Message, cfg.Errors);
  const PlanId = facts.NewIds.PlanId;
  return decision({
    Records: {
      Plan: {
        PlanId,
        EmployerId: b.EmployerId.toLowerCase(),
        AccountTypeCode: b.AccountTypeCode,
        PlanYear: b.PlanYear,
        ...(b.PlanYearStartDate !== undefined ? { PlanYearStartDate: b.PlanYearStartDate } : {}),
        Mode: cfg.Mode,
        ...(b.GracePeriodMonths !== undefined ? { GracePeriodMonths: String(b.GracePeriodMonths) } : {}),
        ...(b.CarryoverAmount !== undefined ? { CarryoverAmount: String(b.CarryoverAmount) } : {}),
        ...(b.RunOutDays !== undefined ? { RunOutDays: b.RunOutDays } : {}),
        ...(b.ProviderReferenceId !== undefined ? { ProviderReferenceId: b.ProviderReferenceId } : {}),
        CreatedDate: facts.Now,
      },
    },
    Result: { PlanId },
    Reasons: [{ Rule: 'benefit-plan-config', Message: cfg.Mode, Source: cfg.Source }],
  });
}
