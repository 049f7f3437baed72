import { z } from 'zod';
import type { Catalog } from '../catalog/types.js';
import { contributionRulesOf } from '../contributions/rules-of-type.js';
import type { AmountInput } from '../contributions/types.js';
import { Decimal, decimalString } from '../shared/money.js';
import { coverdellBeneficiary } from './coverdell-beneficiary.js';
import { plusDays, plusYears } from './date-steps.js';
import { AccountSchema, amountSchema, HistorySchema, IsoDateText, OwnerSchema } from './facts-schema.js';
import { neverThrows, openMovementPair } from './movement-pair.js';
import { isHsa, isIra, type TypeWithMovementRules } from './movement-rules-of.js';
import { oneCoverdellRolloverPerYear, oneHsaRolloverPerYear, oneRolloverPerYear } from './one-rollover-per-year.js';
import { outstandingRequiredDistribution, splitRequiredDistribution } from './required-distribution-outstanding.js';
import { rolloverDeadline } from './rollover-deadline.js';
import {
  SELF_CERTIFICATION_REASON_TEXT,
  SELF_CERTIFICATION_REASONS,
  type SelfCertificationReason,
} from './self-certification-reasons.js';
import { simpleTwoYearPeriodEnd } from './simple-two-year-period.js';
import { SOURCES } from './sources.js';
import { trumpGrowthRefusal } from './trump-side.js';
import type {
  Form5498Entry,
  MovementAccount,
  MovementExplained,
  MovementHistoryEntry,
  MovementOwner,
  MovementReason,
  MovementRefused,
  MovementWarning,
} from './types.js';

export type RolloverMethod = 'Direct' | 'Indirect';

/** The owner's written self-certification of a reason for missing the 60-day deadline (Rev. Proc. 2020-46). */
export interface RolloverSelfCertification {
  readonly Reason: SelfCertificationReason;
  /** The day the receiving custodian received the certification. */
  readonly CertifiedOn: string;
  /** The day the reason stopped preventing the rollover, when known (the 30-day safe harbor runs from it). */
  readonly ReasonEndedOn?: string;
}

export interface RolloverFacts {
  readonly From: MovementAccount;
  readonly To: MovementAccount;
  /**
   * Direct: paid by the distributing plan to the receiving IRA (1099-R code G). Indirect: paid to the owner, who rolls
   * it over within 60 days.
   */
  readonly Method: RolloverMethod;
  /** The amount credited to `To` as a rollover contribution. */
  readonly Amount: AmountInput;
  /** The day the money left `From` (indirect: the day the owner received the distribution). */
  readonly DistributionDate: string;
  /** The day `To` is credited. */
  readonly RolloverDate: string;
  /**
   * The gross distribution the rollover comes from, when larger than `Amount` (a partial rollover); defaults to
   * `Amount`.
   */
  readonly DistributionAmount?: AmountInput;
  /**
   * The part of the year's required minimum distribution from `From` not yet distributed before this
   * distribution (zero when satisfied). The first dollars distributed in a distribution year are the
   * required distribution and cannot be rolled over.
   */
  readonly RequiredDistributionRemaining?: AmountInput;
  readonly Owner?: MovementOwner;
  /** The owner's earlier movements (all of the owner's accounts), for the one-rollover-per-year rule. */
  readonly History?: readonly MovementHistoryEntry[];
  /** From an inherited IRA: the beneficiary is the deceased owner's surviving spouse and sole beneficiary. */
  readonly BeneficiaryIsSurvivingSpouse?: boolean;
  /** Indirect rollover after the 60th day: the owner's self-certification. */
  readonly SelfCertification?: RolloverSelfCertification;
  /** Coverdell ESA to another beneficiary's: that beneficiary is a member of the first one's family (529(e)(2)). */
  readonly ToBeneficiaryIsFamilyMember?: boolean;
  /** Coverdell ESA to another beneficiary's: that beneficiary's date of birth (under 30, unless special needs). */
  readonly ToBeneficiaryDateOfBirth?: string;
  readonly ToBeneficiaryIsSpecialNeeds?: boolean;
  /**
   * Employer plan to a Roth IRA: the after-tax part of the distribution (`DistributionAmount`, not taxable). The
   * amount rolled over consists first of the pre-tax part (402(c)(2)). When one distribution goes to several
   * rollover destinations, give this destination's share as its own distribution, with the after-tax part the
   * participant allocated to it (Notice 2014-54).
   */
  readonly AfterTaxAmount?: AmountInput;
}

