import type { Catalog } from '../catalog/types.js';
import { factorTenths, tenthsText } from '../distributions/tenths.js';
import { type Failure, failure } from '../shared/error-codes.js';
import type { JointLifeTableFile } from './joint-life-table-schema.js';

// Joint and Last Survivor lookups (26 CFR 1.401(a)(9)-9(d)), compiled once per catalog into
// tenths of a year, as the single-age tables are (distributions/compiled-tables.ts).

interface CompiledJointTable {
  readonly Name: string;
  readonly Source: string;
  readonly fromYear: number;
  readonly toYear: number;
  readonly firstOwnerAge: number;
  readonly lastOwnerAge: number;
  readonly firstSpouseAge: number;
  readonly lastSpouseAge: number;
  readonly andOver: boolean;
  /** tenths[(ownerAge - firstOwnerAge) * width + (spouseAge - firstSpouseAge)] */
  readonly tenths: Int32Array;
  readonly width: number;
}

const cache = new WeakMap<Catalog, readonly CompiledJointTable[]>();

function compile(t: JointLifeTableFile): CompiledJointTable {
  const width = t.Rows[0]?.Factors.length ?? 0;
  const tenths = new Int32Array(t.Rows.length * width);
  t.Rows.forEach((r, i) => r.Factors.forEach((f, j) => (tenths[i * width + j] = factorTenths(f))));
  return {
    Name: t.Name,
    Source: t.Source,
    fromYear: t.EffectiveFromYear,
    toYear: t.EffectiveToYear ?? 9999,
    firstOwnerAge: t.Rows[0]?.OwnerAge ?? 0,
    lastOwnerAge: (t.Rows[0]?.OwnerAge ?? 0) + t.Rows.length - 1,
    firstSpouseAge: t.FirstSpouseAge,
    lastSpouseAge: t.FirstSpouseAge + width - 1,
    andOver: t.LastAgeMeansAndOver,
    tenths,
    width,
  };
}

function tables(catalog: Catalog): readonly CompiledJointTable[] {
  const hit = cache.get(catalog);
  if (hit) return hit;
  const built = [...catalog.jointTables.values()].map(compile).sort((a, b) => a.fromYear - b.fromYear);
  cache.set(catalog, built);
  return built;
}

export interface JointLifeExpectancyQuery {
  /** The owner's age attained on the birthday in the distribution year. */
  readonly OwnerAge: number;
  /** The spouse's age attained on the birthday in the distribution year. */
  readonly SpouseAge: number;
  /** The distribution calendar year (picks the table in force). */
  readonly Year: number;
}

export interface JointLifeExpectancy {
  readonly ok: true;
  /** One decimal place, as the table. */
  readonly Divisor: string;
  readonly Table: string;
  readonly Source: string;
}

/**
 * The joint and last survivor life expectancy of two ages from the catalog's table in force in
 * Year. The last row and column mean that age and over. Never throws; ages outside the table
 * (an owner younger than its first row) give a failure naming the range.
 */
export function jointLifeExpectancy(catalog: Catalog, q: JointLifeExpectancyQuery): JointLifeExpectancy | Failure {
  if (typeof q !== 'object' || q === null) return failure('InvalidRequest', 'the query must be an object');
  const { OwnerAge, SpouseAge, Year } = q;
  for (const [name, v] of [
    ['OwnerAge', OwnerAge],
    ['SpouseAge', SpouseAge],
    ['Year', Year],
  ] as const)
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 9999)
      return failure('InvalidRequest', `${name} must be a whole number`);
  const t = tables(catalog).find((x) => Year >= x.fromYear && Year <= x.toYear);
  if (!t) return failure('InvalidRequest', `the catalog has no Joint and Last Survivor table for ${Year}`);
  const tooOld = (age: number, last: number) => age > last && !t.andOver;
  if (OwnerAge < t.firstOwnerAge || tooOld(OwnerAge, t.lastOwnerAge))
    return failure(
      'InvalidRequest',
      `${t.Name} covers owner ages ${t.firstOwnerAge} to ${t.lastOwnerAge}${t.andOver ? ' and over' : ''} ` +
        `(asked for ${OwnerAge})`,
    );
  if (SpouseAge < t.firstSpouseAge || tooOld(SpouseAge, t.lastSpouseAge))
    return failure('InvalidRequest', `${t.Name} covers spouse ages ${t.firstSpouseAge} to ${t.lastSpouseAge}`);
  const o = Math.min(OwnerAge, t.lastOwnerAge) - t.firstOwnerAge;
  const s = Math.min(SpouseAge, t.lastSpouseAge) - t.firstSpouseAge;
  return { ok: true, Divisor: tenthsText(t.tenths[o * t.width + s]!), Table: t.Name, Source: t.Source };
}
