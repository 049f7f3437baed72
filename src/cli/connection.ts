import { type AcctosClient, type ApiResult, createClient } from '../client/index.js';
import type { ParsedArgs } from './args.js';
import { CliError, type CliIo, EXIT } from './io.js';

export const DEFAULT_URL = 'http://127.0.0.1:8080';
export const CONNECTION_FLAGS = ['url', 'key-id', 'secret'] as const;

function pick(...values: (string | undefined)[]): string | undefined {
  return values.find((v) => v !== undefined && v !== '');
}

/**
 * A signed client from --url/--key-id/--secret, else the environment. `operator` commands
 * prefer ACCTOS_ADMIN_KEY_ID/ACCTOS_ADMIN_SECRET; `call` prefers ACCTOS_KEY_ID/ACCTOS_SECRET.
 */
export function clientFor(args: ParsedArgs, io: CliIo, role: 'operator' | 'provider'): AcctosClient {
  const env = io.env;
  const [first, second] =
    role === 'operator'
      ? [
          [env.ACCTOS_ADMIN_KEY_ID, env.ACCTOS_ADMIN_SECRET],
          [env.ACCTOS_KEY_ID, env.ACCTOS_SECRET],
        ]
      : [
          [env.ACCTOS_KEY_ID, env.ACCTOS_SECRET],
          [env.ACCTOS_ADMIN_KEY_ID, env.ACCTOS_ADMIN_SECRET],
        ];
  const envPair = pick(first[0]) !== undefined && pick(first[1]) !== undefined ? first : second;
  const keyId = pick(args.flags.get('key-id'), envPair[0]);
  const secret = pick(args.flags.get('secret'), envPair[1]);
  if (keyId === undefined || secret === undefined) {
    throw new CliError(
      role === 'operator'
        ? 'no operator key: set ACCTOS_ADMIN_KEY_ID and ACCTOS_ADMIN_SECRET (or pass --key-id and --secret)'
        : 'no key: set ACCTOS_KEY_ID and ACCTOS_SECRET (or pass --key-id and --secret)',
    );
  }
  const baseUrl = pick(args.flags.get('url'), env.ACCTOS_URL) ?? DEFAULT_URL;
  try {
    new URL(baseUrl);
  } catch {
    throw new CliError(`not a URL: ${baseUrl}; pass --url http://HOST:PORT or set ACCTOS_URL`);
  }
  return createClient({ baseUrl, keyId, secret, ...(io.fetch !== undefined ? { fetch: io.fetch } : {}) });
}

/** Prints the response JSON (without the client's HttpStatus) and maps it to an exit code. */
export function report(result: ApiResult<unknown>, io: CliIo): number {
  const { HttpStatus, ...envelope } = result as ApiResult<unknown> & { HttpStatus: number };
  if (result.Status === 0 && result.ResponseStatus.ErrorCode === 'ClientNetworkError') {
    io.stderr(
      `error: cannot reach the service: ${result.ResponseStatus.Message}; start it (acctos serve) or point ` +
        `--url / ACCTOS_URL at it\n`,
    );
    return EXIT.unavailable;
  }
  io.stdout(`${JSON.stringify(envelope, null, 2)}\n`);
  if (result.Status === 1) return EXIT.ok;
  const { ErrorCode, Message, Errors } = result.ResponseStatus;
  io.stderr(`error: HTTP ${HttpStatus} ${ErrorCode}: ${Message}${errorDetails(Message, Errors)}\n`);
  return EXIT.failed;
}

const LISTED_ERRORS = 5;

/** The field errors the Message does not already say, on the same line (the full list is on stdout). */
function errorDetails(
  message: string,
  errors: readonly { FieldName: string; ErrorCode: string; Message: string }[] | undefined,
): string {
  const unsaid = (errors ?? []).filter((e) => !message.includes(e.Message));
  if (unsaid.length === 0) return '';
  const listed = unsaid
    .slice(0, LISTED_ERRORS)
    .map((e) => `${e.FieldName === '' ? 'body' : e.FieldName}: ${e.Message}`);
  const more = unsaid.length > LISTED_ERRORS ? `; and ${unsaid.length - LISTED_ERRORS} more (see the JSON above)` : '';
  return ` | ${listed.join('; ')}${more}`;
}