export interface RolloverAllowed extends MovementExplained {
  readonly ok: true;
  readonly Method: RolloverMethod;
  readonly Amount: string;
  /** Includible in income: zero except for an employer plan's pre-tax money rolled over to a Roth IRA. */
  readonly TaxableAmount: string;
  /** Indirect: the 60th day after the distribution. Null for a direct rollover. */
  readonly RolloverDeadline: string | null;
  /** A late indirect rollover accepted on the owner's self-certification. */
  readonly LateRolloverWaiver: SelfCertificationReason | null;
  /**
   * An indirect IRA-to-IRA rollover: the one allowed in the year (408(d)(3)(B)); or an indirect Coverdell-to-Coverdell
   * one, the one allowed in 12 months under 530(d)(5); or an HSA-to-HSA one, the one allowed in the 1-year period of
   * 223(f)(5)(B) (the three limits are separate).
   */
  readonly CountsTowardOneRolloverPerYear: boolean;
  /** When it counts: the first day another IRA distribution may be received and rolled over (the anniversary). */
  readonly NextIndirectRolloverOn: string | null;
  /** Of the distribution, the part that is the year's required distribution (not rolled over); null when unknown. */
  readonly RequiredDistributionPart: string | null;
  /**
   * The distributing side's Form 1099-R code for a direct rollover (G; 4G to a beneficiary's inherited IRA); null
   * for an indirect one, reported as the distribution it was.
   */
  readonly Form1099R: { readonly DistributionCode: 'G' | '4G' } | null;
  /** The receiving IRA's Form 5498 (a Coverdell ESA's 5498-ESA): box 2, rollover contributions; null for an HSA. */
  readonly Form5498: Form5498Entry | null;
  /** The receiving HSA's Form 5498-SA: box 4, rollover contributions; null for any other type. */
  readonly Form5498Sa: { readonly Box: '4'; readonly Amount: string } | null;
  readonly ReceivingContributionSource: 'Rollover';
  /** From the receiving type's catalog ContributionRules: false, outside the annual limit. */
  readonly CountsTowardCap: boolean;
}

export type RolloverCheck = RolloverAllowed | MovementRefused;

const FactsSchema = z.object({
  From: AccountSchema,
  To: AccountSchema,
  Method: z.enum(['Direct', 'Indirect']),
  Amount: amountSchema(),
  DistributionDate: IsoDateText,
  RolloverDate: IsoDateText,
  DistributionAmount: amountSchema().optional(),
  RequiredDistributionRemaining: amountSchema({ allowZero: true }).optional(),
  Owner: OwnerSchema.optional(),
  History: HistorySchema.optional(),
  BeneficiaryIsSurvivingSpouse: z.boolean().optional(),
  SelfCertification: z
    .object({
      Reason: z.enum(SELF_CERTIFICATION_REASONS),
      CertifiedOn: IsoDateText,
      ReasonEndedOn: IsoDateText.optional(),
    })
    .optional(),
  AfterTaxAmount: amountSchema({ allowZero: true }).optional(),
  ToBeneficiaryIsFamilyMember: z.boolean().optional(),
  ToBeneficiaryDateOfBirth: IsoDateText.optional(),
  ToBeneficiaryIsSpecialNeeds: z.boolean().optional(),
});
type Parsed = z.output<typeof FactsSchema>;

const NOT = 'RolloverNotPermitted';

