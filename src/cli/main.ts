// The `acctos` command line (bin/acctos.js runs it): serve, migrate, signed calls and the
// operator commands through acctos/client. Errors are one line on stderr, never a stack trace.
import { callCommand } from './commands/call.js';
import { demoCommand } from './commands/demo.js';
import { ledgerCommand } from './commands/ledger.js';
import { operatorCommand } from './commands/operator.js';
import { scheduleCommand } from './commands/schedule.js';
import { migrateCommand, serveCommand } from './commands/serve.js';
import { HELP } from './help.js';
import { CliError, type CliIo, EXIT, HelpRequested, processIo } from './io.js';

export { CliError, type CliIo, EXIT } from './io.js';

const VERSION = '0.1.0';
const OPERATOR_GROUPS = ['providers', 'keys', 'institutions', 'contracts', 'gates', 'signing-keys'];

async function dispatch(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      io.stdout(HELP);
      return command === undefined ? EXIT.usage : EXIT.ok;
    case '--version':
    case 'version':
      io.stdout(`${VERSION}\n`);
      return EXIT.ok;
    case 'serve':
      return serveCommand(rest, io);
    case 'migrate':
      return migrateCommand(rest, io);
    case 'call':
      return callCommand(rest, io);
    case 'schedule':
      return scheduleCommand(rest, io);
    case 'ledger':
      return ledgerCommand(rest, io);
    case 'demo':
      return demoCommand(rest, io);
    default:
      if (OPERATOR_GROUPS.includes(command)) return operatorCommand(command, rest, io);
      throw new CliError(`unknown command ${command}: run acctos help for the list of commands`);
  }
}

/** Runs one command line; resolves to the process exit code. Never throws. */
export async function main(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  try {
    return await dispatch(argv, io);
  } catch (err) {
    if (err instanceof HelpRequested) {
      io.stdout(`${err.message}\n`);
      return EXIT.ok;
    }
    if (err instanceof CliError) {
      io.stderr(`error: ${err.message}\n`);
      return err.exitCode;
    }
    io.stderr(`error: ${err instanceof Error ? err.message : String(err)}\n`);
    return EXIT.failed;
  }
}
