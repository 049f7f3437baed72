// A fuzz run across every route of the service's own OpenAPI document: generated bodies,
// headers and targets (huge and deep JSON, numbers beyond 2^53, unicode, SQL metacharacters,
// malformed request lines). Counts 5xx, non-envelope answers, crashes and partial writes.
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { openDatabase } from '../../src/server/index.js';
import { type Acknowledged, checkDatabase } from './checks.js';
import { type Answer, isEnvelope, type Key, send } from './http.js';
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

interface Route {
  readonly method: string;
  readonly path: string;
}

/** Answers that are not the JSON envelope by design (documents, the JWKS). */
const NON_ENVELOPE_ROUTES = new Set(['/openapi.json', '/docs', '/docs/docs.js', '/.well-known/jwks.json']);

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
  key: Key;
  clientId: string;
  accountId: string;
  transactionId: string;
  eventId: string;
  institutionId: string;
  providerId: string;
}

function idFor(param: string, k: Known, rand: () => number): string {
  const r = rand();
  if (r < 0.55) {
    const known: Record<string, string> = {
      ClientId: k.clientId,
      AccountId: k.accountId,
      TransactionId: k.transactionId,
      EventId: k.eventId,
      InstitutionId: k.institutionId,
      ProviderId: k.providerId,
      KeyId: 'no-such-key',
      WebhookEndpointId: randomUUID(),
    };
    return known[param] ?? randomUUID();
  }
  if (r < 0.75) return randomUUID();
  return encoded(pick(NASTY_STRINGS, rand)).slice(0, 300) || 'x';
}

