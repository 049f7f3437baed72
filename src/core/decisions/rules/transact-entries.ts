import type { EntryType } from '../../requests/money/transaction-enums.js';
import {
  clientAccount,
  type LedgerEntry,
  type ServiceLedgerAccount,
  serviceAccount,
  transferEntries,
} from '../ledger.js';

/**
 * The service ledger account on the other side of each Transact entry type: a Fee is earned by
 * the service (FeesEarned); a Distribution, Withdrawal or Reimbursement is paid out
 * (ExternalClearing); Interest is paid in from outside (ExternalClearing); an Adjustment moves
 * by its sign against ExternalClearing. Withholding (FederalWithholdingPayable,
 * StateWithholdingPayable) belongs to decideWithdrawal (design.md section 8), not to Transact.
 */
export const TRANSACT_CONTRA_ACCOUNT: Readonly<Record<EntryType, ServiceLedgerAccount>> = {
  Fee: 'FeesEarned',
  Distribution: 'ExternalClearing',
  Withdrawal: 'ExternalClearing',
  Reimbursement: 'ExternalClearing',
  Interest: 'ExternalClearing',
  Adjustment: 'ExternalClearing',
};

/** The two entries of a Transact entry on the client's Settled bucket; `amount` unsigned. */
export function transactEntries(
  accountId: string,
  entryType: EntryType,
  direction: 'Credit' | 'Debit',
  amount: string,
  currency: string,
): readonly LedgerEntry[] {
  const client = clientAccount(accountId, 'Settled');
  const contra = serviceAccount(TRANSACT_CONTRA_ACCOUNT[entryType]);
  return direction === 'Debit'
    ? transferEntries(client, contra, amount, currency)
    : transferEntries(contra, client, amount, currency);
}
