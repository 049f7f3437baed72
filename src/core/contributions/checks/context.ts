import type { ContributionSource } from '../../catalog/enums.js';
import type { Catalog } from '../../catalog/types.js';
import { parameterValue } from '../../parameters/parameter-value.js';
import { ageOn, type YMD } from '../../shared/dates.js';
import { Decimal, decimalString } from '../../shared/money.js';
import { moneyText } from '../../shared/money-text.js';
import type { Entry, Normalized } from '../normalize.js';
import type { ContributionRules } from '../schema.js';
import type { ContributionCheckRow, ContributionWarning } from '../types.js';

export interface CheckContext {
  readonly catalog: Catalog;
  readonly slug: string;
  readonly rules: ContributionRules;
  readonly n: Normalized;
  readonly source: ContributionSource;
  readonly taxYear: number | null;
  readonly planYear: number | undefined;
  readonly dateIso: string;
}

export interface CheckFailure {
  readonly ErrorCode: string;
  readonly Message: string;
  readonly Rule: string;
  readonly Limit?: string;
  readonly ComparedWith?: string;
  readonly Source: string;
  readonly Remaining?: string;
  /** Field-level code and field, for InvalidRequest failures. */
  readonly FieldName?: string;
  readonly FieldErrorCode?: string;
}

export interface CheckOutcome {
  readonly rows: ContributionCheckRow[];
  readonly unchecked: string[];
  readonly failure?: CheckFailure;
  /** Notes for an accepted contribution (the HSA testing period). */
  readonly warnings?: ContributionWarning[];
}

export const SKIP: CheckOutcome = { rows: [], unchecked: [] };
export const ZERO = new Decimal(0);

export type Period = 'TaxYear' | 'PlanYear' | 'CalendarYear' | 'Lifetime';

/** The contribution's year for a period (undefined for Lifetime). */
export function periodYear(ctx: CheckContext, period: Period): number | undefined {
  if (period === 'TaxYear') return ctx.taxYear ?? ctx.n.date.year;
  if (period === 'CalendarYear') return ctx.n.date.year;
  if (period === 'PlanYear') return ctx.planYear ?? ctx.n.facts.planYear;
  return undefined;
}

function entryYear(ctx: CheckContext, e: Entry, period: Period): number | undefined {
  if (period === 'TaxYear') return e.taxYear ?? e.date.year;
  if (period === 'CalendarYear') return e.date.year;
  if (period === 'PlanYear') return e.planYear ?? ctx.n.facts.planYear;
  return undefined;
}

/** Sum of accepted contributions from `sources` in the same period as this contribution. */
export function priorTotal(
  ctx: CheckContext,
  sources: readonly string[],
  period: Period,
  filter?: (e: Entry) => boolean,
): Decimal {
  const year = periodYear(ctx, period);
  let total = ZERO;
  for (const e of ctx.n.history) {
    if (!sources.includes(e.source)) continue;
    if (period !== 'Lifetime' && entryYear(ctx, e, period) !== year) continue;
    if (filter && !filter(e)) continue;
    total = total.plus(e.amount);
  }
  return total;
}

export type ParamHit =
  | { ok: true; value: Decimal; source: string; carriedForward: boolean; name: string }
  | { ok: false; code: string; message: string };

export function param(ctx: CheckContext, name: string, year: number): ParamHit {
  const r = parameterValue(ctx.catalog, name, { Year: year });
  if (!r.ok) return { ok: false, code: r.ErrorCode, message: r.Message };
  return { ok: true, value: new Decimal(r.Value), source: r.Source, carriedForward: r.CarriedForward, name };
}

/** A parameter that cannot be read ends the check with InvalidRequest (no limit is known for that year). */
export function paramFailure(rule: string, source: string, hit: Extract<ParamHit, { ok: false }>): CheckOutcome {
  return {
    rows: [],
    unchecked: [],
    failure: { ErrorCode: 'InvalidRequest', Message: `no limit is known: ${hit.message}`, Rule: rule, Source: source },
  };
}

export function ageAtEndOfYear(dob: YMD, year: number): number {
  return ageOn(dob, { year, month: 12, day: 31 });
}

export function row(
  rule: string,
  kind: string,
  limit: Decimal,
  compared: Decimal,
  source: string,
  extra: { param?: Extract<ParamHit, { ok: true }>; note?: string } = {},
): ContributionCheckRow {
  const base = {
    Rule: rule,
    Kind: kind,
    Limit: decimalString(limit),
    ComparedWith: decimalString(compared),
    Passed: compared.lte(limit),
    Source: source,
  };
  return {
    ...base,
    ...(extra.param
      ? { Parameter: extra.param.name, ParameterSource: extra.param.source, CarriedForward: extra.param.carriedForward }
      : {}),
    ...(extra.note !== undefined ? { Note: extra.note } : {}),
  };
}

/** The outcome of a limit comparison: a row, and a ContributionLimitExceeded failure when over. */
export function limitOutcome(
  r: ContributionCheckRow,
  limit: Decimal,
  prior: Decimal,
  unchecked: string[],
  what: string,
): CheckOutcome {
  if (r.Passed) return { rows: [r], unchecked };
  const remaining = Decimal.max(ZERO, limit.minus(prior));
  return {
    rows: [r],
    unchecked,
    failure: {
      ErrorCode: 'ContributionLimitExceeded',
      Message:
        `${what}: ${moneyText(r.ComparedWith)} would exceed the limit of ${moneyText(r.Limit)} ` +
        `(${moneyText(decimalString(remaining))} remains; send at most that amount)`,
      Rule: r.Rule,
      Limit: r.Limit,
      ComparedWith: r.ComparedWith,
      Source: r.Source,
      Remaining: decimalString(remaining),
    },
  };
}
