// Must-show 2 of issue 16: Redocly's recommended ruleset (redocly.yaml) passes on the service's
// OpenAPI document with no error and no warning. The document is written to .tmp and linted by
// the Redocly CLI installed as a devDependency.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serviceDocument } from './document.js';

describe('Redocly lint of /openapi.json', () => {
  it('reports 0 errors and 0 warnings with the recommended ruleset', async () => {
    mkdirSync('.tmp', { recursive: true });
    const file = join('.tmp', 'openapi.json');
    writeFileSync(file, JSON.stringify(await serviceDocument(), null, 2));
    const report = join('.tmp', 'redocly-lint.json');
    const run = spawnSync(
      process.execPath,
      ['node_modules/@redocly/cli/bin/cli.js', 'lint', file, '--config', 'redocly.yaml', '--format', 'json'],
      {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const out = run.stdout;
    writeFileSync(report, out);
    const json = JSON.parse(out.slice(out.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    const problems = json.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(problems, `Redocly problems (full report in ${report})`).toEqual([]);
    expect(json.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(run.status).toBe(0);
    expect(readFileSync('redocly.yaml', 'utf8')).toMatch(/extends:\s*\n\s*- recommended/);
  });
});
