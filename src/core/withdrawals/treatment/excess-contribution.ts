import { parseIsoDate } from '../../shared/dates.js';
import type { Failure } from '../../shared/error-codes.js';
import { Decimal, parseAmount } from '../../shared/money.js';
import { DISTRIBUTION_CODES_SOURCE, type DistributionCode } from '../distribution-codes.js';
import { type DistributionTreatmentKind, isRothKind } from '../treatment-kind.js';
import { appliesTax, noTax, unknownTax } from './additional-tax.js';
import { bad } from './bad.js';
import { finish } from './finish.js';
import type { Given } from './given.js';
import { CORRECTIVE_FROM, CORRECTIVE_SOURCE } from './sources.js';
import type { DistributionTreatment } from './types.js';
import type { Work } from './work.js';

/**
 * A return of an excess contribution with its net income attributable (408(d)(4)): code 8 or P
 * by the year it was deposited (with J for a Roth IRA, 1 when the additional tax applied); only
 * the earnings are taxable, and from 2022-12-29 free of the additional tax.
 */
export function excessContribution(
  g: Given,
  kind: DistributionTreatmentKind,
  w: Work,
): DistributionTreatment | Failure {
  const { q, on, reached } = g;
  if (kind === 'InheritedTraditionalIra' || kind === 'InheritedRothIra')
    return bad('DistributionReason', 'an inherited IRA takes no contributions to return', 'NotForThisAccount');
  w.reasons.push({
    Rule: 'ExcessContribution',
    Message:
      'a return of an excess contribution with its net income attributable: the contribution is not ' +
      'income, the earnings are income for the year the contribution was made',
    Source: `26 U.S.C. 408(d)(4); 26 CFR 1.408-11; ${DISTRIBUTION_CODES_SOURCE}`,
  });
  let yearCode: DistributionCode | null = null;
  if (q.ExcessContributionDepositDate === undefined) w.unchecked.push('ExcessContributionDepositDate');
  else {
    const d = parseIsoDate(q.ExcessContributionDepositDate);
    if (!d) return bad('ExcessContributionDepositDate', 'must be a date YYYY-MM-DD');
    if (q.ExcessContributionDepositDate > q.DistributionDate)
      return bad('ExcessContributionDepositDate', 'is after the distribution');
    if (d.year < on.year - 1)
      return bad(
        'ExcessContributionDepositDate',
        'is more than a year before: a 408(d)(4) return must come by the due date (with extensions) of the ' +
          'return for the contribution; use Normal',
        'NotACorrectiveDistribution',
      );
    yearCode = d.year === on.year ? '8' : 'P';
  }
  if (q.NetIncomeAttributable === undefined) {
    w.unchecked.push('NetIncomeAttributable');
    w.taxable = null;
  } else {
    const n = parseAmount(q.NetIncomeAttributable, { allowZero: true, allowNegative: true });
    if (!n.ok) return bad('NetIncomeAttributable', n.message);
    if (n.value.gte(new Decimal(String(q.Amount))))
      return bad('NetIncomeAttributable', 'must be less than Amount (the returned contribution plus its earnings)');
    w.taxable = Decimal.max(0, n.value);
  }
  const afterSecure2 = q.DistributionDate >= CORRECTIVE_FROM;
  const roth = isRothKind(kind);
  let early = false;
  if (afterSecure2) w.tax = noTax('CorrectiveDistribution', w.taxable ?? undefined);
  else if (reached === null) {
    w.unchecked.push('OwnerDateOfBirth');
    w.tax = unknownTax('10');
  } else if (reached) w.tax = noTax('Age59AndAHalf', w.taxable ?? undefined);
  else {
    early = true;
    w.tax = w.taxable === null ? unknownTax('10') : appliesTax(w.taxable, '10');
  }
  w.reasons.push({
    Rule: 'CorrectiveDistribution',
    Message: afterSecure2
      ? 'the net income attributable is not subject to the additional tax (from 2022-12-29)'
      : 'before 2022-12-29 the net income attributable was subject to the additional tax before 59 1/2',
    Source: CORRECTIVE_SOURCE,
  });
  if (yearCode !== null) {
    w.codes = roth ? ['J', yearCode] : early ? [yearCode, '1'] : [yearCode];
    if (afterSecure2 === false && reached === null) w.codes = null;
  }
  w.regime = 'Nonperiodic';
  return finish(q, kind, 'ExcessContribution', w, g.age, reached, null);
}
