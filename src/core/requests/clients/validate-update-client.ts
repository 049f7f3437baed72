import type { Catalog } from '../../catalog/types.js';
import { isIsoDate } from '../../shared/dates.js';
import { type Failure, type FieldError, failure } from '../../shared/error-codes.js';
import { checkKeys, tooManyFields } from '../fields/check-keys.js';
import { parseProviderReferenceId } from '../fields/common-parsers.js';
import { FieldCollector } from '../fields/field-collector.js';
import { isAbsent, isPlainObject, ownValue } from '../fields/json-value.js';
import { enumParser } from '../fields/parse-enum.js';
import { parseGuid } from '../fields/parse-guid.js';
import { summarizeErrors } from '../fields/summarize.js';
import { CLIENT_STATUS_MACHINE, CLIENT_STATUSES, type ClientStatus, canTransition } from '../status/status-machines.js';
import { transitionError } from '../status/transition-error.js';
import type { ValidationWarning } from '../types.js';
import { CLIENT_TYPES, type ClientType } from './client-enums.js';
import type { NormalizedContact, NormalizedOfac } from './client-types.js';
import { readContact } from './read-contact.js';
import { readOfac } from './read-ofac.js';

export interface UpdateClientContext {
  /** The stored client (null when ClientId matched none). */
  readonly Client: {
    readonly ClientStatus: string;
    readonly ClientType: string;
    readonly OFAC?: { readonly Status: string };
  } | null;
  readonly Today?: string;
}

export interface NormalizedUpdateClient {
  readonly ProviderReferenceId?: string;
  /** Replaces the whole Contact when present. */
  readonly Contact?: NormalizedContact;
  readonly SponsorId?: string;
  readonly OFAC?: NormalizedOfac;
  /** The status after the update (absent only in a shape-only check that names no status). */
  readonly ClientStatus?: ClientStatus;
  readonly StatusChanged: boolean;
  readonly Warnings: readonly ValidationWarning[];
}

export type UpdateClientResult =
  | { readonly ok: true; readonly value: NormalizedUpdateClient }
  | Failure<'InvalidRequest' | 'ClientNotFound'>;

const KNOWN = new Set(['ProviderReferenceId', 'ClientStatus', 'Contact', 'SponsorId', 'OFAC']);
const SHAPE_ONLY_CLIENT: Readonly<Record<string, unknown>> = {};
const FIXED = new Set(['ClientId', 'ClientNumber', 'ClientType', 'CreatedDate']);

/**
 * Update Client (PATCH /v1/clients/{ClientId}). ClientStatus moves per CLIENT_STATUS_MACHINE;
 * Deceased only for an Individual; a new OFAC ConfirmedMatch forces Restricted, and an
 * Active status is refused while the latest screening is a ConfirmedMatch.
 */
