import { addDays } from '../calendar/day-number.js';
import { taxReturnDueDate } from '../calendar/tax-return-due-date.js';
import { CONTRIBUTION_SOURCES, type ContributionSource } from '../catalog/enums.js';
import type { Catalog } from '../catalog/types.js';
import { formatIsoDate, parseIsoDate } from '../shared/dates.js';
import type { FieldError } from '../shared/error-codes.js';
import { contributionRulesOf } from './rules-of-type.js';
import type { SourceRule } from './schema.js';

export interface ContributionYearQuery {
  readonly AccountTypeCode: string;
  readonly ContributionDate: string;
  readonly TaxYear?: number;
  readonly PlanYear?: number;
  readonly ContributionSource?: string;
  readonly ExtensionFiled?: boolean;
  /** Disaster area for regional postponements of the return due date (`US-CA:Los Angeles`). */
  readonly Area?: string;
}

export type ContributionYearErrorCode = 'ContributionYearNotAllowed' | 'InvalidRequest' | 'UnknownAccountType';

export type ContributionYearResult =
  | {
      readonly ok: true;
      /** The tax year the contribution counts for; null for types with no contribution year. */
      readonly TaxYear: number | null;
      readonly PlanYear?: number;
      /** For a prior-year contribution: the last day it could be made, and why. */
      readonly Deadline?: string;
      readonly Reason: string;
    }
  | {
      readonly ok: false;
      readonly ErrorCode: ContributionYearErrorCode;
      readonly Message: string;
      readonly Errors: readonly FieldError[];
    };

function fail(
  code: ContributionYearErrorCode,
  message: string,
  field?: string,
  fieldCode?: string,
): ContributionYearResult {
  return {
    ok: false,
    ErrorCode: code,
    Message: message,
    Errors: field ? [{ FieldName: field, ErrorCode: fieldCode ?? code, Message: message }] : [],
  };
}

const isYear = (y: unknown): y is number => typeof y === 'number' && Number.isInteger(y) && y >= 1900 && y <= 2198;

/**
 * Which year a contribution counts for, by the type's ContributionYearRule (design.md 2a):
 * PriorYearElectionAllowed accepts the current year, or the prior year until the source's
 * deadline; CalendarYearOnly the year of the date only; PlanYear needs PlanYear; NotApplicable
 * takes no TaxYear.
 */
