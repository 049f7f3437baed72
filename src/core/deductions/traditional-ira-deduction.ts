import type { Catalog } from '../catalog/types.js';
import { reducedLimit } from '../contributions/checks/income-phase-out.js';
import { FILING_STATUSES, type FilingStatus } from '../contributions/schema.js';
import type { AmountInput } from '../contributions/types.js';
import { parameterValue } from '../parameters/parameter-value.js';
import { ageOn, parseIsoDate } from '../shared/dates.js';
import { type Failure, type FieldError, failure } from '../shared/error-codes.js';
import { Decimal, decimalString, parseAmount } from '../shared/money.js';

export interface TraditionalIraDeductionQuery {
  readonly TaxYear: number;
  /**
   * Regular contributions for the year to all of the individual's traditional IRAs (no rollovers, no employer SEP or
   * SIMPLE money).
   */
  readonly Contributions: AmountInput;
  /** Active participant in an employer plan for any part of the year (Form W-2 box 13). */
  readonly CoveredByWorkplacePlan: boolean;
  /** Married: whether the spouse was an active participant; needed when the individual was not. */
  readonly SpouseCoveredByWorkplacePlan?: boolean;
  readonly FilingStatus?: FilingStatus;
  /** Married filing separately and lived apart from the spouse all year: treated as single (219(g)(4)). */
  readonly LivedApartFromSpouseAllYear?: boolean;
  /** Modified AGI for IRA deduction purposes (Pub. 590-A Worksheet 1-1). */
  readonly ModifiedAgi?: AmountInput;
  /** Taxable compensation for the year (Worksheet 1-2 line 5). */
  readonly Compensation?: AmountInput;
  /** For the age-50 catch-up. */
  readonly DateOfBirth?: string;
  /** Regular Roth IRA contributions for the year, which share the limit (408A(c)(2)). */
  readonly RothIraContributions?: AmountInput;
}

export type DeductionPhaseOutRange = 'ActiveParticipant' | 'SpouseActiveParticipant' | 'MarriedFilingSeparately';

export interface DeductionReason {
  readonly Rule: string;
  readonly Message: string;
  readonly Source: string;
}

export interface TraditionalIraDeduction {
  readonly ok: true;
  readonly TaxYear: number;
  /** The dollar limit with any age-50 catch-up. */
  readonly Limit: string;
  /** The phase-out range applied, or null when the deduction is not phased out. */
  readonly PhaseOut: {
    readonly Range: DeductionPhaseOutRange;
    readonly Start: string;
    readonly End: string;
    readonly StartParameter: string;
    readonly EndParameter: string;
  } | null;
  /** Worksheet 1-2 line 4: the limit reduced by the phase-out, rounded up to $10, at least $200 while above zero. */
  readonly DeductionLimit: string;
  /** Worksheet 1-2 line 7: the smallest of line 4, compensation and the contributions (less any excess). */
  readonly DeductibleAmount: string;
  /** Contributions within the contribution limit that are not deductible (Form 8606 basis). */
  readonly NondeductibleAmount: string;
  /** Contributions above the contribution limit (the limit or compensation, less Roth contributions). */
  readonly ExcessAmount: string;
  readonly Reasons: readonly DeductionReason[];
  readonly Unchecked: readonly string[];
}

const PARAMS = {
  limit: 'ira_contribution_limit',
  catchUp: 'ira_catch_up_age_50_plus',
  ActiveParticipantSingle: [
    'traditional_ira_deduction_phaseout_covered_single_hoh_start',
    'traditional_ira_deduction_phaseout_covered_single_hoh_end',
  ],
  ActiveParticipantJoint: [
    'traditional_ira_deduction_phaseout_covered_mfj_start',
    'traditional_ira_deduction_phaseout_covered_mfj_end',
  ],
  SpouseActiveParticipant: [
    'traditional_ira_deduction_phaseout_spouse_covered_start',
    'traditional_ira_deduction_phaseout_spouse_covered_end',
  ],
  MarriedFilingSeparately: [
    'traditional_ira_deduction_phaseout_mfs_start',
    'traditional_ira_deduction_phaseout_mfs_end',
  ],
} as const;

const ROUNDING = { UpToMultipleOf: '10', MinimumIfAboveZero: '200' };
const SOURCE_PHASE_OUT =
  '26 U.S.C. 219(g)(2)-(3), (7); IRS Pub. 590-A, Worksheet 1-2 "Figuring Your Reduced IRA Deduction" (line ' +
  '4: multiply, round up to the next multiple of $10, enter $200 if less than $200)';
const SOURCE_LIMIT = '26 U.S.C. 219(b)(1), (b)(5); 408A(c)(2) (one limit shared with Roth IRAs)';
const SOURCE_FULL =
  '26 U.S.C. 219(a), (g)(1) (no reduction unless the individual or the spouse is an active participant)';
