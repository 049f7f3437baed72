import type { Catalog } from '../../catalog/types.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { Decimal, decimalString, roundMoney } from '../../shared/money.js';
import { distributionTreatment } from '../../withdrawals/distribution-treatment.js';
import { distributionWithholding } from '../../withdrawals/distribution-withholding.js';
import type { DecisionReason } from '../decision.js';
import type { TransactionRecordToInsert } from '../operations/transaction-record.js';
import type { WithdrawalRecords } from '../withdrawal/assemble.js';
import type { WithdrawalDetail } from '../withdrawal/facts.js';

// Federal income tax withheld from a Roth conversion (26 U.S.C. 3405(b); Form W-4R). The withheld
// part leaves the traditional IRA but never reaches the Roth IRA: it is a distribution that is not
// converted. So it is reported as a distribution of its own (Form 1099-R code 1 before 59 1/2, 7
// after; box 4 the tax withheld), it is on Form 8606 line 7 rather than line 8, and before 59 1/2
// the 10 percent additional tax reaches it (72(t); the conversion relief of 408A(d)(3)(A)(ii)
// covers only what is converted).

export const CONVERSION_WITHHOLDING_SOURCE =
  '26 U.S.C. 3405(b) (nonperiodic distributions: 10 percent unless the payee elects otherwise, Form W-4R); ' +
  'Form 8606 lines 7 and 8 (an amount withheld is distributed, not converted); Instructions for Forms ' +
  '1099-R and 5498 (box 4; the withheld part reported as a distribution, code 1 or 7)';

/** How much of the gross leaves for the Treasury and how much is converted. */
export interface ConversionSplit {
  /** The amount withheld for federal income tax (0 when none). */
  readonly Withheld: Decimal;
  /** What reaches the Roth IRA: the gross less the withholding. */
  readonly Converted: Decimal;
  /** The owner's W-4R election as sent; null when none was sent. */
  readonly ElectedPercent: string | null;
  readonly Reason: DecisionReason;
  /** `FederalWithholdingPercent` when no election was sent. */
  readonly Unchecked: readonly string[];
}

/**
 * The split of a conversion's gross distribution by the owner's W-4R election. Without an election
 * nothing is withheld and the answer says so: the election is a fact of the owner's the engine does
 * not assume, and a custodian applying the default sends 10. Refused when nothing would be converted.
 */
export function conversionSplit(
  catalog: Catalog,
  gross: string,
  electedPercent: string | undefined,
  today: string,
): ConversionSplit | Failure<'InvalidRequest'> {
  if (electedPercent === undefined)
    return {
      Withheld: new Decimal(0),
      Converted: new Decimal(gross),
      ElectedPercent: null,
      Reason: {
        Rule: 'conversion-withholding',
        Message:
          'no Form W-4R election (FederalWithholdingPercent) was sent: nothing is withheld and all of ' +
          `${gross} is converted. Without an election of none, 3405(b) withholds 10 percent: send the owner's ` +
          'election',
        Source: CONVERSION_WITHHOLDING_SOURCE,
      },
      Unchecked: ['FederalWithholdingPercent'],
    };
  const w = distributionWithholding(catalog, {
    DistributionDate: today,
    Gross: gross,
    Regime: 'Nonperiodic',
    FederalElectionPercent: electedPercent,
  });
  if (!w.ok) return failure('InvalidRequest', w.Message, w.Errors);
  const withheld = new Decimal(w.FederalWithheld);
  const converted = new Decimal(gross).minus(withheld);
  if (!converted.gt(0))
    return failure('InvalidRequest', 'Nothing would be converted: the withholding takes the whole amount.', [
      {
        FieldName: 'FederalWithholdingPercent',
        ErrorCode: 'OutOfRange',
        Message: 'must leave an amount to convert (less than 100 percent of the amount)',
      },
    ]);
  return {
    Withheld: withheld,
    Converted: converted,
    ElectedPercent: electedPercent,
    Reason: {
      Rule: 'conversion-withholding',
      Message:
        `the owner's election of ${electedPercent} percent withholds ${decimalString(withheld)} of ${gross}; ` +
        `${decimalString(converted)} is converted. The withheld part is a distribution that is not converted`,
      Source: CONVERSION_WITHHOLDING_SOURCE,
    },
    Unchecked: [],
  };
}

/** What the withheld part's distribution needs: the account, its owner's facts and the new id. */
export interface WithheldPartQuery {
  readonly AccountId: string;
  readonly AccountTypeCode: string;
  readonly Withheld: Decimal;
  /** Form 8606 line 10 when the owner's basis was given: the nontaxable share of the withheld part too. */
  readonly NontaxableRatio?: string;
  readonly ElectedPercent: string;
  readonly Currency: string;
  readonly OwnerDateOfBirth?: string | undefined;
  readonly SimpleIraParticipationStartDate?: string | undefined;
  readonly TransactionId: string;
  readonly MovementId: string;
  readonly ProviderReferenceId?: string | undefined;
  readonly Today: string;
  readonly Now: string;
}

