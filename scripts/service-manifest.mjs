#!/usr/bin/env node
// Rewrites a copy of package.json into the service's runtime manifest, for the container image:
// the service's packages are optional peers of `acctos` (engine-only installs skip them), so
// `npm ci --omit=dev` alone would leave them out. This makes them dependencies, drops the dev
// and peer lists and the build scripts; `npm install --omit=dev` then installs the versions
// package-lock.json pins. Usage: node scripts/service-manifest.mjs [path/to/package.json]
import { readFileSync, writeFileSync } from 'node:fs';

/** Peers that only the testing kit needs, not the service. */
const NOT_SERVICE = new Set(['fast-check']);

const path = process.argv[2] ?? 'package.json';
const manifest = JSON.parse(readFileSync(path, 'utf8'));
const service = Object.fromEntries(
  Object.entries(manifest.peerDependencies ?? {}).filter(([name]) => !NOT_SERVICE.has(name)),
);
manifest.dependencies = { ...manifest.dependencies, ...service };
delete manifest.devDependencies;
delete manifest.peerDependencies;
delete manifest.peerDependenciesMeta;
if (manifest.scripts !== undefined) {
  delete manifest.scripts.prepare;
  delete manifest.scripts.prepack;
}
writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`service manifest: ${Object.keys(manifest.dependencies).length} dependencies`);
