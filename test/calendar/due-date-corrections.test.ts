import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultCatalog,
  defaultCatalogFiles,
  type HolidayCalendar,
  holidaysOfYear,
  loadCatalog,
  taxReturnDueDate,
} from '../../src/index.js';

const due = (q: Parameters<typeof taxReturnDueDate>[1]) => {
  const r = taxReturnDueDate(defaultCatalog, q);
  if (!r.ok) throw new Error(r.Message);
  return r;
};
const holidays = defaultCatalog.calendars.get('us-federal-holidays') as HolidayCalendar;

describe('Emancipation Day moves the federal due date from tax year 2006 (returns due 2007), not earlier', () => {
  it('TY2004 -> 2005-04-15, a Friday: Emancipation Day (April 16, a Saturday) was not yet observed for 7503', () => {
    const r = due({ TaxYear: 2004 });
    expect(r.DueDate).toBe('2005-04-15');
    expect(r.Reasons.map((x) => x.Kind)).toEqual(['StatutoryDueDate']);
  });
  it('TY2005 -> 2006-04-17: April 15 a Saturday, April 16 a Sunday, Monday not a holiday then', () => {
    const r = due({ TaxYear: 2005 });
    expect(r.DueDate).toBe('2006-04-17');
    expect(r.Reasons.map((x) => x.Kind)).toEqual(['StatutoryDueDate', 'Weekend', 'Weekend']);
  });
  it('TY2006 -> 2007-04-17, the first year (Announcement 2007-16; IR-2007-15)', () => {
    const r = due({ TaxYear: 2006 });
    expect(r.DueDate).toBe('2007-04-17');
    expect(r.Reasons.at(-1)!.Source).toMatch(/Announcement 2007-16/);
  });
  it('the 2005 and 2006 calendars list no Emancipation Day; 2007 does', () => {
    const names = (y: number) => holidaysOfYear(holidays, y).map((h) => h.Name);
    expect(names(2005)).not.toContain('DistrictOfColumbiaEmancipationDay');
    expect(names(2006)).not.toContain('DistrictOfColumbiaEmancipationDay');
    expect(names(2007)).toContain('DistrictOfColumbiaEmancipationDay');
  });
});

describe("Patriots' Day for filers in Maine and Massachusetts (26 U.S.C. 7503; Rev. Rul. 2015-13)", () => {
  it('TY2023: 2024-04-17 in Massachusetts and Maine (Patriots Day April 15, Emancipation Day April 16)', () => {
    for (const FilingState of ['US-MA', 'US-ME']) {
      const r = due({ TaxYear: 2023, FilingState });
      expect(r.DueDate).toBe('2024-04-17');
      expect(r.Reasons.map((x) => x.Kind)).toEqual(['StatutoryDueDate', 'Holiday', 'Holiday']);
      expect(r.Reasons[1]!.Message).toMatch(new RegExp(`PatriotsDay.*statewide legal holiday in ${FilingState}`));
    }
  });
  it('TY2023 elsewhere, and without a FilingState (existing callers): 2024-04-15', () => {
    expect(due({ TaxYear: 2023 }).DueDate).toBe('2024-04-15');
    expect(due({ TaxYear: 2023, FilingState: 'US-NY' }).DueDate).toBe('2024-04-15');
  });
  it(
    'TY2015: 2016-04-19 in Massachusetts (Emancipation Day observed Friday April 15, weekend, Patriots Day ' +
      'April 18); 2016-04-18 elsewhere (Rev. Rul. 2015-13)',
    () => {
      expect(due({ TaxYear: 2015, FilingState: 'US-MA' }).DueDate).toBe('2016-04-19');
      expect(due({ TaxYear: 2015 }).DueDate).toBe('2016-04-18');
    },
  );
  it('TY2021: 2022-04-19 in Maine (April 18 Patriots Day), 2022-04-18 elsewhere', () => {
    expect(due({ TaxYear: 2021, FilingState: 'US-ME' }).DueDate).toBe('2022-04-19');
    expect(due({ TaxYear: 2021 }).DueDate).toBe('2022-04-18');
  });
  it('the state holiday is listed only for its states', () => {
    expect(holidaysOfYear(holidays, 2024).map((h) => h.Name)).not.toContain('PatriotsDay');
    expect(holidaysOfYear(holidays, 2024, ['US-MA']).find((h) => h.Name === 'PatriotsDay')?.Date).toBe('2024-04-15');
  });
  it('a malformed FilingState is InvalidRequest, never a throw', () => {
    expect(taxReturnDueDate(defaultCatalog, { TaxYear: 2023, FilingState: 'Massachusetts' })).toMatchObject({
      ok: false,
      ErrorCode: 'InvalidRequest',
    });
  });
  it('a State holiday without States is a catalog error', () => {
    const files = structuredClone(defaultCatalogFiles) as Record<string, { Rules: Record<string, unknown>[] }>;
    const cal = files['calendar/us-federal-holidays.json']!;
    const rule = cal.Rules.find((r) => r['Name'] === 'PatriotsDay')!;
    delete rule['States'];
    expect(() => loadCatalog(files)).toThrow(/States is required/);
  });
});

