import type { FieldError } from '../../core/shared/error-codes.js';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
const MAX_PAGE_NUMBER = 1_000_000;

export interface Page {
  readonly PageNumber: number;
  readonly PageSize: number;
  readonly offset: number;
}

/** PageNumber from 1, PageSize default 25, at most 100; anything else is InvalidRequest. */
export function parsePage(q: {
  PageNumber?: string | undefined;
  PageSize?: string | undefined;
}): { ok: true; page: Page } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const num = q.PageNumber === undefined ? 1 : Number(q.PageNumber);
  const size = q.PageSize === undefined ? DEFAULT_PAGE_SIZE : Number(q.PageSize);
  if (!Number.isInteger(num) || num < 1 || num > MAX_PAGE_NUMBER || !/^\d+$/.test(q.PageNumber ?? '1'))
    errors.push({
      FieldName: 'PageNumber',
      ErrorCode: 'OutOfRange',
      Message: `PageNumber must be a whole number from 1 to ${MAX_PAGE_NUMBER}.`,
    });
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE || !/^\d+$/.test(q.PageSize ?? '25'))
    errors.push({
      FieldName: 'PageSize',
      ErrorCode: 'OutOfRange',
      Message: `PageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
    });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, page: { PageNumber: num, PageSize: size, offset: (num - 1) * size } };
}
