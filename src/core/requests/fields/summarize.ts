import type { FieldError } from '../../shared/error-codes.js';

const LISTED = 6;

/** Top-level message naming the failing fields and their codes: "3 problems: ClientId (Required), ...". */
export function summarizeErrors(what: string, errors: readonly FieldError[]): string {
  if (errors.length === 1 && errors[0]) return `${what} is invalid: ${errors[0].Message}`;
  const named = errors.slice(0, LISTED).map((e) => `${e.FieldName || '(body)'} (${e.ErrorCode})`);
  const more = errors.length > LISTED ? ` and ${errors.length - LISTED} more` : '';
  return `${what} has ${errors.length} problems: ${named.join(', ')}${more}. See Errors for each.`;
}
