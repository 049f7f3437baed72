import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import type { Catalog } from '../../core/catalog/types.js';
import { type BirthDates, growthPeriodPassed } from '../../core/contributions/growth-period-end.js';
import { contributionRulesOf } from '../../core/contributions/rules-of-type.js';
import type { ContributionCheck } from '../../core/contributions/schema.js';
import { parameterValue } from '../../core/parameters/parameter-value.js';
import { parseIsoDate } from '../../core/shared/dates.js';
import type { ContributionArb } from '../contributions/arbitrary-contribution.js';
import { arbitraryContributionScenario, type ContributionScenario } from '../contributions/contribution-scenario.js';
import { typeOrThrow } from '../create-account/valid-request.js';
import { answersAsync, type LawOptions, type LawProperty, show } from './law-property.js';

/** What the function under test is asked: one contribution with the history accepted so far. */
export interface ContributionQueryArb {
  readonly AccountTypeCode: string;
  readonly Account: Readonly<Record<string, unknown>>;
  readonly Owner: Readonly<Record<string, unknown>>;
  readonly Contribution: ContributionArb;
  readonly History: readonly (ContributionArb & { readonly ContributionSource: string })[];
  readonly Balances: { readonly ParticipantPrincipal: string };
}

type CapRule = Extract<ContributionCheck, { Rule: 'Cap' | 'BalanceCap' }>;

interface Accepted {
  readonly c: ContributionArb;
  readonly source: string;
  readonly amount: Decimal;
  readonly taxYear: number | undefined;
  readonly planYear: number | undefined;
}

const year = (d: string): number => Number(d.slice(0, 4));

function parameterAt(catalog: Catalog, name: string | undefined, y: number): Decimal | undefined {
  if (name === undefined) return undefined;
  const r = parameterValue(catalog, name, { Year: y });
  return r.ok ? new Decimal(r.Value) : undefined;
}

/** The highest the cap can be in year `y`: the larger of the normal and MFS parameters, plus the largest catch-up. */
function capBound(catalog: Catalog, rule: CapRule, y: number): Decimal | undefined {
  const base = parameterAt(catalog, rule.Parameter, y);
  if (base === undefined) return undefined;
  if (rule.Rule === 'BalanceCap') return base;
  const mfs = parameterAt(catalog, rule.ParameterWhenMarriedFilingSeparately, y);
  const catchUp = (rule.CatchUps ?? [])
    .map((c) => parameterAt(catalog, c.Parameter, y) ?? new Decimal(0))
    .reduce((m, v) => Decimal.max(m, v), new Decimal(0));
  return Decimal.max(base, mfs ?? base).plus(catchUp);
}

function periodKey(rule: CapRule, a: Accepted): number | 'Lifetime' {
  if (rule.Rule === 'BalanceCap') return 'Lifetime';
  switch (rule.Period) {
    case 'TaxYear':
      return a.taxYear ?? a.c.TaxYear ?? year(a.c.ContributionDate);
    case 'PlanYear':
      return a.planYear ?? a.c.PlanYear ?? year(a.c.ContributionDate);
    case 'CalendarYear':
      return year(a.c.ContributionDate);
    case 'Lifetime':
      return 'Lifetime';
  }
}

/** The birth dates of a query, as the engine reads them (the owner's, else the account's). */
function birthDatesOf(q: ContributionQueryArb): BirthDates {
  return {
    beneficiaryDateOfBirth: parseIsoDate(q.Account['BeneficiaryDateOfBirth']),
    dateOfBirth: parseIsoDate(q.Owner['DateOfBirth'] ?? q.Account['DateOfBirth']),
  };
}

/**
 * The year whose figures bound a cap for period `key`: a cap read at the year the plan year ends
 * (ParameterYear PlanYearEnd, the 415(c)(1)(A) limit under 415(d)) takes the next year's figure when the
 * account's plan year does not begin on January 1 (Account.PlanYearStartDate).
 */
function boundYear(rule: CapRule, key: number, account: Readonly<Record<string, unknown>>): number {
  if (rule.Rule !== 'Cap' || rule.ParameterYear !== 'PlanYearEnd' || rule.Period !== 'PlanYear') return key;
  const start = parseIsoDate(account['PlanYearStartDate']);
  return start !== undefined && !(start.month === 1 && start.day === 1) ? key + 1 : key;
}

/** Throws when an accepted sequence breaks a cap of the type's ContributionRules. */
function judge(
  catalog: Catalog,
  rules: readonly CapRule[],
  accepted: readonly Accepted[],
  account: Readonly<Record<string, unknown>>,
): void {
  for (const rule of rules) {
    const sums = new Map<number | 'Lifetime', Decimal>();
    for (const a of accepted) {
      if (!(rule.Sources as readonly string[]).includes(a.source)) continue;
      const key = periodKey(rule, a);
      const sum = (sums.get(key) ?? new Decimal(0)).plus(a.amount);
      sums.set(key, sum);
      // A lifetime or balance cap is read in the year of the contribution that reaches it.
      const bound = capBound(
        catalog,
        rule,
        key === 'Lifetime' ? year(a.c.ContributionDate) : boundYear(rule, key, account),
      );
      if (bound !== undefined && sum.gt(bound))
        throw new Error(
          `${rule.Id} (${rule.Source}): accepted ` +
            `${rule.Rule === 'BalanceCap' ? 'principal' : `contributions for ${String(key)}`} total ` +
            `${sum.toFixed()}, above ${bound.toFixed()}`,
        );
    }
  }
}

