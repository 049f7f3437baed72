import { defaultCatalog, defaultCatalogFiles, loadCatalog, parseCatalog } from '../../src/index.js';
import { grownCatalogFiles } from '../fixtures/grown-catalog.js';
import { type BenchRow, measureSync } from '../types.js';

// Load + validate (zod) + compile (bit masks, bitsets): the bundled catalog, and a host's catalog
// of 1,000 types (the bundled files plus generated types). Every file, every time.
export default async function catalogLoadSuite(): Promise<BenchRow[]> {
  const r = parseCatalog(defaultCatalogFiles);
  if (!r.ok) throw new Error('bench: the default catalog does not load');
  const bundled = measureSync(
    (n) => {
      let acc = 0;
      for (let i = 0; i < n; i++) {
        const p = parseCatalog(defaultCatalogFiles);
        acc += p.ok ? p.catalog.types.length : 0;
      }
      return acc;
    },
    { warmup_ms: 300, sample_ms: 300 },
  );
  const grown = grownCatalogFiles(1000 - defaultCatalog.types.length);
  if (loadCatalog(grown).types.length !== 1000) throw new Error('bench: the grown catalog does not have 1,000 types');
  const thousand = measureSync(
    (n) => {
      let acc = 0;
      for (let i = 0; i < n; i++) acc += loadCatalog(grown).types.length;
      return acc;
    },
    { warmup_ms: 600, sample_ms: 400, samples: 7 },
  );
  return [
    {
      Group: 'catalog load',
      Name: `parseCatalog(defaultCatalogFiles) (${Object.keys(defaultCatalogFiles).length} files)`,
      OpsPerSecond: bundled,
      Baseline: true,
      Note: `${(1000 / bundled).toFixed(2)} ms each`,
    },
    {
      Group: 'catalog load',
      Name: `loadCatalog, 1,000 types (${Object.keys(grown).length} files)`,
      OpsPerSecond: thousand,
      Note: `${(1000 / thousand).toFixed(2)} ms each`,
    },
  ];
}
