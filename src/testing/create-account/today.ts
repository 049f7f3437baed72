import fc from 'fast-check';
import type { Catalog } from '../../core/catalog/types.js';
import { arbitraryDateAround, arbitraryIsoDate, catalogDateAnchors, type DateRange } from '../primitives/dates.js';

/** Default opening dates: 2025..2032, a range every dated parameter of the catalog covers or carries forward. */
export const DEFAULT_TODAY_RANGE: DateRange = { min: '2025-01-01', max: '2032-12-31' };

/** Opening dates in the range, half of them near a catalog date (a deadline, holiday or year end). */
export function arbitraryToday(catalog: Catalog, range: DateRange = DEFAULT_TODAY_RANGE): fc.Arbitrary<string> {
  const anchors = catalogDateAnchors(catalog, {
    from: Number(range.min.slice(0, 4)),
    to: Number(range.max.slice(0, 4)),
  }).filter((d) => d >= range.min && d <= range.max);
  const uniform = arbitraryIsoDate(range);
  if (anchors.length === 0) return uniform;
  return fc.oneof(
    uniform,
    arbitraryDateAround(anchors, { radius_days: 3 }).filter((d) => d >= range.min && d <= range.max),
  );
}
