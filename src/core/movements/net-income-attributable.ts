import type { AmountInput } from '../contributions/types.js';
import { type Decimal, parseAmount, roundMoney } from '../shared/money.js';

export interface NetIncomeQuery {
  /** The contribution (or the part of it) being recharacterized or returned. */
  readonly Contribution: AmountInput;
  /**
   * Value of the IRA just before the contribution, plus contributions and transfers in during the period (this one
   * included).
   */
  readonly AdjustedOpeningBalance: AmountInput;
  /** Value of the IRA just before the recharacterization, plus distributions and transfers out during the period. */
  readonly AdjustedClosingBalance: AmountInput;
}

export type NetIncomeResult =
  | {
      readonly ok: true;
      /** The net income attributable, rounded half up to cents; negative when the IRA lost value. */
      readonly NetIncome: string;
      /** Contribution plus net income: what moves. */
      readonly Total: string;
    }
  | { readonly ok: false; readonly ErrorCode: 'InvalidRequest'; readonly Message: string };

/**
 * Net income attributable to a contribution (Treas. Reg. 1.408-11(a)(1); 1.408A-5 Q&A-2(c)):
 * contribution x (adjusted closing balance - adjusted opening balance) / adjusted opening
 * balance. It may be negative. The adjusted opening balance must be positive and include the
 * contribution, so the total never goes below zero. Never throws.
 */
export function netIncomeAttributable(q: NetIncomeQuery): NetIncomeResult {
  if (typeof q !== 'object' || q === null) return bad('the query must be an object');
  const c = parseAmount(q.Contribution);
  if (!c.ok) return bad(`Contribution ${c.message}`);
  const open = parseAmount(q.AdjustedOpeningBalance);
  if (!open.ok) return bad(`AdjustedOpeningBalance ${open.message}`);
  const close = parseAmount(q.AdjustedClosingBalance, { allowZero: true });
  if (!close.ok) return bad(`AdjustedClosingBalance ${close.message}`);
  if (c.value.gt(open.value))
    return bad('the adjusted opening balance includes the contribution, so it cannot be less than it');
  const net = netIncome(c.value, open.value, close.value);
  return { ok: true, NetIncome: net.toFixed(), Total: c.value.plus(net).toFixed() };
}

/** The formula on parsed values (opening > 0, 0 < contribution <= opening, closing >= 0). */
export function netIncome(contribution: Decimal, opening: Decimal, closing: Decimal): Decimal {
  return roundMoney(contribution.times(closing.minus(opening)).div(opening));
}

function bad(Message: string): NetIncomeResult {
  return { ok: false, ErrorCode: 'InvalidRequest', Message };
}
