import type { Catalog, CompiledAccountType } from '../../catalog/types.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { clip, isPlainObject, ownValue } from '../fields/json-value.js';

/** The stored account's type, from the host context; an unknown slug is a host error, reported, not thrown. */
export function accountTypeOf(
  catalog: Catalog,
  ctx: unknown,
): { ok: true; type: CompiledAccountType } | Failure<'UnknownAccountType'> {
  // ctx is { AccountTypeCode } or { Account: { AccountTypeCode, ... } } (the stored account).
  const account = isPlainObject(ctx) ? ownValue(ctx, 'Account') : undefined;
  const code = isPlainObject(ctx)
    ? (ownValue(ctx, 'AccountTypeCode') ?? (isPlainObject(account) ? ownValue(account, 'AccountTypeCode') : undefined))
    : undefined;
  const type = typeof code === 'string' ? catalog.typeBySlug.get(code) : undefined;
  if (type) return { ok: true, type };
  const m =
    `The account's AccountTypeCode ${typeof code === 'string' ? JSON.stringify(clip(code)) : '(none)'} is ` +
    `not an account type in the catalog.`;
  return failure('UnknownAccountType', m, [
    { FieldName: 'AccountTypeCode', ErrorCode: 'UnknownAccountType', Message: m },
  ]);
}
