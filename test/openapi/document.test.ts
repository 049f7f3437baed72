// Issue 16, "one description per request": the OpenAPI document is generated from the schemas
// that validate, every enum is the engine's own list, every operation, webhook, property and
// parameter is described, Create Account is a oneOf per catalog type with an example each, and
// the webhooks are the engine's event types.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COMMON_CREATE_ACCOUNT_FIELDS,
  CONTRIBUTION_SOURCES,
  commonPresence,
  DECISION_EVENT_TYPES,
  DISTRIBUTION_REASONS,
  defaultCatalog,
  ENTRY_TYPES,
  ERROR_CODES,
  PAYMENT_METHOD_TYPES,
  RECORDED_ENTRY_TYPES,
  TRANSPORT_ERROR_CODES,
  validateCreateAccount,
} from '../../src/index.js';
import { createAccountSchemaName } from '../../src/server/schemas/create-account.js';
import { type Json, serviceDocument } from './document.js';

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every [where, node] pair of the document, depth first. */
function* nodes(n: unknown, where: string): Generator<[string, Json]> {
  if (Array.isArray(n)) {
    for (const [i, x] of n.entries()) yield* nodes(x, `${where}/${i}`);
    return;
  }
  if (!isObject(n)) return;
  yield [where, n];
  for (const [k, v] of Object.entries(n)) yield* nodes(v, `${where}/${k}`);
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

describe('the OpenAPI document', () => {
  let doc: Json;
  let schemas: Record<string, Json>;
  beforeAll(async () => {
    doc = await serviceDocument();
    schemas = (doc['components'] as { schemas: Record<string, Json> }).schemas;
  });
  const enumOf = (name: string) => schemas[name]?.['enum'];

  it('describes every operation and webhook (summary and description) and gives each an operationId', () => {
    const missing: string[] = [];
    for (const section of ['paths', 'webhooks'] as const)
      for (const [path, item] of Object.entries(doc[section] as Record<string, Json>))
        for (const m of METHODS) {
          const op = item[m] as Json | undefined;
          if (op === undefined) continue;
          for (const k of ['summary', 'description', 'operationId'])
            if (typeof op[k] !== 'string' || (op[k] as string).length < 5)
              missing.push(`${section} ${m} ${path}: ${k}`);
        }
    expect(missing).toEqual([]);
    expect(Object.keys(doc['paths'] as Json).length).toBeGreaterThanOrEqual(40);
  });

  it('describes every property of every schema, request and response, and every parameter', () => {
    const missing: string[] = [];
    let properties = 0;
    for (const [where, n] of nodes(doc, '#')) {
      const props = n['properties'];
      if (isObject(props))
        for (const [name, p] of Object.entries(props)) {
          properties += 1;
          if (!isObject(p) || typeof p['description'] !== 'string' || p['description'] === '')
            missing.push(`${where}/properties/${name}`);
        }
      if (typeof n['in'] === 'string' && typeof n['name'] === 'string' && typeof n['description'] !== 'string')
        missing.push(`${where} (parameter ${n['name']})`);
    }
    expect(missing).toEqual([]);
    expect(properties).toBeGreaterThan(600);
  });

  it("takes every enum from the engine's own lists", () => {
    expect(enumOf('ErrorCode')).toEqual([...ERROR_CODES]);
    expect(enumOf('TransportErrorCode')).toEqual(Object.keys(TRANSPORT_ERROR_CODES));
    expect(enumOf('EntryType')).toEqual([...ENTRY_TYPES]);
    expect(enumOf('RecordedEntryType')).toEqual([...RECORDED_ENTRY_TYPES]);
    expect(enumOf('PaymentMethodType')).toEqual([...PAYMENT_METHOD_TYPES]);
    expect(enumOf('ContributionSource')).toEqual([...CONTRIBUTION_SOURCES]);
    expect(enumOf('DistributionReason')).toEqual([...DISTRIBUTION_REASONS]);
    expect(enumOf('EventType')).toEqual([...DECISION_EVENT_TYPES]);
    expect(enumOf('AccountTypeCode')).toEqual(defaultCatalog.types.map((t) => t.Slug));
    // The wire fields point at them.
    const ref = (schema: string, field: string) =>
      JSON.stringify((schemas[schema]?.['properties'] as Record<string, unknown> | undefined)?.[field]);
    expect(ref('TransactRequest', 'EntryType')).toContain('#/components/schemas/EntryType');
    expect(ref('FundAccountRequest', 'PaymentMethodType')).toContain('#/components/schemas/PaymentMethodType');
    expect(ref('FundAccountRequest', 'ContributionSource')).toContain('#/components/schemas/ContributionSource');
    expect(ref('ResponseStatus', 'ErrorCode')).toContain('#/components/schemas/ErrorCode');
    expect(ref('AccountResponse', 'AccountTypeCode')).toContain('#/components/schemas/AccountTypeCode');
  });

  it(
    'gives Create Account as oneOf per catalog type, discriminated on AccountTypeCode, with the engine’s ' + 'fields',
    () => {
      const request = schemas['CreateAccountRequest'] as {
        oneOf: { $ref: string }[];
        discriminator: { propertyName: string; mapping: Record<string, string> };
      };
      expect(request.oneOf).toHaveLength(defaultCatalog.types.length);
      expect(request.discriminator.propertyName).toBe('AccountTypeCode');
      const body = (doc['paths'] as Record<string, Record<string, Json>>)['/v1/accounts']?.['post']?.['requestBody'];
      expect(JSON.stringify(body)).toContain('#/components/schemas/CreateAccountRequest');
      for (const type of defaultCatalog.types) {
        const name = createAccountSchemaName(type.Slug);
        expect(request.discriminator.mapping[type.Slug]).toBe(`#/components/schemas/${name}`);
        const s = schemas[name] as {
          properties: Record<string, Json>;
          required: string[];
          additionalProperties: boolean;
          example: Record<string, unknown>;
        };
        const presence = commonPresence(type);
        const own = type.CreateAccountFields.filter(
          (f) => !(COMMON_CREATE_ACCOUNT_FIELDS as readonly string[]).includes(f.Name),
        );
        const expected = [
          'AccountTypeCode',
          'ProviderReferenceId',
          'ClientId',
          ...(['InstitutionId', 'TrusteeId', 'InvestmentId'] as const).filter((k) => presence[k] !== 'forbidden'),
          ...own.map((f) => f.Name),
        ];
        expect(Object.keys(s.properties), type.Slug).toEqual(expected);
        expect(s.required.sort(), type.Slug).toEqual(
          [
            'AccountTypeCode',
            'ClientId',
            ...(['InstitutionId', 'TrusteeId', 'InvestmentId'] as const).filter((k) => presence[k] === 'required'),
            ...own.filter((f) => f.Required).map((f) => f.Name),
          ].sort(),
        );
        expect(s.additionalProperties, type.Slug).toBe(false);
        for (const f of own.filter((x) => x.Type === 'enum'))
          expect(s.properties[f.Name]?.['enum'], `${type.Slug} ${f.Name}`).toEqual(
            (f.Values ?? []).filter((v) => v !== 'PaymentsAtGrantor70AndHalf'),
          );
        expect(s.example['AccountTypeCode']).toBe(type.Slug);
      }
    },
  );

  it('gives examples that pass every field and opening rule of the engine (only the client is left to look up)', () => {
    for (const type of defaultCatalog.types) {
      const example = (schemas[createAccountSchemaName(type.Slug)] as { example: Json }).example;
      const r = validateCreateAccount(defaultCatalog, example, {
        Client: null,
        Institution: null,
        ContractedTypes: [type.Slug],
        SatisfiedGates: [type.Slug],
        Today: '2026-06-01',
      });
      // Fields and opening rules pass; the engine then looks for the client, which this context lacks.
      expect(r.ok ? 'ok' : `${r.ErrorCode} ${JSON.stringify(r.Errors)}`, type.Slug).toMatch(/^ClientNotFound/);
    }
  });

  it("lists the engine's event types as OpenAPI 3.1 webhooks, each with its Data", () => {
    const hooks = doc['webhooks'] as Record<string, { post: { requestBody: Json } }>;
    expect(Object.keys(hooks).sort()).toEqual([...DECISION_EVENT_TYPES].sort());
    for (const type of DECISION_EVENT_TYPES) {
      const body = JSON.stringify(hooks[type]?.post.requestBody);
      expect(body, type).toContain('"EventId"');
      expect(body, type).toContain('"OccurredAt"');
      expect(body, type).toMatch(/"Data":\{"\$ref":"#\/components\/schemas\/\w+Data"/);
    }
  });
});
