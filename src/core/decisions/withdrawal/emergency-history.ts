import { Decimal, decimalString } from '../../shared/money.js';
import type { ExceptionFacts } from '../../withdrawals/exception-facts.js';
import type { DecisionReason } from '../decision.js';
import type { HistoryTransaction } from './facts.js';

export const EMERGENCY_REPAYMENT_SOURCE =
  '26 U.S.C. 72(t)(2)(I) (no emergency personal expense distribution in the 3 calendar years after one ' +
  'unless it is fully repaid under (I)(v) or later contributions match what is not repaid); Notice 2024-55';

/** The longest list the exception reads (exception-limit.ts). */
const MAX_PRIOR_EMERGENCY = 100;

type PriorEmergency = NonNullable<ExceptionFacts['PriorEmergencyDistributions']>[number];

/**
 * The owner's stated earlier emergency personal expense distributions, completed by what this account
 * recorded: each of its own distributions claimed as one (by its date), with the Repayment deposits to
 * this account naming it (RepaidTransactionId). A stated one the records show fully repaid is read as
 * repaid; one the records hold and the statement omits is added (repaid only if the records show it).
 * A statement that one was repaid or re-contributed is kept: repayments to other accounts and
 * contributions elsewhere are not in this account's history. Without a stated list, nothing changes
 * (the fact stays Unchecked).
 */
export function emergencyFactsWithRecords(
  history: readonly HistoryTransaction[],
  stated: ExceptionFacts | undefined,
): { readonly facts: ExceptionFacts | undefined; readonly reasons: DecisionReason[] } {
  const list = stated?.PriorEmergencyDistributions;
  const reasons: DecisionReason[] = [];
  if (stated === undefined || !Array.isArray(list)) return { facts: stated, reasons };
  const repaid = new Map<string, Decimal>();
  for (const t of history)
    if (t.Kind === 'Deposit' && t.ContributionSource === 'Repayment' && typeof t.RepaidTransactionId === 'string')
      repaid.set(t.RepaidTransactionId, (repaid.get(t.RepaidTransactionId) ?? new Decimal(0)).plus(t.Amount));
  const merged: PriorEmergency[] = [...list];
  let changed = false;
  for (const t of history) {
    const w = t.Withdrawal;
    if (w?.ExceptionClaimed !== 'EmergencyPersonalExpense') continue;
    const back = repaid.get(t.TransactionId) ?? new Decimal(0);
    const full = back.gte(w.GrossAmount);
    const i = merged.findIndex((p) => p?.Date === w.DistributionDate);
    if (i >= 0) {
      if (!full || merged[i]!.RepaidOrRecontributed === true) continue;
      merged[i] = { ...merged[i]!, RepaidOrRecontributed: true };
      changed = true;
      reasons.push({
        Rule: 'EmergencyDistributionRepaid',
        Message:
          `the emergency personal expense distribution ${t.TransactionId} of ${w.DistributionDate} ` +
          `(${w.GrossAmount}) was repaid here (${decimalString(back)}): it no longer bars the next three years`,
        Source: EMERGENCY_REPAYMENT_SOURCE,
      });
      continue;
    }
    if (merged.length >= MAX_PRIOR_EMERGENCY) continue;
    merged.push({ Date: w.DistributionDate, Amount: w.GrossAmount, RepaidOrRecontributed: full });
    changed = true;
    reasons.push({
      Rule: 'EmergencyDistributionRecorded',
      Message:
        `this account paid an emergency personal expense distribution ${t.TransactionId} on ` +
        `${w.DistributionDate} (${w.GrossAmount}), ${decimalString(back)} repaid here: counted with the ` +
        'stated ones' +
        (full ? '' : ' as not repaid (state it as RepaidOrRecontributed if it was repaid or matched elsewhere)'),
      Source: EMERGENCY_REPAYMENT_SOURCE,
    });
  }
  if (!changed) return { facts: stated, reasons };
  return { facts: { ...stated, PriorEmergencyDistributions: merged }, reasons };
}
