import { z } from '@hono/zod-openapi';
import {
  ACCOUNT_PHASES,
  ACCOUNT_STATUSES,
  CLIENT_STATUSES,
  CLIENT_TYPES,
  COMMUTER_SUB_ACCOUNTS,
  CONTRIBUTION_SOURCES,
  CONTRIBUTION_TREATMENTS,
  CONTRIBUTION_YEAR_RULES,
  DECISION_EVENT_TYPES,
  DISTRIBUTION_REASONS,
  EARNINGS_TREATMENTS,
  ENTRY_TYPES,
  ERROR_CODES,
  NATURE_NAMES,
  PAYMENT_METHOD_TYPES,
  RECORDED_ENTRY_TYPES,
  TRANSPORT_ERROR_CODES,
  TRUMP_DISTRIBUTION_REASONS,
  type TransportErrorCode,
  TYPE_STATUSES,
} from '../../index.js';

// The closed value sets of the wire, each taken from the engine's own list (src/core) and named
// once as an OpenAPI component, so the document, the validation and the engine cannot disagree.

const TRANSPORT_CODES = Object.keys(TRANSPORT_ERROR_CODES) as [TransportErrorCode, ...TransportErrorCode[]];

export const ErrorCodeSchema = z.enum(ERROR_CODES).openapi('ErrorCode', {
  description:
    'Top-level code of a handled error (HTTP 200, Status 0): design.md section 3 and the additions ' +
    'recorded in docs/decisions.md.',
});
export const TransportErrorCodeSchema = z.enum(TRANSPORT_CODES).openapi('TransportErrorCode', {
  description:
    'Code of a transport-level error, sent with a non-2xx HTTP status and the same envelope (BadRequest ' +
    '400, Unauthorized 401, Forbidden 403, RouteNotFound 404, RequestTimeout 408, PayloadTooLarge 413, ' +
    'UnsupportedMediaType 415, RateLimited 429, HeadersTooLarge 431, InternalError 500, ServiceUnavailable ' +
    '503).',
});
export const EntryTypeSchema = z.enum(ENTRY_TYPES).openapi('EntryType', {
  description:
    'What a Transact entry does: Fee, Distribution, Withdrawal, Reimbursement (debits), Interest (credit), ' +
    'Adjustment (signed: positive credits, negative debits). Each applies to the natures the engine lists ' +
    '(ENTRY_TYPE_RULES).',
});
export const RecordedEntryTypeSchema = z
  .enum(RECORDED_ENTRY_TYPES as [string, ...string[]])
  .openapi('RecordedEntryType', {
    description:
      'The EntryType of a stored transaction: Deposit (Fund Account), a Transact entry type, one side of a ' +
      'movement (TransferOut/In, RolloverOut/In, RothConversionOut/In, RecharacterizationOut/In) or an ' +
      'investment order (InvestmentPurchase, InvestmentSale).',
  });
export const PaymentMethodTypeSchema = z.enum(PAYMENT_METHOD_TYPES).openapi('PaymentMethodType', {
  description:
    'How money moves in or out. ECheck and ACH deposits stay Pending until settled; the others post at once.',
});
export const ContributionSourceSchema = z.enum(CONTRIBUTION_SOURCES).openapi('ContributionSource', {
  description:
    "Who contributes: the type's ContributionRules name the sources it accepts and how each is treated " +
    '(catalog/types).',
});
export const DistributionReasonSchema = z.enum(DISTRIBUTION_REASONS).openapi('DistributionReason', {
  description: 'Why money leaves an account (design.md section 8); every value is explained in docs/withdrawals.md.',
});
export const TrumpDistributionReasonSchema = z.enum(TRUMP_DISTRIBUTION_REASONS).openapi('TrumpDistributionReason', {
  description:
    'trump-account only, on a Transact Distribution or Withdrawal during the growth period: ' +
    'QualifiedRollover and QualifiedAbleRollover move the whole available balance.',
});
export const EventTypeSchema = z.enum(DECISION_EVENT_TYPES).openapi('EventType', {
  description: 'A webhook event type (specification part 6.2); each is described under webhooks.',
});
export const AccountStatusSchema = z.enum(ACCOUNT_STATUSES).openapi('AccountStatus', {
  description: 'Active, Restricted (no money in), Frozen (no money in or out) or Closed (final).',
});
export const ClientStatusSchema = z.enum(CLIENT_STATUSES).openapi('ClientStatus', {
  description:
    'Active, Restricted (an OFAC PotentialMatch opens Restricted), Deceased or Closed; accounts open only ' +
    'for an Active client.',
});
export const ClientTypeSchema = z.enum(CLIENT_TYPES).openapi('ClientType', {
  description: 'Individual (FirstName and LastName), or Entity, Trust or Estate (EntityName).',
});
export const PhaseSchema = z.enum(ACCOUNT_PHASES).openapi('AccountPhase', {
  description:
    "Standard, GrowthPeriod, PostGrowth or InheritedDistribution. A trump-account's phase is computed on " +
    "the service clock's date at every read (GrowthPeriod until December 31 of the year before the " +
    'beneficiary turns 18, then PostGrowth); other types keep the phase they opened in.',
});
export const NatureSchema = z.enum(NATURE_NAMES).openapi('Nature', {
  description:
    'The legal nature of an account type (catalog/natures.json): who holds the assets and which common fields apply.',
});
export const ContributionTreatmentSchema = z.enum(CONTRIBUTION_TREATMENTS).openapi('ContributionTreatment', {
  description: 'How contributions are treated for tax; MixedBySource depends on the ContributionSource.',
});
export const EarningsTreatmentSchema = z.enum(EARNINGS_TREATMENTS).openapi('EarningsTreatment', {
  description: 'How earnings are taxed inside the account.',
});
export const ContributionYearRuleSchema = z.enum(CONTRIBUTION_YEAR_RULES).openapi('ContributionYearRule', {
  description: 'Which TaxYear or PlanYear a contribution may name.',
});
export const TypeStatusSchema = z.enum(TYPE_STATUSES).openapi('TypeStatus', {
  description: 'ship (open to any contracted provider) or gated (needs the named gate as well).',
});
export const SubAccountSchema = z.enum(COMMUTER_SUB_ACCOUNTS).openapi('SubAccount', {
  description: 'Commuter benefits: the sub-balance (26 U.S.C. 132(f)(2)).',
});

/**
 * AccountTypeCode: a slug of the catalog the service runs with. The enum is filled from that
 * catalog when the document is built (src/server/docs/openapi-document.ts).
 */
export const AccountTypeCodeSchema = z.string().openapi('AccountTypeCode', {
  description: 'An account type slug of the catalog (GET /v1/account-types); legacy three-letter codes are rejected.',
  example: 'roth-ira',
});
