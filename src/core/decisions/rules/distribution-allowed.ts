import { Decimal } from 'decimal.js';
import type { CompiledAccountType } from '../../catalog/types.js';
import { checkTrumpDistribution, type TrumpDistributionReason } from '../../distributions/trump-account.js';
import { growthPeriodPhase } from '../../requests/create-account/initial-phase.js';
import { DISTRIBUTION_ENTRY_TYPES } from '../../requests/money/distribution-reason.js';
import type { EntryType } from '../../requests/money/transaction-enums.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { moneyText } from '../../shared/money-text.js';

export interface DistributionQuestion {
  readonly type: CompiledAccountType;
  readonly attributes: Readonly<Record<string, unknown>>;
  /** The decision's date, YYYY-MM-DD. */
  readonly today: string;
  readonly entryType: EntryType;
  readonly distributionReason: TrumpDistributionReason | undefined;
  /** Unsigned amounts as decimal strings. */
  readonly amount: string;
  readonly available: string;
  readonly pending: string;
}

/** What the engine said about a permitted distribution (carried into the decision's Reasons). */
export interface DistributionVerdict {
  readonly ok: true;
  readonly Phase?: string;
  readonly Reason?: string;
  readonly Source?: string;
}

function notPermitted(message: string): Failure<'DistributionNotPermitted'> {
  return failure('DistributionNotPermitted', message);
}

/**
 * Whether a Distribution or Withdrawal may leave a growth-period account (trump-account, 26 U.S.C.
 * 530A), decided by checkTrumpDistribution on `today`. The whole balance moves when the amount
 * equals the available balance and no deposit is still pending (a pending deposit would land after
 * the "whole balance" had gone). Without a DistributionReason the request is judged as reason
 * Other: refused in the growth period with the permitted reasons named, allowed after it. Without a
 * readable birth date nothing may leave (fail closed). Other types and entry types: allowed here.
 */
export function distributionAllowed(
  q: DistributionQuestion,
): DistributionVerdict | Failure<'DistributionNotPermitted' | 'InvalidRequest'> {
  if (!DISTRIBUTION_ENTRY_TYPES.includes(q.entryType)) return { ok: true };
  const growth = growthPeriodPhase(q.type, q.attributes, q.today);
  if (growth === undefined) return { ok: true };
  if (!growth.Result.ok || typeof growth.DateOfBirth !== 'string')
    return notPermitted(
      `The ${q.type.Slug} account has no valid ${growth.DateOfBirthField}, so its growth period cannot be ` +
        `determined; no distribution is permitted.`,
    );
  const amount = new Decimal(q.amount);
  const available = new Decimal(q.available);
  const pending = new Decimal(q.pending);
  const dob = growth.DateOfBirth;
  const entire = amount.eq(available) && pending.isZero();
  const reason = q.distributionReason ?? 'Other';
  const r = checkTrumpDistribution({
    BeneficiaryDateOfBirth: dob,
    On: q.today,
    DistributionReason: reason,
    EntireBalance: entire,
  });
  if (r.ok) return { ok: true, Phase: r.Phase, Reason: r.Reason, Source: r.Source };
  if (r.ErrorCode !== 'DistributionNotPermitted') return failure('InvalidRequest', r.Message, r.Errors);
  if (q.distributionReason === undefined)
    return notPermitted(`No DistributionReason was given: ${r.Message}. Send DistributionReason with one of them.`);
  // The engine names EntireBalance, which is not an API field: when moving the whole balance would
  // have been permitted, say what the balance was.
  const wholeWouldPass =
    !entire &&
    checkTrumpDistribution({
      BeneficiaryDateOfBirth: dob,
      On: q.today,
      DistributionReason: reason,
      EntireBalance: true,
    }).ok;
  const whole = !wholeWouldPass
    ? ''
    : !amount.eq(available)
      ? `; the Amount ${moneyText(amount.toFixed())} is not the available balance ${moneyText(available.toFixed())}`
      : `; ${moneyText(pending.toFixed())} in pending deposits would remain after it`;
  return notPermitted(`${r.Message}${whole}.`);
}