const SOURCE_LINE7 =
  'IRS Pub. 590-A, Worksheet 1-2 line 7 (the smallest of line 4, compensation and contributions); 26 ' +
  'U.S.C. 408(o) (the rest is nondeductible)';

/**
 * The deductible part of an individual's traditional IRA contributions for a year (219(g);
 * Pub. 590-A Worksheet 1-2): full unless the individual, or the spouse, was an active
 * participant in a workplace plan; then the dollar limit is reduced over the catalog's
 * phase-out range, rounded up to the next $10 and at least $200 while above zero, and the
 * deduction is the smallest of that, compensation and the contributions. Never throws.
 */
export function traditionalIraDeduction(
  catalog: Catalog,
  q: TraditionalIraDeductionQuery,
): TraditionalIraDeduction | Failure<'InvalidRequest'> {
  try {
    return compute(catalog, q);
  } catch {
    return failure('InvalidRequest', 'the deduction query could not be read');
  }
}

function compute(
  catalog: Catalog,
  q: TraditionalIraDeductionQuery,
): TraditionalIraDeduction | Failure<'InvalidRequest'> {
  if (typeof q !== 'object' || q === null) return failure('InvalidRequest', 'the query must be an object');
  const errors: FieldError[] = [];
  const bad = (FieldName: string, Message: string, ErrorCode = 'Invalid') =>
    errors.push({ FieldName, ErrorCode, Message });
  if (!Number.isInteger(q.TaxYear) || q.TaxYear < 1900 || q.TaxYear > 2200) bad('TaxYear', 'must be an integer year');
  const contributions = amount(q.Contributions, 'Contributions', bad, true);
  const magi = q.ModifiedAgi === undefined ? undefined : amount(q.ModifiedAgi, 'ModifiedAgi', bad, true);
  const compensation = q.Compensation === undefined ? undefined : amount(q.Compensation, 'Compensation', bad, true);
  const roth =
    q.RothIraContributions === undefined
      ? undefined
      : amount(q.RothIraContributions, 'RothIraContributions', bad, true);
  if (typeof q.CoveredByWorkplacePlan !== 'boolean') bad('CoveredByWorkplacePlan', 'must be true or false', 'Required');
  if (q.SpouseCoveredByWorkplacePlan !== undefined && typeof q.SpouseCoveredByWorkplacePlan !== 'boolean')
    bad('SpouseCoveredByWorkplacePlan', 'must be true or false');
  if (q.FilingStatus !== undefined && !FILING_STATUSES.includes(q.FilingStatus))
    bad('FilingStatus', `must be one of ${FILING_STATUSES.join(', ')}`);
  const dob = q.DateOfBirth === undefined ? undefined : parseIsoDate(q.DateOfBirth);
  if (q.DateOfBirth !== undefined && !dob) bad('DateOfBirth', 'must be a date YYYY-MM-DD');
  if (errors.length > 0 || contributions === undefined)
    return failure('InvalidRequest', errors.map((e) => `${e.FieldName} ${e.Message}`).join('; '), errors);

  const reasons: DeductionReason[] = [];
  const unchecked: string[] = [];
  const year = q.TaxYear;
  const base = parameterValue(catalog, PARAMS.limit, { Year: year });
  if (!base.ok)
    return failure('InvalidRequest', base.Message, [
      { FieldName: 'TaxYear', ErrorCode: 'Invalid', Message: base.Message },
    ]);
  let limit = new Decimal(base.Value);
  if (!dob) unchecked.push('DateOfBirth');
  else if (ageOn(dob, { year, month: 12, day: 31 }) >= 50) {
    const c = parameterValue(catalog, PARAMS.catchUp, { Year: year });
    if (!c.ok) return failure('InvalidRequest', c.Message);
    limit = limit.plus(c.Value);
  }
  reasons.push({
    Rule: 'ira-limit',
    Message: `the ${year} IRA limit is ${decimalString(limit)}`,
    Source: `${SOURCE_LIMIT}; ${base.Source}`,
  });

  // The phase-out range, if any.
  const status: FilingStatus | undefined =
    q.FilingStatus === 'MarriedFilingSeparately' && q.LivedApartFromSpouseAllYear === true ? 'Single' : q.FilingStatus;
  const chosen = phaseOutRange(q.CoveredByWorkplacePlan, q.SpouseCoveredByWorkplacePlan, status);
  if ('ok' in chosen) return chosen;

  let deductionLimit = limit;
  let phaseOut: TraditionalIraDeduction['PhaseOut'] = null;
  if (chosen.range) {
    const { range, names } = chosen.range;
    if (magi === undefined) return missing('ModifiedAgi', 'the phase-out is figured on modified AGI');
    const start = parameterValue(catalog, names[0], { Year: year });
    const end = parameterValue(catalog, names[1], { Year: year });
    if (!start.ok) return failure('InvalidRequest', start.Message);
    if (!end.ok) return failure('InvalidRequest', end.Message);
    deductionLimit = reducedLimit(limit, magi, new Decimal(start.Value), new Decimal(end.Value), ROUNDING);
    phaseOut = { Range: range, Start: start.Value, End: end.Value, StartParameter: names[0], EndParameter: names[1] };
    reasons.push({
      Rule: 'deduction-phase-out',
      Message:
        `${q.CoveredByWorkplacePlan ? 'the individual was' : 'the spouse was'} covered by a workplace plan; ` +
        `MAGI ${decimalString(magi)} in the ${start.Value}-${end.Value} range (${status}) leaves ` +
        `${decimalString(deductionLimit)} deductible`,
      Source: `${SOURCE_PHASE_OUT}; ${start.Source}`,
    });
  } else {
    reasons.push({
      Rule: 'deduction-phase-out',
      Message: 'neither the individual nor the spouse was covered by a workplace plan: no phase-out',
      Source: SOURCE_FULL,
    });
  }

  let contributionLimit = limit;
  if (compensation === undefined) unchecked.push('Compensation');
  else contributionLimit = Decimal.min(contributionLimit, compensation);
  if (roth === undefined) unchecked.push('RothIraContributions');
  else contributionLimit = Decimal.max(0, contributionLimit.minus(roth));
  const excess = Decimal.max(0, contributions.minus(contributionLimit));
  const allowed = contributions.minus(excess);
  let deductible = Decimal.min(deductionLimit, allowed);
  if (compensation !== undefined) deductible = Decimal.min(deductible, compensation);
  reasons.push({
    Rule: 'deductible-amount',
    Message:
      `deductible ${decimalString(deductible)} of ${decimalString(contributions)} ` +
      `contributed${excess.gt(0) ? `; ${decimalString(excess)} is an excess contribution` : ''}`,
    Source: SOURCE_LINE7,
  });
  return {
    ok: true,
    TaxYear: year,
    Limit: decimalString(limit),
    PhaseOut: phaseOut,
    DeductionLimit: decimalString(deductionLimit),
    DeductibleAmount: decimalString(deductible),
    NondeductibleAmount: decimalString(allowed.minus(deductible)),
    ExcessAmount: decimalString(excess),
    Reasons: reasons,
    Unchecked: unchecked,
  };
}

