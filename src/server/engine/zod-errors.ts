import type { z } from '@hono/zod-openapi';
import type { FieldError } from '../../core/shared/error-codes.js';

const MAX_ERRORS = 32;

/** zod issues to the envelope's per-field errors. */
export function zodFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.slice(0, MAX_ERRORS).map((i) => ({
    FieldName: i.path.map(String).join('.'),
    ErrorCode: i.code === 'invalid_type' && i.input === undefined ? 'Required' : 'InvalidValue',
    Message: i.message,
  }));
}
