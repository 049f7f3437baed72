import { CliError } from './io.js';

export interface ParsedArgs {
  readonly positional: string[];
  readonly flags: Map<string, string>;
}

const MAX_ARGS = 256;

/**
 * `--name value`, `--name=value` and bare `--flag` (value "true"); everything else is
 * positional. `--` ends flags. Only the listed flags are accepted, so a typo is an error.
 */
export function parseArgs(argv: readonly string[], known: readonly string[]): ParsedArgs {
  if (argv.length > MAX_ARGS) throw new CliError('too many arguments');
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i] ?? '';
    if (a === '--') {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (!a.startsWith('--') || a === '--') {
      positional.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = eq >= 0 ? a.slice(2, eq) : a.slice(2);
    if (!known.includes(name)) throw new CliError(`unknown option --${name}`);
    if (eq >= 0) flags.set(name, a.slice(eq + 1));
    else if (i + 1 < argv.length && !(argv[i + 1] ?? '').startsWith('--')) flags.set(name, argv[(i += 1)] ?? '');
    else flags.set(name, 'true');
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
