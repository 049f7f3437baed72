import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../../src/core/shared/dates.js';
import { defaultCatalog, type HolidayCalendar, holidaysOfYear, isoWeekday, taxReturnDueDate } from '../../src/index.js';

const due = (TaxYear: number, Extended = false, Area?: string) => {
  const r = taxReturnDueDate(defaultCatalog, { TaxYear, Extended, ...(Area ? { Area } : {}) });
  if (!r.ok) throw new Error(r.Message);
  return r;
};

describe('taxReturnDueDate', () => {
  it('TY2020 -> 2021-05-17 (Notice 2021-21, IR-2021-59 postponement)', () => {
    const r = due(2020);
    expect(r.DueDate).toBe('2021-05-17');
    expect(r.Reasons.map((x) => x.Kind)).toContain('Postponement');
  });
  it(
    'TY2022 -> 2023-04-18 (26 U.S.C. 7503: Saturday, Sunday, then DC Emancipation Day observed Monday ' + '2023-04-17)',
    () => {
      const r = due(2022);
      expect(r.DueDate).toBe('2023-04-18');
      expect(r.Reasons.map((x) => x.Kind)).toEqual(['StatutoryDueDate', 'Weekend', 'Weekend', 'Holiday']);
      expect(r.Reasons[3]!.Message).toMatch(/DistrictOfColumbiaEmancipationDay/);
    },
  );
  it('TY2024 -> 2025-04-15 (26 U.S.C. 6072(a); a Tuesday, not moved)', () => {
    expect(due(2024)).toMatchObject({ DueDate: '2025-04-15', NominalDate: '2025-04-15' });
  });
  it('TY2025 -> 2026-04-15 (26 U.S.C. 6072(a); a Wednesday, not moved)', () => {
    expect(due(2025).DueDate).toBe('2026-04-15');
  });
  it('TY2019 -> 2020-07-15 (Notice 2020-23)', () => expect(due(2019).DueDate).toBe('2020-07-15'));
  it('TY2021 -> 2022-04-18 (7503: Emancipation Day observed Friday 2022-04-15, then the weekend)', () =>
    expect(due(2021).DueDate).toBe('2022-04-18'));
  it('TY2006 -> 2007-04-17 (7503: April 15 a Sunday, April 16 Emancipation Day)', () =>
    expect(due(2006).DueDate).toBe('2007-04-17'));
  it('TY2016 -> 2017-04-18 (7503: weekend then Emancipation Day observed Monday)', () =>
    expect(due(2016).DueDate).toBe('2017-04-18'));
  it('extended: October 15 moved likewise (26 CFR 1.6081-4; TY2022 -> 2023-10-16, TY2024 -> 2025-10-15)', () => {
    expect(due(2022, true).DueDate).toBe('2023-10-16');
    expect(due(2024, true).DueDate).toBe('2025-10-15');
    expect(due(2020, true).DueDate).toBe('2021-10-15'); // Notice 2021-21 did not move the extended date
  });
  it('regional disaster postponements apply only in their area (IR-2023-194: California TY2022 -> 2023-11-16)', () => {
    expect(due(2022, false, 'US-CA:Los Angeles').DueDate).toBe('2023-11-16');
    expect(due(2022, false, 'US-CA:Shasta').DueDate).toBe('2023-04-18');
    expect(due(2022, false, 'US-GA:Troup').DueDate).toBe('2023-10-16');
  });
  it('rejects a bad year without throwing', () => {
    expect(taxReturnDueDate(defaultCatalog, { TaxYear: 20.5 })).toMatchObject({
      ok: false,
      ErrorCode: 'InvalidRequest',
    });
    expect(taxReturnDueDate(defaultCatalog, { TaxYear: 2024, Calendar: 'nope' })).toMatchObject({
      ok: false,
      ErrorCode: 'CalendarNotFound',
    });
  });
  it('property: the due date is a weekday, never an observed holiday, never before April 15', () => {
    const hol = defaultCatalog.calendars.get('us-federal-holidays') as HolidayCalendar;
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2150 }), fc.boolean(), (year, ext) => {
        const r = due(year, ext);
        const d = parseIsoDate(r.DueDate)!;
        expect(isoWeekday(d)).toBeLessThanOrEqual(5);
        expect(holidaysOfYear(hol, d.year).some((h) => h.Date === r.DueDate)).toBe(false);
        expect(r.DueDate >= r.NominalDate).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('federal holidays', () => {
  it('2023: the eleven federal holidays and DC Emancipation Day, observed (5 U.S.C. 6103)', () => {
    const hol = defaultCatalog.calendars.get('us-federal-holidays') as HolidayCalendar;
    const dates = holidaysOfYear(hol, 2023).map((h) => h.Date);
    expect(dates).toEqual([
      '2023-01-02',
      '2023-01-16',
      '2023-02-20',
      '2023-04-17',
      '2023-05-29',
      '2023-06-19',
      '2023-07-04',
      '2023-09-04',
      '2023-10-09',
      '2023-11-10',
      '2023-11-23',
      '2023-12-25',
    ]);
  });
  it('New Year 2022 (a Saturday) is observed 2021-12-31; Juneteenth is absent before 2021', () => {
    const hol = defaultCatalog.calendars.get('us-federal-holidays') as HolidayCalendar;
    expect(holidaysOfYear(hol, 2022).find((h) => h.Name === 'NewYearsDay')).toMatchObject({
      Date: '2021-12-31',
      ActualDate: '2022-01-01',
    });
    expect(holidaysOfYear(hol, 2020).some((h) => h.Name === 'JuneteenthNationalIndependenceDay')).toBe(false);
  });
});
