import type { Catalog } from '../catalog/types.js';
import { parameterValue } from '../parameters/parameter-value.js';
import type { FieldError } from '../shared/error-codes.js';
import { Decimal, decimalString, parseAmount } from '../shared/money.js';

export interface BenefitPlanConfig {
  readonly AccountTypeCode: string;
  readonly PlanYear: number;
  /** Grace period after the plan year, in months (at most 2.5). */
  readonly GracePeriodMonths?: number | string;
  /** Carryover the plan allows into the next plan year. */
  readonly CarryoverAmount?: number | string;
}

export type PlanConfigResult =
  | {
      readonly ok: true;
      readonly Mode: 'GracePeriod' | 'Carryover' | 'Neither';
      readonly Limit?: string;
      readonly Source: string;
    }
  | {
      readonly ok: false;
      readonly ErrorCode: 'InvalidRequest' | 'UnknownAccountType';
      readonly Message: string;
      readonly Errors: readonly FieldError[];
    };

const CARRYOVER_TYPES = new Set(['health-care-fsa']);
/** Spec part 2.5: a dependent-care FSA has no health-FSA-style grace period or carryover (issue 15). */
const GRACE_TYPES = new Set(['health-care-fsa']);

function fail(message: string, field: string, code: string): PlanConfigResult {
  return {
    ok: false,
    ErrorCode: 'InvalidRequest',
    Message: message,
    Errors: [{ FieldName: field, ErrorCode: code, Message: message }],
  };
}

/**
 * A cafeteria plan year may have a grace period or a carryover, not both (Notice 2013-71);
 * the grace period is at most 2.5 months (Notice 2005-42); the carryover at most the year's
 * indexed maximum, and only for a health FSA (a dependent-care FSA has no carryover).
 */
export function validateBenefitPlanConfig(catalog: Catalog, q: BenefitPlanConfig): PlanConfigResult {
  if (typeof q !== 'object' || q === null) return fail('the query must be an object', '(query)', 'Invalid');
  if (!catalog.typeBySlug.has(q.AccountTypeCode))
    return {
      ok: false,
      ErrorCode: 'UnknownAccountType',
      Message: `unknown account type ${JSON.stringify(q.AccountTypeCode)}`,
      Errors: [],
    };
  if (!Number.isInteger(q.PlanYear)) return fail('PlanYear must be an integer year', 'PlanYear', 'Invalid');
  const hasGrace = q.GracePeriodMonths !== undefined;
  const hasCarry = q.CarryoverAmount !== undefined;
  if (hasGrace && hasCarry)
    return fail(
      'a plan year may have a grace period or a carryover, not both (Notice 2013-71)',
      'CarryoverAmount',
      'GracePeriodAndCarryoverExclusive',
    );
  if (hasGrace) {
    if (!GRACE_TYPES.has(q.AccountTypeCode))
      return fail(`${q.AccountTypeCode} has no grace period`, 'GracePeriodMonths', 'GracePeriodNotPermitted');
    const months = parseAmount(q.GracePeriodMonths, { minor_units: 2 });
    if (!months.ok) return fail(`GracePeriodMonths ${months.message}`, 'GracePeriodMonths', 'Invalid');
    const max = parameterValue(catalog, 'health_fsa_grace_period_max_months', { Year: q.PlanYear });
    if (!max.ok) return fail(max.Message, 'PlanYear', 'Invalid');
    if (months.value.gt(max.Value))
      return fail(
        `a grace period may be at most ${max.Value} months (${max.Reference})`,
        'GracePeriodMonths',
        'GracePeriodTooLong',
      );
    return { ok: true, Mode: 'GracePeriod', Limit: max.Value, Source: max.Reference };
  }
  if (hasCarry) {
    if (!CARRYOVER_TYPES.has(q.AccountTypeCode))
      return fail(
        `${q.AccountTypeCode} may not carry over unused amounts (Notice 2013-71)`,
        'CarryoverAmount',
        'CarryoverNotPermitted',
      );
    const amount = parseAmount(q.CarryoverAmount, { allowZero: true });
    if (!amount.ok) return fail(`CarryoverAmount ${amount.message}`, 'CarryoverAmount', 'Invalid');
    const max = parameterValue(catalog, 'health_fsa_carryover_max', { Year: q.PlanYear });
    if (!max.ok) return fail(max.Message, 'PlanYear', 'Invalid');
    if (amount.value.gt(max.Value))
      return fail(
        `the carryover from plan year ${q.PlanYear} may be at most ${max.Value} (${max.Reference})`,
        'CarryoverAmount',
        'ContributionLimitExceeded',
      );
    return {
      ok: true,
      Mode: 'Carryover',
      Limit: decimalString(new Decimal(max.Value)),
      Source: `${max.Reference}; ${max.Source}`,
    };
  }
  return { ok: true, Mode: 'Neither', Source: 'Prop. 26 CFR 1.125-1(e) (use-or-lose)' };
}
