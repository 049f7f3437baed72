import { z } from 'zod';
import type { Catalog } from '../catalog/types.js';
import { contributionRulesOf } from '../contributions/rules-of-type.js';
import type { AmountInput } from '../contributions/types.js';
import { coverdellBeneficiary } from './coverdell-beneficiary.js';
import { AccountSchema, amountSchema, HistorySchema, IsoDateText } from './facts-schema.js';
import {
  checkHsaFundingDistribution,
  type HsaFundingAllowed,
  type HsaFundingFacts,
} from './hsa-funding-distribution.js';
import { neverThrows, openMovementPair } from './movement-pair.js';
import { simpleTwoYearPeriodEnd } from './simple-two-year-period.js';
import { SOURCES } from './sources.js';
import { trumpTransfer } from './trump-transfer.js';
import type { MovementAccount, MovementExplained, MovementReason, MovementRefused } from './types.js';

export interface TransferFacts extends HsaFundingFacts {
  readonly From: MovementAccount;
  readonly To: MovementAccount;
  /** The day the money leaves `From`. */
  readonly TransferDate: string;
  /**
   * Inherited IRA to the beneficiary's own IRA: the beneficiary is the deceased owner's surviving spouse and sole
   * beneficiary. HSA to an HSA of another owner: `From` is a deceased account beneficiary's HSA and `To.OwnerId` the
   * surviving spouse, its designated beneficiary (223(f)(8)(A)).
   */
  readonly BeneficiaryIsSurvivingSpouse?: boolean;
  /**
   * An IRA to the owner's spouse or former spouse (`To.OwnerId`) under a divorce or separation instrument
   * (26 U.S.C. 408(d)(6), 71(b)(2)(A)): not a taxable transfer; the receiving IRA is thereafter the spouse's.
   */
  readonly IncidentToDivorce?: boolean;
  /**
   * An IRA to the owner's HSA as a qualified HSA funding distribution (26 U.S.C. 408(d)(9)): the facts of
   * HsaFundingFacts are read, and the answer is an HsaFundingAllowed. Without it an IRA never moves to an HSA.
   */
  readonly HsaFundingDistribution?: boolean;
  /** Coverdell ESA to another beneficiary's: that beneficiary is a member of the first one's family (529(e)(2)). */
  readonly ToBeneficiaryIsFamilyMember?: boolean;
  /** Coverdell ESA to another beneficiary's: that beneficiary's date of birth (under 30, unless special needs). */
  readonly ToBeneficiaryDateOfBirth?: string;
  readonly ToBeneficiaryIsSpecialNeeds?: boolean;
  /**
   * The amount moved. Read by a Trump account's qualified rollover, which must move the whole balance
   * (26 U.S.C. 530A); no other transfer reads it.
   */
  readonly Amount?: AmountInput;
  /** The sending account's balance that may leave it on TransferDate (its settled balance): the whole balance. */
  readonly FromBalance?: AmountInput;
  /** Deposits to the sending account not yet settled: a qualified rollover that leaves them behind is not whole. */
  readonly FromPendingDeposits?: AmountInput;
  /** The receiving account's balance before the transfer: a funded receiving Trump account is warned about. */
  readonly ToBalance?: AmountInput;
}

/**
 * `TrumpQualifiedRollover`: the whole balance of a Trump account in its growth period to another Trump
 * account of the same beneficiary (26 U.S.C. 530A), recorded by the receiving account as Rollover.
 */
export type TransferKind = 'TrusteeToTrustee' | 'SpouseTreatsAsOwn' | 'TrumpQualifiedRollover';

export interface TransferAllowed extends MovementExplained {
  readonly ok: true;
  readonly Kind: TransferKind;
  /** A trustee-to-trustee transfer is not a distribution, ... */
  readonly IsDistribution: false;
  /** ... is reported on neither Form 1099-R nor Form 5498, ... */
  readonly Reportable: false;
  /** ... and is not a rollover for the one-per-year limit. */
  readonly CountsAsRollover: false;
  /**
   * How the receiving account records the money (catalog ContributionRules of the receiving type):
   * `Transfer`, or `Rollover` for a Trump account's qualified rollover.
   */
  readonly ReceivingContributionSource: 'Transfer' | 'Rollover';
  readonly CountsTowardCap: boolean;
}