/** Which range phases the deduction out (219(g)(1), (7)), none, or the fact missing to know. */
function phaseOutRange(
  covered: boolean,
  spouseCovered: boolean | undefined,
  status: FilingStatus | undefined,
): { range: { range: DeductionPhaseOutRange; names: readonly [string, string] } | null } | Failure<'InvalidRequest'> {
  if (status === undefined) {
    if (!covered && spouseCovered === false) return { range: null };
    return missing('FilingStatus', 'the filing status decides the phase-out range');
  }
  const separate = status === 'MarriedFilingSeparately';
  const joint = status === 'MarriedFilingJointly' || status === 'QualifyingSurvivingSpouse';
  if (covered) {
    if (separate) return { range: { range: 'MarriedFilingSeparately', names: PARAMS.MarriedFilingSeparately } };
    return {
      range: {
        range: 'ActiveParticipant',
        names: joint ? PARAMS.ActiveParticipantJoint : PARAMS.ActiveParticipantSingle,
      },
    };
  }
  if (!separate && status !== 'MarriedFilingJointly') return { range: null };
  if (spouseCovered === undefined)
    return missing(
      'SpouseCoveredByWorkplacePlan',
      "a married individual's deduction depends on whether the spouse was covered",
    );
  if (!spouseCovered) return { range: null };
  return separate
    ? { range: { range: 'MarriedFilingSeparately', names: PARAMS.MarriedFilingSeparately } }
    : { range: { range: 'SpouseActiveParticipant', names: PARAMS.SpouseActiveParticipant } };
}

function missing(FieldName: string, why: string): Failure<'InvalidRequest'> {
  return failure('InvalidRequest', `${FieldName} is required: ${why}`, [
    { FieldName, ErrorCode: 'Required', Message: why },
  ]);
}

function amount(
  v: unknown,
  field: string,
  bad: (f: string, m: string) => void,
  allowZero: boolean,
): Decimal | undefined {
  const r = parseAmount(v, { allowZero });
  if (!r.ok) {
    bad(field, r.message);
    return undefined;
  }
  return r.value;
}
