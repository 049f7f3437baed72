import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../src/index.js';

const SPEC_SLUGS = [
  'inherited-traditional-ira',
  'inherited-roth-ira',
  'emergency-savings-plesa',
  'employee-stock-ownership-plan',
  'commuter-benefits',
  'health-care-fsa',
  'health-reimbursement-arrangement',
  'lifestyle-spending-account',
  'dependent-care-fsa',
  'child-roth-ira',
  'spousal-roth-ira',
  'coverdell-esa',
  'sarsep-ira',
  'simple-ira',
  'sep-ira',
  'irrevocable-trust',
  'demand-deposit-checking',
  'money-market-deposit-account',
  'time-deposit-certificate',
];

describe('default catalog', () => {
  it(
    'holds 23 types: the 19 of the specification plus roth-ira, trump-account (design.md section 2), ' +
      'health-savings-account (issue 14) and traditional-ira (issue 11)',
    () => {
      const slugs = defaultCatalog.types.map((t) => t.Slug).sort();
      expect(slugs).toEqual(
        [...SPEC_SLUGS, 'roth-ira', 'trump-account', 'health-savings-account', 'traditional-ira'].sort(),
      );
      expect(slugs).toHaveLength(23);
    },
  );
  it('has the 13 authorities, 5 natures and 10 asset classes', () => {
    expect(defaultCatalog.authorities).toHaveLength(13);
    expect(defaultCatalog.natures.size).toBe(5);
    expect(defaultCatalog.assetClasses).toHaveLength(10);
  });
});