function readAccepted(
  q: ContributionQueryArb,
  answer: unknown,
  defaultSource: string | undefined,
): Accepted | undefined | 'unreadable' {
  if (typeof answer !== 'object' || answer === null) return 'unreadable';
  const a = answer as Record<string, unknown>;
  const ok = typeof a['ok'] === 'boolean' ? a['ok'] : a['Status'] === 1 ? true : a['Status'] === 0 ? false : undefined;
  if (ok === undefined) return 'unreadable';
  if (!ok) return undefined;
  const amountText = typeof a['AcceptedAmount'] === 'string' ? a['AcceptedAmount'] : String(q.Contribution.Amount);
  const source =
    typeof a['ContributionSource'] === 'string'
      ? a['ContributionSource']
      : (q.Contribution.ContributionSource ?? defaultSource ?? 'Participant');
  return {
    c: q.Contribution,
    source,
    amount: new Decimal(amountText),
    taxYear: typeof a['TaxYear'] === 'number' ? a['TaxYear'] : undefined,
    planYear: typeof a['PlanYear'] === 'number' ? a['PlanYear'] : undefined,
  };
}

/**
 * Law: over any sequence of contributions, offered one by one with the history accepted so far
 * (and, for a balance cap, the principal so far), what is accepted never exceeds any Cap or
 * BalanceCap of the type's ContributionRules for its period (tax, plan or calendar year, or
 * lifetime), read from the dated parameters with the largest catch-up allowed. Sums are exact.
 */
export function contributionCapsHold<R>(
  catalog: Catalog,
  checkFn: (q: ContributionQueryArb) => R,
  slug: string,
  opts: LawOptions & { readonly max_contributions?: number } = {},
): LawProperty<R, [ContributionScenario]> {
  const { rules, error } = contributionRulesOf(typeOrThrow(catalog, slug));
  if (error) throw new Error(`contributionCapsHold: ${error}`);
  const caps = (rules?.Checks ?? []).filter((c): c is CapRule => c.Rule === 'Cap' || c.Rule === 'BalanceCap');
  if (caps.length === 0)
    throw new Error(`contributionCapsHold: ${slug} has no Cap or BalanceCap in its ContributionRules`);
  const arb = arbitraryContributionScenario(catalog, slug, opts);
  const step = (s: ContributionScenario, accepted: Accepted[], c: ContributionArb): ContributionQueryArb => ({
    AccountTypeCode: s.AccountTypeCode,
    Account: s.Account,
    Owner: s.Owner,
    Contribution: c,
    History: accepted.map((a) => ({
      ...a.c,
      ContributionSource: a.source,
      ...(a.taxYear !== undefined ? { TaxYear: a.taxYear } : {}),
    })),
    Balances: { ParticipantPrincipal: accepted.reduce((sum, a) => sum.plus(a.amount), new Decimal(0)).toFixed(2) },
  });
  const record = (q: ContributionQueryArb, answer: unknown, accepted: Accepted[]): void => {
    const a = readAccepted(q, answer, rules?.DefaultSource);
    if (a === 'unreadable') throw new Error(`unreadable answer ${show(answer)}`);
    if (a) accepted.push(a);
    // After a growth period the contribution is another type's (AfterGrowthPeriod): this type's caps stop.
    const dates = birthDatesOf(q);
    const inGrowth = (x: Accepted): boolean =>
      rules === undefined || growthPeriodPassed(rules, dates, x.c.ContributionDate, x.taxYear) === undefined;
    judge(catalog, caps, accepted.filter(inGrowth), q.Account);
  };
  const firstQuery = arb.map((s) => step(s, [], s.Contributions[0]!));
  const isAsync = answersAsync(checkFn, firstQuery, opts, checkFn);
  if (isAsync) {
    return fc.asyncProperty(arb, async (s) => {
      const accepted: Accepted[] = [];
      for (const c of s.Contributions) {
        const q = step(s, accepted, c);
        record(q, await checkFn(q), accepted);
      }
    }) as unknown as LawProperty<R, [ContributionScenario]>;
  }
  return fc.property(arb, (s) => {
    const accepted: Accepted[] = [];
    for (const c of s.Contributions) {
      const q = step(s, accepted, c);
      const answer: unknown = checkFn(q);
      if (typeof answer === 'object' && answer !== null && typeof (answer as { then?: unknown }).then === 'function')
        throw new Error('acctos/testing: checkFn returned a promise; declare it `async` or pass { async: true }');
      record(q, answer, accepted);
    }
  }) as unknown as LawProperty<R, [ContributionScenario]>;
}
