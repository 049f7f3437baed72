// Durability: acknowledged writes survive a SIGKILL of the server process (PGlite data dir).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, httpFetcher, type TestKey } from './sign.js';

const ROOT = join(import.meta.dirname, '..', '..');

function startChild(dataDir: string): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'src/server/main.ts'), '--demo'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', ACCTOS_DATA_DIR: dataDir, ACCTOS_LOG_LEVEL: 'info', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 90_000);
    const poll = setInterval(() => {
      const m = /"url":"(http:\/\/[^"]+)"/.exec(out);
      if (m) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve({ child, url: m[1]!, output: () => out });
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`server exited ${code}:\n${out}`));
    });
  });
}

describe('SIGKILL durability', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'acctos-kill-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('acknowledged writes are all present after kill -9 and restart', async () => {
    const first = await startChild(dataDir);
    const banner = first.output();
    const m = /provider key:\s+ACCTOS_KEY_ID=(\S+) ACCTOS_SECRET=(\S+)/.exec(banner);
    expect(m, banner).not.toBeNull();
    const key: TestKey = { KeyId: m![1]!, Secret: m![2]! };
    const secrets = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as { AdminKeyId: string };
    expect(secrets.AdminKeyId).toMatch(/^op_/);
    const send = httpFetcher(first.url);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await call(send, 'POST', '/v1/clients', {
        key,
        body: { ClientType: 'Individual', Contact: { FirstName: `K${i}`, LastName: 'Ill' } },
      });
      expect(r.json.Status).toBe(1);
      ids.push(String(r.json['ClientId']));
    }
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));

    const second = await startChild(dataDir);
    try {
      expect(second.output()).not.toContain('demo data created'); // seeded once only
      const send2 = httpFetcher(second.url);
      for (const id of ids) {
        const r = await call(send2, 'GET', `/v1/clients/${id}`, { key });
        expect(r.json.Status, JSON.stringify(r.json)).toBe(1);
      }
    } finally {
      second.child.kill('SIGKILL');
    }
  }, 240_000);
});
