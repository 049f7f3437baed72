import { Decimal } from 'decimal.js';
import { availableBalance } from '../../balances/available-balance.js';
import type { CompiledAccountType } from '../../catalog/types.js';
import type { AccountBalances } from '../facts.js';

/**
 * AvailableBalance by nature, as a decimal string. A BenefitObligation account uses the engine's
 * availableBalance: with uniform coverage (health FSA, Prop. Reg. 1.125-5(d)) the annual election
 * less reimbursements from day one; otherwise (dependent care, 26 U.S.C. 129; commuter) the
 * amounts credited less reimbursements. Every other nature may use its settled balance (pending
 * deposits are not yet available). An absent or malformed AnnualElection counts as zero.
 */
export function availableBalanceOf(
  type: CompiledAccountType,
  attributes: Readonly<Record<string, unknown>>,
  balances: AccountBalances,
): string {
  if (type.Nature === 'BenefitObligation') {
    const election = attributes['AnnualElection'];
    return availableBalance({
      UniformCoverage: attributes['UniformCoverage'] === 'Applies' ? 'Applies' : 'DoesNotApply',
      AnnualElection: typeof election === 'string' || typeof election === 'number' ? election : '0',
      ContributionsToDate: balances.SettledCredits,
      ReimbursementsToDate: balances.SettledDebits,
    });
  }
  return new Decimal(balances.Settled).toFixed();
}
