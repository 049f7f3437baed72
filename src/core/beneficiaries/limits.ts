export const BENEFICIARY_LIMITS = {
  /** Designations per tier. */
  max_per_tier: 50,
  name_chars: 200,
} as const;
