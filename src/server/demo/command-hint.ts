import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the acctos command runs from: the package's folder, the script node ran, the working folder. */
export interface CommandPlace {
  /** The folder of the `acctos` package.json (undefined when none was found above this module). */
  readonly packageRoot: string | undefined;
  /** process.argv[1]: the script node was started with (a bin, or a test runner). */
  readonly script: string | undefined;
  readonly cwd: string;
}

const quote = (path: string): string => (/^[\w./@:+-]+$/.test(path) ? path : `'${path.replace(/'/g, `'\\''`)}'`);

/**
 * The command a user types to run acctos again, as the banners print it:
 * - started by `acctos-server` (the service package's bin): `npx acctos-server`;
 * - the package installed as a dependency (its folder is inside node_modules): `npx acctos`
 *   (`node bin/acctos.js` exists only in a clone);
 * - a clone: `node bin/acctos.js`, the path relative to the working folder when it is inside
 *   the clone, else absolute.
 */
export function acctosCommand(place: CommandPlace): string {
  if (place.script !== undefined && /^acctos-server(\.js)?$/.test(basename(place.script))) return 'npx acctos-server';
  const root = place.packageRoot;
  if (root === undefined || resolve(root).split(sep).includes('node_modules')) return 'npx acctos';
  const bin = join(root, 'bin', 'acctos.js');
  const fromRoot = relative(root, place.cwd);
  const inside = !fromRoot.startsWith('..') && !isAbsolute(fromRoot);
  return `node ${quote(inside ? relative(place.cwd, bin) : bin)}`;
}

/** The nearest folder at or above `from` whose package.json is the `acctos` package. */
export function packageRootOf(from: string): string | undefined {
  let dir = from;
  for (let i = 0; i < 12; i++) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      try {
        if ((JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name === 'acctos') return dir;
      } catch {
        // not a readable package.json: keep looking up
      }
    }
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
  return undefined;
}

/** The command for this process (see acctosCommand). */
export function currentAcctosCommand(): string {
  return acctosCommand({
    packageRoot: packageRootOf(dirname(fileURLToPath(import.meta.url))),
    script: process.argv[1],
    cwd: process.cwd(),
  });
}
