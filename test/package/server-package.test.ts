import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packedTarballs, runNpm } from '../support/packed-tarball.js';
import { installedPackages, installedSize_kb } from './installed-tree.js';

// The service package as an operator installs it: the engine and acctos-server tarballs
// together into a fresh project; `acctos-server serve` starts on PGlite on a free port,
// /healthz and /readyz answer, SIGTERM stops it.

const work = mkdtempSync(join(tmpdir(), 'acctos-server-pack-'));
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 20_000;
let child: ChildProcess | undefined;

afterAll(() => {
  if (child !== undefined && child.exitCode === null) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

async function getJson(url: string): Promise<{ status: number; body: Record<string, unknown> } | undefined> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  } catch {
    return undefined;
  }
}

describe('npm package acctos-server (service)', () => {
  it('installs with the engine tarball, serves on PGlite from its bin, answers /healthz and /readyz, stops on ' +
    'SIGTERM', async () => {
    const { engine, server } = await packedTarballs();
    const project = join(work, 'service');
    mkdirSync(project, { recursive: true });
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'acctos-operator', version: '1.0.0', private: true, type: 'module' }),
    );
    runNpm(['install', '--no-audit', '--no-fund', '--prefer-offline', engine, server], project);

    const installed = installedPackages(project);
    for (const name of ['acctos', 'acctos-server', '@electric-sql/pglite', 'hono', '@hono/node-server', 'pg', 'pino']) {
      expect(installed, name).toContain(name);
    }
    // One engine: acctos-server's "acctos": "0.1.0" is met by the installed tarball, not fetched.
    expect(installed.filter((n) => n === 'acctos')).toHaveLength(1);
    const lock = readFileSync(join(project, 'package-lock.json'), 'utf8');
    expect(lock).not.toMatch(/acctos-server\/node_modules\/acctos"/);
    console.log(
      `engine + service install: node_modules ${installedSize_kb(project)} KB on disk, ${installed.length} packages`,
    );

    const port = await freePort();
    let output = '';
    child = spawn(
      join(project, 'node_modules/.bin/acctos-server'),
      ['serve', '--port', String(port), '--host', '127.0.0.1', '--data-dir', join(project, 'data')],
      { cwd: project, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DATABASE_URL: '' } },
    );
    child.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + READY_TIMEOUT_MS;
    let health: Awaited<ReturnType<typeof getJson>>;
    while (health?.status !== 200 && Date.now() < deadline && child.exitCode === null) {
      await new Promise((r) => setTimeout(r, 500));
      health = await getJson(`${base}/healthz`);
    }
    expect(health?.status, output).toBe(200);
    expect(health?.body.Healthy).toBe(true);
    const ready = await getJson(`${base}/readyz`);
    expect(ready?.status, output).toBe(200);
    expect(ready?.body).toMatchObject({ Ready: true, Database: 'pglite' });
    // Issue 16: the first-provider notice names the command that works in this project.
    for (let i = 0; i < 40 && !output.includes('providers create'); i++) await new Promise((r) => setTimeout(r, 250));
    expect(output).toContain('npx acctos-server providers create');
    expect(output).not.toContain('bin/acctos.js');

    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), STOP_TIMEOUT_MS)),
    ]);
    expect(code, output).toBe(0);
  }, 420_000);
});
