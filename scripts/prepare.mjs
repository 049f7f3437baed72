#!/usr/bin/env node
// npm's `prepare`: after `npm ci` / `npm install` in a clone, build the JavaScript of dist/ so
// that `import 'acctos/client'` (and every other subpath) runs in the clone as it does installed.
// JavaScript only (tsup, about 5 s of CPU): the declarations (`tsc`, about 25 s of CPU, over a
// minute on a loaded machine) come from `npm run build`, which `prepack` runs before packing.
// Skipped where it would be wasted or cannot run: under `npm pack`/`npm publish`, or when a full
// build is minutes old (`prepack` has just built: npm runs prepare after prepack, also when it
// installs this package from git, and a rebuild would wipe the declarations), without the dev
// dependencies (tsup absent), or with ACCTOS_SKIP_BUILD=1.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const FRESH_BUILD_MS = 10 * 60_000;
const freshFullBuild = () =>
  existsSync('dist/index.d.ts') && Date.now() - statSync('dist/index.d.ts').mtimeMs < FRESH_BUILD_MS;

const TSUP = 'node_modules/tsup/dist/cli-default.js';
const command = process.env.npm_command ?? '';
const skip =
  command === 'pack' || command === 'publish'
    ? `npm ${command} runs prepack`
    : freshFullBuild()
      ? 'dist/ was fully built minutes ago'
      : process.env.ACCTOS_SKIP_BUILD === '1'
        ? 'ACCTOS_SKIP_BUILD=1'
        : !existsSync(TSUP) || !existsSync('src/index.ts')
          ? 'no sources or no dev dependencies'
          : undefined;
if (skip !== undefined) {
  console.log(`prepare: build skipped (${skip})`);
  process.exit(0);
}
const started = Date.now();
const r = spawnSync(process.execPath, [TSUP, '--silent'], { stdio: 'inherit' });
console.log(
  `prepare: built the JavaScript of dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s (types: npm run build)`,
);
process.exit(r.status ?? 1);
