// The typed client (acctos/client) and the wire schemas (the ones the OpenAPI document is built
// from) describe the same shapes. The client cannot import the schemas (it runs without zod or
// @hono/zod-openapi), so this file holds them together: each line below fails to compile (tsc in
// `npm test`) when a field is added, removed or retyped on one side only.
import type { z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import type * as C from '../../src/client/types.js';
import type { ForfeitureAnswer, ForfeitureRequestSchema } from '../../src/core/decisions/forfeiture/facts.js';
import type * as AccountTypes from '../../src/server/schemas/account-types.js';
import type * as Accounts from '../../src/server/schemas/accounts.js';
import type * as Clients from '../../src/server/schemas/clients.js';
import type * as Common from '../../src/server/schemas/common.js';
import type * as Holdings from '../../src/server/schemas/holdings.js';
import type * as Movements from '../../src/server/schemas/movements.js';
import type * as Operator from '../../src/server/schemas/operator.js';
import type * as Directory from '../../src/server/schemas/operator-directory.js';
import type * as OwnerYears from '../../src/server/schemas/owner-years.js';
import type * as Plans from '../../src/server/schemas/plans.js';
import type * as Transactions from '../../src/server/schemas/transactions.js';
import type * as Withdrawals from '../../src/server/schemas/withdrawals.js';
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
  // The rest of the lifecycle (design.md section 8).
  true satisfies Same<C.WithdrawalRequest, Wire<typeof Withdrawals.WithdrawalRequest>>,
  true satisfies Same<C.WithdrawalResult, Fields<typeof Withdrawals.WithdrawalResponse>>,
  true satisfies Same<C.RequiredDistributionStatus, Fields<typeof Withdrawals.RequiredDistributionsResponse>>,
  // The forms' boxes are open objects on the server too; this holds the fields that are certain.
  true satisfies Same<C.TaxFormsResult, Fields<typeof Withdrawals.TaxFormsResponse>>,
  true satisfies Same<C.BeneficiariesRequest, Wire<typeof Holdings.BeneficiariesRequest>>,
  true satisfies Same<C.BeneficiaryList, Fields<typeof Holdings.BeneficiariesResponse>>,
  true satisfies Same<C.CreateInstrumentRequest, Wire<typeof Holdings.CreateInstrumentRequest>>,
  true satisfies Same<C.InstrumentChangeRequest, Wire<typeof Holdings.InstrumentChangeRequest>>,
  true satisfies Same<C.InstrumentRecord, Fields<typeof Holdings.InstrumentResponse>>,
  true satisfies Same<
    { InstrumentId: string; Instrument: C.InstrumentRecord },
    Fields<typeof Holdings.CreateInstrumentResponse>
  >,
  true satisfies Same<C.InstrumentChangeResult, Fields<typeof Holdings.InstrumentChangeResponse>>,
  true satisfies Same<C.InstitutionChangeRequest, Wire<typeof Holdings.InstitutionChangeRequest>>,
  true satisfies Same<C.InstitutionChangeResult, Fields<typeof Holdings.InstitutionChangeResponse>>,
  true satisfies Same<C.InvestmentOrderRequest, Wire<typeof Holdings.InvestmentOrderRequest>>,
  true satisfies Same<C.InvestmentDirectiveRequest, Wire<typeof Transactions.InvestRequest>>,
  true satisfies Same<C.InvestmentResult, Fields<typeof Holdings.InvestmentResponse>>,
  true satisfies Same<C.HoldingRecord, Wire<typeof Holdings.HoldingSchema>>,
  true satisfies Same<C.Paged & { Holdings: C.HoldingRecord[] }, Fields<typeof Holdings.HoldingListResponse>>,
  true satisfies Same<C.TransferRequest, Wire<typeof Movements.TransferRequest>>,
  true satisfies Same<C.RolloverRequest, Wire<typeof Movements.RolloverRequest>>,
  true satisfies Same<C.RothConversionRequest, Wire<typeof Movements.RothConversionRequest>>,
  true satisfies Same<C.RecharacterizationRequest, Wire<typeof Movements.RecharacterizationRequest>>,
  true satisfies Same<C.MovementResult, Fields<typeof Movements.TransferResponse>>,
  true satisfies Same<C.RolloverResult, Fields<typeof Movements.RolloverResponse>>,
  true satisfies Same<C.RothConversionResult, Fields<typeof Movements.RothConversionResponse>>,
  true satisfies Same<C.RecharacterizationResult, Fields<typeof Movements.RecharacterizationResponse>>,
  // The forfeiture route's wire schemas are not exported (src/server/routes/forfeitures.ts); the
  // route mirrors the engine's own request schema and answer, so those hold the client here.
  true satisfies Same<C.ForfeitureRequest, z.input<typeof ForfeitureRequestSchema>>,
  true satisfies Same<C.ForfeitureResult, ForfeitureAnswer>,
  // The operator's directory and single contract or gate changes.
  true satisfies Same<C.ProviderRecord, Wire<typeof Directory.ProviderRecordSchema>>,
  true satisfies Same<C.ProviderRecord, Fields<typeof Directory.ProviderResponse>>,
  true satisfies Same<C.Paged & { Providers: C.ProviderRecord[] }, Fields<typeof Directory.ProviderListResponse>>,
  true satisfies Same<C.KeyRecord, Fields<typeof Directory.KeyRecordResponse>>,
  true satisfies Same<C.Paged & { Keys: C.KeyRecord[] }, Fields<typeof Directory.KeyListResponse>>,
  true satisfies Same<C.InstitutionRecord, Wire<typeof Directory.InstitutionRecordSchema>>,
  true satisfies Same<
    C.Paged & { Institutions: C.InstitutionRecord[] },
    Fields<typeof Directory.InstitutionListResponse>
  >,
  true satisfies Same<
    { ProviderId: string; AccountTypeCodes: string[] },
    Fields<typeof Directory.ContractListResponse>
  >,
  true satisfies Same<{ ProviderId: string; SatisfiedGates: string[] }, Fields<typeof Directory.GateListResponse>>,
  // The event log.
  true satisfies Same<C.EventRecord, Wire<typeof Webhooks.EventSchema>>,
  true satisfies Same<C.Paged & { Events: C.EventRecord[] }, Fields<typeof Webhooks.EventListResponse>>,
  true satisfies Same<C.EventRecord & { Deliveries: C.EventDelivery[] }, Fields<typeof Webhooks.EventResponse>>,
  true satisfies Same<
    { EventId: string; WebhookEndpointId: string; DeliveryStatus: 'Pending'; NextAttemptDate: string },
    Fields<typeof Webhooks.RedeliverEventResponse>
  >,
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
