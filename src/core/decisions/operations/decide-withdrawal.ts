import type { Catalog, CompiledAccountType } from '../../catalog/types.js';
import { hsaDistributionRulesOf } from '../../hsa/distribution-rules.js';
import { accountStatusPermits } from '../../requests/status/account-status-permits.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { Decimal, decimalString } from '../../shared/money.js';
import type { DistributionReason } from '../../withdrawals/distribution-reason.js';
import { treatmentOfType } from '../../withdrawals/treatment-kind.js';
import { assertClock, assertNewGuid } from '../assert-inputs.js';
import { type Decision, decision } from '../decision.js';
import { assertFact } from '../facts-error.js';
import { accountNotFound } from '../not-found.js';
import { availableBalanceOf } from '../rules/available-balance-of.js';
import { currencyMatches } from '../rules/currency-matches.js';
import {
  type WithdrawalAnswer,
  type WithdrawalRecords,
  withdrawalAnswer,
  withdrawalDetail,
  withdrawalEntries,
  withdrawalPostedEvent,
} from '../withdrawal/assemble.js';
import { benefitPath } from '../withdrawal/benefit-path.js';
import { coverdellPath } from '../withdrawal/coverdell-path.js';
import { depositPath } from '../withdrawal/deposit-path.js';
import { MAX_WITHDRAWAL_HISTORY, type WithdrawalFacts } from '../withdrawal/facts.js';
import type { PathOutcome, WithdrawalContext, WithdrawalErrorCode } from '../withdrawal/figures.js';
import { hsaPath } from '../withdrawal/hsa-path.js';
import { HSA_DEATH_FIELDS, validateWithdrawalRequest } from '../withdrawal/request.js';
import { taxAccountPath } from '../withdrawal/tax-account-path.js';
import { trustPath } from '../withdrawal/trust-path.js';
import type { TransactionRecordToInsert } from './transaction-record.js';

export type WithdrawalDecision = Decision<WithdrawalRecords, WithdrawalAnswer>;

/** The entry type a nature's withdrawals are booked as (and AccountStatus gates). */
function entryTypeOf(type: CompiledAccountType): 'Distribution' | 'Withdrawal' | 'Reimbursement' {
  if (type.Nature === 'BenefitObligation') return 'Reimbursement';
  if (type.Nature === 'DepositLiability') return 'Withdrawal';
  return 'Distribution';
}

/** The reason a request without one is read as: Reimbursement for a benefit account, Normal for a deposit. */
function defaultReason(type: CompiledAccountType): DistributionReason | undefined {
  if (type.Nature === 'BenefitObligation') return 'Reimbursement';
  if (type.Nature === 'DepositLiability') return 'Normal';
  return undefined;
}

function route(catalog: Catalog, ctx: WithdrawalContext): PathOutcome {
  const { type } = ctx;
  const hsa = !('ok' in hsaDistributionRulesOf(catalog, type.Slug));
  const hsaOnly = HSA_DEATH_FIELDS.find((k) => ctx.request[k] !== undefined);
  if (!hsa && hsaOnly !== undefined)
    return failure('InvalidRequest', `${hsaOnly} is for an HSA distribution after the owner's death.`, [
      { FieldName: hsaOnly, ErrorCode: 'NotForThisAccount', Message: `${hsaOnly} is not for a ${type.Slug}.` },
    ]);
  if (type.Nature === 'BenefitObligation') return benefitPath(catalog, ctx);
  if (type.Nature === 'DepositLiability') return depositPath(catalog, ctx);
  if (type.Slug === 'coverdell-esa') return coverdellPath(ctx);
  if (hsa) return hsaPath(catalog, ctx);
  const treatment = treatmentOfType(catalog, type.Slug);
  if (typeof treatment !== 'string') return taxAccountPath(catalog, ctx, treatment.Kind);
  if (type.Nature === 'CustodialHolding' || type.Nature === 'PlanHolding') return trustPath(ctx);
  return failure('InvalidRequest', `A ${type.Slug} (${type.Nature}) holds no money to withdraw.`);
}

