import type { Catalog } from '../../catalog/types.js';
import { isIsoDate } from '../../shared/dates.js';
import { type FieldError, failure } from '../../shared/error-codes.js';
import { checkKeys, tooManyFields } from '../fields/check-keys.js';
import { parseProviderReferenceId } from '../fields/common-parsers.js';
import { FieldCollector } from '../fields/field-collector.js';
import { isAbsent, isPlainObject, ownValue } from '../fields/json-value.js';
import { enumParser } from '../fields/parse-enum.js';
import { parseGuid } from '../fields/parse-guid.js';
import { summarizeErrors } from '../fields/summarize.js';
import type { ValidationWarning } from '../types.js';
import { CLIENT_TYPES, SERVICE_ASSIGNED_CLIENT_FIELDS } from './client-enums.js';
import type { CreateClientResult, NormalizedContact, NormalizedOfac } from './client-types.js';
import { readContact } from './read-contact.js';
import { readOfac } from './read-ofac.js';

const NO_TODAY: ValidationWarning = {
  Code: 'TodayNotGiven',
  Message: 'ctx.Today was not given, so dates were not checked against today.',
};
const KNOWN = new Set(['ProviderReferenceId', 'ClientType', 'Contact', 'SponsorId', 'OFAC']);

export interface CreateClientContext {
  /**
   * Today, `YYYY-MM-DD`: dates of birth and screening times may not be after it (unchecked, with a warning, when
   * absent).
   */
  readonly Today?: string;
}

/** Create Client (spec 4.5). An OFAC ConfirmedMatch is refused; a PotentialMatch opens Restricted. Never throws. */
export function validateCreateClient(
  _catalog: Catalog,
  request: unknown,
  ctx?: CreateClientContext,
): CreateClientResult {
  if (!isPlainObject(request))
    return failure('InvalidRequest', 'The request body must be a JSON object.', [
      { FieldName: '', ErrorCode: 'InvalidFormat', Message: 'The request body must be a JSON object.' },
    ]);
  const c: unknown = ctx;
  const given = isPlainObject(c) ? ownValue(c, 'Today') : undefined;
  // Without Today the not-in-the-future checks cannot run; the result says so in Warnings.
  const today = isIsoDate(given) ? given : undefined;

  const keyErrors = checkKeys(request, {
    known: KNOWN,
    notAllowed: (k) =>
      (SERVICE_ASSIGNED_CLIENT_FIELDS as readonly string[]).includes(k)
        ? 'is assigned by the service and may not be sent'
        : undefined,
    what: 'the Create Client request',
  });
  if (tooManyFields(keyErrors))
    return failure('InvalidRequest', summarizeErrors('The Create Client request', keyErrors), keyErrors);
  const f = new FieldCollector(request);
  const ClientType = f.read('ClientType', enumParser(CLIENT_TYPES), 'required');
  const ProviderReferenceId = f.read('ProviderReferenceId', parseProviderReferenceId, 'optional');
  const SponsorId = f.read('SponsorId', parseGuid, 'optional');
  const errors: FieldError[] = [...f.errors];
  const contact = readContact(ownValue(request, 'Contact'), ClientType, today);
  errors.push(...contact.errors);
  let OFAC: NormalizedOfac | undefined;
  const ofacRaw = ownValue(request, 'OFAC');
  if (!isAbsent(ofacRaw)) {
    const o = readOfac(ofacRaw, today);
    errors.push(...o.errors);
    OFAC = o.value;
    if (OFAC?.Status === 'ConfirmedMatch')
      errors.push({
        FieldName: 'OFAC.Status',
        ErrorCode: 'OfacConfirmedMatch',
        Message:
          'OFAC.Status is ConfirmedMatch: a client who is a confirmed match on a sanctions list may not be ' +
          'created (31 CFR 501.603; block and report instead).',
      });
  }
  errors.push(...keyErrors);
  if (errors.length > 0 || ClientType === undefined || contact.value === undefined)
    return failure('InvalidRequest', summarizeErrors('The Create Client request', errors), errors);

  const warnings: ValidationWarning[] = today === undefined ? [NO_TODAY] : [];
  if (OFAC?.Status === 'PotentialMatch')
    warnings.push({
      Code: 'OfacPotentialMatch',
      Message: 'OFAC.Status is PotentialMatch: the client is created Restricted until the match is reviewed.',
    });
  const value = {
    ClientType,
    Contact: contact.value as NormalizedContact,
    ...(ProviderReferenceId !== undefined ? { ProviderReferenceId } : {}),
    ...(SponsorId !== undefined ? { SponsorId } : {}),
    ...(OFAC !== undefined ? { OFAC } : {}),
    ClientStatus: OFAC?.Status === 'PotentialMatch' ? ('Restricted' as const) : ('Active' as const),
    Warnings: warnings,
  };
  return { ok: true, value };
}
