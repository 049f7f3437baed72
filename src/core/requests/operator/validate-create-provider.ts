import type { Catalog } from '../../catalog/types.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { checkKeys } from '../fields/check-keys.js';
import { FieldCollector } from '../fields/field-collector.js';
import { textParser } from '../fields/parse-text.js';
import { summarizeErrors } from '../fields/summarize.js';
import { bodyObject } from './body-object.js';

export interface NormalizedCreateProvider {
  readonly Name: string;
}

export type CreateProviderResult =
  | { readonly ok: true; readonly value: NormalizedCreateProvider }
  | Failure<'InvalidRequest'>;

/** Longest provider or institution name (the operator schemas' bound). */
export const OPERATOR_NAME_CHARS = 200;
const name = textParser({ max_chars: OPERATOR_NAME_CHARS });

/** POST /v1/providers `{ Name }` (design.md section 5). Never throws. */
export function validateCreateProviderRequest(_catalog: Catalog, body: unknown): CreateProviderResult {
  const b = bodyObject(body);
  if (!b.ok) return b;
  const keyErrors = checkKeys(b.value, { known: new Set(['Name']), what: 'the Create Provider request' });
  const f = new FieldCollector(b.value);
  const Name = f.read('Name', name, 'required');
  const errors = [...f.errors, ...keyErrors];
  if (errors.length > 0 || Name === undefined)
    return failure('InvalidRequest', summarizeErrors('The Create Provider request', errors), errors);
  return { ok: true, value: { Name } };
}
