import type { CatalogFiles } from './types.js';

// The bundled catalog's files are deep-frozen at import, so they can never change, and are then
// validated once per process: a host's `loadCatalog({ ...defaultCatalogFiles, 'types/x.json': ... })`
// validates only its own files again (issue 13: no repeated parsing of already-validated input).
// Only objects frozen here are trusted; a host's files, frozen or not, are validated every load.

const trusted = new WeakSet<object>();
const validated = new WeakMap<object, Map<unknown, unknown>>();
const MAX_DEPTH = 64; // explicit bound on the nesting of a catalog file

function deepFreeze(value: unknown, depth: number): void {
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return;
  for (const v of Object.values(value)) deepFreeze(v, depth + 1);
  Object.freeze(value);
}

/** Deep-freeze every file and trust it: its validation may be reused by every later load. */
export function trustFrozenFiles(files: CatalogFiles): CatalogFiles {
  for (const data of Object.values(files)) {
    if (typeof data !== 'object' || data === null) continue;
    deepFreeze(data, 0);
    trusted.add(data);
  }
  return Object.freeze({ ...files });
}

/** A validated result for a trusted file and schema, if one was kept. */
export function validatedBefore<T>(schema: unknown, data: unknown): T | undefined {
  if (typeof data !== 'object' || data === null || !trusted.has(data)) return undefined;
  return validated.get(data)?.get(schema) as T | undefined;
}

/** Keep a successful validation of a trusted file (others are not kept). */
export function keepValidated(schema: unknown, data: unknown, result: unknown): void {
  if (typeof data !== 'object' || data === null || !trusted.has(data)) return;
  let bySchema = validated.get(data);
  if (bySchema === undefined) {
    bySchema = new Map();
    validated.set(data, bySchema);
  }
  bySchema.set(schema, result);
}
