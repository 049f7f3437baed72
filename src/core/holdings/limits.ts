// Explicit bounds on holdings input (TIGER_STYLE).

export const HOLDING_LIMITS = {
  /** Largest quantity of one order or position (units of the instrument). */
  max_quantity: '1000000000000',
  /** Holdings in one re-evaluation batch. */
  max_batch: 16_777_216,
  /** Positions valued in one year-end valuation. */
  max_positions: 100_000,
} as const;
