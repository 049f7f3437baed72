import fc from 'fast-check';
import type { OpeningCheck } from '../../core/catalog/opening-check-schema.js';
import type { CreateAccountFieldDef } from '../../core/catalog/schema.js';
import type { Catalog, CompiledAccountType } from '../../core/catalog/types.js';
import { arbitraryInheritedChoice } from '../inherited/decision-matrix.js';
import { minorToDecimalString } from '../primitives/amounts.js';
import { arbitraryIsoDate } from '../primitives/dates.js';
import { addDays, addYears, yearOf } from '../primitives/day-number.js';
import { DEFAULT_DECIMAL_MAX_MINOR, EARLIEST_DATE, type FieldConstraint } from './field-values.js';
import { parameterCapMinor } from './parameter-cap.js';

/** Field values a check fixes jointly; `undefined` means "leave the field out". */
export type FieldPatch = Readonly<Record<string, unknown>>;

/** How the valid generator meets a type's checks. */
export interface CheckPlan {
  /** Single-field demands, merged per field. */
  readonly constraints: ReadonlyMap<string, FieldConstraint>;
  /** Multi-field checks: each owns its fields and generates them together. */
  readonly joint: readonly fc.Arbitrary<FieldPatch>[];
  /** Fields a joint check generates; the per-field generator leaves them alone. */
  readonly owned: ReadonlySet<string>;
}

export function openingChecks(type: CompiledAccountType): OpeningCheck[] {
  return type.Rules.flatMap((r) => (r.Check ? [r.Check] : []));
}

export function fieldDef(type: CompiledAccountType, name: string): CreateAccountFieldDef | undefined {
  return type.CreateAccountFields.find((f) => f.Name === name);
}

/** Read every Rules[].Check of the type and say how to satisfy it on `today`. */
export function planChecks(catalog: Catalog, type: CompiledAccountType, today: string): CheckPlan {
  const constraints = new Map<string, FieldConstraint>();
  const joint: fc.Arbitrary<FieldPatch>[] = [];
  const owned = new Set<string>();
  const add = (field: string, c: FieldConstraint): void => {
    const prev = constraints.get(field) ?? {};
    constraints.set(field, {
      ...prev,
      ...c,
      ...(prev.exclude || c.exclude ? { exclude: [...(prev.exclude ?? []), ...(c.exclude ?? [])] } : {}),
      ...(prev.maxDate && c.maxDate ? { maxDate: prev.maxDate < c.maxDate ? prev.maxDate : c.maxDate } : {}),
    });
  };
  for (const check of openingChecks(type)) {
    switch (check.Kind) {
      case 'FieldEquals':
        add(check.Field, { equals: check.Equals });
        break;
      case 'FieldOneOf':
        add(check.Field, { oneOf: check.Values });
        break;
      case 'DateOnOrBefore':
        add(check.Field, { maxDate: check.Date });
        break;
      case 'DateNotAfterToday':
        add(check.Field, { maxDate: today });
        break;
      case 'ValueRemoved':
        add(check.Field, { exclude: [check.Value] });
        break;
      case 'AgeUnder': {
        owned.add(check.DateOfBirthField);
        if (check.UnlessField) owned.add(check.UnlessField);
        joint.push(ageUnderValid(check, today));
        break;
      }
      case 'AgeUnderAtEndOfYear':
        owned.add(check.DateOfBirthField);
        joint.push(youngAtYearEnd(check.AgeYears, today).map((d) => ({ [check.DateOfBirthField]: d })));
        break;
      case 'InheritedDistributionDecision':
        for (const f of INHERITED_FIELDS) owned.add(f);
        joint.push(arbitraryInheritedChoice(catalog, type.Slug, today, true).map((c) => ({ ...c })));
        break;
      case 'ParameterLimit':
        owned.add(check.Field);
        owned.add(check.YearField);
        joint.push(withinParameter(catalog, check, today));
        break;
    }
  }
  return { constraints, joint, owned };
}

/** A patch key with this prefix sets a field of the client record's Contact instead of the request. */
export const CLIENT_CONTACT_PREFIX = '@Client.Contact.';

export const INHERITED_FIELDS = [
  'DecedentDateOfBirth',
  'BeneficiaryDateOfBirth',
  'DecedentDateOfDeath',
  'DecedentDiedOnOrAfterRbd',
  'BeneficiaryEligibleDesignatedClass',
  'BeneficiaryDistributionDecision',
] as const;

type Kind<K extends OpeningCheck['Kind']> = Extract<OpeningCheck, { Kind: K }>;

/** A birth date on which the person is under `years` on `today` (and born by today). */
export function youngOn(years: number, today: string): fc.Arbitrary<string> {
  return arbitraryIsoDate({ min: addDays(addYears(today, -years), 1), max: today });
}

/** A birth date giving `years` or more on `today`. */
export function oldOn(years: number, today: string): fc.Arbitrary<string> {
  const latest = addYears(today, -years);
  return fc.oneof(
    fc.constant(latest),
    arbitraryIsoDate({
      min: addYears(latest, -60) < EARLIEST_DATE ? EARLIEST_DATE : addYears(latest, -60),
      max: latest,
    }),
  );
}

/** Under `years` at December 31 of today's year: born in a later calendar year than (year - years), by today. */
export function youngAtYearEnd(years: number, today: string): fc.Arbitrary<string> {
  return arbitraryIsoDate({ min: `${yearOf(today) - years + 1}-01-01`, max: today });
}

/** `years` or more at December 31 of today's year. */
export function oldAtYearEnd(years: number, today: string): fc.Arbitrary<string> {
  const y = yearOf(today) - years;
  return arbitraryIsoDate({ min: `${y - 40}-01-01`, max: `${y}-12-31` });
}

function ageUnderValid(check: Kind<'AgeUnder'>, today: string): fc.Arbitrary<FieldPatch> {
  const dobField = check.DateOfBirthField;
  const young = youngOn(check.AgeYears, today);
  const options: fc.Arbitrary<FieldPatch>[] = [
    young.chain((d) =>
      check.UnlessField
        ? fc.constantFrom<FieldPatch>({ [dobField]: d }, { [dobField]: d, [check.UnlessField]: false })
        : fc.constant<FieldPatch>({ [dobField]: d }),
    ),
  ];
  // No birth date in the request: the engine falls back to the client's record.
  const dobDef = check.ClientFallbackField;
  if (dobDef !== undefined) options.push(young.map((d) => ({ [`${CLIENT_CONTACT_PREFIX}${dobDef}`]: d })));
  // The exemption (special needs): any age, stated or not.
  if (check.UnlessField) {
    const unless = check.UnlessField;
    options.push(oldOn(check.AgeYears, today).map((d) => ({ [dobField]: d, [unless]: true })));
  }
  return fc.oneof(...options);
}

function withinParameter(catalog: Catalog, check: Kind<'ParameterLimit'>, today: string): fc.Arbitrary<FieldPatch> {
  const y = yearOf(today);
  const years = [y - 1, y, y + 1];
  const covered = years.filter((year) => parameterCapMinor(catalog, check.Parameter, year) !== undefined);
  // With no file the engine skips the check; with a file, only years it covers can validate.
  return fc.constantFrom(...(covered.length > 0 ? covered : years)).chain((year) => {
    const cap = parameterCapMinor(catalog, check.Parameter, year) ?? DEFAULT_DECIMAL_MAX_MINOR;
    const amount = fc.oneof(fc.integer({ min: 1, max: Math.max(1, cap) }), fc.constant(Math.max(1, cap)));
    return amount.map((m) => ({ [check.Field]: minorToDecimalString(m), [check.YearField]: year }));
  });
}
