#!/usr/bin/env node
// The npm registry this project installs from lacks some platform-specific optional packages
// at the exact versions their parents pin (for example @rollup/rollup-darwin-arm64 for other
// operating systems). npm then leaves them out of package-lock.json, and `npm ci` refuses the
// lockfile as out of sync. This adds a stub entry for each such package, with the os/cpu/libc
// read from its name, so `npm ci` sees the lock in sync and skips them as foreign platforms.
// Run after any `npm install` that rewrites the lockfile: `node scripts/lockfile-platform-stubs.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'openharmony', 'netbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  const libc = parts.some((p) => p.startsWith('musl'))
    ? 'musl'
    : parts.some((p) => p.startsWith('gnu'))
      ? 'glibc'
      : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [key, pkg] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const at = `${key === '' ? '' : `${key}/`}node_modules/${dep}`;
    const top = `node_modules/${dep}`;
    if (packages[at] || packages[top]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue; // not a platform package: leave it to npm
    packages[top] = {
      version,
      ...(pkg.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added += 1;
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile: ${added} platform stub entr${added === 1 ? 'y' : 'ies'} added`);
