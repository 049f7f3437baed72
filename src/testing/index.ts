// acctos/testing: generators and laws for property tests of hosts' compliance code.
// Every generator reads the Catalog it is given (types, natures, authorities, checks, parameters,
// the decision matrix), so a host's own catalog files drive it without code changes.
// fast-check is a peer dependency of this entry only; the core never imports it.

// Contributions and inherited IRAs
export {
  arbitraryContribution,
  type ContributionArb,
  type ContributionOptions,
  sourcesOf,
} from './contributions/arbitrary-contribution.js';
export { arbitraryContributionScenario, type ContributionScenario } from './contributions/contribution-scenario.js';
export { arbitraryClientRecord } from './create-account/client-record.js';
export {
  arbitraryInvalidCreateAccount,
  type InvalidCreateAccountOptions,
  invalidKindsFor,
} from './create-account/invalid-request.js';
export { arbitraryToday, DEFAULT_TODAY_RANGE } from './create-account/today.js';
// Requests
export { arbitraryCreateAccountRequest, type CreateAccountOptions } from './create-account/valid-request.js';
export {
  arbitraryCreateClientRequest,
  type CreateClientCase,
  type CreateClientOptions,
} from './create-client/arbitrary-create-client.js';
export {
  arbitraryInheritedIraInput,
  type InheritedInputOptions,
  type InheritedIraInput,
  inheritedTypes,
} from './inherited/arbitrary-inherited-input.js';
export { arbitraryInheritedChoice, type InheritedChoice } from './inherited/decision-matrix.js';
export {
  type AvailabilityContextOptions,
  arbitraryAvailabilityContext,
} from './institutions/arbitrary-availability-context.js';
export { arbitraryContract, type ContractOptions } from './institutions/arbitrary-contract.js';
// Institutions, contracts, availability
export { arbitraryInstitution, type InstitutionOptions } from './institutions/arbitrary-institution.js';
export { availabilityMatchesDefinition, availableByDefinition } from './laws/availability-law.js';
export { type ContributionQueryArb, contributionCapsHold } from './laws/contribution-caps-law.js';
export {
  type CreateAccountFn,
  invalidRequestsYieldTheirCode,
  validRequestsValidate,
} from './laws/create-account-laws.js';
// Laws
export type { LawOptions, LawProperty } from './laws/law-property.js';
export { neverThrowsOnArbitraryJson } from './laws/never-throws-law.js';
export { type ReadAnswer, readAnswer } from './laws/read-answer.js';
export { schedulesEndDecember31FullyDistributed } from './laws/schedule-law.js';
// Primitives
export {
  type AmountOptions,
  arbitraryAmount,
  arbitraryAmountMinor,
  minorToDecimalString,
} from './primitives/amounts.js';
export {
  arbitraryDateAround,
  arbitraryIsoDate,
  catalogDateAnchors,
  type DateAroundOptions,
  type DateRange,
} from './primitives/dates.js';
export { addDays, addYears } from './primitives/day-number.js';
export { arbitraryGuid, arbitraryName, arbitraryReferenceId } from './primitives/ids.js';
export { arbitraryJson } from './primitives/json.js';
export type {
  ClientRecord,
  CreateAccountBody,
  CreateAccountCase,
  CreateAccountContext,
  InstitutionRecord,
  InvalidCreateAccountCase,
  InvalidKind,
  ProviderContract,
} from './types.js';
export { INVALID_KINDS } from './types.js';
