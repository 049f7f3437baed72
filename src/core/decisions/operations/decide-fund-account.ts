import type { Catalog } from '../../catalog/types.js';
import { checkContribution } from '../../contributions/check-contribution.js';
import { checkContributionYear } from '../../contributions/check-contribution-year.js';
import { MAX_HISTORY } from '../../contributions/normalize.js';
import type { RepaidDistributionFacts } from '../../contributions/repayment.js';
import { validateFundAccountRequest } from '../../requests/money/validate-fund-account.js';
import { accountStatusPermits } from '../../requests/status/account-status-permits.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { isRothKind, treatmentOfType } from '../../withdrawals/treatment-kind.js';
import { assertClock, assertNewGuid } from '../assert-inputs.js';
import { type Decision, decision } from '../decision.js';
import type { DecisionClock, StoredAccount, StoredClient, StoredTransaction } from '../facts.js';
import { assertFact } from '../facts-error.js';
import { clientAccount, serviceAccount, transferEntries } from '../ledger.js';
import { narrowFailure } from '../narrow-failure.js';
import { accountNotFound } from '../not-found.js';
import type { StoredOwnerYear } from '../owner/owner-year-facts.js';
import { contributionAccountFacts } from '../rules/contribution-account-facts.js';
import { contributionHistory } from '../rules/contribution-history.js';
import { contributionOwnerFacts } from '../rules/contribution-owner-facts.js';
import { contributionReasons } from '../rules/contribution-reasons.js';
import { currencyMatches } from '../rules/currency-matches.js';
import { depositStatusFor } from '../rules/deposit-status.js';
import { depositPostedEvent } from '../rules/money-events.js';
import { ownerStatusPermitsContribution } from '../rules/owner-status-permits.js';
import { participantPrincipal } from '../rules/participant-principal.js';
import { type PersonAccountDeposits, personSharedContributions } from '../rules/person-shared-contributions.js';
import type { WithdrawalDetail } from '../withdrawal/facts.js';
import type { TransactionAnswer, TransactionRecordToInsert } from './transaction-record.js';

/**
 * What Fund Account needs, read in one transaction with the account row locked (so concurrent
 * deposits see each other in the limit checks): the account (null when none of this provider's),
 * its owner (for the owner's date of birth), and every transaction of the account, oldest first
 * (deposits, pending and posted, are the contribution history; with the other entries they give a
 * PLESA's participant principal). At most MAX_HISTORY transactions. For a type without a balance
 * cap (`balanceCapSources(type) === undefined`) the deposits alone suffice.
 */
export interface FundAccountFacts extends DecisionClock {
  readonly Account: StoredAccount | null;
  readonly Client: StoredClient | null;
  readonly Transactions: readonly StoredTransaction[];
  readonly NewIds: { readonly TransactionId: string };
  /**
   * The owner's stated facts by tax year (PUT /v1/clients/{ClientId}/tax-years/{TaxYear}); the
   * decision reads the contribution's year. Absent or without that year: the facts are Unchecked.
   */
  readonly OwnerYears?: readonly StoredOwnerYear[];
  /**
   * The owner's OTHER accounts at the provider with their deposits, read after locking the client
   * row FOR UPDATE (so two deposits to two accounts of one person see each other): the per-person
   * limits (personSharedContributions). Absent: the shared figures are Unchecked.
   */
  readonly PersonAccounts?: readonly PersonAccountDeposits[];
  /**
   * A Repayment naming RepaidTransactionId: that transaction of the provider as stored, or null when it
   * names none. Absent: the repaid distribution's facts are listed in Unchecked.
   */
  readonly RepaidDistribution?: RepaidDistributionRecord | null;
}

/** The distribution a repayment names, as the service recorded it, with what was repaid of it before. */
export interface RepaidDistributionRecord {
  readonly Transaction: StoredTransaction;
  /** Its withdrawal figures; null when the transaction was not a withdrawal. */
  readonly Withdrawal: WithdrawalDetail | null;
  /** The account it was paid from. */
  readonly Account: StoredAccount;
  /** The sum of earlier Repayment deposits naming it (any account of the provider), a plain decimal. */
  readonly EarlierRepayments: string;
}

export interface FundAccountRecords {
  readonly Transaction: TransactionRecordToInsert;
}

export type FundAccountDecision = Decision<FundAccountRecords, TransactionAnswer>;

export const FUND_ACCOUNT_ERROR_CODES = [
  'AccountNotFound',
  'InvalidRequest',
  'UnknownAccountType',
  'ContributionYearNotAllowed',
  'ContributionLimitExceeded',
  'ParticipantContributionsNotPermitted',
  'RepaymentNotPermitted',
] as const;
export type FundAccountErrorCode = (typeof FUND_ACCOUNT_ERROR_CODES)[number];

