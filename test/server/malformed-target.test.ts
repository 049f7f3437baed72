// Issue 17, lesser defects: "the 404 message echoes the whole path (8,018 characters seen)" and
// "Node's own 400 for a malformed request target has no envelope". Raw sockets against
// startServer, so Node's parser and the @hono/node-server adapter are both in the path.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/index.js';

interface RawResponse {
  readonly status: number;
  readonly headers: string;
  readonly body: string;
}

function raw(port: number, request: string): Promise<RawResponse> {
  return new Promise((ok, fail) => {
    const socket = connect(port, '127.0.0.1');
    let out = '';
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => (out += d));
    socket.on('error', fail);
    socket.on('close', () => {
      const split = out.indexOf('\r\n\r\n');
      const head = split < 0 ? out : out.slice(0, split);
      ok({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        headers: head,
        body: split < 0 ? '' : Buffer.from(out.slice(split + 4), 'latin1').toString('utf8'),
      });
    });
    socket.write(request, 'latin1');
    setTimeout(() => socket.end(), 2000).unref();
  });
}

const get = (target: string, extra = '') =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`;

function expectEnvelope(r: RawResponse, status: number, code: string): { Message: string } {
  expect(r.status, r.headers).toBe(status);
  expect(r.headers.toLowerCase()).toContain('content-type: application/json');
  const json = JSON.parse(r.body) as { RequestId: number; Status: number; ResponseStatus: { ErrorCode: string } };
  expect(String(json.RequestId)).toMatch(/^\d{13}$/);
  expect(json.Status).toBe(0);
  expect(json.ResponseStatus.ErrorCode).toBe(code);
  return json.ResponseStatus as { ErrorCode: string; Message: string };
}

describe('404 bound and malformed request targets (raw HTTP/1.1)', () => {
  let dir: string;
  let server: { url: string; close(): Promise<void> };
  let port = 0;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'acctos-malformed-'));
    server = await startServer({
      port: 0,
      dataDir: dir,
      env: { ACCTOS_LOG_LEVEL: 'silent', ACCTOS_WEBHOOKS: 'off' },
      print: () => undefined,
    });
    port = Number(new URL(server.url).port);
  }, 90_000);
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the 404 message never echoes more than 100 characters of the path', async () => {
    const path = `/${'x'.repeat(8017)}`;
    const m = expectEnvelope(await raw(port, get(path)), 404, 'RouteNotFound');
    expect(m.Message).toBe(`No route GET /${'x'.repeat(99)}... (8018 characters).`);
    expect(m.Message.length).toBeLessThan(160);
    const short = expectEnvelope(await raw(port, get('//%%')), 404, 'RouteNotFound');
    expect(short.Message).toBe('No route GET //%%.');
  });

  it.each([
    ['an asterisk-form target', '*'],
    ['an absolute-form target with a broken host', 'http://[::1/x'],
    ['an absolute-form target with credentials and no host', 'http://a:b@/x'],
  ])('%s (refused by the adapter) gets the envelope: 400 BadRequest', async (_what, target) => {
    const m = expectEnvelope(await raw(port, get(target)), 400, 'BadRequest');
    expect(m.Message).toBe('The request target is malformed.');
  });

  it.each([
    ['a space in the target', '/a b'],
    ['a control character in the target', '/\u0001'],
    ['a target without a leading slash', '%%'],
  ])('%s (refused by Node itself) gets the envelope: 400 BadRequest', async (_what, target) => {
    const m = expectEnvelope(await raw(port, get(target)), 400, 'BadRequest');
    expect(m.Message).toMatch(/^The request is malformed/);
  });

  it('an oversized header block gets the envelope: 431 HeadersTooLarge', async () => {
    expectEnvelope(await raw(port, get('/healthz', `X-Big: ${'b'.repeat(40_000)}\r\n`)), 431, 'HeadersTooLarge');
  });

  it('the service keeps serving afterwards', async () => {
    const r = await fetch(`${server.url}/healthz`);
    expect(r.status).toBe(200);
  });
});
