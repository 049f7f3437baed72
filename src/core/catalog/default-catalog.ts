import { bundledCatalogFiles } from './bundled-files.js';
import { loadCatalog } from './load-catalog.js';
import { trustFrozenFiles } from './trusted-files.js';
import type { Catalog, CatalogFiles } from './types.js';

/**
 * The files of the bundled catalog, to extend: `loadCatalog({ ...defaultCatalogFiles, 'types/x.json': ... })`.
 * Deep-frozen (they are shared data), so each is validated once per process, not at every load.
 */
export const defaultCatalogFiles: CatalogFiles = trustFrozenFiles(bundledCatalogFiles);

/** The bundled catalog, compiled once at import; needs no file system. */
export const defaultCatalog: Catalog = loadCatalog(defaultCatalogFiles);