/**
 * Whether a distribution may be rolled over from one account to another (docs/movements.md):
 * the pair of tax characters, the 60-day deadline of an indirect rollover (waivable only by a
 * Rev. Proc. 2020-46 self-certification), one indirect IRA-to-IRA rollover per year across all
 * of the owner's IRAs, the required distribution that cannot be rolled over, the SIMPLE
 * two-year rule, and inherited IRAs (out of one the surviving spouse only; into one a direct rollover of a
 * decedent's plan, 402(c)(11)). Never throws.
 */
export function checkRollover(catalog: Catalog, facts: RolloverFacts): RolloverCheck {
  return neverThrows(() => decide(catalog, facts), 'rollover', SOURCES.sixtyDays);
}

/** The three separate one-rollover limits: the check, its wording and its source (refused, and cleared). */
const ROLLOVER_YEAR_LIMITS = {
  Ira: {
    check: oneRolloverPerYear,
    what: 'IRA',
    source: SOURCES.oneRolloverPerYear,
    cleared:
      'no other indirect IRA-to-IRA rollover of the owner within one year (transfers and conversions not counted)',
    clearedSource: `${SOURCES.oneRolloverPerYear}; ${SOURCES.oneRolloverPerYearExclusions}`,
  },
  Coverdell: {
    check: oneCoverdellRolloverPerYear,
    what: 'Coverdell ESA',
    source: SOURCES.coverdellRollover,
    cleared: 'no other indirect Coverdell ESA rollover of the beneficiary within 12 months',
    clearedSource: SOURCES.coverdellRollover,
  },
  Hsa: {
    check: oneHsaRolloverPerYear,
    what: 'HSA',
    source: SOURCES.hsaOneRolloverPerYear,
    cleared:
      'no other indirect HSA-to-HSA rollover of the account beneficiary in the 1-year period ending on the day of ' +
      'receipt (trustee transfers and IRA rollovers not counted)',
    clearedSource: SOURCES.hsaOneRolloverPerYear,
  },
} as const;

