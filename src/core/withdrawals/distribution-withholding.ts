import type { Catalog } from '../catalog/types.js';
import { parameterValue } from '../parameters/parameter-value.js';
import { parseIsoDate } from '../shared/dates.js';
import { type Failure, type FieldError, failure } from '../shared/error-codes.js';
import { Decimal, decimalString, parseAmount } from '../shared/money.js';

// Federal and state income tax withheld from a distribution (26 U.S.C. 3405). Amounts are
// exact: decimal.js, rounded half up to the cent once per tax; the net is the gross less both
// withholdings, so Withheld + Net = Gross to the cent.

/** How the payer must withhold federal tax on this payment. */
export type WithholdingRegime =
  /** A nonperiodic IRA (or other non-rollover-eligible) payment: 10 percent unless the payee elects 0-100 (W-4R). */
  | 'Nonperiodic'
  /** An eligible rollover distribution from a qualified plan paid to the payee: 20 percent, no lower election. */
  | 'EligibleRolloverDistribution'
  /** Nothing is withheld: a direct rollover, a trustee transfer, a recharacterization, a QCD. */
  | 'None';

export interface WithholdingQuery {
  readonly DistributionDate: string;
  readonly Gross: number | string;
  readonly Regime: WithholdingRegime;
  /**
   * The payee's federal election, a percentage from 0 to 100 with at most two decimals (Form
   * W-4R). Nonperiodic: replaces the 10 percent default. EligibleRolloverDistribution: only a rate
   * above 20 percent changes anything.
   */
  readonly FederalElectionPercent?: number | string;
  /** State income tax to withhold as a percentage of the gross (0 to 100), when the payer withholds it. */
  readonly StateWithholdingPercent?: number | string;
  /** Or a fixed state amount (at most the gross left after federal withholding). */
  readonly StateWithholdingAmount?: number | string;
  /** Part of the gross the payee already has as basis, not subject to withholding (3405(e)(1)(B)); default 0. */
  readonly NonTaxableAmount?: number | string;
  /**
   * EligibleRolloverDistribution: the gross of the eligible rollover distributions the same plan
   * already made to the distributee in this taxable year (default 0). While they and this one
   * total less than $200 the mandatory 20 percent does not apply (26 CFR 31.3405(c)-1 Q&A-14).
   */
  readonly PriorEligibleRolloverDistributionsInYear?: number | string;
}

export interface WithholdingResult {
  readonly ok: true;
  readonly Gross: string;
  /** The amount withholding is computed on: the gross less NonTaxableAmount. */
  readonly WithholdingBase: string;
  readonly FederalRatePercent: string;
  readonly FederalWithheld: string;
  readonly StateWithheld: string;
  /** Gross - FederalWithheld - StateWithheld: what the owner receives. */
  readonly Net: string;
  /** Post FederalWithheld to FederalWithholdingPayable and StateWithheld to StateWithholdingPayable. */
  readonly Postings: readonly {
    readonly Account: 'FederalWithholdingPayable' | 'StateWithholdingPayable';
    readonly Amount: string;
  }[];
  readonly Reasons: readonly string[];
  readonly Sources: readonly string[];
}

const FLOOR_SOURCE =
  '26 U.S.C. 3405(c)(1)(A) (3405(a) and (b) do not apply to an eligible rollover distribution, so not the ' +
  '10 percent either)';

/**
 * When this eligible rollover distribution and the plan's earlier ones of the year total less
 * than the floor ($200): what the reason says and its source; undefined when the 20 percent
 * applies (or the floor is not in the catalog for the date). Aggregated within the year and the
 * plan; once the total reaches the floor, the payments from then on are withheld on.
 */
