import { INVESTMENT_SIDES, type InvestmentSide } from '../../holdings/types.js';
import { checkKeys, tooManyFields } from '../../requests/fields/check-keys.js';
import { parseProviderReferenceId } from '../../requests/fields/common-parsers.js';
import { FieldCollector } from '../../requests/fields/field-collector.js';
import { isPlainObject, ownValue } from '../../requests/fields/json-value.js';
import { enumParser } from '../../requests/fields/parse-enum.js';
import { parseGuid } from '../../requests/fields/parse-guid.js';
import { textParser } from '../../requests/fields/parse-text.js';
import { summarizeErrors } from '../../requests/fields/summarize.js';
import { REQUEST_LIMITS } from '../../requests/limits.js';
import { type Failure, failure } from '../../shared/error-codes.js';

/** The fields of POST /v1/accounts/{AccountId}/investments with a Side. */
export const INVESTMENT_ORDER_FIELDS = [
  'Side',
  'InstrumentId',
  'Quantity',
  'Price',
  'Currency',
  'Description',
  'ProviderReferenceId',
] as const;

/** The envelope of an order; Quantity, Price and Currency are read against the instrument (investmentTreatment). */
export interface InvestmentOrderEnvelope {
  readonly Side: InvestmentSide;
  readonly InstrumentId: string;
  readonly Quantity: unknown;
  readonly Price: unknown;
  readonly Currency: unknown;
  readonly Description?: string;
  readonly ProviderReferenceId?: string;
}

const parseSide = enumParser(INVESTMENT_SIDES);
const description = textParser({ max_chars: REQUEST_LIMITS.description_chars, multiline: true });

/** The InstrumentId an order names, for the host to load the instrument and the position; null when none. */
export function requestedInstrumentId(request: unknown): string | null {
  if (!isPlainObject(request)) return null;
  const r = parseGuid(ownValue(request, 'InstrumentId'));
  return r.ok ? r.value : null;
}

/**
 * The order's envelope: Side (Purchase or Sale), InstrumentId (a Guid), Description and
 * ProviderReferenceId, and no field but INVESTMENT_ORDER_FIELDS; Quantity, Price and Currency are
 * only required here, their values are checked against the instrument by investmentTreatment.
 */
export function readInvestmentOrder(
  request: unknown,
): { readonly ok: true; readonly value: InvestmentOrderEnvelope } | Failure<'InvalidRequest'> {
  if (!isPlainObject(request))
    return failure('InvalidRequest', 'The request body must be a JSON object.', [
      { FieldName: '', ErrorCode: 'InvalidFormat', Message: 'The request body must be a JSON object.' },
    ]);
  const keyErrors = checkKeys(request, { known: new Set(INVESTMENT_ORDER_FIELDS), what: 'the investment order' });
  if (tooManyFields(keyErrors))
    return failure('InvalidRequest', summarizeErrors('The investment order', keyErrors), keyErrors);
  const f = new FieldCollector(request);
  const Side = f.read('Side', parseSide, 'required');
  const InstrumentId = f.read('InstrumentId', parseGuid, 'required');
  const Description = f.read('Description', description, 'optional');
  const ProviderReferenceId = f.read('ProviderReferenceId', parseProviderReferenceId, 'optional');
  for (const field of ['Quantity', 'Price', 'Currency'] as const)
    if (ownValue(request, field) === undefined || ownValue(request, field) === null)
      f.add(field, 'Required', `${field} is required.`);
  const errors = [...f.errors, ...keyErrors];
  if (errors.length > 0 || Side === undefined || InstrumentId === undefined)
    return failure('InvalidRequest', summarizeErrors('The investment order', errors), errors);
  return {
    ok: true,
    value: {
      Side,
      InstrumentId,
      Quantity: ownValue(request, 'Quantity'),
      Price: ownValue(request, 'Price'),
      Currency: ownValue(request, 'Currency'),
      ...(Description !== undefined ? { Description } : {}),
      ...(ProviderReferenceId !== undefined ? { ProviderReferenceId } : {}),
    },
  };
}