function decide(catalog: Catalog, input: RolloverFacts): RolloverCheck {
  const opened = openMovementPair(catalog, FactsSchema, input, NOT, SOURCES.sixtyDays, (f) => ({
    From: f.DistributionDate,
    To: f.RolloverDate,
  }));
  if ('ok' in opened) return opened;
  const { f, from, to, reasons, unchecked } = opened;
  const warnings: MovementWarning[] = [];
  const { no, invalid } = opened;

  const distribution: Decimal = f.DistributionAmount ?? f.Amount;
  if (f.Amount.gt(distribution))
    return invalid(
      'Amount',
      `Amount ${decimalString(f.Amount)} exceeds DistributionAmount ${decimalString(distribution)}`,
    );
  if (f.RolloverDate < f.DistributionDate) return invalid('RolloverDate', 'RolloverDate is before DistributionDate');
  if (f.AfterTaxAmount?.gt(distribution))
    return invalid(
      'AfterTaxAmount',
      `AfterTaxAmount ${decimalString(f.AfterTaxAmount)} exceeds the distribution ${decimalString(distribution)}`,
    );
  const growth = trumpGrowthRefusal(from, to, 'rollover');
  if (growth) return no(growth.rule, growth.message, growth.source, { field: growth.field });
  const coverdell = from.rules.TaxCharacter === 'Coverdell' && to.rules.TaxCharacter === 'Coverdell';
  const hsa = isHsa(from.rules) && isHsa(to.rules);
  if (f.From.OwnerId !== f.To.OwnerId && !coverdell)
    return no('same-owner', 'a rollover goes to an account of the same owner', SOURCES.sameOwner, {
      field: 'To.OwnerId',
    });
  if (coverdell && f.From.AccountId === f.To.AccountId)
    return no('distinct-accounts', 'a Coverdell ESA rolls over into another Coverdell ESA', SOURCES.coverdellRollover, {
      field: 'To.AccountId',
    });
  if (f.From.AccountId === f.To.AccountId && f.Method === 'Direct')
    return no('distinct-accounts', 'a direct rollover goes to another account', SOURCES.directBetweenIras, {
      field: 'To.AccountId',
    });

  const pair = pairRule(from, to, f);
  if (pair.refusal) return no(pair.refusal.rule, pair.refusal.message, pair.refusal.source);
  reasons.push(pair.reason);
  if (coverdell) {
    const r = coverdellBeneficiary(
      {
        FromOwnerId: f.From.OwnerId,
        ToOwnerId: f.To.OwnerId,
        ToBeneficiaryIsFamilyMember: f.ToBeneficiaryIsFamilyMember,
        ToBeneficiaryDateOfBirth: f.ToBeneficiaryDateOfBirth,
        ToBeneficiaryIsSpecialNeeds: f.ToBeneficiaryIsSpecialNeeds,
        On: f.DistributionDate,
      },
      reasons,
      unchecked,
    );
    if (r) return no('coverdell-beneficiary', r, SOURCES.coverdellRollover, { field: 'To.OwnerId' });
  }

  const simple = simpleRule(from, to, f, reasons, unchecked);
  if (simple) return no('simple-two-year', simple.message, simple.source, { details: { PeriodEnds: simple.end } });

  // The 60 days.
  let deadline: string | null = null;
  let waiver: SelfCertificationReason | null = null;
  if (f.Method === 'Indirect') {
    deadline = rolloverDeadline(f.DistributionDate);
    if (f.RolloverDate <= deadline) {
      reasons.push({
        Rule: 'sixty-day-deadline',
        Message:
          `rolled over on ${f.RolloverDate}, by the 60th day after the distribution of ${f.DistributionDate} ` +
          `(${deadline})`,
        Source: SOURCES.sixtyDays,
      });
    } else if (f.SelfCertification && hsa) {
      return no(
        'sixty-day-deadline',
        `the rollover on ${f.RolloverDate} is after ${deadline}, the 60th day after the HSA distribution of ` +
          `${f.DistributionDate}; a Rev. Proc. 2020-46 self-certification does not extend the 60 days of ` +
          '223(f)(5)(A)',
        `${SOURCES.hsaRollover}; ${SOURCES.hsaNoSelfCertification}`,
        { field: 'SelfCertification', details: { Deadline: deadline } },
      );
    } else if (f.SelfCertification) {
      waiver = f.SelfCertification.Reason;
      reasons.push({
        Rule: 'sixty-day-deadline',
        Message:
          `rolled over after the 60th day (${deadline}); the owner self-certified that ` +
          `${SELF_CERTIFICATION_REASON_TEXT[waiver]}`,
        Source: SOURCES.selfCertification,
      });
      warnings.push({
        Code: 'LateRolloverSelfCertified',
        Message:
          'accepted on the self-certification alone; the IRS may still find on examination that the waiver ' +
          'does not apply',
        Source: SOURCES.selfCertification,
      });
      const ended = f.SelfCertification.ReasonEndedOn;
      if (ended === undefined) unchecked.push('SelfCertification.ReasonEndedOn');
      else if (f.RolloverDate > plusDays(ended, 30))
        warnings.push({
          Code: 'OutsideSelfCertificationSafeHarbor',
          Message:
            `rolled over more than 30 days after the reason ended on ${ended}: the owner must be able to ` +
            `show it was done as soon as practicable`,
          Source: SOURCES.selfCertificationSafeHarbor,
        });
    } else {
      return no(
        'sixty-day-deadline',
        `the rollover on ${f.RolloverDate} is after ${deadline}, the 60th day after the distribution of ` +
          `${f.DistributionDate}` +
          (hsa ? ' (223(f)(5)(A) has no waiver)' : '; only a self-certified reason of Rev. Proc. 2020-46 waives it'),
        hsa ? SOURCES.hsaRollover : SOURCES.sixtyDays,
        { field: 'RolloverDate', details: { Deadline: deadline } },
      );
    }
  }

  // One indirect IRA-to-IRA rollover per year; one Coverdell rollover in 12 months; one HSA rollover in a year.
  const counted = f.Method === 'Indirect' && ((isIra(from.rules) && isIra(to.rules)) || coverdell || hsa);
  if (counted) {
    if (f.History === undefined) unchecked.push('History');
    else {
      const limit = ROLLOVER_YEAR_LIMITS[coverdell ? 'Coverdell' : hsa ? 'Hsa' : 'Ira'];
      const year = limit.check(catalog, f.History, f.DistributionDate, f.From.AccountId);
      for (const i of year.Unclassified) unchecked.push(`History.${i}`);
      if (year.Conflict) {
        const e = year.Conflict.Entry;
        const what = limit.what;
        return no(
          'one-rollover-per-year',
          `the owner already rolled over an ${what} distribution received on ${e.DistributionDate} ` +
            `(${e.FromAccountTypeCode} to ${e.ToAccountTypeCode}); another indirect ${what}-to-${what} rollover ` +
            `is allowed for a distribution received on or after ${year.Conflict.NextAllowedOn}`,
          limit.source,
          {
            field: 'DistributionDate',
            details: { BlockingDistributionDate: e.DistributionDate, NextAllowedOn: year.Conflict.NextAllowedOn },
          },
        );
      }
      reasons.push({ Rule: 'one-rollover-per-year', Message: limit.cleared, Source: limit.clearedSource });
    }
  } else {
    reasons.push({
      Rule: 'one-rollover-per-year',
      Message:
        f.Method === 'Direct'
          ? 'a direct rollover from an employer plan is not counted in the one-rollover-per-year limit'
          : 'a rollover from an employer plan is not counted in the one-rollover-per-year limit',
      Source: SOURCES.oneRolloverPerYearExclusions,
    });
  }

  // The required distribution comes out first and cannot be rolled over.
  const inherited = to.rules.TaxCharacter === 'InheritedTraditional' || to.rules.TaxCharacter === 'InheritedRoth';
  let requiredPart: string | null = null;
  const owed: ReturnType<typeof outstandingRequiredDistribution> = hsa
    ? {
        kind: 'None',
        reason: {
          Rule: 'no-required-distribution',
          Message: 'an HSA has no required minimum distributions',
          Source: SOURCES.hsaNoRequiredDistribution,
        },
      }
    : coverdell
      ? {
          kind: 'None',
          reason: {
            Rule: 'no-required-distribution',
            Message: 'a Coverdell ESA has no required minimum distributions',
            Source: SOURCES.coverdellRollover,
          },
        }
      : outstandingRequiredDistribution(
          from.type,
          from.rules,
          f.DistributionDate,
          f.RequiredDistributionRemaining,
          // A Trump account's owner is its beneficiary: the account's birth date comes before the client's
          // (a client may hold a child's account), as for a Roth conversion.
          // Into an inherited IRA (402(c)(11)) the plan was the decedent's: the beneficiary's age rules nothing out.
          inherited ? undefined : ((from.trump ? f.From.BeneficiaryDateOfBirth : undefined) ?? f.Owner?.DateOfBirth),
        );
  if (owed.kind === 'Unknown') unchecked.push('RequiredDistributionRemaining');
  else if (owed.kind === 'None') {
    requiredPart = '0';
    reasons.push(owed.reason);
  } else {
    const split = splitRequiredDistribution(distribution, owed.remaining);
    requiredPart = decimalString(split.required);
    if (f.Amount.gt(split.eligible))
      return no(
        'required-distribution-not-rollable',
        `${requiredPart} of the ${decimalString(distribution)} distribution is the year's required ` +
          `distribution and cannot be rolled over; at most ${decimalString(split.eligible)} may be`,
        SOURCES.requiredDistributionNotRollable,
        {
          field: 'Amount',
          details: { RequiredDistributionPart: requiredPart, EligibleAmount: decimalString(split.eligible) },
        },
      );
    reasons.push({
      Rule: 'required-distribution-not-rollable',
      Message: split.required.isZero()
        ? 'none of the distribution is a required distribution'
        : `${requiredPart} of the distribution is the year's required distribution; the ` +
          `${decimalString(f.Amount)} rolled over is within the ${decimalString(split.eligible)} eligible`,
      Source: SOURCES.requiredDistributionNotRollable,
    });
  }

  const receiving = contributionRulesOf(to.receiving).rules?.Sources.Rollover;
  if (!receiving?.Accepted)
    return no(
      'receiving-type-accepts-rollovers',
      `${to.type.Slug} does not accept Rollover money (catalog ContributionRules)`,
      receiving?.Source ?? `catalog ${to.type.file}`,
    );
  reasons.push(
    hsa
      ? {
          Rule: 'rollover-contribution',
          Message:
            `${to.type.Slug} records a rollover contribution (Form 5498-SA box 4), not a contribution toward the ` +
            '223(b) limit; the distribution rolled over stays a normal distribution (code 1) on Form 1099-SA, not ' +
            'taxable because rolled over',
          Source: `${SOURCES.hsaRolloverContribution}; ${receiving.Source}`,
        }
      : {
          Rule: 'rollover-contribution',
          Message:
            `${to.type.Slug} records a rollover contribution (Form 5498${coverdell ? '-ESA' : ''} box 2), outside ` +
            'the annual limit',
          Source: `${SOURCES.rolloverContribution}; ${receiving.Source}`,
        },
  );

  let taxable = new Decimal(0);
  const toRoth = to.rules.TaxCharacter === 'Roth' || to.rules.TaxCharacter === 'InheritedRoth';
  if (from.rules.TaxCharacter === 'EmployerPlan' && toRoth) {
    if (f.AfterTaxAmount === undefined) unchecked.push('AfterTaxAmount');
    // 402(c)(2): the part rolled over consists first of the distribution's pre-tax part; the rest of the
    // distribution, not rolled over here, takes the after-tax part first (Notice 2014-54, Example 1).
    const preTax = distribution.minus(f.AfterTaxAmount ?? 0);
    taxable = Decimal.max(0, Decimal.min(f.Amount, preTax));
    reasons.push({
      Rule: 'plan-to-roth-taxable',
      Message:
        `the pre-tax part of the rollover to a Roth IRA is includible in income: ${decimalString(taxable)}` +
        (distribution.gt(f.Amount) ? ' (the amount rolled over consists first of the pre-tax part)' : ''),
      Source: `${SOURCES.planToRoth}; ${SOURCES.preTaxFirst}`,
    });
  }
  if (f.Method === 'Direct')
    reasons.push({
      Rule: 'direct-rollover-code-g',
      Message: inherited
        ? 'the employer plan reports the direct rollover to an inherited IRA on Form 1099-R with codes 4 and G'
        : 'the employer plan reports the direct rollover on Form 1099-R with code G',
      Source: SOURCES.directRolloverCodeG,
    });

  return {
    ok: true,
    Method: f.Method,
    Amount: decimalString(f.Amount),
    TaxableAmount: decimalString(taxable),
    RolloverDeadline: deadline,
    LateRolloverWaiver: waiver,
    CountsTowardOneRolloverPerYear: counted,
    NextIndirectRolloverOn: counted ? plusYears(f.DistributionDate, 1) : null,
    RequiredDistributionPart: requiredPart,
    Form1099R: f.Method === 'Direct' ? { DistributionCode: inherited ? '4G' : 'G' } : null,
    // A late rollover accepted on self-certification is box 13a with code SC, not box 2 (Form 5498 instructions).
    Form5498: hsa
      ? null
      : waiver === null
        ? { Box: '2', Amount: decimalString(f.Amount) }
        : { Box: '13a', Amount: decimalString(f.Amount), Code: 'SC' },
    Form5498Sa: hsa ? { Box: '4', Amount: decimalString(f.Amount) } : null,
    ReceivingContributionSource: 'Rollover',
    CountsTowardCap: receiving.CountsTowardCap,
    Reasons: reasons,
    Warnings: warnings,
    Unchecked: [...new Set(unchecked)],
  };
}

