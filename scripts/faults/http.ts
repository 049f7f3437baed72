// Signed HTTP for the fault suite (design.md section 4), loopback only.
import { createHash, createHmac } from 'node:crypto';

export interface Key {
  readonly KeyId: string;
  readonly Secret: string;
}

export interface Answer {
  /** 0 when no HTTP answer arrived (connection refused or reset, timeout). */
  readonly status: number;
  readonly text: string;
  readonly json: Record<string, unknown> | undefined;
  readonly error?: string;
  readonly elapsed_ms: number;
}

export function authorization(key: Key, method: string, target: string, body: string, ts: number): string {
  const digest = createHash('sha256').update(body, 'utf8').digest('hex');
  const base = `${method}\n${target}\n${ts}\n${digest}`;
  const sig = createHmac('sha256', Buffer.from(key.Secret, 'utf8')).update(base, 'utf8').digest('base64');
  return `HMAC ${key.KeyId}:${sig}:${ts}`;
}

/** True for `{ RequestId: 13 digits, Status: 0|1, ... }` with ResponseStatus when Status is 0. */
export function isEnvelope(json: Record<string, unknown> | undefined): boolean {
  if (json === undefined || !/^\d{13}$/.test(String(json['RequestId']))) return false;
  if (json['Status'] === 1) return true;
  const rs = json['ResponseStatus'] as { ErrorCode?: unknown; Message?: unknown } | undefined;
  return json['Status'] === 0 && typeof rs?.ErrorCode === 'string' && typeof rs.Message === 'string';
}

export function assertLoopback(base: string): void {
  const host = new URL(base).hostname;
  if (host !== '127.0.0.1' && host !== '[::1]' && host !== 'localhost')
    throw new Error(`the fault suite only talks to loopback, not ${host}`);
}

/** One signed request; never throws (a transport failure is status 0). */
export async function send(
  base: string,
  key: Key | undefined,
  method: string,
  target: string,
  body?: unknown,
  opts: { raw?: string; timeout_ms?: number; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const text = opts.raw ?? (body === undefined ? '' : JSON.stringify(body));
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (text !== '' && headers['Content-Type'] === undefined) headers['Content-Type'] = 'application/json';
  if (key !== undefined && headers['Authorization'] === undefined)
    headers['Authorization'] = authorization(key, method, target, text, Math.floor(Date.now() / 1000));
  const started = performance.now();
  try {
    const res = await fetch(`${base}${target}`, {
      method,
      headers,
      ...(text !== '' ? { body: text } : {}),
      signal: AbortSignal.timeout(opts.timeout_ms ?? 20_000),
    });
    const answer = await res.text();
    let json: Record<string, unknown> | undefined;
    try {
      json = JSON.parse(answer) as Record<string, unknown>;
    } catch {
      json = undefined;
    }
    return { status: res.status, text: answer, json, elapsed_ms: performance.now() - started };
  } catch (err) {
    return {
      status: 0,
      text: '',
      json: undefined,
      error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
      elapsed_ms: performance.now() - started,
    };
  }
}
