import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as acctos from '../../src/index.js';

const doc = readFileSync(new URL('../../docs/decisions-core.md', import.meta.url), 'utf8');
const tableRows = doc.split('\n').filter((l) => l.startsWith('| ') && l.includes('`decide'));

describe('docs/decisions-core.md lists every decide function', () => {
  it('each exported decide function has one row in the operations table, and each row names an export', () => {
    const exported = Object.keys(acctos)
      .filter((k) => /^decide[A-Z]/.test(k) && typeof (acctos as Record<string, unknown>)[k] === 'function')
      .sort();
    const documented = tableRows
      .map((l) => /`(decide[A-Za-z]+)`/.exec(l)?.[1])
      .filter((n): n is string => n !== undefined)
      .sort();
    expect(documented).toEqual(exported);
    expect(exported.length).toBe(27);
  });
});