function belowFloor(
  catalog: Catalog,
  q: WithholdingQuery,
  gross: Decimal,
  prior: Decimal,
): { message: string; source: string } | undefined {
  const p = parameterValue(catalog, 'eligible_rollover_distribution_withholding_floor', { Date: q.DistributionDate });
  if (!p.ok) return undefined;
  const total = prior.plus(gross);
  if (total.gte(p.Value)) return undefined;
  const year = q.DistributionDate.slice(0, 4);
  const withPrior = prior.gt(0) ? ` with the plan's earlier ${decimalString(prior)} of ${year}` : '';
  return {
    message:
      `the eligible rollover distributions of ${year} total ${decimalString(total)}${withPrior}, ` +
      `less than ${p.Value}: the mandatory 20 percent does not apply (${p.Reference})`,
    source: `${p.Reference}; ${p.Source}; ${FLOOR_SOURCE}`,
  };
}

function bad(field: string, message: string): Failure {
  const errors: FieldError[] = [{ FieldName: field, ErrorCode: 'Invalid', Message: message }];
  return failure('InvalidRequest', `${field} ${message}`, errors);
}

function percent(v: unknown, field: string): Decimal | Failure {
  const r = parseAmount(v, { allowZero: true });
  if (!r.ok) return bad(field, r.message);
  if (r.value.gt(100)) return bad(field, 'must be at most 100');
  return r.value;
}

/** The payee's Form W-4R rate: a percent of at most 100 with at most two decimals. */
function electionPercent(v: number | string): Decimal | Failure {
  const e = percent(v, 'FederalElectionPercent');
  if ('ok' in e) return e;
  if (e.decimalPlaces() > 2) return bad('FederalElectionPercent', 'must have at most two decimals');
  return e;
}

const round = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * Withholding on one distribution: the federal amount by regime and election, the optional
 * state amount, the net to the owner and the postings to the withholding-payable accounts.
 * Never throws.
 */
export function distributionWithholding(catalog: Catalog, q: WithholdingQuery): WithholdingResult | Failure {
  try {
    return compute(catalog, q);
  } catch {
    return failure('InvalidRequest', 'the withholding query could not be read');
  }
}

