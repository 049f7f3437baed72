// Issue 16: /healthz (the process serves) and /readyz (database reachable, migrations current),
// on both databases, without a key.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../src/index.js';
import { createApp, type Database, migrate } from '../../src/server/index.js';
import { availableBackends } from './backends.js';

const backends = await availableBackends();

describe.each(backends.map((b) => [b.name, b] as const))('health probes (%s)', (_name, backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    app = createApp({ db, catalog: defaultCatalog, now: () => new Date(), logger: pino({ level: 'silent' }) });
  });
  afterAll(async () => {
    await cleanup();
  });

  const get = async (path: string) => {
    const res = await app.fetch(new Request(`http://acctos.test${path}`));
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  it('/healthz answers 200 with the envelope and no key', async () => {
    expect(await get('/healthz')).toMatchObject({ status: 200, json: { Status: 1, Healthy: true } });
  });

  it('/readyz answers 200 when every migration is applied', async () => {
    const r = await get('/readyz');
    expect(r).toMatchObject({ status: 200, json: { Status: 1, Ready: true } });
    expect(r.json['MigrationsApplied']).toBeGreaterThan(0);
  });

  it('/readyz answers 503 ServiceUnavailable while a migration of this build is pending', async () => {
    await db.query('DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations)');
    const r = await get('/readyz');
    expect(r.status).toBe(503);
    expect(r.json).toMatchObject({ Status: 0, ResponseStatus: { ErrorCode: 'ServiceUnavailable' } });
    expect(String((r.json['ResponseStatus'] as { Message: string }).Message)).toContain('Migrations not applied');
  });

  it('/readyz answers 503 when the database is closed, and never hangs', async () => {
    const fresh = await backend.open();
    await migrate(fresh.db);
    const other = createApp({
      db: fresh.db,
      catalog: defaultCatalog,
      now: () => new Date(),
      logger: pino({ level: 'silent' }),
    });
    await fresh.cleanup();
    const res = await other.fetch(new Request('http://acctos.test/readyz'));
    expect(res.status).toBe(503);
  });
});
