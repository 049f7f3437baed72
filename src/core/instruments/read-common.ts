import type { Catalog } from '../catalog/types.js';
import { clip } from '../requests/fields/json-value.js';
import { textParser } from '../requests/fields/parse-text.js';
import { type Parsed, type Parser, parsedError, parsedOk } from '../requests/fields/parsed.js';
import { INSTRUMENT_LIMITS } from './limits.js';

export const parseInstrumentName: Parser<string> = textParser({ max_chars: INSTRUMENT_LIMITS.name_chars });

/** A JSON integer 0 to 8: the decimals a quantity of the instrument may have. */
export function parseQuantityScale(input: unknown): Parsed<number> {
  if (typeof input !== 'number' || !Number.isInteger(input))
    return parsedError('InvalidFormat', 'must be a JSON integer');
  if (input < 0 || input > INSTRUMENT_LIMITS.max_quantity_scale)
    return parsedError('OutOfRange', `must be from 0 to ${INSTRUMENT_LIMITS.max_quantity_scale}`);
  return parsedOk(input);
}

/** One of the catalog's asset classes, matched exactly. */
export function assetClassParser(catalog: Catalog): Parser<string> {
  return (input: unknown): Parsed<string> => {
    if (typeof input !== 'string') return parsedError('InvalidFormat', 'must be a string naming an asset class');
    if (catalog.assetClassIndex.has(input)) return parsedOk(input);
    const names = catalog.assetClasses.map((c) => c.Name);
    return parsedError('InvalidValue', `must be one of ${names.join(', ')}, not ${JSON.stringify(clip(input))}`);
  };
}
