import type {
  AssetEligibilityReason,
  AssetEligibilityResult,
  InstitutionAssetScope,
  InstrumentAttributeValue,
} from '../assets/types.js';
import type { InstrumentPrice } from '../instruments/instrument-types.js';

export const INVESTMENT_SIDES = ['Purchase', 'Sale'] as const;
export type InvestmentSide = (typeof INVESTMENT_SIDES)[number];

/** What an instrument contributes to an eligibility answer (an InstrumentRecord fits). */
export interface InstrumentEligibilityFacts {
  readonly AssetClass: string;
  readonly Attributes?: Readonly<Record<string, InstrumentAttributeValue>>;
}

/** The instrument as `investmentTreatment` reads it (an InstrumentRecord fits). */
export interface InvestableInstrument extends InstrumentEligibilityFacts {
  /** Digits after the decimal point a quantity may have (0 to 8). */
  readonly QuantityScale: number;
  /** Currency of its prices. */
  readonly Currency: string;
}

/** What the host knows, loaded with the account's row locked. */
export interface InvestmentFacts {
  readonly AccountTypeCode: string;
  readonly Instrument: InvestableInstrument;
  /** The account's institution scope; absent when the account has none (not evaluated). */
  readonly InstitutionAssetScope?: InstitutionAssetScope;
  /** Cash the account may spend now (its AvailableBalance), a plain decimal string. */
  readonly AvailableCash: string;
  /** Quantity of this instrument held now, a plain decimal string ('0' when none). */
  readonly PositionQuantity: string;
}

/** The order, as the caller sent it (validated here). */
export interface InvestmentOrder {
  readonly Side: InvestmentSide;
  /** Units of the instrument, at most its QuantityScale decimals. */
  readonly Quantity: string | number;
  /** Price per unit, positive, at most 8 decimals. */
  readonly Price: string | number;
  /** Must be the instrument's currency. */
  readonly Currency: string;
}

export interface TreatmentReason {
  readonly Rule: string;
  readonly Message: string;
  readonly Source?: string;
}

export interface TreatmentWarning {
  readonly Code: string;
  readonly Message: string;
  readonly Source?: string;
}

/** The checked order and its effect: the cash and position deltas a decision books. */
export interface InvestmentTreatment {
  readonly ok: true;
  readonly Side: InvestmentSide;
  readonly Quantity: string;
  readonly Price: string;
  readonly Currency: string;
  /** Quantity x Price rounded half up to the currency's minor units (unsigned). */
  readonly CashAmount: string;
  /** Change to the account's cash: -CashAmount on a purchase, +CashAmount on a sale. */
  readonly CashDelta: string;
  /** Change to the position: +Quantity on a purchase, -Quantity on a sale. */
  readonly PositionDelta: string;
  readonly PositionAfter: string;
  /** A sale that leaves nothing of the position. */
  readonly ClosesPosition: boolean;
  /** assetEligibility for the account and instrument (a sale is allowed whatever it says). */
  readonly Eligibility: AssetEligibilityResult;
  readonly Reasons: readonly TreatmentReason[];
  readonly Warnings: readonly TreatmentWarning[];
}

export type InvestmentTreatmentErrorCode =
  | 'InvalidRequest'
  | 'AccountTypeNotInvestable'
  | 'AssetNotEligible'
  | 'InsufficientFunds'
  | 'InsufficientPosition';

/** One holding as the re-evaluation reads it (a row of the host's holdings table). */
export interface HoldingToReevaluate {
  readonly HoldingId: string;
  readonly AccountId: string;
  readonly AccountTypeCode: string;
  readonly InstrumentId: string;
  /** The account's institution, or null when it has none (the institution dimension is then not evaluated). */
  readonly InstitutionId: string | null;
  /**
   * The account's Attributes, for a type whose asset rules change with time (a Trump account after its
   * growth period follows a traditional IRA's: holdingsReevaluated). Without them the type's own rules apply.
   */
  readonly AccountAttributes?: Readonly<Record<string, unknown>>;
  /** Flagged ineligible now. */
  readonly Flagged: boolean;
}

/** A batch and the current state of what it depends on (after the change). */
export interface HoldingsReevaluationInput {
  readonly Holdings: readonly HoldingToReevaluate[];
  /** Every instrument the holdings name, as it is now. */
  readonly Instruments: ReadonlyMap<string, InstrumentEligibilityFacts>;
  /** Every institution the holdings name, as it is now. */
  readonly Institutions: ReadonlyMap<string, InstitutionAssetScope>;
}

export interface NewlyIneligibleHolding {
  readonly HoldingId: string;
  readonly AccountId: string;
  readonly Eligibility: 'NotPermitted' | 'Conditional';
  /** assetEligibility's reasons (shared between holdings with the same answer: never mutate). */
  readonly Reasons: readonly AssetEligibilityReason[];
}

export interface HoldingRef {
  readonly HoldingId: string;
  readonly AccountId: string;
}

export interface HoldingsReevaluation {
  readonly ok: true;
  /** Holdings evaluated (the batch less the unresolved ones). */
  readonly Evaluated: number;
  /** Not flagged before, not eligible now (NotPermitted, or Conditional: a fact is missing): flag them. */
  readonly NewlyIneligible: readonly NewlyIneligibleHolding[];
  /** Flagged before, eligible now: unflag them. */
  readonly EligibleAgain: readonly HoldingRef[];
  /** Holdings whose instrument or institution is not in the tables: not evaluated, left as they are. */
  readonly Unresolved: readonly HoldingRef[];
  /** Accounts with a holding flagged or unflagged, sorted: one account.updated each. */
  readonly AffectedAccountIds: readonly string[];
}

/** One position to value at a year end. */
export interface YearEndPosition {
  readonly InstrumentId: string;
  /** Units held on December 31, a plain decimal string (zero or more). */
  readonly Quantity: string;
  /** The instrument's prices (any order). */
  readonly Prices: readonly InstrumentPrice[];
}

export interface YearEndValuationInput {
  readonly Year: number;
  /** Cash on December 31 (the account's settled balance), a plain decimal string, may be negative. */
  readonly Cash: string;
  readonly Positions: readonly YearEndPosition[];
}

export interface ValuedPosition {
  readonly InstrumentId: string;
  readonly Quantity: string;
  /** The date of the price used; absent for a zero quantity without a price. */
  readonly PriceDate?: string;
  readonly Price?: string;
  /** Quantity x Price rounded half up to cents. */
  readonly Value: string;
}

export interface YearEndValuation {
  readonly ok: true;
  readonly Year: number;
  /** December 31 of Year. */
  readonly ValuationDate: string;
  readonly Cash: string;
  readonly Positions: readonly ValuedPosition[];
  /** The sum of the positions' values. */
  readonly HoldingsValue: string;
  /** Cash plus HoldingsValue: the figure for Form 5498 box 5 and the next year's required distribution. */
  readonly FairMarketValue: string;
  readonly Warnings: readonly TreatmentWarning[];
}
