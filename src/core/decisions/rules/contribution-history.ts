import type { HistoryEntry } from '../../contributions/types.js';
import type { StoredTransaction } from '../facts.js';
import { countedDeposits } from './recharacterized-contributions.js';

/**
 * The account's deposits (pending and posted) as checkContribution's History, oldest first as
 * given: the contribution date is the deposit's creation date. A deposit stored without a source
 * (a type without source rules) reads as Participant, the neutral default. A recharacterized
 * contribution counts once, on the second IRA, at what was contributed (countedDeposits).
 */
export function contributionHistory(transactions: readonly StoredTransaction[]): HistoryEntry[] {
  const out: HistoryEntry[] = [];
  for (const { Transaction: t, Amount } of countedDeposits(transactions)) {
    out.push({
      Amount,
      ContributionSource: t.ContributionSource ?? 'Participant',
      ContributionDate: t.CreatedDate.slice(0, 10),
      ...(typeof t.TaxYear === 'number' ? { TaxYear: t.TaxYear } : {}),
      ...(typeof t.PlanYear === 'number' ? { PlanYear: t.PlanYear } : {}),
      ...(t.SubAccount === 'Transit' || t.SubAccount === 'Parking' ? { SubAccount: t.SubAccount } : {}),
    });
  }
  return out;
}
