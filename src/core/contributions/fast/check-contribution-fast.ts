import { addDays } from '../../calendar/day-number.js';
import { taxReturnDueDate } from '../../calendar/tax-return-due-date.js';
import type { ContributionSource } from '../../catalog/enums.js';
import type { Catalog, CompiledAccountType } from '../../catalog/types.js';
import { compiledParameters } from '../../parameters/compiled-parameters.js';
import { formatIsoDate } from '../../shared/dates.js';
import { minorUnitsText } from '../../shared/minor-units.js';
import { growthPeriodPassed } from '../growth-period-end.js';
import type { ContributionCheck } from '../schema.js';
import type { ContributionCheckRow, ContributionQuery, ContributionResult } from '../types.js';
import { type FastContext, type FastFailure, type FastOutcome, READABLE } from './fast-context.js';
import { fastCap, fastCompensationLimit, fastIncomePhaseOut } from './fast-limits.js';
import {
  fastAgeInTaxYear,
  fastBalanceCap,
  fastContributionPeriod,
  fastElectionLimit,
  fastFactEquals,
  fastMonthlyLimit,
} from './fast-other-checks.js';
import { fastPlanOf } from './fast-plan.js';
import { type FastQuery, readFastQuery } from './read-query.js';

/**
 * checkContribution's fast path: the same answer as the readable `checkContributionReadable`,
 * computed in cents from a query read once, with parameters compiled once per catalog. Undefined
 * wherever it does not answer (an invalid query, a rejection other than a limit, a type with a
 * check it does not implement, arithmetic it cannot prove exact): the readable path then answers.
 * Proven equal by test/perf-equivalence (differential, 10,000 runs).
 */
export function checkContributionFast(catalog: Catalog, q: ContributionQuery): ContributionResult | undefined {
  if (typeof q !== 'object' || q === null) return undefined;
  // A repayment (or a query naming one) has rules of its own: the readable path answers.
  if (q.RepaidDistribution !== undefined || typeof q.Contribution !== 'object' || q.Contribution === null)
    return undefined;
  if (q.Contribution.ContributionSource === 'Repayment' || q.Contribution.RepaymentOf !== undefined) return undefined;
  const type = typeof q.AccountTypeCode === 'string' ? catalog.typeBySlug.get(q.AccountTypeCode) : undefined;
  if (!type) return undefined;
  const plan = fastPlanOf(catalog, type);
  if (plan === null) return undefined;
  const read = readFastQuery(q);
  if (read === undefined) return undefined;
  try {
    return answer(catalog, type, plan.rules, read);
  } catch (e) {
    if (e === READABLE) return undefined;
    throw e;
  }
}

function answer(
  catalog: Catalog,
  type: CompiledAccountType,
  rules: FastContext['rules'],
  q: FastQuery,
): ContributionResult | undefined {
  // After a growth period the contribution is another type's: the readable definition delegates it.
  if (growthPeriodPassed(rules, q.facts, q.dateIso, q.taxYear) !== undefined) return undefined;
  const source: ContributionSource | undefined = q.source ?? rules.DefaultSource;
  if (source === undefined) return undefined;
  const sourceRule = rules.Sources[source];
  if (!sourceRule?.Accepted) return undefined;
  const planYear = type.ContributionYearRule === 'PlanYear' ? (q.planYear ?? q.accountPlanYear) : q.planYear;
  const year = contributionYear(catalog, type, q, planYear, sourceRule);
  if (year === undefined) return undefined;

  const ctx: FastContext = {
    catalog,
    slug: type.Slug,
    rules,
    params: compiledParameters(catalog),
    q,
    source,
    taxYear: year.TaxYear,
    planYear: year.PlanYear,
    capLimits: new Array<unknown>(rules.Checks.length).fill(undefined),
  };
  const rows: ContributionCheckRow[] = [];
  const unchecked = new Set<string>();
  let first: FastFailure | undefined;
  for (let i = 0; i < rules.Checks.length; i++) {
    const out = run(ctx, rules.Checks[i]!, i);
    for (const r of out.rows) rows.push(r);
    for (const u of out.unchecked) unchecked.add(u);
    if (out.failure && !first) first = out.failure;
  }
  if (first) {
    return {
      ok: false,
      ErrorCode: first.ErrorCode,
      Message: first.Message,
      Errors: [],
      Rule: first.Rule,
      Limit: first.Limit,
      ComparedWith: first.ComparedWith,
      Source: first.Source,
      Remaining: first.Remaining,
      Checks: rows,
      Unchecked: [...unchecked],
    };
  }
  const amount = minorUnitsText(q.cents);
  const basis = sourceRule.CreatesBasis ? amount : '0';
  // Literals with the readable path's key order (the API writes them in this order).
  return year.PlanYear !== undefined
    ? {
        ok: true,
        AcceptedAmount: amount,
        ContributionSource: source,
        TaxYear: year.TaxYear,
        PlanYear: year.PlanYear,
        Checks: rows,
        Unchecked: [...unchecked],
        Basis: basis,
        TaxTreatment: sourceRule.TaxTreatment,
        CountsTowardCap: sourceRule.CountsTowardCap,
      }
    : {
        ok: true,
        AcceptedAmount: amount,
        ContributionSource: source,
        TaxYear: year.TaxYear,
        Checks: rows,
        Unchecked: [...unchecked],
        Basis: basis,
        TaxTreatment: sourceRule.TaxTreatment,
        CountsTowardCap: sourceRule.CountsTowardCap,
      };
}

