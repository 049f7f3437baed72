import type { FieldError } from '../../core/shared/error-codes.js';

/** The result shape of every engine check the server runs (design.md section 2a). */
export type EngineResult<V> =
  | { readonly ok: true; readonly value: V }
  | {
      readonly ok: false;
      readonly ErrorCode: string;
      readonly Message: string;
      readonly Errors?: readonly FieldError[];
    };
