import { type SignatureAlgorithm, WEBHOOK_COVERED_COMPONENTS, WEBHOOK_SIGNATURE_LABEL } from './algorithms.js';
import { requestComponents } from './components.js';
import type { DigestCheck } from './content-digest-types.js';
import type { WebhookEvent } from './event-types.js';
import { type Jwks, type RemoteJwksOptions, remoteJwksResolverOf } from './jwks-document.js';
import {
  type AlgKey,
  type KeyResolverOf,
  type RejectReason,
  type SignatureCheck,
  verifyMessageWith,
} from './verify-core.js';

// The crypto-free webhook receiver, shared by the Node receiver (receiver.ts) and the browser
// verifier (web/): the caller supplies the signature check, the digest check and key import.

export interface WebhookReceiverOptionsOf<K extends AlgKey> {
  /** The endpoint's secret as returned at registration (hmac-sha256 endpoints). */
  readonly hmacSecret?: string | Uint8Array;
  /** A fixed JWKS (ed25519 endpoints). */
  readonly jwks?: Jwks;
  /** The service's `/.well-known/jwks.json` URL, fetched and cached (ed25519 endpoints). */
  readonly jwksUrl?: string;
  /** Any other key lookup by keyid; tried after the options above. */
  readonly keys?: KeyResolverOf<K>;
  /** Largest accepted age of the signature's `created`. Default 300 s. */
  readonly maxAge_s?: number;
  /**
   * Largest accepted age of the payload's OccurredAt. Deliveries are retried for up to 24 hours,
   * so the default is 25 hours; a replay of an older capture is refused.
   */
  readonly maxEventAge_s?: number;
  /** Tolerated clock difference for timestamps in the future. Default 60 s. */
  readonly clockSkew_s?: number;
  /** Deliveries repeat: return true when this EventId was already processed. */
  readonly isDuplicate?: (eventId: string) => boolean | Promise<boolean>;
  /** Overrides `@authority` when a proxy rewrites the Host the sender signed. */
  readonly authority?: string;
  /** Largest accepted body. Default 1 MiB. */
  readonly maxBodyBytes?: number;
  /** Clock in milliseconds since the epoch; Date.now by default. */
  readonly now?: () => number;
  readonly fetch?: typeof fetch;
}

export type WebhookReceiveResult =
  | {
      readonly ok: true;
      readonly event: WebhookEvent;
      readonly keyid: string;
      readonly alg: SignatureAlgorithm;
    }
  | { readonly ok: false; readonly reason: RejectReason; readonly detail: string };

const MAX_EVENT_ID_CHARS = 200;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function parseEvent(body: Uint8Array): WebhookEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const { EventId, EventType, OccurredAt, Data } = value;
  if (typeof EventId !== 'string' || EventId === '' || EventId.length > MAX_EVENT_ID_CHARS) return undefined;
  if (typeof EventType !== 'string' || typeof OccurredAt !== 'string' || !isRecord(Data)) return undefined;
  if (Number.isNaN(Date.parse(OccurredAt))) return undefined;
  return { EventId, EventType, OccurredAt, Data };
}

async function readBody(request: Request, limit: number): Promise<Uint8Array | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > limit) return undefined;
  const body = new Uint8Array(await request.arrayBuffer());
  return body.byteLength > limit ? undefined : body;
}

/** What a receiver needs from a crypto library. */
export interface ReceiverCrypto<K extends AlgKey> {
  readonly check: SignatureCheck<K>;
  readonly digest: (fieldValue: string | null, body: Uint8Array) => DigestCheck | Promise<DigestCheck>;
  readonly hmacKey: (secret: string | Uint8Array) => K;
  readonly fromJwks: (jwks: Jwks) => KeyResolverOf<K>;
}

