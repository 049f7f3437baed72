import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packedTarball, runNpm } from '../support/packed-tarball.js';

// Must show 1: `npm run build` and `npm pack` (shared with test/package, which serialises the
// build), then a fresh project installs the tarball and fast-check and runs properties from
// 'acctos/testing' against 'acctos', by package name, as a host would.

const root = new URL('../../', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'acctos-testing-kit-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const fastCheckVersion = (
  JSON.parse(readFileSync(join(root, 'node_modules/fast-check/package.json'), 'utf8')) as { version: string }
).version;

const HOST_SCRIPT =
  `
import fc from 'fast-check';
import { defaultCatalog, loadCatalog, defaultCatalogFiles, validateCreateAccount, resolveAvailability } ` +
  `from 'acctos';
import { validRequestsValidate, invalidRequestsYieldTheirCode, availabilityMatchesDefinition } from 'acctos/testing';

const validate = (request, ctx) => validateCreateAccount(defaultCatalog, request, ctx);
fc.assert(validRequestsValidate(defaultCatalog, validate, 'sep-ira'));
fc.assert(validRequestsValidate(defaultCatalog, validate));
fc.assert(invalidRequestsYieldTheirCode(defaultCatalog, validate));
fc.assert(availabilityMatchesDefinition(defaultCatalog, (ctx) => resolveAvailability(defaultCatalog, ctx)));

// A wrapper that forgets TrusteeRequired is caught here too.
const broken = (request, ctx) => {
  const r = validate(request, ctx);
  return !r.ok && r.ErrorCode === 'TrusteeRequired' ? { ...r, ErrorCode: 'InvalidRequest' } : r;
};
const caught = fc.check(invalidRequestsYieldTheirCode(defaultCatalog, broken), { seed: 1001 });
console.log(JSON.stringify({ ok: true, brokenCaught: caught.failed, label: ` +
  `caught.counterexample?.[0]?.label ?? null, types: defaultCatalog.types.length }));
`;

describe('acctos/testing from the packed tarball', () => {
  it('installs with fast-check into a temporary project and runs the laws against acctos', async () => {
    const tarball = await packedTarball();
    expect(existsSync(join(root, 'dist/testing/index.js'))).toBe(true);
    expect(existsSync(join(root, 'dist/testing/index.d.ts'))).toBe(true);
    // The core entry does not load fast-check; only the testing entry does.
    expect(readFileSync(join(root, 'dist/index.js'), 'utf8')).not.toMatch(/fast-check/);

    const project = join(work, 'host');
    mkdirSync(project, { recursive: true });
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'host-service', version: '1.0.0', private: true, type: 'module' }),
    );
    runNpm(
      ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball, `fast-check@${fastCheckVersion}`],
      project,
    );
    writeFileSync(join(project, 'host.property.mjs'), HOST_SCRIPT);
    const out = execFileSync(process.execPath, ['host.property.mjs'], { cwd: project, encoding: 'utf8' });
    const result = JSON.parse(out.trim().split('\n').pop() ?? '{}') as {
      ok: boolean;
      brokenCaught: boolean;
      label: string | null;
      types: number;
    };
    expect(result.ok).toBe(true);
    expect(result.types).toBe(23);
    expect(result.brokenCaught).toBe(true);
    expect(result.label).toMatch(/^missing-trustee:/);
  }, 480_000);
});
