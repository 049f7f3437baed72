import type { Failure } from '../../shared/error-codes.js';
import type { Decimal } from '../../shared/money.js';
import {
  EARLY_DISTRIBUTION_EXCEPTION_RULES,
  type EarlyDistributionException,
} from '../early-distribution-exceptions.js';
import { type ExceptionFactError, type ExceptionLimitResult, exceptionLimit } from '../exception-limit.js';
import { bad } from './bad.js';
import type { Given } from './given.js';
import type { Work } from './work.js';

/**
 * How much of `base` the claimed exception covers, read from the query's ExceptionFacts
 * (exceptionLimit): its reasons and unchecked facts go to w; the first bad fact is the failure.
 */
export function exceptionLimitOf(
  g: Given,
  w: Work,
  exception: EarlyDistributionException,
  base: Decimal,
): ExceptionLimitResult | Failure {
  const { q } = g;
  const rule = EARLY_DISTRIBUTION_EXCEPTION_RULES[exception];
  const errors: ExceptionFactError[] = [];
  const limit = exceptionLimit(
    g.catalog,
    rule,
    q.ExceptionFacts ?? {},
    base,
    g.on,
    q.DistributionDate,
    g.birth,
    errors,
  );
  if (errors.length > 0) return bad(errors[0]!.field, errors[0]!.message);
  for (const m of limit.Reasons) w.reasons.push({ Rule: exception, Message: m, Source: rule.Source });
  w.unchecked.push(...limit.Unchecked);
  return limit;
}
