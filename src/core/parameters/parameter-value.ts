import type { Catalog } from '../catalog/types.js';
import { parseIsoDate } from '../shared/dates.js';
import type { ParameterFile, ParameterUnit } from './schema.js';

export type ParameterQuery = { readonly Year: number } | { readonly Date: string };

export type ParameterErrorCode = 'InvalidRequest' | 'ParameterNotFound' | 'ParameterYearNotCovered';

export type ParameterValueResult =
  | {
      readonly ok: true;
      /** Decimal string in plain notation, exactly as the catalog states it. */
      readonly Value: string;
      /** True when the query is past the last known value and the last value is answered. */
      readonly CarriedForward: boolean;
      /** The year of the value answered (for EffectiveDate parameters, the year it took effect). */
      readonly FromYear: number;
      /** The effective date of the value answered, for EffectiveDate parameters. */
      readonly FromDate?: string;
      readonly Unit: ParameterUnit;
      readonly Source: string;
      readonly Reference: string;
      readonly Name: string;
    }
  | {
      readonly ok: false;
      readonly ErrorCode: ParameterErrorCode;
      readonly Message: string;
      readonly Errors: readonly [];
    };

function fail(code: ParameterErrorCode, message: string): ParameterValueResult {
  return { ok: false, ErrorCode: code, Message: message, Errors: [] };
}

/**
 * The value of a dated statutory parameter for a year or on a date. Past the last known year
 * the last value is answered with CarriedForward true; before the first it is an error.
 * A Date asks a year parameter about the date's year; a Year asks an EffectiveDate
 * parameter about January 1 of that year (docs/decisions.md).
 */
export function parameterValue(catalog: Catalog, name: string, q: ParameterQuery): ParameterValueResult {
  const p: ParameterFile | undefined = typeof name === 'string' ? catalog.parameters.get(name) : undefined;
  if (!p) return fail('ParameterNotFound', `no parameter named ${JSON.stringify(name)} in the catalog`);
  const key = queryKey(p, q);
  if (key === undefined)
    return fail('InvalidRequest', 'query must be { Year: integer 1900..2200 } or { Date: YYYY-MM-DD }');

  // Values are validated ascending at load: the answer is the last value at or before the key.
  let found = -1;
  for (let i = 0; i < p.Values.length; i++) {
    const v = p.Values[i]!;
    const vKey = 'Year' in v ? String(v.Year).padStart(4, '0') : v.EffectiveDate;
    if (vKey <= key) found = i;
    else break;
  }
  const first = p.Values[0]!;
  if (found < 0) {
    const from = 'Year' in first ? String(first.Year) : first.EffectiveDate;
    return fail('ParameterYearNotCovered', `${p.Name} has no value before ${from} (asked for ${key})`);
  }
  const v = p.Values[found]!;
  const isLast = found === p.Values.length - 1;
  const FromYear = 'Year' in v ? v.Year : Number(v.EffectiveDate.slice(0, 4));
  // A year value covers exactly its year; past the last one the value is carried forward.
  // An EffectiveDate value stays in effect until replaced, so it is never "carried forward".
  const CarriedForward = 'Year' in v && isLast && key.slice(0, 4) !== String(v.Year).padStart(4, '0');
  const base = {
    ok: true as const,
    Value: v.Value,
    CarriedForward,
    FromYear,
    Unit: p.Unit,
    Source: v.Source,
    Reference: p.Reference,
    Name: p.Name,
  };
  return 'EffectiveDate' in v ? { ...base, FromDate: v.EffectiveDate } : base;
}

/** The comparable key of a query: 'YYYY' for year parameters, 'YYYY-MM-DD' for dated ones. */
function queryKey(p: ParameterFile, q: ParameterQuery): string | undefined {
  if (typeof q !== 'object' || q === null) return undefined;
  let year: number;
  let date: string | undefined;
  if ('Year' in q) {
    if (!Number.isInteger(q.Year) || q.Year < 1900 || q.Year > 2200) return undefined;
    year = q.Year;
  } else if ('Date' in q) {
    const d = parseIsoDate(q.Date);
    if (!d) return undefined;
    year = d.year;
    date = q.Date;
  } else return undefined;
  if (p.Period === 'EffectiveDate') return date ?? `${String(year).padStart(4, '0')}-01-01`;
  return String(year).padStart(4, '0');
}
