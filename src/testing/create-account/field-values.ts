import fc from 'fast-check';
import type { CreateAccountFieldDef } from '../../core/catalog/schema.js';
import { minorToDecimalString } from '../primitives/amounts.js';
import { arbitraryIsoDate } from '../primitives/dates.js';
import { yearOf } from '../primitives/day-number.js';
import { arbitraryGuid, arbitraryName } from '../primitives/ids.js';

/** What the catalog's checks demand of one field's value (all optional, all must hold). */
export interface FieldConstraint {
  readonly equals?: string | boolean;
  readonly oneOf?: readonly string[];
  readonly exclude?: readonly string[];
  readonly minDate?: string;
  readonly maxDate?: string;
  readonly maxMinor?: number;
}

/** Earliest date generated for an unconstrained date field. */
export const EARLIEST_DATE = '1920-01-01';
/** Default ceiling of a decimal field: 100.00, inside every decimal field's range in the catalog (docs/decisions). */
export const DEFAULT_DECIMAL_MAX_MINOR = 100_00;

/**
 * A valid value of a Create Account field, from its catalog Type (and Values for enums), that
 * also meets `c`. Throws when `c` cannot be met (a catalog whose checks contradict each other).
 */
export function validFieldValue(
  field: CreateAccountFieldDef,
  today: string,
  c: FieldConstraint = {},
): fc.Arbitrary<unknown> {
  if (c.equals !== undefined) return fc.constant(c.equals);
  switch (field.Type) {
    case 'Guid':
      return arbitraryGuid();
    case 'bool':
      return fc.boolean();
    case 'int': {
      // The catalog's int fields are years (PlanYear); a year near today is a valid int for any field.
      const y = yearOf(today);
      return fc.integer({ min: y - 1, max: y + 1 });
    }
    case 'long':
      return fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
    case 'decimal': {
      const max = Math.min(c.maxMinor ?? DEFAULT_DECIMAL_MAX_MINOR, DEFAULT_DECIMAL_MAX_MINOR * 1000);
      if (max < 1) throw new Error(`validFieldValue: no positive amount fits ${field.Name}`);
      return fc.integer({ min: 1, max }).map((m) => minorToDecimalString(m));
    }
    case 'date': {
      const min = c.minDate !== undefined && c.minDate > EARLIEST_DATE ? c.minDate : EARLIEST_DATE;
      const max = c.maxDate !== undefined && c.maxDate < today ? c.maxDate : today;
      return arbitraryIsoDate({ min: min > max ? max : min, max });
    }
    case 'datetime':
      return fc
        .record({ date: arbitraryIsoDate({ min: '2000-01-01', max: today }), s: fc.integer({ min: 0, max: 86_399 }) })
        .map(({ date, s }) => `${date}T${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}Z`);
    case 'enum': {
      let values = field.Values ?? [];
      if (c.oneOf) values = values.filter((v) => c.oneOf!.includes(v));
      if (c.exclude) values = values.filter((v) => !c.exclude!.includes(v));
      if (values.length === 0) throw new Error(`validFieldValue: no value of ${field.Name} meets the catalog's checks`);
      return fc.constantFrom(...values);
    }
    case 'string': {
      if (c.oneOf) return fc.constantFrom(...c.oneOf.filter((v) => !(c.exclude ?? []).includes(v)));
      const exclude = c.exclude ?? [];
      return arbitraryName().filter((s) => !exclude.includes(s));
    }
  }
}

/** A value of the wrong shape for the field's Type: it must be rejected as InvalidRequest. */
export function malformedFieldValue(field: Pick<CreateAccountFieldDef, 'Type' | 'Values'>): fc.Arbitrary<unknown> {
  switch (field.Type) {
    case 'Guid':
      return fc.constantFrom(
        'not-a-guid',
        '1234',
        42,
        true,
        '{00000000-0000-0000-0000-000000000000}',
        'g0000000-0000-0000-0000-000000000000',
      );
    case 'bool':
      return fc.constantFrom('true', 'false', 1, 0, 'yes');
    case 'int':
      return fc.constantFrom('two thousand', 2024.5, true, '20x4');
    case 'long':
      return fc.constantFrom(-1, 0, 1.5, 'abc', true);
    case 'decimal':
      return fc.constantFrom('abc', '1,000.00', true, '1e5', 'NaN', '--1');
    case 'date':
      return fc.constantFrom('2023-02-29', '2024-13-01', '20240101', '01/02/2024', 20240101, 'tomorrow');
    case 'datetime':
      return fc.constantFrom('yesterday', 12, '2024-13-01T00:00:00Z');
    case 'enum':
      return fc.constantFrom('NotAValue', 7, true).filter((v) => !(field.Values ?? []).includes(v as string));
    case 'string':
      return fc.constantFrom(12345, true, ['a'], { a: 1 });
  }
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
