import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Build and `npm pack` once per test run, whichever test file asks first. tsup's clean step
// wipes dist/, so two files building in parallel forks would race; a lock directory (mkdir is
// atomic) serialises them and the second reuses the first's tarball.

const root = new URL('../../', import.meta.url).pathname;
const dir = join(root, '.tmp', 'pack');
const lock = join(root, '.tmp', 'pack.lock');
const done = join(dir, 'DONE');
const MAX_WAIT_MS = 280_000;
/** A tarball older than this is rebuilt, so a stale one from an earlier run is never used. */
const FRESH_MS = 15 * 60_000;

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
export const runNpm = (args: string[], cwd: string): string =>
  execFileSync(npm, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });

function tarballIn(d: string): string | undefined {
  if (!existsSync(done) || Date.now() - statSync(done).mtimeMs > FRESH_MS) return undefined;
  const f = readdirSync(d).find((x) => /^acctos-.*\.tgz$/.test(x));
  return f ? join(d, f) : undefined;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Path of the packed tarball of this checkout (built with `npm run build`). */
export async function packedTarball(): Promise<string> {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const deadline = Date.now() + MAX_WAIT_MS;
  for (;;) {
    const existing = existsSync(dir) ? tarballIn(dir) : undefined;
    if (existing) return existing;
    try {
      mkdirSync(lock);
    } catch {
      if (Date.now() > deadline) throw new Error('timed out waiting for another test to pack the package');
      await sleep(500);
      continue;
    }
    try {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      runNpm(['run', 'build'], root);
      runNpm(['pack', '--pack-destination', dir], root);
      writeFileSync(done, new Date().toISOString());
      const t = tarballIn(dir);
      if (!t) throw new Error('npm pack produced no tarball');
      return t;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}
