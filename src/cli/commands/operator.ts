import type { ApiResult } from '../../client/index.js';
import { listArg, parseArgs } from '../args.js';
import { CONNECTION_FLAGS, clientFor, report } from '../connection.js';
import { CliError, type CliIo } from '../io.js';

const STRINGS = [...CONNECTION_FLAGS, 'name', 'authorities', 'asset-scopes', 'page', 'page-size'];

/** Each operator command: its usage, and how many positional arguments follow the action. */
const USAGES: Record<string, string> = {
  'providers create': 'acctos providers create NAME',
  'providers list': 'acctos providers list [--page N] [--page-size N]',
  'providers get': 'acctos providers get PROVIDER_ID',
  'keys create': 'acctos keys create PROVIDER_ID',
  'keys list': 'acctos keys list PROVIDER_ID [--page N] [--page-size N]',
  'keys get': 'acctos keys get KEY_ID',
  'keys revoke': 'acctos keys revoke KEY_ID',
  'institutions create': 'acctos institutions create NAME --authorities A,B [--asset-scopes JSON]',
  'institutions list': 'acctos institutions list [--page N] [--page-size N]',
  'institutions get': 'acctos institutions get INSTITUTION_ID',
  'contracts set': 'acctos contracts set PROVIDER_ID slug[,slug...]',
  'contracts add': 'acctos contracts add PROVIDER_ID SLUG',
  'contracts remove': 'acctos contracts remove PROVIDER_ID SLUG',
  'gates set': 'acctos gates set PROVIDER_ID gate[,gate...]',
  'gates add': 'acctos gates add PROVIDER_ID SLUG',
  'gates remove': 'acctos gates remove PROVIDER_ID SLUG',
  'signing-keys rotate': 'acctos signing-keys rotate',
};

function need(value: string | undefined, what: string, usage: string): string {
  if (value === undefined || value === '') throw new CliError(`${what} is missing: usage: ${usage}`);
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

const seg = (s: string) => encodeURIComponent(s);

function pageQuery(flags: Map<string, string>): string {
  const q = new URLSearchParams();
  const page = flags.get('page');
  const size = flags.get('page-size');
  if (page !== undefined) q.set('PageNumber', page);
  if (size !== undefined) q.set('PageSize', size);
  const text = q.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * Operator commands over acctos/client: providers, keys, institutions, contracts, gates,
 * signing keys. `group` is the first word, argv the rest.
 */
export async function operatorCommand(group: string, argv: readonly string[], io: CliIo): Promise<number> {
  const actions = Object.keys(USAGES)
    .filter((k) => k.startsWith(`${group} `))
    .map((k) => k.slice(group.length + 1));
  const groupUsage = `acctos ${group} ${actions.join('|')} ... (see acctos help)`;
  const args = parseArgs(argv, { strings: STRINGS, usage: `usage: ${groupUsage}` });
  const [action, ...pos] = args.positional;
  const key = `${group} ${action ?? ''}`;
  const usage = USAGES[key];
  if (usage === undefined)
    throw new CliError(
      action === undefined
        ? `give an action: ${groupUsage}`
        : `unknown command: acctos ${group} ${action}; ${group} takes ${actions.join(', ')} (see acctos help)`,
    );
  const run = async (arity: number, fn: () => Promise<ApiResult<unknown>>): Promise<number> => {
    if (pos.length > arity) throw new CliError(`too many arguments: usage: ${usage}`);
    return report(await fn(), io);
  };
  const client = () => clientFor(args, io, 'operator');
  const request = (method: string, path: string, body?: unknown) => client().request(method, path, body);
  switch (key) {
    case 'providers create': {
      const name = need(args.flags.get('name') ?? pos[0], 'NAME', usage);
      return run(1, () => client().createProvider({ Name: name }));
    }
    case 'providers list':
      return run(0, () => request('GET', `/v1/providers${pageQuery(args.flags)}`));
    case 'providers get': {
      const id = need(pos[0], 'PROVIDER_ID', usage);
      return run(1, () => request('GET', `/v1/providers/${seg(id)}`));
    }
    case 'keys create': {
      const id = need(pos[0], 'PROVIDER_ID', usage);
      return run(1, () => client().createKey(id));
    }
    case 'keys list': {
      const id = need(pos[0], 'PROVIDER_ID', usage);
      return run(1, () => request('GET', `/v1/providers/${seg(id)}/keys${pageQuery(args.flags)}`));
    }
    case 'keys get': {
      const id = need(pos[0], 'KEY_ID', usage);
      return run(1, () => request('GET', `/v1/keys/${seg(id)}`));
    }
    case 'keys revoke': {
      const id = need(pos[0], 'KEY_ID', usage);
      return run(1, () => client().revokeKey(id));
    }
    case 'institutions create': {
      const name = need(args.flags.get('name') ?? pos[0], 'NAME', usage);
      const authorities = listArg([need(args.flags.get('authorities'), '--authorities', usage)]);
      const scopes = parseScopes(args.flags.get('asset-scopes'));
      return run(1, () =>
        client().createInstitution({
          Name: name,
          Authorities: authorities,
          ...(scopes !== undefined ? { AssetScopes: scopes } : {}),
        }),
      );
    }
    case 'institutions list':
      return run(0, () => request('GET', `/v1/institutions${pageQuery(args.flags)}`));
    case 'institutions get': {
      const id = need(pos[0], 'INSTITUTION_ID', usage);
      return run(1, () => client().getInstitution(id));
    }
    case 'contracts set': {
      const id = need(pos[0], 'PROVIDER_ID', usage);
      return run(64, () => client().setContracts(id, { AccountTypeCodes: listArg(pos.slice(1)) }));
    }
    case 'gates set': {
      const id = need(pos[0], 'PROVIDER_ID', usage);
      return run(64, () => client().setGates(id, { SatisfiedGates: listArg(pos.slice(1)) }));
    }
    case 'contracts add':
    case 'contracts remove':
    case 'gates add':
    case 'gates remove': {
      const id = need(pos[0], 'PROVIDER_ID', usage);
      const slug = need(pos[1], 'SLUG', usage);
      const method = action === 'add' ? 'PUT' : 'DELETE';
      return run(2, () => request(method, `/v1/providers/${seg(id)}/${group}/${seg(slug)}`));
    }
    default:
      return run(0, () => client().rotateSigningKey());
  }
}
