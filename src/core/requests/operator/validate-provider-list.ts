import type { Catalog } from '../../catalog/types.js';
import { type Failure, type FieldError, failure } from '../../shared/error-codes.js';
import { checkKeys } from '../fields/check-keys.js';
import { clip } from '../fields/json-value.js';
import { summarizeErrors } from '../fields/summarize.js';
import { REQUEST_LIMITS } from '../limits.js';
import { bodyObject } from './body-object.js';
import { readStringList } from './read-string-list.js';

/** The list field of PUT /v1/providers/{ProviderId}/contracts and .../gates. */
export type ProviderListField = 'AccountTypeCodes' | 'SatisfiedGates';

/** Most slugs one contracts or gates list may hold. */
export const MAX_PROVIDER_LIST = 1024;

export type ProviderListResult =
  | { readonly ok: true; readonly value: readonly string[] }
  | Failure<'InvalidRequest' | 'UnknownAccountType'>;

/**
 * `{ AccountTypeCodes }` or `{ SatisfiedGates }` (design.md section 5; a gate is named by the
 * type's slug): a list of catalog slugs, de-duplicated in order. A legacy three-letter code or
 * any other non-slug is UnknownAccountType, naming the slug a legacy code stood for. Never throws.
 */
export function validateProviderListRequest(
  catalog: Catalog,
  body: unknown,
  field: ProviderListField,
): ProviderListResult {
  const b = bodyObject(body);
  if (!b.ok) return b;
  const what = field === 'AccountTypeCodes' ? 'the Set Provider Contracts request' : 'the Set Provider Gates request';
  const keyErrors = checkKeys(b.value, { known: new Set([field]), what });
  const list = readStringList(b.value, field, MAX_PROVIDER_LIST, true);
  const errors = [...list.errors, ...keyErrors];
  if (errors.length > 0 || list.value === undefined)
    return failure('InvalidRequest', summarizeErrors(what.replace(/^the/, 'The'), errors), errors);
  const unknown = list.value.filter((s) => !catalog.typeBySlug.has(s));
  if (unknown.length === 0) return { ok: true, value: list.value };
  const fieldErrors: FieldError[] = unknown.slice(0, REQUEST_LIMITS.max_field_errors).map((s) => {
    const legacy = catalog.legacyCodes.get(s);
    return {
      FieldName: field,
      ErrorCode: 'UnknownAccountType',
      Message: `${clip(s)} is not in the catalog${legacy !== undefined ? ` (legacy code of ${legacy})` : ''}.`,
    };
  });
  const named = unknown.slice(0, 5).map(clip).join(', ');
  return failure('UnknownAccountType', `Not an account type slug: ${named}.`, fieldErrors);
}
