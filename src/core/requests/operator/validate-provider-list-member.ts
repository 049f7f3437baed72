import type { Catalog } from '../../catalog/types.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { checkKeys } from '../fields/check-keys.js';
import { clip } from '../fields/json-value.js';
import { summarizeErrors } from '../fields/summarize.js';
import { bodyObject } from './body-object.js';

/** Which list one member change touches, and whether it adds or removes. */
export interface ProviderListMemberChange {
  readonly list: 'contracts' | 'gates';
  readonly change: 'add' | 'remove';
}

const OPERATION_NAMES = {
  contracts: { add: 'the Add Provider Contract request', remove: 'the Remove Provider Contract request' },
  gates: { add: 'the Add Provider Gate request', remove: 'the Remove Provider Gate request' },
} as const;

/**
 * PUT or DELETE /v1/providers/{ProviderId}/contracts/{AccountTypeCode} (and .../gates/...): the
 * body takes no field (absent reads as `{}`), and the path names a catalog slug. A legacy
 * three-letter code or any other non-slug is UnknownAccountType, naming the slug a legacy code
 * stood for. A removal of a slug the list holds is accepted even when the catalog no longer has
 * it (so a stale entry can always be taken out). Never throws.
 */
export function validateProviderListMember(
  catalog: Catalog,
  body: unknown,
  slug: string,
  current: readonly string[] | null,
  kind: ProviderListMemberChange,
): { readonly ok: true; readonly value: string } | Failure<'InvalidRequest' | 'UnknownAccountType'> {
  const b = bodyObject(body);
  if (!b.ok) return b;
  const what = OPERATION_NAMES[kind.list][kind.change];
  const errors = checkKeys(b.value, { known: new Set(), what });
  if (errors.length > 0) return failure('InvalidRequest', summarizeErrors(what.replace(/^the/, 'The'), errors), errors);
  if (catalog.typeBySlug.has(slug)) return { ok: true, value: slug };
  if (kind.change === 'remove' && current !== null && current.includes(slug)) return { ok: true, value: slug };
  const legacy = catalog.legacyCodes.get(slug);
  const hint =
    legacy !== undefined
      ? `${clip(slug)} is a legacy code: use its slug ${legacy}.`
      : `Use a slug listed by GET /v1/account-types (for example roth-ira).`;
  const message = `${clip(slug)} is not an account type slug of the catalog. ${hint}`;
  return failure('UnknownAccountType', message, [
    { FieldName: 'AccountTypeCode', ErrorCode: 'UnknownAccountType', Message: hint },
  ]);
}
