import type { Catalog } from '../../core/catalog/types.js';
import type { Database } from '../db/types.js';
import { demoBanner, seedDemo } from './seed-demo.js';

export interface StartNoticeInput {
  readonly db: Database;
  readonly catalog: Catalog;
  readonly encryptionKey: Buffer;
  readonly url: string;
  readonly adminKey: { readonly KeyId: string; readonly Secret: string };
  /** True when the operator secret came from ACCTOS_ADMIN_SECRET: then it is never printed. */
  readonly adminSecretSupplied: boolean;
  /** Where the generated secrets live (secrets.json, mode 0600). */
  readonly secretsPath: string;
  /** `acctos serve --demo`: seed demo data on an empty database and print the banner. */
  readonly demo: boolean;
  readonly print: (text: string) => void;
  readonly at: Date;
}

/** What a production start on a database without any provider prints: how to create the first one. */
export function firstProviderNotice(
  url: string,
  adminKeyId: string,
  adminSecretSupplied: boolean,
  secretsPath: string,
): string {
  const secret = adminSecretSupplied
    ? 'the ACCTOS_ADMIN_SECRET you supplied'
    : `"AdminSecret" in ${secretsPath} (mode 0600)`;
  return [
    '',
    'acctos: the database has no provider yet (schema only; no demo data without --demo).',
    `Create the first provider with the operator key ${adminKeyId} (its secret: ${secret}):`,
    `  export ACCTOS_URL=${url} ACCTOS_ADMIN_KEY_ID=${adminKeyId} ACCTOS_ADMIN_SECRET=<the operator secret>`,
    '  acctos providers create "Your Provider"          # prints its ProviderId',
    '  acctos keys create <ProviderId>                  # a provider key (its secret is shown once)',
    '  acctos institutions create "Your Trust" --authorities Bank,StateTrustCompany',
    '  acctos contracts set <ProviderId> roth-ira,sep-ira',
    'See docs/deployment.md (production start). For a local trial with demo data: acctos serve --demo.',
    '',
  ].join('\n');
}

/**
 * After the listener is up: with `demo`, seed the demo data on an empty database and print the
 * banner once (the operator secret only when it was generated, never one supplied in the
 * environment). Without `demo` nothing is created beyond the schema; on a database with no
 * provider the first-provider notice is printed, and it never contains a secret.
 */
export async function announceStart(input: StartNoticeInput): Promise<void> {
  if (input.demo) {
    const seed = await seedDemo(input.db, input.catalog, input.encryptionKey, input.at);
    if (seed !== undefined) input.print(demoBanner(input.url, input.adminKey, seed, input.adminSecretSupplied));
    return;
  }
  const n = await input.db.query<{ n: number }>('SELECT count(*)::int AS n FROM providers');
  if (Number(n.rows[0]?.n ?? 0) === 0)
    input.print(firstProviderNotice(input.url, input.adminKey.KeyId, input.adminSecretSupplied, input.secretsPath));
}
