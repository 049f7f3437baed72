import { z } from 'zod';
import { parseIsoDate } from '../shared/dates.js';
import type { FieldError } from '../shared/error-codes.js';
import { type Decimal, parseAmount } from '../shared/money.js';
import { MAX_MOVEMENT_HISTORY, MOVEMENT_KINDS, type MovementRefused } from './types.js';

// zod schemas for the facts of the movement rules: malformed facts become InvalidRequest with
// one FieldError per problem, never an exception.

const MAX_ID_LENGTH = 200;

export const IdText = z.string().min(1).max(MAX_ID_LENGTH);

export const IsoDateText = z.string().refine((s) => parseIsoDate(s) !== undefined, 'must be a date YYYY-MM-DD');

/** A positive amount (or zero / negative when allowed) as a number or decimal string, parsed to a Decimal. */
export function amountSchema(opts: { allowZero?: boolean; allowNegative?: boolean } = {}) {
  return z.union([z.number(), z.string()]).transform((v, ctx): Decimal => {
    const r = parseAmount(v, opts);
    if (!r.ok) {
      ctx.addIssue({ code: 'custom', message: r.message });
      return z.NEVER;
    }
    return r.value;
  });
}

export const AccountSchema = z.object({
  AccountId: IdText,
  AccountTypeCode: z.string().min(1).max(MAX_ID_LENGTH),
  OwnerId: IdText,
  DecedentId: IdText.optional(),
  SimpleFirstParticipationDate: IsoDateText.optional(),
  BeneficiaryDateOfBirth: IsoDateText.optional(),
});
export type ParsedAccount = z.infer<typeof AccountSchema>;

export const OwnerSchema = z.object({ DateOfBirth: IsoDateText.optional() });

export const HistorySchema = z
  .array(
    z.object({
      Kind: z.enum(MOVEMENT_KINDS),
      FromAccountTypeCode: z.string().min(1).max(MAX_ID_LENGTH),
      ToAccountTypeCode: z.string().min(1).max(MAX_ID_LENGTH),
      DistributionDate: IsoDateText,
      FromAccountId: IdText.optional(),
      ToAccountId: IdText.optional(),
    }),
  )
  .max(MAX_MOVEMENT_HISTORY);
export type ParsedHistory = z.infer<typeof HistorySchema>;

/** Field errors from a zod failure: the path joined with dots, `Required` for a missing field. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.slice(0, 32).map((i) => {
    const FieldName = i.path.map(String).join('.') || '(facts)';
    const missing = i.code === 'invalid_type' && /received undefined/.test(i.message);
    return { FieldName, ErrorCode: missing ? 'Required' : 'Invalid', Message: i.message };
  });
}

/** Parses facts with a schema, or answers InvalidRequest. */
export function parseFacts<S extends z.ZodType>(
  schema: S,
  facts: unknown,
): { ok: true; value: z.output<S> } | { ok: false; refused: MovementRefused } {
  const r = schema.safeParse(facts);
  if (r.success) return { ok: true, value: r.data };
  const Errors = fieldErrors(r.error);
  const Message = `the facts are not valid: ${Errors.map((e) => `${e.FieldName} ${e.Message}`).join('; ')}`;
  return {
    ok: false,
    refused: { ok: false, ErrorCode: 'InvalidRequest', Message, Errors, Reasons: [], Unchecked: [] },
  };
}
