import type fc from 'fast-check';
import type { Catalog } from '../../core/catalog/types.js';
import { arbitraryInvalidCreateAccount, type InvalidCreateAccountOptions } from '../create-account/invalid-request.js';
import { arbitraryCreateAccountRequest, type CreateAccountOptions } from '../create-account/valid-request.js';
import type { CreateAccountBody, CreateAccountCase, CreateAccountContext, InvalidCreateAccountCase } from '../types.js';
import { type LawOptions, type LawProperty, lawProperty, show } from './law-property.js';
import { readAnswer } from './read-answer.js';

/** The function under test: the engine's validateCreateAccount bound to a catalog, or a host's wrapper. */
export type CreateAccountFn<R> = (request: CreateAccountBody, ctx: CreateAccountContext) => R;

/**
 * Law: every request the kit builds as valid for the catalog validates (`ok: true`, or
 * `Status: 1`). Checks a host's wrapper against the engine's own acceptance rules.
 */
export function validRequestsValidate<R>(
  catalog: Catalog,
  validateFn: CreateAccountFn<R>,
  slug?: string,
  opts: CreateAccountOptions & LawOptions = {},
): LawProperty<R, [CreateAccountCase]> {
  const arb: fc.Arbitrary<CreateAccountCase> = arbitraryCreateAccountRequest(catalog, slug, opts);
  return lawProperty(
    (c: CreateAccountCase) => validateFn(c.request, c.ctx),
    arb,
    (c, answer: unknown) => {
      const a = readAnswer(answer);
      if (!a)
        throw new Error(
          `unreadable answer ${show(answer)} for a valid ${String(c.request['AccountTypeCode'])} request`,
        );
      if (!a.ok)
        throw new Error(
          `a valid ${String(c.request['AccountTypeCode'])} request was refused with ` +
            `${a.ErrorCode ?? '(no ErrorCode)'}: ${show(answer)}`,
        );
    },
    opts,
    validateFn,
  );
}

/**
 * Law: every labelled invalid request fails with the ErrorCode of its label, and when the answer
 * lists per-field Errors, they name the field at fault (and the catalog check's code, for a
 * failing check). A wrapper that swallows or renames a code is caught.
 */
export function invalidRequestsYieldTheirCode<R>(
  catalog: Catalog,
  validateFn: CreateAccountFn<R>,
  slug?: string,
  opts: InvalidCreateAccountOptions & LawOptions & { readonly fieldErrors?: boolean } = {},
): LawProperty<R, [InvalidCreateAccountCase]> {
  const arb = arbitraryInvalidCreateAccount(catalog, slug, opts);
  const fieldErrors = opts.fieldErrors ?? true;
  return lawProperty(
    (c: InvalidCreateAccountCase) => validateFn(c.request, c.ctx),
    arb,
    (c, answer: unknown) => {
      const a = readAnswer(answer);
      if (!a) throw new Error(`[${c.label}] unreadable answer ${show(answer)}`);
      if (a.ok)
        throw new Error(`[${c.label}] ${c.slug}: expected ${c.expectedErrorCode}, but the request was accepted`);
      if (a.ErrorCode !== c.expectedErrorCode)
        throw new Error(
          `[${c.label}] ${c.slug}: expected ${c.expectedErrorCode}, got ` +
            `${a.ErrorCode ?? '(no ErrorCode)'}: ${show(answer)}`,
        );
      const want = c.expectedFieldError;
      if (!fieldErrors || !want || a.Errors === undefined) return;
      const found = a.Errors.some(
        (e) =>
          (want.FieldName === undefined || e.FieldName === want.FieldName) &&
          (want.ErrorCode === undefined || e.ErrorCode === want.ErrorCode),
      );
      if (!found) throw new Error(`[${c.label}] ${c.slug}: Errors do not name ${show(want)}: ${show(a.Errors)}`);
    },
    opts,
    validateFn,
  );
}
