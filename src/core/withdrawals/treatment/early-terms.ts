import { parameterValue } from '../../parameters/parameter-value.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import type { DistributionCode } from '../distribution-codes.js';
import type { DistributionTreatmentKind } from '../treatment-kind.js';
import { bad } from './bad.js';
import type { Given } from './given.js';
import { simpleFirstTwoYears } from './simple-first-two-years.js';
import { SIMPLE_SOURCE } from './sources.js';
import type { Work } from './work.js';

/** What a distribution before 59 1/2 is taxed at, and coded with when no exception applies. */
export interface EarlyTerms {
  /** SIMPLE IRA within two years of first participation; null when unknown or not a SIMPLE IRA. */
  readonly simple: boolean | null;
  /** The additional tax rate in percent; null when a SIMPLE IRA's start date was not given. */
  readonly rate: string | null;
  /** S (SIMPLE IRA, first two years) or 1; null when a SIMPLE IRA's start date was not given. */
  readonly noExceptionCode: DistributionCode | null;
}

/** The additional tax rate (25 percent within a SIMPLE IRA's first two years, 72(t)(6)) and the code. */
export function earlyTerms(g: Given, kind: DistributionTreatmentKind, w: Work): EarlyTerms | Failure {
  const { q } = g;
  // SIMPLE IRA within two years of first participation: S and 25 percent.
  let simple: boolean | null = null;
  if (kind === 'SimpleIra') {
    const within = simpleFirstTwoYears(q, w);
    if (within === undefined)
      return bad('SimpleIraParticipationStartDate', 'must be a date YYYY-MM-DD not after the distribution');
    simple = within;
  }
  const rateParam =
    simple === true ? 'simple_ira_first_two_years_additional_tax_percent' : 'early_distribution_additional_tax_percent';
  const rateR = parameterValue(g.catalog, rateParam, { Date: q.DistributionDate });
  if (!rateR.ok) return failure('InvalidRequest', rateR.Message);
  const rate = simple === null && kind === 'SimpleIra' ? null : rateR.Value;
  w.reasons.push({
    Rule: 'AdditionalTaxRate',
    Message:
      rate === null
        ? 'the rate is 25 percent within two years of first SIMPLE participation, 10 percent after: the ' +
          'start date was not given'
        : `additional tax rate ${rate} percent${simple ? ' (SIMPLE IRA, first two years)' : ''}`,
    Source: simple === null && kind === 'SimpleIra' ? SIMPLE_SOURCE : `${rateR.Reference}; ${rateR.Source}`,
  });
  const noExceptionCode: DistributionCode | null =
    kind === 'SimpleIra' ? (simple === null ? null : simple ? 'S' : '1') : '1';
  return { simple, rate, noExceptionCode };
}
