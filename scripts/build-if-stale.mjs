#!/usr/bin/env node
// `npm start`'s prestart step: builds dist/ (tsup) when it is missing or older than the source,
// so `npm start` always serves the built code (no TypeScript loader at run time).
// Stale: any file under src/ or catalog/, or package.json / tsup.config.ts, newer than the build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILT = ['dist/cli/main.js', 'dist/server/index.js'];
const INPUTS = ['src', 'catalog', 'package.json', 'tsup.config.ts'];
const MAX_FILES = 20_000;

function newest_ms(path, budget) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  const stack = [path];
  while (stack.length > 0) {
    if (--budget.files < 0) throw new Error('too many files to check for staleness');
    const dir = stack.pop();
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, entry.name);
      if (entry.isDirectory()) stack.push(p);
      else newest = Math.max(newest, statSync(p).mtimeMs);
    }
  }
  return newest;
}

const missing = BUILT.filter((f) => !existsSync(f));
const built_ms = missing.length > 0 ? 0 : Math.min(...BUILT.map((f) => statSync(f).mtimeMs));
const budget = { files: MAX_FILES };
const source_ms = Math.max(...INPUTS.map((p) => newest_ms(p, budget)));
const hasSource = existsSync('src');

if (missing.length === 0 && (!hasSource || source_ms <= built_ms)) process.exit(0);
const tsup = 'node_modules/tsup/dist/cli-default.js';
if (!existsSync(tsup)) {
  if (missing.length === 0) {
    console.error('prestart: dist/ may be older than src/, and tsup is not installed; serving dist/ as it is');
    process.exit(0);
  }
  console.error('prestart: dist/ is missing and tsup is not installed: run `npm ci`, then `npm start`');
  process.exit(1);
}
console.error(
  missing.length > 0 ? 'prestart: building dist/ (first start)' : 'prestart: src/ changed, rebuilding dist/',
);
const r = spawnSync(process.execPath, [tsup], { stdio: ['ignore', 'ignore', 'inherit'] });
process.exit(r.status ?? 1);
