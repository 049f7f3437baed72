import { Decimal, decimalString } from '../../shared/money.js';
import type { ContributionCheckOf } from '../schema.js';
import { additionalNonElectiveRoom } from './additional-nonelective.js';
import {
  type CheckContext,
  type CheckOutcome,
  limitOutcome,
  type ParamHit,
  param,
  paramFailure,
  priorTotal,
  row,
  SKIP,
} from './context.js';

type Check = ContributionCheckOf<'EmployerMatchOrNonElective'>;

/** The row and outcome, with the SECURE 2.0 sec. 116 additional contribution added when the plan makes it. */
function finish(
  ctx: CheckContext,
  c: Check,
  year: number,
  base: { limit: Decimal; note: string; unchecked: string[]; param: Extract<ParamHit, { ok: true }> },
  prior: Decimal,
  what: string,
): CheckOutcome {
  const compared = prior.plus(ctx.n.amount);
  const extra = additionalNonElectiveRoom(ctx, c.AdditionalNonElective, year);
  const limit = base.limit.plus(extra.amount);
  const unchecked = [...base.unchecked, ...extra.unchecked];
  let note = extra.note ? `${base.note}; ${extra.note}` : base.note;
  // Unstated, the sec. 116 contribution matters only when the base limit is passed: say so then.
  if (extra.notStated && compared.gt(limit)) {
    unchecked.push('SimpleAdditionalNonElective');
    note =
      `${note}; SimpleAdditionalNonElective not stated, so the additional non-elective contribution of ` +
      `SECURE 2.0 sec. 116 was not considered`;
  }
  const r = row(c.Id, c.Rule, limit, compared, c.Source, { param: base.param, note });
  return limitOutcome(r, limit, prior, unchecked, what);
}

/**
 * SIMPLE IRA employer money: a dollar-for-dollar match of the year's deferrals up to a
 * percentage of compensation (not limited by 401(a)(17)), or a non-elective percentage of
 * compensation limited by 401(a)(17).
 */
export function checkEmployerMatch(ctx: CheckContext, c: Check): CheckOutcome {
  if (!c.EmployerSources.includes(ctx.source)) return SKIP;
  const f = ctx.n.facts;
  if (f.simpleEmployerContribution === undefined) return { rows: [], unchecked: ['SimpleEmployerContribution'] };
  const year = ctx.taxYear ?? ctx.n.date.year;
  // An employer of 26-100 that elected the 110 percent deferral limits owes 4 percent / 3 percent
  // (SECURE 2.0 sec. 117); unstated status keeps the ordinary (lower) percentages and is listed.
  const elected = c.ElectedApplicableEmployer;
  const extraUnchecked: string[] =
    elected && f.simpleApplicableEmployer === undefined ? ['SimpleApplicableEmployer'] : [];
  // Before 2024 no elected percentages exist (no parameter value): the ordinary ones are the law.
  const useElected =
    elected !== undefined &&
    f.simpleApplicableEmployer === 'Elected' &&
    param(ctx, elected.MatchPercentParameter, year).ok;
  const matchParameter = useElected ? elected.MatchPercentParameter : c.MatchPercentParameter;
  const nonElectiveParameter = useElected ? elected.NonElectivePercentParameter : c.NonElectivePercentParameter;
  const electedNote = useElected ? ` (elected 110 percent limits: ${elected.Source})` : '';
  const prior = priorTotal(ctx, c.EmployerSources, 'TaxYear');
  const what = `employer contributions for ${year}`;

  if (f.simpleEmployerContribution === 'NonElective') {
    if (f.compensation === undefined) return { rows: [], unchecked: ['Compensation', ...extraUnchecked] };
    const pct = param(ctx, nonElectiveParameter, year);
    if (!pct.ok) return paramFailure(c.Id, c.Source, pct);
    const cap = param(ctx, c.CompensationCapParameter, year);
    if (!cap.ok) return paramFailure(c.Id, c.Source, cap);
    const counted = Decimal.min(f.compensation, cap.value);
    const limit = counted.times(pct.value).div(100).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    const note =
      `non-elective ${decimalString(pct.value)} percent of compensation ` + `${decimalString(counted)}${electedNote}`;
    return finish(ctx, c, year, { limit, note, unchecked: extraUnchecked, param: pct }, prior, what);
  }

  const pct = param(ctx, matchParameter, year);
  if (!pct.ok) return paramFailure(c.Id, c.Source, pct);
  const rate = f.simpleMatchPercent !== undefined ? Decimal.min(f.simpleMatchPercent, pct.value) : pct.value;
  const deferrals = priorTotal(ctx, c.DeferralSources, 'TaxYear');
  const unchecked: string[] = [...extraUnchecked];
  let limit = deferrals;
  let note = `match of the year's deferrals ${decimalString(deferrals)}${electedNote}`;
  if (f.compensation === undefined) unchecked.push('Compensation');
  else {
    const byComp = f.compensation.times(rate).div(100).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    if (byComp.lt(limit)) {
      limit = byComp;
      note =
        `match limited to ${decimalString(rate)} percent of compensation ` +
        `${decimalString(f.compensation)}${electedNote}`;
    }
  }
  return finish(ctx, c, year, { limit, note, unchecked, param: pct }, prior, what);
}
