import { contributionRulesOf } from '../contributions/rules-of-type.js';
import { Decimal, decimalString } from '../shared/money.js';
import type { MovementPair } from './movement-pair.js';
import { SOURCES } from './sources.js';
import { growthText, inGrowthRules } from './trump-side.js';
import type { MovementRefused, MovementWarning } from './types.js';

/** The facts of a transfer the Trump rule reads (parsed). */
interface TrumpTransferSide {
  readonly OwnerId: string;
  readonly BeneficiaryDateOfBirth?: string | undefined;
}

export interface TrumpTransferFacts {
  readonly From: TrumpTransferSide;
  readonly To: TrumpTransferSide;
  readonly Amount?: Decimal | undefined;
  readonly FromBalance?: Decimal | undefined;
  readonly FromPendingDeposits?: Decimal | undefined;
  readonly ToBalance?: Decimal | undefined;
}

/** A qualified rollover allowed: what the transfer answer carries beyond the common part. */
export interface TrumpQualifiedRollover {
  readonly ok: true;
  readonly CountsTowardCap: boolean;
  readonly Warnings: readonly MovementWarning[];
}

/**
 * A transfer touching a Trump account bound by its growth period (in it, or its beneficiary's birth
 * date not given): only a qualified rollover, the whole balance of one Trump account to another of
 * the same beneficiary (26 U.S.C. 530A), is allowed. Undefined when neither side is bound (the
 * ordinary transfer rules apply; a Trump account past its growth period is a traditional IRA there).
 */