export type TransferCheck = TransferAllowed | HsaFundingAllowed | MovementRefused;

const FactsSchema = z.object({
  From: AccountSchema,
  To: AccountSchema,
  TransferDate: IsoDateText,
  BeneficiaryIsSurvivingSpouse: z.boolean().optional(),
  IncidentToDivorce: z.boolean().optional(),
  HsaFundingDistribution: z.boolean().optional(),
  OwnerDateOfBirth: IsoDateText.optional(),
  History: HistorySchema.optional(),
  FromEmployerContributionForYear: z.boolean().optional(),
  HdhpCoveragePeriods: z
    .array(z.object({ From: IsoDateText, To: IsoDateText.optional(), CoverageTier: z.enum(['SelfOnly', 'Family']) }))
    .max(60)
    .optional(),
  ToBeneficiaryIsFamilyMember: z.boolean().optional(),
  ToBeneficiaryDateOfBirth: IsoDateText.optional(),
  ToBeneficiaryIsSpecialNeeds: z.boolean().optional(),
  Amount: amountSchema().optional(),
  FromBalance: amountSchema({ allowZero: true, allowNegative: true }).optional(),
  FromPendingDeposits: amountSchema({ allowZero: true, allowNegative: true }).optional(),
  ToBalance: amountSchema({ allowZero: true, allowNegative: true }).optional(),
});

const NOT = 'TransferNotPermitted';

/**
 * Whether money may move trustee to trustee from one account to another (docs/movements.md):
 * between accounts of the same owner and the same tax character (traditional, SEP and SIMPLE
 * IRAs among themselves, Roth IRAs among themselves), between inherited IRAs of the same
 * decedent and beneficiary, from an inherited IRA to the surviving spouse's own IRA, between
 * Coverdell ESAs of the same beneficiary or a family member under 30; a SIMPLE IRA in its first
 * two years only to another SIMPLE IRA; a Trump account in its growth period only by a qualified
 * rollover (its whole balance to another Trump account of the same beneficiary), and after it as a
 * traditional IRA. Never throws.
 */
export function checkTransfer(catalog: Catalog, facts: TransferFacts): TransferCheck {
  return neverThrows(() => decide(catalog, facts), 'transfer', SOURCES.trusteeTransfer);
}

