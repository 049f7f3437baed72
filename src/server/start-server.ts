import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { defaultCatalog } from '../index.js';
import { encryptionKeyFrom } from './auth/secret-box.js';
import { createApp } from './create-app.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open-database.js';
import { loadOrCreateSecrets, SECRETS_FILE } from './demo/secrets-file.js';
import { announceStart } from './demo/start-notice.js';
import { enqueueEvent } from './events.js';
import { createNodeServer } from './http/node-server.js';
import { settleDue } from './routes/settle.js';
import { startDispatcher } from './webhooks/index.js';

export interface StartServerOptions {
  /** Default PORT or 8080. */
  readonly port?: number;
  /** Default HOST or 127.0.0.1. */
  readonly host?: string;
  /** Default ACCTOS_DATA_DIR or ./.acctos (PGlite data and secrets.json). */
  readonly dataDir?: string;
  /** Default DATABASE_URL; without it, PGlite in dataDir. */
  readonly databaseUrl?: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Where the one-time demo banner (or the first-provider notice) goes; default stdout. */
  readonly print?: (text: string) => void;
  /**
   * `acctos serve --demo`: on an empty database, create a demo provider, key and institution and
   * print them once. Default false: a production start creates the schema only.
   */
  readonly demo?: boolean;
}

export interface RunningServer {
  readonly url: string;
  close(): Promise<void>;
}

function optional<K extends string>(key: K, value: number | undefined): Partial<Record<K, number>> {
  return value === undefined ? {} : ({ [key]: value } as Partial<Record<K, number>>);
}

function positiveInt(v: string | undefined): number | undefined {
  if (v === undefined || v === '' || !/^\d{1,9}$/.test(v)) return undefined;
  return Number(v);
}

/** Opens the database, migrates, seeds the demo on an empty database (only with `demo`), and serves. */
export async function startServer(opts: StartServerOptions = {}): Promise<RunningServer> {
  const env = opts.env ?? process.env;
  const dataDir = resolve(opts.dataDir ?? env['ACCTOS_DATA_DIR'] ?? '.acctos');
  const databaseUrl = opts.databaseUrl ?? env['DATABASE_URL'];
  const port = opts.port ?? positiveInt(env['PORT']) ?? 8080;
  const host = opts.host ?? env['HOST'] ?? '127.0.0.1';
  const print = opts.print ?? ((t: string) => process.stdout.write(`${t}\n`));
  const logger = pino({ level: env['ACCTOS_LOG_LEVEL'] ?? 'info' });

  const secrets = loadOrCreateSecrets(dataDir, env);
  const timeouts = {
    ...optional('acquire_ms', positiveInt(env['ACCTOS_DB_ACQUIRE_TIMEOUT_MS'])),
    ...optional('statement_ms', positiveInt(env['ACCTOS_DB_STATEMENT_TIMEOUT_MS'])),
    ...optional('idle_in_transaction_ms', positiveInt(env['ACCTOS_DB_IDLE_IN_TRANSACTION_TIMEOUT_MS'])),
  };
  const db = await openDatabase(
    databaseUrl !== undefined && databaseUrl !== '' ? { databaseUrl, timeouts } : { dataDir },
  );
  await migrate(db);
  const perMinute = positiveInt(env['ACCTOS_RATE_LIMIT_PER_MINUTE']);
  const adminKey = { KeyId: secrets.AdminKeyId, Secret: secrets.AdminSecret };
  const webhookEgress = { allowLoopback: env['ACCTOS_WEBHOOK_ALLOW_LOOPBACK'] === '1' };
  const app = createApp({
    db,
    catalog: defaultCatalog,
    now: () => new Date(),
    adminKey,
    encryptionKey: secrets.EncryptionKey,
    webhookEgress,
    logger,
    ...(perMinute !== undefined ? { rateLimit: { limit: perMinute, window_ms: 60_000 } } : {}),
  });

  // As @hono/node-server's serve(), plus the envelope for malformed request targets (issue 17).
  const server = createNodeServer(app.fetch, host);
  await new Promise<void>((ok, fail) => {
    server.once('listening', () => ok());
    server.once('error', fail);
    server.listen(port, host);
  });
  const addr = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${addr.port}`;

  await announceStart({
    db,
    catalog: defaultCatalog,
    encryptionKey: encryptionKeyFrom(secrets.EncryptionKey),
    url,
    adminKey,
    adminSecretSupplied: (env['ACCTOS_ADMIN_SECRET'] ?? '') !== '',
    secretsPath: join(dataDir, SECRETS_FILE),
    demo: opts.demo === true,
    print,
    at: new Date(),
  });
  logger.info({ url, database: db.dialect }, 'acctos listening');

  // Settlement job: ECheck/ACH deposits older than ACCTOS_SETTLEMENT_DELAY_S settle on their own.
  const delay_s = positiveInt(env['ACCTOS_SETTLEMENT_DELAY_S']);
  let timer: NodeJS.Timeout | undefined;
  if (delay_s !== undefined) {
    const every_ms = Math.min(Math.max(delay_s * 1000, 1000), 10_000);
    timer = setInterval(() => {
      const now = new Date();
      settleDue(db, new Date(now.getTime() - delay_s * 1000), now, enqueueEvent).catch((err: unknown) =>
        logger.error({ err: err instanceof Error ? err.message : String(err) }, 'settlement job failed'),
      );
    }, every_ms);
    timer.unref();
  }

  // Webhook deliveries: the outbox is drained by this instance's dispatcher (rows are claimed
  // with FOR UPDATE SKIP LOCKED, so several instances can run one each). ACCTOS_WEBHOOKS=off
  // disables it, for an instance that should only serve the API.
  const dispatcher =
    env['ACCTOS_WEBHOOKS'] === 'off'
      ? undefined
      : startDispatcher({
          db,
          now: () => new Date(),
          encryptionKey: encryptionKeyFrom(secrets.EncryptionKey),
          webhookEgress,
          onError: (err: unknown) =>
            logger.error({ err: err instanceof Error ? err.message : String(err) }, 'webhook dispatch failed'),
        });

  return {
    url,
    async close(): Promise<void> {
      if (timer !== undefined) clearInterval(timer);
      if (dispatcher !== undefined) await dispatcher.stop();
      await new Promise<void>((ok) => server.close(() => ok()));
      await db.close();
    },
  };
}
