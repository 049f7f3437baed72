import type { AssetEligibilityReason } from '../../assets/types.js';
import type { Catalog } from '../../catalog/types.js';
import { investmentTreatment } from '../../holdings/investment-treatment.js';
import { parseQuantity } from '../../holdings/parse-quantity.js';
import type { InvestableInstrument, InvestmentSide } from '../../holdings/types.js';
import type { InstitutionRecord } from '../../requests/create-account/types.js';
import { accountStatusPermits } from '../../requests/status/account-status-permits.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { assertClock, assertNewGuid } from '../assert-inputs.js';
import { type Decision, decision } from '../decision.js';
import type { AccountBalances, DecisionClock, StoredAccount } from '../facts.js';
import { assertFact } from '../facts-error.js';
import { clientAccount, serviceAccount, transferEntries } from '../ledger.js';
import { accountNotFound, instrumentNotFound } from '../not-found.js';
import { assetRulesType } from '../rules/asset-rules-type.js';
import { availableBalanceOf } from '../rules/available-balance-of.js';
import { currencyMatches } from '../rules/currency-matches.js';
import type { StoredHolding } from './holding-records.js';
import { readInvestmentOrder } from './read-investment-order.js';
import type { TransactionRecordToInsert } from './transaction-record.js';

/** The instrument as an order reads it (a StoredInstrument fits; its prices are not read). */
export interface OrderInstrument extends InvestableInstrument {
  readonly InstrumentId: string;
}

/**
 * What a purchase or sale needs, read in one transaction with the account row and the position
 * locked (two orders must not spend the same cash or sell the same units): the account (null when
 * none of this provider's), its balances, its institution (null when it has none), the instrument
 * the body names (`requestedInstrumentId(request)`; null when not registered) and the account's
 * holding of it (null when it never held it). NewIds.HoldingId is used when there is no holding.
 */
export interface InvestmentDecisionFacts extends DecisionClock {
  readonly Account: StoredAccount | null;
  readonly Balances: AccountBalances;
  readonly Institution: InstitutionRecord | null;
  readonly Instrument: OrderInstrument | null;
  readonly Holding: StoredHolding | null;
  readonly NewIds: { readonly TransactionId: string; readonly HoldingId: string };
}

/** The trade's own detail, kept with its transaction. */
export interface InvestmentTradeRecord {
  readonly TransactionId: string;
  readonly AccountId: string;
  readonly HoldingId: string;
  readonly InstrumentId: string;
  readonly Side: InvestmentSide;
  /** Units, with at most the instrument's QuantityScale decimals. */
  readonly Quantity: string;
  /** Price per unit, at most 8 decimals. */
  readonly Price: string;
  /** Quantity x Price rounded half up to the currency's minor units. */
  readonly CashAmount: string;
  readonly Currency: string;
  readonly TradeDate: string;
}

/** The position after the trade: insert it (`Insert`) or set its Quantity, Eligible and Reasons. */
export interface HoldingWrite {
  readonly Insert: boolean;
  readonly HoldingId: string;
  readonly AccountId: string;
  readonly InstrumentId: string;
  /** The position after the trade ("0" when a sale closed it). */
  readonly Quantity: string;
  /** Signed change: +Quantity on a purchase, -Quantity on a sale. */
  readonly QuantityDelta: string;
  readonly Eligible: boolean;
  readonly Reasons: readonly AssetEligibilityReason[];
}

export interface InvestmentRecords {
  readonly Transaction: TransactionRecordToInsert;
  readonly Trade: InvestmentTradeRecord;
  readonly Holding: HoldingWrite;
}

