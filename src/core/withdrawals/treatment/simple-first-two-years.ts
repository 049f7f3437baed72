import { parseIsoDate } from '../../shared/dates.js';
import { SIMPLE_SOURCE } from './sources.js';
import type { DistributionTreatmentQuery } from './types.js';
import type { Work } from './work.js';

/**
 * SIMPLE IRA: whether the distribution falls within two years of first participation (72(t)(6)).
 * null when the start date was not given (noted in Unchecked); undefined for a bad start date.
 */
export function simpleFirstTwoYears(q: DistributionTreatmentQuery, w: Work): boolean | null | undefined {
  if (q.SimpleIraParticipationStartDate === undefined) {
    w.unchecked.push('SimpleIraParticipationStartDate');
    return null;
  }
  const s = parseIsoDate(q.SimpleIraParticipationStartDate);
  if (!s || q.SimpleIraParticipationStartDate > q.DistributionDate) return undefined;
  const end = `${String(s.year + 2).padStart(4, '0')}${q.SimpleIraParticipationStartDate.slice(4)}`;
  const within = q.DistributionDate < end;
  w.reasons.push({
    Rule: 'SimpleFirstTwoYears',
    Message:
      `the two years from first participation on ${q.SimpleIraParticipationStartDate} run to the day before ` +
      `${end}: ${within ? 'within' : 'after'} them`,
    Source: SIMPLE_SOURCE,
  });
  return within;
}
