import { z } from 'zod';

// Machine-checkable opening rules, in data form. Each names the field-level ErrorCode it
// produces; the request validator interprets them (src/core/requests).

const FieldName = z.string().regex(/^[A-Z][A-Za-z0-9]*$/);
const ErrorCode = z.string().regex(/^[A-Z][A-Za-z0-9]*$/);

export const OpeningCheckSchema = z.discriminatedUnion('Kind', [
  z.strictObject({
    Kind: z.literal('FieldEquals'),
    Field: FieldName,
    Equals: z.union([z.boolean(), z.string()]),
    ErrorCode,
  }),
  z.strictObject({ Kind: z.literal('FieldOneOf'), Field: FieldName, Values: z.array(z.string()).min(1), ErrorCode }),
  z.strictObject({
    Kind: z.literal('DateOnOrBefore'),
    Field: FieldName,
    Date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    ErrorCode,
  }),
  z.strictObject({ Kind: z.literal('DateNotAfterToday'), Field: FieldName, ErrorCode }),
  z.strictObject({ Kind: z.literal('ValueRemoved'), Field: FieldName, Value: z.string(), ErrorCode }),
  z.strictObject({
    Kind: z.literal('AgeUnder'),
    DateOfBirthField: FieldName,
    ClientFallbackField: FieldName.optional(),
    AgeYears: z.number().int().min(0).max(130),
    UnlessField: FieldName.optional(),
    ErrorCode,
  }),
  z.strictObject({
    Kind: z.literal('AgeUnderAtEndOfYear'),
    DateOfBirthField: FieldName,
    AgeYears: z.number().int().min(0).max(130),
    ErrorCode,
  }),
  z.strictObject({ Kind: z.literal('InheritedDistributionDecision'), ErrorCode }),
  z.strictObject({
    Kind: z.literal('ParameterLimit'),
    Field: FieldName,
    Parameter: z.string(),
    YearField: FieldName,
    ErrorCode,
  }),
]);
export type OpeningCheck = z.infer<typeof OpeningCheckSchema>;
