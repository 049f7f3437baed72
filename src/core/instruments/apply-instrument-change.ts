import type { InstrumentAttributeValue } from '../assets/types.js';
import type { Catalog } from '../catalog/types.js';
import { checkKeys, tooManyFields } from '../requests/fields/check-keys.js';
import { FieldCollector } from '../requests/fields/field-collector.js';
import { isAbsent, isPlainObject, ownValue } from '../requests/fields/json-value.js';
import { summarizeErrors } from '../requests/fields/summarize.js';
import type { ValidationResult } from '../requests/types.js';
import { type FieldError, failure } from '../shared/error-codes.js';
import type {
  AppliedInstrumentChange,
  AttributeChange,
  InstrumentChanges,
  InstrumentPrice,
  InstrumentRecord,
} from './instrument-types.js';
import { INSTRUMENT_LIMITS } from './limits.js';
import { readInstrumentAttributes } from './read-attributes.js';
import { assetClassParser, parseInstrumentName, parseQuantityScale } from './read-common.js';
import { readInstrumentPrices } from './read-prices.js';

const CHANGEABLE = new Set(['Name', 'AssetClass', 'QuantityScale', 'Attributes', 'Prices']);
const FIXED: Readonly<Record<string, string>> = {
  Identifier: 'cannot change: an identifier names one security; register the new one as a new instrument',
  Currency: 'cannot change: prices and holdings are kept in it; register a new instrument',
};

export interface ApplyInstrumentChangeOptions {
  /** Envelope fields of the route's body to pass over (for example ProviderReferenceId). */
  readonly ignoreKeys?: readonly string[];
}

/**
 * A PATCH of a registered instrument (`PATCH /v1/instruments/{InstrumentId}`): `Name`, `AssetClass`,
 * `QuantityScale` (may only grow: existing positions keep their decimals), `Attributes` (merged;
 * null removes one) and `Prices` (merged by date; a date given again takes the new price). The
 * identifier and the currency never change. Returns the new record, what changed, and whether the
 * holdings must be re-evaluated (the asset class or an attribute changed). A patch that changes
 * nothing gives empty Changes and Reevaluate false. Neither input is mutated; never throws.
 */
