import { Decimal } from 'decimal.js';
import type { CompiledAccountType } from '../../core/catalog/types.js';
import { availableBalance } from '../../index.js';
import type { LedgerSums } from '../store/ledger.js';

export interface AccountBalance {
  readonly AvailableBalance: number;
  readonly SettledBalance: number;
  readonly PendingBalance: number;
  readonly Currency: string;
}

/**
 * Available balance as a decimal string. BenefitObligation accounts use the engine's
 * availableBalance (uniform coverage: the election less reimbursements; otherwise credited
 * amounts less reimbursements); every other account may use its settled balance.
 */
export function availableOf(
  type: CompiledAccountType | undefined,
  attributes: Record<string, unknown>,
  sums: LedgerSums,
): string {
  if (type?.Nature === 'BenefitObligation') {
    const q = {
      UniformCoverage: attributes['UniformCoverage'] === 'Applies' ? ('Applies' as const) : ('DoesNotApply' as const),
      AnnualElection: String(attributes['AnnualElection'] ?? '0'),
      ContributionsToDate: sums.credits,
      ReimbursementsToDate: sums.debits,
    };
    return availableBalance(q);
  }
  return new Decimal(sums.settled).toFixed();
}

export function accountBalance(
  type: CompiledAccountType | undefined,
  attributes: Record<string, unknown>,
  sums: LedgerSums,
  currency: string,
): AccountBalance {
  return {
    AvailableBalance: Number(availableOf(type, attributes, sums)),
    SettledBalance: Number(new Decimal(sums.settled).toFixed()),
    PendingBalance: Number(new Decimal(sums.pending).toFixed()),
    Currency: currency,
  };
}
