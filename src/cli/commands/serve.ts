import { parseArgs } from '../args.js';
import { CliError, type CliIo, EXIT } from '../io.js';
import { loadServer } from './server-module.js';

function nonEmpty(v: string | undefined): string | undefined {
  return v === undefined || v === '' ? undefined : v;
}

function portOf(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  const n = Number(text);
  if (!/^\d{1,5}$/.test(text) || n > 65535)
    throw new CliError(
      `PORT must be a whole number from 0 to 65535 (0: any free port), got ${text}; pass --port N or set PORT`,
    );
  return n;
}

/** Where the data lives: --database-url / DATABASE_URL, else --data-dir / ACCTOS_DATA_DIR. */
function storage(flags: Map<string, string>, env: CliIo['env']): { dataDir?: string; databaseUrl?: string } {
  const databaseUrl = nonEmpty(flags.get('database-url')) ?? nonEmpty(env.DATABASE_URL);
  const dataDir = nonEmpty(flags.get('data-dir')) ?? nonEmpty(env.ACCTOS_DATA_DIR);
  return { ...(dataDir !== undefined ? { dataDir } : {}), ...(databaseUrl !== undefined ? { databaseUrl } : {}) };
}

const SERVE_USAGE = 'usage: acctos serve [--demo] [--port N] [--host H] [--data-dir DIR] [--database-url URL]';
const MIGRATE_USAGE = 'usage: acctos migrate [--data-dir DIR] [--database-url URL]';

/**
 * `acctos serve`: starts the reference service until SIGINT/SIGTERM. Only `--demo` seeds demo
 * data and prints the banner; without it an empty database gets the schema only.
 */
export async function serveCommand(argv: readonly string[], io: CliIo): Promise<number> {
  // `--demo` is a switch: `--demo=false` is a usage error, and `--demo 8080` leaves 8080 positional (refused).
  const args = parseArgs(argv, {
    strings: ['port', 'host', 'data-dir', 'database-url'],
    booleans: ['demo'],
    usage: SERVE_USAGE,
  });
  if (args.positional.length > 0)
    throw new CliError(`unexpected argument ${args.positional[0]}: serve takes options only (${SERVE_USAGE})`);
  const demo = args.flags.get('demo') === 'true';
  const port = portOf(args.flags.get('port') ?? io.env.PORT);
  const host = nonEmpty(args.flags.get('host')) ?? nonEmpty(io.env.HOST);
  const { startServer } = await loadServer();
  let server: { url: string; close(): Promise<void> };
  try {
    server = await startServer({
      ...(port !== undefined ? { port } : {}),
      ...(host !== undefined ? { host } : {}),
      ...storage(args.flags, io.env),
      env: io.env,
      demo,
      print: (text: string) => io.stdout(`${text}\n`),
    });
  } catch (err) {
    throw new CliError(
      `the server did not start: ${err instanceof Error ? err.message : String(err)}`,
      EXIT.unavailable,
    );
  }
  io.stderr(`acctos: serving on ${server.url} (Ctrl-C stops)\n`);
  await io.waitForShutdown();
  await server.close();
  io.stderr('acctos: stopped\n');
  return EXIT.ok;
}

/** `acctos migrate`: applies pending migrations to the configured database and exits. */
export async function migrateCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { strings: ['data-dir', 'database-url'], usage: MIGRATE_USAGE });
  if (args.positional.length > 0)
    throw new CliError(`unexpected argument ${args.positional[0]}: migrate takes options only (${MIGRATE_USAGE})`);
  const { openDatabase, migrate } = await loadServer();
  let db: { close(): Promise<void> };
  try {
    db = await openDatabase(storage(args.flags, io.env));
  } catch (err) {
    throw new CliError(
      `cannot open the database: ${err instanceof Error ? err.message : String(err)}`,
      EXIT.unavailable,
    );
  }
  try {
    const applied = await migrate(db as never);
    const names = Array.isArray(applied) ? applied : [];
    io.stdout(names.length === 0 ? 'migrations: up to date\n' : `migrations applied: ${names.join(', ')}\n`);
    return EXIT.ok;
  } catch (err) {
    throw new CliError(`migration failed: ${err instanceof Error ? err.message : String(err)}`, EXIT.failed);
  } finally {
    await db.close();
  }
}
