/** Payment methods whose deposits stay Pending until they settle (bank debits that can still return). */
export const SETTLING_METHODS: readonly string[] = ['ECheck', 'ACH'];

/**
 * The status a Fund Account deposit is recorded in: Pending for an ECheck or ACH debit, which the
 * payer's bank may still return (NACHA return window), so the money is not yet available;
 * Posted at once for every other method (docs/server.md, "Money movement").
 */
export function depositStatusFor(paymentMethodType: string): 'Pending' | 'Posted' {
  return SETTLING_METHODS.includes(paymentMethodType) ? 'Pending' : 'Posted';
}
