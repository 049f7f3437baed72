import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for key secrets at rest. The key comes from ACCTOS_ENCRYPTION_KEY: 64 hex
 * characters or base64 of 32 bytes; any other text is stretched with SHA-256 (documented).
 * Stored form: `v1.<iv>.<tag>.<ciphertext>`, each base64url.
 */
export function encryptionKeyFrom(text: string): Buffer {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  const b = Buffer.from(text, 'base64');
  if (b.length === 32 && /^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return b;
  return createHash('sha256').update(text, 'utf8').digest();
}

export function encryptSecret(key: Buffer, secret: string, keyId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(keyId, 'utf8')); // binds the ciphertext to its key row
  const ct = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join(
    '.',
  );
}

/** Undefined when the stored value is corrupt or was sealed with another key. */
export function decryptSecret(key: Buffer, stored: string, keyId: string): string | undefined {
  const parts = stored.split('.');
  if (parts.length !== 4 || parts[0] !== 'v1') return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(parts[1]!, 'base64url'));
    decipher.setAAD(Buffer.from(keyId, 'utf8'));
    decipher.setAuthTag(Buffer.from(parts[2]!, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(parts[3]!, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
