import { z } from '@hono/zod-openapi';
import { ErrorCodeSchema, TransportErrorCodeSchema } from './enums.js';

// Wire schemas of the reference service. They document the API (OpenAPI 3.1 is generated from
// them) and check shapes; every business rule is the engine's (src/core).

export const Guid = z.string().uuid().openapi({ example: '3f2b8c1e-5d0a-4c11-9f3e-2a7b6c5d4e3f' });
export const DateTime = z.string().openapi({ format: 'date-time', example: '2026-01-15T14:03:00.000Z' });
export const Money = z.union([z.number(), z.string()]).openapi({
  description: 'Decimal amount: a JSON number or a decimal string, at most the currency minor units (2 for USD).',
  example: 125.5,
});
export const MoneyOut = z
  .number()
  .openapi({ description: 'Decimal amount with its minor units (exact up to 2^53 cents).', example: 125.5 });

export const FieldErrorSchema = z
  .object({
    FieldName: z.string().openapi({
      description: 'The request field at fault, dotted for nested fields (Contact.Email); empty for the whole body.',
      example: 'DecedentDateOfDeath',
    }),
    ErrorCode: z.string().openapi({
      description:
        'The per-field rule that failed (Required, InvalidFormat, NotAllowed, UnknownField, or the rule ' +
        'the catalog or engine names).',
      example: 'Required',
    }),
    Message: z.string().openapi({ description: 'What is wrong and what to send instead.' }),
  })
  .openapi('FieldError', { description: 'One problem with one field of the request.' });

export const ResponseStatusSchema = z
  .object({
    ErrorCode: z.union([ErrorCodeSchema, TransportErrorCodeSchema]).openapi({
      description: 'A handled ErrorCode (HTTP 200) or a TransportErrorCode (non-2xx).',
    }),
    Message: z.string().openapi({ description: 'One readable sentence: what went wrong and what to do.' }),
    Errors: z
      .array(FieldErrorSchema)
      .optional()
      .openapi({ description: 'Per-field problems, when the failure is about fields of the request.' }),
  })
  .openapi('ResponseStatus', { description: 'Why a request failed.' });

export const RequestIdSchema = z
  .number()
  .int()
  .openapi({ description: '13-digit id of this request, traceable in the audit log.', example: 1000000004217 });

/** The envelope of a failed request (Status 0). */
export const ErrorEnvelope = z
  .object({
    RequestId: RequestIdSchema,
    Status: z.literal(0).openapi({ description: '0: the request failed; ResponseStatus says why.' }),
    ResponseStatus: ResponseStatusSchema,
  })
  .openapi('ErrorEnvelope', { description: 'A failed request: a handled error (HTTP 200) or a transport error.' });

export const DecisionWarningSchema = z
  .object({
    Code: z.string().openapi({ description: 'What the warning is about (for example DisclosureRequired).' }),
    Message: z.string().openapi({ description: 'One readable sentence.' }),
    Source: z.string().optional().openapi({ description: 'The rule or law the warning comes from.' }),
  })
  .openapi('DecisionWarning', { description: 'A non-fatal note of a decision that went through.' });

export const DecisionReasonSchema = z
  .object({
    Rule: z.string().openapi({ description: 'The rule applied.' }),
    Message: z.string().openapi({ description: 'What it decided, in one readable sentence.' }),
    Source: z.string().optional().openapi({ description: 'The statute, regulation, notice or form it comes from.' }),
  })
  .openapi('DecisionReason', { description: 'Why a decision went the way it did.' });

/** A write's decision notes, present only when non-empty (design.md section 7). */
const DecisionNotes = {
  Reasons: z.array(DecisionReasonSchema).optional().openapi({
    description: 'Why the decision went through as it did: each rule applied, with its source.',
  }),
  Warnings: z.array(DecisionWarningSchema).optional().openapi({
    description: 'Non-fatal notes of the decision that went through (for example a missing disclosure).',
  }),
  Unchecked: z.array(z.string()).optional().openapi({
    description: 'Facts a rule would read that were not given: that rule was not applied, never assumed.',
  }),
};

/**
 * `{ RequestId, Status: 1, ...fields }` or the failure envelope (both HTTP 200); writes may add Reasons, Warnings,
 * Unchecked.
 */
export function envelope<T extends z.ZodRawShape>(name: string, fields: T) {
  // A response's own field of the same name (the tax forms' Reasons) is kept; the note is left out.
  const notes = Object.fromEntries(Object.entries(DecisionNotes).filter(([k]) => !Object.hasOwn(fields, k)));
  return z
    .object({
      RequestId: RequestIdSchema,
      Status: z.literal(1).openapi({ description: '1: the request succeeded.' }),
      ...fields,
      ...(notes as Omit<typeof DecisionNotes, keyof T>),
    })
    .openapi(name);
}

export const PageQuery = z.object({
  PageNumber: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional()
    .openapi({ param: { name: 'PageNumber', in: 'query' }, description: 'From 1 (default 1).', example: '1' }),
  PageSize: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional()
    .openapi({ param: { name: 'PageSize', in: 'query' }, description: 'Default 25, at most 100.', example: '25' }),
});

export const pathParam = (name: string) => z.object({ [name]: Guid.openapi({ param: { name, in: 'path' } }) });
