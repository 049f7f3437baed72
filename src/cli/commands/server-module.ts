import { CliError, EXIT } from '../io.js';

/** The parts of acctos/server the CLI uses (contract of src/server/index.ts). */
export interface ServerModule {
  startServer(opts: {
    port?: number;
    host?: string;
    dataDir?: string;
    databaseUrl?: string;
    env?: Readonly<Record<string, string | undefined>>;
    demo?: boolean;
    print?: (text: string) => void;
  }): Promise<{ url: string; close(): Promise<void> }>;
  openDatabase(opts: { dataDir?: string; databaseUrl?: string }): Promise<{ close(): Promise<void> }>;
  migrate(db: never): Promise<string[] | undefined>;
  /** `acctos ledger check` (absent from builds before it). */
  ledgerCheck?(db: never): Promise<{
    ok: boolean;
    problems: readonly string[];
    postings: number;
    accounts: number;
    transactions: number;
  }>;
}

/** Loaded on demand, so `call` and the operator commands never load the database drivers. */
export async function loadServer(): Promise<ServerModule> {
  const mod = (await import('../../server/index.js')) as unknown as Partial<ServerModule>;
  if (
    typeof mod.startServer !== 'function' ||
    typeof mod.openDatabase !== 'function' ||
    typeof mod.migrate !== 'function'
  ) {
    throw new CliError(
      'this build has no server (acctos/server exports are missing): install acctos-server, or run npm run ' +
        'build in a clone',
      EXIT.unavailable,
    );
  }
  return mod as ServerModule;
}
