import type { ContributionSource } from '../catalog/enums.js';
import type { Catalog } from '../catalog/types.js';
import { formatIsoDate } from '../shared/dates.js';
import type { FieldError } from '../shared/error-codes.js';
import { decimalString } from '../shared/money.js';
import { treatmentOfType } from '../withdrawals/treatment-kind.js';
import { checkContributionYear } from './check-contribution-year.js';
import type { CheckContext, CheckFailure } from './checks/context.js';
import { runCheck } from './checks/run-check.js';
import { checkContributionFast } from './fast/check-contribution-fast.js';
import { growthPeriodPassed } from './growth-period-end.js';
import { normalizeQuery } from './normalize.js';
import { checkRepayment, isRepayableDistribution, REPAYMENT_RULES } from './repayment.js';
import { contributionRulesOf } from './rules-of-type.js';
import type {
  ContributionCheckRow,
  ContributionQuery,
  ContributionRejected,
  ContributionResult,
  ContributionWarning,
} from './types.js';

function reject(
  ErrorCode: string,
  Message: string,
  Errors: readonly FieldError[] = [],
  extra: Partial<ContributionRejected> = {},
): ContributionRejected {
  return { ok: false, ErrorCode, Message, Errors, ...extra };
}

/**
 * Whether one contribution may be accepted into an account of the given type, with every
 * rule applied (its limit, the figure compared and the source), the facts that were missing,
 * the basis it creates and its tax treatment. See docs/contributions.md.
 * The fast path answers where it applies; elsewhere the readable definition below.
 */
export function checkContribution(catalog: Catalog, q: ContributionQuery): ContributionResult {
  return checkContributionFast(catalog, q) ?? checkContributionReadable(catalog, q);
}

/**
 * A contribution after a type's growth period, checked as one to the type it is then treated as
 * (AfterGrowthPeriod.TreatedAs), with a first row saying so.
 */
function treatedAs(
  catalog: Catalog,
  q: ContributionQuery,
  after: { readonly TreatedAs: string; readonly Source: string },
  end: string,
  date: string,
): ContributionResult {
  const target = catalog.typeBySlug.get(after.TreatedAs);
  if (target === undefined || contributionRulesOf(target).rules?.AfterGrowthPeriod !== undefined)
    return reject('InvalidRequest', `${q.AccountTypeCode}: AfterGrowthPeriod.TreatedAs ${after.TreatedAs} is unusable`);
  const row: ContributionCheckRow = {
    Rule: 'after-growth-period',
    Kind: 'ContributionPeriod',
    Limit: `after ${end}`,
    ComparedWith: date,
    Passed: true,
    Source: after.Source,
    Note: `the growth period ended ${end}: checked as a contribution to a ${after.TreatedAs}`,
  };
  const r = checkContributionReadable(catalog, { ...q, AccountTypeCode: after.TreatedAs });
  return { ...r, Checks: [row, ...(r.Checks ?? [])] } as ContributionResult;
}

/**
 * The readable definition (decimal.js, every rule module of checks/): the fast path must give
 * its answers (test/perf-equivalence), and answers every query it does not take.
 */
