import type { ServerDeps } from '../app-env.js';
import { encryptionKeyFrom } from '../auth/secret-box.js';
import type { EgressPolicy } from './egress/egress-policy.js';

/** Webhook modules accept the server's at-rest key when the host passes it along. */
export type WebhookDeps = ServerDeps & {
  readonly encryptionKey?: Buffer;
  /** Where deliveries may go (docs/webhooks.md, egress policy); defaults from the environment. */
  readonly webhookEgress?: Partial<EgressPolicy>;
};

/**
 * The AES-256-GCM key that seals endpoint secrets and signing keys, the same one API key
 * secrets use: from deps when given, else ACCTOS_ENCRYPTION_KEY. Undefined when neither is
 * set: callers then refuse to store a secret rather than store it in clear.
 */
export function webhookEncryptionKey(deps: { readonly encryptionKey?: Buffer }): Buffer | undefined {
  if (deps.encryptionKey !== undefined) return deps.encryptionKey;
  const text = process.env.ACCTOS_ENCRYPTION_KEY;
  return text === undefined || text === '' ? undefined : encryptionKeyFrom(text);
}
