// Issue 16: the banner's command fits where acctos runs (a clone, an installed package, the
// acctos-server bin), and `acctos demo` prints the banner again from the data folder.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliIo, main } from '../../src/cli/main.js';
import { acctosCommand, packageRootOf } from '../../src/server/demo/command-hint.js';
import { startServer } from '../../src/server/index.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

function capture(env: Record<string, string | undefined>) {
  let out = '';
  let err = '';
  const io: CliIo = {
    stdout: (t) => {
      out += t;
    },
    stderr: (t) => {
      err += t;
    },
    env,
    readFile: async () => '',
    readStdin: async () => '',
    waitForShutdown: async () => undefined,
  };
  return { io, out: () => out, err: () => err };
}

describe('the command the banners print', () => {
  it('a clone: node bin/acctos.js from inside it, the absolute path from elsewhere', () => {
    expect(acctosCommand({ packageRoot: '/src/acctos', script: '/src/acctos/bin/acctos.js', cwd: '/src/acctos' })).toBe(
      'node bin/acctos.js',
    );
    expect(acctosCommand({ packageRoot: '/src/acctos', script: undefined, cwd: '/src/acctos/docs' })).toBe(
      'node ../bin/acctos.js',
    );
    expect(acctosCommand({ packageRoot: '/src/acctos', script: undefined, cwd: '/tmp' })).toBe(
      'node /src/acctos/bin/acctos.js',
    );
    expect(acctosCommand({ packageRoot: '/my files/acctos', script: undefined, cwd: '/tmp' })).toBe(
      "node '/my files/acctos/bin/acctos.js'",
    );
  });

  it(
    'installed as a dependency: npx acctos (there is no bin/acctos.js in the project); from acctos-server: ' +
      'npx acctos-server',
    () => {
      const installed = '/home/me/app/node_modules/acctos';
      expect(
        acctosCommand({ packageRoot: installed, script: '/home/me/app/node_modules/.bin/acctos', cwd: '/home/me/app' }),
      ).toBe('npx acctos');
      expect(acctosCommand({ packageRoot: undefined, script: undefined, cwd: '/' })).toBe('npx acctos');
      expect(
        acctosCommand({
          packageRoot: installed,
          script: '/home/me/app/node_modules/.bin/acctos-server',
          cwd: '/home/me/app',
        }),
      ).toBe('npx acctos-server');
    },
  );

  it('finds this clone as the acctos package from its source folders', () => {
    expect(packageRootOf(join(REPO, 'src/server/demo'))).toBe(REPO);
    expect(packageRootOf('/')).toBeUndefined();
  });
});

describe('acctos demo', () => {
  let dir: string;
  let server: { url: string; close(): Promise<void> };
  let banner = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'acctos-demo-'));
    server = await startServer({
      port: 0,
      dataDir: dir,
      env: { ACCTOS_LOG_LEVEL: 'silent' },
      print: (t) => {
        banner += t;
      },
      demo: true,
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serve --demo prints the command of this clone and says how to print the banner again', () => {
    expect(process.cwd()).toBe(REPO);
    expect(banner).toMatch(/node bin\/acctos\.js call GET "\/v1\/account-types\?InstitutionId=[0-9a-f-]{36}"/);
    expect(banner).toContain('print this again with node bin/acctos.js demo');
    expect(statSync(join(dir, 'demo.json')).mode & 0o777).toBe(0o600);
  });

  it('prints the same keys, institution and signed call again, while the service runs', async () => {
    const c = capture({ ACCTOS_DATA_DIR: dir });
    expect(await main(['demo'], c.io), c.err()).toBe(0);
    const line = (label: string, text: string) => new RegExp(`${label}:\\s+(.+)`).exec(text)?.[1];
    for (const label of ['operator key', 'demo provider', 'provider key', 'institution', 'contracts'])
      expect(line(label, c.out()), label).toBe(line(label, banner));
    const signed = (text: string) => /Try a signed call:\s*\n\s*(\S[^\n]*)/.exec(text)?.[1];
    expect(signed(c.out())).toBe(signed(banner));
    expect(c.out()).toContain(server.url);

    // The printed call works: the provider key is live.
    const m = /provider key:\s+ACCTOS_KEY_ID=(\S+) ACCTOS_SECRET=(\S+)/.exec(c.out());
    const call = capture({ ACCTOS_URL: server.url, ACCTOS_KEY_ID: m?.[1], ACCTOS_SECRET: m?.[2] });
    expect(await main(['call', 'GET', '/v1/account-types?From=demo'], call.io), call.err()).toBe(0);
  });

  it('--data-dir wins; an operator secret supplied in the environment is never printed', async () => {
    const c = capture({ ACCTOS_ADMIN_KEY_ID: 'op_supplied', ACCTOS_ADMIN_SECRET: 'supplied-secret-never-printed' });
    expect(await main(['demo', '--data-dir', dir], c.io)).toBe(0);
    expect(c.out()).toContain('ACCTOS_KEY_ID=op_supplied (secret: the ACCTOS_ADMIN_SECRET you supplied; not printed)');
    expect(c.out()).not.toContain('supplied-secret-never-printed');
  });

  it('a data folder without demo data: exit 1 and what to do', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'acctos-demo-empty-'));
    try {
      const c = capture({});
      expect(await main(['demo', `--data-dir=${empty}`], c.io)).toBe(1);
      expect(c.err()).toMatch(/^error: no demo data in .+ \(no demo\.json\): start the service with .+ serve --demo/);
      const bad = capture({});
      expect(await main(['demo', 'extra'], bad.io)).toBe(2);
      expect(bad.err()).toMatch(/demo takes options only/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('a second serve --demo on seeded data says acctos demo prints the keys again', async () => {
    let again = '';
    const second = await startServer({
      port: 0,
      dataDir: join(dir, 'second'),
      env: { ACCTOS_LOG_LEVEL: 'silent' },
      print: (t) => {
        again += t;
      },
      demo: true,
    });
    await second.close();
    expect(again).toContain('demo data created');
    let third = '';
    const s3 = await startServer({
      port: 0,
      dataDir: join(dir, 'second'),
      env: { ACCTOS_LOG_LEVEL: 'silent' },
      print: (t) => {
        third += t;
      },
      demo: true,
    });
    await s3.close();
    expect(third).toMatch(
      /already has data, so --demo created nothing\. node bin\/acctos\.js demo prints the demo keys again/,
    );
  });
});

