import type { Catalog } from '../catalog/types.js';
import { catalogMinorUnits } from '../shared/minor-units.js';
import type { ParameterFile } from './schema.js';

// Parameters compiled once per catalog for the hot paths: each value's text, its cents and its
// source in arrays by position, so a lookup is a short scan of numbers instead of string keys,
// and no value is parsed twice. `parameterValue` stays the readable definition; a differential
// test (test/perf-equivalence) proves `compiledParameterAt` gives the same answers.

export interface CompiledParameter {
  readonly Name: string;
  /** True for EffectiveDate parameters, which this compiled form does not answer by year. */
  readonly dated: boolean;
  /** Year of each value, ascending (year parameters only). */
  readonly years: readonly number[];
  readonly values: readonly string[];
  /** Cents of each value; NaN where it is not a whole number of cents. */
  readonly cents: readonly number[];
  readonly sources: readonly string[];
}

/** One value answered for a year, as `parameterValue` answers it (for year parameters). */
export interface CompiledParameterHit {
  readonly name: string;
  readonly value: string;
  /** NaN when the value is not a whole number of cents. */
  readonly cents: number;
  readonly source: string;
  readonly carriedForward: boolean;
}

const cache = new WeakMap<Catalog, ReadonlyMap<string, CompiledParameter>>();

export function compiledParameters(catalog: Catalog): ReadonlyMap<string, CompiledParameter> {
  let compiled = cache.get(catalog);
  if (compiled === undefined) {
    const map = new Map<string, CompiledParameter>();
    for (const [name, p] of catalog.parameters) map.set(name, compile(p));
    compiled = map;
    cache.set(catalog, compiled);
  }
  return compiled;
}

function compile(p: ParameterFile): CompiledParameter {
  const dated = p.Period === 'EffectiveDate';
  return {
    Name: p.Name,
    dated,
    years: p.Values.map((v) => ('Year' in v ? v.Year : Number.NaN)),
    values: p.Values.map((v) => v.Value),
    cents: p.Values.map((v) => catalogMinorUnits(v.Value)),
    sources: p.Values.map((v) => v.Source),
  };
}

/**
 * The value of a year parameter for `year`: the last value at or before it, carried forward past
 * the last. Undefined exactly when `parameterValue(catalog, name, { Year: year })` is not ok, or
 * for an EffectiveDate parameter (which the caller must then ask `parameterValue`).
 */
export function compiledParameterAt(p: CompiledParameter | undefined, year: number): CompiledParameterHit | undefined {
  if (p === undefined || p.dated || !Number.isInteger(year) || year < 1900 || year > 2200) return undefined;
  const years = p.years;
  let found = -1;
  for (let i = 0; i < years.length && years[i]! <= year; i++) found = i;
  if (found < 0) return undefined;
  return {
    name: p.Name,
    value: p.values[found]!,
    cents: p.cents[found]!,
    source: p.sources[found]!,
    carriedForward: found === years.length - 1 && years[found] !== year,
  };
}
