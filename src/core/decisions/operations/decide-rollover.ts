import type { Catalog } from '../../catalog/types.js';
import { checkRollover } from '../../movements/check-rollover.js';
import {
  SELF_CERTIFICATION_REASONS,
  type SelfCertificationReason,
} from '../../movements/self-certification-reasons.js';
import { MAX_MOVEMENT_HISTORY } from '../../movements/types.js';
import { isAbsent, ownValue } from '../../requests/fields/json-value.js';
import { parseBool } from '../../requests/fields/parse-bool.js';
import { parseDate } from '../../requests/fields/parse-date.js';
import { decimalParser } from '../../requests/fields/parse-decimal.js';
import { enumParser } from '../../requests/fields/parse-enum.js';
import { textParser } from '../../requests/fields/parse-text.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { assertClock, assertNewGuid } from '../assert-inputs.js';
import { type Decision, type DecisionWarning, decision } from '../decision.js';
import type { DecisionClock } from '../facts.js';
import { assertFact } from '../facts-error.js';
import { movementEvent } from '../movements/movement-events.js';
import { movementFailure } from '../movements/movement-failure.js';
import { movementRecordsAndEntries } from '../movements/movement-plan.js';
import { type MovementAnswer, type MovementRecords, movementAnswer } from '../movements/movement-records.js';
import { openSide } from '../movements/movement-side.js';
import { type BodyResult, type MovementRequestBase, readMovementBody } from '../movements/read-movement-body.js';
import { sendingFunds } from '../movements/sending-funds.js';
import {
  beneficiaryIsSpecialNeeds,
  beneficiaryIsSurvivingSpouse,
  type MovementAccountFacts,
  movementAccountOf,
  type OwnerMovement,
  ownerDateOfBirth,
  ownerOf,
} from '../movements/side-facts.js';
import type { MovementNewIds } from './decide-transfer.js';

/**
 * What a rollover needs, read in one transaction with the receiving account (and a sending
 * account of the service) locked: both accounts (`From.Account` null when the request names
 * FromAccountTypeCode, money from outside the service, or when FromAccountId is not this
 * provider's), the owner's movements for the one-rollover-per-year rule, and the part of the
 * year's required distribution still owed from the sending account.
 */
export interface RolloverDecisionFacts extends DecisionClock {
  readonly From: MovementAccountFacts;
  readonly To: MovementAccountFacts;
  /**
   * The owner's recorded movements across all of the owner's accounts (`movementHistoryEntry`),
   * at most MAX_MOVEMENT_HISTORY: at least every IndirectRollover whose DistributionDate is within
   * two years before today.
   */
  readonly History: readonly OwnerMovement[];
  /**
   * Of the year's required minimum distribution from the sending account of the service, the part
   * not yet distributed before this distribution (`requiredDistributionStatus`); absent or null
   * when not known (the rule is then Unchecked unless the owner's age or a Roth IRA rules it out).
   */
  readonly RequiredDistributionRemaining?: string | null;
  readonly NewIds: MovementNewIds;
}

export const ROLLOVER_KINDS = ['Direct', 'Indirect'] as const;

export interface RolloverRequest extends MovementRequestBase {
  /** An account held outside the service (another custodian's IRA, an employer plan): its catalog type. */
  readonly FromAccountTypeCode?: string;
  /**
   * Direct: paid by the plan to the receiving IRA (1099-R code G). Indirect: paid to the owner, deposited within 60
   * days.
   */
  readonly Kind: (typeof ROLLOVER_KINDS)[number];
  /** The day the money left the sending account (indirect: the day the owner received it); default today. */
  readonly DistributionDate?: string;
  /** The gross distribution, when only part of it is rolled over. */
  readonly DistributionAmount?: string;
  /** Late indirect rollover: the owner's self-certified reason (Rev. Proc. 2020-46). */
  readonly SelfCertificationReason?: SelfCertificationReason;
  /** The day the custodian received the self-certification; default today. */
  readonly SelfCertifiedOn?: string;
  /** The day the reason stopped preventing the rollover. */
  readonly ReasonEndedOn?: string;
  /** Employer plan to a Roth IRA: the after-tax part (not taxable). */
  readonly AfterTaxAmount?: string;
  /**
   * Coverdell ESA to another beneficiary's: the receiving account's owner is a member of the distributing
   * beneficiary's family (26 U.S.C. 530(d)(5), 529(e)(2)); under 30 on the distribution date (the owner's date of
   * birth on file) unless with special needs.
   */
  readonly ToBeneficiaryIsFamilyMember?: boolean;
  /** Coverdell ESA to another beneficiary's: that beneficiary has special needs (no age-30 limit, 530(b)(1)). */
  readonly ToBeneficiaryIsSpecialNeeds?: boolean;
}

