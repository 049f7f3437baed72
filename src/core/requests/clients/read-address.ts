import type { FieldError } from '../../shared/error-codes.js';
import { checkKeys, tooManyFields } from '../fields/check-keys.js';
import { FieldCollector } from '../fields/field-collector.js';
import type { JsonObject } from '../fields/json-value.js';
import { textParser } from '../fields/parse-text.js';
import { REQUEST_LIMITS as L } from '../limits.js';
import type { NormalizedAddress } from './client-types.js';

const ADDRESS_FIELDS = new Set(['Line1', 'Line2', 'City', 'Region', 'PostalCode', 'Country']);
const line = textParser({ max_chars: L.address_line_chars });
const city = textParser({ max_chars: L.city_chars });
const region = textParser({ max_chars: L.region_chars });
const usState = textParser({
  max_chars: 2,
  pattern: /^[A-Z]{2}$/,
  patternText: 'a two-letter US state or territory code such as NY',
});
const postal = textParser({ max_chars: L.postal_code_chars });
const zip = textParser({
  max_chars: 10,
  pattern: /^\d{5}(-\d{4})?$/,
  patternText: 'a US ZIP code: 12345 or 12345-6789',
});
const country = textParser({
  max_chars: 2,
  pattern: /^[A-Z]{2}$/,
  patternText: 'an ISO 3166-1 alpha-2 country code such as US',
});

/** A postal address; Region and PostalCode are required, and shaped, for US addresses. */
export function readAddress(obj: JsonObject, prefix: string): { value?: NormalizedAddress; errors: FieldError[] } {
  const keyErrors = checkKeys(obj, { known: ADDRESS_FIELDS, prefix, what: 'an Address' });
  if (tooManyFields(keyErrors)) return { errors: keyErrors };
  const c = new FieldCollector(obj, prefix);
  const Country = c.read('Country', country, 'required');
  const us = Country === 'US';
  const Line1 = c.read('Line1', line, 'required');
  const Line2 = c.read('Line2', line, 'optional');
  const City = c.read('City', city, 'required');
  const Region = c.read('Region', us ? usState : region, us ? 'required' : 'optional');
  const PostalCode = c.read('PostalCode', us ? zip : postal, us ? 'required' : 'optional');
  const errors = [...c.errors, ...keyErrors];
  if (errors.length > 0 || Line1 === undefined || City === undefined || Country === undefined) return { errors };
  return {
    value: {
      Line1,
      ...(Line2 !== undefined ? { Line2 } : {}),
      City,
      ...(Region !== undefined ? { Region } : {}),
      ...(PostalCode !== undefined ? { PostalCode } : {}),
      Country,
    },
    errors,
  };
}
