import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BENEFICIARY_CLASSES,
  type BeneficiaryClass,
  defaultCatalog,
  type InheritedSchedule,
  type InheritedScheduleQuery,
  inheritedIraSchedule,
  requiredBeginningDate,
} from '../../src/index.js';

const DAY_MS = 86_400_000;
const dateIn = (fromYear: number, toYear: number) =>
  fc
    .integer({ min: Date.UTC(fromYear, 0, 1) / DAY_MS, max: Date.UTC(toYear, 11, 31) / DAY_MS })
    .map((d) => new Date(d * DAY_MS).toISOString().slice(0, 10));

/** The decisions the catalog's matrix permits, so most generated queries are valid. */
function permitted(slug: string, death: string, cls: BeneficiaryClass, rbd: boolean): readonly string[] {
  const m = defaultCatalog.inheritedDecisions!;
  const regime = death < '2020-01-01' ? 'PreSecureAct' : 'SecureAct';
  const effective = m.RothTreatedAsDyingBeforeRbd.includes(slug) ? false : rbd;
  return (
    m.Rows.find((r) => r.Regime === regime && r.DecedentDiedOnOrAfterRbd === effective && r.Classes.includes(cls))
      ?.Permitted ?? ['LifeExpectancy']
  );
}

const queryArb: fc.Arbitrary<InheritedScheduleQuery> = fc
  .record({
    slug: fc.constantFrom('inherited-traditional-ira', 'inherited-roth-ira'),
    death: dateIn(2003, 2045),
    ownerAgeAtDeath: fc.integer({ min: 20, max: 100 }),
    ownerBirthDay: dateIn(2001, 2001).map((d) => d.slice(4)),
    cls: fc.constantFrom(...BENEFICIARY_CLASSES),
    benAgeAtDeath: fc.integer({ min: 0, max: 90 }),
    pick: fc.nat(),
    benDeathAfterYears: fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }),
    balance: fc.option(fc.integer({ min: 0, max: 1_000_000_000 }), { nil: undefined }),
  })
  .map((g) => {
    const deathYear = Number(g.death.slice(0, 4));
    const ownerBirth = `${deathYear - g.ownerAgeAtDeath - 1}${g.ownerBirthDay}`;
    const rbd = g.death >= requiredBeginningDate(ownerBirth)!;
    // Keep the class consistent with the ages (the engine checks these two).
    const benAge =
      g.cls === 'MinorChild'
        ? g.benAgeAtDeath % 20
        : g.cls === 'NotMoreThanTenYearsYounger'
          ? Math.max(g.benAgeAtDeath, g.ownerAgeAtDeath - 9)
          : g.benAgeAtDeath;
    const benBirth = `${deathYear - benAge - 1}-07-15`;
    const options = permitted(g.slug, g.death, g.cls, rbd);
    const q: InheritedScheduleQuery = {
      AccountTypeCode: g.slug,
      DecedentDateOfBirth: ownerBirth,
      DecedentDateOfDeath: g.death,
      DecedentDiedOnOrAfterRbd: rbd,
      BeneficiaryEligibleDesignatedClass: g.cls,
      BeneficiaryDistributionDecision: options[
        g.pick % options.length
      ] as InheritedScheduleQuery['BeneficiaryDistributionDecision'],
      BeneficiaryDateOfBirth: benBirth,
      ...(g.benDeathAfterYears !== undefined
        ? { BeneficiaryDateOfDeath: `${deathYear + g.benDeathAfterYears}-12-01` }
        : {}),
      ...(g.balance !== undefined
        ? { YearEndBalances: [{ Year: deathYear + 1, Balance: (g.balance / 100).toFixed(2) }] }
        : {}),
    };
    return q;
  });

function run(q: InheritedScheduleQuery): InheritedSchedule | undefined {
  const r = inheritedIraSchedule(defaultCatalog, q);
  return r.ok ? r : undefined;
}

