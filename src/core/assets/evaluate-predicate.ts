import type { InstrumentPredicateDef } from '../catalog/schema.js';

export type PredicateOutcome = 'Pass' | 'Fail' | 'Missing' | 'Invalid';

/**
 * One instrument predicate against the instrument's attributes. A value of the wrong type is
 * `Invalid`, not `Fail`: the instrument's facts are malformed, so the condition stays undecided.
 */
export function evaluatePredicate(
  predicate: InstrumentPredicateDef,
  attributes: Readonly<Record<string, unknown>> | undefined,
): PredicateOutcome {
  if (attributes === undefined || !Object.hasOwn(attributes, predicate.Attribute)) return 'Missing';
  const actual = attributes[predicate.Attribute];
  if (actual === undefined || actual === null) return 'Missing';
  const expected = predicate.Value;
  if (predicate.Operator === 'Equals') {
    if (typeof actual !== typeof expected) return 'Invalid';
    if (typeof actual === 'number' && !Number.isFinite(actual)) return 'Invalid';
    return actual === expected ? 'Pass' : 'Fail';
  }
  // Ordered comparisons are over finite numbers only (ratios, not money: no rounding involved).
  if (typeof actual !== 'number' || !Number.isFinite(actual) || typeof expected !== 'number') return 'Invalid';
  if (predicate.Operator === 'LessThanOrEqual') return actual <= expected ? 'Pass' : 'Fail';
  return actual >= expected ? 'Pass' : 'Fail';
}

export function describePredicate(predicate: InstrumentPredicateDef): string {
  const op = predicate.Operator === 'Equals' ? '=' : predicate.Operator === 'LessThanOrEqual' ? '<=' : '>=';
  return `${predicate.Attribute} ${op} ${JSON.stringify(predicate.Value)}`;
}
