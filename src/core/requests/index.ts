// Request validation: Create Account, Create/Update Client, Update Account, Fund Account, Transact,
// the investment purchase and the operator writes.
// Every validator takes the catalog first, returns data and never throws (docs/requests.md).

export {
  CLIENT_TYPES,
  type ClientType,
  OFAC_STATUSES,
  type OfacStatus,
  SERVICE_ASSIGNED_CLIENT_FIELDS,
} from './clients/client-enums.js';
export type {
  CreateClientResult,
  NormalizedAddress,
  NormalizedContact,
  NormalizedCreateClient,
  NormalizedOfac,
} from './clients/client-types.js';
export { CONTACT_FIELDS } from './clients/read-contact.js';
export { type CreateClientContext, validateCreateClient } from './clients/validate-create-client.js';
export {
  type NormalizedUpdateClient,
  type UpdateClientContext,
  type UpdateClientResult,
  validateUpdateClient,
} from './clients/validate-update-client.js';
export { type DecisionFacts, permittedDecisions, regimeFor } from './create-account/checks/inherited-decision.js';
export { DECIMAL_FIELD_RULES, INT_FIELD_BOUNDS } from './create-account/field-rules.js';
export {
  GROWTH_PERIOD_TYPES,
  type GrowthPeriodPhase,
  growthPeriodPhase,
  type InitialPhase,
  initialPhase,
} from './create-account/initial-phase.js';
export {
  COMMON_CREATE_ACCOUNT_FIELDS,
  commonPresence,
  SERVICE_ASSIGNED_ACCOUNT_FIELDS,
} from './create-account/read-fields.js';
export {
  ACCOUNT_PHASES,
  type AccountPhase,
  type ClientRecord,
  CREATE_ACCOUNT_RESULT_EXTRAS,
  type CreateAccountContext,
  type CreateAccountErrorCode,
  type CreateAccountResult,
  type InstitutionRecord,
  type NormalizedCreateAccount,
  type NormalizedCreateAccountRequest,
} from './create-account/types.js';
export { validateCreateAccount } from './create-account/validate-create-account.js';
export { isGuidText } from './fields/parse-guid.js';
export { REQUEST_LIMITS } from './limits.js';
export type { NormalizedInstrument } from './money/read-instrument.js';
export {
  CURRENCIES,
  ENTRY_TYPE_RULES,
  ENTRY_TYPES,
  type EntryType,
  PAYMENT_METHOD_TYPES,
  type PaymentMethodType,
} from './money/transaction-enums.js';
export {
  type FundAccountContext,
  type FundAccountResult,
  type NormalizedFundAccount,
  validateFundAccountRequest,
} from './money/validate-fund-account.js';
export {
  type InvestmentPurchaseResult,
  type NormalizedInvestmentPurchase,
  validateInvestmentPurchaseRequest,
} from './money/validate-investment-purchase.js';
export {
  type NormalizedTransact,
  type TransactContext,
  type TransactResult,
  validateTransactRequest,
} from './money/validate-transact.js';
export {
  type CreateInstitutionResult,
  MAX_INSTITUTION_LIST,
  type NormalizedCreateInstitution,
  validateCreateInstitutionRequest,
} from './operator/validate-create-institution.js';
export {
  type CreateProviderResult,
  type NormalizedCreateProvider,
  OPERATOR_NAME_CHARS,
  validateCreateProviderRequest,
} from './operator/validate-create-provider.js';
export { validateIssueKeyRequest } from './operator/validate-issue-key.js';
export {
  MAX_PROVIDER_LIST,
  type ProviderListField,
  type ProviderListResult,
  validateProviderListRequest,
} from './operator/validate-provider-list.js';
export {
  ACCOUNT_STATUS_PERMITS,
  type AccountOperation,
  accountStatusPermits,
} from './status/account-status-permits.js';
export {
  ACCOUNT_STATUS_MACHINE,
  ACCOUNT_STATUSES,
  type AccountStatus,
  CLIENT_STATUS_MACHINE,
  CLIENT_STATUSES,
  type ClientStatus,
  canTransition,
  type StatusMachine,
} from './status/status-machines.js';
export {
  type NormalizedUpdateAccount,
  type UpdateAccountContext,
  type UpdateAccountResult,
  validateUpdateAccount,
} from './status/validate-update-account.js';
export type { FieldErrorCode, FieldValue, ValidationResult, ValidationWarning } from './types.js';
