import { ageOn, dayBefore, formatIsoDate } from '../../shared/dates.js';
import { dateOfBirthFor, endOfYearBeforeAge } from '../growth-period-end.js';
import type { ContributionCheckOf } from '../schema.js';
import type { ContributionCheckRow } from '../types.js';
import type { CheckContext, CheckOutcome } from './context.js';

/** Dates outside which the type takes no contributions (Trump account start, age limits). */
export function checkContributionPeriod(ctx: CheckContext, c: ContributionCheckOf<'ContributionPeriod'>): CheckOutcome {
  if (c.Sources && !c.Sources.includes(ctx.source)) return { rows: [], unchecked: [] };
  const rows: ContributionCheckRow[] = [];
  const date = ctx.dateIso;
  const fail = (Limit: string, Message: string, ComparedWith: string = date): CheckOutcome => ({
    rows: [...rows, { Rule: c.Id, Kind: c.Rule, Limit, ComparedWith, Passed: false, Source: c.Source, Note: Message }],
    unchecked: [],
    failure: { ErrorCode: 'ContributionYearNotAllowed', Message, Rule: c.Id, Limit, ComparedWith, Source: c.Source },
  });
  if (c.NotBefore !== undefined) {
    if (date < c.NotBefore)
      return fail(c.NotBefore, `${ctx.slug} accepts no contribution before ${c.NotBefore} (dated ${date})`);
    rows.push({
      Rule: c.Id,
      Kind: c.Rule,
      Limit: c.NotBefore,
      ComparedWith: date,
      Passed: true,
      Source: c.Source,
      Note: `not before ${c.NotBefore}`,
    });
  }
  const f = ctx.n.facts;
  const born = c.BornWithin;
  if (born !== undefined) {
    const dob = dateOfBirthFor(born.DateOfBirthFact, f);
    if (!dob) return { rows, unchecked: [born.DateOfBirthFact] };
    const day = formatIsoDate(dob);
    const window = `born ${born.From} through ${born.Through}`;
    if (day < born.From || day > born.Through)
      return fail(
        window,
        `${ctx.slug} accepts this ${ctx.source} contribution only for a beneficiary ${window} (born ${day})`,
        day,
      );
    rows.push({ Rule: c.Id, Kind: c.Rule, Limit: window, ComparedWith: day, Passed: true, Source: c.Source });
  }
  const e = c.EndsAtAge;
  if (!e) return { rows, unchecked: [] };
  if (e.UnlessFact === 'BeneficiaryIsSpecialNeeds' && f.beneficiaryIsSpecialNeeds === true) {
    rows.push({
      Rule: c.Id,
      Kind: c.Rule,
      Limit: 'none',
      ComparedWith: date,
      Passed: true,
      Source: c.Source,
      Note: 'special needs beneficiary: no age limit',
    });
    return { rows, unchecked: [] };
  }
  // A Coverdell's beneficiary is the account's client unless another date of birth is given.
  const dob = dateOfBirthFor(e.DateOfBirthFact, f);
  if (!dob) return { rows, unchecked: [e.DateOfBirthFact] };
  if (e.Boundary === 'Birthday' || e.Boundary === 'AfterBirthday') {
    const age = ageOn(dob, ctx.n.date);
    const through = e.Boundary === 'AfterBirthday';
    const last = through
      ? `on or before the beneficiary's ${e.Age}th birthday`
      : `before the beneficiary's ${e.Age}th birthday`;
    if ((through ? ageOn(dob, dayBefore(ctx.n.date)) : age) >= e.Age)
      return fail(
        last,
        `${ctx.slug} accepts no contribution ${through ? 'after the day' : 'once'} the beneficiary is ${e.Age} ` +
          `(born ${formatIsoDate(dob)}, ${age} on ${date})`,
      );
    rows.push({
      Rule: c.Id,
      Kind: c.Rule,
      Limit: last,
      ComparedWith: date,
      Passed: true,
      Source: c.Source,
      Note: `beneficiary is ${age}`,
    });
  } else {
    const end = endOfYearBeforeAge(dob, e.Age);
    if (date > end)
      return fail(
        end,
        `${ctx.slug}: the growth period ended ${end} (December 31 of the year before the beneficiary turns ` +
          `${e.Age}); no contribution dated ${date}`,
      );
    rows.push({
      Rule: c.Id,
      Kind: c.Rule,
      Limit: end,
      ComparedWith: date,
      Passed: true,
      Source: c.Source,
      Note: `growth period ends ${end}`,
    });
  }
  return { rows, unchecked: [] };
}
