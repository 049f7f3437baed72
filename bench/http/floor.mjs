// The floor of a signed GET on PGlite (docs/performance.md): what a handler that does only the work
// the contract asks of every read reaches, against the bare handler, in one run.
//   node bench/http/floor.mjs        (needs the build: npm run build)
// Forks, one after another, a node:http handler answering 9,900 bytes that does, cumulatively:
//   bare    nothing else;
//   hmac    the design.md section 4 check: the signing base (the service's signingBase) and its
//           HMAC-SHA256, compared in constant time;
//   audit   one audit row per request, batched every 50 ms into PGlite's audit_log with one INSERT
//           (the service's migrations; the statement is the service's batch INSERT): the floor of
//           a read, which logs no line when it succeeds (docs/decisions 52);
//   log     one pino line per request at info, as the service writes for a write or a refusal.
// No routing, no framework, no envelope, no key or provider lookup. Drives each as bench:http does
// (autocannon, 50 connections, loopback) and prints req/s and the ratio to the bare handler.
import { fork } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const STEPS = ['bare', 'hmac', 'audit', 'log'];
const SECONDS = Math.min(60, Math.max(1, Number(process.env.BENCH_SECONDS ?? 5)));
const SECRET = 'floor-bench-secret';
const TARGET = '/v1/account-types?InstitutionId=0f8fad5b-d9cb-469f-a165-70867728950e';
const AUDIT_FLUSH_EVERY_MS = 50;
const AUDIT_BATCH_ROWS = 500;

async function serve(step) {
  const server = await import('../../dist/server/index.js');
  const depth = STEPS.indexOf(step);
  const body = Buffer.alloc(9900, 'x');
  const headers = { 'Content-Type': 'application/json', 'Content-Length': String(body.length) };
  const key = Buffer.from(SECRET, 'utf8');
  const logger = depth >= 3 ? (await import('pino')).default({ level: 'info' }) : undefined;
  const rows = [];
  if (depth >= 2) {
    const dir = mkdtempSync(join(tmpdir(), 'acctos-floor-'));
    const db = await server.openDatabase({ dataDir: dir });
    await server.migrate(db);
    process.on('SIGTERM', () => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
    let next = 1_000_000_000_000;
    setInterval(() => {
      const batch = rows.splice(0, AUDIT_BATCH_ROWS);
      if (batch.length === 0) return;
      const cols = Array.from({ length: 10 }, () => []);
      for (const a of batch) {
        const values = [next++, 'k', 'GET', a.route, 200, 0, null, null, a.at, a.ms];
        values.forEach((v, i) => cols[i].push(v));
      }
      void db.query(
        `INSERT INTO audit_log (request_id, key_id, method, route, http_status, status, error_code, ` +
          `error_detail, occurred_at, duration_ms) SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], ` +
          `$4::text[], $5::int[], $6::int[], $7::text[], $8::text[], $9::timestamptz[], $10::int[]) ` +
          `ON CONFLICT (request_id) DO NOTHING`,
        cols,
      );
    }, AUDIT_FLUSH_EVERY_MS).unref();
  }
  const http = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const started = performance.now();
      if (depth >= 1) {
        const m = /^HMAC ([^:\s]+):([^:\s]+):([^:\s]+)$/.exec(req.headers.authorization ?? '');
        const base = m === null ? '' : server.signingBase('GET', req.url, m[3], new Uint8Array(0));
        const expected = createHmac('sha256', key).update(base, 'utf8').digest();
        const given = Buffer.from(m?.[2] ?? '', 'base64');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          res.writeHead(401).end();
          return;
        }
      }
      res.writeHead(200, headers);
      res.end(body);
      logger?.info({ requestId: '1234567890123', method: 'GET', route: req.url, status: 200 }, 'request');
      if (depth >= 2)
        rows.push({ route: req.url, at: new Date().toISOString(), ms: Math.round(performance.now() - started) });
    });
  });
  http.keepAliveTimeout = 30_000;
  http.listen(0, '127.0.0.1', () => process.send(http.address().port));
}

async function measure(step) {
  const child = fork(new URL(import.meta.url).pathname, ['child', step], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    const port = await new Promise((ok) => child.once('message', ok));
    const server = await import('../../dist/server/index.js');
    const ts = String(Math.floor(Date.now() / 1000));
    const signature = createHmac('sha256', Buffer.from(SECRET, 'utf8'))
      .update(server.signingBase('GET', TARGET, ts, new Uint8Array(0)), 'utf8')
      .digest('base64');
    const requests = [{ method: 'GET', path: TARGET, headers: { Authorization: `HMAC k:${signature}:${ts}` } }];
    const url = `http://127.0.0.1:${port}`;
    await autocannon({ url, connections: 50, duration: 1, requests });
    const r = await autocannon({ url, connections: 50, duration: SECONDS, requests });
    if (r.non2xx > 0) throw new Error(`${step}: ${r.non2xx} answers were not 2xx`);
    return { rps: r.requests.average, p99: r.latency.p99 };
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.argv[2] === 'child') await serve(process.argv[3]);
else {
  console.log('| handler (each step adds to the one above) | req/s | p99 ms | ratio to bare |');
  console.log('|---|---:|---:|---:|');
  let bare = 0;
  for (const step of STEPS) {
    const { rps, p99 } = await measure(step);
    if (step === 'bare') bare = rps;
    console.log(`| ${step} | ${Math.round(rps).toLocaleString('en-US')} | ${p99} | ${(rps / bare).toFixed(2)} |`);
  }
}
