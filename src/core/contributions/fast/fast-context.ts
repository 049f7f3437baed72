import type { ContributionSource } from '../../catalog/enums.js';
import type { Catalog } from '../../catalog/types.js';
import {
  type CompiledParameter,
  type CompiledParameterHit,
  compiledParameterAt,
} from '../../parameters/compiled-parameters.js';
import { minorUnitsText } from '../../shared/minor-units.js';
import { moneyText } from '../../shared/money-text.js';
import type { ContributionRules } from '../schema.js';
import type { ContributionCheckRow } from '../types.js';
import type { FastEntry, FastQuery } from './read-query.js';

// What the fast checks share: the context of one query, period sums in cents, parameter lookups
// and rows, each mirroring checks/context.ts (the readable definitions) line for line.

export interface FastContext {
  readonly catalog: Catalog;
  readonly slug: string;
  readonly rules: ContributionRules;
  readonly params: ReadonlyMap<string, CompiledParameter>;
  readonly q: FastQuery;
  readonly source: ContributionSource;
  readonly taxYear: number | null;
  readonly planYear: number | undefined;
  /** Cap limits by check index, computed once per query (a phase-out reads its cap's limit again). */
  readonly capLimits: unknown[];
}

export interface FastFailure {
  readonly ErrorCode: 'ContributionLimitExceeded';
  readonly Message: string;
  readonly Rule: string;
  readonly Limit: string;
  readonly ComparedWith: string;
  readonly Source: string;
  readonly Remaining: string;
}

export interface FastOutcome {
  readonly rows: readonly ContributionCheckRow[];
  readonly unchecked: readonly string[];
  readonly failure?: FastFailure;
}

export const FAST_SKIP: FastOutcome = Object.freeze({ rows: [], unchecked: [] });

/** Thrown where the readable path must answer instead (a parameter failure, inexact arithmetic). */
export const READABLE = Symbol('the readable path answers');
export function readable(): never {
  throw READABLE;
}

export type Period = 'TaxYear' | 'PlanYear' | 'CalendarYear' | 'Lifetime';

export function periodYear(ctx: FastContext, period: Period): number | undefined {
  if (period === 'TaxYear') return ctx.taxYear ?? ctx.q.date.year;
  if (period === 'CalendarYear') return ctx.q.date.year;
  if (period === 'PlanYear') return ctx.planYear ?? ctx.q.facts.planYear;
  return undefined;
}

function entryYear(ctx: FastContext, e: FastEntry, period: Period): number | undefined {
  if (period === 'TaxYear') return e.taxYear ?? e.year;
  if (period === 'CalendarYear') return e.year;
  if (period === 'PlanYear') return e.planYear ?? ctx.q.facts.planYear;
  return undefined;
}

/**
 * Cents of accepted contributions from `sources` in this contribution's period (exact: bounded
 * at read); only a contributor's own when `contributorId` is given.
 */
export function priorCents(
  ctx: FastContext,
  sources: readonly string[],
  period: Period,
  contributorId?: string,
): number {
  const year = periodYear(ctx, period);
  const history = ctx.q.history;
  let total = 0;
  for (let i = 0; i < history.length; i++) {
    const e = history[i]!;
    if (!sources.includes(e.source)) continue;
    if (period !== 'Lifetime' && entryYear(ctx, e, period) !== year) continue;
    if (contributorId !== undefined && e.contributorId !== contributorId) continue;
    total += e.cents;
  }
  return total;
}

/** Cents of this sub-account's accepted contributions for one benefit month (any period). */
export function priorMonthCents(ctx: FastContext, sources: readonly string[], sub: string, month: string): number {
  const history = ctx.q.history;
  let total = 0;
  for (let i = 0; i < history.length; i++) {
    const e = history[i]!;
    if (sources.includes(e.source) && e.subAccount === sub && e.benefitMonth === month) total += e.cents;
  }
  return total;
}

/** A parameter's value for a year, or undefined where `parameterValue` is not ok. */
export function paramAt(ctx: FastContext, name: string, year: number): CompiledParameterHit | undefined {
  return compiledParameterAt(ctx.params.get(name), year);
}

/** A parameter a check cannot do without: a miss is a rejection the readable path writes. */
export function requiredCents(ctx: FastContext, name: string, year: number): CompiledParameterHit {
  const hit = paramAt(ctx, name, year);
  if (hit === undefined || Number.isNaN(hit.cents)) readable();
  return hit;
}

export function ageAtEndOfYear(dob: { year: number; month: number; day: number }, year: number): number {
  // ageOn(dob, { year, month: 12, day: 31 }): the birthday has always passed by December 31.
  return year - dob.year;
}

export function fastRow(
  rule: string,
  kind: string,
  limit: number,
  compared: number,
  source: string,
  param: CompiledParameterHit | undefined,
  note: string | undefined,
): ContributionCheckRow {
  const Limit = minorUnitsText(limit);
  const ComparedWith = minorUnitsText(compared);
  const Passed = compared <= limit;
  if (param !== undefined) {
    return note !== undefined
      ? {
          Rule: rule,
          Kind: kind,
          Limit,
          ComparedWith,
          Passed,
          Source: source,
          Parameter: param.name,
          ParameterSource: param.source,
          CarriedForward: param.carriedForward,
          Note: note,
        }
      : {
          Rule: rule,
          Kind: kind,
          Limit,
          ComparedWith,
          Passed,
          Source: source,
          Parameter: param.name,
          ParameterSource: param.source,
          CarriedForward: param.carriedForward,
        };
  }
  return note !== undefined
    ? { Rule: rule, Kind: kind, Limit, ComparedWith, Passed, Source: source, Note: note }
    : { Rule: rule, Kind: kind, Limit, ComparedWith, Passed, Source: source };
}

export function fastLimitOutcome(
  r: ContributionCheckRow,
  limit: number,
  prior: number,
  unchecked: readonly string[],
  what: string,
): FastOutcome {
  if (r.Passed) return { rows: [r], unchecked };
  const remaining = minorUnitsText(Math.max(0, limit - prior));
  return {
    rows: [r],
    unchecked,
    failure: {
      ErrorCode: 'ContributionLimitExceeded',
      Message:
        `${what}: ${moneyText(r.ComparedWith)} would exceed the limit of ${moneyText(r.Limit)} ` +
        `(${moneyText(remaining)} remains; send at most that amount)`,
      Rule: r.Rule,
      Limit: r.Limit,
      ComparedWith: r.ComparedWith,
      Source: r.Source,
      Remaining: remaining,
    },
  };
}