export interface InvestmentAnswer {
  readonly TransactionId: string;
  readonly TransactionStatus: 'Posted';
  readonly HoldingId: string;
  readonly InstrumentId: string;
  readonly Side: InvestmentSide;
  readonly Quantity: string;
  readonly Price: string;
  /** The cash paid (purchase) or received (sale), a JSON number on the wire (design.md section 2). */
  readonly Amount: number;
  readonly Currency: string;
  /** The position after the trade. */
  readonly PositionQuantity: string;
  /** Whether the account may hold the instrument now (a sale of a flagged holding is allowed). */
  readonly Eligible: boolean;
}

export type InvestmentDecision = Decision<InvestmentRecords, InvestmentAnswer>;

export const INVESTMENT_ERROR_CODES = [
  'AccountNotFound',
  'AccountTypeNotInvestable',
  'InvalidRequest',
  'InstrumentNotFound',
  'AssetNotEligible',
  'InsufficientFunds',
  'InsufficientPosition',
] as const;
export type InvestmentErrorCode = (typeof INVESTMENT_ERROR_CODES)[number];

/**
 * A purchase or sale of a registered instrument (POST /v1/accounts/{AccountId}/investments with
 * `Side`; design.md section 8). Checks, in order: the account (AccountNotFound); its type holds
 * securities (AccountTypeNotInvestable: spec 7.2); the body (readInvestmentOrder); the instrument
 * (InstrumentNotFound); the AccountStatus permits Purchase or Sale (a Restricted account may sell);
 * the order's currency is the account's; then investmentTreatment: Quantity within the instrument's
 * QuantityScale, a positive Price, a purchase Eligible by assetEligibility (the type's matrix, the
 * instrument predicates and exclusions such as a Coverdell's or an IRA's life insurance and an
 * ESOP's employer securities, the institution's asset scope; AssetNotEligible with those reasons)
 * and covered by the available balance (InsufficientFunds); a sale no larger than the position
 * (InsufficientPosition; nothing is sold short), allowed whatever the eligibility says.
 *
 * One decision books both legs: the cash (Quantity x Price rounded half up to cents) between the
 * client's Settled bucket and ExternalClearing (the broker), and the position change; the holding's
 * Eligible flag and Reasons are set from the same assetEligibility answer. Emits
 * investment.purchased or investment.sold.
 */
