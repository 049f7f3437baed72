import type { Catalog } from '../../catalog/types.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { checkKeys, tooManyFields } from '../fields/check-keys.js';
import { parseProviderReferenceId } from '../fields/common-parsers.js';
import { FieldCollector } from '../fields/field-collector.js';
import { isAbsent, isPlainObject, ownValue } from '../fields/json-value.js';
import { textParser } from '../fields/parse-text.js';
import { summarizeErrors } from '../fields/summarize.js';
import { REQUEST_LIMITS } from '../limits.js';
import { type NormalizedInstrument, readInstrument } from './read-instrument.js';
import { readMoney } from './read-money.js';

export interface NormalizedInvestmentPurchase {
  /** As sent; whether it is a known class the account may hold is assetEligibility's answer. */
  readonly AssetClass: string;
  readonly Instrument?: NormalizedInstrument;
  /** Positive, at most the currency's minor units, plain decimal string. */
  readonly Amount: string;
  readonly Currency: string;
  readonly Description?: string;
  readonly ProviderReferenceId?: string;
}

export type InvestmentPurchaseResult =
  | { readonly ok: true; readonly value: NormalizedInvestmentPurchase }
  | Failure<'InvalidRequest'>;

const KNOWN = new Set(['AssetClass', 'Instrument', 'Amount', 'Currency', 'Description', 'ProviderReferenceId']);
const assetClass = textParser({ max_chars: REQUEST_LIMITS.generic_string_chars });
const description = textParser({ max_chars: REQUEST_LIMITS.description_chars, multiline: true });

/**
 * The investment purchase directive's body (POST /v1/accounts/{AccountId}/investments): AssetClass,
 * optional Instrument.Attributes, Amount and Currency, optional Description and
 * ProviderReferenceId; no other field. Never throws.
 */
export function validateInvestmentPurchaseRequest(_catalog: Catalog, body: unknown): InvestmentPurchaseResult {
  if (!isPlainObject(body))
    return failure('InvalidRequest', 'The request body must be a JSON object.', [
      { FieldName: '', ErrorCode: 'InvalidFormat', Message: 'The request body must be a JSON object.' },
    ]);
  const keyErrors = checkKeys(body, { known: KNOWN, what: 'the investment purchase request' });
  if (tooManyFields(keyErrors))
    return failure('InvalidRequest', summarizeErrors('The investment purchase request', keyErrors), keyErrors);
  const f = new FieldCollector(body);
  const AssetClass = f.read('AssetClass', assetClass, 'required');
  const money = readMoney(f, false);
  const Description = f.read('Description', description, 'optional');
  const ProviderReferenceId = f.read('ProviderReferenceId', parseProviderReferenceId, 'optional');
  const rawInstrument = ownValue(body, 'Instrument');
  const instrument = isAbsent(rawInstrument) ? { errors: [] } : readInstrument(rawInstrument);
  const errors = [...f.errors, ...instrument.errors, ...keyErrors];
  if (errors.length > 0 || AssetClass === undefined || money.Amount === undefined || money.Currency === undefined)
    return failure('InvalidRequest', summarizeErrors('The investment purchase request', errors), errors);
  return {
    ok: true,
    value: {
      AssetClass,
      Amount: money.Amount,
      Currency: money.Currency,
      ...('value' in instrument && instrument.value !== undefined ? { Instrument: instrument.value } : {}),
      ...(Description !== undefined ? { Description } : {}),
      ...(ProviderReferenceId !== undefined ? { ProviderReferenceId } : {}),
    },
  };
}