/**
 * The birth date that fixes the funded account's growth period as the contribution check reads it
 * (dateOfBirthFor: the account's BeneficiaryDateOfBirth, else the client's DateOfBirth).
 */
function growthDateOfBirth(account: StoredAccount, client: StoredClient | null): string | undefined {
  const own = account.Attributes['BeneficiaryDateOfBirth'];
  const owner = client?.Contact['DateOfBirth'];
  return typeof own === 'string' ? own : typeof owner === 'string' ? owner : undefined;
}

/**
 * The repaid distribution as the contribution check reads it: undefined when none was named or its
 * facts were not read; null when the id names no withdrawal of the provider.
 */
function repaidDistribution(
  catalog: Catalog,
  account: StoredAccount,
  id: string | undefined,
  record: RepaidDistributionRecord | null | undefined,
): RepaidDistributionFacts | null | undefined {
  if (id === undefined || record === undefined) return undefined;
  if (record === null || record.Withdrawal === null || record.Transaction.Direction !== 'Debit') return null;
  assertFact(record.Transaction.TransactionId === id, 'facts.RepaidDistribution must be the named transaction');
  const kind = treatmentOfType(catalog, record.Account.AccountTypeCode);
  const w = record.Withdrawal;
  return {
    TransactionId: id,
    SameOwner: record.Account.ClientId === account.ClientId,
    ExceptionClaimed: w.ExceptionClaimed,
    DistributionDate: w.DistributionDate,
    GrossAmount: w.GrossAmount,
    EarlierRepayments: record.EarlierRepayments,
    FromRoth: typeof kind !== 'string' && isRothKind(kind.Kind),
    FromSimple: typeof kind !== 'string' && kind.Kind === 'SimpleIra',
  };
}

/**
 * Fund Account (spec 4.7, POST /v1/accounts/{AccountId}/fund): the body (validateFundAccountRequest),
 * the contribution year (checkContributionYear), the AccountStatus (Fund must be permitted), and
 * every contribution rule of the type over the account's history (checkContribution), with a
 * PLESA's ParticipantPrincipal exclusive of earnings (spec part 8). An ECheck or ACH deposit is
 * Pending (ExternalClearing to the client's Pending bucket) and emits nothing until it settles;
 * any other method posts at once (to Settled) and emits deposit.posted.
 */
