// Issue 5's must-show: the README's start command serves, and the signed call its banner
// prints succeeds when pasted into a shell exactly as printed.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 90_000; // tsx cold start plus PGlite's first migration

/** The parent's environment without anything that would point the child elsewhere. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env))
    if (!k.startsWith('ACCTOS_') && k !== 'DATABASE_URL' && k !== 'PORT' && k !== 'HOST') env[k] = v;
  return { ...env, ...extra };
}

/** Resolves with the first line after "Try a signed call:" once it has been printed. */
function waitForSignedCall(child: ChildProcess, output: { stdout: string; stderr: string }): Promise<string> {
  return new Promise((ok, fail) => {
    const timer = setTimeout(
      () =>
        fail(
          new Error(
            `no "Try a signed call" within ${START_TIMEOUT_MS} ms\nstdout: ${output.stdout}\nstderr: ${output.stderr}`,
          ),
        ),
      START_TIMEOUT_MS,
    );
    const check = (): void => {
      const m = /Try a signed call:\s*\n\s*(\S[^\n]*)\n/.exec(output.stdout);
      if (m !== null) {
        clearTimeout(timer);
        ok(m[1]!.trim());
      }
    };
    child.stdout?.on('data', (b: Buffer) => {
      output.stdout += b.toString('utf8');
      check();
    });
    child.stderr?.on('data', (b: Buffer) => {
      output.stderr += b.toString('utf8');
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`serve exited early with ${code}\nstdout: ${output.stdout}\nstderr: ${output.stderr}`));
    });
  });
}

function runShell(command: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((ok, fail) => {
    const sh = spawn('sh', ['-c', command], { cwd: REPO_ROOT, env: cleanEnv({}), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    sh.stdout.on('data', (b: Buffer) => (stdout += b.toString('utf8')));
    sh.stderr.on('data', (b: Buffer) => (stderr += b.toString('utf8')));
    sh.once('error', fail);
    sh.once('exit', (code) => ok({ code, stdout, stderr }));
  });
}

describe('README start: `npm start -- --demo` (node bin/acctos.js serve --demo) and the printed signed call', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'acctos-readme-start-'));
  let child: ChildProcess | undefined;

  afterAll(async () => {
    if (child !== undefined && child.exitCode === null) {
      const exited = new Promise((ok) => child!.once('exit', ok));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((ok) => setTimeout(ok, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('serves, prints a signed call, and that exact command exits 0 with a Status 1 envelope', async () => {
    const output = { stdout: '', stderr: '' };
    child = spawn(process.execPath, ['bin/acctos.js', 'serve', '--demo'], {
      cwd: REPO_ROOT,
      env: cleanEnv({ PORT: '0', ACCTOS_DATA_DIR: dataDir, ACCTOS_LOG_LEVEL: 'silent' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const command = await waitForSignedCall(child, output);
    const env = String.raw`ACCTOS_URL=http://127\.0\.0\.1:\d+ ACCTOS_KEY_ID=\S+ ACCTOS_SECRET=\S+`;
    const call = String.raw`node bin/acctos\.js call GET "/v1/account-types\?InstitutionId=[0-9a-f-]{36}"`;
    expect(command).toMatch(new RegExp(`^${env} ${call}$`));

    const r = await runShell(command);
    expect(r.code, `stdout: ${r.stdout}\nstderr: ${r.stderr}`).toBe(0);
    const envelope = JSON.parse(r.stdout) as {
      RequestId: number;
      Status: number;
      AccountTypes: { AccountTypeCode: string; Available: boolean }[];
    };
    expect(String(envelope.RequestId)).toMatch(/^\d{13}$/);
    expect(envelope.Status).toBe(1);
    // The demo institution holds every authority and the provider is contracted for every ship type.
    expect(envelope.AccountTypes.find((t) => t.AccountTypeCode === 'roth-ira')?.Available).toBe(true);

    // Stopping: SIGTERM ends the service cleanly.
    const exited = new Promise<number | null>((ok) => child!.once('exit', (code) => ok(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 180_000);
});
