// A service child process for the fault suite: started, killed with SIGKILL, restarted.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { assertLoopback, type Key } from './http.js';

export const ROOT = join(import.meta.dirname, '..', '..');
const START_TIMEOUT_MS = 120_000;
const BUNDLE = join(ROOT, '.tmp', 'faults', 'main.mjs');

let entry: string[] = ['--import', 'tsx', join(ROOT, 'src/server/main.ts')];

/**
 * Bundles src/server/main.ts once (esbuild, dependencies external) so each of the many restarts
 * skips tsx's per-start compile: about 7 s instead of 17 s per start on a loaded machine. The
 * same source; without esbuild the suite runs the source through tsx.
 */
export async function prepareEntry(log: (line: string) => void): Promise<void> {
  try {
    const esbuild = (await import('esbuild')) as typeof import('esbuild');
    await esbuild.build({
      entryPoints: [join(ROOT, 'src/server/main.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      outfile: BUNDLE,
      logLevel: 'warning',
    });
    entry = [BUNDLE];
  } catch (err) {
    log(`faults: no esbuild bundle (${err instanceof Error ? err.message : String(err)}); starting through tsx`);
  }
}

export interface ServiceOptions {
  readonly dataDir: string;
  /** PostgreSQL; absent means PGlite in dataDir. */
  readonly databaseUrl?: string;
  readonly env?: Record<string, string>;
}

export interface Service {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** The demo provider key and institution from the --demo banner (first start only). */
  readonly demo?: { key: Key; institutionId: string };
  exited(): boolean;
  /** From spawn to listening. */
  readonly startup_ms: number;
}

/** The environment without anything that points the child elsewhere. */
function baseEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env))
    if (!k.startsWith('ACCTOS_') && k !== 'DATABASE_URL' && k !== 'PORT' && k !== 'HOST') env[k] = v;
  return env;
}

// Children still running when the suite ends (its time guard, an exception) are killed with it.
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of live) c.kill('SIGKILL');
});

export const OPERATOR: Key = { KeyId: 'op_faults', Secret: 'operator-secret-of-the-fault-suite-only' };

export function startService(opts: ServiceOptions): Promise<Service> {
  const child = spawn(process.execPath, [...entry, '--demo'], {
    cwd: ROOT,
    env: {
      ...baseEnv(),
      PORT: '0',
      HOST: '127.0.0.1',
      ACCTOS_DATA_DIR: opts.dataDir,
      ACCTOS_LOG_LEVEL: 'info',
      ACCTOS_ADMIN_KEY_ID: OPERATOR.KeyId,
      ACCTOS_ADMIN_SECRET: OPERATOR.Secret,
      ACCTOS_ENCRYPTION_KEY: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
      ACCTOS_RATE_LIMIT_PER_MINUTE: '100000000',
      ACCTOS_WEBHOOKS: 'off',
      ...(opts.databaseUrl !== undefined ? { DATABASE_URL: opts.databaseUrl } : {}),
      ...(opts.env ?? {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let exited = false;
  const spawned = performance.now();
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  live.add(child);
  child.once('exit', () => {
    exited = true;
    live.delete(child);
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the service did not start in ${START_TIMEOUT_MS} ms:\n${out.slice(-2000)}`));
    }, START_TIMEOUT_MS);
    const poll = setInterval(() => {
      const m = /"url":"(http:\/\/[^"]+)"/.exec(out);
      if (m === null) return;
      clearInterval(poll);
      clearTimeout(timer);
      const url = m[1]!;
      assertLoopback(url);
      const k = /provider key:\s+ACCTOS_KEY_ID=(\S+) ACCTOS_SECRET=(\S+)/.exec(out);
      const inst = /institution:\s+(\S+)/.exec(out);
      resolve({
        url,
        child,
        output: () => out,
        exited: () => exited,
        startup_ms: Math.round(performance.now() - spawned),
        ...(k !== null && inst !== null
          ? { demo: { key: { KeyId: k[1]!, Secret: k[2]! }, institutionId: inst[1]! } }
          : {}),
      });
    }, 50);
    child.once('exit', (code, signal) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`the service exited (${code ?? signal}) before listening:\n${out.slice(-2000)}`));
    });
  });
}

/** SIGKILL, and wait until the process is gone. */
export async function killService(s: Service): Promise<void> {
  if (s.exited()) return;
  const gone = new Promise<void>((ok) => s.child.once('exit', () => ok()));
  s.child.kill('SIGKILL');
  await gone;
}

/** SIGTERM (a clean stop), SIGKILL after 15 s. */
export async function stopService(s: Service): Promise<void> {
  if (s.exited()) return;
  const gone = new Promise<void>((ok) => s.child.once('exit', () => ok()));
  s.child.kill('SIGTERM');
  const timer = setTimeout(() => s.child.kill('SIGKILL'), 15_000);
  await gone;
  clearTimeout(timer);
}
