import { parseIsoDate } from '../shared/dates.js';
import { type Failure, failure } from '../shared/error-codes.js';

// Trump accounts (26 U.S.C. 530A). The growth period runs to December 31 of the year before
// the calendar year in which the beneficiary reaches 18: a calendar-year boundary.

export type TrumpAccountPhase = 'GrowthPeriod' | 'PostGrowth';

export interface TrumpPhaseQuery {
  readonly BeneficiaryDateOfBirth: string;
  readonly On: string;
}

export interface TrumpPhaseResult {
  readonly ok: true;
  readonly Phase: TrumpAccountPhase;
  /** Last day of the growth period: December 31 of the year the beneficiary turns 17. */
  readonly GrowthPeriodEnds: string;
  readonly Reason: string;
  readonly Source: string;
}

const PHASE_SOURCE = '26 U.S.C. 530A(b)(1)(C)(ii)-(iii) (OBBBA, Pub. L. 119-21, sec. 70204)';

export function trumpAccountPhase(q: TrumpPhaseQuery): TrumpPhaseResult | Failure {
  const birth = parseIsoDate(q?.BeneficiaryDateOfBirth);
  if (!birth)
    return failure('InvalidRequest', 'BeneficiaryDateOfBirth must be a date YYYY-MM-DD', [
      { FieldName: 'BeneficiaryDateOfBirth', ErrorCode: 'InvalidDate', Message: 'must be a date YYYY-MM-DD' },
    ]);
  if (!parseIsoDate(q.On))
    return failure('InvalidRequest', 'On must be a date YYYY-MM-DD', [
      { FieldName: 'On', ErrorCode: 'InvalidDate', Message: 'must be a date YYYY-MM-DD' },
    ]);
  const ends = `${birth.year + 17}-12-31`;
  const growth = q.On <= ends;
  return {
    ok: true,
    Phase: growth ? 'GrowthPeriod' : 'PostGrowth',
    GrowthPeriodEnds: ends,
    Reason: growth
      ? `growth period until ${ends}, the end of the year before the beneficiary turns 18 in ${birth.year + 18}`
      : `the growth period ended ${ends}; the account is treated as a traditional IRA`,
    Source: PHASE_SOURCE,
  };
}

export const TRUMP_DISTRIBUTION_REASONS = [
  'QualifiedRollover',
  'QualifiedAbleRollover',
  'ReturnOfExcessContributions',
  'Death',
  'Other',
] as const;
export type TrumpDistributionReason = (typeof TRUMP_DISTRIBUTION_REASONS)[number];

export interface TrumpDistributionQuery extends TrumpPhaseQuery {
  readonly DistributionReason: TrumpDistributionReason;
  /** True when the whole balance moves (required for a qualified rollover and an ABLE rollover). */
  readonly EntireBalance?: boolean;
}

export interface TrumpDistributionOk {
  readonly ok: true;
  readonly Phase: TrumpAccountPhase;
  readonly Reason: string;
  readonly Source: string;
}

const EXCEPTIONS: Readonly<
  Record<
    Exclude<TrumpDistributionReason, 'Other'>,
    { readonly wholeBalance: boolean; readonly text: string; readonly source: string }
  >
> = {
  QualifiedRollover: {
    wholeBalance: true,
    text: 'a qualified rollover (trustee-to-trustee transfer of the whole balance to another Trump account)',
    source: '26 U.S.C. 530A(b)(1)(A)(ii), (c)',
  },
  QualifiedAbleRollover: {
    wholeBalance: true,
    text: 'a qualified ABLE rollover of the whole balance in the year the beneficiary turns 17',
    source: '26 U.S.C. 530A (qualified ABLE rollover)',
  },
  ReturnOfExcessContributions: {
    wholeBalance: false,
    text: 'a return of excess contributions (the net income attributable is taxed at 100 percent)',
    source: '26 U.S.C. 530A (excess contributions)',
  },
  Death: {
    wholeBalance: false,
    text: "a distribution on the beneficiary's death",
    source: '26 U.S.C. 530A (death of the beneficiary)',
  },
};

/** Whether a Trump account may make a distribution on a date: ok, or DistributionNotPermitted. Never throws. */
export function checkTrumpDistribution(q: TrumpDistributionQuery): TrumpDistributionOk | Failure {
  const phase = trumpAccountPhase(q);
  if (!phase.ok) return phase;
  const reason = q.DistributionReason;
  if (typeof reason !== 'string' || !(TRUMP_DISTRIBUTION_REASONS as readonly string[]).includes(reason))
    return failure('InvalidRequest', `DistributionReason must be one of ${TRUMP_DISTRIBUTION_REASONS.join(', ')}`, [
      {
        FieldName: 'DistributionReason',
        ErrorCode: 'InvalidValue',
        Message: `must be one of ${TRUMP_DISTRIBUTION_REASONS.join(', ')}`,
      },
    ]);
  if (phase.Phase === 'PostGrowth')
    return {
      ok: true,
      Phase: 'PostGrowth',
      Reason: `${phase.Reason}; distributions follow the IRA rules (26 U.S.C. 72(t) may add 10 percent)`,
      Source: phase.Source,
    };
  const permitted =
    'QualifiedRollover, QualifiedAbleRollover (in the year the beneficiary turns 17), ' +
    'ReturnOfExcessContributions, Death';
  if (reason === 'Other')
    return failure(
      'DistributionNotPermitted',
      `no distribution is permitted during the growth period (until ${phase.GrowthPeriodEnds}) except ${permitted}`,
    );
  const ex = EXCEPTIONS[reason];
  if (ex.wholeBalance && q.EntireBalance !== true)
    return failure(
      'DistributionNotPermitted',
      `${reason} during the growth period must move the whole balance (EntireBalance true)`,
    );
  if (reason === 'QualifiedAbleRollover' && q.On.slice(0, 4) !== phase.GrowthPeriodEnds.slice(0, 4))
    return failure(
      'DistributionNotPermitted',
      `a qualified ABLE rollover is permitted only in ${phase.GrowthPeriodEnds.slice(0, 4)}, the year the ` +
        `beneficiary turns 17`,
    );
  return {
    ok: true,
    Phase: 'GrowthPeriod',
    Reason: `permitted during the growth period: ${ex.text}`,
    Source: `${phase.Source}; ${ex.source}`,
  };
}
