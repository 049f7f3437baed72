// The shared family limit split between spouses (223(b)(5)): the Form 8889 instructions' line 6
// example (2016: 3 months of family coverage at 6,750 before a divorce, 1,687.50, divided 75/25:
// "$1,265.63 spousal allocation" and the owner's 421.87), and never more than the one family limit.
import { describe, expect, it } from 'vitest';
import { defaultCatalog, hsaContributionLimit } from '../../src/index.js';

const limit = (percent: number, to: string, year = 2024) =>
  hsaContributionLimit(defaultCatalog, {
    TaxYear: year,
    DateOfBirth: '1980-01-01',
    HdhpCoveragePeriods: [{ From: `${year}-01-01`, To: to, CoverageTier: 'Family', SpouseHdhpCoverage: 'Family' }],
    FamilyLimitSharePercent: percent,
  } as never);

describe('the shared family limit (223(b)(5); Form 8889 instructions, line 6)', () => {
  it('3 months of 2024 family coverage (2,075): 75 percent is 1,556.25 and 25 percent 518.75, adding up', () => {
    const a = limit(75, '2024-03-31');
    const b = limit(25, '2024-03-31');
    expect(a).toMatchObject({ ok: true });
    if (!a.ok || !b.ok) return;
    expect(Number(a.ProratedLimit) + Number(b.ProratedLimit)).toBeCloseTo(2075, 2);
  });

  it('7 months at an even split: each 2,420.83, never together more than the family limit of 4,841.67', () => {
    const a = limit(50, '2024-07-31');
    expect(a).toMatchObject({ ok: true, ProratedLimit: '2420.83' });
  });

  it('one month of 2024 family coverage (691.67) split 75/25: the larger part rounded, the smaller the rest', () => {
    // The instructions' shape: 75 percent of 1,687.50 is 1,265.625, shown 1,265.63, and 25 percent the rest.
    // Here 75 percent of 691.67 is 518.7525, so 518.75, and 25 percent is 691.67 - 518.75 = 172.92.
    const a = limit(75, '2024-01-31');
    const b = limit(25, '2024-01-31');
    if (!a.ok || !b.ok) throw new Error('refused');
    expect([a.ProratedLimit, b.ProratedLimit]).toEqual(['518.75', '172.92']);
  });
});
