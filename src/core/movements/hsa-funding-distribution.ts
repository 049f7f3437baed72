import type { Catalog } from '../catalog/types.js';
import { contributionRulesOf } from '../contributions/rules-of-type.js';
import { dateOfAge59AndAHalf } from './age-fifty-nine-and-a-half.js';
import type { MovementPair } from './movement-pair.js';
import { SOURCES } from './sources.js';
import type { MovementExplained, MovementRefused, MovementWarning } from './types.js';

// The qualified HSA funding distribution (26 U.S.C. 408(d)(9); Notice 2008-51): once in a lifetime, an IRA owner's
// money moves trustee to trustee from a traditional or Roth IRA to the owner's HSA, a contribution to the HSA within
// the 223(b) limit and a distribution of the IRA not included in income. The limit itself is the HSA's contribution
// check (decideTransfer runs it over the HSA's deposits); this file holds the rules of the movement.

/** One stretch of the owner's HDHP coverage, as the owner's tax-year facts state it (HdhpCoveragePeriods). */
export interface HsaFundingCoverage {
  readonly From: string;
  readonly To?: string | undefined;
  readonly CoverageTier: 'SelfOnly' | 'Family';
}

/** One earlier movement of the owner, as the once-only rule reads it. */
export interface HsaFundingHistoryEntry {
  readonly Kind: string;
  readonly FromAccountTypeCode: string;
  readonly ToAccountTypeCode: string;
  readonly DistributionDate: string;
}

/** The facts of checkTransfer a funding distribution reads, beyond the two accounts and the day. */
export interface HsaFundingFacts {
  /** The owner's date of birth: 1099-R code 1 or 7 (J or T from a Roth IRA). */
  readonly OwnerDateOfBirth?: string | undefined;
  /**
   * The owner's earlier movements, of any date (a funding distribution is once in a lifetime): the earlier funding
   * distributions are the trustee transfers in it from an IRA to an HSA. Absent: the once-only rule is Unchecked.
   */
  readonly History?: readonly HsaFundingHistoryEntry[] | undefined;
  /**
   * The sending IRA holds an employer contribution for the year of the distribution (a SEP or SIMPLE IRA is then
   * ongoing). Absent for an IRA that takes employer money: Unchecked.
   */
  readonly FromEmployerContributionForYear?: boolean | undefined;
  /** The owner's HDHP coverage in the year: a second funding distribution needs self-only then family coverage. */
  readonly HdhpCoveragePeriods?: readonly HsaFundingCoverage[] | undefined;
}

/** A qualified HSA funding distribution allowed: a reported distribution of the IRA, a contribution of the HSA. */
export interface HsaFundingAllowed extends MovementExplained {
  readonly ok: true;
  readonly Kind: 'HsaFundingDistribution';
  readonly IsDistribution: true;
  readonly Reportable: true;
  readonly CountsAsRollover: false;
  /** The HSA records the money as the owner's contribution for the year, counted toward the 223(b) limit. */
  readonly ReceivingContributionSource: 'Participant';
  readonly CountsTowardCap: true;
  /** The year of the distribution: a funding distribution cannot be made for the prior year (Notice 2008-51). */
  readonly TaxYear: number;
  /**
   * The IRA's Form 1099-R box 7 code; null without the owner's date of birth (an inherited IRA needs none: 4 from an
   * inherited traditional IRA, T from an inherited Roth IRA, as its other distributions).
   */
  readonly DistributionCode: '1' | '4' | '7' | 'J' | 'T' | null;
  /** Included in income: none (408(d)(9)(A)); the basis of the IRAs is not used (408(d)(9)(E)). */
  readonly TaxableAmount: '0';
  /** The HSA's Form 5498-SA box: 2, total contributions made in the year. */
  readonly Form5498SaBox: '2';
}

interface Pair {
  readonly f: {
    readonly From: { readonly OwnerId: string };
    readonly To: { readonly OwnerId: string };
    readonly TransferDate: string;
  };
}

type Opened = Pair & Pick<MovementPair<unknown>, 'from' | 'to' | 'reasons' | 'unchecked' | 'no'>;

// Notice 2008-51 lets the beneficiary of an inherited IRA make the beneficiary's own funding distribution from it.
const IRA_CHARACTERS = new Set(['Traditional', 'Roth', 'InheritedTraditional', 'InheritedRoth']);
const ROTH_CHARACTERS = new Set(['Roth', 'InheritedRoth']);

function tierOn(periods: readonly HsaFundingCoverage[], day: string): 'SelfOnly' | 'Family' | undefined {
  return periods.find((p) => p.From <= day && (p.To === undefined || day <= p.To))?.CoverageTier;
}

