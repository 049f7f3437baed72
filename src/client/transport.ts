import { signRequest } from './sign-request.js';
import type { ApiResult, ClientErrorCode, Failed } from './types.js';

export interface ClientOptions {
  /** Service root without /v1, e.g. `http://127.0.0.1:8080`; a path prefix is kept. */
  readonly baseUrl: string;
  readonly keyId: string;
  readonly secret: string;
  readonly fetch?: typeof fetch;
  /** Clock in milliseconds since the epoch (Date.now by default). */
  readonly now?: () => number;
}

/** Gives each request its timestamp (Unix seconds). */
export type Stamper = (requestKey: string) => number;

const MAX_REMEMBERED = 1024;

/**
 * The server treats a repeated (keyId, signature) inside its window as a replay, and two
 * identical requests in the same second sign identically. So the client remembers what it
 * signed: an identical request gets the next unused second (at most a few seconds ahead,
 * well inside the 300 s window) instead of a certain 401.
 */
export function createStamper(now: () => number): Stamper {
  const last = new Map<string, number>();
  return (requestKey) => {
    const current = Math.floor(now() / 1000);
    const prior = last.get(requestKey);
    const ts = prior !== undefined && prior >= current ? prior + 1 : current;
    if (last.size >= MAX_REMEMBERED) {
      for (const [k, v] of last) if (v < current) last.delete(k);
      if (last.size >= MAX_REMEMBERED) last.clear();
    }
    last.set(requestKey, ts);
    return ts;
  };
}

export type QueryValue = string | number | undefined;

/** `?A=1&B=x` in the given order, skipping undefined; '' when nothing is left. */
export function queryString(params: Readonly<Record<string, QueryValue>>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.append(k, String(v));
  const s = q.toString();
  return s === '' ? '' : `?${s}`;
}

function failed(HttpStatus: number, ErrorCode: ClientErrorCode, Message: string, RequestId = 0): Failed {
  return { RequestId, Status: 0, HttpStatus, ResponseStatus: { ErrorCode, Message } };
}

function isEnvelope(v: unknown): v is { Status: 0 | 1; RequestId: number } {
  return (
    typeof v === 'object' &&
    v !== null &&
    ((v as { Status?: unknown }).Status === 1 || (v as { Status?: unknown }).Status === 0)
  );
}

/**
 * Sends one request: serializes the body once, signs exactly those bytes and that target,
 * and returns the parsed envelope. Never throws: a network failure or a response that is not
 * an envelope comes back as Status 0 (`ClientNetworkError`, `ClientInvalidResponse`).
 */
export async function send<T>(
  options: ClientOptions,
  stamp: Stamper,
  method: string,
  pathAndQuery: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  return sendText<T>(options, stamp, method, pathAndQuery, body === undefined ? undefined : JSON.stringify(body));
}

/** As send, with the body already serialized: these exact bytes are signed and sent. */
export async function sendText<T>(
  options: ClientOptions,
  stamp: Stamper,
  method: string,
  pathAndQuery: string,
  text: string | undefined,
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (text !== undefined) headers['content-type'] = 'application/json';
  const doFetch = options.fetch ?? globalThis.fetch;
  let res: Response;
  try {
    // A bounded key: a prefix collision only costs an unneeded one-second bump.
    const body = text ?? '';
    const timestamp = stamp(`${method}\n${pathAndQuery}\n${body.length}\n${body.slice(0, 256)}`);
    headers.authorization = await signRequest({
      method,
      pathAndQuery,
      body: text,
      keyId: options.keyId,
      secret: options.secret,
      timestamp,
    });
    const url = `${options.baseUrl.replace(/\/+$/, '')}${pathAndQuery}`;
    res = await doFetch(url, { method, headers, ...(text !== undefined ? { body: text } : {}) });
  } catch (err) {
    return failed(0, 'ClientNetworkError', err instanceof Error ? err.message : String(err));
  }
  let parsed: unknown;
  try {
    parsed = await res.json();
  } catch {
    return failed(res.status, 'ClientInvalidResponse', `HTTP ${res.status} without a JSON body`);
  }
  if (!isEnvelope(parsed))
    return failed(res.status, 'ClientInvalidResponse', `HTTP ${res.status} without the response envelope`);
  return { ...(parsed as object), HttpStatus: res.status } as ApiResult<T>;
}

/** A path segment, percent-encoded so an id can never change the route. */
export function seg(id: string): string {
  return encodeURIComponent(id);
}
