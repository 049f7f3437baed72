import { type OpenAPIHono, z } from '@hono/zod-openapi';
import { type DecisionEventType, FORFEITURE_REASONS, INVESTMENT_SIDES } from '../../index.js';
import type { AppEnv } from '../app-env.js';
import { DateTime, Guid } from './common.js';
import {
  AccountStatusSchema,
  AccountTypeCodeSchema,
  ClientStatusSchema,
  ClientTypeSchema,
  DistributionReasonSchema,
  PhaseSchema,
  RecordedEntryTypeSchema,
  TrumpDistributionReasonSchema,
} from './enums.js';

// The webhook events (specification part 6.2; docs/webhooks.md) as OpenAPI 3.1 `webhooks`: one
// per event type, each a POST of the delivery body { EventId, EventType, OccurredAt, Data } with
// that type's Data. The Data fields are the ones the engine's decisions emit (src/core/decisions).

const amount = (what: string) => z.number().openapi({ description: `${what} (a JSON number, minor units exact).` });
const posted = z.literal('Posted').openapi({ description: 'Posted: the money has moved.' });

const AccountCreatedData = z
  .object({
    AccountId: Guid.openapi({ description: 'The new account.' }),
    AccountNumber: z.string().openapi({ description: 'The account number the service assigned.' }),
    ClientId: Guid.openapi({ description: 'The owner.' }),
    AccountTypeCode: AccountTypeCodeSchema,
    Phase: PhaseSchema,
    AccountStatus: AccountStatusSchema,
  })
  .openapi('AccountCreatedData', { description: 'account.created: an account was opened (decideCreateAccount).' });

const AccountStatusChangedData = z
  .object({
    AccountId: Guid.openapi({ description: 'The account.' }),
    AccountStatus: AccountStatusSchema,
    PreviousAccountStatus: AccountStatusSchema,
  })
  .openapi('AccountStatusChangedData', { description: 'Update Account changed the AccountStatus.' });

const BeneficiariesReplacedData = z
  .object({
    AccountId: Guid.openapi({ description: 'The account.' }),
    Reason: z.literal('BeneficiariesReplaced').openapi({ description: 'The beneficiary list was replaced.' }),
    DesignationSetId: Guid.openapi({ description: 'The list now in force (GET .../beneficiaries).' }),
    PrimaryCount: z.number().int().openapi({ description: 'Primary beneficiaries (no names or dates of birth).' }),
    ContingentCount: z.number().int().openapi({ description: 'Contingent beneficiaries.' }),
  })
  .openapi('BeneficiariesReplacedData', { description: 'PUT .../beneficiaries replaced the designations.' });

const HoldingEligibilityChangedData = z
  .object({
    AccountId: Guid.openapi({ description: 'The account whose holdings changed.' }),
    Reason: z.literal('HoldingEligibilityChanged').openapi({ description: 'Holdings were re-evaluated.' }),
    InstrumentId: Guid.optional().openapi({ description: 'The instrument whose change caused it.' }),
    InstitutionId: Guid.optional().openapi({ description: 'The institution whose change caused it.' }),
    HoldingsFlagged: z.array(Guid).openapi({ description: 'Holdings no longer eligible.' }),
    HoldingsUnflagged: z.array(Guid).openapi({ description: 'Holdings eligible again.' }),
  })
  .openapi('HoldingEligibilityChangedData', {
    description: 'An instrument or institution change flagged or cleared holdings of the account.',
  });

const ForfeitedData = z
  .object({
    AccountId: Guid.openapi({ description: 'The account whose balance was forfeited or carried over.' }),
    Reason: z.literal('Forfeited').openapi({ description: 'A forfeiture posted (decideForfeiture).' }),
    ForfeitureId: Guid.openapi({ description: 'The forfeiture.' }),
    ForfeitureReason: z.enum(FORFEITURE_REASONS).openapi({
      description: "PlanYearEnd (an FSA plan year's close) or Termination (a commuter account's unused sub-balances).",
    }),
    Forfeited: amount('The amount forfeited to the service'),
    CarriedOver: amount('The amount carried over to the next plan year'),
    CarryoverAccountId: Guid.nullable().openapi({
      description: 'The account that received the carryover; null when none.',
    }),
    TransactionIds: z.array(Guid).openapi({ description: 'The transactions the forfeiture posted.' }),
  })
  .openapi('ForfeitedData', { description: 'POST .../forfeitures closed the plan year or terminated the account.' });

const CarryoverReceivedData = z
  .object({
    AccountId: Guid.openapi({ description: 'The account of the next plan year that received the carryover.' }),
    Reason: z.literal('CarryoverReceived').openapi({ description: 'A carryover arrived from a plan year close.' }),
    ForfeitureId: Guid.openapi({ description: 'The forfeiture that carried it over.' }),
    FromAccountId: Guid.openapi({ description: 'The account of the closed plan year.' }),
    CarriedOver: amount('The amount carried over'),
  })
  .openapi('CarryoverReceivedData', { description: 'A health FSA carryover credited this account.' });

