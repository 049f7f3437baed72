import { Decimal } from 'decimal.js';
import type { ContributionSource } from '../../catalog/enums.js';
import type { CompiledAccountType } from '../../catalog/types.js';
import { MAX_HISTORY } from '../../contributions/normalize.js';
import { contributionRulesOf } from '../../contributions/rules-of-type.js';
import { roundMoney } from '../../shared/money.js';
import type { StoredTransaction } from '../facts.js';
import { assertFact } from '../facts-error.js';
import { storedAmount } from './stored-amount.js';

/** Entry types that exchange cash for an asset of the same value: they move no principal. */
const ASSET_EXCHANGES: readonly string[] = ['InvestmentPurchase', 'InvestmentSale'];

/** The sources the type's BalanceCap check counts (PLESA: Participant), or undefined when it has none. */
export function balanceCapSources(type: CompiledAccountType): readonly ContributionSource[] | undefined {
  const cap = contributionRulesOf(type).rules?.Checks.find((c) => c.Rule === 'BalanceCap');
  return cap?.Rule === 'BalanceCap' ? cap.Sources : undefined;
}

/**
 * PLESA ParticipantPrincipal: "the portion of the account balance attributable to participant
 * contributions", exclusive of earnings (ERISA 801(c)(2), 29 U.S.C. 1193; 26 U.S.C. 402A(e)(3);
 * spec part 8). Contributions less principal withdrawals, walked over the account's transactions
 * oldest first: a deposit from a capped source adds to principal and balance; Interest and a
 * credit Adjustment add to the balance only (earnings); a debit (Withdrawal, Distribution, Fee, a
 * debit Adjustment) takes principal pro rata to principal's share of the balance just before it,
 * rounded half up to cents; an investment purchase exchanges cash for an asset and moves nothing.
 * Pending deposits count (they will settle into the account). Never below zero. Undefined for a
 * type without a BalanceCap check. (docs/decisions/91-decisions-core.md, "PLESA principal".)
 */
export function participantPrincipal(
  type: CompiledAccountType,
  transactions: readonly StoredTransaction[],
): string | undefined {
  const sources = balanceCapSources(type);
  if (sources === undefined) return undefined;
  assertFact(transactions.length <= MAX_HISTORY, `at most ${MAX_HISTORY} transactions are read`);
  let principal = new Decimal(0);
  let balance = new Decimal(0);
  for (const t of transactions) {
    const amount = storedAmount(t);
    if (t.Kind === 'Deposit') {
      balance = balance.plus(amount);
      if (sources.includes(t.ContributionSource ?? 'Participant')) principal = principal.plus(amount);
    } else if (ASSET_EXCHANGES.includes(t.EntryType)) {
    } else if (t.Direction === 'Credit') {
      balance = balance.plus(amount);
    } else {
      const share = balance.gt(0) ? Decimal.min(1, principal.div(balance)) : new Decimal(1);
      const out = Decimal.min(principal, roundMoney(amount.times(share)));
      principal = Decimal.max(0, principal.minus(out));
      balance = balance.minus(amount);
    }
  }
  return principal.toFixed();
}
