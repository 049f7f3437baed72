// docs/server.md lists every write route with its decide function ("Write routes"); this test
// holds the table to the app: every non-GET route of the OpenAPI document is in the table, every
// row is a route of the app, and every route run by the shell names the decide function it calls.
import { readFileSync } from 'node:fs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../src/index.js';
import { type AcctosApp, createApp, type Database, openDatabase } from '../../src/server/index.js';
import { writeRoutesOf } from '../../src/server/routes/define.js';
import { ENCRYPTION_KEY, OPERATOR } from './fixture.js';

interface Row {
  readonly method: string;
  readonly path: string;
  readonly operation: string;
  readonly decide: string;
}

function documentedRows(): Row[] {
  const text = readFileSync(new URL('../../docs/server.md', import.meta.url), 'utf8');
  const start = text.indexOf('### Write routes');
  expect(start).toBeGreaterThan(0);
  const section = text.slice(start, text.indexOf('\n### ', start + 1));
  const rows: Row[] = [];
  for (const line of section.split('\n')) {
    const m = /^\| (GET|POST|PUT|PATCH|DELETE) \| `([^`]+)` \| ([^|]+) \| ([^|]+) \|$/.exec(line);
    if (m === null) continue;
    const decide = /`(\w+)`/.exec(m[4] ?? '')?.[1] ?? '';
    rows.push({ method: m[1] ?? '', path: m[2] ?? '', operation: (m[3] ?? '').trim(), decide });
  }
  return rows;
}

describe('docs/server.md lists every write route with its decide function', () => {
  let db: Database;
  let app: AcctosApp;
  beforeAll(async () => {
    db = await openDatabase({});
    app = createApp({
      db,
      catalog: defaultCatalog,
      now: () => new Date(),
      adminKey: OPERATOR,
      encryptionKey: ENCRYPTION_KEY,
      logger: pino({ level: 'silent' }),
    });
  });
  afterAll(async () => {
    await db.close();
  });

  it('the table and the OpenAPI document name the same write routes', () => {
    const doc = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'acctos', version: '1' } });
    const registered = Object.entries(doc.paths ?? {})
      .flatMap(([path, ops]) => Object.keys(ops as object).map((m) => `${m.toUpperCase()} ${path}`))
      .filter((r) => !r.startsWith('GET ') && /^(POST|PUT|PATCH|DELETE) /.test(r))
      .sort();
    const documented = documentedRows()
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    expect(documented).toEqual(registered);
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('every route the shell runs is in the table with its operation and decide function, and no other', () => {
    const shell = writeRoutesOf(app)
      .map((r) => ({ method: r.method, path: r.path, operation: r.operation, decide: r.decide }))
      .sort((a, b) => `${a.method} ${a.path}`.localeCompare(`${b.method} ${b.path}`));
    const documented = documentedRows()
      .filter((r) => r.decide !== '')
      .sort((a, b) => `${a.method} ${a.path}`.localeCompare(`${b.method} ${b.path}`));
    expect(shell.length).toBeGreaterThanOrEqual(14);
    expect(documented).toEqual(shell);
    for (const r of shell) expect(r.decide).toMatch(/^decide[A-Z]\w+$/);
  });
});
