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
  readonly roth: ReadonlySet<string>;
  readonly rothSource: string;
  readonly regimes: DecisionMatrixFile['Regimes'];
}

const cache = new WeakMap<Catalog, CompiledMatrix | null>();

export function compiledMatrix(catalog: Catalog): CompiledMatrix | null {
  const hit = cache.get(catalog);
  if (hit !== undefined) return hit;
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
    built = { cells, roth: new Set(m.RothTreatedAsDyingBeforeRbd), rothSource: m.RothSource, regimes: m.Regimes };
  }
  cache.set(catalog, built);
  return built;
}

export function cellKey(regime: string, cls: string, rbd: boolean): string {
  return `${regime}|${cls}|${rbd ? 1 : 0}`;
}

/** The law regime for a date of death (`YYYY-MM-DD`), by the matrix's Regimes entries. */
export function lawRegimeFor(
  m: CompiledMatrix,
  dateOfDeath: string,
): { regime: LawRegime; source: string } | undefined {
  for (const r of m.regimes) {
    if (r.DeathsBefore !== undefined && !(dateOfDeath < r.DeathsBefore)) continue;
    if (r.DeathsOnOrAfter !== undefined && dateOfDeath < r.DeathsOnOrAfter) continue;
    return { regime: r.Regime, source: r.Source };
  }
  return undefined;
}
