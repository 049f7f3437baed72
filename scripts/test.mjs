#!/usr/bin/env node
// The README's test command (`npm test`): typecheck, then every vitest suite, then one
// plain closing line "N passed, N failed, N skipped" that CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

// Optional project set-up steps (for example the headless browser); each is idempotent.
if (existsSync('scripts/setup.mjs')) {
  const code = run(process.execPath, ['scripts/setup.mjs']);
  if (code !== 0) console.error('setup: some optional steps failed; dependent tests will say so');
}

console.log('> format and lint (biome check)');
const lint = run(process.execPath, ['node_modules/@biomejs/biome/bin/biome', 'check', '.']);
if (lint !== 0) {
  console.log('tests: 0 passed, 1 failed (format or lint: run `npx biome check --write .`)');
  process.exit(1);
}

console.log('> core purity (tsc -p tsconfig.core.json: no Node or DOM types in src/core)');
const pure = run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.core.json', '--noEmit']);
if (pure !== 0) {
  console.log('tests: 0 passed, 1 failed (core purity)');
  process.exit(1);
}

console.log('> typecheck (tsc --noEmit)');
const tsc = run(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit']);
if (tsc !== 0) {
  console.log('tests: 0 passed, 1 failed (typecheck)');
  process.exit(1);
}

mkdirSync('.tmp', { recursive: true });
const report = '.tmp/vitest-report.json';
const extra = process.argv.slice(2);
const code = run(process.execPath, [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...extra,
]);
let passed = 0,
  failed = 0,
  skipped = 0;
try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  passed = r.numPassedTests ?? 0;
  failed = (r.numFailedTests ?? 0) + ((r.numFailedTestSuites ?? 0) ? 0 : 0);
  skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  if (code !== 0 && failed === 0) failed = r.numFailedTestSuites || 1;
} catch {
  if (code !== 0) failed = 1;
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(code === 0 && failed === 0 ? 0 : 1);
