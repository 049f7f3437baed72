import { Decimal } from 'decimal.js';
import type { Catalog } from '../../catalog/types.js';
import { type ConversionBasisFacts, checkRothConversion } from '../../movements/check-roth-conversion.js';
import { FORM_8606_FACTS } from '../../movements/form-8606-conversion.js';
import { MAX_MOVEMENT_HISTORY } from '../../movements/types.js';
import { checkKeys } from '../../requests/fields/check-keys.js';
import { FieldCollector } from '../../requests/fields/field-collector.js';
import { isAbsent, isPlainObject, type JsonObject } from '../../requests/fields/json-value.js';
import { decimalParser } from '../../requests/fields/parse-decimal.js';
import type { Failure } from '../../shared/error-codes.js';
import { decimalString } from '../../shared/money.js';
import { assertClock, assertNewGuid } from '../assert-inputs.js';
import { type Decision, type DecisionReason, decision } from '../decision.js';
import type { DecisionClock } from '../facts.js';
import { assertFact } from '../facts-error.js';
import { conversionSplit, withheldPart } from '../movements/conversion-withholding.js';
import { movementEvent } from '../movements/movement-events.js';
import { movementFailure } from '../movements/movement-failure.js';
import { betweenAccounts, movementRecordsAndEntries } from '../movements/movement-plan.js';
import { type MovementAnswer, type MovementRecords, movementAnswer } from '../movements/movement-records.js';
import { openBothSides } from '../movements/movement-side.js';
import {
  type BodyResult,
  type MovementRequestBase,
  readMovementBody,
  requiredFrom,
} from '../movements/read-movement-body.js';
import { sendingFunds } from '../movements/sending-funds.js';
import {
  type MovementAccountFacts,
  movementAccountOf,
  type OwnerMovement,
  ownerDateOfBirth,
  ownerOf,
} from '../movements/side-facts.js';
import type { MovementNewIds } from './decide-transfer.js';

/**
 * What a Roth conversion needs, read with both account rows locked: both accounts, the owner's
 * movements (this year's RothConversion entries, with their Amount, fill Form 8606 line 8 when
 * the request's Basis leaves Conversions out), and the part of the year's required distribution
 * still owed from the traditional IRA.
 */
export interface RothConversionDecisionFacts extends DecisionClock {
  readonly From: MovementAccountFacts;
  readonly To: MovementAccountFacts;
  /**
   * The owner's recorded movements (`movementHistoryEntry`), at most MAX_MOVEMENT_HISTORY: at least this year's
   * conversions.
   */
  readonly History: readonly OwnerMovement[];
  /**
   * Of the year's required distribution from the sending IRA, the part not yet distributed; absent or null when
   * unknown.
   */
  readonly RequiredDistributionRemaining?: string | null;
  readonly NewIds: RothConversionNewIds;
}

/** A conversion's new ids: the movement's, and the withheld part's distribution when there is withholding. */
export interface RothConversionNewIds extends MovementNewIds {
  readonly WithholdingTransactionId: string;
}

/** Form 8606 Part I facts as the owner states them (plain decimal strings). */
export interface ConversionBasisRequest {
  readonly NondeductibleContributions: string;
  readonly PriorBasis: string;
  readonly ContributionsMadeNextYear?: string;
  readonly YearEndValue: string;
  readonly Distributions: string;
  /**
   * Line 8, the net amounts converted (withholding excluded), this conversion's included; default: this year's
   * recorded conversions plus this one, net. Line 7 (Distributions) includes earlier conversions' withholding; the
   * decision adds this one's.
   */
  readonly Conversions?: string;
}

export interface RothConversionRequest extends MovementRequestBase {
  readonly FromAccountId: string;
  /** Form 8606 basis; without it the whole amount is taxable, and the answer says so. */
  readonly Basis?: ConversionBasisRequest;
  /**
   * The owner's Form W-4R election, 0 to 100 (two decimals), of the gross `Amount`; what is withheld is not converted.
   * Absent: nothing is withheld, and Unchecked says the election was not given.
   */
  readonly FederalWithholdingPercent?: string;
}

