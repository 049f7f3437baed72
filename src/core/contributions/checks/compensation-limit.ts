import { Decimal } from '../../shared/money.js';
import type { ContributionCheckOf } from '../schema.js';
import { sharedAmount } from './cap.js';
import { type CheckContext, type CheckOutcome, limitOutcome, priorTotal, row, SKIP, ZERO } from './context.js';

/** The compensation a type's contributions may not exceed, or the facts missing to know it. */
export function compensationBase(
  ctx: CheckContext,
  c: ContributionCheckOf<'CompensationLimit'>,
): { limit: Decimal; unchecked: string[]; note: string } | { missing: string[] } {
  const f = ctx.n.facts;
  // Without a joint return 219(c) does not apply: the owner's own compensation is the limit.
  const joint =
    c.Basis === 'OwnerPlusSpouse' &&
    (c.RequiresFilingStatus === undefined || f.filingStatus === undefined || f.filingStatus === c.RequiresFilingStatus);
  if (!joint) {
    if (f.compensation === undefined) return { missing: ['Compensation'] };
    const why =
      c.Basis === 'OwnerPlusSpouse'
        ? `no joint return (${f.filingStatus}), so only the owner's compensation`
        : "the owner's compensation";
    return { limit: f.compensation, unchecked: [], note: why };
  }
  // The spouse's compensation not given: the owner's own is a floor of the 219(c) limit (the
  // working spouse cannot have contributed more than they earned), so it still applies, strictly.
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
  const own = f.compensation ?? ZERO;
  const limit = Decimal.max(ZERO, own.plus(f.spouseCompensation).minus(f.spouseIraContributions ?? ZERO));
  return {
    limit,
    unchecked,
    note: "the couple's compensation less the working spouse's own IRA contributions (219(c))",
  };
}

export function checkCompensationLimit(ctx: CheckContext, c: ContributionCheckOf<'CompensationLimit'>): CheckOutcome {
  if (!c.Sources.includes(ctx.source)) return SKIP;
  const base = compensationBase(ctx, c);
  if ('missing' in base) return { rows: [], unchecked: base.missing };
  const unchecked = [...base.unchecked];
  const prior = priorTotal(ctx, c.Sources, c.Period ?? 'TaxYear').plus(sharedAmount(ctx, c.SharedWith, unchecked));
  const r = row(c.Id, c.Rule, base.limit, prior.plus(ctx.n.amount), c.Source, { note: base.note });
  return limitOutcome(
    r,
    base.limit,
    prior,
    unchecked,
    `contributions for ${ctx.taxYear ?? ctx.n.date.year} against compensation`,
  );
}
