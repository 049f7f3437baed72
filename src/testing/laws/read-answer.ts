/** An answer of the engine, or of a host's wrapper around it, reduced to what the laws judge. */
export interface ReadAnswer {
  readonly ok: boolean;
  readonly ErrorCode: string | undefined;
  /** Per-field errors when the answer carries them. */
  readonly Errors: readonly { readonly FieldName?: unknown; readonly ErrorCode?: unknown }[] | undefined;
}

/**
 * Accepts the engine's `{ ok, ErrorCode, Errors }`, the API envelope
 * `{ Status: 1 | 0, ResponseStatus: { ErrorCode, Errors } }` (design.md section 3), or a bare
 * `{ ErrorCode }` (an error when present). Anything else is reported as unreadable.
 */
export function readAnswer(answer: unknown): ReadAnswer | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const a = answer as Record<string, unknown>;
  const errorsOf = (v: unknown): ReadAnswer['Errors'] => (Array.isArray(v) ? (v as ReadAnswer['Errors']) : undefined);
  if (typeof a['ok'] === 'boolean') {
    return {
      ok: a['ok'],
      ErrorCode: typeof a['ErrorCode'] === 'string' ? a['ErrorCode'] : undefined,
      Errors: errorsOf(a['Errors']),
    };
  }
  if (a['Status'] === 1 || a['Status'] === 0) {
    const rs =
      typeof a['ResponseStatus'] === 'object' && a['ResponseStatus'] !== null
        ? (a['ResponseStatus'] as Record<string, unknown>)
        : {};
    return {
      ok: a['Status'] === 1,
      ErrorCode: typeof rs['ErrorCode'] === 'string' ? rs['ErrorCode'] : undefined,
      Errors: errorsOf(rs['Errors']),
    };
  }
  if ('ErrorCode' in a)
    return {
      ok: false,
      ErrorCode: typeof a['ErrorCode'] === 'string' ? a['ErrorCode'] : undefined,
      Errors: errorsOf(a['Errors']),
    };
  return undefined;
}
