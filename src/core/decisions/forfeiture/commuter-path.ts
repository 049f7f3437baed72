import { commuterTermination } from '../../balances/commuter.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { Decimal, decimalString } from '../../shared/money.js';
import type { DecisionReason } from '../decision.js';
import type { ForfeitureFacts, ForfeitureRequest } from './facts.js';

// A commuter participant's termination: the unused Transit and Parking sub-balances are
// forfeited, never refunded in cash (26 CFR 1.132-9 Q&A-14; spec part 2.5, "balances are
// forfeited on termination"). Each sub-balance's unused amount is what the claim rules see
// (credited to it less claims paid from it and earlier forfeitures of it); whatever the account
// holds beyond them (deposits that named no sub-account) is forfeited too.

export const COMMUTER_SUB_ACCOUNTS = ['Transit', 'Parking'] as const;
export type CommuterSub = (typeof COMMUTER_SUB_ACCOUNTS)[number];

export interface CommuterForfeiture {
  /** The unused amount of each sub-balance forfeited (zero when none). */
  readonly BySub: Readonly<Record<CommuterSub, Decimal>>;
  /** Held beyond the sub-balances (untagged deposits): forfeited without a sub-account. */
  readonly Remainder: Decimal;
  readonly Total: Decimal;
  readonly Reasons: readonly DecisionReason[];
}

function refuse(field: string, message: string): Failure<'InvalidRequest'> {
  return failure('InvalidRequest', message, [{ FieldName: field, ErrorCode: 'Invalid', Message: message }]);
}

/** Unused per sub-balance, from the history: credited to it less paid or forfeited from it. */
function unusedBySub(facts: ForfeitureFacts): Record<CommuterSub, Decimal> {
  const out: Record<CommuterSub, Decimal> = { Transit: new Decimal(0), Parking: new Decimal(0) };
  for (const t of facts.Transactions) {
    const sub = t.Withdrawal?.SubAccount ?? t.SubAccount;
    if (sub !== 'Transit' && sub !== 'Parking') continue;
    if (t.Status !== 'Posted') continue;
    if (t.Withdrawal) out[sub] = out[sub].minus(t.Withdrawal.GrossAmount);
    else out[sub] = t.Direction === 'Credit' ? out[sub].plus(t.Amount) : out[sub].minus(t.Amount);
  }
  return out;
}

export function commuterForfeiture(
  facts: ForfeitureFacts,
  request: ForfeitureRequest,
  today: string,
): CommuterForfeiture | Failure<'InvalidRequest'> {
  if (request.Reason !== 'Termination')
    return refuse('Reason', 'A commuter-benefits account forfeits only on termination (Reason Termination).');
  if (request.TerminationDate === undefined)
    return refuse('TerminationDate', 'TerminationDate is required: the day employment and the commuter benefit ended.');
  if (request.TerminationDate > today)
    return refuse('TerminationDate', 'TerminationDate is in the future: nothing is forfeited before the termination.');
  if (!new Decimal(facts.Balances.Pending).isZero())
    return refuse('AccountId', 'A deposit is still pending: forfeit once it has settled.');
  const held = new Decimal(facts.Balances.Settled);
  if (held.lte(0)) return refuse('AccountId', 'The account holds nothing to forfeit.');
  const unused = unusedBySub(facts);
  const transit = Decimal.min(Decimal.max(0, unused.Transit), held);
  const parking = Decimal.min(Decimal.max(0, unused.Parking), held.minus(transit));
  const remainder = held.minus(transit).minus(parking);
  const rule = commuterTermination({ TransitBalance: decimalString(transit), ParkingBalance: decimalString(parking) });
  if (!rule.ok) return refuse('AccountId', rule.Message);
  return {
    BySub: { Transit: transit, Parking: parking },
    Remainder: remainder,
    Total: held,
    Reasons: [
      {
        Rule: 'CommuterTermination',
        Message:
          `terminated ${request.TerminationDate}: Transit ${decimalString(transit)} and Parking ` +
          `${decimalString(parking)} ` +
          `unused${remainder.gt(0) ? `, ${decimalString(remainder)} held without a sub-account` : ''} ` +
          `forfeited; cash refund ${rule.CashRefund}`,
        Source: rule.Source,
      },
    ],
  };
}
