// Regenerates every derived file: the bundled catalog imports, the catalog JSON Schemas, the
// human catalog reference and the assembled decisions. test/generated/ fails when any is stale.
// Deterministic and safe to run at any time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { CatalogError } from '../src/core/catalog/errors.js';
import { renderBundledFiles } from './gen/bundled-files.js';
import { renderCatalogDoc } from './gen/catalog-doc.js';
import { CATALOG_DIR } from './gen/catalog-files.js';
import { renderDecisionsDoc } from './gen/decisions-doc.js';
import { renderJsonSchemas } from './gen/json-schemas.js';

const root = new URL('../', import.meta.url).pathname;
writeFileSync(`${root}src/core/catalog/bundled-files.ts`, renderBundledFiles());
mkdirSync(`${CATALOG_DIR}schema`, { recursive: true });
for (const [name, text] of Object.entries(renderJsonSchemas())) writeFileSync(`${CATALOG_DIR}schema/${name}`, text);
mkdirSync(`${root}docs`, { recursive: true });
writeFileSync(`${root}docs/decisions.md`, renderDecisionsDoc());
try {
  // Rendered from catalog/ as it is on disk now (not the bundle imported before regeneration).
  writeFileSync(`${root}docs/catalog.md`, renderCatalogDoc());
} catch (e) {
  if (!(e instanceof CatalogError)) throw e;
  console.error(`docs/catalog.md not written: ${e.message}`);
  process.exitCode = 1;
}
console.log('generated: bundled catalog, JSON Schemas, docs/decisions.md, docs/catalog.md');
