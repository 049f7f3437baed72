import type { Catalog } from '../catalog/types.js';
import { parameterValue } from '../parameters/parameter-value.js';
import { Decimal, decimalString, parseAmount } from '../shared/money.js';
import { type AvailableBalanceQuery, availableBalanceResult } from './available-balance.js';
import { type BenefitPlanConfig, validateBenefitPlanConfig } from './plan-config.js';

export interface SettlePlanYearQuery extends AvailableBalanceQuery {
  readonly AccountTypeCode: string;
  readonly PlanYear: number;
  readonly GracePeriodMonths?: number | string;
  /** The plan's carryover amount (at most the year's maximum). */
  readonly CarryoverAmount?: number | string;
}

export type SettlePlanYearResult =
  | {
      readonly ok: true;
      /** Unused at the end of the plan year (the available balance then). */
      readonly Unused: string;
      /** Stays available during the grace period. */
      readonly AvailableInGracePeriod: string;
      readonly CarriedOver: string;
      readonly Forfeited: string;
      readonly Source: string;
    }
  | { readonly ok: false; readonly ErrorCode: string; readonly Message: string };

/**
 * At the end of a plan year the unused balance is carried over (up to the plan's carryover,
 * itself at most the year's maximum), kept available through a grace period, or forfeited.
 * Unused = CarriedOver + Forfeited + AvailableInGracePeriod, exactly.
 */
export function settlePlanYear(catalog: Catalog, q: SettlePlanYearQuery): SettlePlanYearResult {
  const avail = availableBalanceResult(q);
  if (!avail.ok) return avail;
  const config: BenefitPlanConfig = {
    AccountTypeCode: q.AccountTypeCode,
    PlanYear: q.PlanYear,
    ...(q.GracePeriodMonths !== undefined ? { GracePeriodMonths: q.GracePeriodMonths } : {}),
    ...(q.CarryoverAmount !== undefined ? { CarryoverAmount: q.CarryoverAmount } : {}),
  };
  const cfg = validateBenefitPlanConfig(catalog, config);
  if (!cfg.ok) return { ok: false, ErrorCode: cfg.ErrorCode, Message: cfg.Message };
  const unused = new Decimal(avail.Available);
  const zero = '0';
  if (cfg.Mode === 'GracePeriod')
    return {
      ok: true,
      Unused: avail.Available,
      AvailableInGracePeriod: avail.Available,
      CarriedOver: zero,
      Forfeited: zero,
      Source: cfg.Source,
    };
  if (cfg.Mode === 'Carryover') {
    const planCarry = parseAmount(q.CarryoverAmount, { allowZero: true });
    const max = parameterValue(catalog, 'health_fsa_carryover_max', { Year: q.PlanYear });
    if (!planCarry.ok || !max.ok)
      return { ok: false, ErrorCode: 'InvalidRequest', Message: 'CarryoverAmount is invalid' };
    const carry = Decimal.min(unused, planCarry.value, new Decimal(max.Value));
    return {
      ok: true,
      Unused: avail.Available,
      AvailableInGracePeriod: zero,
      CarriedOver: decimalString(carry),
      Forfeited: decimalString(unused.minus(carry)),
      Source: cfg.Source,
    };
  }
  return {
    ok: true,
    Unused: avail.Available,
    AvailableInGracePeriod: zero,
    CarriedOver: zero,
    Forfeited: avail.Available,
    Source: cfg.Source,
  };
}
