// Shared by the bench's parent (run.mjs) and its server children (servers.mjs).
import { createHash, createHmac } from 'node:crypto';

export const ADMIN = { KeyId: 'op_bench', Secret: 'bench-operator-secret-not-for-production' };
export const ENCRYPTION_KEY = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** design.md section 4: HMAC <keyId>:<base64 HMAC-SHA256(secret, METHOD\nTARGET\nts\nhex(sha256(body)))>:<ts> */
export function authorization(key, method, target, body, ts = Math.floor(Date.now() / 1000)) {
  const base = `${method}\n${target}\n${ts}\n${createHash('sha256').update(body, 'utf8').digest('hex')}`;
  const sig = createHmac('sha256', Buffer.from(key.Secret, 'utf8')).update(base, 'utf8').digest('base64');
  return `HMAC ${key.KeyId}:${sig}:${ts}`;
}
