import { Decimal, decimalString } from '../../shared/money.js';
import type { ContributionCheckOf } from '../schema.js';
import { type CheckContext, param } from './context.js';

type Spec = ContributionCheckOf<'EmployerMatchOrNonElective'>['AdditionalNonElective'];

export interface AdditionalRoom {
  /** Employer money allowed on top of the match or non-elective contribution. */
  readonly amount: Decimal;
  readonly note: string | undefined;
  readonly unchecked: string[];
  /** The plan's use of the sec. 116 contribution is not stated (it matters only when the base limit is passed). */
  readonly notStated: boolean;
}

const NONE: AdditionalRoom = { amount: new Decimal(0), note: undefined, unchecked: [], notStated: false };

/**
 * SECURE 2.0 sec. 116 (408(p)(2)(A)(iv)): a SIMPLE IRA plan may add a uniform non-elective
 * contribution of up to 10 percent of compensation, at most $5,000 (indexed after 2024), for
 * taxable years beginning after 2023. Room only when the account states the plan makes it.
 */
export function additionalNonElectiveRoom(ctx: CheckContext, spec: Spec, year: number): AdditionalRoom {
  if (!spec) return NONE;
  const f = ctx.n.facts;
  if (f.simpleAdditionalNonElective === undefined) return { ...NONE, notStated: true };
  if (!f.simpleAdditionalNonElective) return NONE;
  const pct = param(ctx, spec.PercentParameter, year);
  const cap = param(ctx, spec.DollarCapParameter, year);
  // Before 2024 the contribution did not exist: no parameter value that early.
  if (!pct.ok || !cap.ok)
    return { ...NONE, note: `no additional non-elective contribution before it took effect (${spec.Source})` };
  if (f.compensation === undefined)
    return {
      ...NONE,
      unchecked: ['Compensation'],
      note: 'additional non-elective contribution not counted: Compensation not given',
    };
  const byPct = f.compensation.times(pct.value).div(100).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const amount = Decimal.min(byPct, cap.value);
  const carried = cap.carriedForward ? `; ${cap.name} carried forward from its last published year` : '';
  return {
    amount,
    note:
      `plus the additional non-elective contribution: the lesser of ${decimalString(pct.value)} percent of ` +
      `compensation (${decimalString(byPct)}) and ${decimalString(cap.value)}, so ${decimalString(amount)} ` +
      `(${spec.Source}${carried})`,
    unchecked: [],
    notStated: false,
  };
}
