// Explicit bounds on instrument input (TIGER_STYLE): every list read from a caller is capped.

export const INSTRUMENT_LIMITS = {
  /** Attributes on one instrument. */
  max_attributes: 64,
  /** Longest string attribute value. */
  attribute_string_chars: 256,
  /** Prices in one request (about forty years of trading days). */
  max_prices_per_request: 10_000,
  /** Prices kept on one instrument. */
  max_prices: 100_000,
  /** Digits after the decimal point of a price (sub-penny quotes and NAVs fit). */
  price_scale: 8,
  /** Largest price per unit accepted, in the instrument's currency. */
  max_price: '1000000000',
  /** Quantity decimals when the instrument does not say (fractional shares). */
  default_quantity_scale: 6,
  /** Most quantity decimals an instrument may declare (satoshi-like units). */
  max_quantity_scale: 8,
  name_chars: 200,
} as const;
