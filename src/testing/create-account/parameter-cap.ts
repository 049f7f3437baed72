import { Decimal } from 'decimal.js';
import type { Catalog } from '../../core/catalog/types.js';
import { parameterValue } from '../../core/parameters/parameter-value.js';

/**
 * The dated limit a ParameterLimit check compares with, in minor units (cents), or undefined when
 * the catalog has no value for the year. Read through the engine's own parameter lookup, so a
 * host's parameter file drives the generators as it drives the engine.
 */
export function parameterCapMinor(catalog: Catalog, name: string, year: number, minor_units = 2): number | undefined {
  const r = parameterValue(catalog, name, { Year: year });
  if (!r.ok) return undefined;
  const minor = new Decimal(r.Value).mul(new Decimal(10).pow(minor_units)).floor();
  return minor.gt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : minor.toNumber();
}
