import { describe, expect, it } from 'vitest';
import { defaultCatalog, ownerRequiredDistribution } from '../../src/index.js';

// 26 U.S.C. 408A(c)(5): no minimum distributions from a Roth IRA during the owner's life; the
// catalog says so per type (DistributionRules.OwnerLifetimeRmd false).
describe('owner RMDs by account type (26 U.S.C. 408A(c)(5))', () => {
  const q = { DateOfBirth: '1950-03-01', Year: 2026, PriorYearEndBalance: '100000.00' };

  it(
    'a traditional-IRA-based type uses the Uniform Lifetime divisor (age 76 in 2026: 23.7, Treas. Reg. ' +
      '1.401(a)(9)-9(c))',
    () => {
      const r = ownerRequiredDistribution(defaultCatalog, { ...q, AccountTypeCode: 'sep-ira' });
      expect(r.ok && r.Required).toBe(true);
      expect(r.ok && r.Divisor).toBe('23.7');
    },
  );
  it.each(['roth-ira', 'child-roth-ira', 'spousal-roth-ira'])("%s requires nothing during the owner's life", (slug) => {
    const r = ownerRequiredDistribution(defaultCatalog, { ...q, AccountTypeCode: slug });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.Required).toBe(false);
      expect(r.Divisor).toBeNull();
      expect(r.Sources.join(' ')).toMatch(/408A\(c\)\(5\)/);
    }
  });
  it('an inherited type is refused, pointing to inheritedIraSchedule; an unknown type is UnknownAccountType', () => {
    const inh = ownerRequiredDistribution(defaultCatalog, { ...q, AccountTypeCode: 'inherited-traditional-ira' });
    expect(!inh.ok && inh.ErrorCode).toBe('InvalidRequest');
    expect(!inh.ok && inh.Message).toMatch(/inheritedIraSchedule/);
    const unk = ownerRequiredDistribution(defaultCatalog, { ...q, AccountTypeCode: 'IRA' });
    expect(!unk.ok && unk.ErrorCode).toBe('UnknownAccountType');
  });
  it('without AccountTypeCode the answer is unchanged (Uniform Lifetime)', () => {
    const r = ownerRequiredDistribution(defaultCatalog, q);
    expect(r.ok && r.Divisor).toBe('23.7');
  });
});
