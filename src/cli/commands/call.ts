import { parseArgs } from '../args.js';
import { CONNECTION_FLAGS, clientFor, report } from '../connection.js';
import { CliError, type CliIo } from '../io.js';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const MAX_BODY_CHARS = 64 * 1024;

/** `acctos call METHOD PATH [JSON|@file]`: one signed request, the JSON response printed. */
export async function callCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, CONNECTION_FLAGS);
  const [methodArg, path, bodyArg, ...rest] = args.positional;
  if (methodArg === undefined || path === undefined || rest.length > 0)
    throw new CliError('usage: acctos call METHOD PATH [JSON|@file]');
  const method = methodArg.toUpperCase();
  if (!METHODS.includes(method)) throw new CliError(`unknown method ${methodArg}; use one of ${METHODS.join(', ')}`);
  if (!path.startsWith('/')) throw new CliError(`PATH must start with / (for example /v1/clients), got ${path}`);
  let text: string | undefined;
  if (bodyArg !== undefined) {
    if (bodyArg.startsWith('@')) {
      try {
        text = await io.readFile(bodyArg.slice(1));
      } catch (err) {
        throw new CliError(`cannot read ${bodyArg.slice(1)}: ${err instanceof Error ? err.message : String(err)}`);
      }
    } else {
      text = bodyArg;
    }
    if (text.length > MAX_BODY_CHARS) throw new CliError('the body is larger than 64 KiB');
    try {
      JSON.parse(text);
    } catch {
      throw new CliError('the body is not valid JSON');
    }
  }
  // The text is sent byte for byte (decimals stay exactly as written) and that is what is signed.
  const client = clientFor(args, io, 'provider');
  return report(await client.requestRaw(method, path, text), io);
}
