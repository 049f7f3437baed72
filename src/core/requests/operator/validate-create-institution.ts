import type { Catalog } from '../../catalog/types.js';
import { type Failure, type FieldError, failure } from '../../shared/error-codes.js';
import { checkKeys } from '../fields/check-keys.js';
import { FieldCollector } from '../fields/field-collector.js';
import { clip, isAbsent, isPlainObject, ownValue } from '../fields/json-value.js';
import { textParser } from '../fields/parse-text.js';
import { summarizeErrors } from '../fields/summarize.js';
import { REQUEST_LIMITS } from '../limits.js';
import { bodyObject } from './body-object.js';
import { readStringList } from './read-string-list.js';
import { OPERATOR_NAME_CHARS } from './validate-create-provider.js';

export interface NormalizedCreateInstitution {
  readonly Name: string;
  /** Catalog authority names, de-duplicated in order. */
  readonly Authorities: readonly string[];
  /** Held authority to the catalog asset classes its approval covers. */
  readonly AssetScopes: Readonly<Record<string, readonly string[]>>;
}

export type CreateInstitutionResult =
  | { readonly ok: true; readonly value: NormalizedCreateInstitution }
  | Failure<'InvalidRequest'>;

/** Most authorities, and most asset classes per scope, one institution may list. */
export const MAX_INSTITUTION_LIST = 64;
const name = textParser({ max_chars: OPERATOR_NAME_CHARS });

function readScopes(
  catalog: Catalog,
  raw: unknown,
  held: readonly string[],
): { value: Record<string, readonly string[]>; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const value: Record<string, readonly string[]> = {};
  if (isAbsent(raw)) return { value, errors };
  if (!isPlainObject(raw)) {
    errors.push({ FieldName: 'AssetScopes', ErrorCode: 'InvalidFormat', Message: 'AssetScopes must be an object.' });
    return { value, errors };
  }
  const keys = Object.keys(raw);
  if (keys.length > MAX_INSTITUTION_LIST) {
    errors.push({
      FieldName: 'AssetScopes',
      ErrorCode: 'TooLong',
      Message: `AssetScopes may name at most ${MAX_INSTITUTION_LIST} authorities.`,
    });
    return { value, errors };
  }
  for (const auth of keys) {
    const field = `AssetScopes.${clip(auth)}`;
    if (!held.includes(auth))
      errors.push({
        FieldName: field,
        ErrorCode: 'InvalidValue',
        Message: 'An asset scope must name an authority the institution holds.',
      });
    const list = readStringList(raw, auth, MAX_INSTITUTION_LIST, true);
    for (const e of list.errors) errors.push({ ...e, FieldName: `AssetScopes.${clip(e.FieldName)}` });
    for (const cl of list.value ?? [])
      if (!catalog.assetClassIndex.has(cl))
        errors.push({ FieldName: field, ErrorCode: 'InvalidValue', Message: `Unknown asset class ${clip(cl)}.` });
    if (list.value !== undefined) value[auth] = list.value;
  }
  return { value, errors };
}

/**
 * POST /v1/institutions `{ Name, Authorities, AssetScopes? }` (design.md section 5): every
 * authority is a catalog authority (spec part 2.5); every AssetScopes key is an authority the
 * institution holds, and every class it lists a catalog asset class. Never throws.
 */
export function validateCreateInstitutionRequest(catalog: Catalog, body: unknown): CreateInstitutionResult {
  const b = bodyObject(body);
  if (!b.ok) return b;
  const keyErrors = checkKeys(b.value, {
    known: new Set(['Name', 'Authorities', 'AssetScopes']),
    what: 'the Create Institution request',
  });
  const f = new FieldCollector(b.value);
  const Name = f.read('Name', name, 'required');
  const authorities = readStringList(b.value, 'Authorities', MAX_INSTITUTION_LIST, true);
  const held = authorities.value ?? [];
  const errors: FieldError[] = [...f.errors, ...authorities.errors];
  for (const a of held)
    if (!catalog.authorityBit.has(a))
      errors.push({ FieldName: 'Authorities', ErrorCode: 'InvalidValue', Message: `Unknown authority ${clip(a)}.` });
  const scopes = readScopes(catalog, ownValue(b.value, 'AssetScopes'), held);
  errors.push(...scopes.errors, ...keyErrors);
  if (errors.length > 0 || Name === undefined || authorities.value === undefined) {
    const listed = errors.slice(0, REQUEST_LIMITS.max_field_errors);
    return failure('InvalidRequest', summarizeErrors('The Create Institution request', errors), listed);
  }
  return { ok: true, value: { Name, Authorities: authorities.value, AssetScopes: scopes.value } };
}