interface PairOutcome {
  readonly reason: MovementReason;
  readonly refusal?: { rule: string; message: string; source: string };
}

/** Which pairs of tax characters a rollover may join. */
function pairRule(from: TypeWithMovementRules, to: TypeWithMovementRules, f: Parsed): PairOutcome {
  const a = from.rules.TaxCharacter;
  const b = to.rules.TaxCharacter;
  const pairText = `${from.type.Slug} to ${to.type.Slug}`;
  const reason: MovementReason = { Rule: 'rollover-pair', Message: pairText, Source: SOURCES.sixtyDays };
  const refusal = (rule: string, message: string, source: string): PairOutcome => ({
    reason,
    refusal: { rule, message, source },
  });
  if (a === 'Hsa' || b === 'Hsa') {
    if (a !== b)
      return refusal(
        'rollover-pair',
        `${pairText}: an HSA distribution rolls over only into an HSA, and an HSA receives a rollover only from ` +
          "an HSA (an Archer MSA is not a catalog type); an IRA's money reaches an HSA only as a qualified HSA " +
          'funding distribution, a trustee transfer with HsaFundingDistribution (POST /v1/transfers)',
        SOURCES.hsaOnlyToHsa,
      );
    if (f.Method === 'Direct')
      return refusal(
        'rollover-pair',
        `${pairText}: between HSAs money moves directly by a trustee-to-trustee transfer, not a direct rollover`,
        SOURCES.hsaTransfer,
      );
    return {
      reason: {
        Rule: 'rollover-pair',
        Message: `${pairText}: an HSA distribution paid into an HSA of the same account beneficiary`,
        Source: SOURCES.hsaRollover,
      },
    };
  }
  if (b === 'EmployerPlan')
    return refusal(
      'rollover-pair',
      `${pairText}: rollovers into an employer plan are not covered`,
      SOURCES.toEmployerPlan,
    );
  if (a === 'Coverdell' || b === 'Coverdell') {
    if (a !== b)
      return refusal(
        'rollover-pair',
        `${pairText}: a Coverdell ESA rolls over only into another Coverdell ESA`,
        SOURCES.coverdellRollover,
      );
    if (f.Method === 'Direct')
      return refusal(
        'rollover-pair',
        `${pairText}: between Coverdell ESAs money moves directly by a trustee-to-trustee transfer, ` +
          'not a direct rollover',
        SOURCES.coverdellTransfer,
      );
    return {
      reason: {
        Rule: 'rollover-pair',
        Message: `${pairText}: a Coverdell ESA distribution paid into another Coverdell ESA`,
        Source: SOURCES.coverdellRollover,
      },
    };
  }
  if (b === 'InheritedTraditional' || b === 'InheritedRoth') {
    if (a !== 'EmployerPlan')
      return refusal(
        'inherited-no-rollover',
        `${pairText}: an inherited IRA cannot receive a rollover from an IRA`,
        SOURCES.inheritedNoRollover,
      );
    if (f.Method !== 'Direct')
      return refusal(
        'beneficiary-direct-rollover-only',
        `${pairText}: a beneficiary moves a decedent's plan to an inherited IRA only by a direct rollover; ` +
          `a distribution paid to a beneficiary other than the surviving spouse cannot be rolled over`,
        SOURCES.beneficiaryPlanRollover,
      );
    return {
      reason: {
        Rule: 'rollover-pair',
        Message: `${pairText}: a designated beneficiary's direct rollover of a decedent's plan to an inherited IRA`,
        Source: SOURCES.beneficiaryPlanRollover,
      },
    };
  }
  if (a === 'InheritedTraditional' || a === 'InheritedRoth') {
    if (f.BeneficiaryIsSurvivingSpouse !== true)
      return refusal(
        'inherited-no-rollover',
        f.BeneficiaryIsSurvivingSpouse === false
          ? `${pairText}: a beneficiary other than the surviving spouse cannot roll over an inherited IRA; ` +
              `it may only be moved by trustee-to-trustee transfer to an inherited IRA of the same decedent`
          : `${pairText}: only a surviving spouse may roll over an inherited IRA, and ` +
              `BeneficiaryIsSurvivingSpouse is not true`,
        SOURCES.inheritedNoRollover,
      );
    const own = a === 'InheritedTraditional' ? 'Traditional' : 'Roth';
    if (b !== own)
      return refusal(
        'rollover-pair',
        `${pairText}: the spouse rolls over into an IRA of the same character`,
        SOURCES.spouseTreatAsOwn,
      );
    return {
      reason: {
        Rule: 'rollover-pair',
        Message: `${pairText}: the surviving spouse rolls the inherited IRA into the spouse's own IRA`,
        Source: SOURCES.spouseTreatAsOwn,
      },
    };
  }
  if (f.Method === 'Direct' && a !== 'EmployerPlan')
    return refusal(
      'rollover-pair',
      `${pairText}: between IRAs money moves directly by a trustee-to-trustee transfer, not a direct rollover`,
      SOURCES.directBetweenIras,
    );
  if (a === 'EmployerPlan')
    return {
      reason: {
        Rule: 'rollover-pair',
        Message: `${pairText}: an eligible rollover distribution from an employer plan to an IRA`,
        Source: b === 'Roth' ? SOURCES.planToRoth : SOURCES.planIsRollover,
      },
    };
  if (a === 'Traditional' && b === 'Roth')
    return refusal(
      'rollover-pair',
      `${pairText}: moving traditional IRA money to a Roth IRA is a Roth conversion`,
      SOURCES.conversionNotTransfer,
    );
  if (a === 'Roth' && b === 'Traditional')
    return refusal(
      'rollover-pair',
      `${pairText}: Roth IRA money cannot be rolled over to a traditional IRA`,
      SOURCES.rothToTraditional,
    );
  return {
    reason: {
      Rule: 'rollover-pair',
      Message: `${pairText}: IRAs of the same tax character (${a})`,
      Source: SOURCES.sixtyDays,
    },
  };
}

