import type { Catalog } from '../../catalog/types.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { checkKeys } from '../fields/check-keys.js';
import { summarizeErrors } from '../fields/summarize.js';
import { bodyObject } from './body-object.js';

/** POST /v1/providers/{ProviderId}/keys takes `{}` (or no body): the key material is the service's. Never throws. */
export function validateIssueKeyRequest(
  _catalog: Catalog,
  body: unknown,
): { readonly ok: true } | Failure<'InvalidRequest'> {
  const b = bodyObject(body);
  if (!b.ok) return b;
  const errors = checkKeys(b.value, { known: new Set(), what: 'the Create Provider Key request' });
  return errors.length > 0
    ? failure('InvalidRequest', summarizeErrors('The Create Provider Key request', errors), errors)
    : { ok: true };
}
