import { checkKeys } from '../requests/fields/check-keys.js';
import { FieldCollector } from '../requests/fields/field-collector.js';
import { isPlainObject } from '../requests/fields/json-value.js';
import { parseBool } from '../requests/fields/parse-bool.js';
import { parseDate } from '../requests/fields/parse-date.js';
import { decimalParser } from '../requests/fields/parse-decimal.js';
import { enumParser } from '../requests/fields/parse-enum.js';
import { textParser } from '../requests/fields/parse-text.js';
import type { FieldError } from '../shared/error-codes.js';
import { BENEFICIARY_LIMITS } from './limits.js';
import { BENEFICIARY_KINDS, BENEFICIARY_RELATIONSHIPS, type BeneficiaryDesignation } from './types.js';

const FIELDS = new Set([
  'Kind',
  'Name',
  'Relationship',
  'DateOfBirth',
  'SharePercent',
  'PerStirpes',
  'SpousalConsent',
  'SeeThroughTrust',
]);
const parseKind = enumParser(BENEFICIARY_KINDS);
const parseRelationship = enumParser(BENEFICIARY_RELATIONSHIPS);
const parseName = textParser({ max_chars: BENEFICIARY_LIMITS.name_chars });
const parseShare = decimalParser({ minor_units: 2, max: '100' });

/**
 * One designation at `prefix` (`Primary[0].`): Kind (Person, Estate, Trust, Charity); Name
 * (required but for an estate); a person's Relationship (Spouse, Child, Other) and DateOfBirth (not
 * after today); SharePercent (0.01 to 100, two decimals); PerStirpes (a person only);
 * SpousalConsent (not on the spouse); SeeThroughTrust (a trust only). Never throws.
 */
export function readDesignation(
  raw: unknown,
  prefix: string,
  today: string,
): { value?: BeneficiaryDesignation; errors: FieldError[] } {
  const at = prefix.slice(0, -1);
  if (!isPlainObject(raw))
    return { errors: [{ FieldName: at, ErrorCode: 'InvalidFormat', Message: `${at} must be an object.` }] };
  const errors: FieldError[] = checkKeys(raw, { known: FIELDS, prefix, what: 'a beneficiary designation' });
  const f = new FieldCollector(raw, prefix);
  const kind = f.read('Kind', parseKind, 'required');
  const person = kind === 'Person';
  const notPerson = `is for a person; a ${kind ?? 'non-person'} has none`;
  const Name = f.read('Name', parseName, kind === 'Estate' ? 'optional' : 'required');
  const relationship = f.read('Relationship', parseRelationship, person ? 'required' : 'optional');
  const DateOfBirth = f.read(
    'DateOfBirth',
    parseDate,
    person ? 'required' : kind === undefined ? 'optional' : 'forbidden',
    notPerson,
  );
  const SharePercent = f.read('SharePercent', parseShare, 'required');
  const perStirpes = f.read(
    'PerStirpes',
    parseBool,
    person || kind === undefined ? 'optional' : 'forbidden',
    notPerson,
  );
  const consent = f.read('SpousalConsent', parseBool, 'optional');
  const seeThrough = f.read(
    'SeeThroughTrust',
    parseBool,
    kind === 'Trust' || kind === undefined ? 'optional' : 'forbidden',
    'is for a trust only',
  );
  errors.push(...f.errors);
  if (kind !== undefined && !person && relationship !== undefined && relationship !== 'Other')
    errors.push({
      FieldName: `${prefix}Relationship`,
      ErrorCode: 'InvalidValue',
      Message: `${prefix}Relationship of a ${kind} can only be Other: a spouse or a child is a person.`,
    });
  if (DateOfBirth !== undefined && DateOfBirth > today)
    errors.push({
      FieldName: `${prefix}DateOfBirth`,
      ErrorCode: 'OutOfRange',
      Message: `${prefix}DateOfBirth ${DateOfBirth} is after today, ${today}.`,
    });
  if (relationship === 'Spouse' && consent !== undefined)
    errors.push({
      FieldName: `${prefix}SpousalConsent`,
      ErrorCode: 'NotAllowed',
      Message: `${prefix}SpousalConsent is the spouse's consent to someone else; it is not set on the spouse.`,
    });
  if (errors.length > 0 || kind === undefined || SharePercent === undefined) return { errors };
  return {
    errors,
    value: {
      Kind: kind,
      ...(Name !== undefined ? { Name } : {}),
      Relationship: relationship ?? 'Other',
      ...(DateOfBirth !== undefined ? { DateOfBirth } : {}),
      SharePercent,
      PerStirpes: perStirpes ?? false,
      SpousalConsent: consent ?? false,
      ...(seeThrough !== undefined ? { SeeThroughTrust: seeThrough } : {}),
    },
  };
}
