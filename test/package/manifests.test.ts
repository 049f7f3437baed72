import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The manifests agree with each other and with the code (no build, no install: milliseconds).
// A new import in src/ fails here until the package is declared where its users get it.

const root = new URL('../../', import.meta.url).pathname;

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
const read = (path: string): Manifest => JSON.parse(readFileSync(join(root, path), 'utf8')) as Manifest;
const engine = read('package.json');
const server = read('packages/server/package.json');

const ENGINE_DEPENDENCIES = ['date-fns', 'decimal.js', 'zod'];
/** Bundled into dist by tsup (`noExternal`), so no user installs it. */
const BUNDLED = new Set(['structured-headers']);
/** Peers that only acctos/testing needs. */
const TESTING_ONLY = new Set(['fast-check']);
const MAX_FILES = 5_000;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(join(root, dir))) {
    const rel = `${dir}/${entry}`;
    if (statSync(join(root, rel)).isDirectory()) sourceFiles(rel, out);
    else if (rel.endsWith('.ts') && !rel.endsWith('.test.ts')) out.push(rel);
    if (out.length > MAX_FILES) throw new Error('too many source files');
  }
  return out;
}

/**
 * Packages imported (statically or dynamically) by the files under `dir`, read by the TypeScript
 * compiler's import scanner (a string that reads like an import is not one).
 */
function importedPackages(dir: string): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const { fileName: spec } of ts.preProcessFile(text, true, true).importedFiles) {
      if (spec.startsWith('node:') || spec.startsWith('.')) continue;
      const parts = spec.split('/');
      names.add(spec.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? spec));
    }
  }
  return names;
}

describe('package manifests', () => {
  it(
    'acctos depends on decimal.js, date-fns and zod only; everything else is an optional peer and a dev ' +
      'dependency',
    () => {
      expect(Object.keys(engine.dependencies ?? {}).sort()).toEqual(ENGINE_DEPENDENCIES);
      for (const [name, range] of Object.entries(engine.peerDependencies ?? {})) {
        expect(engine.peerDependenciesMeta?.[name]?.optional, name).toBe(true);
        expect(engine.devDependencies?.[name], name).toBeDefined();
        if (!TESTING_ONLY.has(name)) expect(engine.devDependencies?.[name], name).toBe(range);
      }
    },
  );

  it('acctos-server pins this acctos version and depends on exactly the service peers, at the same ranges', () => {
    expect(server.version).toBe(engine.version);
    const { acctos, ...rest } = server.dependencies ?? {};
    expect(acctos).toBe(engine.version);
    const servicePeers = Object.fromEntries(
      Object.entries(engine.peerDependencies ?? {}).filter(([name]) => !TESTING_ONLY.has(name)),
    );
    expect(rest).toEqual(servicePeers);
  });

  it('src/core imports only the engine dependencies; every other import is declared for its users', () => {
    expect([...importedPackages('src/core')].filter((n) => !ENGINE_DEPENDENCIES.includes(n))).toEqual([]);
    const engineSide = new Set([...ENGINE_DEPENDENCIES, ...BUNDLED]);
    for (const dir of ['src/client', 'src/webhooks']) {
      expect(
        [...importedPackages(dir)].filter((n) => !engineSide.has(n)),
        dir,
      ).toEqual([]);
    }
    const serviceSide = new Set([...engineSide, ...Object.keys(server.dependencies ?? {})]);
    for (const dir of ['src/server', 'src/cli']) {
      expect(
        [...importedPackages(dir)].filter((n) => !serviceSide.has(n)),
        dir,
      ).toEqual([]);
    }
    const testingSide = new Set([...engineSide, ...TESTING_ONLY]);
    expect([...importedPackages('src/testing')].filter((n) => !testingSide.has(n))).toEqual([]);
  });

  it('scripts/service-manifest.mjs (the container image) turns the service peers into dependencies', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acctos-manifest-'));
    try {
      writeFileSync(join(dir, 'package.json'), readFileSync(join(root, 'package.json')));
      execFileSync(process.execPath, [join(root, 'scripts/service-manifest.mjs'), join(dir, 'package.json')]);
      const out = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest & {
        scripts: Record<string, string>;
      };
      const { acctos: _, ...serviceDeps } = server.dependencies ?? {};
      expect(out.dependencies).toEqual({ ...engine.dependencies, ...serviceDeps });
      expect(out.devDependencies).toBeUndefined();
      expect(out.peerDependencies).toBeUndefined();
      expect(out.scripts.prepare).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