export interface RothConversionAnswer extends MovementAnswer {
  readonly TaxableAmountMethod: 'Form8606ProRata' | 'AllTaxable';
  /** This conversion's own five-year period (408A(d)(3)(F)). */
  readonly FiveYearPeriod: { readonly Begins: string; readonly Ends: string };
  /** The request's Amount: what left the traditional IRA (Amount, converted, plus FederalWithheld). */
  readonly GrossDistribution: number;
  /** Federal income tax withheld (0 when none): a distribution of its own, not converted. */
  readonly FederalWithheld: number;
  /** The withheld part's distribution transaction on the sending IRA; null when nothing was withheld. */
  readonly WithholdingTransactionId: string | null;
}

export type RothConversionDecision = Decision<MovementRecords, RothConversionAnswer>;

export const ROTH_CONVERSION_ERROR_CODES = [
  'AccountNotFound',
  'InvalidRequest',
  'UnknownAccountType',
  'InsufficientFunds',
  'RothConversionNotPermitted',
] as const;
export type RothConversionErrorCode = (typeof ROTH_CONVERSION_ERROR_CODES)[number];

const BASIS_FIELDS = FORM_8606_FACTS;
const nonNegative = decimalParser({ minor_units: 2, allowZero: true });
const percent = decimalParser({ minor_units: 2, allowZero: true, max: '100' });
const positive = decimalParser({ minor_units: 2 });

function readBasis(f: FieldCollector, source: JsonObject): ConversionBasisRequest | undefined | null {
  const raw = source['Basis'];
  if (isAbsent(raw)) return null;
  if (!isPlainObject(raw)) {
    f.add('Basis', 'InvalidFormat', 'Basis must be a JSON object of Form 8606 lines.');
    return undefined;
  }
  for (const e of checkKeys(raw, { known: new Set(BASIS_FIELDS), prefix: 'Basis.', what: 'Basis' })) f.errors.push(e);
  const b = new FieldCollector(raw, 'Basis.');
  const NondeductibleContributions = b.read('NondeductibleContributions', nonNegative, 'required');
  const PriorBasis = b.read('PriorBasis', nonNegative, 'required');
  const ContributionsMadeNextYear = b.read('ContributionsMadeNextYear', nonNegative, 'optional');
  const YearEndValue = b.read('YearEndValue', nonNegative, 'required');
  const Distributions = b.read('Distributions', nonNegative, 'required');
  const Conversions = b.read('Conversions', positive, 'optional');
  f.errors.push(...b.errors);
  if (
    NondeductibleContributions === undefined ||
    PriorBasis === undefined ||
    YearEndValue === undefined ||
    Distributions === undefined
  )
    return undefined;
  return {
    NondeductibleContributions,
    PriorBasis,
    ...(ContributionsMadeNextYear !== undefined ? { ContributionsMadeNextYear } : {}),
    YearEndValue,
    Distributions,
    ...(Conversions !== undefined ? { Conversions } : {}),
  };
}

/** The Roth conversion body (POST /v1/roth-conversions). Never throws. */
export function validateRothConversionRequest(body: unknown): BodyResult<RothConversionRequest> {
  const known = ['Basis', 'FederalWithholdingPercent'];
  const r = readMovementBody(body, 'Roth conversion request', known, 'required', (f, source) => {
    const basis = readBasis(f, source);
    const FederalWithholdingPercent = f.read('FederalWithholdingPercent', percent, 'optional');
    if (basis === undefined) return undefined;
    return {
      ...(basis === null ? {} : { Basis: basis }),
      ...(FederalWithholdingPercent !== undefined ? { FederalWithholdingPercent } : {}),
    };
  });
  return r.ok ? { ok: true, value: { ...r.value, FromAccountId: requiredFrom(r.value) } } : r;
}

/**
 * Form 8606 line 8 when the request leaves it out: this year's recorded conversions of the owner
 * (History RothConversion entries with their Amount) plus this one, with the reason.
 */
