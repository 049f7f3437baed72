import { taxReturnDueDate } from '../../calendar/tax-return-due-date.js';
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

/** The IRAs whose excess contributions 408(d)(4) returns (as the Withdrawal operation checks them). */
const IRA_RETURN_DEADLINE_KINDS: readonly DistributionTreatmentKind[] = ['TraditionalIra', 'RothIra', 'SepIra'];

/**
 * The last day a 408(d)(4) return of a contribution deposited in `depositYear` can come: the due
 * date with extensions of the return for that year, the latest tax year such a deposit can be for
 * (a deposit before the due date may be for the year before, whose deadline is earlier; only the
 * host knows, and the Withdrawal operation checks it by the deposit's TaxYear).
 */
function latestReturnDate(g: Given, depositYear: number): string {
  const due = taxReturnDueDate(g.catalog, { TaxYear: depositYear, Extended: true });
  return due.ok ? due.DueDate : `${depositYear + 1}-10-15`;
}

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
    const last = IRA_RETURN_DEADLINE_KINDS.includes(kind) ? latestReturnDate(g, d.year) : undefined;
    if (last !== undefined && q.DistributionDate > last)
      return bad(
        'ExcessContributionDepositDate',
        `a contribution deposited in ${d.year} is for ${d.year} at the latest, so a 408(d)(4) return had to come ` +
          `by ${last}, the due date with extensions of the ${d.year} return; use Normal`,
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
