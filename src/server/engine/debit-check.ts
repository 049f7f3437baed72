import type { CompiledAccountType } from '../../core/catalog/types.js';
import { checkDebit } from '../../index.js';
import type { EngineResult } from './engine-result.js';

/**
 * The engine's checkDebit against the available balance: only a DepositLiability account with
 * OverdraftPermitted may go below zero; otherwise InsufficientFunds.
 */
export function debitAllowed(
  type: CompiledAccountType,
  attributes: Record<string, unknown>,
  available: string,
  amount: string,
): EngineResult<true> {
  const r = checkDebit({
    Nature: type.Nature,
    OverdraftPermitted: attributes['OverdraftPermitted'] === true,
    Balance: available,
    Amount: amount,
  });
  return r.ok ? { ok: true, value: true } : { ok: false, ErrorCode: r.ErrorCode, Message: r.Message };
}