export interface RolloverAnswer extends MovementAnswer {
  /** An indirect rollover: the 60th day after the distribution. */
  readonly RolloverDeadline: string | null;
  /** When it counts in the one-rollover-per-year limit: the first day another may be received. */
  readonly NextIndirectRolloverOn: string | null;
}

export type RolloverDecision = Decision<MovementRecords, RolloverAnswer>;

export const ROLLOVER_ERROR_CODES = [
  'AccountNotFound',
  'InvalidRequest',
  'UnknownAccountType',
  'InsufficientFunds',
  'RolloverNotPermitted',
] as const;
export type RolloverErrorCode = (typeof ROLLOVER_ERROR_CODES)[number];

const FIELDS = [
  'FromAccountTypeCode',
  'Kind',
  'DistributionDate',
  'DistributionAmount',
  'SelfCertificationReason',
  'SelfCertifiedOn',
  'ReasonEndedOn',
  'AfterTaxAmount',
  'ToBeneficiaryIsFamilyMember',
  'ToBeneficiaryIsSpecialNeeds',
];
const slug = textParser({ max_chars: 64 });
const positive = decimalParser({ minor_units: 2 });
const nonNegative = decimalParser({ minor_units: 2, allowZero: true });

/** The Rollover body (POST /v1/rollovers). Never throws. */
export function validateRolloverRequest(body: unknown): BodyResult<RolloverRequest> {
  return readMovementBody(body, 'Rollover request', FIELDS, 'optional', (f, source) => {
    const external = f.read('FromAccountTypeCode', slug, 'optional');
    const fromSent = !isAbsent(ownValue(source, 'FromAccountId'));
    if (external === undefined && !fromSent && !f.errors.some((e) => e.FieldName === 'FromAccountTypeCode'))
      f.add('FromAccountId', 'Required', 'FromAccountId or FromAccountTypeCode is required.');
    if (external !== undefined && fromSent)
      f.add(
        'FromAccountTypeCode',
        'NotAllowed',
        'FromAccountTypeCode names an account outside the service; send it or FromAccountId, not both.',
      );
    const Kind = f.read('Kind', enumParser(ROLLOVER_KINDS), 'required');
    const DistributionDate = f.read('DistributionDate', parseDate, Kind === 'Indirect' ? 'required' : 'optional');
    const DistributionAmount = f.read('DistributionAmount', positive, 'optional');
    const reason = f.read('SelfCertificationReason', enumParser(SELF_CERTIFICATION_REASONS), 'optional');
    const certified = f.read('SelfCertifiedOn', parseDate, reason === undefined ? 'forbidden' : 'optional');
    const ended = f.read('ReasonEndedOn', parseDate, reason === undefined ? 'forbidden' : 'optional');
    const AfterTaxAmount = f.read('AfterTaxAmount', nonNegative, 'optional');
    const family = f.read('ToBeneficiaryIsFamilyMember', parseBool, 'optional');
    const special = f.read('ToBeneficiaryIsSpecialNeeds', parseBool, 'optional');
    if (Kind === undefined) return undefined;
    return {
      Kind,
      ...(external !== undefined ? { FromAccountTypeCode: external } : {}),
      ...(DistributionDate !== undefined ? { DistributionDate } : {}),
      ...(DistributionAmount !== undefined ? { DistributionAmount } : {}),
      ...(reason !== undefined ? { SelfCertificationReason: reason } : {}),
      ...(certified !== undefined ? { SelfCertifiedOn: certified } : {}),
      ...(ended !== undefined ? { ReasonEndedOn: ended } : {}),
      ...(AfterTaxAmount !== undefined ? { AfterTaxAmount } : {}),
      ...(family !== undefined ? { ToBeneficiaryIsFamilyMember: family } : {}),
      ...(special !== undefined ? { ToBeneficiaryIsSpecialNeeds: special } : {}),
    };
  });
}

