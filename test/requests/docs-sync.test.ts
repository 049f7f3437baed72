import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUS_MACHINE,
  CLIENT_STATUS_MACHINE,
  CLIENT_TYPES,
  ENTRY_TYPE_RULES,
  OFAC_STATUSES,
  PAYMENT_METHOD_TYPES,
} from '../../src/index.js';

const doc = readFileSync(new URL('../../docs/requests.md', import.meta.url), 'utf8');

describe('docs/requests.md names every exported value', () => {
  it('status machines: each state with its transitions', () => {
    for (const m of [ACCOUNT_STATUS_MACHINE, CLIENT_STATUS_MACHINE]) {
      const transitions = m.Transitions as Readonly<Record<string, readonly string[]>>;
      for (const s of m.States as readonly string[]) {
        const next = transitions[s] ?? [];
        const row = doc
          .split('\n')
          .find((l) => l.startsWith(`| ${s}`) && l.includes(next.length > 0 ? next.join(', ') : 'none'));
        expect(row, `${m.Name} ${s}`).toBeDefined();
      }
    }
  });
  it('client types, OFAC statuses, payment methods and entry types', () => {
    for (const v of [...CLIENT_TYPES, ...OFAC_STATUSES, ...PAYMENT_METHOD_TYPES]) expect(doc).toContain(v);
    for (const e of Object.keys(ENTRY_TYPE_RULES)) expect(doc).toMatch(new RegExp(`\\| ${e} \\|`));
  });
});
