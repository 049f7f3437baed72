import pino from 'pino';
import { defaultCatalog } from '../../src/index.js';
import { createApp, type Database } from '../../src/server/index.js';

export type Json = Record<string, unknown>;

/** The service's /openapi.json, from an app that needs no database to serve it. */
export async function serviceDocument(): Promise<Json> {
  const app = createApp({
    db: {} as unknown as Database,
    catalog: defaultCatalog,
    now: () => new Date('2026-01-01T00:00:00Z'),
    adminKey: { KeyId: 'op', Secret: 'operator-secret-for-tests-only' },
    encryptionKey: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
    logger: pino({ level: 'silent' }),
  });
  const res = await app.fetch(new Request('http://acctos.test/openapi.json'));
  return (await res.json()) as Json;
}
