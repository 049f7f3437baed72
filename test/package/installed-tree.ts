import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// What an install put on disk, read two ways: npm's own record (package-lock.json) and the
// node_modules directory itself (nested node_modules included). Both must agree.

const MAX_DEPTH = 12;
const MAX_ENTRIES = 200_000;

function fromDirectory(modules: string, depth: number, out: Set<string>): void {
  if (depth > MAX_DEPTH || !existsSync(modules)) return;
  for (const entry of readdirSync(modules)) {
    if (entry.startsWith('.')) continue;
    const names = entry.startsWith('@') ? readdirSync(join(modules, entry)).map((n) => `${entry}/${n}`) : [entry];
    for (const name of names) {
      out.add(name);
      fromDirectory(join(modules, name, 'node_modules'), depth + 1, out);
    }
  }
}

/** Sorted names of every installed package, after checking the lockfile and the tree agree. */
export function installedPackages(project: string): string[] {
  const lock = JSON.parse(readFileSync(join(project, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, unknown>;
  };
  const fromLock = new Set(
    Object.keys(lock.packages)
      .filter((k) => k.includes('node_modules/'))
      .map((k) => k.slice(k.lastIndexOf('node_modules/') + 'node_modules/'.length)),
  );
  const onDisk = new Set<string>();
  fromDirectory(join(project, 'node_modules'), 0, onDisk);
  const a = [...fromLock].sort();
  const b = [...onDisk].sort();
  if (JSON.stringify(a) !== JSON.stringify(b)) {
    throw new Error(`package-lock.json lists ${a.join(', ')} but node_modules holds ${b.join(', ')}`);
  }
  return a;
}

/** Apparent size of node_modules in KB (file sizes summed, links not followed). */
export function installedSize_kb(project: string): number {
  let bytes = 0;
  let seen = 0;
  const walk = (path: string): void => {
    if (++seen > MAX_ENTRIES) throw new Error('node_modules has too many entries to measure');
    const st = lstatSync(path);
    if (st.isDirectory()) for (const e of readdirSync(path)) walk(join(path, e));
    else if (st.isFile()) bytes += st.size;
  };
  walk(join(project, 'node_modules'));
  return Math.round(bytes / 1024);
}
