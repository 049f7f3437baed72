import type { FieldError } from '../../shared/error-codes.js';
import { checkKeys, tooManyFields } from '../fields/check-keys.js';
import { FieldCollector } from '../fields/field-collector.js';
import { isPlainObject } from '../fields/json-value.js';
import { dateOfDateTime, parseDateTime } from '../fields/parse-datetime.js';
import { enumParser } from '../fields/parse-enum.js';
import { textParser } from '../fields/parse-text.js';
import { OFAC_STATUSES } from './client-enums.js';
import type { NormalizedOfac } from './client-types.js';

const KNOWN = new Set(['Status', 'ScreenedAt', 'ListVersion', 'ScreeningReference']);
const listVersion = textParser({ max_chars: 64 });
const reference = textParser({ max_chars: 128 });

/** OFACInfo: Status required; ScreenedAt required once screened, and not after today. */
export function readOfac(raw: unknown, today: string | undefined): { value?: NormalizedOfac; errors: FieldError[] } {
  if (!isPlainObject(raw))
    return { errors: [{ FieldName: 'OFAC', ErrorCode: 'InvalidFormat', Message: 'OFAC must be an object.' }] };
  const keyErrors = checkKeys(raw, { known: KNOWN, prefix: 'OFAC.', what: 'OFAC' });
  if (tooManyFields(keyErrors)) return { errors: keyErrors };
  const c = new FieldCollector(raw, 'OFAC.');
  const Status = c.read('Status', enumParser(OFAC_STATUSES), 'required');
  const screened = Status !== undefined && Status !== 'NotScreened';
  const ScreenedAt = c.read('ScreenedAt', parseDateTime, screened ? 'required' : 'optional');
  if (ScreenedAt !== undefined && today !== undefined && dateOfDateTime(ScreenedAt) > today)
    c.add('ScreenedAt', 'OutOfRange', `OFAC.ScreenedAt ${ScreenedAt} is after today (${today}).`);
  const ListVersion = c.read('ListVersion', listVersion, 'optional');
  const ScreeningReference = c.read('ScreeningReference', reference, 'optional');
  const errors = [...c.errors, ...keyErrors];
  if (errors.length > 0 || Status === undefined) return { errors };
  return {
    value: {
      Status,
      ...(ScreenedAt !== undefined ? { ScreenedAt } : {}),
      ...(ListVersion !== undefined ? { ListVersion } : {}),
      ...(ScreeningReference !== undefined ? { ScreeningReference } : {}),
    },
    errors,
  };
}
