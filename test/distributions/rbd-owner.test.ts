import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applicableAge,
  defaultCatalog,
  ownerRequiredDistribution,
  requiredBeginningDate,
  requiredDistributionAmount,
} from '../../src/index.js';

describe('requiredBeginningDate (26 U.S.C. 401(a)(9)(C); SECURE Act sec. 114; SECURE 2.0 sec. 107)', () => {
  it.each([
    ['1948-05-01', '2019-04-01', '70.5'], // 70 1/2 on 2018-11-01
    ['1948-12-31', '2020-04-01', '70.5'], // 70 1/2 on 2019-06-30
    ['1949-06-30', '2020-04-01', '70.5'], // last birth date reaching 70 1/2 before 2020
    ['1949-07-01', '2022-04-01', '72'], // first birth date under the SECURE Act
    ['1950-12-31', '2023-04-01', '72'],
    ['1951-01-01', '2025-04-01', '73'],
    ['1958-12-31', '2032-04-01', '73'],
    ['1959-06-15', '2033-04-01', '73'], // unsettled: the proposed regulation's 73
    ['1960-01-01', '2036-04-01', '75'],
    ['1975-08-09', '2051-04-01', '75'],
  ])('born %s -> %s (applicable age %s)', (dob, rbd, age) => {
    expect(requiredBeginningDate(dob)).toBe(rbd);
    expect(applicableAge(dob)?.ApplicableAge).toBe(age);
  });
  it('born 1959 is flagged unsettled, with the proposed regulation as source', () => {
    const a = applicableAge('1959-03-03')!;
    expect(a.Unsettled).toBe(true);
    expect(a.Source).toContain('REG-103529-23');
    expect(applicableAge('1958-03-03')!.Unsettled).toBe(false);
  });
  it('an invalid date gives undefined, never a throw', () => {
    for (const bad of ['', '1950-02-30', 'x', '1950-1-1']) expect(requiredBeginningDate(bad)).toBeUndefined();
    expect(requiredBeginningDate(42 as unknown as string)).toBeUndefined();
  });
  it('property: always April 1, never earlier for a later birth date', () => {
    const day = fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (a, b) => {
        const ra = requiredBeginningDate(a)!;
        const rb = requiredBeginningDate(b)!;
        expect(ra.slice(4)).toBe('-04-01');
        const gap = Number(ra.slice(0, 4)) - Number(a.slice(0, 4));
        expect([71, 72, 73, 74, 76]).toContain(gap);
        if (a <= b) expect(ra <= rb).toBe(true);
      }),
    );
  });
});

describe('ownerRequiredDistribution (Uniform Lifetime divisor at the age attained in the year)', () => {
  const q = (DateOfBirth: string, Year: number, PriorYearEndBalance?: string) =>
    ownerRequiredDistribution(
      defaultCatalog,
      PriorYearEndBalance === undefined ? { DateOfBirth, Year } : { DateOfBirth, Year, PriorYearEndBalance },
    );
  it('first distribution year is due by the RBD; born 1951 -> age 73 in 2024, divisor 26.5, by 2025-04-01', () => {
    const r = q('1951-08-01', 2024, '100000');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect([r.Required, r.AgeAttained, r.Divisor, r.Deadline, r.Amount]).toEqual([
      true,
      73,
      '26.5',
      '2025-04-01',
      '3773.58',
    ]);
  });
  it('later years are due December 31: 2025, age 74, divisor 25.5', () => {
    const r = q('1951-08-01', 2025);
    expect(r.ok && [r.Divisor, r.Deadline]).toEqual(['25.5', '2025-12-31']);
  });
  it('nothing before the first distribution year', () => {
    const r = q('1951-08-01', 2023);
    expect(r.ok && [r.Required, r.Divisor, r.Deadline]).toEqual([false, null, null]);
  });
  it('pre-2022 years use the old Uniform table: born 1940-03-01, 2021, age 81 -> 17.9', () => {
    const r = q('1940-03-01', 2021);
    expect(r.ok && r.Divisor).toBe('17.9');
    const r2 = q('1940-03-01', 2022);
    expect(r2.ok && r2.Divisor).toBe('18.5'); // 2022 table, age 82
  });
  it('CARES Act: 2020 waived, and so is a 2019 first-year amount due 2020-04-01', () => {
    expect(q('1940-03-01', 2020).ok && (q('1940-03-01', 2020) as { Required: boolean }).Required).toBe(false);
    const first = q('1948-12-31', 2019); // 70 1/2 in 2019, RBD 2020-04-01
    expect(first.ok && first.Required).toBe(false);
  });
  it('WRERA: 2009 waived, but a 2008 first-year amount due 2009-04-01 was not', () => {
    const y2009 = q('1930-01-10', 2009);
    expect(y2009.ok && y2009.Required).toBe(false);
    const first2008 = q('1938-01-10', 2008); // 70 1/2 in 2008, RBD 2009-04-01
    expect(first2008.ok && [first2008.Required, first2008.Deadline, first2008.Divisor]).toEqual([
      true,
      '2009-04-01',
      '27.4',
    ]);
  });
  it('bad input is a failure, not a throw', () => {
    expect(q('nope', 2024).ok).toBe(false);
    expect(q('1951-08-01', 1.5).ok).toBe(false);
    expect(q('1951-08-01', 2025, '-5').ok).toBe(false);
    expect(ownerRequiredDistribution(defaultCatalog, null as never).ok).toBe(false);
  });
});

