import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const CATALOG_DIR = new URL('../../catalog/', import.meta.url).pathname;

/** Every catalog data file (not the JSON Schemas), by path relative to catalog/, sorted. */
export function listCatalogFiles(dir: string = CATALOG_DIR): string[] {
  const out: string[] = [];
  const walk = (d: string, depth: number): void => {
    if (depth > 4) return;
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p, depth + 1);
      else if (name.endsWith('.json')) out.push(relative(dir, p).split('\\').join('/'));
    }
  };
  walk(dir, 0);
  return out.filter((f) => !f.startsWith('schema/')).sort();
}

/** Read a catalog directory into the files map `loadCatalog` takes. */
export function readCatalogDir(dir: string = CATALOG_DIR): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (const f of listCatalogFiles(dir)) files[f] = JSON.parse(readFileSync(join(dir, f), 'utf8'));
  return files;
}
