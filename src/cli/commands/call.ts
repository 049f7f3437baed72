import { parseArgs } from '../args.js';
import { CONNECTION_FLAGS, clientFor, report } from '../connection.js';
import { CliError, type CliIo } from '../io.js';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const MAX_BODY_CHARS = 64 * 1024;
const USAGE = 'usage: acctos call METHOD PATH [JSON|@file] [--url URL] [--key-id ID] [--secret S]';

/** `acctos call METHOD PATH [JSON|@file]`: one signed request, the JSON response printed. */
export async function callCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, { strings: CONNECTION_FLAGS, usage: USAGE });
  const [methodArg, path, bodyArg, ...rest] = args.positional;
  if (methodArg === undefined || path === undefined)
    throw new CliError(`give a METHOD and a PATH, e.g. acctos call GET /v1/clients (${USAGE})`);
  if (rest.length > 0)
    throw new CliError(`too many arguments: the body is one argument, quote the JSON or use @file (${USAGE})`);
  const method = methodArg.toUpperCase();
  if (!METHODS.includes(method))
    throw new CliError(`unknown method ${methodArg}: use one of ${METHODS.join(', ')} (${USAGE})`);
  if (!path.startsWith('/')) throw new CliError(`PATH must start with / (for example /v1/clients), got ${path}`);
  let text: string | undefined;
  if (bodyArg !== undefined) {
    if (bodyArg.startsWith('@')) {
      try {
        text = await io.readFile(bodyArg.slice(1));
      } catch (err) {
        throw new CliError(
          `cannot read ${bodyArg.slice(1)}: ${err instanceof Error ? err.message : String(err)}; check the ` +
            `path after @`,
        );
      }
    } else {
      text = bodyArg;
    }
    if (text.length > MAX_BODY_CHARS)
      throw new CliError('the body is larger than 64 KiB: the service refuses it; send a smaller request');
    try {
      JSON.parse(text);
    } catch (err) {
      throw new CliError(
        `the body is not valid JSON (${err instanceof Error ? err.message : String(err)}); quote it for ` +
          `the shell, e.g. '{"Name":"x"}', or pass @file`,
      );
    }
  }
  // The text is sent byte for byte (decimals stay exactly as written) and that is what is signed.
  const client = clientFor(args, io, 'provider');
  return report(await client.requestRaw(method, path, text), io);
}