/**
 * Withdrawal or distribution (design.md section 8, POST /v1/accounts/{AccountId}/withdrawals).
 * Checks, in order: the body (validateWithdrawalRequest), the AccountStatus, the currency, the
 * DistributionReason (required except for benefit and deposit accounts), then the account's own
 * rules: IRAs, plans, PLESA and Trump accounts through distributionTreatment and
 * distributionWithholding (Form 1099-R); benefit accounts through their claim rules; deposit
 * accounts through depositWithdrawal; Coverdell (Form 1099-Q) and HSA (Form 1099-SA) through
 * theirs. Then the balance: the gross and any fee must be available (benefit and deposit
 * accounts check their own). Posts at once: the client's Settled bucket pays the net to
 * ExternalClearing, the withholding to FederalWithholdingPayable and StateWithholdingPayable, a
 * fee to FeesEarned; emits one withdrawal.posted.
 */
export function decideWithdrawal(
  catalog: Catalog,
  facts: WithdrawalFacts,
  request: unknown,
  today: string,
): WithdrawalDecision | Failure<WithdrawalErrorCode> {
  assertClock(today, facts.Now);
  assertNewGuid('TransactionId', facts.NewIds.TransactionId);
  const account = facts.Account;
  const type = account === null ? undefined : catalog.typeBySlug.get(account.AccountTypeCode);
  if (account === null || type === undefined) return accountNotFound();
  assertFact(
    facts.Transactions.length <= MAX_WITHDRAWAL_HISTORY,
    `facts.Transactions holds at most ${MAX_WITHDRAWAL_HISTORY} transactions`,
  );
  assertFact(
    facts.Transactions.every((t) => t.AccountId === account.AccountId),
    'facts.Transactions must be the account’s own transactions',
  );
  const v = validateWithdrawalRequest(request);
  if (!v.ok) return v;
  const input = v.value;
  const entryType = entryTypeOf(type);
  const status = accountStatusPermits(account.AccountStatus, entryType);
  if (!status.ok) return failure('InvalidRequest', status.Message, status.Errors);
  const currency = currencyMatches(account.Currency, input.Currency);
  if (!currency.ok) return currency;
  const reason = input.DistributionReason ?? defaultReason(type);
  if (reason === undefined)
    return failure('InvalidRequest', `DistributionReason is required for a ${type.Slug} distribution.`, [
      { FieldName: 'DistributionReason', ErrorCode: 'Required', Message: 'DistributionReason is required.' },
    ]);
  const gross = new Decimal(input.Amount);
  const available = new Decimal(availableBalanceOf(type, account.Attributes, facts.Balances));
  const ctx: WithdrawalContext = { type, account, facts, request: input, reason, today, gross, available };
  const f = route(catalog, ctx);
  if ('ok' in f) return f;
  const debit = gross.plus(f.Fee);
  if (!f.BalanceChecked && debit.gt(available))
    return failure(
      'InsufficientFunds',
      `The available balance ${decimalString(available)} does not cover ` +
        `${decimalString(debit)}${f.Fee.gt(0) ? ` (the amount and a fee of ${decimalString(f.Fee)})` : ''}.`,
    );
  const net = gross.minus(f.Federal).minus(f.State);
  assertFact(!net.isNegative(), 'withholding may not exceed the gross distribution');
  const TransactionId = facts.NewIds.TransactionId;
  const detail = withdrawalDetail(ctx, f, TransactionId, decimalString(net));
  const Transaction: TransactionRecordToInsert = {
    TransactionId,
    AccountId: account.AccountId,
    Kind: 'Entry',
    EntryType: f.EntryType,
    Direction: 'Debit',
    Amount: decimalString(gross),
    Currency: input.Currency,
    Status: 'Posted',
    TaxYear: detail.TaxYear,
    ...(input.PaymentMethodType !== undefined ? { PaymentMethodType: input.PaymentMethodType } : {}),
    ...(input.Description !== undefined ? { Description: input.Description } : {}),
    ...(input.ProviderReferenceId !== undefined ? { ProviderReferenceId: input.ProviderReferenceId } : {}),
    DistributionReason: reason,
    CreatedDate: facts.Now,
    PostedDate: facts.Now,
  };
  return decision({
    Records: { Transaction, Withdrawal: detail },
    Result: withdrawalAnswer(detail),
    Entries: withdrawalEntries(account.AccountId, f, detail.NetAmount, input.Currency),
    Events: [withdrawalPostedEvent(detail, f.EntryType, facts.Now)],
    Reasons: f.Reasons,
    Warnings: f.Warnings,
    Unchecked: f.Unchecked,
  });
}
