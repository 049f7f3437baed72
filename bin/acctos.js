#!/usr/bin/env node
// The `acctos` command. In a clone (src/ present and tsx installed) it registers tsx's ESM
// loader and runs src/cli/main.ts, so a stale dist/ can never shadow the source; from an
// installed package (no src/ shipped) it runs the built dist/cli/main.js.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const built = new URL('../dist/cli/main.js', import.meta.url);
const source = new URL('../src/cli/main.ts', import.meta.url);

async function fromSource() {
  if (!existsSync(fileURLToPath(source))) return undefined;
  let api;
  try {
    api = await import('tsx/esm/api');
  } catch {
    return undefined; // no dev dependencies: use the build
  }
  api.register();
  return import(source.href);
}

async function load() {
  const cli = await fromSource();
  if (cli !== undefined) return cli;
  if (existsSync(fileURLToPath(built))) return import(built.href);
  throw new Error('neither src/cli/main.ts (with tsx) nor dist/cli/main.js was found; run npm ci, or npm run build');
}

try {
  const cli = await load();
  process.exitCode = await cli.main(process.argv.slice(2));
} catch (err) {
  process.stderr.write(`acctos: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
}
