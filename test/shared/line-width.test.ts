import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Issue 9: no source line over the formatter's width. Biome wraps code but not a long string,
// template or comment, so this holds the rest: every tracked .ts, .mjs and .js file (the generated
// bundled catalog aside), measured in characters.

const WIDTH = (JSON.parse(readFileSync('biome.json', 'utf8')) as { formatter: { lineWidth: number } }).formatter
  .lineWidth;
const GENERATED = new Set(['src/core/catalog/bundled-files.ts']);

function trackedSources(): string[] | undefined {
  try {
    const out = execFileSync('git', ['ls-files', '*.ts', '*.mjs', '*.js'], { encoding: 'utf8' });
    return out.split('\n').filter((f) => f !== '' && !GENERATED.has(f));
  } catch {
    return undefined; // not a git checkout (an installed package): nothing to measure
  }
}

describe('line width', () => {
  it(`no tracked source line is longer than biome's lineWidth (${WIDTH})`, () => {
    const files = trackedSources();
    if (files === undefined) return;
    expect(files.length).toBeGreaterThan(100);
    const over: string[] = [];
    for (const file of files)
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (line.length > WIDTH) over.push(`${file}:${i + 1} (${line.length})`);
        });
    expect(over).toEqual([]);
  });
});
