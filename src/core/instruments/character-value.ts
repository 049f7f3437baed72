/**
 * The value of one identifier character: digits 0 to 9, letters A=10 to Z=35 (the CUSIP and ISIN
 * conversion), and, when `cusipSpecials`, the private-placement characters * = 36, @ = 37, # = 38.
 * Returns -1 for any other character (lower case letters included: callers normalise first).
 */
export function characterValue(code: number, cusipSpecials: boolean): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  if (!cusipSpecials) return -1;
  if (code === 42) return 36;
  if (code === 64) return 37;
  if (code === 35) return 38;
  return -1;
}
