#!/usr/bin/env node
// `npm run bench:http` (issue 9): one bounded run, loopback only, 50 connections, a few seconds
// per case. In the same run, per database (PGlite; PostgreSQL at 127.0.0.1:5432 db `test` when
// it answers): a bare node:http handler answering the same bytes as GET /v1/account-types; a
// minimal node:http handler doing the same single INSERT on the same kind of database; and the
// service's signed GET /v1/account-types?InstitutionId=, GET /v1/accounts/{id}, POST /v1/clients
// and Fund Account. Prints a table (req/s, p50, p99, ratios) and writes it into docs/performance.md.
// Env: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (50), BENCH_DATABASES (pglite,postgres),
// BENCH_CPU_PROF=<dir> (profile the service children with node --cpu-prof), BENCH_CASES (a comma
// list of types,account,client,fund: profile one route at a time; default all).
import { fork, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ADMIN, authorization, PG_URL } from './common.mjs';

const SECONDS = Math.min(60, Math.max(1, Number(process.env.BENCH_SECONDS ?? 5)));
const CONNECTIONS = Math.min(500, Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 50)));
const WARMUP_S = 1;
const CASES = new Set((process.env.BENCH_CASES ?? 'types,account,client,fund').split(','));
const DOC = 'docs/performance.md';
const START = '<!-- bench:http start -->';
const END = '<!-- bench:http end -->';
const here = new URL('.', import.meta.url);
const SERVERS = new URL('servers.mjs', here).pathname;

function load() {
  return loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
}

async function pgAnswers() {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

// Every child is stopped when the bench ends, whatever ends it.
const children = new Set();
process.on('exit', () => {
  for (const c of children) c.kill('SIGKILL');
});

function start(mode, arg) {
  const execArgv = [];
  if (process.env.BENCH_CPU_PROF && mode === 'service')
    execArgv.push(
      '--cpu-prof',
      `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`,
      `--cpu-prof-name=${mode}-${arg}.cpuprofile`,
    );
  const child = fork(SERVERS, [mode, arg], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'], execArgv });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return new Promise((ok, fail) => {
    child.once('message', (m) => ok({ url: `http://127.0.0.1:${m.port}`, child }));
    child.once('exit', (code) => fail(new Error(`${mode} ${arg} exited with ${code}`)));
  });
}

async function stop(s) {
  s.child.removeAllListeners('exit');
  const done = new Promise((ok) => s.child.once('exit', ok));
  s.child.send('stop');
  const timer = setTimeout(() => s.child.kill('SIGKILL'), 10_000);
  await done;
  clearTimeout(timer);
}

async function call(url, key, method, target, body) {
  const raw = body === undefined ? '' : JSON.stringify(body);
  const headers = { Authorization: authorization(key, method, target, raw) };
  if (raw !== '') headers['Content-Type'] = 'application/json';
  const res = await fetch(url + target, { method, headers, ...(raw !== '' ? { body: raw } : {}) });
  const text = await res.text();
  const json = JSON.parse(text);
  if (res.status !== 200 || json.Status !== 1)
    throw new Error(`${method} ${target}: ${res.status} ${text.slice(0, 300)}`);
  return { json, text };
}

const ACCOUNTS = 50;
const CONTACT = { FirstName: 'Ada', LastName: 'Lovelace', DateOfBirth: '1985-12-10' };

/** Operator set-up through the API: a provider, its key, contracts, an institution, a client, 50 accounts. */
async function setup(url) {
  const p = await call(url, ADMIN, 'POST', '/v1/providers', { Name: 'Bench Provider' });
  const providerId = p.json.ProviderId;
  const k = await call(url, ADMIN, 'POST', `/v1/providers/${providerId}/keys`, {});
  const key = { KeyId: k.json.KeyId, Secret: k.json.Secret };
  await call(url, ADMIN, 'PUT', `/v1/providers/${providerId}/contracts`, {
    AccountTypeCodes: ['roth-ira', 'traditional-ira', 'demand-deposit-checking'],
  });
  await call(url, ADMIN, 'PUT', `/v1/providers/${providerId}/gates`, { SatisfiedGates: ['demand-deposit-checking'] });
  const { defaultCatalog } = await import('../../dist/index.js');
  const inst = await call(url, ADMIN, 'POST', '/v1/institutions', {
    Name: 'Bench Bank',
    Authorities: defaultCatalog.authorities.map((a) => a.Name),
  });
  const institutionId = inst.json.InstitutionId;
  const client = await call(url, key, 'POST', '/v1/clients', { ClientType: 'Individual', Contact: CONTACT });
  const accounts = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const a = await call(url, key, 'POST', '/v1/accounts', {
      ProviderReferenceId: uniqueRef('a'),
      ClientId: client.json.ClientId,
      AccountTypeCode: 'demand-deposit-checking',
      InstitutionId: institutionId,
      ProductType: 'Checking',
      OverdraftPermitted: false,
      AnnualPercentageYield: '0.5',
    });
    accounts.push(a.json.AccountId);
  }
  return { key, institutionId, accounts };
}