function decide(catalog: Catalog, input: TransferFacts): TransferCheck {
  const opened = openMovementPair(catalog, FactsSchema, input, NOT, SOURCES.trusteeTransfer, (f) => ({
    From: f.TransferDate,
    To: f.TransferDate,
  }));
  if ('ok' in opened) return opened;
  const { f, from, to, reasons, unchecked } = opened;
  const no = (rule: string, message: string, source: string, field?: string) =>
    opened.no(rule, message, source, field ? { field } : {});

  if (f.From.AccountId === f.To.AccountId)
    return no('distinct-accounts', 'an account cannot transfer to itself', SOURCES.trusteeTransfer, 'To.AccountId');

  if (f.HsaFundingDistribution === true) return checkHsaFundingDistribution(catalog, opened, f);

  const trump = trumpTransfer(opened);
  if (trump && !trump.ok) return trump;
  if (trump)
    return {
      ok: true,
      Kind: 'TrumpQualifiedRollover',
      IsDistribution: false,
      Reportable: false,
      CountsAsRollover: false,
      ReceivingContributionSource: 'Rollover',
      CountsTowardCap: trump.CountsTowardCap,
      Reasons: reasons,
      Warnings: trump.Warnings,
      Unchecked: [...new Set(unchecked)],
    };

  const a = from.rules.TaxCharacter;
  const b = to.rules.TaxCharacter;
  let kind: TransferKind = 'TrusteeToTrustee';

  const hsa = a === 'Hsa' || b === 'Hsa';
  if (hsa && a !== b)
    return no(
      'same-tax-character',
      `an HSA transfers only to another HSA (${from.type.Slug} to ${to.type.Slug}); an IRA's money reaches an HSA ` +
        'only as a qualified HSA funding distribution, a transfer with HsaFundingDistribution true',
      SOURCES.hsaOnlyToHsa,
    );
  if (a === 'EmployerPlan' || b === 'EmployerPlan')
    return no(
      'plan-money-rolls-over',
      'money moves out of or into an employer plan by a rollover, not by an IRA trustee-to-trustee transfer',
      SOURCES.planIsRollover,
    );
  if (a === 'Coverdell' || b === 'Coverdell') {
    if (a !== b)
      return no(
        'same-tax-character',
        `a Coverdell ESA transfers only to another Coverdell ESA (${from.type.Slug} to ${to.type.Slug})`,
        SOURCES.coverdellTransfer,
      );
    const r = coverdellBeneficiary(
      {
        FromOwnerId: f.From.OwnerId,
        ToOwnerId: f.To.OwnerId,
        ToBeneficiaryIsFamilyMember: f.ToBeneficiaryIsFamilyMember,
        ToBeneficiaryDateOfBirth: f.ToBeneficiaryDateOfBirth,
        ToBeneficiaryIsSpecialNeeds: f.ToBeneficiaryIsSpecialNeeds,
        On: f.TransferDate,
      },
      reasons,
      unchecked,
    );
    if (r) return no('coverdell-beneficiary', r, SOURCES.coverdellTransfer, 'To.OwnerId');
  } else if (hsa) {
    const r = hsaOwners(f, reasons);
    if (r) return no(r.rule, r.message, r.source, r.field);
    if (f.From.OwnerId !== f.To.OwnerId && f.IncidentToDivorce !== true) kind = 'SpouseTreatsAsOwn';
  } else if (a === 'InheritedTraditional' || a === 'InheritedRoth') {
    if (f.From.OwnerId !== f.To.OwnerId)
      return no(
        'same-owner',
        'an inherited IRA transfers only to an IRA of the same beneficiary',
        SOURCES.inheritedSame,
      );
    if (b === a) {
      if (f.From.DecedentId === undefined) unchecked.push('From.DecedentId');
      if (f.To.DecedentId === undefined) unchecked.push('To.DecedentId');
      if (f.From.DecedentId !== undefined && f.To.DecedentId !== undefined) {
        if (f.From.DecedentId !== f.To.DecedentId)
          return no(
            'same-decedent',
            'inherited IRAs of different decedents cannot be combined',
            SOURCES.inheritedSame,
            'To.DecedentId',
          );
        reasons.push({
          Rule: 'same-decedent',
          Message: 'an inherited IRA moves to an inherited IRA of the same decedent and beneficiary',
          Source: SOURCES.inheritedSame,
        });
      }
    } else {
      const own = a === 'InheritedTraditional' ? 'Traditional' : 'Roth';
      if (b !== own)
        return no(
          'same-tax-character',
          `an inherited IRA (${from.type.Slug}) cannot move to ${to.type.Slug}`,
          SOURCES.inheritedSame,
        );
      if (f.BeneficiaryIsSurvivingSpouse !== true)
        return no(
          'spouse-only',
          f.BeneficiaryIsSurvivingSpouse === false
            ? 'a beneficiary other than the surviving spouse cannot move an inherited IRA into the ' +
                "beneficiary's own IRA, only to an inherited IRA of the same decedent"
            : "moving an inherited IRA into the beneficiary's own IRA needs BeneficiaryIsSurvivingSpouse " +
                "true (only a surviving spouse may treat it as the spouse's own)",
          SOURCES.spouseTreatAsOwn,
          'BeneficiaryIsSurvivingSpouse',
        );
      kind = 'SpouseTreatsAsOwn';
      reasons.push({
        Rule: 'spouse-treats-as-own',
        Message:
          "the surviving spouse moves the inherited IRA into the spouse's own IRA and treats it as the spouse's own",
        Source: SOURCES.spouseTreatAsOwn,
      });
    }
  } else {
    if (b === 'InheritedTraditional' || b === 'InheritedRoth')
      return no(
        'same-tax-character',
        `only an inherited IRA may transfer to an inherited IRA (${from.type.Slug} to ${to.type.Slug})`,
        SOURCES.inheritedSame,
      );
    const divorce = f.From.OwnerId !== f.To.OwnerId && f.IncidentToDivorce === true;
    if (f.From.OwnerId !== f.To.OwnerId && !divorce)
      return no(
        'same-owner',
        'both accounts must belong to the same owner (to a spouse or former spouse only with IncidentToDivorce)',
        SOURCES.sameOwner,
        'To.OwnerId',
      );
    if (divorce)
      reasons.push({
        Rule: 'incident-to-divorce',
        Message:
          "the owner's interest moves to the IRA of a spouse or former spouse under a divorce or separation " +
          "instrument: not a taxable transfer, and the IRA is thereafter the spouse's",
        Source: SOURCES.incidentToDivorce,
      });
    if (a === 'Traditional' && b === 'Roth')
      return no(
        'same-tax-character',
        `moving ${from.type.Slug} money to ${to.type.Slug} is a Roth conversion, not a transfer`,
        SOURCES.conversionNotTransfer,
      );
    if (a === 'Roth' && b === 'Traditional')
      return no(
        'same-tax-character',
        `Roth IRA money cannot move to ${to.type.Slug} except by recharacterizing a contribution`,
        SOURCES.rothToTraditional,
      );
    const simple = simpleRule(from, to, f, reasons, unchecked);
    if (simple) return no('simple-two-year', simple, SOURCES.simpleTwoYear);
  }
  reasons.push({
    Rule: 'same-tax-character',
    Message:
      `${from.type.Slug} to ${to.type.Slug}: both ${a === b ? a : `${a} and ${b}`} accounts` +
      (f.From.OwnerId === f.To.OwnerId ? ' of the same owner' : ''),
    Source: hsa ? SOURCES.hsaTransfer : SOURCES.trusteeTransfer,
  });

  const receiving = contributionRulesOf(to.receiving).rules?.Sources.Transfer;
  if (!receiving?.Accepted)
    return no(
      'receiving-type-accepts-transfers',
      `${to.type.Slug} does not accept Transfer money (catalog ContributionRules)`,
      receiving?.Source ?? `catalog ${to.type.file}`,
    );
  if (hsa)
    reasons.push({
      Rule: 'not-a-distribution',
      Message:
        'a trustee-to-trustee transfer between HSAs is not a distribution, not a contribution toward the 223(b) ' +
        'limit, is reported on neither Form 1099-SA nor Form 5498-SA, and is not a rollover',
      Source: `${SOURCES.hsaTransfer}; ${SOURCES.hsaTransferNotReportable}`,
    });
  else
    reasons.push({
      Rule: 'not-a-distribution',
      Message:
        'a trustee-to-trustee transfer is not a distribution, is not reported on Form 1099-R or 5498, and is ' +
        'not a rollover',
      Source: `${SOURCES.trusteeTransfer}; ${SOURCES.transferNotReportable}; ${SOURCES.oneRolloverPerYearExclusions}`,
    });

  return {
    ok: true,
    Kind: kind,
    IsDistribution: false,
    Reportable: false,
    CountsAsRollover: false,
    ReceivingContributionSource: 'Transfer',
    CountsTowardCap: receiving.CountsTowardCap,
    Reasons: reasons,
    Warnings: [],
    Unchecked: [...new Set(unchecked)],
  };
}