const ClientCreatedData = z
  .object({
    ClientId: Guid.openapi({ description: 'The new client.' }),
    ClientNumber: z.string().openapi({ description: 'The client number the service assigned.' }),
    ClientType: ClientTypeSchema,
    ClientStatus: ClientStatusSchema,
  })
  .openapi('ClientCreatedData', { description: 'client.created: a client was created (decideCreateClient).' });

const ClientUpdatedData = z
  .object({
    ClientId: Guid.openapi({ description: 'The client.' }),
    ClientStatus: ClientStatusSchema,
    StatusChanged: z.boolean().openapi({ description: 'True when this update changed the ClientStatus.' }),
  })
  .openapi('ClientUpdatedData', { description: 'client.updated: a client was updated (decideUpdateClient).' });

const DepositPostedData = z
  .object({
    AccountId: Guid.openapi({ description: 'The account credited.' }),
    TransactionId: Guid.openapi({ description: 'The deposit.' }),
    Amount: amount('The amount deposited'),
    Status: posted,
  })
  .openapi('DepositPostedData', {
    description: 'deposit.posted: a deposit posted (at once, or when an ECheck or ACH deposit settled).',
  });

const withheld = (what: string) =>
  z
    .number()
    .optional()
    .openapi({ description: `${what} (withdrawal route only).` });
const WithdrawalPostedData = z
  .object({
    AccountId: Guid.openapi({ description: 'The account debited.' }),
    TransactionId: Guid.openapi({ description: 'The withdrawal transaction.' }),
    EntryType: RecordedEntryTypeSchema,
    Amount: amount('The gross amount (Form 1099-R box 1)'),
    Status: posted,
    DistributionReason: z.union([DistributionReasonSchema, TrumpDistributionReasonSchema]).optional().openapi({
      description: 'The DistributionReason of the request, when it carried one.',
    }),
    NetAmount: withheld('Paid out: Amount less withholding'),
    FederalWithheld: withheld('Federal income tax withheld'),
    StateWithheld: withheld('State income tax withheld'),
    Fee: withheld('A fee or penalty charged beside the amount'),
    DistributionCode: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: 'Form 1099-R box 7 code(s), joined; null when none (withdrawal route only).' }),
    TaxableAmount: z
      .number()
      .nullable()
      .optional()
      .openapi({ description: 'Form 1099-R box 2a as the payer knows it; null when not determined.' }),
    TaxForm: z
      .enum(['1099-R', '1099-Q', '1099-SA', 'W-2'])
      .nullable()
      .optional()
      .openapi({ description: 'The information return it is reported on; null for none.' }),
  })
  .openapi('WithdrawalPostedData', {
    description:
      'withdrawal.posted: a Distribution, Withdrawal or Reimbursement posted (Transact, or POST ' +
      '.../withdrawals with its figures).',
  });

const movement = {
  MovementId: Guid.openapi({ description: 'The movement.' }),
  FromAccountId: Guid.openapi({ description: 'The sending account.' }),
  ToAccountId: Guid.openapi({ description: 'The receiving account.' }),
  FromTransactionId: Guid.nullable().openapi({
    description: 'The debit of the sending account; null when it is not held here (an incoming rollover).',
  }),
  ToTransactionId: Guid.openapi({ description: 'The credit of the receiving account.' }),
  Amount: amount('The amount moved'),
  Currency: z.string().openapi({ description: 'ISO 4217 currency code.', example: 'USD' }),
  Status: z.literal('Completed').openapi({ description: 'Completed: both sides posted.' }),
};
const TransferCompletedData = z
  .object({
    ...movement,
    TransferKind: z.string().openapi({ description: 'The kind of trustee-to-trustee transfer.' }),
  })
  .openapi('TransferCompletedData', { description: 'transfer.completed: a trustee-to-trustee transfer posted.' });
const RolloverCompletedData = z
  .object({
    ...movement,
    RolloverKind: z.string().openapi({ description: 'DirectRollover or IndirectRollover.' }),
    FromAccountTypeCode: z.string().openapi({ description: 'The type of the account the money came from.' }),
    DistributionDate: z.string().openapi({ description: 'The date of the distribution rolled over.' }),
    TaxableAmount: amount('The taxable part'),
  })
  .openapi('RolloverCompletedData', { description: 'rollover.completed: a rollover posted.' });
const RothConversionCompletedData = z
  .object({
    ...movement,
    TaxableAmount: amount('The taxable part of the conversion'),
    FiveYearPeriodBegins: z.string().openapi({ description: "The start of the conversion's five-year period." }),
    GrossDistribution: amount('What left the traditional IRA: Amount converted plus FederalWithheld'),
    FederalWithheld: amount('Federal income tax withheld (0 when none), a distribution not converted'),
    WithholdingTransactionId: z
      .string()
      .nullable()
      .openapi({ description: 'The withheld part’s distribution transaction; null when nothing was withheld.' }),
  })
  .openapi('RothConversionCompletedData', { description: 'rothconversion.completed: a Roth conversion posted.' });
