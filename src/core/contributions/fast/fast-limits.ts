import type { CompiledParameterHit } from '../../parameters/compiled-parameters.js';
import { MAX_EXACT, minorUnitsText } from '../../shared/minor-units.js';
import { capParameterYear } from '../limitation-year.js';
import type { CatchUp, ContributionCheckOf } from '../schema.js';
import {
  ageAtEndOfYear,
  FAST_SKIP,
  type FastContext,
  type FastOutcome,
  fastLimitOutcome,
  fastRow,
  paramAt,
  periodYear,
  priorCents,
  readable,
  requiredCents,
} from './fast-context.js';

// Cap, CompensationLimit and IncomePhaseOut in cents: checks/cap.ts, catch-up.ts,
// compensation-limit.ts and income-phase-out.ts line for line, with the same rows and messages.

type CapCheck = ContributionCheckOf<'Cap'>;

interface FastCapLimit {
  readonly limit: number;
  readonly param: CompiledParameterHit;
  readonly unchecked: readonly string[];
  readonly note: string | undefined;
}

function limitSpec(
  ctx: FastContext,
  c: CapCheck,
  year: number,
  unchecked: string[],
): { name: string; catchUps: readonly CatchUp[] | undefined; note: string | undefined } {
  let name = c.Parameter;
  const f = ctx.q.facts;
  if (c.ParameterWhenMarriedFilingSeparately) {
    if (f.filingStatus === undefined) unchecked.push('FilingStatus');
    else if (f.filingStatus === 'MarriedFilingSeparately') name = c.ParameterWhenMarriedFilingSeparately;
  }
  const alt = c.ApplicableEmployerLimit;
  if (!alt) return { name, catchUps: c.CatchUps, note: undefined };
  const status = f.simpleApplicableEmployer;
  if (status === undefined) {
    unchecked.push('SimpleApplicableEmployer');
    return {
      name,
      catchUps: c.CatchUps,
      note: 'ordinary limit: SimpleApplicableEmployer not stated, so the 110 percent limit was not considered',
    };
  }
  if (status === 'No') return { name, catchUps: c.CatchUps, note: 'ordinary limit: not an applicable employer' };
  if (paramAt(ctx, alt.Parameter, year) === undefined)
    return { name, catchUps: c.CatchUps, note: `ordinary limit: ${alt.Parameter} is not in force for ${year}` };
  return {
    name: alt.Parameter,
    catchUps: alt.CatchUps,
    note: `110 percent limit for an applicable employer (${status}; ${alt.Source})`,
  };
}

/** catchUpFor: the largest catch-up the owner's age allows for the year, in cents. */
function catchUpFor(
  ctx: FastContext,
  catchUps: readonly CatchUp[] | undefined,
  year: number,
): { cents: number; note: string | undefined; unchecked: readonly string[] } {
  if (!catchUps || catchUps.length === 0) return { cents: 0, note: undefined, unchecked: NO_FACTS };
  const dob = ctx.q.facts.dateOfBirth;
  if (!dob) return { cents: 0, note: undefined, unchecked: DATE_OF_BIRTH };
  const age = ageAtEndOfYear(dob, year);
  let best = 0;
  let note: string | undefined;
  for (const cu of catchUps) {
    if (age < cu.MinAge || (cu.MaxAge !== undefined && age > cu.MaxAge)) continue;
    const hit = paramAt(ctx, cu.Parameter, year);
    if (hit === undefined) continue;
    if (Number.isNaN(hit.cents)) readable();
    if (hit.cents > best) {
      best = hit.cents;
      note =
        `includes catch-up ${cu.Parameter} (${minorUnitsText(hit.cents)}) at age ${age} by the end of ` +
        `${year} (${cu.Source})`;
    }
  }
  return { cents: best, note, unchecked: NO_FACTS };
}
const NO_FACTS: readonly string[] = Object.freeze([]);
const DATE_OF_BIRTH: readonly string[] = Object.freeze(['DateOfBirth']);

