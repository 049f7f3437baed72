import { assetEligibility } from '../../assets/asset-eligibility.js';
import type { Catalog } from '../../catalog/types.js';
import type { InstitutionRecord } from '../../requests/create-account/types.js';
import { validateInvestmentPurchaseRequest } from '../../requests/money/validate-investment-purchase.js';
import { accountStatusPermits } from '../../requests/status/account-status-permits.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { assertClock, assertNewGuid } from '../assert-inputs.js';
import { type Decision, decision } from '../decision.js';
import type { AccountBalances, DecisionClock, StoredAccount } from '../facts.js';
import { clientAccount, serviceAccount, transferEntries } from '../ledger.js';
import { accountNotFound } from '../not-found.js';
import { assetRulesType } from '../rules/asset-rules-type.js';
import { availableBalanceOf } from '../rules/available-balance-of.js';
import { currencyMatches } from '../rules/currency-matches.js';
import { debitAllowed } from '../rules/debit-allowed.js';
import type { TransactionAnswer, TransactionRecordToInsert } from './transaction-record.js';

/**
 * What an investment purchase needs, read with the account row locked: the account (null when none
 * of this provider's), its balances, and the account's institution (null when it has none), whose
 * authority asset scope bounds what the account may hold.
 */
export interface InvestmentPurchaseFacts extends DecisionClock {
  readonly Account: StoredAccount | null;
  readonly Balances: AccountBalances;
  readonly Institution: InstitutionRecord | null;
  readonly NewIds: { readonly TransactionId: string };
}

export interface InvestmentPurchaseRecords {
  readonly Transaction: TransactionRecordToInsert;
}

export type InvestmentPurchaseDecision = Decision<InvestmentPurchaseRecords, TransactionAnswer>;

export type InvestmentPurchaseErrorCode =
  | 'AccountNotFound'
  | 'AccountTypeNotInvestable'
  | 'InvalidRequest'
  | 'AssetNotEligible'
  | 'InsufficientFunds';

/**
 * An investment purchase directive (POST /v1/accounts/{AccountId}/investments, today's route;
 * decideInvestment with Side and holdings comes later, design.md section 8). Checks, in order: the
 * type holds securities (spec 7.2 AccountTypeNotInvestable: BenefitObligation and DepositLiability
 * never do); the body; assetEligibility (type matrix, instrument predicates, the institution's
 * asset scope) must say Eligible; the AccountStatus permits Purchase; the available balance covers
 * it. The cash leaves the client's Settled bucket to ExternalClearing (the broker): holdings are
 * not recorded yet, so the purchase is booked as cash paid out. Emits investment.purchased.
 */
export function decideInvestmentPurchase(
  catalog: Catalog,
  facts: InvestmentPurchaseFacts,
  request: unknown,
  today: string,
): InvestmentPurchaseDecision | Failure<InvestmentPurchaseErrorCode> {
  assertClock(today, facts.Now);
  assertNewGuid('TransactionId', facts.NewIds.TransactionId);
  const account = facts.Account;
  const type = account === null ? undefined : catalog.typeBySlug.get(account.AccountTypeCode);
  if (account === null || type === undefined) return accountNotFound();
  if (!type.nature.HoldsSecurities)
    return failure('AccountTypeNotInvestable', `${type.Slug} is a ${type.Nature} account and holds no securities.`);
  const v = validateInvestmentPurchaseRequest(catalog, request);
  if (!v.ok) return v;
  const input = v.value;
  const inst = facts.Institution;
  const rules = assetRulesType(catalog, type, account.Attributes, today);
  const elig = assetEligibility(catalog, {
    AccountTypeCode: rules.type.Slug,
    AssetClass: input.AssetClass,
    ...(input.Instrument?.Attributes !== undefined ? { Instrument: { Attributes: input.Instrument.Attributes } } : {}),
    ...(inst !== null
      ? {
          InstitutionAssetScope: {
            Authorities: inst.Authorities,
            ...(inst.AssetScopes !== undefined ? { AssetScopes: inst.AssetScopes } : {}),
          },
        }
      : {}),
  });
  if (elig.Eligible !== true)
    return failure(
      'AssetNotEligible',
      `${input.AssetClass.slice(0, 64)} is ${elig.Eligibility} for ${type.Slug}.`,
      elig.Reasons.slice(0, 32).map((r) => ({
        FieldName: r.Attribute !== undefined ? `Instrument.Attributes.${r.Attribute}` : 'AssetClass',
        ErrorCode: r.Code,
        Message: r.Message,
      })),
    );
  const status = accountStatusPermits(account.AccountStatus, 'Purchase');
  if (!status.ok) return failure('InvalidRequest', status.Message, status.Errors);
  const currency = currencyMatches(account.Currency, input.Currency);
  if (!currency.ok) return currency;
  const available = availableBalanceOf(type, account.Attributes, facts.Balances);
  const debit = debitAllowed(type, account.Attributes, available, input.Amount);
  if (!debit.ok) return debit;
  const TransactionId = facts.NewIds.TransactionId;
  const Transaction: TransactionRecordToInsert = {
    TransactionId,
    AccountId: account.AccountId,
    Kind: 'Entry',
    EntryType: 'InvestmentPurchase',
    Direction: 'Debit',
    Amount: input.Amount,
    Currency: input.Currency,
    Status: 'Posted',
    Description: input.Description ?? `Purchase ${input.AssetClass}`,
    ...(input.ProviderReferenceId !== undefined ? { ProviderReferenceId: input.ProviderReferenceId } : {}),
    CreatedDate: facts.Now,
    PostedDate: facts.Now,
  };
  return decision({
    Records: { Transaction },
    Result: { TransactionId, TransactionStatus: 'Posted' },
    Entries: transferEntries(
      clientAccount(account.AccountId, 'Settled'),
      serviceAccount('ExternalClearing'),
      input.Amount,
      input.Currency,
    ),
    Events: [
      {
        EventType: 'investment.purchased',
        OccurredAt: facts.Now,
        Data: {
          AccountId: account.AccountId,
          TransactionId,
          AssetClass: input.AssetClass,
          Amount: Number(input.Amount),
          Status: 'Posted',
        },
      },
    ],
    Reasons: [
      ...(rules.reason === undefined ? [] : [rules.reason]),
      ...elig.Reasons.map((r) => ({
        Rule: r.Code,
        Message: r.Message,
        ...(r.Source !== undefined ? { Source: r.Source } : {}),
      })),
    ],
  });
}