export function decideFundAccount(
  catalog: Catalog,
  facts: FundAccountFacts,
  request: unknown,
  today: string,
): FundAccountDecision | Failure<FundAccountErrorCode> {
  assertClock(today, facts.Now);
  assertNewGuid('TransactionId', facts.NewIds.TransactionId);
  const account = facts.Account;
  const type = account === null ? undefined : catalog.typeBySlug.get(account.AccountTypeCode);
  if (account === null || type === undefined) return accountNotFound();
  assertFact(facts.Transactions.length <= MAX_HISTORY, `facts.Transactions holds at most ${MAX_HISTORY} transactions`);
  assertFact(
    facts.Transactions.every((t) => t.AccountId === account.AccountId),
    'facts.Transactions must be the funded account’s own transactions',
  );
  const v = validateFundAccountRequest(catalog, request, { AccountTypeCode: type.Slug });
  if (!v.ok) return v;
  const input = v.value;
  // The return's extension for a prior tax year (a SEP employer's: 404(h)(1)(B)) is a fact of that year.
  const extensionFiled =
    input.TaxYear === undefined
      ? undefined
      : facts.OwnerYears?.find((y) => y.TaxYear === input.TaxYear)?.Facts.ExtensionFiled;
  const extension = extensionFiled !== undefined ? { ExtensionFiled: extensionFiled } : {};
  // Spec 4.7: PlanYear is required for BenefitObligation only; another PlanYear-rule type (a PLESA, an
  // ESOP) without one funds the plan year of the account, or else the calendar year of the deposit.
  const impliedPlanYear =
    input.PlanYear === undefined && type.ContributionYearRule === 'PlanYear' && type.Nature !== 'BenefitObligation'
      ? (contributionAccountFacts(account.Attributes).PlanYear ?? Number(today.slice(0, 4)))
      : undefined;
  const requestedPlanYear = input.PlanYear ?? impliedPlanYear;
  const year = checkContributionYear(catalog, {
    AccountTypeCode: type.Slug,
    ContributionDate: today,
    ...extension,
    ...(input.TaxYear !== undefined ? { TaxYear: input.TaxYear } : {}),
    ...(requestedPlanYear !== undefined ? { PlanYear: requestedPlanYear } : {}),
    ...(input.ContributionSource !== undefined ? { ContributionSource: input.ContributionSource } : {}),
  });
  if (!year.ok) return year;
  const status = accountStatusPermits(account.AccountStatus, 'Fund');
  if (!status.ok) return failure('InvalidRequest', status.Message, status.Errors);
  const currency = currencyMatches(account.Currency, input.Currency);
  if (!currency.ok) return currency;
  const alive = ownerStatusPermitsContribution(facts.Client?.ClientStatus);
  if (!alive.ok) return alive;
  const planYear = year.PlanYear ?? requestedPlanYear;
  const factYear = year.TaxYear ?? planYear ?? Number(today.slice(0, 4));
  const stated = facts.OwnerYears?.find((y) => y.TaxYear === factYear);
  const shared =
    facts.PersonAccounts === undefined
      ? undefined
      : personSharedContributions(
          catalog,
          type,
          facts.PersonAccounts,
          factYear,
          growthDateOfBirth(account, facts.Client),
        );
  const owner = contributionOwnerFacts(facts.Client?.Contact['DateOfBirth'], stated?.Facts, shared);
  const principal = participantPrincipal(type, facts.Transactions);
  const repaid = repaidDistribution(catalog, account, input.RepaidTransactionId, facts.RepaidDistribution);
  const allowed = checkContribution(catalog, {
    AccountTypeCode: type.Slug,
    Account: { ...contributionAccountFacts(account.Attributes), ...owner.Account },
    Owner: owner.Owner,
    Contribution: {
      Amount: input.Amount,
      ContributionDate: today,
      ...extension,
      ...(input.ContributionSource !== undefined ? { ContributionSource: input.ContributionSource } : {}),
      ...(input.TaxYear !== undefined ? { TaxYear: input.TaxYear } : {}),
      ...(planYear !== undefined ? { PlanYear: planYear } : {}),
      ...(input.SubAccount !== undefined ? { SubAccount: input.SubAccount } : {}),
      ...(input.RepaymentOf !== undefined ? { RepaymentOf: input.RepaymentOf } : {}),
    },
    History: contributionHistory(facts.Transactions),
    ...(principal !== undefined ? { Balances: { ParticipantPrincipal: principal } } : {}),
    ...(repaid !== undefined ? { RepaidDistribution: repaid } : {}),
  });
  if (!allowed.ok) return narrowFailure(FUND_ACCOUNT_ERROR_CODES, allowed);
  const TransactionId = facts.NewIds.TransactionId;
  const Status = depositStatusFor(input.PaymentMethodType);
  const taxYear = allowed.TaxYear ?? year.TaxYear ?? undefined;
  const recordPlanYear = allowed.PlanYear ?? planYear;
  const source = allowed.ContributionSource ?? input.ContributionSource;
  const Transaction: TransactionRecordToInsert = {
    TransactionId,
    AccountId: account.AccountId,
    Kind: 'Deposit',
    EntryType: 'Deposit',
    Direction: 'Credit',
    Amount: input.Amount,
    Currency: input.Currency,
    Status,
    PaymentMethodType: input.PaymentMethodType,
    ...(taxYear !== undefined ? { TaxYear: taxYear } : {}),
    ...(recordPlanYear !== undefined ? { PlanYear: recordPlanYear } : {}),
    ...(source !== undefined ? { ContributionSource: source } : {}),
    ...(input.ProviderReferenceId !== undefined ? { ProviderReferenceId: input.ProviderReferenceId } : {}),
    ...(input.SubAccount !== undefined ? { SubAccount: input.SubAccount } : {}),
    ...(input.RepaymentOf !== undefined ? { RepaymentOf: input.RepaymentOf } : {}),
    ...(input.RepaidTransactionId !== undefined ? { RepaidTransactionId: input.RepaidTransactionId } : {}),
    CreatedDate: facts.Now,
    ...(Status === 'Posted' ? { PostedDate: facts.Now } : {}),
  };
  const bucket = Status === 'Pending' ? 'Pending' : 'Settled';
  return decision({
    Records: { Transaction },
    Result: { TransactionId, TransactionStatus: Status },
    Entries: transferEntries(
      serviceAccount('ExternalClearing'),
      clientAccount(account.AccountId, bucket, input.SubAccount),
      input.Amount,
      input.Currency,
    ),
    Events: Status === 'Posted' ? [depositPostedEvent(account.AccountId, TransactionId, input.Amount, facts.Now)] : [],
    Reasons: [{ Rule: 'contribution-year', Message: year.Reason }, ...contributionReasons(allowed.Checks)],
    Unchecked: [...new Set([...allowed.Unchecked, ...owner.Unchecked])],
    Warnings: allowed.Warnings ?? [],
  });
}
