import { defineConfig } from 'tsup';

// One build, one entry per public subpath. The core entry bundles the catalog JSON,
// so `defaultCatalog` needs no file system. Packaging choices: docs/packages.md.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'testing/index': 'src/testing/index.ts',
    'client/index': 'src/client/index.ts',
    'server/index': 'src/server/index.ts',
    'webhooks/index': 'src/webhooks/index.ts',
    // WebCrypto only: bundles for browsers from the engine-only install.
    'webhooks/web/index': 'src/webhooks/web/index.ts',
    'cli/main': 'src/cli/main.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  // Keep `node:crypto` as written: stripped to `crypto`, browser bundlers cannot tell it is a builtin.
  removeNodeProtocol: false,
  // structured-headers (MIT, ~10 KB) is bundled, so acctos/webhooks/verify needs no extra install
  // and the webhook subpaths need no peer for it; every other dependency stays external.
  noExternal: ['structured-headers'],
  // Declarations come from `tsc -p tsconfig.build.json` (per file, several times faster than a dts bundle).
  dts: false,
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: true,
});
