import type { Catalog } from '../catalog/types.js';
import { parameterValue } from '../parameters/parameter-value.js';
import { type Failure, type FieldError, failure } from '../shared/error-codes.js';
import { Decimal, decimalString, parseAmount } from '../shared/money.js';
import type { HsaReason } from './annual-limit.js';
import { hsaLimitRuleOf } from './hsa-rule-of-type.js';
import { HSA_COVERAGE_TIERS, type HsaCoverageTier } from './read-facts.js';

export interface HighDeductiblePlanQuery {
  readonly AccountTypeCode?: string;
  /** The calendar year in which the plan year begins. */
  readonly PlanYear: number;
  readonly CoverageTier: HsaCoverageTier;
  readonly AnnualDeductible: string | number;
  /** The deductible plus other annual out-of-pocket expenses (not premiums), in network. */
  readonly OutOfPocketMaximum?: string | number;
}

export interface HighDeductiblePlanAnswer {
  readonly ok: true;
  readonly PlanYear: number;
  readonly CoverageTier: HsaCoverageTier;
  readonly IsHighDeductiblePlan: boolean;
  readonly MinimumDeductible: string;
  readonly OutOfPocketMaximumLimit?: string;
  readonly Reasons: readonly HsaReason[];
  readonly Unchecked: readonly string[];
}

/**
 * Whether a health plan is a high deductible health plan for a plan year (223(c)(2)(A)): its
 * annual deductible is not below the minimum and, when given, its deductible plus other
 * out-of-pocket expenses do not exceed the maximum, for the coverage tier. Never throws.
 */
export function hsaHighDeductiblePlan(
  catalog: Catalog,
  q: HighDeductiblePlanQuery,
): HighDeductiblePlanAnswer | Failure<'InvalidRequest' | 'UnknownAccountType'> {
  if (typeof q !== 'object' || q === null) return failure('InvalidRequest', 'the query must be an object');
  const found = hsaLimitRuleOf(catalog, q.AccountTypeCode);
  if ('ok' in found) return found;
  const spec = found.rule.HighDeductiblePlan;
  if (!spec)
    return failure('InvalidRequest', `${found.type.Slug} states no HighDeductiblePlan parameters in its HsaLimit rule`);
  const errors: FieldError[] = [];
  const year = q.PlanYear;
  if (typeof year !== 'number' || !Number.isInteger(year) || year < 1900 || year > 2198)
    errors.push({ FieldName: 'PlanYear', ErrorCode: 'Invalid', Message: 'PlanYear must be an integer year' });
  const tier = (HSA_COVERAGE_TIERS as readonly unknown[]).includes(q.CoverageTier) ? q.CoverageTier : undefined;
  if (!tier)
    errors.push({
      FieldName: 'CoverageTier',
      ErrorCode: 'Invalid',
      Message: 'CoverageTier must be SelfOnly or Family',
    });
  const deductible = parseAmount(q.AnnualDeductible, { allowZero: true });
  if (!deductible.ok)
    errors.push({
      FieldName: 'AnnualDeductible',
      ErrorCode: 'Invalid',
      Message: `AnnualDeductible ${deductible.message}`,
    });
  const oop = q.OutOfPocketMaximum === undefined ? undefined : parseAmount(q.OutOfPocketMaximum, { allowZero: true });
  if (oop && !oop.ok)
    errors.push({
      FieldName: 'OutOfPocketMaximum',
      ErrorCode: 'Invalid',
      Message: `OutOfPocketMaximum ${oop.message}`,
    });
  if (errors.length > 0 || !tier || !deductible.ok || (oop && !oop.ok))
    return failure('InvalidRequest', errors.map((e) => e.Message).join('; '), errors);
  const family = tier === 'Family';
  const minName = family ? spec.MinimumDeductibleFamilyParameter : spec.MinimumDeductibleSelfOnlyParameter;
  const maxName = family ? spec.OutOfPocketMaximumFamilyParameter : spec.OutOfPocketMaximumSelfOnlyParameter;
  const min = parameterValue(catalog, minName, { Year: year });
  if (!min.ok) return failure('InvalidRequest', `no minimum deductible is known: ${min.Message}`);
  const reasons: HsaReason[] = [];
  const unchecked: string[] = [];
  const deductibleOk = deductible.value.gte(min.Value);
  reasons.push({
    Rule: 'minimum-deductible',
    Message:
      `annual deductible ${decimalString(deductible.value)} ${deductibleOk ? 'is at least' : 'is below'} the ` +
      `${year} minimum of ${min.Value} for ${family ? 'family' : 'self-only'} coverage`,
    Source: `${spec.Source}; ${min.Source}`,
  });
  let oopOk = true;
  let oopLimit: string | undefined;
  if (oop === undefined) unchecked.push('OutOfPocketMaximum');
  else {
    const max = parameterValue(catalog, maxName, { Year: year });
    if (!max.ok) return failure('InvalidRequest', `no out-of-pocket maximum is known: ${max.Message}`);
    oopLimit = max.Value;
    oopOk = oop.ok && oop.value.lte(new Decimal(max.Value));
    reasons.push({
      Rule: 'out-of-pocket-maximum',
      Message:
        `deductible and other out-of-pocket expenses ${oop.ok ? decimalString(oop.value) : ''} ` +
        `${oopOk ? 'do not exceed' : 'exceed'} the ${year} maximum of ${max.Value}`,
      Source: `${spec.Source}; ${max.Source}`,
    });
  }
  return {
    ok: true,
    PlanYear: year,
    CoverageTier: tier,
    IsHighDeductiblePlan: deductibleOk && oopOk,
    MinimumDeductible: min.Value,
    ...(oopLimit !== undefined ? { OutOfPocketMaximumLimit: oopLimit } : {}),
    Reasons: reasons,
    Unchecked: unchecked,
  };
}
