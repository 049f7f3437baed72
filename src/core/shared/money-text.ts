/**
 * A plain decimal amount as people read money in a message: its minor units always shown and
 * thousands grouped (`"10500.1"` → `"10,500.10"`, `"-3"` → `"-3.00"`). Amounts with more digits
 * than the minor units keep them all. Text that is not a plain decimal comes back unchanged.
 */
export function moneyText(amount: string, minor_units = 2): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount);
  if (m === null) return amount;
  const [, sign = '', whole = '0', fraction = ''] = m;
  const digits = fraction.length >= minor_units ? fraction : fraction.padEnd(minor_units, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return digits.length === 0 ? `${sign}${grouped}` : `${sign}${grouped}.${digits}`;
}
