import { parameterValue } from '../../parameters/parameter-value.js';
import type { Failure } from '../../shared/error-codes.js';
import { Decimal, decimalString, parseAmount } from '../../shared/money.js';
import { dateReaching70AndAHalf } from '../age-fifty-nine-and-a-half.js';
import { DISTRIBUTION_CODES_SOURCE } from '../distribution-codes.js';
import { type DistributionTreatmentKind, isPlanKind, isRothKind } from '../treatment-kind.js';
import { noTax, unknownTax } from './additional-tax.js';
import { bad } from './bad.js';
import { finish } from './finish.js';
import type { Given } from './given.js';
import type { DistributionTreatment } from './types.js';
import type { Work } from './work.js';

// A qualified charitable distribution (26 U.S.C. 408(d)(8)): an IRA paid by its trustee straight
// to a charity on or after the day the individual for whose benefit it is kept reaches 70 1/2,
// excluded from income up to the year's limit. Form 1099-R code Y with 7 (or 4 from an inherited
// IRA), box 2a as for any IRA distribution; nothing withheld. docs/decisions/41-money-out-rules.md.

export const QCD_LIMIT_PARAMETER = 'qualified_charitable_distribution_annual_limit';

export const QCD_SOURCE =
  '26 U.S.C. 408(d)(8)(A), (B) (directly by the trustee to a 170(b)(1)(A) organization other than a ' +
  '509(a)(3) organization or a donor-advised fund, on or after the date the individual attains 70 1/2; ' +
  'only what would be includible in gross income)';
const ONGOING_SOURCE =
  '26 U.S.C. 408(d)(8)(B) (not a plan described in subsection (k) or (p)); Notice 2007-7 Q&A-36 (a SEP or ' +
  'SIMPLE IRA is ongoing when an employer contribution is made for the plan year ending with or within the ' +
  "owner's taxable year)";
const WITHHOLDING_SOURCE =
  '26 U.S.C. 3405(e)(1)(B)(ii) (no withholding on the portion reasonably believed not includible in gross income)';
const OFFSET_SOURCE =
  '26 U.S.C. 408(d)(8)(A), last sentence (SECURE Act, Pub. L. 116-94 sec. 107(b), for distributions in taxable ' +
  'years beginning after 2019); IRS Publication 590-B, "Qualified charitable distributions"';
/** The first year the 408(d)(8)(A) offset can apply (SECURE Act sec. 107(b)). */
const OFFSET_FIRST_YEAR = 2020;
const RMD_SOURCE = 'IRS Publication 590-B, "Qualified charitable distributions" (counts toward the required minimum)';

/**
 * The checks in the order a host can act on them: the kind of account, the year's limit (the
 * catalog's, from 2006), an ongoing SEP or SIMPLE IRA, this account's, the owner's other IRAs' and the
 * owner's IRAs outside the host's QCDs of the year (the limit is per taxpayer), then 70 1/2.
 * Unknown facts go to Unchecked; a known one that fails is refused.
 */
