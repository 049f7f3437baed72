// Request validation: Create Account, Create/Update Client, Update Account, Fund Account, Transact.
// Every validator takes the catalog first, returns data and never throws (docs/requests.md).
export type { FieldValue, FieldErrorCode, ValidationWarning, ValidationResult } from './types.js';
export { REQUEST_LIMITS } from './limits.js';
export { isGuidText } from './fields/parse-guid.js';

export { validateCreateAccount } from './create-account/validate-create-account.js';
export {
  ACCOUNT_PHASES,
  type AccountPhase,
  type ClientRecord,
  type InstitutionRecord,
  type CreateAccountContext,
  type CreateAccountErrorCode,
  type CreateAccountResult,
  type NormalizedCreateAccount,
  type NormalizedCreateAccountRequest,
  CREATE_ACCOUNT_RESULT_EXTRAS,
} from './create-account/types.js';
export {
  COMMON_CREATE_ACCOUNT_FIELDS,
  SERVICE_ASSIGNED_ACCOUNT_FIELDS,
  commonPresence,
} from './create-account/read-fields.js';
export { DECIMAL_FIELD_RULES, INT_FIELD_BOUNDS } from './create-account/field-rules.js';
export {
  GROWTH_PERIOD_TYPES,
  growthPeriodPhase,
  initialPhase,
  type GrowthPeriodPhase,
  type InitialPhase,
} from './create-account/initial-phase.js';
export { permittedDecisions, regimeFor, type DecisionFacts } from './create-account/checks/inherited-decision.js';

export { validateCreateClient, type CreateClientContext } from './clients/validate-create-client.js';
export {
  validateUpdateClient,
  type UpdateClientContext,
  type UpdateClientResult,
  type NormalizedUpdateClient,
} from './clients/validate-update-client.js';
export {
  CLIENT_TYPES,
  OFAC_STATUSES,
  SERVICE_ASSIGNED_CLIENT_FIELDS,
  type ClientType,
  type OfacStatus,
} from './clients/client-enums.js';
export { CONTACT_FIELDS } from './clients/read-contact.js';
export type {
  CreateClientResult,
  NormalizedCreateClient,
  NormalizedContact,
  NormalizedAddress,
  NormalizedOfac,
} from './clients/client-types.js';

export {
  ACCOUNT_STATUSES,
  ACCOUNT_STATUS_MACHINE,
  CLIENT_STATUSES,
  CLIENT_STATUS_MACHINE,
  canTransition,
  type AccountStatus,
  type ClientStatus,
  type StatusMachine,
} from './status/status-machines.js';
export {
  accountStatusPermits,
  ACCOUNT_STATUS_PERMITS,
  type AccountOperation,
} from './status/account-status-permits.js';
export {
  validateUpdateAccount,
  type UpdateAccountContext,
  type UpdateAccountResult,
  type NormalizedUpdateAccount,
} from './status/validate-update-account.js';

export {
  validateFundAccountRequest,
  type FundAccountContext,
  type FundAccountResult,
  type NormalizedFundAccount,
} from './money/validate-fund-account.js';
export {
  validateTransactRequest,
  type TransactContext,
  type TransactResult,
  type NormalizedTransact,
} from './money/validate-transact.js';
export {
  CURRENCIES,
  PAYMENT_METHOD_TYPES,
  ENTRY_TYPES,
  ENTRY_TYPE_RULES,
  type PaymentMethodType,
  type EntryType,
} from './money/transaction-enums.js';
