import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Catalog } from '../../core/catalog/types.js';
import type { AppEnv } from '../app-env.js';
import { FIELD_GLOSSARY } from '../schemas/field-glossary.js';
import { registerWebhookEvents } from '../schemas/webhook-events.js';

// The OpenAPI 3.1 document served at /openapi.json: generated from the zod schemas the routes
// register (one description per request), completed with what depends on the catalog the
// service runs with (the AccountTypeCode enum) and the webhook events. Redocly's recommended
// ruleset passes on it with no error or warning (test/openapi/redocly-lint.test.ts).

export type OpenApiDocument = ReturnType<OpenAPIHono<AppEnv>['getOpenAPI31Document']>;

const TAGS = [
  {
    name: 'Clients',
    description: 'The people and entities that own accounts (spec part 4.1), and their owner facts per tax year.',
  },
  {
    name: 'Accounts',
    description: 'Open, read and update accounts of any catalog type (spec part 4.2), and their beneficiaries.',
  },
  {
    name: 'Financial',
    description:
      'Money in and out: deposits, entries, withdrawals, movements between accounts, investments, ' +
      'transactions, required distributions and tax forms.',
  },
  {
    name: 'Plans',
    description: 'Benefit plans (FSA, commuter) whose plan year and grace or carryover accounts follow.',
  },
  { name: 'Instruments', description: 'The instrument registry that holdings and orders name (design.md section 8).' },
  {
    name: 'Account types',
    description: 'Which catalog types a provider may open, and why not (availability reasons).',
  },
  { name: 'Webhooks', description: 'Endpoints that receive signed event deliveries (docs/webhooks.md).' },
  { name: 'Events', description: 'The event log: every event recorded, with or without an endpoint, kept 30 days.' },
  {
    name: 'Operator',
    description: 'Operator-key routes: providers, keys, institutions, contracts, gates, settlement, signing keys.',
  },
];

const DESCRIPTION = `Account Operating Service, version 1 (the acctos reference service).

Every answer is an envelope \`{ RequestId, Status, ... }\`: Status 1 with the fields of the operation, or Status 0
with \`ResponseStatus { ErrorCode, Message, Errors[] }\`. Handled errors (ErrorCode) are HTTP 200; transport
errors (TransportErrorCode) use a non-2xx status with the same envelope.

Every /v1 request is signed (design.md section 4): \`Authorization: HMAC <KeyId>:<Signature>:<Timestamp>\`,
Signature = base64(HMAC-SHA256(Secret, METHOD \\n PATH_AND_QUERY \\n Timestamp \\n hex(SHA-256(body)))).
On /docs, enter \`<KeyId>:<Secret>\` as the HMAC credential: the page signs each try-it request in the browser
and sends only the signature.`;

const HMAC_DESCRIPTION = `\`Authorization: HMAC {KeyId}:{Signature}:{Timestamp}\`, Signature =
base64(HMAC-SHA256(Secret, METHOD \\n PATH_AND_QUERY \\n Timestamp \\n hex(SHA-256(body)))), Timestamp in Unix seconds
within 300 s of the server clock; each signature is accepted once. In this page's try-it, enter \`{KeyId}:{Secret}\` as
the value: the page computes the signature for each request and sends only that.`;

const built = new WeakMap<OpenAPIHono<AppEnv>, OpenApiDocument>();

/** The document of `app` (built once per app: the routes do not change after start). */
export function openApiDocument(app: OpenAPIHono<AppEnv>, catalog: Catalog): OpenApiDocument {
  const cached = built.get(app);
  if (cached !== undefined) return cached;
  registerWebhookEvents(app.openAPIRegistry);
  const doc = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'acctos reference service',
      version: '1',
      description: DESCRIPTION,
      license: { name: 'Apache-2.0', url: 'https://www.apache.org/licenses/LICENSE-2.0' },
    },
    servers: [{ url: '/', description: 'This service (the origin that served this document).' }],
    tags: TAGS,
  });
  const schemas = doc.components?.schemas as Record<string, Record<string, unknown>> | undefined;
  const hmac = (doc.components?.securitySchemes as Record<string, Json> | undefined)?.['HMAC'];
  if (hmac !== undefined) hmac['description'] = HMAC_DESCRIPTION;
  const code = schemas?.['AccountTypeCode'];
  if (code !== undefined) code['enum'] = catalog.types.map((t) => t.Slug);
  collapseAnnotatedRefs(doc);
  describeFields(doc);
  built.set(app, doc);
  return doc;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `{ allOf: [{ $ref }, { description }] }` (how a named schema with a field's own description is
 * generated) becomes `{ $ref, description }`, which OpenAPI 3.1 allows and readers show better.
 */
function collapseAnnotatedRefs(node: unknown): void {
  if (Array.isArray(node)) {
    for (const n of node) collapseAnnotatedRefs(n);
    return;
  }
  if (!isObject(node)) return;
  for (const v of Object.values(node)) collapseAnnotatedRefs(v);
  const all = node['allOf'];
  if (!Array.isArray(all) || all.length !== 2) return;
  const ref = all.find((a) => isObject(a) && Object.keys(a).length === 1 && typeof a['$ref'] === 'string') as
    | Json
    | undefined;
  const notes = all.find((a) => a !== ref && isObject(a) && Object.keys(a).every((k) => ANNOTATIONS.has(k))) as
    | Json
    | undefined;
  if (ref === undefined || notes === undefined) return;
  delete node['allOf'];
  Object.assign(node, { $ref: ref['$ref'] }, notes);
}
const ANNOTATIONS = new Set(['description', 'example', 'examples', 'title', 'deprecated']);

/**
 * Gives every property and parameter without a description the glossary's (a field means the same wherever it
 * appears: AccountId, RequestId, CreatedDate). Properties described in their schema keep theirs.
 */
function describeFields(node: unknown): void {
  if (Array.isArray(node)) {
    for (const n of node) describeFields(n);
    return;
  }
  if (!isObject(node)) return;
  // A parameter object (path, query) without a description of its own.
  const name = node['name'];
  if (typeof name === 'string' && typeof node['in'] === 'string' && node['description'] === undefined) {
    const d = FIELD_GLOSSARY[name];
    if (d !== undefined) node['description'] = d;
  }
  const props = node['properties'];
  if (isObject(props)) {
    for (const [name, prop] of Object.entries(props)) {
      if (isObject(prop) && prop['description'] === undefined && FIELD_GLOSSARY[name] !== undefined)
        prop['description'] = FIELD_GLOSSARY[name];
    }
  }
  for (const v of Object.values(node)) describeFields(v);
}