async function cannon(url, requests, seconds = SECONDS) {
  const bad = { n: 0 };
  const withCheck = requests.map((r) => ({
    ...r,
    onResponse: (status, body) => {
      if (status !== 200 || !String(body).includes('"Status":1')) bad.n += 1;
    },
  }));
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, requests: withCheck });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    failed: bad.n + r.errors + r.timeouts,
  };
}

async function measure(url, requests) {
  await cannon(url, requests, WARMUP_S);
  return cannon(url, requests);
}

function signedGet(key, target) {
  // One signature for the whole run (inside the 300 s window): reads are never replays.
  return [{ method: 'GET', path: target, headers: { Authorization: authorization(key, 'GET', target, '') } }];
}

let seq = 0;
function uniqueRef(prefix) {
  seq += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${seq}`;
}

function createClientRequests(key) {
  return [
    {
      method: 'POST',
      path: '/v1/clients',
      setupRequest: (req) => {
        const body = JSON.stringify({
          ProviderReferenceId: uniqueRef('c'),
          ClientType: 'Individual',
          Contact: CONTACT,
        });
        return {
          ...req,
          body,
          headers: {
            'Content-Type': 'application/json',
            Authorization: authorization(key, 'POST', '/v1/clients', body),
          },
        };
      },
    },
  ];
}

function fundRequests(key, accounts) {
  let i = 0;
  return [
    {
      method: 'POST',
      path: '/v1/accounts/x/fund',
      setupRequest: (req) => {
        const target = `/v1/accounts/${accounts[i++ % accounts.length]}/fund`;
        const body = JSON.stringify({
          ProviderReferenceId: uniqueRef('f'),
          Amount: '1.00',
          Currency: 'USD',
          PaymentMethodType: 'Wire',
        });
        return {
          ...req,
          path: target,
          body,
          headers: { 'Content-Type': 'application/json', Authorization: authorization(key, 'POST', target, body) },
        };
      },
    },
  ];
}

async function benchDatabase(db, rows) {
  const tmp = mkdtempSync(join(tmpdir(), 'acctos-bench-http-'));
  try {
    // The service first: its GET /v1/account-types answer is the bare handler's body. It stays
    // up (idle) while the bare handler is measured.
    const svc = await start('service', db);
    const ctx = await setup(svc.url);
    const typesTarget = `/v1/account-types?InstitutionId=${ctx.institutionId}`;
    const sample = await call(svc.url, ctx.key, 'GET', typesTarget);
    const bodyFile = join(tmp, 'account-types.json');
    writeFileSync(bodyFile, sample.text);
    // Each write answers Status 1 before it is measured (a refused write would be cheap).
    await call(svc.url, ctx.key, 'POST', `/v1/accounts/${ctx.accounts[1]}/fund`, {
      ProviderReferenceId: uniqueRef('s'),
      Amount: '1.00',
      Currency: 'USD',
      PaymentMethodType: 'Wire',
    });

    const reads = CASES.has('types') || CASES.has('account');
    const writes = CASES.has('client') || CASES.has('fund');
    const bare = reads ? await start('bare', bodyFile) : undefined;
    const bareResult = bare === undefined ? undefined : await measure(bare.url, [{ method: 'GET', path: typesTarget }]);
    if (bare !== undefined) await stop(bare);
    if (bareResult !== undefined)
      rows.push({ db, name: `bare node:http, same ${(sample.text.length / 1024).toFixed(1)} KB`, ...bareResult });

    if (CASES.has('types')) {
      const get1 = await measure(svc.url, signedGet(ctx.key, typesTarget));
      rows.push({
        db,
        name: 'signed GET /v1/account-types?InstitutionId=',
        ...get1,
        ratio: get1.rps / bareResult.rps,
        target: 'get',
      });
    }
    if (CASES.has('account')) {
      const accTarget = `/v1/accounts/${ctx.accounts[0]}`;
      const get2 = await measure(svc.url, signedGet(ctx.key, accTarget));
      rows.push({ db, name: 'signed GET /v1/accounts/{id}', ...get2, ratio: get2.rps / bareResult.rps, target: 'get' });
    }
    const post = CASES.has('client') ? await measure(svc.url, createClientRequests(ctx.key)) : undefined;
    const fund = CASES.has('fund') ? await measure(svc.url, fundRequests(ctx.key, ctx.accounts)) : undefined;
    await stop(svc);
    if (!writes) return;

    const ins = await start('insert', db);
    const insert = await measure(ins.url, [
      {
        method: 'POST',
        path: '/v1/clients',
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ ProviderReferenceId: uniqueRef('i'), ClientType: 'Individual', Contact: CONTACT }),
          headers: { 'Content-Type': 'application/json' },
        }),
      },
    ]);
    await stop(ins);
    rows.push({ db, name: 'minimal node:http, one INSERT', ...insert });
    if (post !== undefined)
      rows.push({ db, name: 'signed POST /v1/clients', ...post, ratio: post.rps / insert.rps, target: 'write' });
    if (fund !== undefined)
      rows.push({
        db,
        name: 'signed POST /v1/accounts/{id}/fund',
        ...fund,
        ratio: fund.rps / insert.rps,
        target: 'write',
      });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function verdict(row) {
  if (row.target === 'get') return row.ratio >= 0.5 ? 'met (>= 0.5 of bare)' : 'MISSED (>= 0.5 of bare)';
  if (row.target === 'write')
    return row.ratio >= 0.5 && row.p99 < 100
      ? 'met (>= 0.5 of INSERT, p99 < 100 ms)'
      : 'MISSED (>= 0.5 of INSERT, p99 < 100 ms)';
  return 'reference';
}

function table(rows) {
  const lines = [
    '| database | handler | req/s | p50 ms | p99 ms | ratio | target | failed |',
    '|---|---|---:|---:|---:|---:|---|---:|',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.db} | ${r.name} | ${Math.round(r.rps).toLocaleString('en-US')} | ${r.p50} | ${r.p99} | ` +
        `${r.ratio === undefined ? '1' : r.ratio.toFixed(2)} | ${verdict(r)} | ${r.failed} |`,
    );
  return lines.join('\n');
}