const OUTSIDE = 'outside';

/**
 * Rollover (design.md section 8, POST /v1/rollovers), by checkRollover: the pair of types, the 60
 * days of an indirect rollover (a Rev. Proc. 2020-46 self-certification waives them), one
 * indirect IRA-to-IRA rollover per 12 months across all of the owner's IRAs (trustee transfers
 * and conversions not counted), the required distribution that cannot be rolled over, the SIMPLE
 * two years, inherited IRAs (the surviving spouse only), a Coverdell ESA to the same beneficiary's or a
 * family member's under 30 (ToBeneficiaryIsFamilyMember, 530(d)(5)). A direct rollover from an account of the
 * service debits it (1099-R code G); an indirect one deposits money the owner received earlier,
 * and money from outside the service comes through ExternalClearing. The receiving account
 * records a rollover contribution (Form 5498 box 2) outside the annual limit. One rollover.completed.
 */
export function decideRollover(
  catalog: Catalog,
  facts: RolloverDecisionFacts,
  request: unknown,
  today: string,
): RolloverDecision | Failure<RolloverErrorCode> {
  assertClock(today, facts.Now);
  for (const [k, v] of Object.entries(facts.NewIds)) assertNewGuid(k, v);
  assertFact(facts.History.length <= MAX_MOVEMENT_HISTORY, `facts.History holds at most ${MAX_MOVEMENT_HISTORY}`);
  const v = validateRolloverRequest(request);
  if (!v.ok) return v;
  const input = v.value;
  const inService = input.FromAccountId !== undefined;
  const direct = input.Kind === 'Direct';
  const distributionDate = input.DistributionDate ?? today;
  if (distributionDate > today)
    return invalid('DistributionDate', 'DistributionDate must not be after today: the money has not left yet.');
  if (inService && direct && distributionDate !== today)
    return invalid(
      'DistributionDate',
      `A direct rollover from an account of the service is distributed today (${today}); DistributionDate ` +
        `cannot be ${distributionDate}.`,
    );
  const to = openSide(catalog, facts.To, 'ToAccountId', input.ToAccountId, 'Fund', input.Currency);
  let from: ReturnType<typeof openSide> | undefined;
  if (input.FromAccountId !== undefined) {
    from = openSide(
      catalog,
      facts.From,
      'FromAccountId',
      input.FromAccountId,
      direct ? 'Withdrawal' : 'None',
      input.Currency,
    );
    if (!('account' in from)) return from;
  } else assertFact(facts.From.Account === null, 'facts.From.Account is null when the money comes from outside');
  if (!('account' in to)) return to;
  const sending = from !== undefined && 'account' in from ? from : undefined;
  const fromTypeCode = sending?.type.Slug ?? input.FromAccountTypeCode ?? '';
  const spouse = sending === undefined ? undefined : beneficiaryIsSurvivingSpouse(sending.account);
  const remaining = inService ? facts.RequiredDistributionRemaining : undefined;
  const certification = input.SelfCertificationReason;
  const check = checkRollover(catalog, {
    From:
      sending === undefined
        ? { AccountId: OUTSIDE, AccountTypeCode: fromTypeCode, OwnerId: to.account.ClientId }
        : movementAccountOf(sending.account, facts.From),
    To: movementAccountOf(to.account, facts.To),
    Method: input.Kind,
    Amount: input.Amount,
    DistributionDate: distributionDate,
    RolloverDate: today,
    ...(input.DistributionAmount !== undefined ? { DistributionAmount: input.DistributionAmount } : {}),
    ...(remaining !== undefined && remaining !== null ? { RequiredDistributionRemaining: remaining } : {}),
    Owner: ownerOf(facts.To.Client),
    History: facts.History.map(({ Amount: _a, ...e }) => e),
    ...(spouse !== undefined ? { BeneficiaryIsSurvivingSpouse: spouse } : {}),
    ...(certification !== undefined
      ? {
          SelfCertification: {
            Reason: certification,
            CertifiedOn: input.SelfCertifiedOn ?? today,
            ...(input.ReasonEndedOn !== undefined ? { ReasonEndedOn: input.ReasonEndedOn } : {}),
          },
        }
      : {}),
    ...(input.AfterTaxAmount !== undefined ? { AfterTaxAmount: input.AfterTaxAmount } : {}),
    ...coverdellFamily(input, ownerDateOfBirth(facts.To), beneficiaryIsSpecialNeeds(to.account)),
  });
  if (!check.ok) return movementFailure(check as typeof check & { ErrorCode: RolloverErrorCode });
  const debit = direct && sending !== undefined ? sending : undefined;
  if (debit !== undefined) {
    const funds = sendingFunds(debit, facts.From.Balances, input.Amount);
    if (!funds.ok) return funds;
  }
  const warnings: DecisionWarning[] = [...check.Warnings];
  const character = to.type.MovementRules?.TaxCharacter;
  const elsewhere =
    character === 'Coverdell'
      ? { what: 'Coverdell ESA', source: '26 U.S.C. 530(d)(5)' }
      : character === 'Hsa'
        ? { what: 'HSA', source: '26 U.S.C. 223(f)(5)(B)' }
        : { what: 'IRA', source: '26 U.S.C. 408(d)(3)(B); IRS Announcement 2014-15' };
  if (check.CountsTowardOneRolloverPerYear)
    warnings.push({
      Code: 'RolloversElsewhereNotKnown',
      Message:
        "the one-rollover-per-year rule was applied to the owner's movements recorded by the service; an " +
        `indirect ${elsewhere.what} rollover at another custodian within the year would ` +
        'still make this one an excess contribution',
      Source: elsewhere.source,
    });
  const { Records, Entries } = movementRecordsAndEntries({
    Kind: direct ? 'DirectRollover' : 'IndirectRollover',
    NewIds: facts.NewIds,
    Debit: debit?.account ?? null,
    FromAccountId: sending?.account.AccountId ?? null,
    FromAccountTypeCode: fromTypeCode,
    To: to.account,
    Amount: input.Amount,
    Currency: input.Currency,
    DistributionDate: distributionDate,
    Today: today,
    Now: facts.Now,
    ProviderReferenceId: input.ProviderReferenceId,
    TaxableAmount: check.TaxableAmount,
    ...(check.Form1099R !== null
      ? {
          Form1099R: {
            DistributionCode: check.Form1099R.DistributionCode,
            GrossDistribution: input.Amount,
            TaxableAmount: check.TaxableAmount,
          },
        }
      : {}),
    ...(check.Form5498 !== null ? { Form5498: check.Form5498 } : {}),
    ContributionSource: 'Rollover',
  });
  return decision({
    Records,
    Result: {
      ...movementAnswer(Records),
      RolloverDeadline: check.RolloverDeadline,
      NextIndirectRolloverOn: check.NextIndirectRolloverOn,
    },
    Entries,
    Events: [
      movementEvent('rollover.completed', Records, facts.Now, {
        RolloverKind: input.Kind,
        FromAccountTypeCode: fromTypeCode,
        DistributionDate: distributionDate,
        TaxableAmount: Number(check.TaxableAmount),
      }),
    ],
    Reasons: check.Reasons,
    Warnings: warnings,
    Unchecked: check.Unchecked,
  });
}

/**
 * The receiving Coverdell ESA beneficiary's facts (530(d)(5)): the request's family answer, its special-needs answer
 * (else the receiving account's BeneficiaryIsSpecialNeeds attribute), and the receiving account owner's date of
 * birth on file (read only when the beneficiaries differ).
 */
function coverdellFamily(input: RolloverRequest, dob: string | undefined, storedSpecial: true | undefined) {
  const special = input.ToBeneficiaryIsSpecialNeeds ?? storedSpecial;
  return {
    ...(input.ToBeneficiaryIsFamilyMember !== undefined
      ? { ToBeneficiaryIsFamilyMember: input.ToBeneficiaryIsFamilyMember }
      : {}),
    ...(special !== undefined ? { ToBeneficiaryIsSpecialNeeds: special } : {}),
    ...(dob !== undefined ? { ToBeneficiaryDateOfBirth: dob } : {}),
  };
}

function invalid(field: string, message: string): Failure<'InvalidRequest'> {
  return failure('InvalidRequest', message, [{ FieldName: field, ErrorCode: 'InvalidValue', Message: message }]);
}