export function validateUpdateClient(
  _catalog: Catalog,
  request: unknown,
  ctx?: UpdateClientContext,
): UpdateClientResult {
  if (!isPlainObject(request))
    return failure('InvalidRequest', 'The request body must be a JSON object.', [
      { FieldName: '', ErrorCode: 'InvalidFormat', Message: 'The request body must be a JSON object.' },
    ]);
  const c: unknown = ctx;
  const given = isPlainObject(c) ? ownValue(c, 'Today') : undefined;
  const today = isIsoDate(given) ? given : undefined;
  // Without the stored client (no ctx at all) only the shape is checked; Warnings say so.
  const shapeOnly = !isPlainObject(c) || !Object.hasOwn(c, 'Client');
  const stored = shapeOnly ? SHAPE_ONLY_CLIENT : ownValue(c, 'Client');
  if (!isPlainObject(stored))
    return failure('ClientNotFound', 'No client matches the ClientId.', [
      { FieldName: 'ClientId', ErrorCode: 'ClientNotFound', Message: 'No client matches the ClientId.' },
    ]);
  const fromRaw = ownValue(stored, 'ClientStatus');
  const typeRaw = ownValue(stored, 'ClientType');
  if (
    !shapeOnly &&
    (!(CLIENT_STATUSES as readonly unknown[]).includes(fromRaw) ||
      !(CLIENT_TYPES as readonly unknown[]).includes(typeRaw))
  )
    return failure('InvalidRequest', 'The stored client has no valid ClientStatus or ClientType.', [
      {
        FieldName: 'ClientStatus',
        ErrorCode: 'InvalidValue',
        Message: 'The stored client has no valid ClientStatus or ClientType.',
      },
    ]);
  const from = fromRaw as ClientStatus | undefined;
  const clientType = typeRaw as ClientType | undefined;

  const keyErrors = checkKeys(request, {
    known: KNOWN,
    notAllowed: (k) => (FIXED.has(k) ? 'may not be changed by Update Client' : undefined),
    what: 'the Update Client request',
  });
  if (tooManyFields(keyErrors))
    return failure('InvalidRequest', summarizeErrors('The Update Client request', keyErrors), keyErrors);
  const f = new FieldCollector(request);
  const ProviderReferenceId = f.read('ProviderReferenceId', parseProviderReferenceId, 'optional');
  const SponsorId = f.read('SponsorId', parseGuid, 'optional');
  const asked = f.read('ClientStatus', enumParser(CLIENT_STATUSES), 'optional');
  const errors: FieldError[] = [...f.errors];

  let Contact: NormalizedContact | undefined;
  const contactRaw = ownValue(request, 'Contact');
  if (!isAbsent(contactRaw)) {
    const r = readContact(contactRaw, clientType, today);
    errors.push(...r.errors);
    Contact = r.value;
  }
  let OFAC: NormalizedOfac | undefined;
  const ofacRaw = ownValue(request, 'OFAC');
  if (!isAbsent(ofacRaw)) {
    const r = readOfac(ofacRaw, today);
    errors.push(...r.errors);
    OFAC = r.value;
  }

  const warnings: ValidationWarning[] = [];
  if (shapeOnly)
    warnings.push({
      Code: 'TransitionNotChecked',
      Message:
        'No stored client was given (ctx.Client), so the status transition and the contact rules of its ' +
        'ClientType were not checked.',
    });
  else if (today === undefined)
    warnings.push({
      Code: 'TodayNotGiven',
      Message: 'ctx.Today was not given, so dates were not checked against today.',
    });
  const storedOfac = ownValue(stored, 'OFAC');
  const latestOfac = OFAC?.Status ?? (isPlainObject(storedOfac) ? ownValue(storedOfac, 'Status') : undefined);
  let to: ClientStatus | undefined = asked ?? from;
  if (asked === 'Deceased' && clientType !== undefined && clientType !== 'Individual')
    errors.push({
      FieldName: 'ClientStatus',
      ErrorCode: 'InvalidValue',
      Message: `ClientStatus Deceased applies only to an Individual client, not a ${clientType}.`,
    });
  if (latestOfac === 'ConfirmedMatch') {
    if (asked === 'Active')
      errors.push({
        FieldName: 'ClientStatus',
        ErrorCode: 'OfacConfirmedMatch',
        Message: 'ClientStatus may not become Active while the latest OFAC screening is a ConfirmedMatch.',
      });
    else if (OFAC?.Status === 'ConfirmedMatch' && asked === undefined && from === 'Active') {
      to = 'Restricted'; // a confirmed sanctions match must stop activity at once
      warnings.push({
        Code: 'OfacConfirmedMatch',
        Message: 'OFAC.Status is ConfirmedMatch: the client moves to Restricted.',
      });
    }
  }
  if (from !== undefined && to !== undefined && !canTransition(CLIENT_STATUS_MACHINE, from, to))
    errors.push(transitionError(CLIENT_STATUS_MACHINE, from, to));
  errors.push(...keyErrors);
  if (errors.length > 0) return failure('InvalidRequest', summarizeErrors('The Update Client request', errors), errors);
  return {
    ok: true,
    value: {
      ...(ProviderReferenceId !== undefined ? { ProviderReferenceId } : {}),
      ...(Contact !== undefined ? { Contact } : {}),
      ...(SponsorId !== undefined ? { SponsorId } : {}),
      ...(OFAC !== undefined ? { OFAC } : {}),
      ...(to !== undefined ? { ClientStatus: to } : {}),
      StatusChanged: to !== from,
      Warnings: warnings,
    },
  };
}
