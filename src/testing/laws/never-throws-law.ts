import type { Catalog } from '../../core/catalog/types.js';
import { arbitraryJson } from '../primitives/json.js';
import { type LawOptions, type LawProperty, lawProperty } from './law-property.js';

/**
 * Law: the function never throws (or rejects) on arbitrary JSON. Given a catalog, the JSON also
 * includes objects keyed by the catalog's own field names, which reach deeper into a validator.
 */
export function neverThrowsOnArbitraryJson<R>(
  fn: (input: unknown) => R,
  opts: LawOptions & { readonly catalog?: Catalog } = {},
): LawProperty<R, [unknown]> {
  return lawProperty(fn, arbitraryJson(opts.catalog), () => undefined, opts, fn);
}
