import { resolve } from 'node:path';
import { currentAcctosCommand } from '../../server/demo/command-hint.js';
import { demoBanner } from '../../server/demo/demo-banner.js';
import { DEMO_FILE, readAdminKey, readDemoFile } from '../../server/demo/demo-file.js';
import { parseArgs } from '../args.js';
import { CliError, type CliIo, EXIT } from '../io.js';

const USAGE = 'usage: acctos demo [--data-dir DIR]';

/**
 * `acctos demo`: prints the banner of `acctos serve --demo` again, from the data folder (demo.json
 * and secrets.json; ACCTOS_DATA_DIR or ./.acctos, as serve). It opens no database, so it works
 * while the service runs. An operator secret supplied in ACCTOS_ADMIN_SECRET is never printed.
 */
export async function demoCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { strings: ['data-dir'], usage: USAGE });
  if (args.positional.length > 0)
    throw new CliError(`unexpected argument ${args.positional[0]}: demo takes options only (${USAGE})`);
  const given = args.flags.get('data-dir') ?? io.env.ACCTOS_DATA_DIR;
  const dataDir = resolve(given !== undefined && given !== '' ? given : '.acctos');
  let record: ReturnType<typeof readDemoFile>;
  try {
    record = readDemoFile(dataDir);
  } catch (err) {
    throw new CliError(err instanceof Error ? err.message : String(err), EXIT.failed);
  }
  const command = currentAcctosCommand();
  if (record === undefined)
    throw new CliError(
      `no demo data in ${dataDir} (no ${DEMO_FILE}): start the service with ${command} serve --demo, or ` +
        `pass the --data-dir it used`,
      EXIT.failed,
    );
  const admin = readAdminKey(dataDir, io.env);
  io.stdout(
    `${demoBanner({
      url: record.Url,
      admin: { KeyId: admin.KeyId, Secret: admin.Secret },
      adminSecretSupplied: admin.supplied,
      seed: record,
      command,
      when: 'again',
    })}\n`,
  );
  return EXIT.ok;
}
