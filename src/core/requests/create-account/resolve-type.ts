import type { Catalog, CompiledAccountType } from '../../catalog/types.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { clip, hasOwn, isAbsent, type JsonObject, ownValue } from '../fields/json-value.js';

type Resolved =
  | { readonly ok: true; readonly type: CompiledAccountType }
  | Failure<'InvalidRequest' | 'UnknownAccountType'>;

/**
 * Steps 2-4 of Create Account: the removed TaxType, then AccountTypeCode present and a string,
 * then a catalog slug. A legacy three-letter code is named with the slug it maps to, and refused.
 */
export function resolveAccountType(catalog: Catalog, body: JsonObject): Resolved {
  if (hasOwn(body, 'TaxType')) {
    const message =
      'TaxType was removed from the interface and is not accepted; identify the account type by ' +
      'AccountTypeCode (its slug). ' +
      "Tax treatment is now described by the type's Contributions and Earnings attributes.";
    return failure('UnknownAccountType', message, [
      { FieldName: 'TaxType', ErrorCode: 'FieldRemoved', Message: message },
    ]);
  }
  const code = ownValue(body, 'AccountTypeCode');
  if (isAbsent(code)) {
    const message = 'AccountTypeCode is required: the slug of the account type to open, for example "sep-ira".';
    return failure('InvalidRequest', message, [
      { FieldName: 'AccountTypeCode', ErrorCode: 'Required', Message: message },
    ]);
  }
  if (typeof code !== 'string') {
    const message = 'AccountTypeCode must be a string: the slug of the account type to open.';
    return failure('InvalidRequest', message, [
      { FieldName: 'AccountTypeCode', ErrorCode: 'InvalidFormat', Message: message },
    ]);
  }
  const type = catalog.typeBySlug.get(code);
  if (type) return { ok: true, type };
  const message = unknownTypeMessage(catalog, code);
  return failure('UnknownAccountType', message, [
    { FieldName: 'AccountTypeCode', ErrorCode: 'UnknownAccountType', Message: message },
  ]);
}

function unknownTypeMessage(catalog: Catalog, code: string): string {
  const legacy = catalog.legacyCodes.get(code) ?? catalog.legacyCodes.get(code.toUpperCase());
  if (legacy !== undefined && code.length === 3)
    return (
      `${JSON.stringify(code)} is a legacy three-letter code (it maps to the slug "${legacy}"); legacy codes ` +
      `are not accepted by the API. Send AccountTypeCode "${legacy}".`
    );
  const lower = catalog.typeBySlug.get(code.toLowerCase());
  if (lower)
    return (
      `AccountTypeCode ${JSON.stringify(clip(code))} is not a slug; slugs are lower case: did you mean ` +
      `"${lower.Slug}"?`
    );
  return (
    `AccountTypeCode ${JSON.stringify(clip(code))} is not an account type in the catalog; GET ` +
    `/v1/account-types lists the types available to you.`
  );
}
