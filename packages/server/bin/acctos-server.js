#!/usr/bin/env node
// `acctos-server`: the acctos command (from the installed `acctos` package) with the service's
// dependencies present. Without arguments it serves: `acctos-server` is `acctos serve`.
import { main } from 'acctos/cli';

const argv = process.argv.slice(2);
try {
  process.exitCode = await main(argv.length === 0 ? ['serve'] : argv);
} catch (err) {
  process.stderr.write(`acctos-server: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
}
