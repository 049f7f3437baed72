import type { MovementErrorCode, MovementReason, MovementRefused } from './types.js';

/** A refusal by a rule, carrying the reasons and unchecked facts established before it. */
export function refuse(
  ErrorCode: MovementErrorCode,
  Rule: string,
  Message: string,
  Source: string,
  so_far: { reasons: readonly MovementReason[]; unchecked: readonly string[] },
  extra: { field?: string; details?: Readonly<Record<string, string>> } = {},
): MovementRefused {
  return {
    ok: false,
    ErrorCode,
    Message,
    Errors: extra.field ? [{ FieldName: extra.field, ErrorCode, Message }] : [],
    Rule,
    Source,
    Reasons: [...so_far.reasons],
    Unchecked: [...new Set(so_far.unchecked)],
    ...(extra.details ? { Details: extra.details } : {}),
  };
}
