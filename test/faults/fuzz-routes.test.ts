// The fault suite's fuzz (scripts/faults) reaches every route the app registers, from the app's
// own route table, and generates a body for every documented write route from its OpenAPI schema.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { baseBody } from '../../scripts/faults/bodies.js';
import { fuzzRoutes, type OpenApiDoc, registeredRoutes } from '../../scripts/faults/routes.js';
import { defaultCatalog } from '../../src/index.js';
import { createApp } from '../../src/server/index.js';

function openApi(): OpenApiDoc {
  const app = createApp({
    db: {} as never,
    catalog: defaultCatalog,
    now: () => new Date(),
    logger: pino({ level: 'silent' }),
    encryptionKey: '00'.repeat(32),
  });
  return app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '1' } }) as unknown as OpenApiDoc;
}

describe('fault suite fuzz routes', () => {
  const doc = openApi();
  const { routes, undocumented } = fuzzRoutes(doc);
  const names = new Set(routes.map((r) => `${r.method} ${r.path}`));

  it('lists every registered route, the newer ones included, and every /v1 route is documented', () => {
    for (const r of [
      'POST /v1/accounts/{AccountId}/withdrawals',
      'POST /v1/transfers',
      'POST /v1/rollovers',
      'POST /v1/roth-conversions',
      'POST /v1/recharacterizations',
      'POST /v1/instruments',
      'PUT /v1/accounts/{AccountId}/beneficiaries',
      'GET /v1/accounts/{AccountId}/holdings',
      'GET /v1/events',
      'GET /v1/accounts/{AccountId}/required-distributions',
      'GET /v1/accounts/{AccountId}/tax-forms',
      'PUT /v1/clients/{ClientId}/tax-years/{TaxYear}',
      'POST /v1/plans',
    ])
      expect(names).toContain(r);
    expect(registeredRoutes().length).toBe(routes.filter((r) => r.registered).length);
    // Every documented path and method is among the registered routes (none is fuzzed only by a hand list).
    for (const [path, ops] of Object.entries(doc.paths ?? {}))
      for (const method of Object.keys(ops)) expect(names).toContain(`${method.toUpperCase()} ${path}`);
    expect(undocumented).toEqual([]);
  });

  it('generates a body with a fresh reference for every documented write route', () => {
    const ids = {
      AccountId: '11111111-1111-4111-8111-111111111111',
      SecondRothId: '22222222-2222-4222-8222-222222222222',
    };
    let seed = 1;
    const rand = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (const r of routes.filter((x) => x.body !== undefined)) {
      const body = baseBody(doc, r, ids, 'fz-ref', rand);
      expect(typeof body).toBe('object');
      expect(JSON.stringify(body).length).toBeLessThan(20_000);
    }
    const transfer = routes.find((r) => r.method === 'POST' && r.path === '/v1/transfers')!;
    const withdrawal = routes.find((r) => r.method === 'POST' && r.path === '/v1/accounts/{AccountId}/withdrawals')!;
    expect(baseBody(doc, transfer, ids, 'fz-t', rand)).toMatchObject({ ProviderReferenceId: 'fz-t', Currency: 'USD' });
    expect(baseBody(doc, withdrawal, ids, 'fz-w', rand)).toMatchObject({ ProviderReferenceId: 'fz-w' });
  });
});
