import { Decimal } from 'decimal.js';
import type { Catalog } from '../../catalog/types.js';
import { type ConversionBasisFacts, checkRothConversion } from '../../movements/check-roth-conversion.js';
import { MAX_MOVEMENT_HISTORY } from '../../movements/types.js';
import { checkKeys } from '../../requests/fields/check-keys.js';
import { FieldCollector } from '../../requests/fields/field-collector.js';
import { isAbsent, isPlainObject, type JsonObject } from '../../requests/fields/json-value.js';
import { decimalParser } from '../../requests/fields/parse-decimal.js';
import type { Failure } from '../../shared/error-codes.js';
import { assertClock, assertNewGuid } from '../assert-inputs.js';
import { type Decision, type DecisionReason, decision } from '../decision.js';
import type { DecisionClock } from '../facts.js';
import { assertFact } from '../facts-error.js';
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
import { type MovementAccountFacts, movementAccountOf, type OwnerMovement, ownerOf } from '../movements/side-facts.js';
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
  readonly NewIds: MovementNewIds;
}

/** Form 8606 Part I facts as the owner states them (plain decimal strings). */
export interface ConversionBasisRequest {
  readonly NondeductibleContributions: string;
  readonly PriorBasis: string;
  readonly ContributionsMadeNextYear?: string;
  readonly YearEndValue: string;
  readonly Distributions: string;
  /** Line 8, this conversion included; default: this year's recorded conversions plus this one. */
  readonly Conversions?: string;
}

export interface RothConversionRequest extends MovementRequestBase {
  readonly FromAccountId: string;
  /** Form 8606 basis; without it the whole amount is taxable, and the answer says so. */
  readonly Basis?: ConversionBasisRequest;
}

export interface RothConversionAnswer extends MovementAnswer {
  readonly TaxableAmountMethod: 'Form8606ProRata' | 'AllTaxable';
  /** This conversion's own five-year period (408A(d)(3)(F)). */
  readonly FiveYearPeriod: { readonly Begins: string; readonly Ends: string };
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

const BASIS_FIELDS = [
  'NondeductibleContributions',
  'PriorBasis',
  'ContributionsMadeNextYear',
  'YearEndValue',
  'Distributions',
  'Conversions',
] as const;
const nonNegative = decimalParser({ minor_units: 2, allowZero: true });
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
  const r = readMovementBody(body, 'Roth conversion request', ['Basis'], 'required', (f, source) => {
    const basis = readBasis(f, source);
    if (basis === undefined) return undefined;
    return basis === null ? {} : { Basis: basis };
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
  const extraReasons: DecisionReason[] = [];
  const extraUnchecked: string[] = [];
  let basis: ConversionBasisFacts | undefined;
  if (input.Basis !== undefined) {
    const { Conversions, ...lines } = input.Basis;
    if (Conversions !== undefined) basis = { ...lines, Conversions };
    else {
      const year = yearConversions(facts.History, today, input.Amount);
      extraReasons.push(year.reason);
      if (year.missing > 0) extraUnchecked.push('History.Amount');
      basis = { ...lines, Conversions: year.total };
    }
  }
  const remaining = facts.RequiredDistributionRemaining;
  const check = checkRothConversion(catalog, {
    From: movementAccountOf(from.account, facts.From),
    To: movementAccountOf(to.account, facts.To),
    Amount: input.Amount,
    ConversionDate: today,
    Owner: ownerOf(facts.From.Client ?? facts.To.Client),
    ...(remaining !== undefined && remaining !== null ? { RequiredDistributionRemaining: remaining } : {}),
    ...(basis !== undefined ? { Basis: basis } : {}),
  });
  if (!check.ok) return movementFailure(check as typeof check & { ErrorCode: RothConversionErrorCode });
  const funds = sendingFunds(from, facts.From.Balances, input.Amount);
  if (!funds.ok) return funds;
  const { Records, Entries } = movementRecordsAndEntries({
    Kind: 'RothConversion',
    ...betweenAccounts(from, to, facts, input, today),
    Amount: input.Amount,
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
  });
  return decision({
    Records,
    Result: {
      ...movementAnswer(Records),
      TaxableAmountMethod: check.TaxableAmountMethod,
      FiveYearPeriod: check.FiveYearPeriod,
    },
    Entries,
    Events: [
      movementEvent('rothconversion.completed', Records, facts.Now, {
        TaxableAmount: Number(check.TaxableAmount),
        FiveYearPeriodBegins: check.FiveYearPeriod.Begins,
      }),
    ],
    Reasons: [...extraReasons, ...check.Reasons],
    Warnings: check.Warnings,
    Unchecked: [...new Set([...extraUnchecked, ...check.Unchecked])],
  });
}
