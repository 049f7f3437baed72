import type { OpeningCheck } from '../../../catalog/opening-check-schema.js';
import { ageOn, parseIsoDate } from '../../../shared/dates.js';
import type { FieldError } from '../../../shared/error-codes.js';
import { isPlainObject, ownValue } from '../../fields/json-value.js';
import { type CheckInput, ruleError } from './check-input.js';

type Kind<K extends OpeningCheck['Kind']> = Extract<OpeningCheck, { Kind: K }>;

/**
 * Age under a limit on the opening date (coverdell-esa: under 18). The birth date comes from the
 * request, else from the client's Contact (ClientFallbackField); UnlessField true exempts
 * (special needs). With no birth date anywhere the age cannot be checked: no error here, a warning
 * from runOpeningChecks (ageBirthDateKnown).
 */
export function checkAgeUnder(input: CheckInput, check: Kind<'AgeUnder'>): FieldError | undefined {
  if (check.UnlessField !== undefined && input.values[check.UnlessField] === true) return undefined;
  const own = input.values[check.DateOfBirthField];
  let dob = typeof own === 'string' ? own : undefined;
  let from = check.DateOfBirthField;
  if (dob === undefined && check.ClientFallbackField !== undefined) {
    if (input.client === null) return undefined; // ClientNotFound follows; nothing to check against
    const contact = isPlainObject(input.client.Contact) ? input.client.Contact : {};
    const fallback = ownValue(contact, check.ClientFallbackField);
    if (parseIsoDate(fallback)) {
      dob = fallback as string;
      from = `the client's Contact.${check.ClientFallbackField}`;
    }
  }
  // No birth date anywhere: spec 4.2 lists no such field, so the account opens and the caller is
  // told the age limit was not checked (runOpeningChecks adds a RuleNotChecked warning).
  if (dob === undefined) return undefined;
  const birth = parseIsoDate(dob);
  const today = parseIsoDate(input.today);
  if (!birth || !today) return undefined;
  if (dob > input.today)
    return ruleError(
      input,
      check.DateOfBirthField,
      'OutOfRange',
      `The birth date ${dob} (from ${from}) is after today (${input.today}).`,
    );
  const age = ageOn(birth, today);
  if (age < check.AgeYears) return undefined;
  const unless = check.UnlessField ? ` (unless ${check.UnlessField} is true)` : '';
  return ruleError(
    input,
    check.DateOfBirthField,
    check.ErrorCode,
    `The beneficiary is ${age} on ${input.today} (birth date ${dob}, from ${from}); the account may be ` +
      `opened only under age ${check.AgeYears}${unless}.`,
  );
}

/** Age reached by December 31 of the opening year must be under the limit (trump-account: 530A(b)(2)). */
export function checkAgeUnderAtEndOfYear(
  input: CheckInput,
  check: Kind<'AgeUnderAtEndOfYear'>,
): FieldError | undefined {
  const dob = input.values[check.DateOfBirthField];
  const birth = parseIsoDate(dob);
  const today = parseIsoDate(input.today);
  if (!birth || !today || typeof dob !== 'string') return undefined;
  if (dob > input.today)
    return ruleError(
      input,
      check.DateOfBirthField,
      'OutOfRange',
      `${check.DateOfBirthField} ${dob} is after today (${input.today}).`,
    );
  const ageAtYearEnd = today.year - birth.year; // every birthday of the year has passed by Dec 31
  if (ageAtYearEnd < check.AgeYears) return undefined;
  return ruleError(
    input,
    check.DateOfBirthField,
    check.ErrorCode,
    `The beneficiary (born ${dob}) reaches ${ageAtYearEnd} by ${today.year}-12-31; the account may be ` +
      `opened only for someone under ${check.AgeYears} at the end of the opening year.`,
  );
}

/** Whether an AgeUnder check has a birth date to work with (the request, else the client's Contact). */
export function ageBirthDateKnown(input: CheckInput, check: Kind<'AgeUnder'>): boolean {
  if (check.UnlessField !== undefined && input.values[check.UnlessField] === true) return true;
  if (typeof input.values[check.DateOfBirthField] === 'string') return true;
  if (check.ClientFallbackField === undefined) return false;
  if (input.client === null) return true; // ClientNotFound answers first; no warning needed
  const contact = isPlainObject(input.client.Contact) ? input.client.Contact : {};
  return parseIsoDate(ownValue(contact, check.ClientFallbackField)) !== undefined;
}
