import { ageOn, dayBefore } from '../../shared/dates.js';
import { minorUnitsText } from '../../shared/minor-units.js';
import { dateOfBirthFor, endOfYearBeforeAge } from '../growth-period-end.js';
import type { ContributionCheckOf } from '../schema.js';
import type { ContributionCheckRow } from '../types.js';
import {
  FAST_SKIP,
  type FastContext,
  type FastOutcome,
  fastLimitOutcome,
  fastRow,
  priorCents,
  priorMonthCents,
  readable,
  requiredCents,
} from './fast-context.js';

// ContributionPeriod, AgeInTaxYear, ElectionLimit, BalanceCap, MonthlyLimit and FactEquals in cents: the
// readable checks/*.ts line for line. Where a readable check rejects with something other than
// a limit (a date outside the period, a missing sub-account, a fact that must hold) the readable
// path answers.

export function fastContributionPeriod(ctx: FastContext, c: ContributionCheckOf<'ContributionPeriod'>): FastOutcome {
  if (c.Sources && !c.Sources.includes(ctx.source)) return FAST_SKIP;
  // A birth window (the Trump pilot deposit, once per child) is rare: the readable check decides it.
  if (c.BornWithin !== undefined) readable();
  const rows: ContributionCheckRow[] = [];
  const date = ctx.q.dateIso;
  if (c.NotBefore !== undefined) {
    if (date < c.NotBefore) readable();
    rows.push({
      Rule: c.Id,
      Kind: c.Rule,
      Limit: c.NotBefore,
      ComparedWith: date,
      Passed: true,
      Source: c.Source,
      Note: `not before ${c.NotBefore}`,
    });
  }
  const e = c.EndsAtAge;
  if (!e) return { rows, unchecked: [] };
  const f = ctx.q.facts;
  if (e.UnlessFact === 'BeneficiaryIsSpecialNeeds' && f.beneficiaryIsSpecialNeeds === true) {
    rows.push({
      Rule: c.Id,
      Kind: c.Rule,
      Limit: 'none',
      ComparedWith: date,
      Passed: true,
      Source: c.Source,
      Note: 'special needs beneficiary: no age limit',
    });
    return { rows, unchecked: [] };
  }
  const dob = dateOfBirthFor(e.DateOfBirthFact, f);
  if (!dob) return { rows, unchecked: [e.DateOfBirthFact] };
  if (e.Boundary === 'Birthday' || e.Boundary === 'AfterBirthday') {
    const age = ageOn(dob, ctx.q.date);
    const through = e.Boundary === 'AfterBirthday';
    if ((through ? ageOn(dob, dayBefore(ctx.q.date)) : age) >= e.Age) readable();
    rows.push({
      Rule: c.Id,
      Kind: c.Rule,
      Limit: through
        ? `on or before the beneficiary's ${e.Age}th birthday`
        : `before the beneficiary's ${e.Age}th birthday`,
      ComparedWith: date,
      Passed: true,
      Source: c.Source,
      Note: `beneficiary is ${age}`,
    });
  } else {
    const end = endOfYearBeforeAge(dob, e.Age);
    if (date > end) readable();
    rows.push({
      Rule: c.Id,
      Kind: c.Rule,
      Limit: end,
      ComparedWith: date,
      Passed: true,
      Source: c.Source,
      Note: `growth period ends ${end}`,
    });
  }
  return { rows, unchecked: [] };
}

export function fastElectionLimit(ctx: FastContext, c: ContributionCheckOf<'ElectionLimit'>): FastOutcome {
  if (!c.Sources.includes(ctx.source)) return FAST_SKIP;
  const election = ctx.q.facts.annualElection;
  if (election === undefined) return { rows: [], unchecked: ['AnnualElection'] };
  const prior = priorCents(ctx, c.Sources, 'PlanYear');
  const r = fastRow(c.Id, c.Rule, election, prior + ctx.q.cents, c.Source, undefined, 'the annual election');
  return fastLimitOutcome(r, election, prior, [], `contributions for plan year ${ctx.planYear ?? ''}`);
}

export function fastBalanceCap(ctx: FastContext, c: ContributionCheckOf<'BalanceCap'>): FastOutcome {
  if (!c.Sources.includes(ctx.source)) return FAST_SKIP;
  const year = ctx.planYear ?? ctx.q.date.year;
  const cap = requiredCents(ctx, c.Parameter, year);
  const f = ctx.q.facts;
  let limit = cap.cents;
  let note = `statutory cap for ${year}`;
  if (f.planBalanceCap !== undefined && f.planBalanceCap < limit) {
    limit = f.planBalanceCap;
    note = `the plan's own cap ${minorUnitsText(f.planBalanceCap)} (below the statutory ${minorUnitsText(cap.cents)})`;
  }
  const principal = f.participantPrincipal ?? priorCents(ctx, c.Sources, 'Lifetime');
  note +=
    f.participantPrincipal !== undefined
      ? '; principal as stated, earnings excluded'
      : '; principal taken as all accepted participant contributions in History (earnings excluded)';
  const r = fastRow(c.Id, c.Rule, limit, principal + ctx.q.cents, c.Source, cap, note);
  return fastLimitOutcome(r, limit, principal, [], 'participant principal');
}

export function fastMonthlyLimit(ctx: FastContext, c: ContributionCheckOf<'MonthlyLimit'>): FastOutcome {
  if (!c.Sources.includes(ctx.source)) return FAST_SKIP;
  const sub = ctx.q.subAccount;
  if (sub === undefined) readable();
  const month = ctx.q.benefitMonth;
  const year = Number(month.slice(0, 4));
  const p = requiredCents(ctx, sub === 'Transit' ? c.TransitParameter : c.ParkingParameter, year);
  const prior = priorMonthCents(ctx, c.Sources, sub, month);
  const r = fastRow(c.Id, c.Rule, p.cents, prior + ctx.q.cents, c.Source, p, `${sub} for ${month}`);
  return fastLimitOutcome(r, p.cents, prior, [], `${sub} contributions for ${month}`);
}

export function fastFactEquals(ctx: FastContext, c: ContributionCheckOf<'FactEquals'>): FastOutcome {
  const v = c.Fact === 'IsNonHighlyCompensated' ? ctx.q.facts.isNonHighlyCompensated : undefined;
  if (v === undefined) return { rows: [], unchecked: [c.Fact] };
  if (v !== c.Equals) readable();
  return {
    rows: [
      { Rule: c.Id, Kind: c.Rule, Limit: String(c.Equals), ComparedWith: String(v), Passed: true, Source: c.Source },
    ],
    unchecked: [],
  };
}

/** AgeInTaxYear: nothing to check after TaxYearsThrough; the rare earlier year goes to the readable check. */
export function fastAgeInTaxYear(ctx: FastContext, c: ContributionCheckOf<'AgeInTaxYear'>): FastOutcome {
  if (c.Sources && !c.Sources.includes(ctx.source)) return FAST_SKIP;
  if ((ctx.taxYear ?? ctx.q.date.year) > c.TaxYearsThrough) return FAST_SKIP;
  readable();
}
