// One server of the HTTP bench, run as a child process (bench/http/run.mjs forks it), so the
// load generator and the server do not share an event loop. Reports its port over IPC.
//   node bench/http/servers.mjs bare <bodyFile>        a bare node:http handler answering those bytes
//   node bench/http/servers.mjs insert pglite|postgres the same single INSERT per request, minimal handler
//   node bench/http/servers.mjs service pglite|postgres the reference service, built (dist/)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ADMIN, ENCRYPTION_KEY, PG_URL } from './common.mjs';

const [mode, arg] = process.argv.slice(2);
const server = await import('../../dist/server/index.js');

const cleanups = [];
async function openDb(kind) {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'acctos-bench-'));
    const db = await server.openDatabase({ dataDir: dir });
    cleanups.push(async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    });
    await server.migrate(db);
    return db;
  }
  const schema = `acctos_bench_${process.pid}`;
  const db = await server.openDatabase({ databaseUrl: PG_URL, schema });
  cleanups.push(async () => {
    await db.close();
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });
  await server.migrate(db);
  return db;
}

function listen(handler) {
  const s = createServer(handler);
  s.keepAliveTimeout = 30_000;
  return new Promise((ok) => s.listen(0, '127.0.0.1', () => ok(s)));
}

let httpServer;
if (mode === 'bare') {
  const body = readFileSync(arg);
  const headers = { 'Content-Type': 'application/json', 'Content-Length': String(body.length) };
  httpServer = await listen((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, headers);
      res.end(body);
    });
  });
} else if (mode === 'insert') {
  const db = await openDb(arg);
  const providerId = randomUUID();
  await db.query('INSERT INTO providers (provider_id, name, created_at) VALUES ($1, $2, now())', [providerId, 'bench']);
  let n = 0;
  httpServer = await listen((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const id = randomUUID();
      const at = new Date().toISOString();
      n += 1;
      db.query(
        `INSERT INTO clients (client_id, provider_id, client_number, client_type, contact, client_status,
           provider_reference_id, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, 'Active', $6, $7, $7)`,
        [
          id,
          providerId,
          `B${process.pid}-${n}`,
          body.ClientType,
          JSON.stringify(body.Contact),
          body.ProviderReferenceId,
          at,
        ],
      ).then(
        () => {
          const out = JSON.stringify({ RequestId: 1000000000000 + n, Status: 1, ClientId: id });
          res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(out)) });
          res.end(out);
        },
        (err) => {
          res.writeHead(500);
          res.end(String(err));
        },
      );
    });
  });
} else if (mode === 'service') {
  const db = await openDb(arg);
  const { serve } = await import('@hono/node-server');
  const pino = (await import('pino')).default;
  const { defaultCatalog } = await import('../../dist/index.js');
  const app = server.createApp({
    db,
    catalog: defaultCatalog,
    now: () => new Date(),
    adminKey: ADMIN,
    encryptionKey: ENCRYPTION_KEY,
    // As `acctos serve` logs: one info line per request, to stdout (here /dev/null).
    logger: pino({ level: 'info' }),
    rateLimit: { limit: 100_000_000, window_ms: 60_000 },
  });
  httpServer = await new Promise((ok) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ok(s));
  });
} else {
  console.error('usage: servers.mjs bare <bodyFile> | insert <db> | service <db>');
  process.exit(2);
}

{
  const log = [];
  let conn = 0;
  httpServer.on('connection', (sock) => { sock.__id = conn++; });
  httpServer.prependListener('request', (req, res) => {
    const at = performance.now();
    const id = req.socket.__id;
    res.on('finish', () => log.push([id, at, performance.now(), req.method, req.url.slice(0, 30)]));
  });
  process.on('message', (m) => { if (m === 'dump') (await_dump()); });
  function await_dump() { require_fs().writeFileSync((process.env.SRV_TRACE ?? '/tmp/srv') + '.' + mode + '.json', JSON.stringify(log)); }
  function require_fs() { return globalThis.__fs; }
  globalThis.__fs = await import('node:fs');
  process.on('exit', () => { try { await_dump(); } catch {} });
}
process.send?.({ port: httpServer.address().port });
process.on('message', async (m) => {
  if (m !== 'stop') return;
  httpServer.closeAllConnections?.();
  await new Promise((ok) => httpServer.close(() => ok()));
  for (const c of cleanups) await c().catch(() => undefined);
  process.exit(0);
});
