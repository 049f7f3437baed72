import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultCatalog, defaultCatalogFiles, LifeTableFileSchema, parseCatalog } from '../../src/index.js';

// Every row of every catalog table against the reference CSVs, copied verbatim from the
// project's shared reference folder into fixtures/ (tests never read ../shared).
const REFERENCE = new URL('fixtures/', import.meta.url);

function readCsv(name: string): { Age: number; Factor: number }[] {
  const path = new URL(name, REFERENCE);
  if (!existsSync(path))
    throw new Error(`reference file missing: ${path.pathname} (test/distributions/fixtures must hold it)`);
  const lines = readFileSync(path, 'utf8').trim().split('\n');
  expect(lines[0]).toBe('age,factor');
  return lines.slice(1).map((l) => {
    const [a, f] = l.split(',');
    return { Age: Number(a), Factor: Number(f) };
  });
}

const PAIRS = [
  ['single-life-2022', 'single_life_table.csv', 0, 120],
  ['uniform-lifetime-2022', 'uniform_lifetime_table.csv', 72, 120],
  ['single-life-pre-2022', 'single_life_table_pre2022.csv', 0, 111],
  ['uniform-lifetime-pre-2022', 'uniform_lifetime_table_pre2022.csv', 70, 115],
  ['uniform-lifetime-notice-2022-6', 'uniform_lifetime_table_notice_2022_6_ages_10_71.csv', 10, 71],
] as const;

describe('life tables match the reference CSVs (fixtures/) row for row', () => {
  it('the fixtures folder is present (fails loudly, never skips)', () => {
    expect(existsSync(REFERENCE), `missing ${REFERENCE.pathname}`).toBe(true);
  });
  for (const [name, csv, firstAge, lastAge] of PAIRS) {
    it(`${name} equals ${csv}, ages ${firstAge}..${lastAge}`, () => {
      const reference = readCsv(csv);
      const table = defaultCatalog.tables.get(name);
      expect(table, `catalog table ${name}`).toBeDefined();
      expect(table!.Rows).toHaveLength(reference.length);
      expect(table!.Rows).toEqual(reference);
      expect(table!.Rows[0]!.Age).toBe(firstAge);
      expect(table!.Rows.at(-1)!.Age).toBe(lastAge);
    });
  }
  it('effective years: the 2022 tables from 2022, the old tables through 2021', () => {
    const t = (n: string) => defaultCatalog.tables.get(n)!;
    expect([t('single-life-2022').EffectiveFromYear, t('single-life-2022').EffectiveToYear]).toEqual([2022, undefined]);
    expect([t('uniform-lifetime-2022').EffectiveFromYear, t('uniform-lifetime-2022').EffectiveToYear]).toEqual([
      2022,
      undefined,
    ]);
    expect(t('single-life-pre-2022').EffectiveToYear).toBe(2021);
    expect(t('uniform-lifetime-pre-2022').EffectiveToYear).toBe(2021);
    expect(t('uniform-lifetime-notice-2022-6').Kind).toBe('UniformLifetimeSeppExtension');
    expect(t('uniform-lifetime-notice-2022-6').LastAgeMeansAndOver).toBe(false);
  });
});

describe('IRS-published lookups', () => {
  const single = (age: number) =>
    defaultCatalog.tables.get('single-life-2022')!.Rows.find((r) => r.Age === age)?.Factor;
  const uniform = (age: number) =>
    defaultCatalog.tables.get('uniform-lifetime-2022')!.Rows.find((r) => r.Age === age)?.Factor;
  it('IRS SEPP FAQ (irs.gov, substantially equal periodic payments): Single Life age 50 = 36.2', () =>
    expect(single(50)).toBe(36.2));
  it('IRS SEPP FAQ (irs.gov): Single Life age 51 = 35.3', () => expect(single(51)).toBe(35.3));
  it('IRS SEPP FAQ (irs.gov): Single Life age 55 = 31.6', () => expect(single(55)).toBe(31.6));
  it('26 CFR 1.401(a)(9)-9(f)(2) example: Single Life age 76 = 14.1', () => expect(single(76)).toBe(14.1));
  it('26 CFR 1.401(a)(9)-9(c) Uniform Lifetime: 72 = 27.4, 73 = 26.5, 75 = 24.6, 120+ = 2.0', () => {
    expect([uniform(72), uniform(73), uniform(75), uniform(120)]).toEqual([27.4, 26.5, 24.6, 2.0]);
  });
});

describe('LifeTableFileSchema', () => {
  const good = {
    Name: 'x-table',
    Kind: 'SingleLife',
    Title: 'test',
    EffectiveFromYear: 2030,
    Source: 'test source',
    LastAgeMeansAndOver: true,
    Rows: [
      { Age: 0, Factor: 3.2 },
      { Age: 1, Factor: 2.1 },
    ],
  };
  it('accepts a well-formed table', () => expect(LifeTableFileSchema.safeParse(good).success).toBe(true));
  it('rejects a gap in ages', () =>
    expect(
      LifeTableFileSchema.safeParse({
        ...good,
        Rows: [
          { Age: 0, Factor: 3 },
          { Age: 2, Factor: 2 },
        ],
      }).success,
    ).toBe(false));
  it('rejects a factor that grows with age', () =>
    expect(
      LifeTableFileSchema.safeParse({
        ...good,
        Rows: [
          { Age: 0, Factor: 3 },
          { Age: 1, Factor: 4 },
        ],
      }).success,
    ).toBe(false));
  it('rejects two decimal places', () =>
    expect(LifeTableFileSchema.safeParse({ ...good, Rows: [{ Age: 0, Factor: 3.25 }] }).success).toBe(false));
  it('rejects an unknown key and a missing Source', () => {
    expect(LifeTableFileSchema.safeParse({ ...good, Extra: 1 }).success).toBe(false);
    const { Source: _s, ...noSource } = good;
    expect(LifeTableFileSchema.safeParse(noSource).success).toBe(false);
  });
  it('a bad table file makes the catalog invalid, naming the file', () => {
    const r = parseCatalog({
      ...defaultCatalogFiles,
      'tables/bad.json': { ...good, Name: 'bad', EffectiveToYear: 2000 },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.some((i) => i.File === 'tables/bad.json' && i.Path === 'EffectiveToYear')).toBe(true);
  });
});