type Parsed = z.output<typeof FactsSchema>;

interface OwnerRefusal {
  readonly rule: string;
  readonly message: string;
  readonly source: string;
  readonly field: string;
}

/**
 * Whose HSAs may be joined by a transfer: the same account beneficiary's; a spouse's or former spouse's under a
 * divorce or separation instrument (223(f)(7), `IncidentToDivorce`); or, after the account beneficiary's death, the
 * surviving spouse who is the designated beneficiary, whose own HSA the decedent's becomes (223(f)(8)(A),
 * `BeneficiaryIsSurvivingSpouse`). A refusal, or undefined (with its reason pushed).
 */
function hsaOwners(f: Parsed, reasons: MovementReason[]): OwnerRefusal | undefined {
  if (f.From.OwnerId === f.To.OwnerId) return undefined;
  if (f.IncidentToDivorce === true) {
    reasons.push({
      Rule: 'incident-to-divorce',
      Message:
        "the account beneficiary's interest moves to the HSA of a spouse or former spouse under a divorce or " +
        "separation instrument: not a taxable transfer, and the HSA is thereafter the spouse's",
      Source: SOURCES.hsaIncidentToDivorce,
    });
    return undefined;
  }
  if (f.BeneficiaryIsSurvivingSpouse === true) {
    reasons.push({
      Rule: 'spouse-treats-as-own',
      Message:
        "the deceased account beneficiary's surviving spouse, the designated beneficiary, moves the HSA into the " +
        "spouse's own HSA: it is the spouse's HSA",
      Source: SOURCES.hsaSpouseBeneficiary,
    });
    return undefined;
  }
  return {
    rule: f.BeneficiaryIsSurvivingSpouse === false ? 'spouse-only' : 'same-owner',
    message:
      f.BeneficiaryIsSurvivingSpouse === false
        ? "a beneficiary other than the surviving spouse cannot move a deceased account beneficiary's HSA into " +
          "the beneficiary's own HSA: on the death it ceases to be an HSA"
        : 'both HSAs must belong to the same account beneficiary (to a spouse or former spouse only with ' +
          'IncidentToDivorce; from a decedent only to the surviving spouse, with BeneficiaryIsSurvivingSpouse)',
    source:
      f.BeneficiaryIsSurvivingSpouse === false
        ? SOURCES.hsaSpouseBeneficiary
        : `${SOURCES.hsaTransfer}; ${SOURCES.hsaIncidentToDivorce}`,
    field: f.BeneficiaryIsSurvivingSpouse === false ? 'BeneficiaryIsSurvivingSpouse' : 'To.OwnerId',
  };
}
type Side = { type: { Slug: string }; rules: { SimpleIra?: boolean | undefined } };

