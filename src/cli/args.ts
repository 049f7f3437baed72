import { parseArgs as parseNodeArgs } from 'node:util';
import { CliError, HelpRequested } from './io.js';

export interface ParsedArgs {
  readonly positional: string[];
  /** Each given option by name; a boolean option given reads "true". */
  readonly flags: Map<string, string>;
}

/** The options a command takes, and its usage line for the error messages. */
export interface ArgSpec {
  /** Options that take a value: `--name value` or `--name=value`. */
  readonly strings?: readonly string[];
  /** Switches: `--name`, no value. */
  readonly booleans?: readonly string[];
  /** The command's usage, e.g. "usage: acctos serve [--demo] [--port N]". */
  readonly usage: string;
}

const MAX_ARGS = 256;

const optionList = (spec: ArgSpec): string => {
  const all = [...(spec.strings ?? []).map((n) => `--${n} VALUE`), ...(spec.booleans ?? []).map((n) => `--${n}`)];
  return all.length === 0 ? 'it takes no option' : `it takes ${all.join(', ')}`;
};

/**
 * Parses one command's arguments with node:util parseArgs (tokens, so every message is ours):
 * `--name value`, `--name=value` for the string options, bare `--name` for the switches,
 * everything else positional; `--` ends the options. Only the listed options are accepted, so a
 * typo is an error that names the option and lists what the command takes.
 */
export function parseArgs(argv: readonly string[], spec: ArgSpec): ParsedArgs {
  if (argv.length > MAX_ARGS) throw new CliError(`too many arguments (at most ${MAX_ARGS}); ${spec.usage}`);
  const strings = new Set(spec.strings ?? []);
  const booleans = new Set(spec.booleans ?? []);
  const options: Record<string, { type: 'string' | 'boolean' }> = {};
  for (const n of strings) options[n] = { type: 'string' };
  for (const n of booleans) options[n] = { type: 'boolean' };
  const { tokens } = parseNodeArgs({ args: [...argv], options, strict: false, allowPositionals: true, tokens: true });
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (const t of tokens) {
    if (t.kind === 'positional') positional.push(t.value);
    if (t.kind !== 'option') continue;
    if ((t.name === 'help' || t.name === 'h') && !strings.has(t.name) && !booleans.has(t.name))
      throw new HelpRequested(spec.usage);
    if (!strings.has(t.name) && !booleans.has(t.name))
      throw new CliError(
        `unknown option ${t.rawName}: ${optionList(spec)} (${spec.usage}); to pass a value that starts ` +
          `with -, put it after --`,
      );
    if (booleans.has(t.name)) {
      if (t.value !== undefined)
        throw new CliError(`--${t.name} takes no value: write --${t.name} alone (${spec.usage})`);
      flags.set(t.name, 'true');
      continue;
    }
    if (t.value === undefined || (!t.inlineValue && t.value.startsWith('--')))
      throw new CliError(
        `option --${t.name} needs a value: write --${t.name} VALUE or --${t.name}=VALUE (${spec.usage})`,
      );
    flags.set(t.name, t.value);
  }
  return { positional, flags };
}

/** Comma- or space-separated list; empty text is the empty list. */
export function listArg(values: readonly string[]): string[] {
  return values
    .flatMap((v) => v.split(','))
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
