import type { Catalog } from '../catalog/types.js';
import { compiledTables, factorAt, tableForYear } from '../distributions/compiled-tables.js';
import { factorTenths } from '../distributions/tenths.js';

/** The life expectancy tables a series of substantially equal periodic payments may use here. */
export const SEPP_LIFE_TABLES = ['SingleLife', 'UniformLifetime'] as const;
export type SeppLifeTable = (typeof SEPP_LIFE_TABLES)[number];

export interface SeppLifeExpectancy {
  /** Tenths of a year. */
  readonly tenths: number;
  readonly table: string;
  readonly source: string;
}

/**
 * The life expectancy at an attained age from the table of a kind in force in `year`. For the
 * Uniform Lifetime Table from 2022 an age below the regulation's first row (72) reads the
 * extension of Notice 2022-6, Appendix A (ages 10 to 71, for 72(t) payments only). Undefined when
 * no table in the catalog has the age (the Rev. Rul. 2002-62 extension of the former uniform
 * table below age 70 is not carried).
 */
export function seppLifeExpectancy(
  catalog: Catalog,
  kind: SeppLifeTable,
  year: number,
  age: number,
): SeppLifeExpectancy | undefined {
  const compiled = compiledTables(catalog);
  if (!compiled.ok) return undefined;
  const table = tableForYear(kind === 'SingleLife' ? compiled.singleLife : compiled.uniform, year);
  if (table !== undefined) {
    const tenths = factorAt(table, age);
    if (tenths > 0) return { tenths, table: table.Name, source: table.Source };
  }
  if (kind !== 'UniformLifetime') return undefined;
  for (const t of catalog.tables.values()) {
    if (t.Kind !== 'UniformLifetimeSeppExtension' || year < t.EffectiveFromYear) continue;
    if (t.EffectiveToYear !== undefined && t.EffectiveToYear !== null && year > t.EffectiveToYear) continue;
    const row = t.Rows.find((r) => r.Age === age);
    if (row !== undefined) return { tenths: factorTenths(row.Factor), table: t.Name, source: t.Source };
  }
  return undefined;
}
