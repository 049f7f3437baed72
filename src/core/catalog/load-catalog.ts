import { CatalogError } from './errors.js';
import { parseCatalog } from './parse-catalog.js';
import type { Catalog, CatalogFiles } from './types.js';

/** Validate and compile catalog files; throws a `CatalogError` listing every problem. */
export function loadCatalog(files: CatalogFiles): Catalog {
  const r = parseCatalog(files);
  if (!r.ok) throw new CatalogError(r.issues);
  return r.catalog;
}
