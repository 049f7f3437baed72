// Issue 17, "a production start prints secrets": demo data and the banner only with
// `acctos serve --demo`; a supplied ACCTOS_ADMIN_SECRET is never printed; a production start on
// an empty database creates only the schema and says how to create the first provider.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type CliIo, main } from '../../src/cli/main.js';
import { openDatabase, startServer } from '../../src/server/index.js';
import { PG_URL, postgresAnswers } from './backends.js';
import { call, httpFetcher } from './sign.js';

const SUPPLIED = { KeyId: 'op_supplied', Secret: 'supplied-operator-secret-never-printed-0123456789' };
const QUIET = { ACCTOS_LOG_LEVEL: 'silent', ACCTOS_WEBHOOKS: 'off' };

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'acctos-prodstart-'));
  dirs.push(d);
  return d;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function countsIn(dataDir: string): Promise<{ providers: number; institutions: number; keys: number }> {
  const db = await openDatabase({ dataDir });
  try {
    const n = async (table: string) =>
      Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? -1);
    return { providers: await n('providers'), institutions: await n('institutions'), keys: await n('api_keys') };
  } finally {
    await db.close();
  }
}

async function withPgDatabase<T>(fn: (url: string, admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  await admin.connect();
  const name = `acctos_prodstart_${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    return await fn(url.href, admin);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
  }
}

describe('production start (no --demo)', () => {
  it('PGlite, empty database: schema only, no secret ' +
    'printed, the first-provider notice; the notice works', async () => {
    const dataDir = tempDir();
    let out = '';
    const server = await startServer({
      port: 0,
      dataDir,
      env: { ...QUIET, ACCTOS_ADMIN_KEY_ID: SUPPLIED.KeyId, ACCTOS_ADMIN_SECRET: SUPPLIED.Secret },
      print: (t) => {
        out += t;
      },
    });
    try {
      expect(out).toContain('no provider yet');
      expect(out).toMatch(/acctos(\.js)? providers create/);
      expect(out).toContain(SUPPLIED.KeyId);
      expect(out).not.toContain(SUPPLIED.Secret);
      expect(out).not.toContain('demo data created');
      // Following the notice: the operator key creates the first provider.
      const r = await call(httpFetcher(server.url), 'POST', '/v1/providers', {
        key: SUPPLIED,
        body: { Name: 'First Provider' },
      });
      expect(r.json.Status, JSON.stringify(r.json)).toBe(1);
    } finally {
      await server.close();
    }
    expect(await countsIn(dataDir)).toEqual({ providers: 1, institutions: 0, keys: 0 });
  }, 60_000);

  it('PGlite, generated operator secret: printed nowhere (it is in secrets.json, mode 0600)', async () => {
    const dataDir = tempDir();
    let out = '';
    const server = await startServer({ port: 0, dataDir, env: QUIET, print: (t) => (out += t) });
    await server.close();
    const secrets = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as Record<string, string>;
    expect(out).toContain(secrets['AdminKeyId']!);
    expect(out).toContain('secrets.json');
    for (const value of [secrets['AdminSecret']!, secrets['EncryptionKey']!]) expect(out).not.toContain(value);
    expect(await countsIn(dataDir)).toEqual({ providers: 0, institutions: 0, keys: 0 });
  }, 60_000);

  it('PostgreSQL, empty database: schema only, no secret printed, the first-provider notice', async (ctx) => {
    if (!(await postgresAnswers())) {
      console.log(`PostgreSQL at ${PG_URL} does not answer: skipping the PostgreSQL production start.`);
      ctx.skip();
      return;
    }
    await withPgDatabase(async (url) => {
      let out = '';
      const server = await startServer({
        port: 0,
        dataDir: tempDir(),
        databaseUrl: url,
        env: { ...QUIET, ACCTOS_ADMIN_KEY_ID: SUPPLIED.KeyId, ACCTOS_ADMIN_SECRET: SUPPLIED.Secret },
        print: (t) => (out += t),
      });
      await server.close();
      expect(out).toContain('no provider yet');
      expect(out).not.toContain(SUPPLIED.Secret);
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        const n = async (t: string) => Number((await c.query(`SELECT count(*)::int AS n FROM ${t}`)).rows[0].n);
        expect([await n('providers'), await n('institutions'), await n('api_keys')]).toEqual([0, 0, 0]);
        expect(await n('schema_migrations')).toBeGreaterThan(0);
      } finally {
        await c.end();
      }
    });
  }, 60_000);
});

describe('acctos serve --demo', () => {
  function io(env: Record<string, string>): { io: CliIo; out: () => string } {
    let out = '';
    return {
      io: {
        stdout: (t) => {
          out += t;
        },
        stderr: () => undefined,
        env,
        readFile: async () => '',
        readStdin: async () => '',
        waitForShutdown: async () => undefined,
      },
      out: () => out,
    };
  }

  it('seeds the demo once and prints its banner, never the supplied operator secret', async () => {
    const dataDir = tempDir();
    const env = {
      ...QUIET,
      ACCTOS_ADMIN_KEY_ID: SUPPLIED.KeyId,
      ACCTOS_ADMIN_SECRET: SUPPLIED.Secret,
      ACCTOS_DATA_DIR: dataDir,
      PORT: '0',
    };
    const first = io(env);
    expect(await main(['serve', '--demo'], first.io)).toBe(0);
    expect(first.out()).toContain('demo data created');
    expect(first.out()).toMatch(/provider key:\s+ACCTOS_KEY_ID=\S+ ACCTOS_SECRET=\S+/);
    expect(first.out()).toContain(`ACCTOS_KEY_ID=${SUPPLIED.KeyId} (secret: the ACCTOS_ADMIN_SECRET you supplied`);
    expect(first.out()).not.toContain(SUPPLIED.Secret);
    const again = io(env);
    expect(await main(['serve', '--demo'], again.io)).toBe(0);
    expect(again.out()).not.toContain('demo data created');
    expect(await countsIn(dataDir)).toMatchObject({ providers: 1, institutions: 1, keys: 1 });
  }, 60_000);

  it('without --demo the same command creates nothing', async () => {
    const dataDir = tempDir();
    const run = io({ ...QUIET, ACCTOS_DATA_DIR: dataDir, PORT: '0' });
    expect(await main(['serve'], run.io)).toBe(0);
    expect(run.out()).toContain('no provider yet');
    expect(await countsIn(dataDir)).toEqual({ providers: 0, institutions: 0, keys: 0 });
  }, 60_000);
});