export function checkContributionYear(catalog: Catalog, q: ContributionYearQuery): ContributionYearResult {
  if (typeof q !== 'object' || q === null) return fail('InvalidRequest', 'the query must be an object');
  const type = typeof q.AccountTypeCode === 'string' ? catalog.typeBySlug.get(q.AccountTypeCode) : undefined;
  if (!type)
    return fail('UnknownAccountType', `unknown account type ${JSON.stringify(q.AccountTypeCode)}`, 'AccountTypeCode');
  const date = parseIsoDate(q.ContributionDate);
  if (!date) return fail('InvalidRequest', 'ContributionDate must be a date YYYY-MM-DD', 'ContributionDate');
  if (q.TaxYear !== undefined && !isYear(q.TaxYear))
    return fail('InvalidRequest', 'TaxYear must be an integer year', 'TaxYear');
  if (q.PlanYear !== undefined && !isYear(q.PlanYear))
    return fail('InvalidRequest', 'PlanYear must be an integer year', 'PlanYear');
  if (q.ExtensionFiled !== undefined && typeof q.ExtensionFiled !== 'boolean')
    return fail('InvalidRequest', 'ExtensionFiled must be a boolean', 'ExtensionFiled');
  if (q.ContributionSource !== undefined && !(CONTRIBUTION_SOURCES as readonly string[]).includes(q.ContributionSource))
    return fail(
      'InvalidRequest',
      `ContributionSource must be one of ${CONTRIBUTION_SOURCES.join(', ')}`,
      'ContributionSource',
    );
  const year = date.year;

  switch (type.ContributionYearRule) {
    case 'NotApplicable':
      if (q.TaxYear !== undefined)
        return fail(
          'InvalidRequest',
          `${type.Slug} has no contribution year; TaxYear does not apply`,
          'TaxYear',
          'TaxYearNotApplicable',
        );
      if (q.PlanYear !== undefined)
        return fail(
          'InvalidRequest',
          `${type.Slug} has no plan year; PlanYear does not apply`,
          'PlanYear',
          'PlanYearNotApplicable',
        );
      return { ok: true, TaxYear: null, Reason: `${type.Slug} has no contribution year` };

    case 'PlanYear': {
      if (q.PlanYear === undefined)
        return fail('InvalidRequest', `${type.Slug} contributions need PlanYear`, 'PlanYear', 'Required');
      if (q.TaxYear !== undefined)
        return fail(
          'InvalidRequest',
          `${type.Slug} contributions count by PlanYear; TaxYear does not apply`,
          'TaxYear',
          'TaxYearNotApplicable',
        );
      // A plan year begins in PlanYear and may end in the next calendar year.
      if (year < q.PlanYear || year > q.PlanYear + 1)
        return fail(
          'ContributionYearNotAllowed',
          `a contribution dated ${q.ContributionDate} cannot fund plan year ${q.PlanYear} (it must be ` +
            `dated in ${q.PlanYear} or ${q.PlanYear + 1})`,
          'PlanYear',
        );
      return { ok: true, TaxYear: year, PlanYear: q.PlanYear, Reason: `counts for plan year ${q.PlanYear}` };
    }

    case 'CalendarYearOnly': {
      if (q.PlanYear !== undefined)
        return fail(
          'InvalidRequest',
          `${type.Slug} has no plan year; PlanYear does not apply`,
          'PlanYear',
          'PlanYearNotApplicable',
        );
      if (q.TaxYear !== undefined && q.TaxYear !== year)
        return fail(
          'ContributionYearNotAllowed',
          `${type.Slug} contributions count in the calendar year made (${year}); no other year (TaxYear ` +
            `${q.TaxYear}) may be elected`,
          'TaxYear',
        );
      return { ok: true, TaxYear: year, Reason: 'counts in the calendar year of the contribution date' };
    }

    case 'PriorYearElectionAllowed': {
      if (q.PlanYear !== undefined)
        return fail(
          'InvalidRequest',
          `${type.Slug} has no plan year; PlanYear does not apply`,
          'PlanYear',
          'PlanYearNotApplicable',
        );
      const { rules, error } = contributionRulesOf(type);
      if (error) return fail('InvalidRequest', error);
      const sourceName = (q.ContributionSource ?? rules?.DefaultSource) as ContributionSource | undefined;
      const sourceRule: SourceRule | undefined = sourceName ? rules?.Sources[sourceName] : undefined;
      const taxYear = q.TaxYear ?? year;
      if (taxYear === year) return { ok: true, TaxYear: year, Reason: 'counts for the year of the contribution date' };
      if (taxYear > year)
        return fail(
          'ContributionYearNotAllowed',
          `a contribution dated ${q.ContributionDate} cannot count for a later year (${taxYear})`,
          'TaxYear',
        );
      if (taxYear < year - 1) {
        // Name only the years that are still open on this date (the prior year's window may have closed).
        const prior = priorYear(catalog, type.Slug, q, year - 1, sourceName, sourceRule);
        const open = prior.ok ? `${year}, or ${year - 1} until ${prior.Deadline}` : `${year}`;
        return fail(
          'ContributionYearNotAllowed',
          `a contribution dated ${q.ContributionDate} can count only for ${open}, not ${taxYear}; send TaxYear ${year}`,
          'TaxYear',
        );
      }
      return priorYear(catalog, type.Slug, q, taxYear, sourceName, sourceRule);
    }
  }
}

function priorYear(
  catalog: Catalog,
  slug: string,
  q: ContributionYearQuery,
  taxYear: number,
  sourceName: ContributionSource | undefined,
  rule: SourceRule | undefined,
): ContributionYearResult {
  const kind = rule?.PriorYearDeadline ?? 'None';
  const who = sourceName ? `${sourceName} contributions to ${slug}` : `contributions to ${slug}`;
  let deadline: string;
  let why: string;
  if (kind === 'None') {
    return fail(
      'ContributionYearNotAllowed',
      `${who} count only for the year they are made; no prior-year (${taxYear}) election`,
      'TaxYear',
    );
  } else if (kind === 'DaysAfterTaxYearEnd') {
    const days = rule?.PriorYearDeadlineDays ?? 0;
    deadline = formatIsoDate(addDays({ year: taxYear, month: 12, day: 31 }, days));
    why = `${days} days after the end of ${taxYear} (${rule?.Source ?? ''})`;
  } else {
    const extended = kind === 'ExtendedReturnDueDateIfFiled' && q.ExtensionFiled === true;
    const due = taxReturnDueDate(catalog, {
      TaxYear: taxYear,
      Extended: extended,
      ...(q.Area !== undefined ? { Area: q.Area } : {}),
    });
    if (!due.ok) return fail('InvalidRequest', due.Message);
    deadline = due.DueDate;
    const moves = due.Reasons.filter((r) => r.Kind !== 'StatutoryDueDate').map((r) => r.Message);
    why =
      `the ${extended ? 'extended' : 'unextended'} due date of the ${taxYear} ` +
      `return${moves.length ? ` (${moves.join('; ')})` : ''}`;
  }
  if (q.ContributionDate > deadline)
    return fail(
      'ContributionYearNotAllowed',
      `${who} for ${taxYear} had to be made by ${deadline}, ${why}; ${q.ContributionDate} is too late`,
      'TaxYear',
    );
  return {
    ok: true,
    TaxYear: taxYear,
    Deadline: deadline,
    Reason: `prior-year contribution made by ${deadline}, ${why}`,
  };
}
