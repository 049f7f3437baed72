// A tiny signing helper for the server tests (independent of src/client): design.md section 4.
import { createHash, createHmac } from 'node:crypto';

export interface TestKey {
  readonly KeyId: string;
  readonly Secret: string;
}

export function authorization(key: TestKey, method: string, target: string, body: string, timestamp_s: number): string {
  const bodyHash = createHash('sha256').update(body, 'utf8').digest('hex');
  const base = `${method.toUpperCase()}\n${target}\n${timestamp_s}\n${bodyHash}`;
  const sig = createHmac('sha256', Buffer.from(key.Secret, 'utf8')).update(base, 'utf8').digest('base64');
  return `HMAC ${key.KeyId}:${sig}:${timestamp_s}`;
}

export interface CallOptions {
  readonly key?: TestKey | undefined;
  readonly body?: unknown;
  /** Raw body text (overrides body). */
  readonly raw?: string;
  readonly headers?: Record<string, string>;
  readonly timestamp_s?: number;
  /** Override the Authorization header entirely. */
  readonly authorization?: string;
  readonly contentType?: string | null;
}

// Timestamps already used per identical request (key, method, target, body). Stepping back one
// second per call is not enough: the clock steps forward meanwhile, and two calls straddling a
// second boundary would share a timestamp. Each call takes the newest second not yet used by an
// identical request (never more than MAX_BACK_S back, inside the 300 s window).
const usedTimestamps = new Map<string, Set<number>>();
const MAX_BACK_S = 280;

function uniqueTimestamp_s(identity: string): number {
  const now = Math.floor(Date.now() / 1000);
  let used = usedTimestamps.get(identity);
  if (used === undefined) usedTimestamps.set(identity, (used = new Set<number>()));
  for (let ts = now; ts > now - MAX_BACK_S; ts--) {
    if (!used.has(ts)) {
      used.add(ts);
      return ts;
    }
  }
  throw new Error(`more than ${MAX_BACK_S} identical signed requests in ${MAX_BACK_S} s`);
}

export type Fetcher = (req: Request) => Promise<Response> | Response;

export interface CallResult {
  readonly status: number;
  readonly json: Record<string, unknown> & {
    RequestId: number;
    Status: number;
    ResponseStatus?: { ErrorCode: string; Message: string; Errors?: unknown[] };
  };
  readonly headers: Headers;
}

/** Signs and sends one request through a fetch handler (app.fetch) or a real URL. */
export async function call(
  fetcher: Fetcher,
  method: string,
  target: string,
  opts: CallOptions = {},
): Promise<CallResult> {
  const raw = opts.raw ?? (opts.body === undefined ? '' : JSON.stringify(opts.body));
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (raw !== '' && opts.contentType !== null) headers['Content-Type'] = opts.contentType ?? 'application/json';
  // Identical requests signed in the same second carry the same signature, which the server
  // rightly treats as a replay; tests that repeat a request get an unused timestamp instead.
  const ts = opts.timestamp_s ?? uniqueTimestamp_s(`${opts.key?.KeyId ?? ''}\n${method}\n${target}\n${raw}`);
  if (opts.authorization !== undefined) headers['Authorization'] = opts.authorization;
  else if (opts.key !== undefined) headers['Authorization'] = authorization(opts.key, method, target, raw, ts);
  const init: RequestInit = { method, headers };
  if (raw !== '') init.body = raw;
  const res = await fetcher(new Request(`http://acctos.test${target}`, init));
  const text = await res.text();
  let json: CallResult['json'];
  try {
    json = JSON.parse(text) as CallResult['json'];
  } catch {
    json = { RequestId: -1, Status: -1, text } as unknown as CallResult['json'];
  }
  return { status: res.status, json, headers: res.headers };
}

/** A fetcher that sends to a running server at `base`. */
export function httpFetcher(base: string): Fetcher {
  return (req) => {
    const u = new URL(req.url);
    return fetch(`${base}${u.pathname}${u.search}`, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      duplex: 'half',
    } as RequestInit);
  };
}
