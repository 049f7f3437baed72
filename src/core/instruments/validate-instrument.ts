import type { InstrumentAttributeValue } from '../assets/types.js';
import type { Catalog } from '../catalog/types.js';
import { checkKeys, tooManyFields } from '../requests/fields/check-keys.js';
import { FieldCollector } from '../requests/fields/field-collector.js';
import { isAbsent, isPlainObject, ownValue } from '../requests/fields/json-value.js';
import { enumParser } from '../requests/fields/parse-enum.js';
import { summarizeErrors } from '../requests/fields/summarize.js';
import { CURRENCIES } from '../requests/money/transaction-enums.js';
import type { ValidationResult } from '../requests/types.js';
import { type FieldError, failure } from '../shared/error-codes.js';
import type { InstrumentRecord } from './instrument-types.js';
import { INSTRUMENT_LIMITS } from './limits.js';
import { readInstrumentAttributes } from './read-attributes.js';
import { assetClassParser, parseInstrumentName, parseQuantityScale } from './read-common.js';
import { readInstrumentPrices } from './read-prices.js';
import { validateInstrumentIdentifier } from './validate-identifier.js';

const FIELDS = ['Identifier', 'Name', 'AssetClass', 'Currency', 'QuantityScale', 'Attributes', 'Prices'] as const;
const parseCurrency = enumParser(Object.keys(CURRENCIES));

export interface ValidateInstrumentOptions {
  /** Envelope fields of the route's body to pass over (for example ProviderReferenceId). */
  readonly ignoreKeys?: readonly string[];
}

/**
 * An instrument for the registry: `Identifier { Scheme, Value }` (check digit included), `AssetClass`
 * (a catalog class), optional `Name`, `Currency` (default USD), `QuantityScale` (0 to 8, default 6),
 * `Attributes` (the facts predicates read, typed as the catalog compares them) and `Prices` (one
 * positive decimal per date). Every problem is reported at once as an InvalidRequest field error.
 * Never throws.
 */
export function validateInstrument(
  catalog: Catalog,
  input: unknown,
  options: ValidateInstrumentOptions = {},
): ValidationResult<InstrumentRecord, 'InvalidRequest'> {
  if (!isPlainObject(input))
    return failure('InvalidRequest', 'The instrument must be a JSON object.', [
      { FieldName: '', ErrorCode: 'InvalidFormat', Message: 'The instrument must be a JSON object.' },
    ]);
  const known = new Set<string>([...FIELDS, ...(options.ignoreKeys ?? []).slice(0, 16)]);
  const keyErrors = checkKeys(input, { known, what: 'the instrument' });
  if (tooManyFields(keyErrors))
    return failure('InvalidRequest', summarizeErrors('The instrument', keyErrors), keyErrors);
  const errors: FieldError[] = [];
  const rawIdentifier = ownValue(input, 'Identifier');
  const identifier = isAbsent(rawIdentifier) ? undefined : validateInstrumentIdentifier(rawIdentifier);
  if (identifier === undefined)
    errors.push({ FieldName: 'Identifier', ErrorCode: 'Required', Message: 'Identifier is required.' });
  else if (!identifier.ok)
    errors.push({
      FieldName: identifier.Code === 'IdentifierSchemeUnknown' ? 'Identifier.Scheme' : 'Identifier.Value',
      ErrorCode: identifier.Code,
      Message: identifier.Message,
    });
  const f = new FieldCollector(input);
  const AssetClass = f.read('AssetClass', assetClassParser(catalog), 'required');
  const Name = f.read('Name', parseInstrumentName, 'optional');
  const Currency = f.read('Currency', parseCurrency, 'optional') ?? 'USD';
  const QuantityScale =
    f.read('QuantityScale', parseQuantityScale, 'optional') ?? INSTRUMENT_LIMITS.default_quantity_scale;
  errors.push(...f.errors);
  const rawAttributes = ownValue(input, 'Attributes');
  const attributes = isAbsent(rawAttributes)
    ? { value: {}, errors: [] }
    : readInstrumentAttributes(catalog, rawAttributes, 'Attributes', false);
  errors.push(...attributes.errors);
  const rawPrices = ownValue(input, 'Prices');
  const prices = isAbsent(rawPrices) ? { value: [], errors: [] } : readInstrumentPrices(rawPrices, 'Prices');
  errors.push(...prices.errors, ...keyErrors);
  if (
    errors.length > 0 ||
    identifier === undefined ||
    !identifier.ok ||
    AssetClass === undefined ||
    attributes.value === undefined ||
    prices.value === undefined
  )
    return failure('InvalidRequest', summarizeErrors('The instrument', errors), errors);
  return {
    ok: true,
    value: {
      Identifier: identifier.value,
      ...(Name !== undefined ? { Name } : {}),
      AssetClass,
      Currency,
      QuantityScale,
      Attributes: attributes.value as Readonly<Record<string, InstrumentAttributeValue>>,
      Prices: prices.value,
    },
  };
}
