import { Decimal, decimalString } from '../../shared/money.js';
import type { StoredTransaction } from '../facts.js';

/** A deposit as the contribution limits count it. */
export interface CountedDeposit {
  readonly Transaction: StoredTransaction;
  /** Plain decimal, above zero. */
  readonly Amount: string;
}

/** The year a stored transaction counts for: its TaxYear, else its PlanYear, else the year it was made. */
export function contributionYearOf(t: StoredTransaction): number {
  if (typeof t.TaxYear === 'number') return t.TaxYear;
  if (typeof t.PlanYear === 'number') return t.PlanYear;
  return Number(t.CreatedDate.slice(0, 4));
}

/**
 * An account's deposits as the contribution limits count them, in the order given. A contribution
 * recharacterized is treated as contributed to the second IRA, on the day and for the year it was
 * first contributed (26 CFR 1.408A-5 Q&A-1, Q&A-3): the second IRA's recharacterization credit counts
 * at the contribution recharacterized, not at the amount moved with its net income; the first IRA's
 * recharacterization debit takes the same amount off that account's Participant deposits of the
 * contribution's tax year (newest first; none below zero). A recharacterization stored before the
 * contribution was recorded on its transactions (RecharacterizedContribution absent) counts as it
 * did: the credit at the amount moved, the debit not at all.
 */
export function countedDeposits(transactions: readonly StoredTransaction[]): CountedDeposit[] {
  const out: { Transaction: StoredTransaction; Amount: Decimal }[] = [];
  const takenByYear = new Map<number, Decimal>();
  for (const t of transactions) {
    const recharacterized = t.RecharacterizedContribution ?? undefined;
    if (t.Kind === 'Deposit') {
      const amount = recharacterized === undefined ? t.Amount : recharacterized;
      out.push({ Transaction: t, Amount: new Decimal(amount) });
    } else if (t.EntryType === 'RecharacterizationOut' && recharacterized !== undefined) {
      const year = contributionYearOf(t);
      takenByYear.set(year, (takenByYear.get(year) ?? new Decimal(0)).plus(recharacterized));
    }
  }
  for (let i = out.length - 1; i >= 0 && takenByYear.size > 0; i--) {
    const d = out[i]!;
    if ((d.Transaction.ContributionSource ?? 'Participant') !== 'Participant') continue;
    const year = contributionYearOf(d.Transaction);
    const taken = takenByYear.get(year);
    if (taken === undefined) continue;
    const cut = Decimal.min(taken, d.Amount);
    out[i] = { Transaction: d.Transaction, Amount: d.Amount.minus(cut) };
    if (taken.minus(cut).gt(0)) takenByYear.set(year, taken.minus(cut));
    else takenByYear.delete(year);
  }
  return out
    .filter((d) => d.Amount.gt(0))
    .map((d) => ({ Transaction: d.Transaction, Amount: decimalString(d.Amount) }));
}