/** capLimit: the cap's limit for this contribution's year, the parameter plus the largest catch-up. */
export function fastCapLimit(ctx: FastContext, c: CapCheck): FastCapLimit {
  const periodStart = periodYear(ctx, c.Period) ?? ctx.q.date.year;
  const unchecked: string[] = [];
  const ly = capParameterYear(c.ParameterYear, c.Period, periodStart, ctx.q.facts.planYearStartDate);
  if (ly?.missing) unchecked.push('PlanYearStartDate');
  const year = ly?.year ?? periodStart;
  const spec = limitSpec(ctx, c, year, unchecked);
  const base = requiredCents(ctx, spec.name, year);
  const cu = catchUpFor(ctx, spec.catchUps, year);
  unchecked.push(...cu.unchecked);
  let added = cu.cents;
  let cuNote = cu.note;
  if (c.CatchUpSources && cu.cents > 0 && c.Period !== 'Lifetime') {
    const deferrals =
      priorCents(ctx, c.CatchUpSources, c.Period) + (c.CatchUpSources.includes(ctx.source) ? ctx.q.cents : 0);
    const room = Math.min(cu.cents, deferrals);
    added = room;
    cuNote =
      `${cu.note ?? ''}; usable only by ${c.CatchUpSources.join(' and ')} contributions ` +
      `(${minorUnitsText(deferrals)} this year), so ${minorUnitsText(room)} is added`;
  }
  const tail = spec.note !== undefined && cuNote !== undefined ? `${spec.note}; ${cuNote}` : (spec.note ?? cuNote);
  const lyNote = ly?.note;
  const note = lyNote !== undefined ? (tail !== undefined ? `${lyNote}; ${tail}` : lyNote) : (tail ?? '');
  return { limit: base.cents + added, param: base, unchecked, note: note === '' ? undefined : note };
}

/** sharedAmount: an owner fact a cap shares with accounts the engine cannot see. */
function sharedCents(ctx: FastContext, fact: string | undefined, unchecked: string[]): number {
  if (fact === undefined) return 0;
  const f = ctx.q.facts;
  let v: number | undefined;
  if (fact === 'OtherIraContributions') v = f.otherIraContributions;
  else if (fact === 'OtherRothIraContributions') {
    // Not given: the whole of the other IRA contributions stands in (it may all be Roth).
    v = f.otherRothIraContributions;
    if (v === undefined && f.otherIraContributions !== undefined) {
      if (f.otherIraContributions > 0) unchecked.push(fact);
      return f.otherIraContributions;
    }
  } else if (fact === 'OtherCoverdellContributions') v = f.otherCoverdellContributions;
  else if (fact === 'SpouseDependentCareContributions') v = f.spouseDependentCareContributions;
  else if (fact === 'OtherElectiveDeferrals') v = f.otherElectiveDeferrals;
  else if (fact === 'OtherTrumpAccountContributions') v = f.otherTrumpAccountContributions;
  else readable(); // a shared fact this path does not read
  if (v === undefined) {
    unchecked.push(fact);
    return 0;
  }
  return v;
}

/** The limit of the cap at `index` of the type's checks, computed once per query. */
export function capLimitAt(ctx: FastContext, index: number): FastCapLimit {
  let limit = ctx.capLimits[index] as FastCapLimit | undefined;
  if (limit === undefined) {
    limit = fastCapLimit(ctx, ctx.rules.Checks[index] as CapCheck);
    ctx.capLimits[index] = limit;
  }
  return limit;
}

export function fastCap(ctx: FastContext, c: CapCheck, index: number): FastOutcome {
  if (!c.Sources.includes(ctx.source)) return FAST_SKIP;
  const limit = capLimitAt(ctx, index);
  const unchecked = [...limit.unchecked];
  const prior = priorCents(ctx, c.Sources, c.Period) + sharedCents(ctx, c.SharedWith, unchecked);
  const r = fastRow(c.Id, c.Rule, limit.limit, prior + ctx.q.cents, c.Source, limit.param, limit.note);
  const period = c.Period === 'Lifetime' ? 'the life of the account' : `${c.Period} ${periodYear(ctx, c.Period)}`;
  return fastLimitOutcome(r, limit.limit, prior, unchecked, `${c.Sources.join(' and ')} contributions for ${period}`);
}

