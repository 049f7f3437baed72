import { defineConfig } from 'tsup';

// One build, one entry per public subpath. The core entry bundles the catalog JSON,
// so `defaultCatalog` needs no file system.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'testing/index': 'src/testing/index.ts',
    'client/index': 'src/client/index.ts',
    'server/index': 'src/server/index.ts',
    'webhooks/index': 'src/webhooks/index.ts',
    'cli/main': 'src/cli/main.ts',
  },
  format: ['esm'],
  target: 'node20',
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: true,
});
