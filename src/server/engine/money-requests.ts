import type { Catalog } from '../../core/catalog/types.js';
import {
  type FundAccountResult,
  type TransactResult,
  validateFundAccountRequest,
  validateTransactRequest,
} from '../../index.js';

/** Deposits by these methods stay Pending until they settle (docs/server.md). */
export const SETTLING_METHODS: ReadonlySet<string> = new Set(['ECheck', 'ACH']);

export function checkFund(catalog: Catalog, accountTypeCode: string, body: unknown): FundAccountResult {
  return validateFundAccountRequest(catalog, body, { AccountTypeCode: accountTypeCode });
}

export function checkTransact(catalog: Catalog, accountTypeCode: string, body: unknown): TransactResult {
  return validateTransactRequest(catalog, body, { AccountTypeCode: accountTypeCode });
}

/** The unsigned amount of a normalized entry (an Adjustment carries its sign in Amount). */
export function magnitude(amount: string): string {
  return amount.startsWith('-') ? amount.slice(1) : amount;
}
