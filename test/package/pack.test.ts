import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The published shape: build with tsup, `npm pack`, install the tarball into a fresh project and
// import the engine from there by its package name, as a user would.

const root = new URL('../../', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'acctos-pack-'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (args: string[], cwd: string): string =>
  execFileSync(npm, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_update_notifier: 'false' } });

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm package', () => {
  it('builds, packs, installs into a temporary project and imports resolveAvailability and defaultCatalog', () => {
    run(['run', 'build'], root);
    expect(existsSync(join(root, 'dist/index.js'))).toBe(true);
    expect(existsSync(join(root, 'dist/index.d.ts'))).toBe(true);

    run(['pack', '--pack-destination', work], root);
    const tarball = readdirSync(work).find((f) => /^acctos-.*\.tgz$/.test(f));
    expect(tarball).toBeDefined();

    const project = join(work, 'project');
    mkdirSync(project, { recursive: true });
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'acctos-consumer', version: '1.0.0', private: true, type: 'module' }));
    run(['install', '--no-audit', '--no-fund', '--prefer-offline', join(work, tarball!)], project);

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
      types: 21,
      sep: true,
      plesa: ['AuthorityGroupUnmet', 'NotContracted', 'GateNotSatisfied'],
      asset: 'NotPermitted',
    });
  }, 240_000);
});
