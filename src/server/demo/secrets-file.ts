import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Secrets the service needs; generated once for the demo and kept in the data dir (mode 0600). */
export interface ServiceSecrets {
  readonly AdminKeyId: string;
  readonly AdminSecret: string;
  readonly EncryptionKey: string;
}

export const SECRETS_FILE = 'secrets.json';

/**
 * Environment values win (ACCTOS_ADMIN_KEY_ID, ACCTOS_ADMIN_SECRET, ACCTOS_ENCRYPTION_KEY);
 * whatever is missing comes from `<dataDir>/secrets.json`, created with mode 0600 on first start.
 */
export function loadOrCreateSecrets(
  dataDir: string,
  env: Readonly<Record<string, string | undefined>>,
): ServiceSecrets {
  const path = join(dataDir, SECRETS_FILE);
  let stored: Partial<ServiceSecrets> = {};
  if (existsSync(path)) stored = JSON.parse(readFileSync(path, 'utf8')) as Partial<ServiceSecrets>;
  const generated: ServiceSecrets = {
    AdminKeyId: stored.AdminKeyId ?? `op_${randomBytes(8).toString('hex')}`,
    AdminSecret: stored.AdminSecret ?? randomBytes(32).toString('base64url'),
    EncryptionKey: stored.EncryptionKey ?? randomBytes(32).toString('hex'),
  };
  if (stored.AdminKeyId === undefined || stored.AdminSecret === undefined || stored.EncryptionKey === undefined) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600 });
    chmodSync(path, 0o600);
  }
  const pick = (name: string, fallback: string): string => {
    const v = env[name];
    return v !== undefined && v !== '' ? v : fallback;
  };
  return {
    AdminKeyId: pick('ACCTOS_ADMIN_KEY_ID', generated.AdminKeyId),
    AdminSecret: pick('ACCTOS_ADMIN_SECRET', generated.AdminSecret),
    EncryptionKey: pick('ACCTOS_ENCRYPTION_KEY', generated.EncryptionKey),
  };
}