function keyResolver<K extends AlgKey>(
  options: WebhookReceiverOptionsOf<K>,
  crypto: ReceiverCrypto<K>,
): { resolve: KeyResolverOf<K>; algs: SignatureAlgorithm[] } {
  const sources: KeyResolverOf<K>[] = [];
  const algs: SignatureAlgorithm[] = [];
  if (options.hmacSecret !== undefined) {
    const secret = options.hmacSecret;
    const key = crypto.hmacKey(secret);
    // An hmac endpoint has one secret; the keyid names the endpoint, so any keyid resolves to it.
    sources.push((_keyid, alg) => (alg === undefined || alg === 'hmac-sha256' ? key : undefined));
    algs.push('hmac-sha256');
  }
  if (options.jwks !== undefined) sources.push(crypto.fromJwks(options.jwks));
  if (options.jwksUrl !== undefined) {
    const remote: RemoteJwksOptions = {
      url: options.jwksUrl,
      ...(options.fetch !== undefined ? { fetch: options.fetch } : {}),
      ...(options.now !== undefined ? { now: options.now } : {}),
    };
    sources.push(remoteJwksResolverOf(remote, crypto.fromJwks));
  }
  if (options.jwks !== undefined || options.jwksUrl !== undefined) algs.push('ed25519');
  if (options.keys !== undefined) {
    sources.push(options.keys);
    if (!algs.includes('ed25519')) algs.push('ed25519');
    if (!algs.includes('hmac-sha256')) algs.push('hmac-sha256');
  }
  const resolve: KeyResolverOf<K> = async (keyid, alg) => {
    for (const source of sources) {
      const key = await source(keyid, alg);
      if (key !== undefined) return key;
    }
    return undefined;
  };
  return { resolve, algs };
}

/**
 * A verifier for acctos webhook deliveries: checks the `sig1` signature over
 * `("@authority" "content-digest")`, the age of `created`, the Content-Digest against the body,
 * the payload shape and age, and (optionally) duplicates. Never throws on a bad request.
 */
export function createReceiverWith<K extends AlgKey>(
  options: WebhookReceiverOptionsOf<K>,
  crypto: ReceiverCrypto<K>,
): (request: Request) => Promise<WebhookReceiveResult> {
  const { resolve, algs } = keyResolver(options, crypto);
  const now = options.now ?? Date.now;
  const maxAge = options.maxAge_s ?? 300;
  const maxEventAge = options.maxEventAge_s ?? 90_000;
  const skew = options.clockSkew_s ?? 60;
  const limit = options.maxBodyBytes ?? 1_048_576;
  return async (request) => {
    let body: Uint8Array | undefined;
    try {
      body = await readBody(request, limit);
    } catch {
      return { ok: false, reason: 'malformed-body', detail: 'the body could not be read' };
    }
    if (body === undefined) return { ok: false, reason: 'body-too-large', detail: `body over ${limit} bytes` };
    const nowMs = now();
    const now_s = Math.floor(nowMs / 1000);
    const verified = await verifyMessageWith(
      {
        signatureInput: request.headers.get('signature-input'),
        signature: request.headers.get('signature'),
        label: WEBHOOK_SIGNATURE_LABEL,
        requiredComponents: WEBHOOK_COVERED_COMPONENTS,
        allowedAlgs: algs,
        resolve: requestComponents(request, options.authority !== undefined ? { authority: options.authority } : {}),
        keys: resolve,
        now_s,
        maxAge_s: maxAge,
        clockSkew_s: skew,
      },
      crypto.check,
    );
    if (!verified.ok) return verified;
    const digest = await crypto.digest(request.headers.get('content-digest'), body);
    if (!digest.ok) return { ok: false, reason: digest.reason, detail: 'Content-Digest does not match the body' };
    const event = parseEvent(body);
    if (event === undefined) return { ok: false, reason: 'malformed-body', detail: 'not an event envelope' };
    const occurred = Date.parse(event.OccurredAt);
    if (nowMs - occurred > maxEventAge * 1000 || occurred - nowMs > skew * 1000) {
      return { ok: false, reason: 'stale-event', detail: 'OccurredAt is outside the accepted window' };
    }
    if (options.isDuplicate !== undefined && (await options.isDuplicate(event.EventId))) {
      return { ok: false, reason: 'duplicate', detail: `EventId ${event.EventId} already processed` };
    }
    return { ok: true, event, keyid: verified.keyid, alg: verified.alg };
  };
}