/** compensationBase: the compensation the contributions may not exceed, or the facts missing to know it. */
function compensationBase(
  ctx: FastContext,
  c: ContributionCheckOf<'CompensationLimit'>,
): { limit: number; unchecked: readonly string[]; note: string } | { missing: readonly string[] } {
  const f = ctx.q.facts;
  const joint =
    c.Basis === 'OwnerPlusSpouse' &&
    (c.RequiresFilingStatus === undefined || f.filingStatus === undefined || f.filingStatus === c.RequiresFilingStatus);
  if (!joint) {
    if (f.compensation === undefined) return { missing: ['Compensation'] };
    const why =
      c.Basis === 'OwnerPlusSpouse'
        ? `no joint return (${f.filingStatus}), so only the owner's compensation`
        : "the owner's compensation";
    return { limit: f.compensation, unchecked: NO_FACTS, note: why };
  }
  // The spouse's compensation not given: the owner's own is the 219(c) limit's floor (readable path).
  if (f.spouseCompensation === undefined)
    return f.compensation === undefined
      ? { missing: ['Compensation', 'SpouseCompensation'] }
      : {
          limit: f.compensation,
          unchecked: ['SpouseCompensation'],
          note: "the owner's compensation: the spouse's, which 219(c) would add, was not given",
        };
  const unchecked: string[] = [];
  if (f.filingStatus === undefined) unchecked.push('FilingStatus');
  if (f.compensation === undefined) unchecked.push('Compensation');
  if (f.spouseIraContributions === undefined) unchecked.push('SpouseIraContributions');
  const limit = Math.max(0, (f.compensation ?? 0) + f.spouseCompensation - (f.spouseIraContributions ?? 0));
  return {
    limit,
    unchecked,
    note: "the couple's compensation less the working spouse's own IRA contributions (219(c))",
  };
}

export function fastCompensationLimit(ctx: FastContext, c: ContributionCheckOf<'CompensationLimit'>): FastOutcome {
  if (!c.Sources.includes(ctx.source)) return FAST_SKIP;
  const base = compensationBase(ctx, c);
  if ('missing' in base) return { rows: [], unchecked: base.missing };
  const unchecked = [...base.unchecked];
  const prior = priorCents(ctx, c.Sources, c.Period ?? 'TaxYear') + sharedCents(ctx, c.SharedWith, unchecked);
  const r = fastRow(c.Id, c.Rule, base.limit, prior + ctx.q.cents, c.Source, undefined, base.note);
  return fastLimitOutcome(
    r,
    base.limit,
    prior,
    unchecked,
    `contributions for ${ctx.taxYear ?? ctx.q.date.year} against compensation`,
  );
}

/**
 * reducedLimit in cents, where integer arithmetic provably gives decimal.js's answer. decimal.js
 * computes base - base * (magi - start) / (end - start) with 20 significant digits: the product
 * is exact (both products below 2^53 here), the quotient and the difference each carry a relative
 * error below 10^-19, so the result is within base * 10^-18 cents of the exact value. The
 * exact value is floor(numerator / width) plus a remainder; only when that remainder is closer
 * than the error bound to a whole cent (or rounding step) could decimal.js round the other way,
 * and there the readable path answers.
 */
export function reducedLimitCents(
  base: number,
  magi: number,
  start: number,
  end: number,
  rounding: { readonly UpToMultipleOf: string; readonly MinimumIfAboveZero: string } | undefined,
): number {
  if (magi <= start) return base;
  if (magi >= end || end <= start) return 0;
  const width = end - start;
  // base - base * (magi - start) / width = base * (end - magi) / width, in cents.
  const numerator = base * (end - magi);
  if (numerator > HALF_EXACT || base * (magi - start) > HALF_EXACT || width > HALF_EXACT) readable();
  const eps = base * 1e-18 + 1e-12;
  if (!rounding) {
    const [whole, rest] = divide(numerator, width);
    if (rest !== 0 && nearWhole(rest / width, eps)) readable();
    return whole; // cut to cents downward
  }
  const step = Number(rounding.UpToMultipleOf) * 100;
  const minimum = Number(rounding.MinimumIfAboveZero) * 100;
  const per = width * step;
  if (!(step > 0) || per > HALF_EXACT || !(minimum <= HALF_EXACT)) readable();
  // Up to the next multiple of the step: ceil(numerator / (width * step)) steps.
  const [steps, over] = divide(numerator, per);
  if (over !== 0 && nearWhole(over / per, eps / step + 1e-12)) readable();
  const r = (over === 0 ? steps : steps + 1) * step;
  return r > 0 && r < minimum ? minimum : r;
}