export function qualifiedCharitableDistribution(
  g: Given,
  kind: DistributionTreatmentKind,
  w: Work,
): DistributionTreatment | Failure {
  const { q, on, amount } = g;
  if (isRothKind(kind))
    return bad(
      'DistributionReason',
      'a Roth IRA distribution is not includible in gross income, and only an amount that would be can be a ' +
        'qualified charitable distribution (408(d)(8)(B)); use Normal',
      'NotForThisAccount',
    );
  if (isPlanKind(kind))
    return bad(
      'DistributionReason',
      'a qualified charitable distribution is made from an IRA only (408(d)(8)(B)), not from an employer plan',
      'NotForThisAccount',
    );
  const inherited = kind === 'InheritedTraditionalIra';
  const p = parameterValue(g.catalog, QCD_LIMIT_PARAMETER, { Year: on.year });
  if (!p.ok)
    return bad(
      'DistributionDate',
      `has no qualified charitable distribution: 408(d)(8) applies to distributions from 2006 (${p.Message})`,
      'OutOfRange',
    );
  const limit = new Decimal(p.Value);

  if (kind === 'SepIra' || kind === 'SimpleIra') {
    const label = kind === 'SepIra' ? 'SEP' : 'SIMPLE';
    if (q.EmployerContributionThisYear === true)
      return bad(
        'DistributionReason',
        `an employer contribution was made to this ${label} IRA in ${on.year}: an ongoing ${label} IRA makes no ` +
          'qualified charitable distribution (408(d)(8)(B); Notice 2007-7 Q&A-36)',
        'OngoingEmployerPlan',
      );
    if (q.EmployerContributionThisYear === undefined) w.unchecked.push('EmployerContributionThisYear');
    w.reasons.push({
      Rule: 'QcdNotOngoingPlan',
      Message:
        q.EmployerContributionThisYear === false
          ? `no employer contribution to this ${label} IRA in ${on.year}: not an ongoing plan, a QCD may be made`
          : `whether an employer contribution was made to this ${label} IRA in ${on.year} was not given`,
      Source: ONGOING_SOURCE,
    });
  }

  let prior = new Decimal(0);
  if (q.PriorQualifiedCharitableDistributions === undefined) w.unchecked.push('PriorQualifiedCharitableDistributions');
  else {
    const r = parseAmount(q.PriorQualifiedCharitableDistributions, { allowZero: true });
    if (!r.ok) return bad('PriorQualifiedCharitableDistributions', r.message);
    prior = r.value;
  }
  // The limit is per taxpayer across all IRAs (408(d)(8)(A)): the owner's other IRAs' QCDs of the year count too,
  // those with this host and those the owner states for IRAs outside it.
  let others: Decimal | undefined;
  if (q.OtherIraQualifiedCharitableDistributions === undefined)
    w.unchecked.push('OtherIraQualifiedCharitableDistributions');
  else {
    const r = parseAmount(q.OtherIraQualifiedCharitableDistributions, { allowZero: true });
    if (!r.ok) return bad('OtherIraQualifiedCharitableDistributions', r.message);
    others = r.value;
  }
  let outside: Decimal | undefined;
  if (q.OtherQualifiedCharitableDistributions === undefined) w.unchecked.push('OtherQualifiedCharitableDistributions');
  else {
    const r = parseAmount(q.OtherQualifiedCharitableDistributions, { allowZero: true });
    if (!r.ok) return bad('OtherQualifiedCharitableDistributions', r.message);
    outside = r.value;
  }
  const used = prior.plus(others ?? 0).plus(outside ?? 0);
  const room = Decimal.max(0, limit.minus(used));
  const already =
    `${decimalString(prior)} already this year from this account` +
    (others === undefined
      ? "; the owner's other IRAs were not given"
      : ` and ${decimalString(others)} from the owner's other IRAs`) +
    (outside === undefined ? '' : `; ${decimalString(outside)} stated from the owner's IRAs outside this host`);
  if (amount.gt(room))
    return bad(
      'Amount',
      `${decimalString(amount)} is above what is left of the ${on.year} qualified charitable distribution limit ` +
        `(${decimalString(limit)}, ${already}): at most ${decimalString(room)} may be a QCD; pay the rest as ` +
        'another distribution (408(d)(8)(A): the limit is per taxpayer across all IRAs)',
      'AboveAnnualLimit',
    );
  w.reasons.push({
    Rule: 'QcdAnnualLimit',
    Message:
      `${decimalString(used.plus(amount))} of the owner's QCDs in ${on.year} with this one (${already}), within ` +
      `the limit of ${decimalString(limit)}, which is per taxpayer across all IRAs` +
      (others === undefined ? ": QCDs from the owner's other IRAs are not seen here" : '') +
      (outside === undefined ? "; QCDs from the owner's IRAs outside this host were not stated" : '') +
      '; the one-time split-interest election (408(d)(8)(F)) is not modelled',
    Source: `${p.Reference}; ${p.Source}`,
  });

  // Box 2a as for any IRA distribution: the gross, taxable amount not determined (the owner excludes it).
  w.taxable = amount;
  w.notDetermined = true;
  w.regime = 'None';
  w.reasons.push({
    Rule: 'QcdWithholding',
    Message: 'a qualified charitable distribution is not includible in gross income: nothing is withheld',
    Source: WITHHOLDING_SOURCE,
  });
  w.reasons.push({
    Rule: 'QcdRequiredDistribution',
    Message: "it counts toward the year's required minimum distribution",
    Source: RMD_SOURCE,
  });
  const who = inherited ? 'the beneficiary' : 'the owner';
  if (g.birth === undefined) {
    w.unchecked.push('OwnerDateOfBirth');
    w.codes = null;
    w.tax = inherited ? noTax('Death', amount) : unknownTax(null);
    w.reasons.push({
      Rule: 'QualifiedCharitableDistribution',
      Message:
        `${who}'s date of birth was not given: whether ${who} is 70 1/2 (code Y with ${inherited ? '4' : '7'}) ` +
        'is not known and the code is not given',
      Source: QCD_SOURCE,
    });
    return finish(q, kind, 'QualifiedCharitableDistribution', w, g.age, g.reached, null);
  }
  const half = dateReaching70AndAHalf(g.birth);
  if (q.DistributionDate < half)
    return bad(
      'DistributionDate',
      `is before ${half}, the day ${who} reaches 70 1/2: a qualified charitable distribution is made on or after ` +
        'it (408(d)(8)(B)(ii)); use Normal',
      'BeforeAge70AndAHalf',
    );
  w.codes = ['Y', inherited ? '4' : '7'];
  w.tax = noTax('NotIncome', amount);
  w.reasons.push({
    Rule: 'QualifiedCharitableDistribution',
    Message:
      `paid by the trustee to a charity; ${who} reaches 70 1/2 on ${half}: code Y${inherited ? '4' : '7'}, ` +
      'excluded from gross income by the owner (the charity must be a 170(b)(1)(A) organization, not a ' +
      'donor-advised fund or a 509(a)(3) supporting organization: the host checks the payee)',
    Source: `${QCD_SOURCE}; ${DISTRIBUTION_CODES_SOURCE}`,
  });
  if (on.year >= OFFSET_FIRST_YEAR)
    w.reasons.push({
      Rule: 'QcdDeductionOffset',
      Message:
        `the amount ${who} may exclude is reduced by the IRA ` +
        'deductions allowed for years ending on or after the day the taxpayer reached 70 1/2, less the part of ' +
        'them that reduced earlier QCDs; the custodian does not see deductions: the whole amount is reported ' +
        'with code Y and the taxpayer figures the exclusion',
      Source: OFFSET_SOURCE,
    });
  return finish(q, kind, 'QualifiedCharitableDistribution', w, g.age, g.reached, null);
}
