import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compiledTables } from '../../src/core/distributions/compiled-tables.js';
import { buildYears } from '../../src/core/distributions/inherited/build-years.js';
import { buildYearsReadable } from '../../src/core/distributions/inherited/build-years-readable.js';
import { planSchedule } from '../../src/core/distributions/inherited/plan.js';
import { readScheduleQuery } from '../../src/core/distributions/inherited/read-query.js';
import { applicableAgeOf, applicableAgeOfUncached } from '../../src/core/distributions/required-beginning-date.js';
import { TextMemo } from '../../src/core/shared/text-memo.js';
import { defaultCatalog, type InheritedScheduleQuery, inheritedIraSchedule } from '../../src/index.js';
import { arbitraryInheritedIraInput } from '../../src/testing/index.js';

// Inherited-IRA schedules: the fast year loop (two passes, factors read once per table, shared
// frozen year entries) against the readable definition (differential, 10,000 runs), over every
// regime, class and decision of the decision matrix, with beneficiary deaths, FromYear and
// year-end balances; and the shared applicable-age answers against the plain computation.

const RUNS = { numRuns: 10_000 };
const tables = compiledTables(defaultCatalog);
if (!tables.ok) throw new Error(tables.message);

const query = fc
  .record({
    input: arbitraryInheritedIraInput(defaultCatalog),
    benDeathAfter: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
    fromOffset: fc.option(fc.integer({ min: -3, max: 40 }), { nil: undefined }),
    balances: fc.option(
      fc.uniqueArray(
        fc.record({ offset: fc.integer({ min: -2, max: 60 }), cents: fc.integer({ min: 0, max: 1e11 }) }),
        { maxLength: 12, selector: (b) => b.offset },
      ),
      { nil: undefined },
    ),
  })
  .map(({ input, benDeathAfter, fromOffset, balances }): InheritedScheduleQuery => {
    const deathYear = Number(input.DecedentDateOfDeath.slice(0, 4));
    return {
      ...input,
      ...(benDeathAfter === undefined ? {} : { BeneficiaryDateOfDeath: `${deathYear + benDeathAfter}-07-01` }),
      ...(fromOffset === undefined ? {} : { FromYear: deathYear + 1 + fromOffset }),
      ...(balances === undefined
        ? {}
        : {
            YearEndBalances: balances.map((b) => ({ Year: deathYear + b.offset, Balance: (b.cents / 100).toFixed(2) })),
          }),
    } as InheritedScheduleQuery;
  });

describe('buildYears equals buildYearsReadable (differential)', () => {
  it('the same years (text, key order), final year and tables used, or the same refusal', () => {
    let compared = 0;
    fc.assert(
      fc.property(query, (q) => {
        const facts = readScheduleQuery(defaultCatalog, q);
        if ('ok' in facts) return;
        const plan = planSchedule(facts);
        if ('ok' in plan) return;
        const listFrom = facts.fromYear ?? plan.first;
        const fast = buildYears(plan, tables.singleLife, facts.balances, listFrom);
        const readable = buildYearsReadable(plan, tables.singleLife, facts.balances, listFrom);
        compared++;
        if ('ok' in fast || 'ok' in readable) {
          expect(fast).toEqual(readable);
          return;
        }
        expect(JSON.stringify(fast.years)).toBe(JSON.stringify(readable.years));
        expect(fast.finalYear).toBe(readable.finalYear);
        expect(fast.tablesUsed.map((t) => t.Name)).toEqual(readable.tablesUsed.map((t) => t.Name));
      }),
      RUNS,
    );
    expect(compared).toBeGreaterThan(RUNS.numRuns / 2);
  });

  it('a shared year entry is frozen and a second schedule of the same query is the same text', () => {
    fc.assert(
      fc.property(query, (q) => {
        const first = inheritedIraSchedule(defaultCatalog, q);
        const again = inheritedIraSchedule(defaultCatalog, q);
        expect(JSON.stringify(again)).toBe(JSON.stringify(first));
        if (!first.ok) return;
        for (const y of first.Years)
          if (y.Note === undefined && (y as { Amount?: string }).Amount === undefined)
            expect(Object.isFrozen(y)).toBe(true);
      }),
      { numRuns: 1_000 },
    );
  });
});

describe('reason texts kept by a TextMemo equal the texts built afresh (differential)', () => {
  it('the same schedule with every memo lookup missing (a key that named two texts would show here)', () => {
    const get = TextMemo.prototype.get;
    fc.assert(
      fc.property(query, (q) => {
        const kept = inheritedIraSchedule(defaultCatalog, q);
        TextMemo.prototype.get = () => undefined;
        let fresh: ReturnType<typeof inheritedIraSchedule>;
        try {
          fresh = inheritedIraSchedule(defaultCatalog, q);
        } finally {
          TextMemo.prototype.get = get;
        }
        expect(JSON.stringify(kept)).toBe(JSON.stringify(fresh));
      }),
      RUNS,
    );
  });
});

describe('applicableAgeOf equals the plain computation (differential)', () => {
  it('the same answer for every birth date, shared or not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1750, max: 2250 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        (year, month, day) => {
          const birth = { year, month, day };
          expect(applicableAgeOf(birth)).toEqual(applicableAgeOfUncached(birth));
        },
      ),
      RUNS,
    );
  });
});
