import { bundledCatalogFiles } from './bundled-files.js';
import { loadCatalog } from './load-catalog.js';
import type { Catalog, CatalogFiles } from './types.js';

/** The files of the bundled catalog, to extend: `loadCatalog({ ...defaultCatalogFiles, 'types/x.json': ... })`. */
export const defaultCatalogFiles: CatalogFiles = bundledCatalogFiles;

/** The bundled catalog, compiled once at import; needs no file system. */
export const defaultCatalog: Catalog = loadCatalog(bundledCatalogFiles);