/**
 * The SIMPLE two-year rule on either side (out of a SIMPLE IRA by the distribution date, into one by the rollover
 * date).
 */
function simpleRule(
  from: TypeWithMovementRules,
  to: TypeWithMovementRules,
  f: Parsed,
  reasons: MovementReason[],
  unchecked: string[],
): { message: string; source: string; end: string } | undefined {
  const fromSimple = from.rules.SimpleIra === true;
  const toSimple = to.rules.SimpleIra === true;
  if (fromSimple === toSimple) return undefined;
  const side = fromSimple ? f.From : f.To;
  const start = side.SimpleFirstParticipationDate;
  if (start === undefined) {
    unchecked.push(fromSimple ? 'From.SimpleFirstParticipationDate' : 'To.SimpleFirstParticipationDate');
    return undefined;
  }
  const end = simpleTwoYearPeriodEnd(start);
  const on = fromSimple ? f.DistributionDate : f.RolloverDate;
  const source = fromSimple ? SOURCES.simpleTwoYear : SOURCES.intoSimpleAfterTwoYears;
  if (on < end)
    return {
      message: fromSimple
        ? `a SIMPLE IRA distribution on ${on} may be rolled over only to another SIMPLE IRA until ${end}, ` +
          `two years after first participation on ${start}`
        : `a SIMPLE IRA may receive a rollover from ${from.type.Slug} only from ${end}, two years after its ` +
          `owner's first participation on ${start}`,
      source,
      end,
    };
  reasons.push({
    Rule: 'simple-two-year',
    Message: `the two-year period from ${start} ended on ${end}, before ${on}`,
    Source: source,
  });
  return undefined;
}
