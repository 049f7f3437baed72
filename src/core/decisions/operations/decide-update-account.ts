import { Decimal } from 'decimal.js';
import type { Catalog } from '../../catalog/types.js';
import type { AccountStatus } from '../../requests/status/status-machines.js';
import { validateUpdateAccount } from '../../requests/status/validate-update-account.js';
import { assertClock } from '../assert-inputs.js';
import { type Decision, type DecisionOutcome, decision } from '../decision.js';
import type { AccountBalances, DecisionClock, StoredAccount } from '../facts.js';
import { accountNotFound } from '../not-found.js';

/** What Update Account needs: the stored account (null when none of this provider's) and its balances. */
export interface UpdateAccountFacts extends DecisionClock {
  readonly Account: StoredAccount | null;
  readonly Balances: AccountBalances;
}

export interface AccountStatusChange {
  readonly AccountId: string;
  readonly AccountStatus: AccountStatus;
  readonly PreviousAccountStatus: string;
  readonly UpdatedDate: string;
}

/** StatusChange is absent when the status did not change (nothing to write, no event). */
export interface UpdateAccountRecords {
  readonly StatusChange?: AccountStatusChange;
}

export interface UpdateAccountAnswer {
  readonly AccountId: string;
}

export type UpdateAccountDecision = Decision<UpdateAccountRecords, UpdateAccountAnswer>;

/**
 * Update Account (spec 4.4, PATCH /v1/accounts/{AccountId}): AccountStatus moves per
 * ACCOUNT_STATUS_MACHINE; Closed needs a zero balance (Settled plus Pending). A change emits
 * account.updated `{ AccountId, AccountStatus, PreviousAccountStatus }`; no change writes nothing.
 */
export function decideUpdateAccount(
  catalog: Catalog,
  facts: UpdateAccountFacts,
  request: unknown,
  today: string,
): DecisionOutcome<UpdateAccountRecords, UpdateAccountAnswer, 'InvalidRequest' | 'AccountNotFound'> {
  assertClock(today, facts.Now);
  const account = facts.Account;
  if (account === null) return accountNotFound();
  const balance = new Decimal(facts.Balances.Settled).plus(facts.Balances.Pending).toFixed();
  const v = validateUpdateAccount(catalog, request === undefined ? {} : request, {
    Account: { AccountStatus: account.AccountStatus, Balance: balance },
  });
  if (!v.ok) return v;
  const AccountId = account.AccountId;
  if (!v.value.StatusChanged) return decision({ Records: {}, Result: { AccountId } });
  const change: AccountStatusChange = {
    AccountId,
    AccountStatus: v.value.AccountStatus,
    PreviousAccountStatus: account.AccountStatus,
    UpdatedDate: facts.Now,
  };
  return decision({
    Records: { StatusChange: change },
    Result: { AccountId },
    Events: [
      {
        EventType: 'account.updated',
        OccurredAt: facts.Now,
        Data: { AccountId, AccountStatus: change.AccountStatus, PreviousAccountStatus: change.PreviousAccountStatus },
      },
    ],
  });
}
