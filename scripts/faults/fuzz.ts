// A fuzz run across every route of the service's own OpenAPI document: generated bodies,
// headers and targets (huge and deep JSON, numbers beyond 2^53, unicode, SQL metacharacters,
// malformed request lines). Counts 5xx, non-envelope answers, crashes and partial writes.
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { openDatabase } from '../../src/server/index.js';
import { baseBody, type KnownIds } from './bodies.js';
import { type Acknowledged, checkDatabase } from './checks.js';
import { type Answer, isEnvelope, type Key, send } from './http.js';
import { fuzzRoutes, type OpenApiDoc, type Route } from './routes.js';
import { OPERATOR, type Service, startService, stopService } from './server-process.js';

export interface FuzzOptions {
  readonly label: string;
  readonly dataDir: string;
  readonly databaseUrl?: string;
  readonly requests: number;
  readonly rand: () => number;
  readonly log: (line: string) => void;
  readonly concurrency?: number;
}

/** Answers that are not the JSON envelope by design (documents, the JWKS). */
const NON_ENVELOPE_ROUTES = new Set([
  '/openapi.json',
  '/docs',
  '/docs/docs.js',
  '/docs/scalar.js',
  '/.well-known/jwks.json',
]);

const NASTY_STRINGS = [
  "'; DROP TABLE clients; --",
  '" OR 1=1 --',
  "Robert'); DELETE FROM postings WHERE ('1'='1",
  '%00',
  '\u0000',
  '\\x00\\n',
  'Zoë 🚀 \u202eRTL\u202c ñ 中文 𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '\ud800',
  '../../../../etc/passwd',
  `${'$'}{jndi:ldap://127.0.0.1/a}`,
  '<script>alert(1)</script>',
  ' ',
  '',
  'x'.repeat(5000),
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  '999999999999999.99',
  '9007199254740993',
  '0.001',
  '-1',
  'true',
  '2026-02-30',
  '00000000-0000-0000-0000-000000000000',
];

/** Raw JSON number literals a double cannot hold (or that are out of any range). */
const NASTY_NUMBERS = [
  '9007199254740993',
  '18446744073709551617',
  '1e400',
  '-1e400',
  '1.0000000000000001',
  '999999999999999.99',
  '1000000000000000000000.01',
  '-0',
  '0.000000001',
  '123456789012345678901234567890',
  '4.9e-324',
  '-9007199254740993',
];

const QUERY_NAMES = [
  'PageNumber',
  'PageSize',
  'Type',
  'CreatedAfter',
  'InstitutionId',
  'Year',
  'TaxYear',
  'Format',
  'ClientId',
];
const QUERY_VALUES = [
  '1',
  '0',
  '-1',
  '100',
  '101',
  '99999999999',
  'deposit.posted',
  "x' OR '1'='1",
  '%00',
  '%ZZ',
  '2026-03-02T09:00:00Z',
  'yesterday',
  'html',
  '🚀',
  'a'.repeat(3000),
];

const MALFORMED_LINES = [
  'GET //%% HTTP/1.1',
  'GET * HTTP/1.1',
  'GET http://[::1/x HTTP/1.1',
  'GET /a b HTTP/1.1',
  'GET /\u0001 HTTP/1.1',
  'GET %% HTTP/1.1',
  'POST /v1/clients HTTP/9.9',
  'BREW /v1/clients HTTP/1.1',
  `GET /${'x'.repeat(9000)} HTTP/1.1`,
  'GET http://a:b@/x HTTP/1.1',
  'GET /v1/clients/%E0%A4%A HTTP/1.1',
];

function pick<T>(list: readonly T[], rand: () => number): T {
  return list[Math.floor(rand() * list.length)]!;
}

