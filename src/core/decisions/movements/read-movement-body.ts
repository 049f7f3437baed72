import { checkKeys, tooManyFields } from '../../requests/fields/check-keys.js';
import { parseProviderReferenceId } from '../../requests/fields/common-parsers.js';
import { FieldCollector } from '../../requests/fields/field-collector.js';
import { isPlainObject, type JsonObject } from '../../requests/fields/json-value.js';
import { parseGuid } from '../../requests/fields/parse-guid.js';
import { summarizeErrors } from '../../requests/fields/summarize.js';
import { readMoney } from '../../requests/money/read-money.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { assertFact } from '../facts-error.js';

/** The fields every movement request has (design.md section 8: the spec's conventions). */
export interface MovementRequestBase {
  /** Lower-case Guid; absent only where the operation lets the money come from outside the service. */
  readonly FromAccountId?: string;
  readonly ToAccountId: string;
  /** Positive plain decimal string with at most the currency's minor units. */
  readonly Amount: string;
  readonly Currency: string;
  readonly ProviderReferenceId?: string;
}

export const MOVEMENT_BASE_FIELDS = ['FromAccountId', 'ToAccountId', 'Amount', 'Currency', 'ProviderReferenceId'];

export type BodyResult<T> = { readonly ok: true; readonly value: T } | Failure<'InvalidRequest'>;

/**
 * Reads a movement body: a JSON object with only `known` keys, the base fields (FromAccountId
 * `required` or `optional`), then the operation's own fields through `more`, which returns
 * undefined when a field it needs is missing (its collector holds the error). Never throws.
 */
export function readMovementBody<T>(
  body: unknown,
  what: string,
  known: readonly string[],
  from: 'required' | 'optional',
  more: (f: FieldCollector, source: JsonObject) => T | undefined,
): BodyResult<MovementRequestBase & T> {
  if (!isPlainObject(body))
    return failure('InvalidRequest', 'The request body must be a JSON object.', [
      { FieldName: '', ErrorCode: 'InvalidFormat', Message: 'The request body must be a JSON object.' },
    ]);
  const keyErrors = checkKeys(body, { known: new Set([...MOVEMENT_BASE_FIELDS, ...known]), what });
  if (tooManyFields(keyErrors)) return failure('InvalidRequest', summarizeErrors(`The ${what}`, keyErrors), keyErrors);
  const f = new FieldCollector(body);
  const FromAccountId = f.read('FromAccountId', parseGuid, from);
  const ToAccountId = f.read('ToAccountId', parseGuid, 'required');
  const money = readMoney(f, false);
  const ProviderReferenceId = f.read('ProviderReferenceId', parseProviderReferenceId, 'optional');
  const own = more(f, body);
  const errors = [...f.errors, ...keyErrors];
  if (
    errors.length > 0 ||
    own === undefined ||
    ToAccountId === undefined ||
    money.Amount === undefined ||
    money.Currency === undefined
  )
    return failure('InvalidRequest', summarizeErrors(`The ${what}`, errors), errors);
  return {
    ok: true,
    value: {
      ...(FromAccountId !== undefined ? { FromAccountId } : {}),
      ToAccountId,
      Amount: money.Amount,
      Currency: money.Currency,
      ...(ProviderReferenceId !== undefined ? { ProviderReferenceId } : {}),
      ...own,
    },
  };
}

/** FromAccountId of a body read with FromAccountId `required` (the reader refused it otherwise). */
export function requiredFrom(value: MovementRequestBase): string {
  assertFact(value.FromAccountId !== undefined, 'FromAccountId was read as required');
  return value.FromAccountId;
}
