import { parseIsoDate } from '../../shared/dates.js';
import { EARLY_DISTRIBUTION_EXCEPTION_RULES } from '../early-distribution-exceptions.js';
import type { DistributionTreatmentQuery } from './types.js';
import type { Work } from './work.js';

/**
 * Whether a series of substantially equal payments is within five years of its first payment.
 * false when the series began more than five years before; undefined for a bad date; null when unknown.
 */
export function seppWithinFiveYears(q: DistributionTreatmentQuery, w: Work): boolean | null | undefined {
  const start = q.ExceptionFacts?.SeppStartDate;
  if (start === undefined) return null;
  const s = parseIsoDate(start);
  if (!s || start > q.DistributionDate) return undefined;
  const fifth = `${String(s.year + 5).padStart(4, '0')}${start.slice(4)}`;
  const within = q.DistributionDate < fifth;
  w.reasons.push({
    Rule: 'SubstantiallyEqualPeriodicPayments',
    Message: `the series began ${start}; its five years run to the day before ${fifth}`,
    Source: EARLY_DISTRIBUTION_EXCEPTION_RULES.SubstantiallyEqualPeriodicPayments.Source,
  });
  return within;
}
