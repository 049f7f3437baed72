// The typed client (acctos/client) and the wire schemas (the ones the OpenAPI document is built
// from) describe the same shapes. The client cannot import the schemas (it runs without zod or
// @hono/zod-openapi), so this file holds them together: each line below fails to compile (tsc in
// `npm test`) when a field is added, removed or retyped on one side only.
import type { z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import type * as C from '../../src/client/types.js';
import type * as AccountTypes from '../../src/server/schemas/account-types.js';
import type * as Accounts from '../../src/server/schemas/accounts.js';
import type * as Clients from '../../src/server/schemas/clients.js';
import type * as Common from '../../src/server/schemas/common.js';
import type * as Operator from '../../src/server/schemas/operator.js';
import type * as OwnerYears from '../../src/server/schemas/owner-years.js';
import type * as Plans from '../../src/server/schemas/plans.js';
import type * as Transactions from '../../src/server/schemas/transactions.js';
import type * as Webhooks from '../../src/server/webhooks/schemas.js';

/** A type without readonly, index signatures or `undefined` in optional fields, recursively. */
type Plain<T> = T extends readonly (infer U)[]
  ? Plain<U>[]
  : T extends object
    ? { -readonly [K in keyof T as string extends K ? never : K]: Plain<Exclude<T[K], undefined>> }
    : T;
/** True when A and B accept the same values (each assignable to the other). */
type Same<A, B> = [Plain<A>] extends [Plain<B>] ? ([Plain<B>] extends [Plain<A>] ? true : false) : false;
type Wire<S extends z.ZodType> = z.infer<S>;
type Obj<Shape extends z.ZodRawShape> = z.infer<z.ZodObject<Shape>>;
/** A response envelope's own fields (without RequestId, Status, Warnings, Unchecked). */
type Fields<S extends z.ZodType> = Omit<z.infer<S>, 'RequestId' | 'Status' | 'Warnings' | 'Unchecked'>;

export const AGREE: readonly true[] = [
  true satisfies Same<C.CreateClientRequest, Wire<typeof Clients.CreateClientRequest>>,
  true satisfies Same<C.UpdateClientRequest, Wire<typeof Clients.UpdateClientRequest>>,
  true satisfies Same<C.ClientRecord, Obj<typeof Clients.ClientRecord>>,
  true satisfies Same<C.UpdateAccountRequest, Wire<typeof Accounts.UpdateAccountRequest>>,
  true satisfies Same<C.AccountBalance, Wire<typeof Accounts.AccountBalanceSchema>>,
  true satisfies Same<C.AccountRecord, Obj<typeof Accounts.AccountRecord>>,
  true satisfies Same<C.FundAccountRequest, Wire<typeof Transactions.FundAccountRequest>>,
  true satisfies Same<C.TransactRequest, Wire<typeof Transactions.TransactRequest>>,
  true satisfies Same<C.TransactionRecord, Obj<typeof Transactions.TransactionRecord>>,
  true satisfies Same<C.OwnerYearFacts, Obj<typeof OwnerYears.OwnerYearFieldsSchema>>,
  true satisfies Same<C.OwnerYearRecord, Fields<typeof OwnerYears.OwnerYearResponse>>,
  true satisfies Same<C.AccountTypeAvailability, Wire<typeof AccountTypes.AccountTypeEntry>>,
  true satisfies Same<C.CreateWebhookEndpointRequest, Wire<typeof Webhooks.CreateWebhookEndpointRequest>>,
  true satisfies Same<C.WebhookEndpointRecord, Obj<typeof Webhooks.WebhookEndpointRecord>>,
  true satisfies Same<C.JwksDocument, Wire<typeof Webhooks.JwksResponse>>,
  true satisfies Same<C.CreateInstitutionRequest, Wire<typeof Operator.CreateInstitutionRequest>>,
  true satisfies Same<C.InstitutionRecord, Fields<typeof Operator.InstitutionResponse>>,
  true satisfies Same<C.CreatePlanRequest, Wire<typeof Plans.CreatePlanRequest>>,
  true satisfies Same<C.PlanRecord, Fields<typeof Plans.PlanResponse>>,
  // The client adds its own codes for answers that never reached it (ClientErrorCode).
  true satisfies Same<
    Omit<C.ResponseStatus, 'ErrorCode'> & { ErrorCode: Exclude<C.ResponseStatus['ErrorCode'], C.ClientErrorCode> },
    Wire<typeof Common.ResponseStatusSchema>
  >,
  true satisfies Same<C.DecisionWarning, Wire<typeof Common.DecisionWarningSchema>>,
];

describe('acctos/client types and the wire schemas', () => {
  it('agree field by field (checked by tsc: see AGREE)', () => {
    expect(AGREE.every((x) => x)).toBe(true);
  });
});
