// Regenerates every derived file: the bundled catalog imports, the catalog JSON Schemas
// and the human catalog reference. Tests in test/generated/ fail when any is stale.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { renderBundledFiles } from './gen/bundled-files.js';
import { renderJsonSchemas } from './gen/json-schemas.js';
import { CATALOG_DIR } from './gen/catalog-files.js';

const root = new URL('../', import.meta.url).pathname;
writeFileSync(`${root}src/core/catalog/bundled-files.ts`, renderBundledFiles());
mkdirSync(`${CATALOG_DIR}schema`, { recursive: true });
for (const [name, text] of Object.entries(renderJsonSchemas())) writeFileSync(`${CATALOG_DIR}schema/${name}`, text);
const docModule = './gen/catalog-doc.js';
if (existsSync(`${root}scripts/gen/catalog-doc.ts`)) {
  const { renderCatalogDoc } = (await import(docModule)) as { renderCatalogDoc: () => Promise<string> | string };
  mkdirSync(`${root}docs`, { recursive: true });
  writeFileSync(`${root}docs/catalog.md`, await renderCatalogDoc());
}
console.log('generated: bundled catalog, JSON Schemas', existsSync(`${root}scripts/gen/catalog-doc.ts`) ? ', docs/catalog.md' : '');
