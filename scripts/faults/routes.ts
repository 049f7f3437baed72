// Every route the service registers, read from the app itself (Hono's route table), with its
// request body schema from the OpenAPI document when it has one: a route added later is fuzzed
// without a change here.
import pino from 'pino';
import { defaultCatalog } from '../../src/index.js';
import { createApp } from '../../src/server/index.js';

export interface Route {
  readonly method: string;
  /** OpenAPI style: /v1/accounts/{AccountId}. */
  readonly path: string;
  /** The JSON schema of the request body (components resolved by `bodyFor`), when documented. */
  readonly body?: JsonSchema;
  /** True for the service's own routes; false for the deliberately unknown targets added below. */
  readonly registered: boolean;
}

export interface JsonSchema {
  readonly $ref?: string;
  readonly type?: string | string[];
  readonly format?: string;
  readonly enum?: readonly unknown[];
  readonly example?: unknown;
  readonly properties?: Record<string, JsonSchema>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly nullable?: boolean;
}

export interface OpenApiDoc {
  readonly paths?: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
  readonly components?: { schemas?: Record<string, JsonSchema> };
}

/** The app's registered routes (middleware excluded), built on a stub database: registering queries nothing. */
export function registeredRoutes(): { method: string; path: string }[] {
  const app = createApp({
    db: {} as never,
    catalog: defaultCatalog,
    now: () => new Date(),
    logger: pino({ level: 'silent' }),
    encryptionKey: '00'.repeat(32),
  });
  const seen = new Set<string>();
  const out: { method: string; path: string }[] = [];
  for (const r of app.routes) {
    if (r.method === 'ALL') continue;
    const path = r.path.replace(/:(\w+)/g, '{$1}');
    const key = `${r.method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ method: r.method, path });
  }
  return out;
}

/** Targets no route serves, and methods no route takes: the 404 and 405 paths. */
const UNKNOWN: readonly { method: string; path: string }[] = [
  { method: 'GET', path: '/v1/no-such-route' },
  { method: 'DELETE', path: '/v1/clients' },
  { method: 'PUT', path: '/v1/transfers' },
  { method: 'GET', path: '/' },
  { method: 'OPTIONS', path: '/v1/clients' },
];

/** The routes to fuzz: every registered one with its documented body, then the unknown targets. */
export function fuzzRoutes(doc: OpenApiDoc): { routes: Route[]; undocumented: string[] } {
  const undocumented: string[] = [];
  const routes: Route[] = registeredRoutes().map((r) => {
    const op = doc.paths?.[r.path]?.[r.method.toLowerCase()];
    if (op === undefined && r.path.startsWith('/v1/')) undocumented.push(`${r.method} ${r.path}`);
    const body = op?.requestBody?.content?.['application/json']?.schema;
    return { ...r, registered: true, ...(body !== undefined ? { body } : {}) };
  });
  return { routes: [...routes, ...UNKNOWN.map((r) => ({ ...r, registered: false }))], undocumented };
}