function compute(catalog: Catalog, q: WithholdingQuery): WithholdingResult | Failure {
  if (typeof q !== 'object' || q === null) return bad('(query)', 'must be an object');
  if (!parseIsoDate(q.DistributionDate)) return bad('DistributionDate', 'must be a date YYYY-MM-DD');
  const grossR = parseAmount(q.Gross);
  if (!grossR.ok) return bad('Gross', grossR.message);
  const gross = grossR.value;
  if (q.Regime !== 'Nonperiodic' && q.Regime !== 'EligibleRolloverDistribution' && q.Regime !== 'None')
    return bad('Regime', 'must be Nonperiodic, EligibleRolloverDistribution or None');
  let nonTaxable = new Decimal(0);
  if (q.NonTaxableAmount !== undefined) {
    const n = parseAmount(q.NonTaxableAmount, { allowZero: true });
    if (!n.ok) return bad('NonTaxableAmount', n.message);
    if (n.value.gt(gross)) return bad('NonTaxableAmount', 'must not exceed Gross');
    nonTaxable = n.value;
  }
  const base = gross.minus(nonTaxable);
  const reasons: string[] = [];
  const sources: string[] = [];

  let prior = new Decimal(0);
  if (q.PriorEligibleRolloverDistributionsInYear !== undefined) {
    if (q.Regime !== 'EligibleRolloverDistribution')
      return bad('PriorEligibleRolloverDistributionsInYear', 'is read for an eligible rollover distribution only');
    const n = parseAmount(q.PriorEligibleRolloverDistributionsInYear, { allowZero: true });
    if (!n.ok) return bad('PriorEligibleRolloverDistributionsInYear', n.message);
    prior = n.value;
  }

  let rate = new Decimal(0);
  const floor = q.Regime === 'EligibleRolloverDistribution' ? belowFloor(catalog, q, gross, prior) : undefined;
  if (floor !== undefined) {
    sources.push(floor.source);
    if (q.FederalElectionPercent === undefined) reasons.push(`${floor.message}: nothing is withheld`);
    else {
      const e = electionPercent(q.FederalElectionPercent);
      if ('ok' in e) return e;
      rate = e;
      reasons.push(`${floor.message}; the payee's request of ${decimalString(e)} percent is withheld (Form W-4R)`);
    }
  } else if (q.Regime === 'None') {
    if (q.FederalElectionPercent !== undefined)
      return bad('FederalElectionPercent', 'is not used when nothing is withheld (Regime None)');
    reasons.push(
      'no federal withholding: the amount is not paid to the payee (direct rollover, transfer, recharacterization) ' +
        'or not includible in income (a qualified charitable distribution)',
    );
  } else {
    const param =
      q.Regime === 'Nonperiodic'
        ? 'ira_distribution_default_federal_withholding_percent'
        : 'eligible_rollover_distribution_federal_withholding_percent';
    const p = parameterValue(catalog, param, { Date: q.DistributionDate });
    if (!p.ok) return failure('InvalidRequest', p.Message);
    sources.push(`${p.Reference}; ${p.Source}`);
    const statutory = new Decimal(p.Value);
    if (q.FederalElectionPercent === undefined) {
      rate = statutory;
      reasons.push(
        q.Regime === 'Nonperiodic'
          ? `no election: the default ${p.Value} percent (${p.Reference})`
          : `an eligible rollover distribution paid to the payee: ${p.Value} percent, mandatory (${p.Reference})`,
      );
    } else {
      const e = electionPercent(q.FederalElectionPercent);
      if ('ok' in e) return e;
      if (q.Regime === 'Nonperiodic') {
        rate = e;
        reasons.push(
          `the payee's election of ${decimalString(e)} percent replaces the default (Form W-4R; 26 U.S.C. 3405(b)(2))`,
        );
      } else {
        rate = Decimal.max(statutory, e);
        reasons.push(
          e.gt(statutory)
            ? `the payee elected ${decimalString(e)} percent, above the mandatory ${p.Value}`
            : `the payee may not elect less than the mandatory ${p.Value} percent on an eligible rollover ` +
                `distribution (${p.Reference})`,
        );
      }
    }
  }
  const federal = round(base.times(rate).div(100));

  let state = new Decimal(0);
  if (q.StateWithholdingPercent !== undefined && q.StateWithholdingAmount !== undefined)
    return bad('StateWithholdingAmount', 'give StateWithholdingPercent or StateWithholdingAmount, not both');
  if (q.StateWithholdingPercent !== undefined) {
    const s = percent(q.StateWithholdingPercent, 'StateWithholdingPercent');
    if ('ok' in s) return s;
    state = round(base.times(s).div(100));
    reasons.push(`state withholding ${decimalString(s)} percent of ${decimalString(base)}`);
  } else if (q.StateWithholdingAmount !== undefined) {
    const s = parseAmount(q.StateWithholdingAmount, { allowZero: true });
    if (!s.ok) return bad('StateWithholdingAmount', s.message);
    state = s.value;
    reasons.push(`state withholding of ${decimalString(state)} as given`);
  }
  if (federal.plus(state).gt(gross))
    return bad('StateWithholdingAmount', 'federal and state withholding together exceed the gross distribution');
  const net = gross.minus(federal).minus(state);
  const postings: WithholdingResult['Postings'][number][] = [];
  if (federal.gt(0)) postings.push({ Account: 'FederalWithholdingPayable', Amount: decimalString(federal) });
  if (state.gt(0)) postings.push({ Account: 'StateWithholdingPayable', Amount: decimalString(state) });
  reasons.push(
    'each tax is rounded half up to the cent; the net is the gross less both, so nothing is lost to rounding',
  );
  return {
    ok: true,
    Gross: decimalString(gross),
    WithholdingBase: decimalString(base),
    FederalRatePercent: decimalString(rate),
    FederalWithheld: decimalString(federal),
    StateWithheld: decimalString(state),
    Net: decimalString(net),
    Postings: postings,
    Reasons: reasons,
    Sources: sources,
  };
}
