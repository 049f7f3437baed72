import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTrumpDistribution, coverdellDistributionDeadline, trumpAccountPhase } from '../../src/index.js';

describe('trumpAccountPhase (26 U.S.C. 530A(b)(1)(C))', () => {
  it('tomtalkstaxes example on Notice 2025-68: turns 18 on 2027-01-05, growth period ends 2026-12-31', () => {
    const last = trumpAccountPhase({ BeneficiaryDateOfBirth: '2009-01-05', On: '2026-12-31' });
    expect(last.ok && [last.Phase, last.GrowthPeriodEnds]).toEqual(['GrowthPeriod', '2026-12-31']);
    const next = trumpAccountPhase({ BeneficiaryDateOfBirth: '2009-01-05', On: '2027-01-01' });
    expect(next.ok && next.Phase).toBe('PostGrowth');
  });
  it('the boundary is the calendar year, not the birthday', () => {
    const r = trumpAccountPhase({ BeneficiaryDateOfBirth: '2010-12-31', On: '2027-12-31' }); // still 16 that day
    expect(r.ok && r.Phase).toBe('GrowthPeriod');
    const r2 = trumpAccountPhase({ BeneficiaryDateOfBirth: '2010-12-31', On: '2028-01-01' });
    expect(r2.ok && r2.Phase).toBe('PostGrowth');
  });
  it('property: GrowthPeriod exactly when On is on or before December 31 of birth year + 17', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1990, max: 2090 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 12 }),
        (birthYear, gap, month) => {
          const on = `${birthYear + gap}-${String(month).padStart(2, '0')}-15`;
          const r = trumpAccountPhase({ BeneficiaryDateOfBirth: `${birthYear}-06-15`, On: on });
          expect(r.ok && r.Phase).toBe(gap <= 17 ? 'GrowthPeriod' : 'PostGrowth');
        },
      ),
    );
  });
  it('bad dates are failures', () => {
    expect(trumpAccountPhase({ BeneficiaryDateOfBirth: 'x', On: '2026-01-01' }).ok).toBe(false);
    expect(trumpAccountPhase({ BeneficiaryDateOfBirth: '2010-01-01', On: '2026-13-01' }).ok).toBe(false);
    expect(trumpAccountPhase(undefined as never).ok).toBe(false);
  });
});

describe('checkTrumpDistribution', () => {
  const growth = { BeneficiaryDateOfBirth: '2015-03-03', On: '2027-05-05' } as const;
  it('an ordinary distribution in the growth period is DistributionNotPermitted, naming the exceptions', () => {
    const r = checkTrumpDistribution({ ...growth, DistributionReason: 'Other' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.ErrorCode).toBe('DistributionNotPermitted');
      expect(r.Message).toContain('QualifiedRollover');
    }
  });
  it('a qualified rollover of the whole balance, a return of excess contributions, and death are permitted', () => {
    expect(checkTrumpDistribution({ ...growth, DistributionReason: 'QualifiedRollover', EntireBalance: true }).ok).toBe(
      true,
    );
    expect(checkTrumpDistribution({ ...growth, DistributionReason: 'QualifiedRollover' }).ok).toBe(false);
    expect(checkTrumpDistribution({ ...growth, DistributionReason: 'ReturnOfExcessContributions' }).ok).toBe(true);
    expect(checkTrumpDistribution({ ...growth, DistributionReason: 'Death' }).ok).toBe(true);
  });
  it('an ABLE rollover only in the year the child turns 17', () => {
    expect(
      checkTrumpDistribution({ ...growth, DistributionReason: 'QualifiedAbleRollover', EntireBalance: true }).ok,
    ).toBe(false);
    expect(
      checkTrumpDistribution({
        ...growth,
        On: '2032-11-01',
        DistributionReason: 'QualifiedAbleRollover',
        EntireBalance: true,
      }).ok,
    ).toBe(true);
  });
  it('after the growth period any distribution is permitted', () => {
    const r = checkTrumpDistribution({ ...growth, On: '2033-01-01', DistributionReason: 'Other' });
    expect(r.ok && r.Phase).toBe('PostGrowth');
  });
  it('an unknown reason is InvalidRequest', () => {
    expect(checkTrumpDistribution({ ...growth, DistributionReason: 'Vacation' as never }).ok).toBe(false);
  });
});

describe('coverdellDistributionDeadline (26 U.S.C. 530(b)(1)(E), (d)(8))', () => {
  it('30 days after the 30th birthday, then a deemed distribution', () => {
    const r = coverdellDistributionDeadline({ BeneficiaryDateOfBirth: '1996-05-10' });
    expect(r.ok && [r.ThirtiethBirthday, r.DistributeBy, r.EventIfNotDistributed]).toEqual([
      '2026-05-10',
      '2026-06-09',
      'DeemedDistribution',
    ]);
  });
  it('crosses a year end: born 2000-12-15 -> 2031-01-14', () => {
    const r = coverdellDistributionDeadline({ BeneficiaryDateOfBirth: '2000-12-15' });
    expect(r.ok && r.DistributeBy).toBe('2031-01-14');
  });
  it('a February 29 birthday is reached on March 1 in a common year', () => {
    const r = coverdellDistributionDeadline({ BeneficiaryDateOfBirth: '1996-02-29' });
    expect(r.ok && [r.ThirtiethBirthday, r.DistributeBy]).toEqual(['2026-03-01', '2026-03-31']);
  });
  it('special needs: no age-30 distribution', () => {
    const r = coverdellDistributionDeadline({ BeneficiaryDateOfBirth: '1996-05-10', BeneficiaryIsSpecialNeeds: true });
    expect(r.ok && [r.DistributionRequired, r.DistributeBy]).toEqual([false, undefined]);
  });
  it('a bad date is a failure', () =>
    expect(coverdellDistributionDeadline({ BeneficiaryDateOfBirth: '1996-02-30' }).ok).toBe(false));
});