describe('tax year 2024 disaster postponements (IRS notices of 2024 and 2025)', () => {
  const cases: [string, string, string][] = [
    ['US-GA:Fulton', '2025-05-01', 'Hurricane Helene, all of Georgia (IR-2024-253)'],
    ['US-GA', '2025-05-01', 'Hurricane Helene, a whole-state area'],
    ['US-AL:Mobile', '2025-05-01', 'Hurricane Helene, all of Alabama'],
    ['US-SC:Charleston', '2025-05-01', 'Hurricane Helene, all of South Carolina'],
    ['US-NC:Buncombe', '2025-09-25', 'Hurricane Helene, all of North Carolina, further postponed (NC-2025-01)'],
    ['US-FL:Miami-Dade', '2025-05-01', 'Hurricane Milton, all of Florida (IR-2024-264)'],
    ['US-CA:Los Angeles', '2025-10-15', 'Los Angeles wildfires'],
    ['US-KY:Perry', '2025-11-03', 'Kentucky storms of February 2025'],
    ['US-WV:Logan', '2025-11-03', 'West Virginia storms of February 2025'],
    ['US-AR:Pulaski', '2025-11-03', 'Arkansas storms of April 2025'],
    ['US-TN:Davidson', '2025-11-03', 'Tennessee storms of April 2025'],
  ];
  for (const [Area, date, why] of cases)
    it(`${Area} -> ${date} (${why})`, () => {
      const r = due({ TaxYear: 2024, Area });
      expect(r.DueDate).toBe(date);
      expect(r.Reasons.some((x) => x.Kind === 'Postponement')).toBe(true);
    });
  it('outside the areas: 2025-04-15 (US-WV:Kanawha, US-CA:Orange, US-NY)', () => {
    for (const Area of ['US-WV:Kanawha', 'US-CA:Orange', 'US-NY'])
      expect(due({ TaxYear: 2024, Area }).DueDate).toBe('2025-04-15');
  });
  it('a whole-state entry never matches a longer state code prefix (US-G is no state)', () => {
    expect(due({ TaxYear: 2024, Area: 'US-GAX:Fulton' }).DueDate).toBe('2025-04-15');
  });
});

describe('properties', () => {
  it(
    'a FilingState only ever delays the due date, by at most one business day beyond the federal date plus a ' +
      'holiday',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1990, max: 2150 }),
          fc.constantFrom('US-MA', 'US-ME', 'US-CA'),
          (TaxYear, FilingState) => {
            const base = due({ TaxYear }).DueDate;
            const withState = due({ TaxYear, FilingState }).DueDate;
            expect(withState >= base).toBe(true);
            if (FilingState === 'US-CA') expect(withState).toBe(base);
          },
        ),
        { numRuns: 200 },
      );
    },
  );
});
