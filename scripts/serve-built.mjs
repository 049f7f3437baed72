#!/usr/bin/env node
// `npm start`: runs `acctos serve` from the built code (dist/, made by the prestart step), never
// through a TypeScript loader. Extra arguments pass through: `npm start -- --port 9090`.
const cli = await import(new URL('../dist/cli/main.js', import.meta.url).href);
process.exitCode = await cli.main(['serve', ...process.argv.slice(2)]);