export function decideInvestment(
  catalog: Catalog,
  facts: InvestmentDecisionFacts,
  request: unknown,
  today: string,
): InvestmentDecision | Failure<InvestmentErrorCode> {
  assertClock(today, facts.Now);
  assertNewGuid('TransactionId', facts.NewIds.TransactionId);
  assertNewGuid('HoldingId', facts.NewIds.HoldingId);
  const account = facts.Account;
  const type = account === null ? undefined : catalog.typeBySlug.get(account.AccountTypeCode);
  if (account === null || type === undefined) return accountNotFound();
  if (!type.nature.HoldsSecurities)
    return failure(
      'AccountTypeNotInvestable',
      `A ${type.Slug} is a ${type.Nature} account: it holds no securities, so it cannot buy or sell them.`,
    );
  const envelope = readInvestmentOrder(request);
  if (!envelope.ok) return envelope;
  const order = envelope.value;
  const instrument = facts.Instrument;
  if (instrument === null) return instrumentNotFound();
  assertFact(instrument.InstrumentId === order.InstrumentId, 'facts.Instrument must be the instrument the body names');
  const holding = facts.Holding;
  if (holding !== null) {
    assertFact(
      holding.AccountId === account.AccountId && holding.InstrumentId === instrument.InstrumentId,
      'facts.Holding must be the account’s holding of the instrument',
    );
    assertFact(parseQuantity(holding.Quantity, 18, true).ok, 'facts.Holding.Quantity must be a plain decimal string');
  }
  const status = accountStatusPermits(account.AccountStatus, order.Side);
  if (!status.ok) return failure('InvalidRequest', status.Message, status.Errors);
  if (typeof order.Currency === 'string') {
    const currency = currencyMatches(account.Currency, order.Currency);
    if (!currency.ok) return currency;
  }
  const rules = assetRulesType(catalog, type, account.Attributes, today);
  const t = investmentTreatment(
    catalog,
    {
      AccountTypeCode: rules.type.Slug,
      Instrument: instrument,
      ...(facts.Institution !== null
        ? {
            InstitutionAssetScope: {
              Authorities: facts.Institution.Authorities,
              ...(facts.Institution.AssetScopes !== undefined ? { AssetScopes: facts.Institution.AssetScopes } : {}),
            },
          }
        : {}),
      AvailableCash: availableBalanceOf(type, account.Attributes, facts.Balances),
      PositionQuantity: holding?.Quantity ?? '0',
    },
    {
      Side: order.Side,
      Quantity: order.Quantity as string,
      Price: order.Price as string,
      Currency: order.Currency as string,
    },
  );
  if (!t.ok) return t;
  const TransactionId = facts.NewIds.TransactionId;
  const HoldingId = holding?.HoldingId ?? facts.NewIds.HoldingId;
  const purchase = t.Side === 'Purchase';
  const Transaction: TransactionRecordToInsert = {
    TransactionId,
    AccountId: account.AccountId,
    Kind: 'Entry',
    EntryType: purchase ? 'InvestmentPurchase' : 'InvestmentSale',
    Direction: purchase ? 'Debit' : 'Credit',
    Amount: t.CashAmount,
    Currency: t.Currency,
    Status: 'Posted',
    Description: order.Description ?? `${t.Side} ${t.Quantity} @ ${t.Price} of instrument ${instrument.InstrumentId}`,
    ...(order.ProviderReferenceId !== undefined ? { ProviderReferenceId: order.ProviderReferenceId } : {}),
    CreatedDate: facts.Now,
    PostedDate: facts.Now,
  };
  const eligible = t.Eligibility.Eligible === true;
  const Holding: HoldingWrite = {
    Insert: holding === null,
    HoldingId,
    AccountId: account.AccountId,
    InstrumentId: instrument.InstrumentId,
    Quantity: t.PositionAfter,
    QuantityDelta: t.PositionDelta,
    Eligible: eligible,
    Reasons: eligible ? [] : t.Eligibility.Reasons,
  };
  const client = clientAccount(account.AccountId, 'Settled');
  const broker = serviceAccount('ExternalClearing');
  return decision({
    Records: {
      Transaction,
      Trade: {
        TransactionId,
        AccountId: account.AccountId,
        HoldingId,
        InstrumentId: instrument.InstrumentId,
        Side: t.Side,
        Quantity: t.Quantity,
        Price: t.Price,
        CashAmount: t.CashAmount,
        Currency: t.Currency,
        TradeDate: today,
      },
      Holding,
    },
    Result: {
      TransactionId,
      TransactionStatus: 'Posted',
      HoldingId,
      InstrumentId: instrument.InstrumentId,
      Side: t.Side,
      Quantity: t.Quantity,
      Price: t.Price,
      Amount: Number(t.CashAmount),
      Currency: t.Currency,
      PositionQuantity: t.PositionAfter,
      Eligible: eligible,
    },
    Entries: purchase
      ? transferEntries(client, broker, t.CashAmount, t.Currency)
      : transferEntries(broker, client, t.CashAmount, t.Currency),
    Events: [
      {
        EventType: purchase ? 'investment.purchased' : 'investment.sold',
        OccurredAt: facts.Now,
        Data: {
          AccountId: account.AccountId,
          TransactionId,
          HoldingId,
          InstrumentId: instrument.InstrumentId,
          AssetClass: instrument.AssetClass,
          Side: t.Side,
          Quantity: t.Quantity,
          Price: t.Price,
          Amount: Number(t.CashAmount),
          Currency: t.Currency,
          PositionQuantity: t.PositionAfter,
          Status: 'Posted',
        },
      },
    ],
    Reasons: rules.reason === undefined ? t.Reasons : [rules.reason, ...t.Reasons],
    Warnings: t.Warnings,
  });
}