export function checkContributionReadable(catalog: Catalog, q: ContributionQuery): ContributionResult {
  if (typeof q !== 'object' || q === null) return reject('InvalidRequest', 'the query must be an object');
  const type = typeof q.AccountTypeCode === 'string' ? catalog.typeBySlug.get(q.AccountTypeCode) : undefined;
  if (!type)
    return reject('UnknownAccountType', `unknown account type ${JSON.stringify(q.AccountTypeCode)}`, [
      { FieldName: 'AccountTypeCode', ErrorCode: 'UnknownAccountType', Message: 'not in the catalog' },
    ]);
  const norm = normalizeQuery(q);
  if (!norm.ok) return reject('InvalidRequest', norm.errors.map((e) => e.Message).join('; '), norm.errors);
  const n = norm.value;
  const { rules, error } = contributionRulesOf(type);
  if (error) return reject('InvalidRequest', error);
  const taxYear = typeof q.Contribution?.TaxYear === 'number' ? q.Contribution.TaxYear : undefined;
  const ended = rules === undefined ? undefined : growthPeriodPassed(rules, n.facts, formatIsoDate(n.date), taxYear);
  if (rules?.AfterGrowthPeriod !== undefined && ended !== undefined)
    return treatedAs(catalog, q, rules.AfterGrowthPeriod, ended, formatIsoDate(n.date));

  const source: ContributionSource | undefined = n.source ?? rules?.DefaultSource;
  if (rules && source === undefined)
    return reject('InvalidRequest', `ContributionSource is required for ${type.Slug}`, [
      { FieldName: 'ContributionSource', ErrorCode: 'Required', Message: 'required' },
    ]);
  const sourceRule = source !== undefined ? rules?.Sources[source] : undefined;
  if (rules && source !== undefined && !sourceRule?.Accepted) {
    const code = sourceRule?.RejectErrorCode ?? 'InvalidRequest';
    const accepted = Object.entries(rules.Sources)
      .filter(([, s]) => s?.Accepted)
      .map(([k]) => k);
    const why = sourceRule ? ` (${sourceRule.Source})` : '';
    return reject(
      code,
      `${type.Slug} does not accept ${source} contributions${why}; it accepts ${accepted.join(', ') || 'none'}`,
      [
        {
          FieldName: 'ContributionSource',
          ErrorCode: code === 'InvalidRequest' ? 'ContributionSourceNotPermitted' : code,
          Message: `${source} not accepted`,
        },
      ],
    );
  }

  const c = q.Contribution;
  if (source !== 'Repayment' && (c.RepaymentOf !== undefined || q.RepaidDistribution !== undefined))
    return reject('InvalidRequest', 'RepaymentOf and a repaid distribution go only with ContributionSource Repayment', [
      { FieldName: 'RepaymentOf', ErrorCode: 'RepaymentOnly', Message: 'only with ContributionSource Repayment' },
    ]);
  const planYear = type.ContributionYearRule === 'PlanYear' ? (c.PlanYear ?? q.Account?.PlanYear) : c.PlanYear;
  const year = checkContributionYear(catalog, {
    AccountTypeCode: type.Slug,
    ContributionDate: formatIsoDate(n.date),
    ...(c.TaxYear !== undefined ? { TaxYear: c.TaxYear } : {}),
    ...(planYear !== undefined ? { PlanYear: planYear } : {}),
    ...(source !== undefined ? { ContributionSource: source } : {}),
    ...(c.ExtensionFiled !== undefined ? { ExtensionFiled: c.ExtensionFiled } : {}),
  });
  if (!year.ok) return reject(year.ErrorCode, year.Message, year.Errors);

  const amount = decimalString(n.amount);
  if (!rules || source === undefined) {
    // No contribution rules in the catalog for this type: nothing to apply, and it says so.
    return {
      ok: true,
      AcceptedAmount: amount,
      ContributionSource: source ?? null,
      TaxYear: year.TaxYear,
      ...(year.PlanYear !== undefined ? { PlanYear: year.PlanYear } : {}),
      Checks: [],
      Unchecked: ['ContributionRules'],
      Basis: '0',
      TaxTreatment: 'NotApplicable',
      CountsTowardCap: false,
    };
  }

  const ctx: CheckContext = {
    catalog,
    slug: type.Slug,
    rules,
    n,
    source,
    taxYear: year.TaxYear,
    planYear: year.PlanYear,
    dateIso: formatIsoDate(n.date),
  };
  const rows: ContributionCheckRow[] = [];
  const unchecked = new Set<string>();
  const warnings: ContributionWarning[] = [];
  let first: CheckFailure | undefined;
  if (source === 'Repayment') {
    // Not an annual contribution: no cap lists the source; the repayment's own rules apply (repayment.ts).
    const kind = treatmentOfType(catalog, type.Slug);
    const r = checkRepayment({
      RepaymentOf: c.RepaymentOf,
      Date: n.date,
      Amount: n.amount,
      ToRoth: typeof kind !== 'string' && kind.Kind === 'RothIra',
      ToSimple: typeof kind !== 'string' && kind.Kind === 'SimpleIra',
      ...(q.RepaidDistribution !== undefined && q.RepaidDistribution !== null
        ? { Distribution: q.RepaidDistribution }
        : {}),
      ...(q.RepaidDistribution === null ? { DistributionId: null } : {}),
    });
    rows.push(...r.rows);
    if (r.ok) for (const u of r.unchecked) unchecked.add(u);
    else first = r;
  }
  for (const check of rules.Checks) {
    const out = runCheck(ctx, check);
    rows.push(...out.rows);
    for (const u of out.unchecked) unchecked.add(u);
    if (out.warnings) warnings.push(...out.warnings);
    if (out.failure && !first) first = out.failure;
  }
  if (first) {
    const errors: FieldError[] = first.FieldName
      ? [{ FieldName: first.FieldName, ErrorCode: first.FieldErrorCode ?? first.ErrorCode, Message: first.Message }]
      : [];
    return reject(first.ErrorCode, first.Message, errors, {
      Rule: first.Rule,
      ...(first.Limit !== undefined ? { Limit: first.Limit } : {}),
      ...(first.ComparedWith !== undefined ? { ComparedWith: first.ComparedWith } : {}),
      Source: first.Source,
      ...(first.Remaining !== undefined ? { Remaining: first.Remaining } : {}),
      Checks: rows,
      Unchecked: [...unchecked],
    });
  }
  const sr = sourceRule!; // accepted: checked above
  // A reservist's repayment is not treated as a rollover: it is a contribution that may not be deducted
  // (72(t)(2)(G)(ii)(III)), so it is basis (Form 8606 line 1) and after tax; the other repayments are rollovers.
  const nondeductible =
    source === 'Repayment' &&
    isRepayableDistribution(c.RepaymentOf) &&
    REPAYMENT_RULES[c.RepaymentOf].Treatment === 'NondeductibleContribution';
  return {
    ok: true,
    AcceptedAmount: amount,
    ContributionSource: source,
    TaxYear: year.TaxYear,
    ...(year.PlanYear !== undefined ? { PlanYear: year.PlanYear } : {}),
    Checks: rows,
    Unchecked: [...unchecked],
    Basis: sr.CreatesBasis || nondeductible ? amount : '0',
    TaxTreatment: nondeductible ? 'AfterTax' : sr.TaxTreatment,
    CountsTowardCap: sr.CountsTowardCap,
    ...(warnings.length > 0 ? { Warnings: warnings } : {}),
  };
}
