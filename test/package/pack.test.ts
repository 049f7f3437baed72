import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PackedTarballs, packedTarballs, runNpm } from '../support/packed-tarball.js';
import { installedPackages, installedSize_kb } from './installed-tree.js';

// The engine package as a user installs it: packed from the checkout with dist/ deleted first
// (so `prepack` must build it), installed ALONE into a fresh project, read back from the
// installed tree (engine-only users get no database, HTTP or logging package), run by package
// name, and type-checked by a strict TypeScript consumer.

const root = new URL('../../', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'acctos-pack-'));
const project = join(work, 'engine-only');
let packed: PackedTarballs;

afterAll(() => rmSync(work, { recursive: true, force: true }));

beforeAll(async () => {
  packed = await packedTarballs();
  mkdirSync(project, { recursive: true });
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'acctos-consumer', version: '1.0.0', private: true, type: 'module' }),
  );
  runNpm(['install', '--no-audit', '--no-fund', '--prefer-offline', packed.engine], project);
}, 300_000);

/** Packages a database, HTTP server or logger brings; none may come with the engine. */
const HEAVY = /^(@electric-sql\/|pg$|pg-|hono$|@hono\/|pino|structured-headers$|fast-check$|jose$)/;

describe('npm package acctos (engine)', () => {
  it('the tarball packed from a checkout without dist/ carries the build (prepack) and no sources', () => {
    const files = new Set(packed.engineFiles);
    for (const f of [
      'dist/index.js',
      'dist/index.d.ts',
      'dist/client/index.js',
      'dist/client/index.d.ts',
      'dist/webhooks/index.js',
      'dist/webhooks/web/index.js',
      'dist/webhooks/web/index.d.ts',
      'dist/server/index.js',
      'dist/testing/index.js',
      'dist/cli/main.js',
      'bin/acctos.js',
      'LICENSE',
      'package.json',
    ]) {
      expect(files.has(f), f).toBe(true);
    }
    expect(
      [...files].filter((f) => f.startsWith('src/') || f.startsWith('packages/') || f.startsWith('test/')),
    ).toEqual([]);
    console.log(`engine: npm pack with the prepack build took ${packed.enginePack_s} s`);
  });

  it('installed alone, it brings decimal.js, date-fns and zod and nothing else', () => {
    const installed = installedPackages(project);
    expect(installed.filter((name) => HEAVY.test(name))).toEqual([]);
    expect(installed).toEqual(['acctos', 'date-fns', 'decimal.js', 'zod']);
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules/acctos/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['date-fns', 'decimal.js', 'zod']);
    console.log(`engine-only install: node_modules ${installedSize_kb(project)} KB on disk, ${installed.join(', ')}`);
  });

  it('imports resolveAvailability and defaultCatalog by package name and runs them', () => {
    writeFileSync(
      join(project, 'check.mjs'),
      [
        "import { resolveAvailability, defaultCatalog, assetEligibility } from 'acctos';",
        "import { createClient } from 'acctos/client';",
        "import { createWebhookReceiver } from 'acctos/webhooks/verify';",
        "const r = resolveAvailability(defaultCatalog, { Authorities: ['StateTrustCompany'], ContractedTypes: ['sep-ira'] });",
        "const sep = r.find((x) => x.Slug === 'sep-ira');",
        "const plesa = r.find((x) => x.Slug === 'emergency-savings-plesa');",
        "const asset = assetEligibility(defaultCatalog, { AccountTypeCode: 'sep-ira', AssetClass: 'RealEstate' });",
        'console.log(JSON.stringify({ types: defaultCatalog.types.length, sep: sep.Available, plesa: plesa.Reasons.map((x) => x.Code), asset: asset.Eligibility, client: typeof createClient, receiver: typeof createWebhookReceiver }));',
      ].join('\n'),
    );
    const out = execFileSync(process.execPath, ['check.mjs'], { cwd: project, encoding: 'utf8' });
    expect(JSON.parse(out.trim())).toEqual({
      types: 23,
      sep: true,
      plesa: ['AuthorityGroupUnmet', 'NotContracted', 'GateNotSatisfied'],
      asset: 'NotPermitted',
      client: 'function',
      receiver: 'function',
    });
  });

  it('a strict TypeScript consumer type-checks against the installed declarations', () => {
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2023', 'DOM'],
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        files: ['consumer.ts'],
      }),
    );
    writeFileSync(
      join(project, 'consumer.ts'),
      [
        "import { defaultCatalog, resolveAvailability, type Catalog } from 'acctos';",
        "import { createClient } from 'acctos/client';",
        "import { createWebhookReceiver, type WebhookReceiveResult } from 'acctos/webhooks/verify';",
        'const catalog: Catalog = defaultCatalog;',
        'const slugs: string[] = resolveAvailability(catalog, { Authorities: [], ContractedTypes: [] }).map((x) => x.Slug);',
        "const receive = createWebhookReceiver({ hmacSecret: 'whsec_x' });",
        'export async function handle(request: Request): Promise<WebhookReceiveResult> { return receive(request); }',
        'export { createClient, slugs };',
      ].join('\n'),
    );
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    expect(existsSync(tsc)).toBe(true);
    // Throws (and fails the test with the compiler's output) on any type error.
    execFileSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: project, encoding: 'utf8' });
  }, 120_000);

  it('its acctos command answers --help without the service dependencies', () => {
    const out = execFileSync(join(project, 'node_modules/.bin/acctos'), ['--help'], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(out).toMatch(/acctos serve/);
  });
});
