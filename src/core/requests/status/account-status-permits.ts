import { type Failure, failure } from '../../shared/error-codes.js';
import type { EntryType } from '../money/transaction-enums.js';
import { ACCOUNT_STATUS_MACHINE, type AccountStatus } from './status-machines.js';

/**
 * What can be done to an account's money: a Fund Account deposit, an investment purchase or sale,
 * or a Transact entry.
 */
export type AccountOperation = 'Fund' | 'Purchase' | 'Sale' | EntryType;

/**
 * Which money operations each AccountStatus accepts, as data beside the status machine.
 * Restricted stops new money in and purchases but lets sales (the cure of an ineligible holding),
 * distributions, fees and interest run;
 * Frozen and Closed stop everything (ACCOUNT_STATUS_MACHINE.Meanings says why).
 */
export const ACCOUNT_STATUS_PERMITS: Readonly<Record<AccountStatus, readonly AccountOperation[]>> = {
  Active: ['Fund', 'Purchase', 'Sale', 'Fee', 'Distribution', 'Withdrawal', 'Reimbursement', 'Interest', 'Adjustment'],
  Restricted: ['Sale', 'Fee', 'Distribution', 'Withdrawal', 'Reimbursement', 'Interest', 'Adjustment'],
  Frozen: [],
  Closed: [],
};

/**
 * Whether an account in `status` accepts `operation`. A refusal is InvalidRequest with a field
 * error on AccountId: `AccountClosed` for a closed account, `AccountStatusNotPermitted` otherwise.
 * An unknown status permits nothing. Never throws.
 */
export function accountStatusPermits(status: string, operation: AccountOperation): { readonly ok: true } | Failure {
  // Own properties only: a status such as "constructor" must not reach Object.prototype.
  const permits = Object.hasOwn(ACCOUNT_STATUS_PERMITS, status)
    ? (ACCOUNT_STATUS_PERMITS as Readonly<Record<string, readonly AccountOperation[]>>)[status]
    : undefined;
  if (permits?.includes(operation)) return { ok: true };
  const meaning = Object.hasOwn(ACCOUNT_STATUS_MACHINE.Meanings, status)
    ? (ACCOUNT_STATUS_MACHINE.Meanings as Readonly<Record<string, string>>)[status]
    : undefined;
  const closed = (ACCOUNT_STATUS_MACHINE.Terminal as readonly string[]).includes(status);
  const message = closed
    ? 'The account is closed: it takes no money movement.'
    : `The account is ${status}: ${operation} is not accepted.${meaning ? ` ${meaning}` : ''}`;
  return failure('InvalidRequest', message, [
    { FieldName: 'AccountId', ErrorCode: closed ? 'AccountClosed' : 'AccountStatusNotPermitted', Message: message },
  ]);
}
