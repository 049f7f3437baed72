import type { AssetEligibilityReason } from '../../assets/types.js';
import type { InstrumentRecord } from '../../instruments/instrument-types.js';

/** A registered instrument as the host stores it (POST /v1/instruments): the validated record and its id. */
export interface StoredInstrument extends InstrumentRecord {
  readonly InstrumentId: string;
  /** ISO 8601 UTC date-time of its registration. */
  readonly CreatedDate: string;
  /** ISO 8601 UTC date-time of its last change (absent until it changes). */
  readonly UpdatedDate?: string | undefined;
}

/**
 * One account's position in one instrument (a row of the host's holdings table). `Quantity` keeps
 * the instrument's scale and is never rounded; a closed position keeps its row with Quantity "0"
 * (it is neither listed nor re-evaluated). `Eligible` false is a flagged holding: the account may
 * no longer hold it, and `Reasons` are assetEligibility's reasons why (empty when eligible).
 */
export interface StoredHolding {
  readonly HoldingId: string;
  readonly AccountId: string;
  readonly InstrumentId: string;
  /** Plain decimal string, zero or more. */
  readonly Quantity: string;
  readonly Eligible: boolean;
  readonly Reasons: readonly AssetEligibilityReason[];
}

/** A holding's eligibility, written by a re-evaluation or a trade: set Eligible and Reasons on the row. */
export interface HoldingEligibilityChange {
  readonly HoldingId: string;
  readonly AccountId: string;
  readonly Eligible: boolean;
  /** assetEligibility's reasons when not eligible; empty when eligible (again). */
  readonly Reasons: readonly AssetEligibilityReason[];
}

/** Most account.updated events a re-evaluation may emit (one per affected account). */
export const MAX_REEVALUATION_EVENTS = 1_000_000;