function yearConversions(history: readonly OwnerMovement[], today: string, amount: string) {
  const year = today.slice(0, 4);
  let total = new Decimal(amount);
  let counted = 0;
  let missing = 0;
  for (const e of history) {
    if (e.Kind !== 'RothConversion' || e.DistributionDate.slice(0, 4) !== year) continue;
    if (e.Amount === undefined) missing += 1;
    else {
      total = total.plus(e.Amount);
      counted += 1;
    }
  }
  const reason: DecisionReason = {
    Rule: 'form-8606-line-8',
    Message:
      `Form 8606 line 8 (the year's conversions) is ${total.toFixed()}: this conversion and ${counted} ` +
      `earlier conversion(s) of ${year} recorded by the service`,
    Source:
      'Form 8606 Part I, line 8 (the net amount converted from traditional, SEP and SIMPLE IRAs to Roth ' +
      'IRAs in the year)',
  };
  return { total: total.toFixed(), reason, missing };
}

/**
 * Roth conversion (design.md section 8, POST /v1/roth-conversions), by checkRothConversion: from
 * a traditional, SEP or SIMPLE IRA (a SIMPLE IRA after its two years) to a Roth IRA of the same
 * owner, with the year's required distribution out first; taxable pro rata by Form 8606 when the
 * request gives Basis, all of it otherwise (and said so). The traditional IRA's 1099-R carries
 * code 2 or 7, the Roth IRA's 5498 box 3; the credit starts the conversion's own five-year period.
 * One rothconversion.completed.
 */
