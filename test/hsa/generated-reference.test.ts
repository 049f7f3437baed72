// Must show 2: the generated reference (docs/catalog.md) and JSON Schema (catalog/schema/) cover
// the new type; `npm run gen` writes them from the catalog and test/generated keeps them in sync.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AccountTypeSchema } from '../../src/index.js';

const root = new URL('../../', import.meta.url);
const read = (p: string) => readFileSync(new URL(p, root), 'utf8');

describe('generated reference and JSON Schema', () => {
  it('docs/catalog.md has the health-savings-account section with its Create Account fields and rules', () => {
    const doc = read('docs/catalog.md');
    const section = doc.slice(doc.indexOf('### health-savings-account'));
    expect(section).toMatch(/authority: HsaTrusteeOrCustodian/);
    for (const f of [
      'CoverageTier',
      'HighDeductiblePlanStartDate',
      'DateOfBirth',
      'last-month-rule',
      'married-family-split',
    ])
      expect(section).toContain(f);
    expect(doc).toMatch(/\| health-savings-account \| P \| P \| P \| P \| N \| N \| N \| N \| N \| N \|/);
  });

  it(
    'catalog/schema/account-type.schema.json describes the HsaLimit rule, and the type file validates ' +
      'against the schema',
    () => {
      const schema = read('catalog/schema/account-type.schema.json');
      expect(schema).toContain('"HsaLimit"');
      expect(schema).toContain('"AdditionalNonElective"');
      expect(schema).toContain('"OtherHsaContributions"');
      const file = JSON.parse(read('catalog/types/health-savings-account.json')) as unknown;
      expect(AccountTypeSchema.safeParse(file).success).toBe(true);
    },
  );
});
