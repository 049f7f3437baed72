import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwks, generateEd25519SigningKey, signDelivery } from '../../src/webhooks/index.js';
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
}, 480_000);

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
        "const r = resolveAvailability(defaultCatalog, { Authorities: ['StateTrustCompany'], " +
          "ContractedTypes: ['sep-ira'] });",
        "const sep = r.find((x) => x.Slug === 'sep-ira');",
        "const plesa = r.find((x) => x.Slug === 'emergency-savings-plesa');",
        "const asset = assetEligibility(defaultCatalog, { AccountTypeCode: 'sep-ira', AssetClass: 'RealEstate' });",
        'console.log(JSON.stringify({ types: defaultCatalog.types.length, sep: sep.Available, plesa: ' +
          'plesa.Reasons.map((x) => x.Code), asset: asset.Eligibility, client: typeof createClient, receiver: ' +
          'typeof createWebhookReceiver }));',
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
        'const slugs: string[] = resolveAvailability(catalog, { Authorities: [], ContractedTypes: [] ' +
          '}).map((x) => x.Slug);',
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

  it('bundles for browsers with esbuild from the installed package: the engine, the client, the webhook ' +
    'verifier', async () => {
    const entries = {
      engine: "export * from 'acctos';",
      availability: "export { resolveAvailability, defaultCatalog } from 'acctos';",
      client: "export * from 'acctos/client';",
      verifier: "export * from 'acctos/webhooks/verify';",
    };
    const sizes: Record<string, { min_kb: number; gzip_kb: number }> = {};
    for (const [name, source] of Object.entries(entries)) {
      writeFileSync(join(project, `entry-${name}.js`), source);
      const result = await build({
        absWorkingDir: project,
        entryPoints: [`entry-${name}.js`],
        outfile: `browser-${name}.mjs`,
        bundle: true,
        platform: 'browser',
        format: 'esm',
        target: 'es2022',
        minify: true,
        logLevel: 'silent',
      });
      expect(result.errors).toEqual([]);
      const code = readFileSync(join(project, `browser-${name}.mjs`));
      expect(code.toString(), `${name} imports a Node builtin`).not.toMatch(/["']node:[a-z]/);
      sizes[name] = {
        min_kb: Math.round(code.byteLength / 102.4) / 10,
        gzip_kb: Math.round(gzipSync(code).byteLength / 102.4) / 10,
      };
    }
    console.log(`browser bundles (esbuild, minified): ${JSON.stringify(sizes)}`);
    // Loose ceilings, so a dependency that drags half of npm in fails here (docs/packages.md has the sizes).
    expect(sizes.engine?.gzip_kb).toBeLessThan(400);
    expect(sizes.availability?.gzip_kb).toBeLessThan(200);
    expect(sizes.client?.gzip_kb).toBeLessThan(15);
    expect(sizes.verifier?.gzip_kb).toBeLessThan(25);

    // The bundles run (here in Node's WebCrypto, no Node module reachable from them).
    const engine = await import(pathToFileURL(join(project, 'browser-engine.mjs')).href);
    const available = engine.resolveAvailability(engine.defaultCatalog, {
      Authorities: ['StateTrustCompany'],
      ContractedTypes: ['sep-ira'],
    }) as { Slug: string; Available: boolean }[];
    expect(available.find((x) => x.Slug === 'sep-ira')?.Available).toBe(true);

    const verifier = await import(pathToFileURL(join(project, 'browser-verifier.mjs')).href);
    const ed = generateEd25519SigningKey();
    const now_ms = Date.parse('2026-03-01T12:00:00Z');
    const body = JSON.stringify({
      EventId: 'e-1',
      EventType: 'deposit.posted',
      OccurredAt: '2026-03-01T11:59:00Z',
      Data: {},
    });
    const receive = verifier.createWebhookReceiver({
      jwks: createJwks([{ key: ed.privateKey, kid: ed.kid }]),
      hmacSecret: 'whsec_bundle',
      now: () => now_ms,
    });
    for (const key of [
      { alg: 'ed25519', keyId: ed.kid, privateKey: ed.privateKey },
      { alg: 'hmac-sha256', keyId: 'we_1', secret: 'whsec_bundle' },
    ] as const) {
      const signed = signDelivery({ url: 'https://hooks.example.com/in', body, key, created: now_ms / 1000 });
      if (!signed.ok) throw new Error(signed.detail);
      const request = (b: string) =>
        new Request('https://hooks.example.com/in', { method: 'POST', body: b, headers: signed.headers });
      expect(await receive(request(body))).toMatchObject({ ok: true, alg: key.alg });
      expect(await receive(request(`${body} `))).toMatchObject({ ok: false, reason: 'digest-mismatch' });
    }
  }, 120_000);
});
