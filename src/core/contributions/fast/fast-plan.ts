import type { Catalog, CompiledAccountType } from '../../catalog/types.js';
import { compiledParameters } from '../../parameters/compiled-parameters.js';
import { contributionRulesOf } from '../rules-of-type.js';
import type { ContributionCheck, ContributionRules } from '../schema.js';

// Which types the fast path answers: every check of the type is a Rule kind it implements, with
// only the options it implements, reading only year parameters. Anything else (a kind or an
// option added later, a percentage check) stays with the readable checks: they plug in there.

/** The keys of each check kind the fast checks read; a check with any other key is not fast. */
const FAST_CHECK_KEYS: Readonly<Partial<Record<ContributionCheck['Rule'], readonly string[]>>> = {
  Cap: [
    'Rule',
    'Id',
    'Source',
    'Parameter',
    'ParameterWhenMarriedFilingSeparately',
    'Period',
    'Sources',
    'CatchUps',
    'CatchUpSources',
    'ApplicableEmployerLimit',
    'SharedWith',
    'ParameterYear',
  ],
  CompensationLimit: ['Period', 'Rule', 'Id', 'Source', 'Basis', 'Sources', 'SharedWith', 'RequiresFilingStatus'],
  IncomePhaseOut: [
    'Rule',
    'Id',
    'Source',
    'Reduces',
    'Sources',
    'Whose',
    'Ranges',
    'LivedApartUses',
    'BaseLimitedByCompensation',
    'Rounding',
    'SharedWith',
  ],
  ContributionPeriod: ['Rule', 'Id', 'Source', 'Sources', 'NotBefore', 'BornWithin', 'EndsAtAge'],
  AgeInTaxYear: ['Rule', 'Id', 'Source', 'Sources', 'AgeYears', 'AgeMonths', 'TaxYearsThrough'],
  ElectionLimit: ['Rule', 'Id', 'Source', 'Sources'],
  BalanceCap: ['Rule', 'Id', 'Source', 'Parameter', 'Sources'],
  MonthlyLimit: ['Rule', 'Id', 'Source', 'TransitParameter', 'ParkingParameter', 'Sources'],
  FactEquals: ['Rule', 'Id', 'Source', 'Fact', 'Equals', 'FieldErrorCode'],
};

export interface FastPlan {
  readonly rules: ContributionRules;
}

const plans = new WeakMap<CompiledAccountType, FastPlan | null>();

/** The type's plan when the fast path answers for it; null when only the readable path does. */
export function fastPlanOf(catalog: Catalog, type: CompiledAccountType): FastPlan | null {
  let plan = plans.get(type);
  if (plan === undefined) {
    plan = build(catalog, type);
    plans.set(type, plan);
  }
  return plan;
}

function build(catalog: Catalog, type: CompiledAccountType): FastPlan | null {
  const { rules, error } = contributionRulesOf(type);
  if (error !== undefined || rules === undefined) return null;
  const params = compiledParameters(catalog);
  for (const check of rules.Checks) {
    const keys = FAST_CHECK_KEYS[check.Rule];
    if (keys === undefined || Object.keys(check).some((k) => !keys.includes(k))) return null;
    if (check.Rule === 'FactEquals' && check.Fact !== 'IsNonHighlyCompensated') return null;
    for (const name of parameterNames(check)) if (params.get(name)?.dated === true) return null;
  }
  return { rules };
}

function parameterNames(c: ContributionCheck): string[] {
  switch (c.Rule) {
    case 'Cap':
      return [
        c.Parameter,
        ...(c.ParameterWhenMarriedFilingSeparately ? [c.ParameterWhenMarriedFilingSeparately] : []),
        ...(c.CatchUps ?? []).map((x) => x.Parameter),
        ...(c.ApplicableEmployerLimit
          ? [c.ApplicableEmployerLimit.Parameter, ...c.ApplicableEmployerLimit.CatchUps.map((x) => x.Parameter)]
          : []),
      ];
    case 'IncomePhaseOut':
      return c.Ranges.flatMap((r) => [r.StartParameter, r.EndParameter]);
    case 'BalanceCap':
      return [c.Parameter];
    case 'MonthlyLimit':
      return [c.TransitParameter, c.ParkingParameter];
    default:
      return [];
  }
}
