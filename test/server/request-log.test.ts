// The request log (docs/decisions 52): every request has its audit_log row; on stdout a read that
// succeeded is a debug line, a write, a refusal and an error are info lines.
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../src/index.js';
import { createApp, type Database } from '../../src/server/index.js';
import { pgliteBackend } from './backends.js';
import { OPERATOR } from './fixture.js';
import { call } from './sign.js';

interface Line {
  readonly level: number;
  readonly msg: string;
  readonly method: string;
  readonly http_status: number;
}

function appLogging(db: Database, level: 'info' | 'debug') {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)) as Line);
      done();
    },
  });
  const app = createApp({
    db,
    catalog: defaultCatalog,
    now: () => new Date(),
    adminKey: OPERATOR,
    encryptionKey: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
    logger: pino({ level }, sink),
  });
  const send = (method: string, target: string, body?: unknown) =>
    call(async (r) => app.fetch(r), method, target, { key: OPERATOR, ...(body !== undefined ? { body } : {}) });
  const requests = () => lines.filter((l) => l.msg === 'request');
  return { send, requests };
}

describe('request log lines (PGlite)', () => {
  let db: Database;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await pgliteBackend.open());
  });
  afterAll(async () => {
    await cleanup();
  });

  it('at info: a successful read logs nothing; a write and a refused read log an info line (30)', async () => {
    const { send, requests } = appLogging(db, 'info');
    const made = await send('POST', '/v1/institutions', { Name: 'Log Trust', Authorities: ['BrokerDealer'] });
    const id = String(made.json['InstitutionId']);
    expect((await send('GET', `/v1/institutions/${id}`)).json['Status']).toBe(1);
    const unknown = await send('GET', '/v1/institutions/00000000-0000-4000-8000-00000000abcd');
    expect(unknown.json['Status']).toBe(0);
    await new Promise((ok) => setImmediate(ok));
    expect(requests().map((l) => [l.method, l.level])).toEqual([
      ['POST', 30],
      ['GET', 30],
    ]);
  });

  it('at debug: the successful read has its line too, at debug (20)', async () => {
    const { send, requests } = appLogging(db, 'debug');
    const made = await send('POST', '/v1/institutions', { Name: 'Log Trust 2', Authorities: ['BrokerDealer'] });
    await send('GET', `/v1/institutions/${String(made.json['InstitutionId'])}`);
    await new Promise((ok) => setImmediate(ok));
    expect(requests().map((l) => [l.method, l.level])).toEqual([
      ['POST', 30],
      ['GET', 20],
    ]);
  });
});
