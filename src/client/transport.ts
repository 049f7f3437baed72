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
  /** Retries of a request that may safely be sent again (see `send`); `{ max_attempts: 1 }` turns them off. */
  readonly retry?: RetryOptions;
  /** A new ProviderReferenceId (Web Crypto's randomUUID by default). */
  readonly newReference?: () => string;
  /** Waits between attempts (setTimeout by default; tests pass their own). */
  readonly sleep?: (delay_ms: number) => Promise<void>;
  /** Jitter in [0, 1) (Math.random by default). */
  readonly random?: () => number;
}

export interface RetryOptions {
  /** Attempts in all, the first included (default 3, at most 10). */
  readonly max_attempts?: number;
  /** The first wait (default 250 ms), doubled at each retry, then jittered to between half and all of it. */
  readonly base_delay_ms?: number;
  /** No wait is longer, a `Retry-After` included (default 5,000 ms). */
  readonly max_delay_ms?: number;
}

const DEFAULT_ATTEMPTS = 3;
const MAX_ATTEMPTS = 10;
const DEFAULT_BASE_DELAY_MS = 250;
const DEFAULT_MAX_DELAY_MS = 5_000;
/** Methods that change nothing more when repeated (RFC 9110 9.2.2). */
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
/** Answers worth another attempt: no answer, too many requests, or a server-side failure. */
const RETRY_STATUSES: ReadonlySet<number> = new Set([0, 429, 500, 502, 503, 504]);

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

/** How a request is sent: whether the client gives its body a ProviderReferenceId when it has none. */
export interface SendOptions {
  /** The route takes a ProviderReferenceId (design.md 4a): one is generated when the body has none. */
  readonly reference?: boolean;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function newReference(options: ClientOptions): string {
  return options.newReference ? options.newReference() : globalThis.crypto.randomUUID();
}

/**
 * Sends a request and returns the parsed envelope; never throws. The body is serialized once and
 * those exact bytes are signed (again at each attempt) and sent.
 * - A write to a route that takes a ProviderReferenceId (`reference`) whose body has none is given
 *   a generated one, kept across the retries (design.md 4a): a caller who never thinks about
 *   idempotency still cannot double-post.
 * - Retried (bounded, with exponential backoff and jitter, honouring `Retry-After`) after no
 *   answer (`ClientNetworkError`), 429 or a 5xx, when sending again is safe: an idempotent method
 *   (GET, PUT, DELETE) or a body that carries a ProviderReferenceId. Any other write (the operator
 *   writes, whose bodies are strict) is sent once.
 */
export async function send<T>(
  options: ClientOptions,
  stamp: Stamper,
  method: string,
  pathAndQuery: string,
  body?: unknown,
  how: SendOptions = {},
): Promise<ApiResult<T>> {
  const payload =
    how.reference === true && isPlainObject(body) && body['ProviderReferenceId'] === undefined
      ? { ...body, ProviderReferenceId: newReference(options) }
      : body;
  const safe =
    IDEMPOTENT_METHODS.has(method) || (isPlainObject(payload) && payload['ProviderReferenceId'] !== undefined);
  return sendText<T>(
    options,
    stamp,
    method,
    pathAndQuery,
    payload === undefined ? undefined : JSON.stringify(payload),
    safe,
  );
}

/**
 * As send, with the body already serialized: these exact bytes are signed and sent. Retried as
 * send says when `safe` (by default: for an idempotent method only).
 */
export async function sendText<T>(
  options: ClientOptions,
  stamp: Stamper,
  method: string,
  pathAndQuery: string,
  text: string | undefined,
  safe = IDEMPOTENT_METHODS.has(method),
): Promise<ApiResult<T>> {
  const attempts = safe ? attemptsOf(options.retry) : 1;
  for (let attempt = 1; ; attempt++) {
    const { result, retryAfter_ms } = await sendOnce<T>(options, stamp, method, pathAndQuery, text);
    if (attempt >= attempts || !RETRY_STATUSES.has(result.HttpStatus)) return result;
    await (options.sleep ?? sleepFor)(delayBefore(attempt + 1, retryAfter_ms, options));
  }
}

function attemptsOf(retry: RetryOptions | undefined): number {
  const n = retry?.max_attempts ?? DEFAULT_ATTEMPTS;
  return Number.isInteger(n) ? Math.min(MAX_ATTEMPTS, Math.max(1, n)) : DEFAULT_ATTEMPTS;
}

/** The wait before attempt `attempt` (2 or more): Retry-After when given, else backoff with jitter. */
export function delayBefore(attempt: number, retryAfter_ms: number | undefined, options: ClientOptions): number {
  const max_ms = options.retry?.max_delay_ms ?? DEFAULT_MAX_DELAY_MS;
  if (retryAfter_ms !== undefined) return Math.min(max_ms, retryAfter_ms);
  const base_ms = options.retry?.base_delay_ms ?? DEFAULT_BASE_DELAY_MS;
  const backoff_ms = Math.min(max_ms, base_ms * 2 ** (attempt - 2));
  return Math.round(backoff_ms * (0.5 + 0.5 * (options.random ?? Math.random)()));
}

const sleepFor = (delay_ms: number): Promise<void> => new Promise((ok) => setTimeout(ok, delay_ms));

/** `Retry-After` in seconds or as an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
function retryAfterOf(res: Response, now_ms: number): number | undefined {
  const v = res.headers.get('retry-after');
  if (v === null || v.trim() === '') return undefined;
  if (/^\d+$/.test(v.trim())) return Number(v.trim()) * 1000;
  const at_ms = Date.parse(v);
  return Number.isNaN(at_ms) ? undefined : Math.max(0, at_ms - now_ms);
}

async function sendOnce<T>(
  options: ClientOptions,
  stamp: Stamper,
  method: string,
  pathAndQuery: string,
  text: string | undefined,
): Promise<{ result: ApiResult<T>; retryAfter_ms?: number | undefined }> {
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
    return { result: failed(0, 'ClientNetworkError', err instanceof Error ? err.message : String(err)) };
  }
  const retryAfter_ms = retryAfterOf(res, (options.now ?? Date.now)());
  let parsed: unknown;
  try {
    parsed = await res.json();
  } catch {
    return {
      result: failed(res.status, 'ClientInvalidResponse', `HTTP ${res.status} without a JSON body`),
      retryAfter_ms,
    };
  }
  if (!isEnvelope(parsed))
    return {
      result: failed(res.status, 'ClientInvalidResponse', `HTTP ${res.status} without the response envelope`),
      retryAfter_ms,
    };
  return { result: { ...(parsed as object), HttpStatus: res.status } as ApiResult<T>, retryAfter_ms };
}

/** A path segment, percent-encoded so an id can never change the route. */
export function seg(id: string): string {
  return encodeURIComponent(id);
}
