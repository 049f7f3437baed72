import pg from 'pg';
import type { Unlisten } from './types.js';

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5_000;

/**
 * LISTEN on a dedicated connection (a pooled one would be returned and lose it). The
 * connection is re-established after a loss, with backoff; each (re)connection reports
 * `onNotify('')` (anything may have changed meanwhile), so a cache built on it stays honest.
 * Errors never escape: until it is back, the caches' short TTL is the safety net.
 */
export async function listenOn(
  config: pg.ClientConfig,
  channel: string,
  onNotify: (payload: string) => void,
): Promise<Unlisten> {
  if (!CHANNEL.test(channel)) throw new Error('invalid channel name');
  let stopped = false;
  let client: pg.Client | undefined;
  let retry_ms = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (): void => {
    if (stopped || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retry_ms);
    timer.unref();
    retry_ms = Math.min(retry_ms * 2, RETRY_MAX_MS);
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    const c = new pg.Client(config);
    client = c;
    c.on('error', () => {
      if (client === c) client = undefined;
      c.end().catch(() => undefined);
      schedule();
    });
    c.on('notification', (m) => {
      if (m.channel === channel) onNotify(m.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      if (stopped) {
        await c.end().catch(() => undefined);
        return;
      }
      retry_ms = RETRY_MIN_MS;
      onNotify('');
    } catch {
      if (client === c) client = undefined;
      await c.end().catch(() => undefined);
      schedule();
    }
  }

  await connect();
  return async () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    const c = client;
    client = undefined;
    if (c !== undefined) await c.end().catch(() => undefined);
  };
}
