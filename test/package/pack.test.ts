import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packedTarball, runNpm } from '../support/packed-tarball.js';

// The published shape: build with tsup, `npm pack`, install the tarball into a fresh project and
// import the engine from there by its package name, as a user would.

const root = new URL('../../', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'acctos-pack-'));
const run = runNpm;

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm package', () => {
  it('builds, packs, installs into a temporary project and imports resolveAvailability and defaultCatalog', async () => {
    const tarball = await packedTarball();
    expect(existsSync(join(root, 'dist/index.js'))).toBe(true);
    expect(existsSync(join(root, 'dist/index.d.ts'))).toBe(true);

    const project = join(work, 'project');
    mkdirSync(project, { recursive: true });
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'acctos-consumer', version: '1.0.0', private: true, type: 'module' }),
    );
    run(['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], project);

    writeFileSync(
      join(project, 'check.mjs'),
      [
        "import { resolveAvailability, defaultCatalog, assetEligibility } from 'acctos';",
        "const r = resolveAvailability(defaultCatalog, { Authorities: ['StateTrustCompany'], ContractedTypes: ['sep-ira'] });",
        "const sep = r.find((x) => x.Slug === 'sep-ira');",
        "const plesa = r.find((x) => x.Slug === 'emergency-savings-plesa');",
        "const asset = assetEligibility(defaultCatalog, { AccountTypeCode: 'sep-ira', AssetClass: 'RealEstate' });",
        'console.log(JSON.stringify({ types: defaultCatalog.types.length, sep: sep.Available, plesa: plesa.Reasons.map((x) => x.Code), asset: asset.Eligibility }));',
      ].join('\n'),
    );
    const out = execFileSync(process.execPath, ['check.mjs'], { cwd: project, encoding: 'utf8' });
    expect(JSON.parse(out.trim())).toEqual({
      types: 23,
      sep: true,
      plesa: ['AuthorityGroupUnmet', 'NotContracted', 'GateNotSatisfied'],
      asset: 'NotPermitted',
    });
  }, 240_000);
});