const HALF_EXACT = MAX_EXACT / 2;

/** Exact floor division of non-negative integers below 2^52: quotient and remainder. */
function divide(n: number, d: number): [number, number] {
  let q = Math.floor(n / d);
  let r = n - q * d;
  if (r < 0) {
    q -= 1;
    r += d;
  } else if (r >= d) {
    q += 1;
    r -= d;
  }
  return [q, r];
}

function nearWhole(fraction: number, eps: number): boolean {
  return fraction < eps || 1 - fraction < eps;
}

export function fastIncomePhaseOut(ctx: FastContext, c: ContributionCheckOf<'IncomePhaseOut'>): FastOutcome {
  if (!c.Sources.includes(ctx.source)) return FAST_SKIP;
  const f = ctx.q.facts;
  const missing: string[] = [];
  if (f.modifiedAgi === undefined) missing.push('ModifiedAgi');
  if (f.filingStatus === undefined) missing.push('FilingStatus');
  if (f.modifiedAgi === undefined || f.filingStatus === undefined) return { rows: [], unchecked: missing };
  let status = f.filingStatus;
  if (status === 'MarriedFilingSeparately' && f.livedApart === true && c.LivedApartUses) status = c.LivedApartUses;
  const range = rangeOf(c, status);
  if (!range) return FAST_SKIP;
  const capIndex = checkIndex(ctx, 'Cap', c.Reduces);
  if (capIndex < 0) return FAST_SKIP;
  const capL = capLimitAt(ctx, capIndex);
  const year = ctx.taxYear ?? ctx.q.date.year;
  const start = requiredCents(ctx, range.StartParameter, year);
  const end = requiredCents(ctx, range.EndParameter, year);

  const unchecked = [...capL.unchecked];
  let base = capL.limit;
  let baseNote = `limit ${minorUnitsText(capL.limit)}`;
  if (c.BaseLimitedByCompensation) {
    const comp = compensationCheckFor(ctx);
    const cb = comp ? compensationBase(ctx, comp) : undefined;
    if (cb && 'limit' in cb && cb.limit < base) {
      base = cb.limit;
      baseNote = `compensation ${minorUnitsText(cb.limit)} (less than the limit)`;
    }
  }
  const limit = reducedLimitCents(base, f.modifiedAgi, start.cents, end.cents, c.Rounding);

  let prior: number;
  if (c.Whose === 'Contributor') {
    const id = ctx.q.contributorId;
    if (id === undefined) unchecked.push('ContributorId');
    prior = id === undefined ? 0 : priorCents(ctx, c.Sources, 'TaxYear', id);
  } else {
    prior = priorCents(ctx, c.Sources, 'TaxYear') + sharedCents(ctx, c.SharedWith, unchecked);
  }
  const note =
    `MAGI ${minorUnitsText(f.modifiedAgi)} (${status}) in the range ` +
    `${minorUnitsText(start.cents)}-${minorUnitsText(end.cents)}; base ` +
    `${baseNote}${c.Rounding ? `; ${c.Rounding.Source}` : ''}`;
  const r = fastRow(c.Id, c.Rule, limit, prior + ctx.q.cents, c.Source, start, note);
  return fastLimitOutcome(r, limit, prior, unchecked, `contributions for ${year} after the income phase-out`);
}

// Plain loops instead of find() with a callback: no closure per query on the hot path.
function rangeOf(
  c: ContributionCheckOf<'IncomePhaseOut'>,
  status: string,
): ContributionCheckOf<'IncomePhaseOut'>['Ranges'][number] | undefined {
  for (const r of c.Ranges) if ((r.FilingStatuses as readonly string[]).includes(status)) return r;
  return undefined;
}

function checkIndex(ctx: FastContext, rule: 'Cap', id: string): number {
  const checks = ctx.rules.Checks;
  for (let i = 0; i < checks.length; i++) if (checks[i]!.Rule === rule && checks[i]!.Id === id) return i;
  return -1;
}

function compensationCheckFor(ctx: FastContext): ContributionCheckOf<'CompensationLimit'> | undefined {
  for (const k of ctx.rules.Checks) if (k.Rule === 'CompensationLimit' && k.Sources.includes(ctx.source)) return k;
  return undefined;
}
