// The service in-process for the client tests: createApp on an in-memory PGlite, reached through
// a fetch that hands each request to app.fetch (no socket).
import pino from 'pino';
import { defaultCatalog } from '../../src/index.js';
import { createApp, type Database, migrate, openDatabase } from '../../src/server/index.js';

export interface InProcessApp {
  readonly app: ReturnType<typeof createApp>;
  readonly db: Database;
  readonly fetch: typeof fetch;
}

export async function inProcessApp(opts: {
  readonly adminKey: { readonly KeyId: string; readonly Secret: string };
  readonly encryptionKey: string;
  readonly now?: () => Date;
}): Promise<InProcessApp> {
  const db = await openDatabase({ inMemory: true });
  await migrate(db);
  const app = createApp({
    db,
    catalog: defaultCatalog,
    now: opts.now ?? (() => new Date()),
    adminKey: opts.adminKey,
    encryptionKey: opts.encryptionKey,
    logger: pino({ level: 'silent' }),
  });
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    app.fetch(new Request(input, init))) as typeof globalThis.fetch;
  return { app, db, fetch };
}