export function decideRothConversion(
  catalog: Catalog,
  facts: RothConversionDecisionFacts,
  request: unknown,
  today: string,
): RothConversionDecision | Failure<RothConversionErrorCode> {
  assertClock(today, facts.Now);
  for (const [k, v] of Object.entries(facts.NewIds)) assertNewGuid(k, v);
  assertFact(facts.History.length <= MAX_MOVEMENT_HISTORY, `facts.History holds at most ${MAX_MOVEMENT_HISTORY}`);
  const v = validateRothConversionRequest(request);
  if (!v.ok) return v;
  const input = v.value;
  const sides = openBothSides(catalog, facts, input);
  if (!('from' in sides)) return sides;
  const { from, to } = sides;
  const split = conversionSplit(catalog, input.Amount, input.FederalWithholdingPercent, today);
  if (!('Converted' in split)) return split;
  const converted = decimalString(split.Converted);
  const withheld = decimalString(split.Withheld);
  const extraReasons: DecisionReason[] = [split.Reason];
  const extraUnchecked: string[] = [...split.Unchecked];
  let basis: ConversionBasisFacts | undefined;
  if (input.Basis !== undefined) {
    const { Conversions, ...given } = input.Basis;
    // Form 8606: the withheld part is on line 7 (distributed), only the converted part on line 8.
    const lines = { ...given, Distributions: decimalString(new Decimal(given.Distributions).plus(split.Withheld)) };
    if (split.Withheld.gt(0))
      extraReasons.push({
        Rule: 'form-8606-line-7',
        Message:
          `Form 8606 line 7 is ${lines.Distributions}: the ${given.Distributions} sent in Basis.Distributions and ` +
          `the ${withheld} withheld from this conversion, which is distributed, not converted`,
        Source: 'Form 8606 Part I, lines 7 and 8 (line 8: the net amount converted)',
      });
    if (Conversions !== undefined) basis = { ...lines, Conversions };
    else {
      const year = yearConversions(facts.History, today, converted);
      extraReasons.push(year.reason);
      if (year.missing > 0) extraUnchecked.push('History.Amount');
      basis = { ...lines, Conversions: year.total };
    }
  }
  // The withheld part is distributed, not converted: it is the first money out, so it counts toward the
  // year's required distribution before anything is converted (26 CFR 1.408-8 Q&A-4; 1.408A-4 Q&A-6).
  const owed = facts.RequiredDistributionRemaining;
  const remaining =
    owed === undefined || owed === null ? owed : decimalString(Decimal.max(0, new Decimal(owed).minus(split.Withheld)));
  if (owed !== undefined && owed !== null && split.Withheld.gt(0) && new Decimal(owed).gt(0))
    extraReasons.push({
      Rule: 'required-distribution-first',
      Message:
        `the ${withheld} withheld is distributed first and counts toward the ${owed} of the year's required ` +
        `distribution still owed: ${remaining} remains before anything may be converted`,
      Source: '26 CFR 1.408-8 Q&A-4 (the first amounts distributed in a year are required); 1.408A-4 Q&A-6',
    });
  const fromAccount = movementAccountOf(from.account, facts.From);
  const owner = ownerOf(facts.From.Client ?? facts.To.Client);
  const check = checkRothConversion(catalog, {
    From: fromAccount,
    To: movementAccountOf(to.account, facts.To),
    Amount: converted,
    ConversionDate: today,
    Owner: owner,
    ...(remaining !== undefined && remaining !== null ? { RequiredDistributionRemaining: remaining } : {}),
    ...(basis !== undefined ? { Basis: basis } : {}),
  });
  if (!check.ok) return movementFailure(check as typeof check & { ErrorCode: RothConversionErrorCode });
  const funds = sendingFunds(from, facts.From.Balances, input.Amount);
  if (!funds.ok) return funds;
  if (split.Withheld.gt(0)) assertNewGuid('WithholdingTransactionId', facts.NewIds.WithholdingTransactionId);
  const withholding = split.Withheld.gt(0)
    ? withheldPart(catalog, {
        AccountId: from.account.AccountId,
        AccountTypeCode: from.account.AccountTypeCode,
        Withheld: split.Withheld,
        ...(check.Form8606 !== null ? { NontaxableRatio: check.Form8606.Line10 } : {}),
        ElectedPercent: split.ElectedPercent ?? '0',
        Currency: input.Currency,
        OwnerDateOfBirth: withholdingDateOfBirth(
          catalog,
          fromAccount,
          owner.DateOfBirth ?? ownerDateOfBirth(facts.From),
        ),
        SimpleIraParticipationStartDate: fromAccount.SimpleFirstParticipationDate,
        TransactionId: facts.NewIds.WithholdingTransactionId,
        MovementId: facts.NewIds.MovementId,
        ProviderReferenceId: input.ProviderReferenceId,
        Today: today,
        Now: facts.Now,
      })
    : undefined;
  if (withholding !== undefined && !('Records' in withholding)) return withholding;
  const planned = movementRecordsAndEntries({
    Kind: 'RothConversion',
    ...betweenAccounts(from, to, facts, input, today),
    Amount: converted,
    TaxableAmount: check.TaxableAmount,
    Form1099R: {
      DistributionCode: check.Form1099R.DistributionCode,
      GrossDistribution: check.Form1099R.GrossDistribution,
      TaxableAmount: check.Form1099R.TaxableAmount,
    },
    Form5498: check.Form5498,
    ContributionSource: 'Rollover',
    TaxYear: Number(today.slice(0, 4)),
    FiveYearPeriodBegins: check.FiveYearPeriod.Begins,
    ...(withholding !== undefined ? { Withholding: withholding.Records } : {}),
  });
  const { Records, Entries } = planned;
  const withheldFigures = {
    GrossDistribution: Number(input.Amount),
    FederalWithheld: Number(withheld),
    WithholdingTransactionId: withholding?.Records.Transaction.TransactionId ?? null,
  };
  return decision({
    Records,
    Result: {
      ...movementAnswer(Records),
      TaxableAmountMethod: check.TaxableAmountMethod,
      FiveYearPeriod: check.FiveYearPeriod,
      ...withheldFigures,
    },
    Entries,
    Events: [
      movementEvent('rothconversion.completed', Records, facts.Now, {
        TaxableAmount: Number(check.TaxableAmount),
        FiveYearPeriodBegins: check.FiveYearPeriod.Begins,
        ...withheldFigures,
      }),
    ],
    Reasons: [...extraReasons, ...check.Reasons, ...(withholding?.Reasons ?? [])],
    Warnings: check.Warnings,
    Unchecked: [...new Set([...extraUnchecked, ...check.Unchecked, ...(withholding?.Unchecked ?? [])])],
  });
}

/**
 * Whose age the withheld part's additional tax reads: a Trump account's beneficiary's (its owner,
 * 530A; the client may be a parent holding the child's account), else the client's.
 */
function withholdingDateOfBirth(
  catalog: Catalog,
  account: { readonly AccountTypeCode: string; readonly BeneficiaryDateOfBirth?: string | undefined },
  clientDateOfBirth: string | undefined,
): string | undefined {
  const trump = catalog.typeBySlug.get(account.AccountTypeCode)?.MovementRules?.TaxCharacter === 'Trump';
  return (trump ? account.BeneficiaryDateOfBirth : undefined) ?? clientDateOfBirth;
}
