// The money-out routes in the OpenAPI document: every request field documented with the core's
// description, the HTML variant of the tax forms declared (design.md section 8: "Document every
// field and every value in the OpenAPI document").
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { DISTRIBUTION_REASONS, defaultCatalog, WithdrawalRequestSchema } from '../../src/index.js';
import { createApp, type Database } from '../../src/server/index.js';

describe('OpenAPI document of the money-out routes', () => {
  it(
    'documents POST /withdrawals (every field and reason), GET /required-distributions and GET /tax-forms ' +
      '(JSON and text/html)',
    async () => {
      const app = createApp({
        db: {} as unknown as Database,
        catalog: defaultCatalog,
        now: () => new Date('2026-01-01T00:00:00Z'),
        adminKey: { KeyId: 'op', Secret: 'operator-secret-for-tests-only' },
        encryptionKey: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
        logger: pino({ level: 'silent' }),
      });
      const doc = (await (await app.fetch(new Request('http://acctos.test/openapi.json'))).json()) as {
        paths: Record<
          string,
          Record<string, { requestBody?: unknown; responses: Record<string, { content: Record<string, unknown> }> }>
        >;
        components: {
          schemas: Record<string, { properties: Record<string, { description?: string; enum?: string[] }> }>;
        };
      };
      expect(doc.paths['/v1/accounts/{AccountId}/withdrawals']?.['post']).toBeDefined();
      expect(doc.paths['/v1/accounts/{AccountId}/required-distributions']?.['get']).toBeDefined();
      const tax = doc.paths['/v1/accounts/{AccountId}/tax-forms']?.['get'];
      expect(Object.keys(tax?.responses['200']?.content ?? {})).toEqual(['application/json', 'text/html']);
      const props = doc.components.schemas['WithdrawalRequest']!.properties;
      for (const field of Object.keys(WithdrawalRequestSchema.shape)) {
        expect(props[field], field).toBeDefined();
        expect(JSON.stringify(props[field]), `${field} has a description`).toMatch(/"description":"[^"]{10,}/);
      }
      // The enum is named once (components.schemas.DistributionReason) and referenced.
      const reason = props['DistributionReason'] as { $ref?: string; enum?: string[] };
      const named = reason.$ref?.replace('#/components/schemas/', '');
      expect(named === undefined ? reason.enum : doc.components.schemas[named]?.['enum' as never]).toEqual([
        ...DISTRIBUTION_REASONS,
      ]);
    },
  );
});