/** The SIMPLE two-year rule on either side: the refusal message, or undefined when it passes or is unchecked. */
function simpleRule(
  from: Side,
  to: Side,
  f: Parsed,
  reasons: MovementReason[],
  unchecked: string[],
): string | undefined {
  const fromSimple = from.rules.SimpleIra === true;
  const toSimple = to.rules.SimpleIra === true;
  if (fromSimple === toSimple) return undefined;
  const side = fromSimple ? f.From : f.To;
  const field = fromSimple ? 'From.SimpleFirstParticipationDate' : 'To.SimpleFirstParticipationDate';
  if (side.SimpleFirstParticipationDate === undefined) {
    unchecked.push(field);
    return undefined;
  }
  const end = simpleTwoYearPeriodEnd(side.SimpleFirstParticipationDate);
  if (f.TransferDate < end) {
    return fromSimple
      ? `a SIMPLE IRA moves only to another SIMPLE IRA until ${end}, two years after first participation on ` +
          `${side.SimpleFirstParticipationDate}`
      : `a SIMPLE IRA receives money from ${from.type.Slug} only from ${end}, two years after its owner's ` +
          `first participation on ${side.SimpleFirstParticipationDate}`;
  }
  reasons.push({
    Rule: 'simple-two-year',
    Message:
      `the two-year period from ${side.SimpleFirstParticipationDate} ended before ${f.TransferDate} (it ` +
      `ended on ${end})`,
    Source: fromSimple ? SOURCES.simpleTwoYear : SOURCES.intoSimpleAfterTwoYears,
  });
  return undefined;
}
