// acctos/testing: generators and laws for property tests of hosts' compliance code.
// Every generator reads the Catalog it is given (types, natures, authorities, checks, parameters,
// the decision matrix), so a host's own catalog files drive it without code changes.
// fast-check is a peer dependency of this entry only; the core never imports it.

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

// Primitives
export {
  arbitraryAmount,
  arbitraryAmountMinor,
  minorToDecimalString,
  type AmountOptions,
} from './primitives/amounts.js';
export {
  arbitraryIsoDate,
  arbitraryDateAround,
  catalogDateAnchors,
  type DateRange,
  type DateAroundOptions,
} from './primitives/dates.js';
export { arbitraryJson } from './primitives/json.js';
export { arbitraryGuid, arbitraryName, arbitraryReferenceId } from './primitives/ids.js';
export { addDays, addYears } from './primitives/day-number.js';

// Institutions, contracts, availability
export { arbitraryInstitution, type InstitutionOptions } from './institutions/arbitrary-institution.js';
export { arbitraryContract, type ContractOptions } from './institutions/arbitrary-contract.js';
export {
  arbitraryAvailabilityContext,
  type AvailabilityContextOptions,
} from './institutions/arbitrary-availability-context.js';

// Requests
export { arbitraryCreateAccountRequest, type CreateAccountOptions } from './create-account/valid-request.js';
export {
  arbitraryInvalidCreateAccount,
  invalidKindsFor,
  type InvalidCreateAccountOptions,
} from './create-account/invalid-request.js';
export { arbitraryClientRecord } from './create-account/client-record.js';
export { arbitraryToday, DEFAULT_TODAY_RANGE } from './create-account/today.js';
export {
  arbitraryCreateClientRequest,
  type CreateClientCase,
  type CreateClientOptions,
} from './create-client/arbitrary-create-client.js';

// Contributions and inherited IRAs
export {
  arbitraryContribution,
  sourcesOf,
  type ContributionArb,
  type ContributionOptions,
} from './contributions/arbitrary-contribution.js';
export { arbitraryContributionScenario, type ContributionScenario } from './contributions/contribution-scenario.js';
export {
  arbitraryInheritedIraInput,
  inheritedTypes,
  type InheritedIraInput,
  type InheritedInputOptions,
} from './inherited/arbitrary-inherited-input.js';
export { arbitraryInheritedChoice, type InheritedChoice } from './inherited/decision-matrix.js';

// Laws
export type { LawOptions, LawProperty } from './laws/law-property.js';
export { readAnswer, type ReadAnswer } from './laws/read-answer.js';
export { availabilityMatchesDefinition, availableByDefinition } from './laws/availability-law.js';
export {
  validRequestsValidate,
  invalidRequestsYieldTheirCode,
  type CreateAccountFn,
} from './laws/create-account-laws.js';
export { neverThrowsOnArbitraryJson } from './laws/never-throws-law.js';
export { contributionCapsHold, type ContributionQueryArb } from './laws/contribution-caps-law.js';
export { schedulesEndDecember31FullyDistributed } from './laws/schedule-law.js';
