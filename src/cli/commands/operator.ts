import type { ApiResult } from '../../client/index.js';
import { listArg, parseArgs } from '../args.js';
import { CONNECTION_FLAGS, clientFor, report } from '../connection.js';
import { CliError, type CliIo } from '../io.js';

const FLAGS = [...CONNECTION_FLAGS, 'name', 'authorities', 'asset-scopes'];

function need(value: string | undefined, usage: string): string {
  if (value === undefined || value === '') throw new CliError(`usage: ${usage}`);
  return value;
}

function parseScopes(text: string | undefined): Record<string, string[]> | undefined {
  if (text === undefined) return undefined;
  try {
    const v = JSON.parse(text) as unknown;
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) return v as Record<string, string[]>;
  } catch {
    // reported below
  }
  throw new CliError('--asset-scopes must be a JSON object, e.g. {"Bank":["StocksAndEtfs"]}');
}

/**
 * Operator commands over acctos/client: providers, keys, institutions, contracts, gates,
 * signing keys. `group` is the first word, argv the rest.
 */
export async function operatorCommand(group: string, argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, FLAGS);
  const [action, ...pos] = args.positional;
  const run = async (usage: string, arity: number, fn: () => Promise<ApiResult<unknown>>): Promise<number> => {
    if (pos.length > arity) throw new CliError(`usage: ${usage}`);
    return report(await fn(), io);
  };
  const client = () => clientFor(args, io, 'operator');
  switch (`${group} ${action ?? ''}`) {
    case 'providers create': {
      const usage = 'acctos providers create NAME';
      const name = need(args.flags.get('name') ?? pos[0], usage);
      return run(usage, 1, () => client().createProvider({ Name: name }));
    }
    case 'keys create': {
      const usage = 'acctos keys create PROVIDER_ID';
      const id = need(pos[0], usage);
      return run(usage, 1, () => client().createKey(id));
    }
    case 'keys revoke': {
      const usage = 'acctos keys revoke KEY_ID';
      const id = need(pos[0], usage);
      return run(usage, 1, () => client().revokeKey(id));
    }
    case 'institutions create': {
      const usage = 'acctos institutions create NAME --authorities A,B [--asset-scopes JSON]';
      const name = need(args.flags.get('name') ?? pos[0], usage);
      const authorities = listArg([need(args.flags.get('authorities'), usage)]);
      const scopes = parseScopes(args.flags.get('asset-scopes'));
      return run(usage, 1, () =>
        client().createInstitution({
          Name: name,
          Authorities: authorities,
          ...(scopes !== undefined ? { AssetScopes: scopes } : {}),
        }),
      );
    }
    case 'institutions get': {
      const usage = 'acctos institutions get INSTITUTION_ID';
      const id = need(pos[0], usage);
      return run(usage, 1, () => client().getInstitution(id));
    }
    case 'contracts set': {
      const usage = 'acctos contracts set PROVIDER_ID slug[,slug...]';
      const id = need(pos[0], usage);
      return run(usage, 64, () => client().setContracts(id, { AccountTypeCodes: listArg(pos.slice(1)) }));
    }
    case 'gates set': {
      const usage = 'acctos gates set PROVIDER_ID gate[,gate...]';
      const id = need(pos[0], usage);
      return run(usage, 64, () => client().setGates(id, { SatisfiedGates: listArg(pos.slice(1)) }));
    }
    case 'signing-keys rotate':
      return run('acctos signing-keys rotate', 0, () => client().rotateSigningKey());
    default:
      throw new CliError(`${`unknown command: acctos ${group} ${action ?? ''}`.trim()} (see acctos help)`);
  }
}
