import type { FieldError } from '../../shared/error-codes.js';
import { checkKeys, tooManyFields } from '../fields/check-keys.js';
import { FieldCollector } from '../fields/field-collector.js';
import { isAbsent, isPlainObject, ownValue } from '../fields/json-value.js';
import { parseDate } from '../fields/parse-date.js';
import { textParser } from '../fields/parse-text.js';
import { REQUEST_LIMITS as L } from '../limits.js';
import type { ClientType } from './client-enums.js';
import type { NormalizedContact } from './client-types.js';
import { readAddress } from './read-address.js';

export const CONTACT_FIELDS = [
  'FirstName',
  'MiddleName',
  'LastName',
  'EntityName',
  'DateOfBirth',
  'Email',
  'Phone',
  'Address',
  'TaxIdLast4',
] as const;
const KNOWN = new Set<string>(CONTACT_FIELDS);

const personName = textParser({ max_chars: L.name_chars });
const entityName = textParser({ max_chars: L.entity_name_chars });
const email = textParser({
  max_chars: L.email_chars,
  pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  patternText: 'an email address such as name@example.com',
});
const phone = textParser({
  max_chars: 16,
  pattern: /^\+[1-9]\d{7,14}$/,
  patternText: 'an E.164 telephone number such as +12025550123',
});
const last4 = textParser({ max_chars: 4, pattern: /^\d{4}$/, patternText: 'the last four digits of the tax id' });

/**
 * Contact of a client (docs/requests.md). Individual: FirstName and LastName required,
 * EntityName not taken. Entity, Trust, Estate: EntityName or LastName required; no DateOfBirth.
 */
export function readContact(
  raw: unknown,
  clientType: ClientType | undefined,
  today: string | undefined,
): { value?: NormalizedContact; errors: FieldError[] } {
  const prefix = 'Contact.';
  if (isAbsent(raw))
    return { errors: [{ FieldName: 'Contact', ErrorCode: 'Required', Message: 'Contact is required.' }] };
  if (!isPlainObject(raw))
    return { errors: [{ FieldName: 'Contact', ErrorCode: 'InvalidFormat', Message: 'Contact must be an object.' }] };
  const keyErrors = checkKeys(raw, { known: KNOWN, prefix, what: 'Contact' });
  if (tooManyFields(keyErrors)) return { errors: keyErrors };
  const individual = clientType === 'Individual';
  const c = new FieldCollector(raw, prefix);
  const FirstName = c.read('FirstName', personName, individual ? 'required' : 'optional');
  const MiddleName = c.read('MiddleName', personName, 'optional');
  const LastName = c.read('LastName', personName, individual ? 'required' : 'optional');
  const EntityName = c.read(
    'EntityName',
    entityName,
    individual ? 'forbidden' : 'optional',
    'is not taken for an Individual client (use FirstName and LastName)',
  );
  const DateOfBirth = c.read(
    'DateOfBirth',
    parseDate,
    clientType === undefined || individual ? 'optional' : 'forbidden',
    `is taken only for an Individual client`,
  );
  if (DateOfBirth !== undefined && today !== undefined && DateOfBirth > today)
    c.add('DateOfBirth', 'OutOfRange', `Contact.DateOfBirth ${DateOfBirth} is after today (${today}).`);
  const Email = c.read('Email', email, 'optional');
  const Phone = c.read('Phone', phone, 'optional');
  const TaxIdLast4 = c.read('TaxIdLast4', last4, 'optional');
  if (
    clientType !== undefined &&
    !individual &&
    isAbsent(ownValue(raw, 'EntityName')) &&
    isAbsent(ownValue(raw, 'LastName'))
  )
    c.add('EntityName', 'Required', `Contact.EntityName (or Contact.LastName) is required for a ${clientType} client.`);
  const errors: FieldError[] = [...c.errors, ...keyErrors];
  const addressRaw = ownValue(raw, 'Address');
  let Address: NormalizedContact['Address'];
  if (!isAbsent(addressRaw)) {
    if (!isPlainObject(addressRaw))
      errors.push({
        FieldName: 'Contact.Address',
        ErrorCode: 'InvalidFormat',
        Message: 'Contact.Address must be an object.',
      });
    else {
      const a = readAddress(addressRaw, 'Contact.Address.');
      errors.push(...a.errors);
      Address = a.value;
    }
  }
  if (errors.length > 0) return { errors };
  const value: NormalizedContact = {
    ...(FirstName !== undefined ? { FirstName } : {}),
    ...(MiddleName !== undefined ? { MiddleName } : {}),
    ...(LastName !== undefined ? { LastName } : {}),
    ...(EntityName !== undefined ? { EntityName } : {}),
    ...(DateOfBirth !== undefined ? { DateOfBirth } : {}),
    ...(Email !== undefined ? { Email } : {}),
    ...(Phone !== undefined ? { Phone } : {}),
    ...(Address !== undefined ? { Address } : {}),
    ...(TaxIdLast4 !== undefined ? { TaxIdLast4 } : {}),
  };
  return { value, errors };
}
