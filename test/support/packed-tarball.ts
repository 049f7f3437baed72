import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Pack the packages once per test run, whichever test file asks first, as from a clean clone:
// dist/ is deleted first, so the engine tarball has a dist/ only because `prepack` builds it.
// The build wipes dist/, so two files packing in parallel forks would race; a lock directory
// (mkdir is atomic) serialises them and the later ones reuse the first's tarballs.

const root = new URL('../../', import.meta.url).pathname;
const dir = join(root, '.tmp', 'pack');
const lock = join(root, '.tmp', 'pack.lock');
const done = join(dir, 'DONE');
const MAX_WAIT_MS = 420_000;
/** Tarballs older than this are rebuilt, so stale ones from an earlier run are never used. */
const FRESH_MS = 15 * 60_000;

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
export const runNpm = (args: string[], cwd: string, env: Record<string, string> = {}): string =>
  execFileSync(npm, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_update_notifier: 'false', ...env },
  });

export interface PackedTarballs {
  /** acctos-<version>.tgz: the engine package (repository root). */
  readonly engine: string;
  /** acctos-server-<version>.tgz: the service package (packages/server). */
  readonly server: string;
  /** Paths inside the engine tarball, as `npm pack --json` listed them. */
  readonly engineFiles: readonly string[];
  /** Seconds the engine's `npm pack` took (prepack build included). */
  readonly enginePack_s: number;
}

function packedIn(d: string): PackedTarballs | undefined {
  if (!existsSync(done) || Date.now() - statSync(done).mtimeMs > FRESH_MS) return undefined;
  const names = readdirSync(d);
  const engine = names.find((x) => /^acctos-\d.*\.tgz$/.test(x));
  const server = names.find((x) => /^acctos-server-\d.*\.tgz$/.test(x));
  if (engine === undefined || server === undefined) return undefined;
  const meta = JSON.parse(readFileSync(done, 'utf8')) as { engineFiles: string[]; enginePack_s: number };
  return { engine: join(d, engine), server: join(d, server), ...meta };
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** `npm pack --json` in `cwd`; returns the listed file paths. */
function pack(cwd: string): string[] {
  const out = runNpm(['pack', '--json', '--pack-destination', dir], cwd);
  // The prepack build prints first (its log may hold brackets, more so under CI=true): the JSON is
  // the last line that is a lone '[' to the end.
  const start = out.lastIndexOf('\n[\n');
  const listed = JSON.parse(start >= 0 ? out.slice(start + 1) : out.slice(out.indexOf('['))) as {
    files: { path: string }[];
  }[];
  return (listed[0]?.files ?? []).map((f) => f.path);
}

/** The engine and service tarballs of this checkout. */
export async function packedTarballs(): Promise<PackedTarballs> {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const deadline = Date.now() + MAX_WAIT_MS;
  for (;;) {
    const existing = existsSync(dir) ? packedIn(dir) : undefined;
    if (existing) return existing;
    try {
      mkdirSync(lock);
    } catch {
      if (Date.now() > deadline) throw new Error('timed out waiting for another test to pack the packages');
      await sleep(500);
      continue;
    }
    try {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      rmSync(join(root, 'dist'), { recursive: true, force: true });
      const started = Date.now();
      const engineFiles = pack(root);
      const enginePack_s = Math.round((Date.now() - started) / 1000);
      pack(join(root, 'packages/server'));
      writeFileSync(done, JSON.stringify({ engineFiles, enginePack_s }));
      const t = packedIn(dir);
      if (!t) throw new Error('npm pack produced no tarball');
      return t;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** Path of the engine tarball (`acctos`) of this checkout. */
export async function packedTarball(): Promise<string> {
  return (await packedTarballs()).engine;
}
