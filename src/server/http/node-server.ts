import { createServer, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { getRequestListener, RequestError } from '@hono/node-server';
import { malformedRequest } from './malformed-target.js';

type Fetch = (req: Request) => Response | Promise<Response>;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
};
/** A stand-in answer must come quickly; a stalled database must not keep a broken socket open. */
const CLIENT_ERROR_ANSWER_MS = 3000;

function clientErrorKind(err: Error & { code?: string }): Parameters<typeof malformedRequest>[0] {
  if (err.code === 'HPE_HEADER_OVERFLOW')
    return { code: 'HeadersTooLarge', message: 'The request headers are larger than the server accepts.' };
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { code: 'RequestTimeout', message: 'The request headers did not arrive in time.' };
  return {
    code: 'BadRequest',
    message: 'The request is malformed (its request line, target or headers do not parse as HTTP/1.1).',
  };
}

/** Writes the app's envelope for a request Node's parser refused, then closes the connection. */
async function answerClientError(fetch: Fetch, err: Error & { code?: string }, socket: Duplex): Promise<void> {
  const res = await Promise.race([
    Promise.resolve(fetch(malformedRequest(clientErrorKind(err)))),
    new Promise<undefined>((ok) => setTimeout(() => ok(undefined), CLIENT_ERROR_ANSWER_MS).unref()),
  ]);
  if (res === undefined || !socket.writable) return void socket.destroy();
  const body = Buffer.from(await res.text(), 'utf8');
  const head = [
    `HTTP/1.1 ${res.status} ${REASONS[res.status] ?? 'Error'}`,
    'Content-Type: application/json',
    `Content-Length: ${body.length}`,
    'Connection: close',
    '',
    '',
  ].join('\r\n');
  socket.end(Buffer.concat([Buffer.from(head, 'latin1'), body]));
}

/**
 * The node:http server for `fetch`, as @hono/node-server's `serve` builds it, plus the envelope
 * for what never reaches the app as a request (issue 17): a target the adapter cannot make a URL
 * of (`*`, `http://[::1/x`) and a request Node's parser refuses (`GET /a b`, a control
 * character, oversized headers) answer with `{ RequestId, Status: 0, ResponseStatus }`, not a
 * bare 400.
 */
export function createNodeServer(fetch: Fetch, hostname: string): Server {
  const listener = getRequestListener(fetch, {
    hostname,
    errorHandler: async (err: unknown) =>
      fetch(
        malformedRequest(
          err instanceof RequestError
            ? { code: 'BadRequest', message: 'The request target is malformed.' }
            : { code: 'InternalError', message: 'Internal error; quote the RequestId to the operator.' },
        ),
      ),
  });
  const server = createServer(listener);
  server.on('clientError', (err: Error & { code?: string }, socket: Duplex) => {
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent === true) {
      socket.destroy();
      return;
    }
    answerClientError(fetch, err, socket).catch(() => socket.destroy());
  });
  return server;
}
