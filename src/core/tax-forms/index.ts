// Tax forms (issue 10): the information returns of an account and year from its ledger-derived
// transactions, an HTML page laid out like the forms, and the required-distribution facts read
// from stored records.

export { escapeHtml, renderTaxFormsHtml } from './render-html.js';
export {
  requiredDistributionFactsFromRecords,
  type StoredRequiredDistributionAccount,
} from './required-distribution-facts.js';
export { taxForms } from './tax-forms.js';
export type * from './types.js';
export { type HoldingsAtYearEnd, type YearEndValueOutcome, yearEndValue } from './year-end-value.js';