export function applyInstrumentChange(
  catalog: Catalog,
  current: InstrumentRecord,
  patch: unknown,
  options: ApplyInstrumentChangeOptions = {},
): ValidationResult<AppliedInstrumentChange, 'InvalidRequest'> {
  if (!isPlainObject(patch))
    return failure('InvalidRequest', 'The instrument change must be a JSON object.', [
      { FieldName: '', ErrorCode: 'InvalidFormat', Message: 'The instrument change must be a JSON object.' },
    ]);
  const ignored = new Set((options.ignoreKeys ?? []).slice(0, 16));
  const keyErrors = checkKeys(patch, {
    known: new Set([...CHANGEABLE, ...ignored]),
    notAllowed: (k) => FIXED[k],
    what: 'the instrument change',
  });
  if (tooManyFields(keyErrors))
    return failure('InvalidRequest', summarizeErrors('The instrument change', keyErrors), keyErrors);
  const f = new FieldCollector(patch);
  const name = f.read('Name', parseInstrumentName, 'optional');
  const assetClass = f.read('AssetClass', assetClassParser(catalog), 'optional');
  const scale = f.read('QuantityScale', parseQuantityScale, 'optional');
  const errors: FieldError[] = [...f.errors];
  if (scale !== undefined && scale < current.QuantityScale)
    errors.push({
      FieldName: 'QuantityScale',
      ErrorCode: 'OutOfRange',
      Message:
        `QuantityScale may not drop from ${current.QuantityScale} to ${scale}: existing positions may have ` +
        `${current.QuantityScale} decimals.`,
    });
  const rawAttributes = ownValue(patch, 'Attributes');
  const attributes = isAbsent(rawAttributes)
    ? { value: {}, errors: [] }
    : readInstrumentAttributes(catalog, rawAttributes, 'Attributes', true);
  const rawPrices = ownValue(patch, 'Prices');
  const prices = isAbsent(rawPrices) ? { value: [], errors: [] } : readInstrumentPrices(rawPrices, 'Prices');
  errors.push(...attributes.errors, ...prices.errors, ...keyErrors);
  if (errors.length > 0 || attributes.value === undefined || prices.value === undefined)
    return failure('InvalidRequest', summarizeErrors('The instrument change', errors), errors);

  const merged = mergeAttributes(current.Attributes, attributes.value);
  if (Object.keys(merged.attributes).length > INSTRUMENT_LIMITS.max_attributes)
    return tooMany('Attributes', `more than ${INSTRUMENT_LIMITS.max_attributes} attributes`);
  const priced = mergePrices(current.Prices, prices.value);
  if (priced.prices.length > INSTRUMENT_LIMITS.max_prices)
    return tooMany('Prices', `more than ${INSTRUMENT_LIMITS.max_prices} prices`);

  const nameChange = name !== undefined && name !== current.Name;
  const classChange = assetClass !== undefined && assetClass !== current.AssetClass;
  const scaleChange = scale !== undefined && scale !== current.QuantityScale;
  const Changes: InstrumentChanges = {
    ...(nameChange ? { Name: current.Name === undefined ? { To: name } : { From: current.Name, To: name } } : {}),
    ...(classChange ? { AssetClass: { From: current.AssetClass, To: assetClass } } : {}),
    ...(scaleChange ? { QuantityScale: { From: current.QuantityScale, To: scale } } : {}),
    Attributes: merged.changes,
    PricesAdded: priced.added,
    PricesChanged: priced.changed,
  };
  const Instrument: InstrumentRecord = {
    ...current,
    ...(nameChange ? { Name: name } : {}),
    ...(classChange ? { AssetClass: assetClass } : {}),
    ...(scaleChange ? { QuantityScale: scale } : {}),
    Attributes: merged.attributes,
    Prices: priced.prices,
  };
  return { ok: true, value: { Instrument, Changes, Reevaluate: classChange || merged.changes.length > 0 } };
}

function tooMany(field: string, what: string): ValidationResult<never, 'InvalidRequest'> {
  const message = `The instrument would have ${what} after this change.`;
  return failure('InvalidRequest', message, [{ FieldName: field, ErrorCode: 'OutOfRange', Message: message }]);
}

function mergeAttributes(
  current: Readonly<Record<string, InstrumentAttributeValue>>,
  patch: Readonly<Record<string, InstrumentAttributeValue | null>>,
): { attributes: Readonly<Record<string, InstrumentAttributeValue>>; changes: AttributeChange[] } {
  const attributes: Record<string, InstrumentAttributeValue> = { ...current };
  const changes: AttributeChange[] = [];
  for (const name of Object.keys(patch).sort()) {
    const to = patch[name];
    const had = Object.hasOwn(current, name);
    const from = had ? current[name] : undefined;
    if (to === null || to === undefined) {
      if (!had) continue;
      delete attributes[name];
      changes.push(from === undefined ? { Attribute: name } : { Attribute: name, From: from });
    } else if (!had || from !== to) {
      attributes[name] = to;
      changes.push(from === undefined ? { Attribute: name, To: to } : { Attribute: name, From: from, To: to });
    }
  }
  return { attributes, changes };
}

function mergePrices(
  current: readonly InstrumentPrice[],
  patch: readonly InstrumentPrice[],
): { prices: readonly InstrumentPrice[]; added: string[]; changed: string[] } {
  if (patch.length === 0) return { prices: current, added: [], changed: [] };
  const byDate = new Map<string, string>();
  for (const p of current) byDate.set(p.Date, p.Price);
  const added: string[] = [];
  const changed: string[] = [];
  for (const p of patch) {
    const before = byDate.get(p.Date);
    if (before === undefined) added.push(p.Date);
    else if (before !== p.Price) changed.push(p.Date);
    byDate.set(p.Date, p.Price);
  }
  const prices = [...byDate].map(([day, price]) => ({ Date: day, Price: price }));
  prices.sort((a, b) => (a.Date < b.Date ? -1 : a.Date > b.Date ? 1 : 0));
  return { prices, added, changed };
}
