import { plusMonths } from '../../movements/date-steps.js';
import { formatIsoDate, type YMD } from '../../shared/dates.js';
import type { ContributionCheckOf } from '../schema.js';
import type { CheckContext, CheckOutcome } from './context.js';
import { SKIP } from './context.js';

/** The date the owner attains the check's age: its years and calendar months after the birth date. */
export function ageAttainedOn(dob: YMD, c: ContributionCheckOf<'AgeInTaxYear'>): string {
  return plusMonths(formatIsoDate(dob), c.AgeYears * 12 + c.AgeMonths);
}

/** The check's age in words: "70", or "70 years 6 months". */
export function ageText(c: ContributionCheckOf<'AgeInTaxYear'>): string {
  return c.AgeMonths === 0 ? `${c.AgeYears}` : `${c.AgeYears} years ${c.AgeMonths} months`;
}

/**
 * No contribution for the tax year in which the owner attains the age, or any later year, for tax years up
 * to TaxYearsThrough (traditional IRAs before 2020: 219(d)(1) before the SECURE Act, sec. 107).
 */
export function checkAgeInTaxYear(ctx: CheckContext, c: ContributionCheckOf<'AgeInTaxYear'>): CheckOutcome {
  if (c.Sources && !c.Sources.includes(ctx.source)) return SKIP;
  const year = ctx.taxYear ?? ctx.n.date.year;
  if (year > c.TaxYearsThrough) return SKIP;
  const dob = ctx.n.facts.dateOfBirth;
  if (!dob) return { rows: [], unchecked: ['DateOfBirth'] };
  const attained = ageAttainedOn(dob, c);
  const Limit = `tax years before the one in which the owner attains ${ageText(c)}`;
  const ComparedWith = `tax year ${year}; ${ageText(c)} attained ${attained}`;
  if (Number(attained.slice(0, 4)) > year)
    return {
      rows: [{ Rule: c.Id, Kind: c.Rule, Limit, ComparedWith, Passed: true, Source: c.Source }],
      unchecked: [],
    };
  const Message =
    `${ctx.slug} accepts no contribution for tax year ${year}: the owner attains ${ageText(c)} on ${attained}, ` +
    `and no contribution is allowed for that tax year or any later one (through ${c.TaxYearsThrough})`;
  return {
    rows: [{ Rule: c.Id, Kind: c.Rule, Limit, ComparedWith, Passed: false, Source: c.Source, Note: Message }],
    unchecked: [],
    failure: { ErrorCode: 'ContributionYearNotAllowed', Message, Rule: c.Id, Limit, ComparedWith, Source: c.Source },
  };
}