export function trumpTransfer(
  p: MovementPair<TrumpTransferFacts>,
): TrumpQualifiedRollover | MovementRefused | undefined {
  const { f, from, to, reasons, unchecked } = p;
  const fromBound = inGrowthRules(from);
  const toBound = inGrowthRules(to);
  if (!fromBound && !toBound) return undefined;
  const rollover = SOURCES.trumpQualifiedRollover;
  // One beneficiary has one birth date: two Trump accounts whose stored birth dates differ are two
  // children's, whatever client holds them (a parent as the client of both would share an OwnerId).
  const fromDob = from.trump === undefined ? undefined : f.From.BeneficiaryDateOfBirth;
  const toDob = to.trump === undefined ? undefined : f.To.BeneficiaryDateOfBirth;
  if (fromDob !== undefined && toDob !== undefined && fromDob !== toDob)
    return p.no(
      'trump-same-beneficiary',
      `a qualified rollover goes to a Trump account of the same beneficiary, and the beneficiaries of the two ` +
        `accounts were born on ${fromDob} and ${toDob}`,
      rollover,
      { field: 'To.BeneficiaryDateOfBirth' },
    );
  if (fromBound && !toBound)
    return p.no(
      'trump-growth-period',
      `${growthText(from)}: money leaves it only by a qualified rollover to another Trump account of the same ` +
        `beneficiary, and ${to.type.Slug} is not one`,
      `${SOURCES.trumpGrowthPeriod}; ${rollover}`,
      { field: from.trump.Phase === 'Unknown' ? from.trump.Field : 'To.AccountTypeCode' },
    );
  if (toBound && !fromBound)
    return p.no(
      'trump-funded-by-qualified-rollover',
      `${growthText(to)}: money comes into it from another account only by a qualified rollover from another ` +
        `Trump account of the same beneficiary, and ${from.type.Slug} is not one`,
      `${SOURCES.trumpFundedByQualifiedRollover}; ${rollover}`,
      { field: to.trump.Phase === 'Unknown' ? to.trump.Field : 'From.AccountTypeCode' },
    );
  if (!inGrowthRules(from) || !inGrowthRules(to)) return undefined; // both are bound from here on
  if (f.From.OwnerId !== f.To.OwnerId)
    return p.no(
      'trump-same-beneficiary',
      'a qualified rollover goes to a Trump account of the same beneficiary',
      rollover,
      { field: 'To.OwnerId' },
    );
  reasons.push({
    Rule: 'trump-same-beneficiary',
    Message: `${from.type.Slug} to ${to.type.Slug}: two Trump accounts of the same beneficiary`,
    Source: rollover,
  });

  if (f.Amount === undefined || f.FromBalance === undefined) {
    const field = f.Amount === undefined ? 'Amount' : 'FromBalance';
    return p.no(
      'trump-whole-balance',
      `a qualified rollover moves the whole balance of the Trump account; without ${field} that cannot be shown`,
      rollover,
      { field },
    );
  }
  const pending = f.FromPendingDeposits ?? new Decimal(0);
  if (f.FromPendingDeposits === undefined) unchecked.push('FromPendingDeposits');
  if (!f.Amount.eq(f.FromBalance) || pending.gt(0)) {
    const whatRemains = !f.Amount.eq(f.FromBalance)
      ? `the Amount ${decimalString(f.Amount)} is not the whole balance ${decimalString(f.FromBalance)}`
      : `${decimalString(pending)} in pending deposits would remain in it`;
    const unknown = from.trump.Phase === 'Unknown';
    return p.no(
      'trump-whole-balance',
      `${growthText(from)}: a qualified rollover moves the entire balance, and ${whatRemains}` +
        (unknown ? '; after the growth period part of it may move, as from a traditional IRA' : ''),
      rollover,
      {
        field: unknown ? from.trump.Field : 'Amount',
        details: {
          Amount: decimalString(f.Amount),
          EntireBalance: decimalString(f.FromBalance),
          PendingDeposits: decimalString(pending),
        },
      },
    );
  }
  reasons.push({
    Rule: 'trump-whole-balance',
    Message:
      `a qualified rollover of the entire balance, ${decimalString(f.Amount)}` +
      (from.trump.Phase === 'Unknown'
        ? ' (a qualified rollover in either phase, so the birth date is not needed)'
        : ''),
    Source: rollover,
  });

  const receiving = contributionRulesOf(to.receiving).rules?.Sources.Rollover;
  if (!receiving?.Accepted)
    return p.no(
      'receiving-type-accepts-rollovers',
      `${to.type.Slug} does not accept Rollover money (catalog ContributionRules)`,
      receiving?.Source ?? `catalog ${to.type.file}`,
    );
  reasons.push({
    Rule: 'trump-qualified-rollover',
    Message:
      `${to.type.Slug} records the money as a qualified rollover (ContributionSource Rollover), ` +
      `${receiving.CountsTowardCap ? 'counted toward' : 'outside'} the annual limit; a trustee-to-trustee ` +
      'transfer, not a distribution, and not a rollover for the one-per-year limit',
    Source: `${rollover}; ${receiving.Source}; ${SOURCES.oneRolloverPerYearExclusions}`,
  });
  reasons.push({
    Rule: 'one-funded-trump-account',
    Message: `the sending ${from.type.Slug} is left with nothing, so the beneficiary keeps one funded Trump account`,
    Source: SOURCES.trumpOneFundedAccount,
  });
  const warnings: MovementWarning[] = [
    {
      Code: 'SendingTrumpAccountToClose',
      Message:
        'after a qualified rollover the sending Trump account accepts no new contributions and is to be closed; ' +
        'the engine does not close it',
      Source: SOURCES.trumpOneFundedAccount,
    },
  ];
  if (f.ToBalance === undefined) unchecked.push('ToBalance');
  else if (f.ToBalance.gt(0))
    warnings.push({
      Code: 'ReceivingTrumpAccountAlreadyFunded',
      Message:
        `the receiving Trump account already held ${decimalString(f.ToBalance)}: the beneficiary had two funded ` +
        'Trump accounts before this rollover, which the proposed regulations do not allow',
      Source: SOURCES.trumpOneFundedAccount,
    });
  return { ok: true, CountsTowardCap: receiving.CountsTowardCap, Warnings: warnings };
}