/**
 * Whether the movement is a qualified HSA funding distribution (26 U.S.C. 408(d)(9)): from a traditional or Roth IRA
 * (not an ongoing SEP or SIMPLE IRA; an inherited IRA of the beneficiary too, Notice 2008-51) to an HSA of the same
 * owner, the first of the owner's lifetime (a second only in the same taxable year after a change from self-only to
 * family coverage). Never throws; the HSA's 223(b) limit is checked by the caller.
 */
export function checkHsaFundingDistribution(
  catalog: Catalog,
  p: Opened,
  facts: HsaFundingFacts,
): HsaFundingAllowed | MovementRefused {
  const { f, from, to, reasons, unchecked, no } = p;
  const a = from.rules.TaxCharacter;
  if (to.rules.TaxCharacter !== 'Hsa' || !IRA_CHARACTERS.has(a))
    return no(
      'hsa-funding-pair',
      'a qualified HSA funding distribution moves money from a traditional or Roth IRA to an HSA, not ' +
        `${from.type.Slug} to ${to.type.Slug}`,
      SOURCES.hsaFundingDistribution,
      { field: 'HsaFundingDistribution' },
    );
  if (f.From.OwnerId !== f.To.OwnerId)
    return no(
      'same-owner',
      "a qualified HSA funding distribution goes only to the IRA owner's own HSA",
      SOURCES.hsaFundingDistribution,
      { field: 'To.OwnerId' },
    );
  reasons.push({
    Rule: 'hsa-funding-distribution',
    Message:
      `${from.type.Slug} to ${to.type.Slug} of the same owner, trustee to trustee: a qualified HSA funding ` +
      'distribution, elected by HsaFundingDistribution',
    Source: SOURCES.hsaFundingDistribution,
  });

  const employer = contributionRulesOf(from.receiving).rules?.Sources.Employer?.Accepted === true;
  if (employer) {
    if (facts.FromEmployerContributionForYear === true)
      return no(
        'ongoing-sep-simple',
        `${from.type.Slug} holds an employer contribution for ${f.TransferDate.slice(0, 4)}: an ongoing SEP or ` +
          'SIMPLE IRA cannot make a qualified HSA funding distribution',
        SOURCES.hsaFundingOngoing,
        { field: 'FromAccountId' },
      );
    if (facts.FromEmployerContributionForYear === undefined) unchecked.push('FromEmployerContributionForYear');
    else
      reasons.push({
        Rule: 'ongoing-sep-simple',
        Message:
          `${from.type.Slug} holds no employer contribution for ${f.TransferDate.slice(0, 4)}: not an ongoing SEP ` +
          'or SIMPLE IRA (an employer contribution made later for that plan year would make it one)',
        Source: SOURCES.hsaFundingOngoing,
      });
  }

  const once = onceInALifetime(catalog, p, facts);
  if (once) return once;

  const year = Number(f.TransferDate.slice(0, 4));
  let code: HsaFundingAllowed['DistributionCode'] = null;
  const roth = ROTH_CHARACTERS.has(a);
  if (a === 'InheritedTraditional' || a === 'InheritedRoth') {
    code = a === 'InheritedRoth' ? 'T' : '4';
    reasons.push({
      Rule: 'form-1099-r',
      Message:
        `Form 1099-R of ${from.type.Slug}, an inherited IRA the owner holds as beneficiary: box 1 the amount, ` +
        `${roth ? 'box 2a empty' : 'box 2a the amount with 2b checked (the owner excludes it: "HFD")'}, box 7 code ` +
        `${code} (paid to a beneficiary after the death, whatever the age); the HSA's Form 5498-SA shows it in box 2`,
      Source: SOURCES.hsaFundingForms,
    });
  } else if (facts.OwnerDateOfBirth === undefined) unchecked.push('Owner.DateOfBirth');
  else {
    const half = dateOfAge59AndAHalf(facts.OwnerDateOfBirth);
    const reached = f.TransferDate >= half;
    code = a === 'Roth' ? (reached ? 'T' : 'J') : reached ? '7' : '1';
    reasons.push({
      Rule: 'form-1099-r',
      Message:
        `Form 1099-R of ${from.type.Slug}: box 1 the amount, ` +
        `${a === 'Roth' ? 'box 2a empty' : 'box 2a the amount with 2b checked (the owner excludes it: "HFD")'}, ` +
        `box 7 code ${code} (the owner ` +
        `${reached ? 'has' : 'has not'} attained age 59 1/2, on ${half}); the HSA's Form 5498-SA shows it in box 2`,
      Source: SOURCES.hsaFundingForms,
    });
  }
  reasons.push({
    Rule: 'not-included-in-income',
    Message:
      'not included in income and not subject to the 10 percent additional tax; it comes first from the part of the ' +
      "IRAs that would be taxable, so it uses none of the owner's basis (Form 8606 leaves it out); nothing is withheld",
    Source: SOURCES.hsaFundingNotIncome,
  });
  const rothPart: MovementWarning[] = roth
    ? [
        {
          Code: 'HsaFundingRothIncludiblePart',
          Message:
            'from a Roth IRA only the part that would otherwise be includible in income qualifies (the earnings ' +
            'of a nonqualified distribution); a part from contributions, or a qualified distribution, is not ' +
            "excluded by 408(d)(9) and is the owner's HSA contribution of the year",
          Source: SOURCES.hsaFundingDistribution,
        },
      ]
    : [];
  const Warnings: MovementWarning[] = [
    ...rothPart,
    {
      Code: 'HsaFundingTestingPeriod',
      Message:
        'the owner must remain an eligible individual (HDHP coverage, no other coverage, not in Medicare) from the ' +
        'month of this distribution through the last day of the 12th month after it; otherwise the amount is ' +
        'included in income for the year eligibility ends, with a 10 percent additional tax unless on death or ' +
        'disability (rule 408(d)(9)(D) testing period; the service cannot know the future)',
      Source: SOURCES.hsaFundingTestingPeriod,
    },
  ];
  return {
    ok: true,
    Kind: 'HsaFundingDistribution',
    IsDistribution: true,
    Reportable: true,
    CountsAsRollover: false,
    ReceivingContributionSource: 'Participant',
    CountsTowardCap: true,
    TaxYear: year,
    DistributionCode: code,
    TaxableAmount: '0',
    Form5498SaBox: '2',
    Reasons: reasons,
    Warnings,
    Unchecked: [...new Set(unchecked)],
  };
}