function run(ctx: FastContext, c: ContributionCheck, index: number): FastOutcome {
  switch (c.Rule) {
    case 'Cap':
      return fastCap(ctx, c, index);
    case 'CompensationLimit':
      return fastCompensationLimit(ctx, c);
    case 'IncomePhaseOut':
      return fastIncomePhaseOut(ctx, c);
    case 'ContributionPeriod':
      return fastContributionPeriod(ctx, c);
    case 'AgeInTaxYear':
      return fastAgeInTaxYear(ctx, c);
    case 'ElectionLimit':
      return fastElectionLimit(ctx, c);
    case 'BalanceCap':
      return fastBalanceCap(ctx, c);
    case 'MonthlyLimit':
      return fastMonthlyLimit(ctx, c);
    case 'FactEquals':
      return fastFactEquals(ctx, c);
    default:
      throw READABLE; // the plan admits only the kinds above
  }
}

/**
 * checkContributionYear's accepted answers for a query read whole (TaxYear and PlanYear only);
 * undefined for every refusal, which the readable path words.
 */
function contributionYear(
  catalog: Catalog,
  type: CompiledAccountType,
  q: FastQuery,
  planYear: unknown,
  sourceRule: NonNullable<FastContext['rules']['Sources'][ContributionSource]>,
): { TaxYear: number | null; PlanYear?: number } | undefined {
  const year = q.date.year;
  const taxYear = q.taxYear;
  if (planYear !== undefined && !(typeof planYear === 'number' && Number.isInteger(planYear))) return undefined;
  const plan = planYear as number | undefined;
  if (plan !== undefined && (plan < 1900 || plan > 2198)) return undefined;
  switch (type.ContributionYearRule) {
    case 'NotApplicable':
      return taxYear === undefined && plan === undefined ? { TaxYear: null } : undefined;
    case 'PlanYear':
      if (plan === undefined || taxYear !== undefined || year < plan || year > plan + 1) return undefined;
      return { TaxYear: year, PlanYear: plan };
    case 'CalendarYearOnly':
      return plan === undefined && (taxYear === undefined || taxYear === year) ? { TaxYear: year } : undefined;
    case 'PriorYearElectionAllowed': {
      if (plan !== undefined) return undefined;
      const forYear = taxYear ?? year;
      if (forYear === year) return { TaxYear: year };
      if (forYear !== year - 1) return undefined;
      const deadline = priorYearDeadline(catalog, forYear, q.extensionFiled, sourceRule);
      return deadline !== undefined && q.dateIso <= deadline ? { TaxYear: forYear } : undefined;
    }
    default:
      return undefined;
  }
}

/** The last day a prior-year contribution is accepted (as priorYear in check-contribution-year.ts). */
function priorYearDeadline(
  catalog: Catalog,
  taxYear: number,
  extensionFiled: boolean | undefined,
  rule: NonNullable<FastContext['rules']['Sources'][ContributionSource]>,
): string | undefined {
  const kind = rule.PriorYearDeadline ?? 'None';
  if (kind === 'None') return undefined;
  if (kind === 'DaysAfterTaxYearEnd')
    return formatIsoDate(addDays({ year: taxYear, month: 12, day: 31 }, rule.PriorYearDeadlineDays ?? 0));
  return dueDate(catalog, taxYear, kind === 'ExtendedReturnDueDateIfFiled' && extensionFiled === true);
}

// Due dates by catalog and tax year: a pure function of both, computed once each (at most
// 299 years x 2, so the memo is bounded).
const dueDates = new WeakMap<Catalog, Map<number, string | null>>();

function dueDate(catalog: Catalog, taxYear: number, extended: boolean): string | undefined {
  let memo = dueDates.get(catalog);
  if (memo === undefined) {
    memo = new Map();
    dueDates.set(catalog, memo);
  }
  const key = taxYear * 2 + (extended ? 1 : 0);
  let hit = memo.get(key);
  if (hit === undefined) {
    const due = taxReturnDueDate(catalog, { TaxYear: taxYear, Extended: extended });
    hit = due.ok ? due.DueDate : null;
    memo.set(key, hit);
  }
  return hit ?? undefined;
}
