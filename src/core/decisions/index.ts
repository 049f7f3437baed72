// Decisions (design.md section 7): every write as decide<Operation>(catalog, facts, request, today),
// returning a Failure or a Decision (records, balanced ledger entries, events, reasons). See
// docs/decisions-core.md for the table of operations, their facts and how a host applies one.

export * from './account-balances-from-entries.js';
export * from './balances-from-entries.js';
export * from './decision.js';
export * from './event-types.js';
export * from './facts.js';
export * from './facts-error.js';
export * from './forfeiture/facts.js';
export * from './ledger.js';
export * from './movements/adjusted-balances.js';
export { employerContributionForYear, type HsaFundingDecisionFacts } from './movements/hsa-funding-limit.js';
export { type MovementPosting, movementPostings } from './movements/movement-plan.js';
export * from './movements/movement-records.js';
export { requiredDistributionRemaining } from './movements/required-remaining.js';
export {
  beneficiaryIsSurvivingSpouse,
  type MovementAccountFacts,
  movementAccountOf,
  type OwnerMovement,
  simpleFirstParticipationDate,
} from './movements/side-facts.js';
export * from './operations/decide-beneficiaries.js';
export * from './operations/decide-contract-member.js';
export * from './operations/decide-create-account.js';
export * from './operations/decide-create-client.js';
export * from './operations/decide-create-institution.js';
export * from './operations/decide-create-instrument.js';
export * from './operations/decide-create-provider.js';
export * from './operations/decide-forfeiture.js';
export * from './operations/decide-fund-account.js';
export * from './operations/decide-gate-member.js';
export * from './operations/decide-institution-change.js';
export * from './operations/decide-instrument-change.js';
export * from './operations/decide-investment.js';
export * from './operations/decide-investment-purchase.js';
export * from './operations/decide-issue-key.js';
export * from './operations/decide-put-contracts.js';
export * from './operations/decide-put-gates.js';
export * from './operations/decide-recharacterization.js';
export * from './operations/decide-revoke-key.js';
export * from './operations/decide-rollover.js';
export * from './operations/decide-roth-conversion.js';
export * from './operations/decide-settle-deposit.js';
export * from './operations/decide-transact.js';
export * from './operations/decide-transfer.js';
export * from './operations/decide-update-account.js';
export * from './operations/decide-update-client.js';
export * from './operations/decide-withdrawal.js';
export * from './operations/holding-records.js';
export type {
  ProviderListMemberFacts,
  StoredProviderLists,
} from './operations/provider-list-member.js';
export * from './operations/read-investment-order.js';
export * from './operations/transaction-record.js';
export * from './owner/decide-put-owner-year.js';
export * from './owner/owner-year-facts.js';
export * from './plans/decide-create-plan.js';
export * from './recorded-entry-types.js';
export * from './rules/account-attributes.js';
export * from './rules/account-balance-view.js';
export * from './rules/account-phase-on.js';
export * from './rules/available-balance-of.js';
export * from './rules/client-close-permitted.js';
export * from './rules/contribution-account-facts.js';
export * from './rules/contribution-history.js';
export * from './rules/contribution-owner-facts.js';
export * from './rules/debit-allowed.js';
export * from './rules/deposit-status.js';
export * from './rules/distribution-allowed.js';
export * from './rules/fund-account-fact-needs.js';
export * from './rules/holding-reevaluation.js';
export * from './rules/money-events.js';
export * from './rules/opening-account.js';
export * from './rules/owner-status-permits.js';
export * from './rules/participant-principal.js';
export * from './rules/person-shared-contributions.js';
export * from './rules/transact-entries.js';
export * from './withdrawal/aggregated-roth-ira.js';
export * from './withdrawal/assemble.js';
export * from './withdrawal/facts.js';
export { WITHDRAWAL_ERROR_CODES, type WithdrawalErrorCode } from './withdrawal/figures.js';
export * from './withdrawal/history.js';
export * from './withdrawal/other-ira-qcds.js';
export * from './withdrawal/request.js';