/** The once-in-a-lifetime rule (408(d)(9)(C)(ii)): a refusal, or undefined with its reason or Unchecked. */
function onceInALifetime(catalog: Catalog, p: Opened, facts: HsaFundingFacts): MovementRefused | undefined {
  const { f, reasons, unchecked, no } = p;
  if (facts.History === undefined) {
    unchecked.push('History');
    return undefined;
  }
  const character = (slug: string) => catalog.typeBySlug.get(slug)?.MovementRules?.TaxCharacter;
  const earlier = facts.History.filter(
    (m) =>
      m.Kind === 'TrusteeTransfer' &&
      IRA_CHARACTERS.has(character(m.FromAccountTypeCode) ?? '') &&
      character(m.ToAccountTypeCode) === 'Hsa',
  ).sort((x, y) => x.DistributionDate.localeCompare(y.DistributionDate));
  if (earlier.length === 0) {
    reasons.push({
      Rule: 'once-in-a-lifetime',
      Message: "the owner's history holds no earlier qualified HSA funding distribution",
      Source: SOURCES.hsaFundingOnce,
    });
    return undefined;
  }
  const first = earlier[0]!;
  const refuseOnce = (why: string) =>
    no(
      'once-in-a-lifetime',
      `the owner made a qualified HSA funding distribution on ${first.DistributionDate}: only one is allowed in a ` +
        `lifetime${why}`,
      SOURCES.hsaFundingOnce,
      { field: 'HsaFundingDistribution', details: { EarlierDistributionDate: first.DistributionDate } },
    );
  if (earlier.length > 1) return refuseOnce(', and the second one allowed after a change to family coverage was made');
  const day = f.TransferDate;
  if (first.DistributionDate.slice(0, 4) !== day.slice(0, 4))
    return refuseOnce(' (a second one only later in the same taxable year, after a change to family coverage)');
  if (first.DistributionDate.slice(0, 7) >= day.slice(0, 7))
    return refuseOnce(' (a second one only in a later month of the year, with family coverage)');
  const periods = facts.HdhpCoveragePeriods;
  if (periods === undefined)
    return refuseOnce(
      ": a second one in the same year needs the owner's HdhpCoveragePeriods for the year showing self-only " +
        'coverage on the first and family coverage now',
    );
  const before = tierOn(periods, first.DistributionDate);
  const now = tierOn(periods, day);
  if (before !== 'SelfOnly' || now !== 'Family')
    return refuseOnce(
      `: a second one in the same year needs self-only coverage then and family coverage now (the owner's ` +
        `coverage was ${before ?? 'none stated'} then and is ${now ?? 'none stated'} now)`,
    );
  reasons.push({
    Rule: 'once-in-a-lifetime',
    Message:
      `the second qualified HSA funding distribution of ${day.slice(0, 4)}: the first, on ${first.DistributionDate}, ` +
      'was made with self-only coverage, this one with family coverage; the two together stay within the family limit',
    Source: SOURCES.hsaFundingOnce,
  });
  return undefined;
}
