export * from './enums.js';
export * from './schema.js';
export * from './errors.js';
export type * from './types.js';
export { parseCatalog, type ParseCatalogResult } from './parse-catalog.js';
export { loadCatalog } from './load-catalog.js';
export { defaultCatalog, defaultCatalogFiles } from './default-catalog.js';
export { OpeningCheckSchema, type OpeningCheck } from './opening-check-schema.js';
