import { taxReturnDueDate } from '../../calendar/tax-return-due-date.js';
import type { Failure } from '../../shared/error-codes.js';
import { Decimal } from '../../shared/money.js';
import { DISTRIBUTION_CODES_SOURCE } from '../distribution-codes.js';
import type { DistributionTreatmentKind } from '../treatment-kind.js';
import { noTax } from './additional-tax.js';
import { bad } from './bad.js';
import { finish } from './finish.js';
import type { Given } from './given.js';
import { IRA_BOX_SOURCE } from './sources.js';
import type { DistributionTreatment } from './types.js';
import type { Work } from './work.js';

/** A regular IRA contribution recharacterized (408A(d)(6)): code N or R, nothing taxable, nothing withheld. */
export function recharacterization(
  g: Given,
  kind: DistributionTreatmentKind,
  w: Work,
): DistributionTreatment | Failure {
  const { q, on } = g;
  if (kind !== 'TraditionalIra' && kind !== 'SepIra' && kind !== 'RothIra')
    return bad('DistributionReason', 'only a regular IRA contribution may be recharacterized', 'NotForThisAccount');
  const y = q.RecharacterizedContributionYear;
  if (y === undefined) w.unchecked.push('RecharacterizedContributionYear');
  else if (typeof y !== 'number' || !Number.isInteger(y))
    return bad('RecharacterizedContributionYear', 'must be a whole year');
  else if (y === on.year) w.codes = ['N'];
  else if (y === on.year - 1) {
    // By the due date, with extensions, of the return for the contribution's year (1.408A-5 A-1(b)).
    const due = taxReturnDueDate(g.catalog, { TaxYear: y, Extended: true });
    const last = due.ok ? due.DueDate : `${y + 1}-10-15`;
    if (q.DistributionDate > last)
      return bad(
        'RecharacterizedContributionYear',
        `a contribution for ${y} may be recharacterized only by ${last}, the due date with extensions of the ` +
          `${y} return (26 CFR 1.408A-5 A-1(b))`,
        'RecharacterizationTooLate',
      );
    w.codes = ['R'];
  } else
    return bad(
      'RecharacterizedContributionYear',
      'must be the year of the recharacterization or the year before (due date with extensions)',
      'RecharacterizationTooLate',
    );
  w.taxable = new Decimal(0);
  w.regime = 'None';
  w.tax = noTax('NotADistribution');
  w.reasons.push({
    Rule: 'Recharacterization',
    Message:
      'a recharacterized contribution: code N (same year) or R (contribution for the year before); nothing ' +
      'taxable; no IRA/SEP/SIMPLE box',
    Source: `26 U.S.C. 408A(d)(6); ${DISTRIBUTION_CODES_SOURCE}; ${IRA_BOX_SOURCE}`,
  });
  return finish(q, kind, 'Recharacterization', w, g.age, g.reached, null);
}