/** Percent-encoded; a lone surrogate (which encodeURIComponent refuses) becomes a raw bad escape. */
function encoded(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function deepJson(depth: number, rand: () => number): string {
  return rand() < 0.5 ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

interface Known {
  readonly key: Key;
  /** Ids of this run's records by the names of the fields and path parameters that take them. */
  readonly ids: KnownIds;
  /** `METHOD path` of the routes only the operator may call. */
  readonly operatorOnly: ReadonlySet<string>;
}

function idFor(param: string, k: Known, rand: () => number): string {
  const r = rand();
  if (r < 0.6) {
    const extra: Record<string, string> = {
      KeyId: 'no-such-key',
      TaxYear: String(new Date().getUTCFullYear() - Math.floor(rand() * 2)),
      WebhookEndpointId: randomUUID(),
    };
    return k.ids[param] ?? extra[param] ?? randomUUID();
  }
  if (r < 0.78) return randomUUID();
  return encoded(pick(NASTY_STRINGS, rand)).slice(0, 300) || 'x';
}

function mutate(body: Record<string, unknown>, rand: () => number): { raw: string } {
  const r = rand();
  const keys = Object.keys(body);
  const text = JSON.stringify(body);
  if (r < 0.25) return { raw: text }; // as is (valid-ish: real writes happen)
  if (r < 0.45 && keys.length > 0) {
    // One field replaced by a nasty value (string, number literal, object, array, null).
    const key = pick(keys, rand);
    const v = rand();
    const replacement =
      v < 0.4
        ? JSON.stringify(pick(NASTY_STRINGS, rand))
        : v < 0.7
          ? pick(NASTY_NUMBERS, rand)
          : v < 0.8
            ? 'null'
            : v < 0.9
              ? '{"$gt":""}'
              : `[${JSON.stringify(pick(NASTY_STRINGS, rand))}]`;
    const copy = { ...body, [key]: '__HOLE__' };
    return { raw: JSON.stringify(copy).replace('"__HOLE__"', replacement) };
  }
  if (r < 0.55) return { raw: text.replace(/"Amount":"[^"]*"/, `"Amount":${pick(NASTY_NUMBERS, rand)}`) };
  if (r < 0.62) return { raw: JSON.stringify({ ...body, [pick(NASTY_STRINGS, rand).slice(0, 40) || 'x']: 1 }) };
  if (r < 0.68) return { raw: deepJson(1000 + Math.floor(rand() * 20_000), rand) };
  if (r < 0.72) return { raw: JSON.stringify({ ...body, Huge: 'h'.repeat(70_000 + Math.floor(rand() * 10_000)) }) };
  if (r < 0.8)
    return {
      raw: pick(['{"a":', '{', ']', 'null', '1', '"s"', '[]', '{"a":1,}', "{'a':1}", '\u0000', '{"\ud800":1}'], rand),
    };
  if (r < 0.86)
    return {
      raw: text.replace(
        /"([A-Za-z]+)":/,
        (_m, k: string) => `"${k}":"${pick(NASTY_STRINGS, rand).replace(/["\\]/g, '')}","${k}":`,
      ),
    };
  return { raw: JSON.stringify(body).replace(/[A-Za-z]/, 'é') };
}

function rawRequest(port: number, line: string): Promise<{ status: number; body: string }> {
  return new Promise((ok) => {
    const socket = connect(port, '127.0.0.1');
    let out = '';
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => (out += d));
    socket.on('error', () => ok({ status: 0, body: '' }));
    socket.on('close', () => {
      const split = out.indexOf('\r\n\r\n');
      ok({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(out)?.[1] ?? 0),
        body: split < 0 ? '' : Buffer.from(out.slice(split + 4), 'latin1').toString('utf8'),
      });
    });
    socket.write(`${line}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1');
    setTimeout(() => socket.destroy(), 10_000).unref();
  });
}

/**
 * A provider of its own, a client with a Roth IRA (funded) and a traditional IRA (seeded by a
 * rollover), and, generated from their schemas, a plan and an instrument when one is accepted: the
 * ids the generated bodies and targets use, so that a good share of writes are real.
 */
async function setUp(s: Service, doc: OpenApiDoc, routes: readonly Route[], log: (l: string) => void): Promise<Known> {
  const op = (method: string, target: string, body?: unknown) => send(s.url, OPERATOR, method, target, body);
  const provider = await op('POST', '/v1/providers', { Name: 'Fuzz' });
  const providerId = String(provider.json?.['ProviderId']);
  const k = await op('POST', `/v1/providers/${providerId}/keys`, {});
  const key = { KeyId: String(k.json?.['KeyId']), Secret: String(k.json?.['Secret']) };
  await op('PUT', `/v1/providers/${providerId}/contracts`, { AccountTypeCodes: ['roth-ira', 'traditional-ira'] });
  const inst = await op('POST', '/v1/institutions', { Name: 'Fuzz Trust', Authorities: ['Bank', 'StateTrustCompany'] });
  const institutionId = String(inst.json?.['InstitutionId']);
  let n = 0;
  const me = (method: string, target: string, body?: Record<string, unknown>) =>
    send(
      s.url,
      key,
      method,
      target,
      body === undefined ? undefined : { ProviderReferenceId: `fzsetup${n++}`, ...body },
    );
  const client = await me('POST', '/v1/clients', {
    ClientType: 'Individual',
    Contact: { FirstName: 'Fuzz', LastName: 'Base', DateOfBirth: '1980-01-15' },
  });
  const clientId = String(client.json?.['ClientId']);
  const open = async (AccountTypeCode: string) =>
    String(
      (await me('POST', '/v1/accounts', { ClientId: clientId, AccountTypeCode, InstitutionId: institutionId })).json?.[
        'AccountId'
      ],
    );
  const accountId = await open('roth-ira');
  const otherAccountId = await open('traditional-ira');
  const secondRothId = await open('roth-ira');
  const dep = await me('POST', `/v1/accounts/${accountId}/fund`, {
    Amount: '100.00',
    Currency: 'USD',
    PaymentMethodType: 'Wire',
  });
  if (dep.json?.['Status'] !== 1) log(`  fuzz set-up: the base deposit was refused: ${dep.text.slice(0, 200)}`);
  await me('POST', '/v1/rollovers', {
    FromAccountTypeCode: 'employee-stock-ownership-plan',
    ToAccountId: otherAccountId,
    Kind: 'Direct',
    Amount: '5000.00',
    Currency: 'USD',
  });
  const events = await me('GET', '/v1/events');
  const eventId = String((events.json?.['Events'] as { EventId?: string }[] | undefined)?.[0]?.EventId ?? randomUUID());
  const ids: Record<string, string> = {
    ClientId: clientId,
    OwnerId: clientId,
    AccountId: accountId,
    OtherAccountId: otherAccountId,
    SecondRothId: secondRothId,
    TransactionId: String(dep.json?.['TransactionId'] ?? randomUUID()),
    EventId: eventId,
    InstitutionId: institutionId,
    ProviderId: providerId,
  };
  // A plan and an instrument from their own schemas (a few tries; a random id when none is accepted).
  for (const [path, idField] of [
    ['/v1/plans', 'PlanId'],
    ['/v1/instruments', 'InstrumentId'],
  ] as const) {
    const route = routes.find((r) => r.method === 'POST' && r.path === path);
    for (let i = 0; route !== undefined && i < 20 && ids[idField] === undefined; i += 1) {
      const a = await send(
        s.url,
        i % 2 === 0 ? key : OPERATOR,
        'POST',
        path,
        baseBody(doc, route, ids, `fzsetup${n++}`, Math.random),
      );
      if (a.json?.['Status'] === 1 && typeof a.json[idField] === 'string') ids[idField] = a.json[idField];
    }
    if (ids[idField] === undefined) log(`  fuzz set-up: no ${idField} (POST ${path} refused every generated body)`);
  }
  // Routes only the operator may call (answered Forbidden to a provider): probed once each, so
  // that the fuzz sends them mostly with the operator key and reaches past the guard.
  const operatorOnly = new Set<string>();
  for (const r of routes) {
    if (!r.registered || !r.path.startsWith('/v1/')) continue;
    const target = r.path.replace(/\{(\w+)\}/g, (_m, name: string) => ids[name] ?? randomUUID());
    const a = await send(s.url, key, r.method, target, r.method === 'GET' || r.method === 'DELETE' ? undefined : {});
    if ((a.json?.['ResponseStatus'] as { ErrorCode?: string } | undefined)?.ErrorCode === 'Forbidden')
      operatorOnly.add(`${r.method} ${r.path}`);
  }
  return { key, ids, operatorOnly };
}

export async function runFuzz(
  o: FuzzOptions,
): Promise<{ label: string; counts: Record<string, number>; problems: string[] }> {
  const started = performance.now();
  const s = await startService({
    dataDir: o.dataDir,
    ...(o.databaseUrl !== undefined ? { databaseUrl: o.databaseUrl } : {}),
  });
  const port = Number(new URL(s.url).port);
  const doc = await send(s.url, undefined, 'GET', '/openapi.json');
  const { routes, undocumented } = fuzzRoutes(doc.json as OpenApiDoc);
  const openapi = doc.json as OpenApiDoc;
  const known = await setUp(s, openapi, routes, o.log);
  const hits = new Map<string, number>(routes.map((r) => [`${r.method} ${r.path}`, 0]));
  const counts = {
    requests: 0,
    routes_registered: routes.filter((r) => r.registered).length,
    routes_undocumented: undocumented.length,
    routes_hit: 0,
    routes_operator_only: known.operatorOnly.size,
    status_2xx: 0,
    status_4xx: 0,
    status_5xx: 0,
    non_envelope: 0,
    no_answer: 0,
    crashes: 0,
    malformed_lines: 0,
    writes_acknowledged: 0,
    writes_refused: 0,
    partial_writes: 0,
  };
  const problems: string[] = [];
  const acknowledged: Acknowledged[] = [];
  const refused: { ref: string }[] = [];
  /** Where an acknowledged write's record is, by the id its answer carries. */
  const recordOf = (route: Route, json: Record<string, unknown>): Omit<Acknowledged, 'ref'> | undefined => {
    if (route.method !== 'POST') return undefined;
    if (typeof json['MovementId'] === 'string')
      return {
        table: 'movements',
        id: json['MovementId'],
        transactionIds: [json['FromTransactionId'], json['ToTransactionId']].filter(
          (x): x is string => typeof x === 'string',
        ),
      };
    if (typeof json['TransactionId'] === 'string') return { table: 'transactions', id: json['TransactionId'] };
    if (route.path === '/v1/accounts' && typeof json['AccountId'] === 'string')
      return { table: 'accounts', id: json['AccountId'] };
    if (route.path === '/v1/clients' && typeof json['ClientId'] === 'string')
      return { table: 'clients', id: json['ClientId'] };
    return undefined;
  };
  const note = (what: string) => {
    if (problems.length < 50) problems.push(what);
  };
  let next = 0;
  /** ACCTOS_FUZZ_DEBUG=1: answers by route and error code, printed at the end. */
  const debug = process.env['ACCTOS_FUZZ_DEBUG'] === '1' ? new Map<string, number>() : undefined;
  const one = async (i: number): Promise<void> => {
    const rand = o.rand;
    counts.requests += 1;
    if (rand() < 0.03) {
      counts.malformed_lines += 1;
      const r = await rawRequest(port, pick(MALFORMED_LINES, rand));
      let json: Record<string, unknown> | undefined;
      try {
        json = JSON.parse(r.body) as Record<string, unknown>;
      } catch {
        json = undefined;
      }
      if (r.status === 0) counts.no_answer += 1;
      else if (r.status >= 500) counts.status_5xx += 1;
      else if (r.status >= 400) counts.status_4xx += 1;
      else counts.status_2xx += 1;
      if (r.status !== 0 && !isEnvelope(json)) {
        counts.non_envelope += 1;
        note(`non-envelope ${r.status} for a malformed line: ${r.body.slice(0, 120)}`);
      }
      return;
    }
    const route = pick(routes, rand);
    hits.set(`${route.method} ${route.path}`, (hits.get(`${route.method} ${route.path}`) ?? 0) + 1);
    let target = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => idFor(name, known, rand));
    if (rand() < 0.3) {
      const q = Array.from(
        { length: 1 + Math.floor(rand() * 3) },
        () => `${pick(QUERY_NAMES, rand)}=${encoded(pick(QUERY_VALUES, rand))}`,
      );
      target += `?${q.join('&')}`;
    }
    const ref = `fz${i}-${Math.floor(rand() * 1e9).toString(36)}`;
    let raw = '';
    if (route.method !== 'GET' && route.method !== 'DELETE')
      raw = mutate(baseBody(openapi, route, known.ids, ref, rand), rand).raw;
    else if (route.method === 'DELETE' && rand() < 0.2) raw = '{"unexpected":"body"}';
    const h = rand();
    const headers: Record<string, string> = {};
    let key: Key | undefined =
      known.operatorOnly.has(`${route.method} ${route.path}`) && rand() < 0.7 ? OPERATOR : known.key;
    if (h < 0.05) key = undefined;
    else if (h < 0.08)
      headers['Authorization'] = `HMAC ${known.key.KeyId}:${'A'.repeat(44)}:${Math.floor(Date.now() / 1000)}`;
    else if (h < 0.1) headers['Authorization'] = pick(NASTY_STRINGS, rand).replace(/[^\x20-\x7e]/g, '?');
    else if (h < 0.12) key = OPERATOR;
    else if (h < 0.14 && raw !== '')
      headers['Content-Type'] = pick(['text/plain', 'application/xml', 'application/json; charset=latin1', ''], rand);
    else if (h < 0.15) headers['X-Big'] = 'b'.repeat(20_000);
    else if (h < 0.16) headers['Idempotency-Key'] = pick(NASTY_STRINGS, rand).replace(/[^\x20-\x7e]/g, '?');
    const a: Answer = await send(s.url, key, route.method, target, undefined, { raw, headers, timeout_ms: 30_000 });
    if (a.status === 0) {
      counts.no_answer += 1;
      note(`no answer: ${route.method} ${target.slice(0, 100)}: ${a.error ?? ''}`);
      return;
    }
    if (a.status >= 500) {
      counts.status_5xx += 1;
      note(`${a.status} ${route.method} ${target.slice(0, 100)} body ${raw.slice(0, 100)}: ${a.text.slice(0, 200)}`);
    } else if (a.status >= 400) counts.status_4xx += 1;
    else counts.status_2xx += 1;
    const exempt = NON_ENVELOPE_ROUTES.has(target.split('?')[0]!) && a.status === 200;
    if (!exempt && !isEnvelope(a.json)) {
      counts.non_envelope += 1;
      note(`non-envelope ${a.status} ${route.method} ${target.slice(0, 100)}: ${a.text.slice(0, 160)}`);
    }
    if (debug !== undefined) {
      const code =
        a.json?.['Status'] === 1
          ? 'OK'
          : String((a.json?.['ResponseStatus'] as { ErrorCode?: string } | undefined)?.ErrorCode ?? a.status);
      const k = `${route.method} ${route.path} ${code}`;
      debug.set(k, (debug.get(k) ?? 0) + 1);
    }
    // A write that carried this request's own reference: acknowledged, it must be stored once
    // under the answered id; answered any other way (refused, 4xx), no table may hold the reference.
    if (route.method !== 'GET' && raw.includes(`"ProviderReferenceId":"${ref}"`)) {
      if (a.status === 200 && a.json?.['Status'] === 1) {
        const record = recordOf(route, a.json);
        if (record !== undefined) {
          acknowledged.push({ ...record, ref });
          counts.writes_acknowledged += 1;
        }
      } else if (isEnvelope(a.json)) {
        refused.push({ ref });
        counts.writes_refused += 1;
      }
    }
  };
  const workers = Array.from({ length: o.concurrency ?? 12 }, async () => {
    while (next < o.requests && !s.exited()) await one(next++);
  });
  await Promise.all(workers);
  if (s.exited()) {
    counts.crashes += 1;
    note(`the service process exited during the fuzz run:\n${s.output().slice(-1500)}`);
  }
  await stopService(s);
  const db = await openDatabase(o.databaseUrl !== undefined ? { databaseUrl: o.databaseUrl } : { dataDir: o.dataDir });
  try {
    const report = await checkDatabase(db, { refPrefix: 'fz', acknowledged, refused, apiBalances: new Map() });
    counts.partial_writes = report.problems.length;
    problems.push(...report.problems.slice(0, 30));
  } finally {
    await db.close();
  }
  if (debug !== undefined) for (const [k, n] of [...debug].sort()) o.log(`  ${k}: ${n}`);
  const registered = new Set(routes.filter((r) => r.registered).map((r) => `${r.method} ${r.path}`));
  counts.routes_hit = [...hits].filter(([r, n]) => n > 0 && registered.has(r)).length;
  const missed = [...hits].filter(([, n]) => n === 0).map(([r]) => r);
  if (missed.length > 0) note(`routes never requested: ${missed.join(', ')}`);
  if (counts.status_5xx > 0 && problems.every((p) => !/^5\d\d /.test(p))) note(`${counts.status_5xx} answers were 5xx`);
  if (counts.no_answer > 0 && counts.crashes === 0) note(`${counts.no_answer} requests got no answer`);
  return {
    label: o.label,
    problems,
    counts: { ...counts, seconds: Math.round((performance.now() - started) / 1000) },
  };
}
