import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What `acctos serve --demo` created, kept in the data folder (demo.json, mode 0600, beside
 * secrets.json) so `acctos demo` can print the banner again without opening the database (which
 * the running service holds). The provider key's Secret is in it, as the generated operator
 * secret is in secrets.json: the folder is the trial's own.
 */
export interface DemoRecord {
  readonly Url: string;
  readonly ProviderId: string;
  readonly KeyId: string;
  readonly Secret: string;
  readonly InstitutionId: string;
  readonly Authorities: readonly string[];
  readonly AccountTypeCodes: readonly string[];
  readonly CreatedDate: string;
}

export const DEMO_FILE = 'demo.json';

export function writeDemoFile(dataDir: string, record: DemoRecord): void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, DEMO_FILE);
  writeFileSync(path, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
}

const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';
const isTextList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** The demo record of a data folder; undefined when there is none; an Error naming the file when it is unreadable. */
export function readDemoFile(dataDir: string): DemoRecord | undefined {
  const path = join(dataDir, DEMO_FILE);
  if (!existsSync(path)) return undefined;
  let v: Record<string, unknown>;
  try {
    v = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch (err) {
    throw new Error(
      `${path} is not JSON (${err instanceof Error ? err.message : String(err)}); delete it and start ` +
        `again with --demo on a new data folder`,
    );
  }
  const { Url, ProviderId, KeyId, Secret, InstitutionId, Authorities, AccountTypeCodes, CreatedDate } = v;
  if (
    !isText(Url) ||
    !isText(ProviderId) ||
    !isText(KeyId) ||
    !isText(Secret) ||
    !isText(InstitutionId) ||
    !isTextList(Authorities) ||
    !isTextList(AccountTypeCodes) ||
    !isText(CreatedDate)
  )
    throw new Error(
      `${path} lacks a field of the demo record; delete it and start again with --demo on a new data folder`,
    );
  return { Url, ProviderId, KeyId, Secret, InstitutionId, Authorities, AccountTypeCodes, CreatedDate };
}

/** The operator key of a data folder without creating anything: the environment wins, as at start. */
export function readAdminKey(
  dataDir: string,
  env: Readonly<Record<string, string | undefined>>,
): { KeyId: string | undefined; Secret: string | undefined; supplied: boolean } {
  const path = join(dataDir, 'secrets.json');
  let stored: { AdminKeyId?: unknown; AdminSecret?: unknown } = {};
  if (existsSync(path)) {
    try {
      stored = JSON.parse(readFileSync(path, 'utf8')) as typeof stored;
    } catch {
      stored = {};
    }
  }
  const pick = (name: string, fallback: unknown) => {
    const v = env[name];
    return v !== undefined && v !== '' ? v : typeof fallback === 'string' ? fallback : undefined;
  };
  return {
    KeyId: pick('ACCTOS_ADMIN_KEY_ID', stored.AdminKeyId),
    Secret: pick('ACCTOS_ADMIN_SECRET', stored.AdminSecret),
    supplied: (env['ACCTOS_ADMIN_SECRET'] ?? '') !== '',
  };
}
