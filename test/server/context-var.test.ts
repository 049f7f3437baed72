import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tsFiles } from '../support/ts-files.js';

// Hono's `c.var` is a getter that builds a new object from every variable of the request
// (`Object.fromEntries`) on each read: under the GET load it was 3% of the service's busy time.
// The server reads a variable with `c.get(name)`, one Map lookup, typed the same way.

describe('request variables', () => {
  it('no server module reads c.var (each read copies every variable)', () => {
    const files = tsFiles('src/server');
    expect(files.length).toBeGreaterThan(50);
    const reads = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (/\bc\.var\b/.test(line) ? [`${file}:${i + 1}`] : [])),
    );
    expect(reads).toEqual([]);
  });
});
