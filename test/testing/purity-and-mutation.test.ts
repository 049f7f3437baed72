import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCatalog as cat, validateCreateAccount } from '../../src/index.js';
import {
  arbitraryCreateAccountRequest,
  arbitraryInstitution,
  arbitraryInvalidCreateAccount,
} from '../../src/testing/index.js';
import { tsFiles } from '../support/ts-files.js';

function deepFreeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

describe('fast-check stays out of the core', () => {
  it('no file of src/core, nor src/index.ts, imports fast-check', () => {
    for (const f of [...tsFiles('src/core'), 'src/index.ts'])
      expect(readFileSync(f, 'utf8'), f).not.toMatch(/from ['"]fast-check['"]|import\(['"]fast-check['"]\)/);
  });
});

describe('nothing is mutated', () => {
  it('generating cases leaves the catalog as it was', () => {
    const before = JSON.stringify(cat.files);
    fc.sample(arbitraryCreateAccountRequest(cat), { numRuns: 300, seed: 2 });
    fc.sample(arbitraryInvalidCreateAccount(cat), { numRuns: 300, seed: 2 });
    expect(JSON.stringify(cat.files)).toBe(before);
  });

  it('options passed to a generator are not changed', () => {
    const satisfying = [['Bank', 'StateTrustCompany'], ['ErisaTrustee']];
    const without = ['Bank'];
    const copy = structuredClone({ satisfying, without });
    fc.sample(arbitraryInstitution(cat, { satisfying, without }), { numRuns: 50, seed: 3 });
    expect({ satisfying, without }).toEqual(copy);
  });

  it(
    'a broken case is built from a copy: the valid case it came from is not changed (deep-frozen cases still ' +
      'validate)',
    () => {
      fc.assert(
        fc.property(arbitraryCreateAccountRequest(cat), ({ request, ctx }) => {
          deepFreeze(request);
          deepFreeze(ctx);
          expect(validateCreateAccount(cat, request, ctx).ok).toBe(true);
        }),
      );
      fc.assert(
        fc.property(arbitraryInvalidCreateAccount(cat), (c) => {
          deepFreeze(c);
          const r = validateCreateAccount(cat, c.request, c.ctx);
          expect(r.ok ? 'ok' : r.ErrorCode).toBe(c.expectedErrorCode);
        }),
      );
    },
  );
});
