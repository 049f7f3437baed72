import { parseArgs } from '../args.js';
import { CliError, type CliIo, EXIT } from '../io.js';
import { loadServer } from './server-module.js';

const USAGE = 'usage: acctos ledger check [--data-dir DIR] [--database-url URL]';

function nonEmpty(v: string | undefined): string | undefined {
  return v === undefined || v === '' ? undefined : v;
}

/**
 * `acctos ledger check`: proves the ledger (design.md section 7) on the configured database: the
 * whole ledger and every transaction sum to zero per currency, every transaction's record agrees
 * with its entries, every balance equals its entries. Exit 0 when it holds, 1 with the problems.
 */
export async function ledgerCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { strings: ['data-dir', 'database-url'], usage: USAGE });
  if (args.positional.length !== 1 || args.positional[0] !== 'check')
    throw new CliError(`the ledger command has one action, check (${USAGE})`);
  const server = await loadServer();
  if (typeof server.ledgerCheck !== 'function')
    throw new CliError(
      'this build has no ledger check (acctos/server exports are missing): install acctos-server, or run ' +
        'npm run build in a clone',
      EXIT.unavailable,
    );
  const databaseUrl = nonEmpty(args.flags.get('database-url')) ?? nonEmpty(io.env.DATABASE_URL);
  const dataDir = nonEmpty(args.flags.get('data-dir')) ?? nonEmpty(io.env.ACCTOS_DATA_DIR);
  let db: { close(): Promise<void> };
  try {
    db = await server.openDatabase({
      ...(dataDir !== undefined ? { dataDir } : {}),
      ...(databaseUrl !== undefined ? { databaseUrl } : {}),
    });
  } catch (err) {
    throw new CliError(
      `cannot open the database: ${err instanceof Error ? err.message : String(err)}`,
      EXIT.unavailable,
    );
  }
  try {
    const r = await server.ledgerCheck(db as never);
    const counts = `${r.postings} postings, ${r.transactions} transactions, ${r.accounts} accounts`;
    if (r.ok) {
      io.stdout(`ledger: balanced (${counts})\n`);
      return EXIT.ok;
    }
    io.stdout(`ledger: ${r.problems.length} problem(s) (${counts})\n${r.problems.map((p) => `  ${p}\n`).join('')}`);
    return EXIT.failed;
  } finally {
    await db.close();
  }
}
