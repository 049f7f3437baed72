import type { DistributionDecision } from '../catalog/enums.js';
import type { DecisionMatrixFile } from '../catalog/schema.js';
import type { Catalog } from '../catalog/types.js';
import type { LawRegime } from './inherited/types.js';

// The catalog's decision matrix (rules/inherited-distribution-decisions.json) indexed once per
// catalog: regime|class|rbd -> the permitted decisions and the row's source.

export interface MatrixCell {
  readonly Permitted: readonly DistributionDecision[];
  readonly Source: string;
}

export interface CompiledMatrix {
  readonly cells: ReadonlyMap<string, MatrixCell>;
  /** The same cells by regime, then DecedentDiedOnOrAfterRbd (0 or 1), then class: no key string per lookup. */
  readonly cellsByRegime: ReadonlyMap<
    string,
    readonly [ReadonlyMap<string, MatrixCell>, ReadonlyMap<string, MatrixCell>]
  >;
  readonly roth: ReadonlySet<string>;
  readonly rothSource: string;
  readonly regimes: DecisionMatrixFile['Regimes'];
}

const cache = new WeakMap<Catalog, CompiledMatrix | null>();

// The last catalog asked about: the common case (one catalog per host) skips the WeakMap.
let lastCatalog: Catalog | undefined;
let lastMatrix: CompiledMatrix | null = null;

export function compiledMatrix(catalog: Catalog): CompiledMatrix | null {
  if (catalog === lastCatalog) return lastMatrix;
  const hit = cache.get(catalog);
  if (hit !== undefined) {
    lastCatalog = catalog;
    lastMatrix = hit;
    return hit;
  }
  const m = catalog.inheritedDecisions;
  let built: CompiledMatrix | null = null;
  if (m) {
    const cells = new Map<string, MatrixCell>();
    for (const row of m.Rows)
      for (const c of row.Classes) {
        const key = cellKey(row.Regime, c, row.DecedentDiedOnOrAfterRbd);
        const prev = cells.get(key);
        // Two rows for one cell: the union of what they permit, sources joined.
        cells.set(
          key,
          prev
            ? {
                Permitted: [...new Set([...prev.Permitted, ...row.Permitted])],
                Source: `${prev.Source}; ${row.Source}`,
              }
            : { Permitted: row.Permitted, Source: row.Source },
        );
      }
    const cellsByRegime = new Map<string, [Map<string, MatrixCell>, Map<string, MatrixCell>]>();
    for (const row of m.Rows) {
      let byRbd = cellsByRegime.get(row.Regime);
      if (!byRbd) {
        byRbd = [new Map(), new Map()];
        cellsByRegime.set(row.Regime, byRbd);
      }
      for (const c of row.Classes)
        byRbd[row.DecedentDiedOnOrAfterRbd ? 1 : 0].set(
          c,
          cells.get(cellKey(row.Regime, c, row.DecedentDiedOnOrAfterRbd))!,
        );
    }
    built = {
      cells,
      cellsByRegime,
      roth: new Set(m.RothTreatedAsDyingBeforeRbd),
      rothSource: m.RothSource,
      regimes: m.Regimes,
    };
  }
  cache.set(catalog, built);
  return built;
}

/** The cell of regime, class and DecedentDiedOnOrAfterRbd (same as `cells.get(cellKey(...))`). */
export function cellOf(m: CompiledMatrix, regime: string, cls: string, rbd: boolean): MatrixCell | undefined {
  return m.cellsByRegime.get(regime)?.[rbd ? 1 : 0].get(cls);
}

export function cellKey(regime: string, cls: string, rbd: boolean): string {
  return `${regime}|${cls}|${rbd ? 1 : 0}`;
}

export type MatrixRegime = DecisionMatrixFile['Regimes'][number] & { readonly Regime: LawRegime };

/** The law regime for a date of death (`YYYY-MM-DD`): the matrix's Regimes entry itself (nothing allocated). */
export function lawRegimeFor(m: CompiledMatrix, dateOfDeath: string): MatrixRegime | undefined {
  for (const r of m.regimes) {
    if (r.DeathsBefore !== undefined && !(dateOfDeath < r.DeathsBefore)) continue;
    if (r.DeathsOnOrAfter !== undefined && dateOfDeath < r.DeathsOnOrAfter) continue;
    return r;
  }
  return undefined;
}