// Build first (npm start's prestart step): the bench measures the built code.
const built = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const loadBefore = load();
const started = new Date();
const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const rows = [];
const notes = [];
if (wanted.includes('pglite')) await benchDatabase('pglite', rows);
if (wanted.includes('postgres')) {
  if (await pgAnswers()) await benchDatabase('postgres', rows);
  else {
    const msg = `PostgreSQL at ${PG_URL} does not answer: PostgreSQL rows skipped.`;
    console.log(msg);
    notes.push(msg);
  }
}
const loadAfter = load();
const out = table(rows);
const header =
  `${started.toISOString()}, node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), ` +
  `${CONNECTIONS} connections, ${SECONDS} s per case after a ${WARMUP_S} s warm-up, loopback. ` +
  `Load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAfter}.`;
console.log(`\n${header}\n\n${out}\n`);
for (const n of notes) console.log(n);

const section = [
  START,
  '',
  'Last run (`npm run bench:http`):',
  '',
  header,
  ...notes.map((n) => `\n${n}`),
  '',
  out,
  '',
  END,
].join('\n');
const existing = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '';
const a = existing.indexOf(START);
const b = existing.indexOf(END);
const doc =
  a >= 0 && b > a
    ? existing.slice(0, a) + section + existing.slice(b + END.length)
    : `# Performance of the reference service\n\n${section}\n`;
writeFileSync(DOC, doc);
console.log(`wrote ${DOC}`);
const failed = rows.reduce((n, r) => n + r.failed, 0);
if (failed > 0) console.log(`${failed} responses were not 200 with Status 1 (see the failed column).`);