describe('requiredDistributionAmount (decimal.js, half up to cents)', () => {
  it('100,000 / 27.4 = 3649.64', () => expect(requiredDistributionAmount('27.4', '100000')).toBe('3649.64'));
  it('rounds a half cent up: 0.05 / 2 = 0.03', () => expect(requiredDistributionAmount(2, '0.05')).toBe('0.03'));
  it('takes numbers without float error: 0.3 / 0.1 is capped at the balance (divisor <= 1)', () =>
    expect(requiredDistributionAmount(0.1, 0.3)).toBe('0.30'));
  it('1234.56 / 12.1 = 102.03', () => expect(requiredDistributionAmount(12.1, 1234.56)).toBe('102.03'));
  it('invalid input gives undefined', () => {
    for (const [d, b] of [
      ['0', '100'],
      ['-2', '100'],
      ['x', '100'],
      ['10', '-1'],
      ['10', '1.001'],
      [Number.NaN, 1],
    ] as const)
      expect(requiredDistributionAmount(d, b)).toBeUndefined();
  });
  it('property: never more than the balance, and within half a cent of balance / divisor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 1, max: 9999 }), (cents, tenths) => {
        const balance = (cents / 100).toFixed(2);
        const divisor = (tenths / 10).toFixed(1);
        const a = requiredDistributionAmount(divisor, balance)!;
        expect(a).toMatch(/^\d+\.\d{2}$/);
        const aCents = BigInt(a.replace('.', ''));
        expect(aCents <= BigInt(cents)).toBe(true);
        if (tenths > 10) {
          // |a * tenths - cents * 10| <= tenths / 2 (in cent-tenths), exact integer arithmetic
          const diff = aCents * BigInt(tenths) - BigInt(cents) * 10n;
          expect(2n * (diff < 0n ? -diff : diff) <= BigInt(tenths)).toBe(true);
        }
      }),
    );
  });
});

describe('no input makes these throw', () => {
  it('property: ownerRequiredDistribution, requiredDistributionAmount, requiredBeginningDate', async () => {
    const { checkTrumpDistribution, coverdellDistributionDeadline, trumpAccountPhase } = await import(
      '../../src/index.js'
    );
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, c) => {
        expect(() =>
          ownerRequiredDistribution(defaultCatalog, { DateOfBirth: a, Year: b, PriorYearEndBalance: c } as never),
        ).not.toThrow();
        expect(() => ownerRequiredDistribution(defaultCatalog, a as never)).not.toThrow();
        expect(() => requiredDistributionAmount(a as never, b as never)).not.toThrow();
        expect(() => requiredBeginningDate(a as never)).not.toThrow();
        expect(() => trumpAccountPhase({ BeneficiaryDateOfBirth: a, On: b } as never)).not.toThrow();
        expect(() =>
          checkTrumpDistribution({
            BeneficiaryDateOfBirth: '2015-01-01',
            On: '2020-01-01',
            DistributionReason: a,
            EntireBalance: b,
          } as never),
        ).not.toThrow();
        expect(() =>
          coverdellDistributionDeadline({ BeneficiaryDateOfBirth: a, BeneficiaryIsSpecialNeeds: b } as never),
        ).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
});
