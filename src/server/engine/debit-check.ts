import type { CompiledAccountType } from '../../core/catalog/types.js';
import { checkDebit } from '../../index.js';
import type { EngineResult } from './engine-result.js';

/**
 * The engine's checkDebit against the available balance: only a DepositLiability account with
 * OverdraftPermitted may go below zero; otherwise InsufficientFunds.
 */
export function debitAllowed(type: CompiledAccountType, attributes: Record<string, unknown>, available: string, amount: string): EngineResult<true> {
  const r = checkDebit({ Nature: type.Nature, OverdraftPermitted: attributes['OverdraftPermitted'] === true, Balance: available, Amount: amount });
  return r.ok ? { ok: true, value: true } : { ok: false, ErrorCode: r.ErrorCode, Message: r.Message };
}

/** Distributions out of a Trump account in its growth period are not permitted (26 U.S.C. 530A(b)(1)(C)). */
export function distributionAllowed(type: CompiledAccountType, phase: string, entryType: string): EngineResult<true> {
  const isDistribution = entryType === 'Distribution' || entryType === 'Withdrawal';
  if (isDistribution && phase === 'GrowthPeriod')
    return { ok: false, ErrorCode: 'DistributionNotPermitted', Message: `No distribution from a ${type.Slug} account during its growth period (26 U.S.C. 530A(b)(1)(C)).` };
  return { ok: true, value: true };
}
