import type { InstrumentAttributeValue } from '../assets/types.js';
import type { InstrumentIdentifier } from './identifier-types.js';

/** One price per date: the instrument's value per unit at the close of that date. */
export interface InstrumentPrice {
  /** YYYY-MM-DD. */
  readonly Date: string;
  /** Positive plain decimal string, at most 8 decimals. */
  readonly Price: string;
}

/** A validated instrument of the registry (POST /v1/instruments), without the id the host assigns. */
export interface InstrumentRecord {
  readonly Identifier: InstrumentIdentifier;
  readonly Name?: string;
  /** One of the catalog's asset classes. */
  readonly AssetClass: string;
  /** Currency of its prices (ISO 4217; the service books USD). */
  readonly Currency: string;
  /** Digits after the decimal point a quantity of it may have (0 to 8; default 6). */
  readonly QuantityScale: number;
  /** Facts the instrument predicates and exclusions read (IsLifeInsuranceContract, ...). */
  readonly Attributes: Readonly<Record<string, InstrumentAttributeValue>>;
  /** Ascending by Date, one price per date. */
  readonly Prices: readonly InstrumentPrice[];
}

/** One attribute's change; From absent when added, To absent when removed. */
export interface AttributeChange {
  readonly Attribute: string;
  readonly From?: InstrumentAttributeValue;
  readonly To?: InstrumentAttributeValue;
}

/** What `applyInstrumentChange` changed. */
export interface InstrumentChanges {
  readonly Name?: { readonly From?: string; readonly To: string };
  readonly AssetClass?: { readonly From: string; readonly To: string };
  readonly QuantityScale?: { readonly From: number; readonly To: number };
  /** Sorted by attribute name. */
  readonly Attributes: readonly AttributeChange[];
  /** Dates given a price they did not have, ascending. */
  readonly PricesAdded: readonly string[];
  /** Dates whose price was replaced by a different one, ascending. */
  readonly PricesChanged: readonly string[];
}

export interface AppliedInstrumentChange {
  readonly Instrument: InstrumentRecord;
  readonly Changes: InstrumentChanges;
  /** True when the asset class or an attribute changed: every holding must be re-evaluated. */
  readonly Reevaluate: boolean;
}