describe('argument parsing (node:util parseArgs)', () => {
  it('unknown options, missing values and values given to switches say what to do', async () => {
    const cases: [string[], RegExp][] = [
      [
        ['call', 'GET', '/v1/x', '--frobnicate'],
        /unknown option --frobnicate: it takes --url VALUE, --key-id VALUE, --secret VALUE/,
      ],
      [['call', 'GET', '/v1/x', '-x'], /unknown option -x: .*put it after --/],
      [['call', 'GET', '/v1/x', '--url'], /option --url needs a value: write --url VALUE or --url=VALUE/],
      [['call', 'GET', '/v1/x', '--url', '--secret', 's'], /option --url needs a value/],
      [['serve', '--demo=yes'], /--demo takes no value: write --demo alone/],
      [['serve', '8080'], /unexpected argument 8080: serve takes options only/],
      [['providers'], /give an action: acctos providers create\|list\|get/],
      [['providers', 'delete'], /unknown command: acctos providers delete; providers takes create, list, get/],
      [
        ['contracts', 'add', '00000000-0000-4000-8000-000000000000'],
        /SLUG is missing: usage: acctos contracts add PROVIDER_ID SLUG/,
      ],
      [['ledger', 'balance'], /the ledger command has one action, check/],
      [['nope'], /unknown command nope: run acctos help/],
    ];
    for (const [argv, pattern] of cases) {
      const c = capture({ ACCTOS_ADMIN_KEY_ID: 'k', ACCTOS_ADMIN_SECRET: 's', ACCTOS_KEY_ID: 'k', ACCTOS_SECRET: 's' });
      expect(await main(argv, c.io), argv.join(' ')).toBe(2);
      expect(c.err(), argv.join(' ')).toMatch(pattern);
      expect(c.err().trim().split('\n')).toHaveLength(1);
    }
  });

  it('--name=value, --name value and -- keep their meaning; --help prints the usage and exits 0', async () => {
    const sent: string[] = [];
    const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return new Response(JSON.stringify({ RequestId: 1000000000001, Status: 1 }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    const c = capture({ ACCTOS_ADMIN_KEY_ID: 'k', ACCTOS_ADMIN_SECRET: 's' });
    const io = { ...c.io, fetch: fetcher };
    const id = '00000000-0000-4000-8000-000000000000';
    expect(await main(['contracts', 'add', id, 'roth-ira', '--url=http://h.test'], io), c.err()).toBe(0);
    expect(await main(['gates', 'remove', '--url', 'http://h.test', id, 'trump-account'], io)).toBe(0);
    expect(await main(['providers', 'list', '--page', '2', '--page-size=10', '--url', 'http://h.test'], io)).toBe(0);
    expect(await main(['keys', 'list', id, '--url', 'http://h.test', '--'], io)).toBe(0);
    expect(sent).toEqual([
      `PUT http://h.test/v1/providers/${id}/contracts/roth-ira`,
      `DELETE http://h.test/v1/providers/${id}/gates/trump-account`,
      'GET http://h.test/v1/providers?PageNumber=2&PageSize=10',
      `GET http://h.test/v1/providers/${id}/keys`,
    ]);
    const h = capture({});
    expect(await main(['serve', '--help'], h.io)).toBe(0);
    expect(h.out()).toMatch(/^usage: acctos serve \[--demo\]/);
  });

  it('a Status 0 answer: one stderr line with the Message and the field errors it does not say', async () => {
    const detail = 'must be a date YYYY-MM-DD on or before today; send the date of birth as printed on the ID';
    const envelope = {
      RequestId: 1000000000002,
      Status: 0,
      ResponseStatus: {
        ErrorCode: 'InvalidRequest',
        Message:
          'The Create Client request is invalid: Contact.DateOfBirth (InvalidDate): Errors[0] says what is ' +
          'wrong and what to send.',
        Errors: [{ FieldName: 'Contact.DateOfBirth', ErrorCode: 'InvalidDate', Message: detail }],
      },
    };
    const fetcher = (async () =>
      new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } })) as typeof fetch;
    const c = capture({ ACCTOS_KEY_ID: 'k', ACCTOS_SECRET: 's', ACCTOS_URL: 'http://h.test' });
    expect(await main(['call', 'POST', '/v1/clients', '{}'], { ...c.io, fetch: fetcher })).toBe(1);
    expect(c.err()).toBe(
      `error: HTTP 200 InvalidRequest: ${envelope.ResponseStatus.Message} | Contact.DateOfBirth: ${detail}\n`,
    );
    expect(JSON.parse(c.out())).toMatchObject({ ResponseStatus: { Errors: [{ Message: detail }] } });
  });
});
