import { dirname } from 'node:path';
import type { Catalog } from '../../core/catalog/types.js';
import type { Database } from '../db/types.js';
import { currentAcctosCommand } from './command-hint.js';
import { demoBanner } from './demo-banner.js';
import { writeDemoFile } from './demo-file.js';
import { seedDemo } from './seed-demo.js';

export interface StartNoticeInput {
  readonly db: Database;
  readonly catalog: Catalog;
  readonly encryptionKey: Buffer;
  readonly url: string;
  readonly adminKey: { readonly KeyId: string; readonly Secret: string };
  /** True when the operator secret came from ACCTOS_ADMIN_SECRET: then it is never printed. */
  readonly adminSecretSupplied: boolean;
  /** Where the generated secrets live (secrets.json, mode 0600); demo.json goes beside it. */
  readonly secretsPath: string;
  /** `acctos serve --demo`: seed demo data on an empty database and print the banner. */
  readonly demo: boolean;
  readonly print: (text: string) => void;
  readonly at: Date;
  /** How a user runs acctos from here; default: worked out from where this package runs. */
  readonly command?: string;
}

/** What a production start on a database without any provider prints: how to create the first one. */
export function firstProviderNotice(
  url: string,
  adminKeyId: string,
  adminSecretSupplied: boolean,
  secretsPath: string,
  command = 'acctos',
): string {
  const secret = adminSecretSupplied
    ? 'the ACCTOS_ADMIN_SECRET you supplied'
    : `"AdminSecret" in ${secretsPath} (mode 0600)`;
  return [
    '',
    'acctos: the database has no provider yet (schema only; no demo data without --demo).',
    `Create the first provider with the operator key ${adminKeyId} (its secret: ${secret}):`,
    `  export ACCTOS_URL=${url} ACCTOS_ADMIN_KEY_ID=${adminKeyId} ACCTOS_ADMIN_SECRET=<the operator secret>`,
    `  ${command} providers create "Your Provider"          # prints its ProviderId`,
    `  ${command} keys create <ProviderId>                  # a provider key (its secret is shown once)`,
    `  ${command} institutions create "Your Trust" --authorities Bank,StateTrustCompany`,
    `  ${command} contracts set <ProviderId> roth-ira,sep-ira`,
    `See docs/deployment.md (production start). For a local trial with demo data: ${command} serve --demo.`,
    '',
  ].join('\n');
}

/**
 * After the listener is up: with `demo`, seed the demo data on an empty database, keep what it
 * created in the data folder (demo.json, mode 0600) and print the banner (the operator secret only
 * when it was generated, never one supplied in the environment); on a database already seeded, say
 * how to print it again (`acctos demo`). Without `demo` nothing is created beyond the schema; on a
 * database with no provider the first-provider notice is printed, and it never contains a secret.
 */
export async function announceStart(input: StartNoticeInput): Promise<void> {
  const command = input.command ?? currentAcctosCommand();
  if (input.demo) {
    const seed = await seedDemo(input.db, input.catalog, input.encryptionKey, input.at);
    if (seed === undefined) {
      input.print(
        `acctos: the database already has data, so --demo created nothing. ${command} demo prints the demo ` +
          `keys again (from this data folder, when it seeded them).`,
      );
      return;
    }
    writeDemoFile(dirname(input.secretsPath), { Url: input.url, ...seed, CreatedDate: input.at.toISOString() });
    input.print(
      demoBanner({
        url: input.url,
        admin: input.adminKey,
        adminSecretSupplied: input.adminSecretSupplied,
        seed,
        command,
        when: 'created',
      }),
    );
    return;
  }
  const n = await input.db.query<{ n: number }>('SELECT count(*)::int AS n FROM providers');
  if (Number(n.rows[0]?.n ?? 0) === 0)
    input.print(
      firstProviderNotice(input.url, input.adminKey.KeyId, input.adminSecretSupplied, input.secretsPath, command),
    );
}
