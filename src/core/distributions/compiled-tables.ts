import type { Catalog } from '../catalog/types.js';
import type { LifeTableFile, LifeTableKind } from './table-schema.js';
import { factorTenths } from './tenths.js';

// Life tables compiled once per catalog into arrays indexed by age, so a schedule does one
// array read per year instead of searching rows. Cached per catalog object (catalogs are
// immutable once compiled).

export interface CompiledLifeTable {
  readonly Name: string;
  readonly Kind: LifeTableKind;
  readonly fromYear: number;
  readonly toYear: number;
  readonly firstAge: number;
  readonly lastAge: number;
  readonly andOver: boolean;
  /** Factor in tenths of a year at index (age - firstAge). */
  readonly tenths: Int32Array;
  readonly Source: string;
}

export type CompiledTables =
  | {
      readonly ok: true;
      readonly singleLife: readonly CompiledLifeTable[];
      readonly uniform: readonly CompiledLifeTable[];
    }
  | { readonly ok: false; readonly message: string };

const OPEN_END_YEAR = 9999;
const cache = new WeakMap<Catalog, CompiledTables>();

// The last catalog asked about: the common case (one catalog per host) skips the WeakMap.
let lastCatalog: Catalog | undefined;
let lastTables: CompiledTables | undefined;

export function compiledTables(catalog: Catalog): CompiledTables {
  if (catalog === lastCatalog && lastTables !== undefined) return lastTables;
  let built = cache.get(catalog);
  if (built === undefined) {
    built = compile(catalog.tables);
    cache.set(catalog, built);
  }
  lastCatalog = catalog;
  lastTables = built;
  return built;
}

function compileOne(t: LifeTableFile): CompiledLifeTable {
  const firstAge = t.Rows[0]?.Age ?? 0;
  const tenths = new Int32Array(t.Rows.length);
  t.Rows.forEach((r, i) => (tenths[i] = factorTenths(r.Factor)));
  return {
    Name: t.Name,
    Kind: t.Kind,
    fromYear: t.EffectiveFromYear,
    toYear: t.EffectiveToYear ?? OPEN_END_YEAR,
    firstAge,
    lastAge: firstAge + t.Rows.length - 1,
    andOver: t.LastAgeMeansAndOver,
    tenths,
    Source: t.Source,
  };
}

function compile(tables: ReadonlyMap<string, LifeTableFile>): CompiledTables {
  const singleLife: CompiledLifeTable[] = [];
  const uniform: CompiledLifeTable[] = [];
  for (const t of tables.values()) {
    if (t.Kind === 'SingleLife') singleLife.push(compileOne(t));
    else if (t.Kind === 'UniformLifetime') uniform.push(compileOne(t));
  }
  for (const list of [singleLife, uniform]) {
    list.sort((a, b) => a.fromYear - b.fromYear);
    for (let i = 1; i < list.length; i++) {
      const prev = list[i - 1]!;
      const cur = list[i]!;
      if (cur.fromYear <= prev.toYear)
        return { ok: false, message: `life tables ${prev.Name} and ${cur.Name} are both in force in ${cur.fromYear}` };
    }
  }
  return { ok: true, singleLife, uniform };
}

/** The table of a kind in force for a distribution calendar year. */
export function tableForYear(list: readonly CompiledLifeTable[], year: number): CompiledLifeTable | undefined {
  for (const t of list) if (year >= t.fromYear && year <= t.toYear) return t;
  return undefined;
}

/** Factor in tenths at `age`, or -1 when the table does not cover that age. */
export function factorAt(t: CompiledLifeTable, age: number): number {
  if (age < t.firstAge) return -1;
  if (age > t.lastAge) return t.andOver ? t.tenths[t.tenths.length - 1]! : -1;
  return t.tenths[age - t.firstAge]!;
}
