import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every `.ts` file under `dir` (a path from the repository root), recursively. */
export function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? tsFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}
