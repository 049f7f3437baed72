import { type Decimal, decimalString, parseAmount } from '../shared/money.js';

export interface DebitQuery {
  /** The account's nature (catalog natures). */
  readonly Nature: string;
  readonly OverdraftPermitted?: boolean;
  /** Current balance; may be negative for an overdrawn deposit account. */
  readonly Balance: number | string;
  readonly Amount: number | string;
}

export type DebitResult =
  | { readonly ok: true; readonly NewBalance: string; readonly Overdrawn: boolean }
  | {
      readonly ok: false;
      readonly ErrorCode: 'InsufficientFunds' | 'InvalidRequest';
      readonly Message: string;
      readonly Balance?: string;
      readonly Amount?: string;
    };

/**
 * Whether a debit may post: only a DepositLiability account with OverdraftPermitted may go
 * below zero (specification part 2.5); every other account needs the balance to cover it.
 */
export function checkDebit(q: DebitQuery): DebitResult {
  if (typeof q !== 'object' || q === null)
    return { ok: false, ErrorCode: 'InvalidRequest', Message: 'the query must be an object' };
  const amount = parseAmount(q.Amount);
  if (!amount.ok) return { ok: false, ErrorCode: 'InvalidRequest', Message: `Amount ${amount.message}` };
  const balance = parseAmount(q.Balance, { allowZero: true, allowNegative: true });
  if (!balance.ok) return { ok: false, ErrorCode: 'InvalidRequest', Message: `Balance ${balance.message}` };
  if (typeof q.Nature !== 'string') return { ok: false, ErrorCode: 'InvalidRequest', Message: 'Nature is required' };
  const after: Decimal = balance.value.minus(amount.value);
  const mayGoNegative = q.Nature === 'DepositLiability' && q.OverdraftPermitted === true;
  if (after.isNegative() && !mayGoNegative) {
    const why =
      q.Nature === 'DepositLiability'
        ? 'overdraft is not permitted on this account'
        : `a ${q.Nature} account may not go below zero`;
    return {
      ok: false,
      ErrorCode: 'InsufficientFunds',
      Message: `${decimalString(amount.value)} exceeds the balance ${decimalString(balance.value)}: ${why}`,
      Balance: decimalString(balance.value),
      Amount: decimalString(amount.value),
    };
  }
  return { ok: true, NewBalance: decimalString(after), Overdrawn: after.isNegative() };
}
