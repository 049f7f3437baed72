import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { OpenAPIHono } from '@hono/zod-openapi';
import { defaultCatalog } from '../../src/index.js';
import type { AppEnv, Principal } from '../../src/server/app-env.js';
import type { Database } from '../../src/server/db/types.js';
import type { EgressPolicy } from '../../src/server/webhooks/egress/index.js';
import { registerWebhookRoutes } from '../../src/server/webhooks/index.js';

export const ENCRYPTION_KEY = Buffer.alloc(32, 7);

/** A mutable test clock. */
export function clock(startIso: string): { now: () => Date; advance(ms: number): void; set(iso: string): void } {
  let t = Date.parse(startIso);
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
    set: (iso) => {
      t = Date.parse(iso);
    },
  };
}

export async function addProvider(db: Database, name = 'p'): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO providers (provider_id, name, created_at) VALUES ($1, $2, now())', [id, name]);
  return id;
}

/**
 * The webhook routes behind a stand-in for the server's middleware: the principal comes from
 * an x-test-provider header (or the operator when absent), the body is parsed as JSON.
 */
/** The development switch: these tests receive on 127.0.0.1 (docs/webhooks.md, egress policy). */
export const LOOPBACK_EGRESS = { allowLoopback: true } as const;

export function webhookApp(
  db: Database,
  now: () => Date,
  webhookEgress: Partial<EgressPolicy> = LOOPBACK_EGRESS,
): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('requestId', '1000000000001');
    const provider = c.req.header('x-test-provider');
    const principal: Principal =
      provider === undefined
        ? { Kind: 'operator', KeyId: 'admin' }
        : { Kind: 'provider', KeyId: 'k', ProviderId: provider };
    c.set('principal', principal);
    const text = await c.req.text();
    if (text !== '') c.set('body', JSON.parse(text) as unknown);
    await next();
  });
  registerWebhookRoutes(app, {
    db,
    catalog: defaultCatalog,
    now,
    encryptionKey: ENCRYPTION_KEY,
    webhookEgress,
  });
  return app;
}

export async function call(
  app: OpenAPIHono<AppEnv>,
  method: string,
  path: string,
  opts: { provider?: string; body?: unknown } = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (opts.provider !== undefined) headers['x-test-provider'] = opts.provider;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await app.fetch(
    new Request(`http://acctos.test${path}`, {
      method,
      headers,
      ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
    }),
  );
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

export interface Received {
  readonly request: Request;
  readonly body: string;
}

/** A receiver on 127.0.0.1 that answers with the next queued status (200 when empty). */
export async function receiverServer(): Promise<{
  url: string;
  received: Received[];
  statuses: number[];
  hang: { on: boolean };
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  const statuses: number[] = [];
  const hang = { on: false };
  const toRequest = async (req: IncomingMessage, base: string): Promise<Received> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    return {
      request: new Request(new URL(req.url ?? '/', base), { method: req.method ?? 'POST', headers, body }),
      body,
    };
  };
  let base = '';
  const server: Server = createServer((req, res) => {
    void toRequest(req, base).then((r) => {
      received.push(r);
      if (hang.on) return; // never answers: the dispatcher's timeout fires
      res.writeHead(statuses.shift() ?? 200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  if (addr === null || typeof addr === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${addr.port}`;
  return {
    url: `${base}/hooks`,
    received,
    statuses,
    hang,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