/** The withheld part as the records of a distribution, with its reasons and unchecked facts. */
export interface WithheldPart {
  /** Its entries (the IRA's Settled bucket to FederalWithholdingPayable) are in `movementPostings`. */
  readonly Records: WithdrawalRecords;
  readonly Reasons: readonly DecisionReason[];
  readonly Unchecked: readonly string[];
}

/**
 * The withheld part of a conversion as a distribution of the sending IRA, everything of it withheld:
 * the owner's age decides its Form 1099-R code (distributionTreatment, reason Normal), and it counts
 * toward the year's required distribution like any amount paid out. Never throws.
 */
export function withheldPart(catalog: Catalog, q: WithheldPartQuery): WithheldPart | Failure<'InvalidRequest'> {
  const amount = decimalString(q.Withheld);
  const t = distributionTreatment(catalog, {
    AccountTypeCode: q.AccountTypeCode,
    DistributionReason: 'Normal',
    DistributionDate: q.Today,
    Amount: amount,
    ...(q.OwnerDateOfBirth !== undefined ? { OwnerDateOfBirth: q.OwnerDateOfBirth } : {}),
    ...(q.SimpleIraParticipationStartDate !== undefined
      ? { SimpleIraParticipationStartDate: q.SimpleIraParticipationStartDate }
      : {}),
  });
  if (!t.ok) return failure('InvalidRequest', t.Message, t.Errors);
  const TaxYear = Number(q.Today.slice(0, 4));
  // 72(t)(1) reaches only the part includible in income: with the owner's basis, the pro rata share.
  const rate = t.AdditionalTax.RatePercent;
  const prorated =
    q.NontaxableRatio !== undefined && t.AdditionalTax.Status === 'Applies' && rate !== null
      ? q.Withheld.minus(roundMoney(q.Withheld.times(q.NontaxableRatio)))
      : undefined;
  const additionalTax =
    prorated !== undefined && rate !== null
      ? decimalString(roundMoney(Decimal.max(0, prorated).times(rate).div(100)))
      : t.AdditionalTax.Amount;
  const Withdrawal: WithdrawalDetail = {
    TransactionId: q.TransactionId,
    AccountId: q.AccountId,
    DistributionReason: t.DistributionReason,
    TaxYear,
    DistributionDate: q.Today,
    GrossAmount: amount,
    FederalWithheld: amount,
    FederalWithholdingPercent: q.ElectedPercent,
    StateWithheld: '0',
    NetAmount: '0',
    Fee: '0',
    DistributionCodes: t.DistributionCodes,
    IraSepSimple: t.IraSepSimple,
    TaxableAmount: t.TaxableAmount,
    TaxableAmountNotDetermined: t.TaxableAmountNotDetermined,
    ExceptionClaimed: null,
    AdditionalTaxAmount: additionalTax,
    CountsTowardRequiredDistribution: t.CountsTowardRequiredDistribution,
    TaxForm: '1099-R',
  };
  const Transaction: TransactionRecordToInsert = {
    TransactionId: q.TransactionId,
    AccountId: q.AccountId,
    Kind: 'Entry',
    EntryType: 'Distribution',
    Direction: 'Debit',
    Amount: amount,
    Currency: q.Currency,
    Status: 'Posted',
    TaxYear,
    PaymentMethodType: 'Internal',
    Description: `Federal income tax withheld from Roth conversion ${q.MovementId}`,
    ...(q.ProviderReferenceId !== undefined ? { ProviderReferenceId: q.ProviderReferenceId } : {}),
    DistributionReason: t.DistributionReason,
    CreatedDate: q.Now,
    PostedDate: q.Now,
  };
  const codes = t.DistributionCodes === null ? 'not determined' : `code ${t.DistributionCodes.join('')}`;
  return {
    Records: { Transaction, Withdrawal },
    Reasons: [
      ...t.Reasons,
      {
        Rule: 'conversion-withholding-distribution',
        Message:
          `the ${amount} withheld is a distribution of its own, reported on Form 1099-R (${codes}; box 4 ` +
          `${amount})` +
          (additionalTax !== null && new Decimal(additionalTax).gt(0)
            ? `; the additional tax reaches its taxable part: ${additionalTax}` +
              (prorated !== undefined ? ` (Form 8606 line 10 ${q.NontaxableRatio} of it is basis)` : '')
            : ''),
        Source: CONVERSION_WITHHOLDING_SOURCE,
      },
    ],
    Unchecked: t.Unchecked,
  };
}