const RecharacterizationCompletedData = z
  .object({
    ...movement,
    ContributionTransactionId: Guid.openapi({ description: 'The contribution recharacterized.' }),
    RecharacterizedAmount: amount('The contribution amount recharacterized'),
    NetIncome: amount('The net income attributable moved with it'),
    TaxYear: z.number().int().openapi({ description: 'The tax year of the contribution.' }),
  })
  .openapi('RecharacterizationCompletedData', {
    description: 'recharacterization.completed: a contribution was recharacterized.',
  });

const InvestmentData = z
  .object({
    AccountId: Guid.openapi({ description: 'The account.' }),
    TransactionId: Guid.openapi({ description: 'The cash side of the order.' }),
    AssetClass: z.string().openapi({ description: 'The catalog asset class.' }),
    Amount: amount('The cash amount'),
    Status: posted,
    HoldingId: Guid.optional().openapi({ description: 'The holding (orders with a Side).' }),
    InstrumentId: Guid.optional().openapi({ description: 'The instrument (orders with a Side).' }),
    Side: z.enum(INVESTMENT_SIDES).optional().openapi({ description: 'Purchase or Sale (orders with a Side).' }),
    Quantity: z.string().optional().openapi({ description: 'Units bought or sold (decimal string).' }),
    Price: z.string().optional().openapi({ description: 'Price per unit (decimal string).' }),
    Currency: z.string().optional().openapi({ description: 'ISO 4217 currency code.' }),
    PositionQuantity: z.string().optional().openapi({ description: 'Units held after the order.' }),
  })
  .openapi('InvestmentData', {
    description: 'investment.purchased or investment.sold: an investment order posted (decideInvestment).',
  });

/** Data of each event type (the engine's DECISION_EVENT_TYPES; the record makes a missing one a type error). */
const DATA: Record<DecisionEventType, z.ZodType> = {
  'account.created': AccountCreatedData,
  'account.updated': z
    .union([
      AccountStatusChangedData,
      BeneficiariesReplacedData,
      HoldingEligibilityChangedData,
      ForfeitedData,
      CarryoverReceivedData,
    ])
    .openapi('AccountUpdatedData', {
      description:
        'account.updated: a status change (no Reason), or a change told apart by Reason ' +
        '(BeneficiariesReplaced, HoldingEligibilityChanged, Forfeited, CarryoverReceived).',
    }),
  'client.created': ClientCreatedData,
  'client.updated': ClientUpdatedData,
  'deposit.posted': DepositPostedData,
  'withdrawal.posted': WithdrawalPostedData,
  'transfer.completed': TransferCompletedData,
  'rollover.completed': RolloverCompletedData,
  'investment.purchased': InvestmentData,
  'investment.sold': InvestmentData,
  'recharacterization.completed': RecharacterizationCompletedData,
  'rothconversion.completed': RothConversionCompletedData,
};

const SUMMARY: Record<DecisionEventType, string> = {
  'account.created': 'An account was opened',
  'account.updated': 'An account changed (status, beneficiaries, holdings eligibility, forfeiture, carryover)',
  'client.created': 'A client was created',
  'client.updated': 'A client was updated',
  'deposit.posted': 'A deposit posted',
  'withdrawal.posted': 'Money left an account (distribution, withdrawal, reimbursement)',
  'transfer.completed': 'A trustee-to-trustee transfer completed',
  'rollover.completed': 'A rollover completed',
  'investment.purchased': 'An investment was purchased',
  'investment.sold': 'An investment was sold',
  'recharacterization.completed': 'A recharacterization completed',
  'rothconversion.completed': 'A Roth conversion completed',
};

type Registry = OpenAPIHono<AppEnv>['openAPIRegistry'];
const registered = new WeakSet<Registry>();

/** The Data schema of one event type. */
export function eventDataSchema(type: DecisionEventType): z.ZodType {
  return DATA[type];
}

/** The delivery body schema of one event type. */
export function eventBody(type: DecisionEventType): z.ZodType {
  return z.object({
    EventId: Guid.openapi({ description: 'Unique per event; the same on every delivery of it (deduplicate on it).' }),
    EventType: z.literal(type).openapi({ description: 'This event type.' }),
    OccurredAt: DateTime.openapi({ description: 'When the change happened.' }),
    Data: DATA[type],
  });
}

/** Adds one `webhooks` entry per event type to the registry (once). */
export function registerWebhookEvents(registry: Registry): void {
  if (registered.has(registry)) return;
  registered.add(registry);
  for (const type of Object.keys(DATA) as DecisionEventType[]) {
    registry.registerWebhook({
      method: 'post',
      path: type,
      tags: ['Webhooks'],
      operationId: `Event_${type.replace('.', '_')}`,
      summary: SUMMARY[type],
      description:
        `Delivered to each endpoint registered for ${type} (POST /v1/webhook-endpoints), signed per RFC 9421 ` +
        `with a Content-Digest (docs/webhooks.md); also kept in the event log (GET /v1/events). Retried with ` +
        `backoff for 24 hours until the receiver answers 2xx.`,
      security: [],
      request: { body: { required: true, content: { 'application/json': { schema: eventBody(type) } } } },
      responses: {
        200: { description: 'Received: any 2xx ends the delivery.' },
        400: { description: 'Refused (for example a bad signature): the delivery is retried, then given up.' },
      },
    });
  }
}