/** A plausible body for each write route, mutated below. */
function baseBody(route: Route, k: Known, ref: string): Record<string, unknown> {
  const p = route.path;
  if (p === '/v1/clients')
    return {
      ProviderReferenceId: ref,
      ClientType: 'Individual',
      Contact: { FirstName: 'Fuzz', LastName: 'Tester', DateOfBirth: '1980-01-15' },
    };
  if (p === '/v1/accounts')
    return {
      ProviderReferenceId: ref,
      ClientId: k.clientId,
      AccountTypeCode: 'roth-ira',
      InstitutionId: k.institutionId,
    };
  if (p.endsWith('/fund'))
    return { ProviderReferenceId: ref, Amount: '12.34', Currency: 'USD', PaymentMethodType: 'Wire' };
  if (p.endsWith('/transact'))
    return { ProviderReferenceId: ref, EntryType: 'Withdrawal', Amount: '1.00', Currency: 'USD' };
  if (p === '/v1/webhook-endpoints') return { EventType: 'deposit.posted', Url: 'https://10.0.0.1/hook' };
  if (p.endsWith('/investments')) return { ProviderReferenceId: ref, Side: 'Purchase', Symbol: 'VTI', Amount: '10.00' };
  if (p === '/v1/providers') return { Name: 'Fuzz Provider' };
  if (p === '/v1/institutions') return { Name: 'Fuzz Trust', Authorities: ['Bank'] };
  if (p.endsWith('/contracts')) return { AccountTypeCodes: ['roth-ira'] };
  if (p.endsWith('/gates')) return { SatisfiedGates: ['trump-account'] };
  if (p.endsWith('/beneficiaries')) return { Beneficiaries: [{ Name: 'B', Percentage: 100, Type: 'Primary' }] };
  if (route.method === 'PATCH') return { ProviderReferenceId: ref, ClientStatus: 'Active' };
  return {};
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

async function setUp(s: Service, log: (l: string) => void): Promise<Known> {
  const op = (method: string, target: string, body?: unknown) => send(s.url, OPERATOR, method, target, body);
  const provider = await op('POST', '/v1/providers', { Name: 'Fuzz' });
  const providerId = String(provider.json?.['ProviderId']);
  const k = await op('POST', `/v1/providers/${providerId}/keys`, {});
  const key = { KeyId: String(k.json?.['KeyId']), Secret: String(k.json?.['Secret']) };
  await op('PUT', `/v1/providers/${providerId}/contracts`, { AccountTypeCodes: ['roth-ira', 'traditional-ira'] });
  const inst = await op('POST', '/v1/institutions', { Name: 'Fuzz Trust', Authorities: ['Bank', 'StateTrustCompany'] });
  const institutionId = String(inst.json?.['InstitutionId']);
  const me = (method: string, target: string, body?: unknown) => send(s.url, key, method, target, body);
  const client = await me('POST', '/v1/clients', {
    ClientType: 'Individual',
    Contact: { FirstName: 'Fuzz', LastName: 'Base', DateOfBirth: '1980-01-15' },
  });
  const clientId = String(client.json?.['ClientId']);
  const account = await me('POST', '/v1/accounts', {
    ClientId: clientId,
    AccountTypeCode: 'roth-ira',
    InstitutionId: institutionId,
  });
  const accountId = String(account.json?.['AccountId']);
  const dep = await me('POST', `/v1/accounts/${accountId}/fund`, {
    Amount: '100.00',
    Currency: 'USD',
    PaymentMethodType: 'Wire',
  });
  const transactionId = String(dep.json?.['TransactionId']);
  const events = await me('GET', '/v1/events');
  const eventId = String((events.json?.['Events'] as { EventId?: string }[] | undefined)?.[0]?.EventId ?? randomUUID());
  if (dep.json?.['Status'] !== 1) log(`  fuzz set-up: the base deposit was refused: ${dep.text.slice(0, 200)}`);
  return { key, clientId, accountId, transactionId, eventId, institutionId, providerId };
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
  const paths = (doc.json?.['paths'] ?? {}) as Record<string, Record<string, unknown>>;
  const routes: Route[] = [];
  for (const [path, ops] of Object.entries(paths))
    for (const method of Object.keys(ops))
      if (['get', 'post', 'put', 'patch', 'delete'].includes(method))
        routes.push({ method: method.toUpperCase(), path });
  routes.push(
    { method: 'GET', path: '/openapi.json' },
    { method: 'GET', path: '/healthz' },
    { method: 'GET', path: '/readyz' },
    { method: 'GET', path: '/v1/no-such-route' },
    { method: 'DELETE', path: '/v1/clients' },
  );
  const known = await setUp(s, o.log);
  const counts = {
    requests: 0,
    routes: routes.length,
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
  const refused: { table: Acknowledged['table']; ref: string }[] = [];
  const tableOf = (route: Route): Acknowledged['table'] | undefined =>
    route.method !== 'POST'
      ? undefined
      : route.path === '/v1/clients'
        ? 'clients'
        : route.path === '/v1/accounts'
          ? 'accounts'
          : route.path.endsWith('/fund') || route.path.endsWith('/transact')
            ? 'transactions'
            : undefined;
  const note = (what: string) => {
    if (problems.length < 50) problems.push(what);
  };
  let next = 0;
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
    if (route.method !== 'GET' && route.method !== 'DELETE') raw = mutate(baseBody(route, known, ref), rand).raw;
    else if (route.method === 'DELETE' && rand() < 0.2) raw = '{"unexpected":"body"}';
    const h = rand();
    const headers: Record<string, string> = {};
    let key: Key | undefined = known.key;
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
    const table = tableOf(route);
    if (table !== undefined && raw.includes(`"ProviderReferenceId":"${ref}"`) && a.status === 200) {
      if (a.json?.['Status'] === 1) {
        const id = a.json['ClientId'] ?? a.json['AccountId'] ?? a.json['TransactionId'];
        if (typeof id === 'string') {
          acknowledged.push({ table, ref, id });
          counts.writes_acknowledged += 1;
        }
      } else if (a.json?.['ResponseStatus'] !== undefined) {
        refused.push({ table, ref });
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
  if (counts.status_5xx > 0 && problems.every((p) => !/^5\d\d /.test(p))) note(`${counts.status_5xx} answers were 5xx`);
  if (counts.no_answer > 0 && counts.crashes === 0) note(`${counts.no_answer} requests got no answer`);
  return {
    label: o.label,
    problems,
    counts: { ...counts, seconds: Math.round((performance.now() - started) / 1000) },
  };
}
