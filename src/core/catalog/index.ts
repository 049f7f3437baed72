export { defaultCatalog, defaultCatalogFiles } from './default-catalog.js';
export * from './enums.js';
export * from './errors.js';
export { loadCatalog } from './load-catalog.js';
export { type OpeningCheck, OpeningCheckSchema } from './opening-check-schema.js';
export { type ParseCatalogResult, parseCatalog } from './parse-catalog.js';
export * from './schema.js';
export type * from './types.js';