describe('inheritedIraSchedule properties', () => {
  it('generated queries are mostly valid (so the properties below are not vacuous)', () => {
    const sample = fc.sample(queryArb, { numRuns: 400, seed: 7 });
    const ok = sample.filter((q) => run(q) !== undefined).length;
    expect(ok / sample.length).toBeGreaterThan(0.9);
  });

  it('a non-spouse divisor falls by exactly one each year (from 2022, within one table)', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        if (q.BeneficiaryEligibleDesignatedClass === 'SurvivingSpouse') return;
        const s = run(q);
        if (!s) return;
        for (let i = 1; i < s.Years.length; i++) {
          const a = s.Years[i - 1]!;
          const b = s.Years[i]!;
          if (a.Year < 2022 || a.Divisor === null || b.Divisor === null) continue;
          expect(Math.round(Number(a.Divisor) * 10) - Math.round(Number(b.Divisor) * 10)).toBe(10);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('every deadline is a December 31', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        const s = run(q);
        if (!s) return;
        expect(s.FinalDistributionDeadline.endsWith('-12-31')).toBe(true);
        for (const y of s.Years) expect(y.Deadline).toBe(`${y.Year}-12-31`);
      }),
      { numRuns: 500 },
    );
  });

  it('a Roth schedule for a NotAnEdb beneficiary (death from 2020) never requires an annual amount', () => {
    const decisions = ['LifeExpectancy', 'TenYearRule', 'TenYearRuleWithAnnualRmd', 'FiveYearRule'] as const;
    fc.assert(
      fc.property(
        queryArb,
        fc.boolean(),
        fc.constantFrom(...decisions),
        ({ BeneficiaryDateOfDeath: _ignored, ...q0 }, rbdClaim, decision) => {
          const death =
            q0.DecedentDateOfDeath < '2020-01-01' ? `2020${q0.DecedentDateOfDeath.slice(4)}` : q0.DecedentDateOfDeath;
          const q = {
            ...q0,
            DecedentDateOfDeath: death,
            AccountTypeCode: 'inherited-roth-ira',
            BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
            BeneficiaryDistributionDecision: decision,
            DecedentDiedOnOrAfterRbd: rbdClaim,
          } as const;
          const s = run(q);
          if (decision !== 'TenYearRule') {
            expect(s).toBeUndefined(); // the only permitted decision
            return;
          }
          expect(s).toBeDefined();
          expect(s!.Years.some((y) => y.AnnualDistributionRequired || y.Divisor !== null || y.PenaltyWaived)).toBe(
            false,
          );
          expect(s!.FinalDistributionYear).toBe(Number(death.slice(0, 4)) + 10);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the schedule ends in the final year with the whole balance, and only there', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        const s = run(q);
        if (!s) return;
        const last = s.Years.at(-1)!;
        expect(last.Year).toBe(s.FinalDistributionYear);
        expect(last.DistributeEntireBalance).toBe(true);
        expect(s.Years.slice(0, -1).some((y) => y.DistributeEntireBalance)).toBe(false);
        // Consecutive years, none skipped.
        s.Years.forEach((y, i) => expect(y.Year).toBe(s.Years[0]!.Year + i));
      }),
      { numRuns: 500 },
    );
  });

  it('penalty waivers only for 2021-2024, never for an estate or the five-year rule', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        const s = run(q);
        if (!s) return;
        for (const y of s.Years) {
          if (!y.PenaltyWaived) continue;
          expect(y.Year >= 2021 && y.Year <= 2024).toBe(true);
          expect(y.AnnualDistributionRequired).toBe(true);
          expect(['GhostLifeExpectancy', 'FiveYearRule', 'PreSecureActStretch']).not.toContain(s.Regime);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('no input makes the function throw', () => {
    const field = fc.oneof(
      fc.anything(),
      fc.string(),
      dateIn(1800, 2200),
      fc.constantFrom(...BENEFICIARY_CLASSES),
      fc.constantFrom('LifeExpectancy', 'TenYearRule', 'TenYearRuleWithAnnualRmd', 'FiveYearRule'),
    );
    const wild = fc.record(
      {
        AccountTypeCode: fc.oneof(
          fc.constantFrom('inherited-traditional-ira', 'inherited-roth-ira', 'BDI', 'sep-ira'),
          fc.anything(),
        ),
        DecedentDateOfBirth: field,
        DecedentDateOfDeath: field,
        DecedentDiedOnOrAfterRbd: fc.oneof(fc.boolean(), fc.anything()),
        BeneficiaryEligibleDesignatedClass: field,
        BeneficiaryDistributionDecision: field,
        BeneficiaryDateOfBirth: field,
        BeneficiaryDateOfDeath: field,
        YearEndBalances: fc.oneof(
          fc.anything(),
          fc.array(fc.record({ Year: fc.oneof(fc.integer(), fc.anything()), Balance: fc.anything() })),
        ),
        FromYear: fc.oneof(fc.integer(), fc.anything()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(wild, fc.anything(), queryArb), (q) => {
        const r = inheritedIraSchedule(defaultCatalog, q as InheritedScheduleQuery);
        expect(typeof r.ok).toBe('boolean');
        if (!r.ok) expect(r.Message.length).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
    expect(inheritedIraSchedule(null as never, {} as InheritedScheduleQuery).ok).toBe(false);
  });

  it('does not mutate its input (deep-frozen query, same JSON after)', () => {
    const deepFreeze = (o: unknown): void => {
      if (typeof o === 'object' && o !== null) {
        Object.freeze(o);
        for (const v of Object.values(o)) deepFreeze(v);
      }
    };
    fc.assert(
      fc.property(queryArb, (q) => {
        const before = JSON.stringify(q);
        deepFreeze(q);
        inheritedIraSchedule(defaultCatalog, q);
        expect(JSON.stringify(q)).toBe(before);
      }),
      { numRuns: 200 },
    );
  });
});
