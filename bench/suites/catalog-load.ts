import { defaultCatalogFiles, parseCatalog } from '../../src/index.js';
import { type BenchRow, measureSync } from '../types.js';

// Load + validate (zod) + compile (bit masks) of the bundled catalog: every file, every time.
export default async function catalogLoadSuite(): Promise<BenchRow[]> {
  const r = parseCatalog(defaultCatalogFiles);
  if (!r.ok) throw new Error('bench: the default catalog does not load');
  const ops = measureSync(
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
  return [
    {
      Group: 'catalog load',
      Name: `parseCatalog(defaultCatalogFiles) (${Object.keys(defaultCatalogFiles).length} files)`,
      OpsPerSecond: ops,
      Baseline: true,
      Note: `${(1000 / ops).toFixed(2)} ms each`,
    },
  ];
}
