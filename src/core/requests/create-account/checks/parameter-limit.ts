import { Decimal } from 'decimal.js';
import type { OpeningCheck } from '../../../catalog/opening-check-schema.js';
import type { Catalog } from '../../../catalog/types.js';
import { compiledParameterAt, compiledParameters } from '../../../parameters/compiled-parameters.js';
import { parameterValue as catalogParameterValue } from '../../../parameters/index.js';
import type { FieldError } from '../../../shared/error-codes.js';
import { readMinorUnits } from '../../../shared/minor-units.js';
import { type CheckInput, ruleError } from './check-input.js';

type Check = Extract<OpeningCheck, { Kind: 'ParameterLimit' }>;

/** The part of `parameterValue` (src/core/parameters) this check relies on; tests may inject another. */
export type ParameterValueFn = (
  catalog: Catalog,
  name: string,
  q: { readonly Year: number },
) =>
  | { readonly ok: true; readonly Value: string; readonly CarriedForward: boolean; readonly Source: string }
  | { readonly ok: false; readonly Message: string };

/**
 * The field may not exceed the dated parameter for the year in YearField. Skipped (no error) when
 * the catalog has no such parameter file (a host catalog may omit it); a year the parameter has
 * no value for is reported, because an unchecked limit must not pass silently.
 */
export function checkParameterLimit(
  input: CheckInput,
  check: Check,
  lookupFn: ParameterValueFn = catalogParameterValue,
): FieldError | undefined {
  const amount = input.values[check.Field];
  const year = input.values[check.YearField];
  if (typeof amount !== 'string' || typeof year !== 'number') return undefined;
  if (!input.catalog.parameters.has(check.Parameter)) return undefined;
  // Within the limit in whole cents, by the compiled parameter (test/perf-equivalence): no error.
  // Anything else (over the limit, inexact, an injected lookup) takes the readable path below.
  if (lookupFn === catalogParameterValue) {
    const hit = compiledParameterAt(compiledParameters(input.catalog).get(check.Parameter), year);
    const cents = readMinorUnits(amount);
    if (hit !== undefined && cents !== undefined && !Number.isNaN(hit.cents) && cents <= hit.cents) return undefined;
  }
  const r = lookupFn(input.catalog, check.Parameter, { Year: year });
  if (!r.ok) {
    return ruleError(
      input,
      check.YearField,
      'OutOfRange',
      `No value of ${check.Parameter} is known for ${check.YearField} ${year}: ${r.Message}.`,
    );
  }
  if (typeof r.Value !== 'string' || !/^-?\d{1,20}(\.\d{1,20})?$/.test(r.Value))
    return ruleError(
      input,
      check.Field,
      check.ErrorCode,
      `The ${year} value of ${check.Parameter} is not a decimal, so ${check.Field} cannot be checked.`,
    );
  if (!new Decimal(amount).gt(new Decimal(r.Value))) return undefined;
  const carried = r.CarriedForward ? ' (the latest published value, carried forward)' : '';
  return ruleError(
    input,
    check.Field,
    check.ErrorCode,
    `${check.Field} ${amount} exceeds the ${year} ${check.Parameter} of ${r.Value}${carried}; source: ${r.Source}.`,
  );
}
