import fc from 'fast-check';
import type { OpeningCheck } from '../../core/catalog/opening-check-schema.js';
import type { Catalog, CompiledAccountType } from '../../core/catalog/types.js';
import { arbitraryInheritedChoice } from '../inherited/decision-matrix.js';
import { minorToDecimalString } from '../primitives/amounts.js';
import { arbitraryIsoDate } from '../primitives/dates.js';
import { addDays, yearOf } from '../primitives/day-number.js';
import { arbitraryName } from '../primitives/ids.js';
import { type FieldPatch, fieldDef, INHERITED_FIELDS, oldAtYearEnd, oldOn } from './check-plan.js';
import { parameterCapMinor } from './parameter-cap.js';

/** A patch that makes one catalog check fail, and the per-field code the engine must name. */
export interface Violation {
  readonly patch: FieldPatch;
  /** Fields to remove from the request. */
  readonly remove: readonly string[];
  readonly fieldName?: string;
  readonly fieldErrorCode: string;
}

/**
 * How to break `check` on `today`, or undefined when the catalog leaves no value that breaks it
 * while staying well-formed (for example FieldOneOf over every value of an enum).
 */
export function violationFor(
  catalog: Catalog,
  type: CompiledAccountType,
  check: OpeningCheck,
  today: string,
): fc.Arbitrary<Violation> | undefined {
  const one = (field: string, value: fc.Arbitrary<unknown>): fc.Arbitrary<Violation> =>
    value.map((v) => ({ patch: { [field]: v }, remove: [], fieldName: field, fieldErrorCode: check.ErrorCode }));
  switch (check.Kind) {
    case 'FieldEquals': {
      const def = fieldDef(type, check.Field);
      if (typeof check.Equals === 'boolean') return one(check.Field, fc.constant(!check.Equals));
      const others = (def?.Values ?? []).filter((v) => v !== check.Equals);
      if (others.length > 0) return one(check.Field, fc.constantFrom(...others));
      return def?.Type === 'string'
        ? one(
            check.Field,
            arbitraryName().filter((s) => s !== check.Equals),
          )
        : undefined;
    }
    case 'FieldOneOf': {
      const def = fieldDef(type, check.Field);
      const others = (def?.Values ?? []).filter((v) => !check.Values.includes(v));
      if (others.length > 0) return one(check.Field, fc.constantFrom(...others));
      return def?.Type === 'string'
        ? one(
            check.Field,
            arbitraryName().filter((s) => !check.Values.includes(s)),
          )
        : undefined;
    }
    case 'DateOnOrBefore':
      return one(check.Field, arbitraryIsoDate({ min: addDays(check.Date, 1), max: addDays(check.Date, 3660) }));
    case 'DateNotAfterToday':
      return one(check.Field, arbitraryIsoDate({ min: addDays(today, 1), max: addDays(today, 3660) }));
    case 'ValueRemoved': {
      const def = fieldDef(type, check.Field);
      const accepted = def?.Type === 'string' || (def?.Values ?? []).includes(check.Value);
      return accepted ? one(check.Field, fc.constant(check.Value)) : undefined;
    }
    case 'AgeUnder': {
      const unless = check.UnlessField;
      return oldOn(check.AgeYears, today).chain((dob) =>
        fc.constantFrom<Violation>(
          {
            patch: { [check.DateOfBirthField]: dob },
            remove: unless ? [unless] : [],
            fieldName: check.DateOfBirthField,
            fieldErrorCode: check.ErrorCode,
          },
          {
            patch: unless ? { [check.DateOfBirthField]: dob, [unless]: false } : { [check.DateOfBirthField]: dob },
            remove: [],
            fieldName: check.DateOfBirthField,
            fieldErrorCode: check.ErrorCode,
          },
        ),
      );
    }
    case 'AgeUnderAtEndOfYear':
      return one(check.DateOfBirthField, oldAtYearEnd(check.AgeYears, today));
    case 'InheritedDistributionDecision':
      if (!catalog.inheritedDecisions) return undefined;
      return arbitraryInheritedChoice(catalog, type.Slug, today, false).map((c) => ({
        patch: { ...c },
        remove: INHERITED_FIELDS.filter((f) => !(f in c)),
        fieldErrorCode: check.ErrorCode,
      }));
    case 'ParameterLimit': {
      const y = yearOf(today);
      const covered = [y - 1, y, y + 1].flatMap((year) => {
        const cap = parameterCapMinor(catalog, check.Parameter, year);
        return cap === undefined ? [] : [{ year, cap }];
      });
      if (covered.length === 0) return undefined;
      return fc
        .tuple(fc.constantFrom(...covered), fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 1_000_000_00 })))
        .map(([{ year, cap }, over]) => ({
          patch: { [check.Field]: minorToDecimalString(cap + over), [check.YearField]: year },
          remove: [],
          fieldName: check.Field,
          fieldErrorCode: check.ErrorCode,
        }));
    }
  }
}
