import { Decimal } from 'decimal.js';
import type { CompiledAccountType } from '../../core/catalog/types.js';
import { DISTRIBUTION_ENTRY_TYPES } from '../../core/requests/money/distribution-reason.js';
import {
  checkTrumpDistribution,
  type EntryType,
  growthPeriodPhase,
  type TrumpDistributionReason,
} from '../../index.js';
import type { EngineResult } from './engine-result.js';

export interface DistributionFacts {
  readonly type: CompiledAccountType;
  readonly attributes: Record<string, unknown>;
  /** The service clock's date, YYYY-MM-DD. */
  readonly today: string;
  readonly entryType: EntryType;
  readonly distributionReason: TrumpDistributionReason | undefined;
  /** Unsigned amounts as decimal strings. */
  readonly amount: string;
  readonly available: string;
  readonly pending: string;
}

/** What the engine said about a permitted distribution (carried into the withdrawal.posted event). */
export interface DistributionVerdict {
  readonly Phase?: string;
  readonly Reason?: string;
}

function notPermitted(message: string): EngineResult<DistributionVerdict> {
  return { ok: false, ErrorCode: 'DistributionNotPermitted', Message: message };
}

/**
 * Whether a Distribution or Withdrawal may leave a growth-period account (trump-account), decided by
 * the engine's checkTrumpDistribution on the service clock's date. The whole balance moves when the
 * amount equals the available balance and no deposit is still pending (a pending deposit would land
 * after the "whole balance" had gone). Without a DistributionReason the request is judged as
 * reason Other: refused in the growth period with the permitted reasons named, allowed after it.
 * Other types and entry types: allowed here (the debit check still applies).
 */
export function distributionAllowed(q: DistributionFacts): EngineResult<DistributionVerdict> {
  if (!DISTRIBUTION_ENTRY_TYPES.includes(q.entryType)) return { ok: true, value: {} };
  const growth = growthPeriodPhase(q.type, q.attributes, q.today);
  if (growth === undefined) return { ok: true, value: {} };
  // Fail closed: without the birth date the growth period is unknown, so nothing may leave.
  if (!growth.Result.ok || typeof growth.DateOfBirth !== 'string')
    return notPermitted(
      `The ${q.type.Slug} account has no valid ${growth.DateOfBirthField}, so its growth period cannot be determined; no distribution is permitted.`,
    );
  const amount = new Decimal(q.amount);
  const available = new Decimal(q.available);
  const pending = new Decimal(q.pending);
  const dob = growth.DateOfBirth;
  const entire = amount.eq(available) && pending.isZero();
  const r = checkTrumpDistribution({
    BeneficiaryDateOfBirth: dob,
    On: q.today,
    DistributionReason: q.distributionReason ?? 'Other',
    EntireBalance: entire,
  });
  if (r.ok) return { ok: true, value: { Phase: r.Phase, Reason: r.Reason } };
  if (r.ErrorCode !== 'DistributionNotPermitted')
    return {
      ok: false,
      ErrorCode: r.ErrorCode,
      Message: r.Message,
      ...(r.Errors !== undefined ? { Errors: r.Errors } : {}),
    };
  if (q.distributionReason === undefined)
    return notPermitted(`No DistributionReason was given: ${r.Message}. Send DistributionReason with one of them.`);
  // The engine names EntireBalance, which is not an API field: when moving the whole balance would
  // have been permitted, say what the balance was.
  const wholeWouldPass =
    !entire &&
    checkTrumpDistribution({
      BeneficiaryDateOfBirth: dob,
      On: q.today,
      DistributionReason: q.distributionReason,
      EntireBalance: true,
    }).ok;
  const whole = !wholeWouldPass
    ? ''
    : !amount.eq(available)
      ? `; the Amount ${amount.toFixed()} is not the available balance ${available.toFixed()}`
      : `; ${pending.toFixed()} in pending deposits would remain after it`;
  return notPermitted(`${r.Message}${whole}.`);
}
