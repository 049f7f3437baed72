import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderBundledFiles } from '../../scripts/gen/bundled-files.js';
import { renderCatalogDoc } from '../../scripts/gen/catalog-doc.js';
import { renderDecisionsDoc } from '../../scripts/gen/decisions-doc.js';
import { renderJsonSchemas } from '../../scripts/gen/json-schemas.js';
import { defaultCatalog } from '../../src/index.js';

const root = new URL('../../', import.meta.url).pathname;
const STALE = 'stale: run npm run gen';
const onDisk = (path: string): string =>
  existsSync(`${root}${path}`) ? readFileSync(`${root}${path}`, 'utf8') : '(missing)';

describe('generated files equal a fresh render', () => {
  it('src/core/catalog/bundled-files.ts', () => {
    expect(onDisk('src/core/catalog/bundled-files.ts'), STALE).toBe(renderBundledFiles());
  });
  for (const [name, text] of Object.entries(renderJsonSchemas())) {
    it(`catalog/schema/${name}`, () => expect(onDisk(`catalog/schema/${name}`), STALE).toBe(text));
  }
  it('docs/catalog.md (from the catalog on disk, and the bundled defaultCatalog gives the same)', () => {
    const fresh = renderCatalogDoc();
    expect(onDisk('docs/catalog.md'), STALE).toBe(fresh);
    expect(renderCatalogDoc(defaultCatalog), STALE).toBe(fresh);
  });
  it('docs/decisions.md', () => {
    expect(onDisk('docs/decisions.md'), STALE).toBe(renderDecisionsDoc());
  });
});
