import type { Catalog } from '../../catalog/types.js';
import { checkTransfer } from '../../movements/check-transfer.js';
import { parseBool } from '../../requests/fields/parse-bool.js';
import type { Failure } from '../../shared/error-codes.js';
import { assertClock, assertNewGuid } from '../assert-inputs.js';
import { type Decision, decision } from '../decision.js';
import type { DecisionClock } from '../facts.js';
import {
  employerContributionForYear,
  type HsaFundingDecisionFacts,
  hsaFundingLimit,
} from '../movements/hsa-funding-limit.js';
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
  beneficiaryIsSurvivingSpouse,
  type MovementAccountFacts,
  movementAccountOf,
  ownerDateOfBirth,
} from '../movements/side-facts.js';
import { availableBalanceOf } from '../rules/available-balance-of.js';

/** The ids a movement decision needs from the host. */
export interface MovementNewIds {
  readonly MovementId: string;
  readonly FromTransactionId: string;
  readonly ToTransactionId: string;
}

/**
 * What a trustee-to-trustee transfer needs, read in one transaction with both account rows
 * locked (in a fixed order, for example by AccountId, so two opposite transfers cannot deadlock):
 * both accounts with their owners and balances (`Account: null` when not this provider's).
 */
export interface TransferDecisionFacts extends DecisionClock {
  readonly From: MovementAccountFacts;
  readonly To: MovementAccountFacts;
  readonly NewIds: MovementNewIds;
  /**
   * A qualified HSA funding distribution (HsaFundingDistribution true) only: the owner's earlier movements into an
   * HSA, the sending IRA's deposits and the HSA's limit facts. Absent: those rules are Unchecked (the HSA's limit
   * is then checked over no deposits, which a host must not rely on).
   */
  readonly HsaFunding?: HsaFundingDecisionFacts;
}

export interface TransferRequest extends MovementRequestBase {
  readonly FromAccountId: string;
  /**
   * An IRA to the owner's spouse or former spouse (the receiving account's owner) under a divorce or separation
   * instrument (26 U.S.C. 408(d)(6)); without it a transfer between two owners is refused.
   */
  readonly IncidentToDivorce?: boolean;
  /**
   * A traditional or Roth IRA to the owner's HSA as the once-in-a-lifetime qualified HSA funding distribution
   * (26 U.S.C. 408(d)(9)): a distribution of the IRA not included in income, a contribution to the HSA within its
   * 223(b) limit.
   */
  readonly HsaFundingDistribution?: boolean;
  /** Coverdell ESA to another beneficiary's: that beneficiary is a member of the first one's family. */
  readonly ToBeneficiaryIsFamilyMember?: boolean;
  /** Coverdell ESA to another beneficiary's: that beneficiary has special needs (no age-30 limit). */
  readonly ToBeneficiaryIsSpecialNeeds?: boolean;
}

export type TransferDecision = Decision<MovementRecords, MovementAnswer>;

export const TRANSFER_ERROR_CODES = [
  'AccountNotFound',
  'InvalidRequest',
  'UnknownAccountType',
  'InsufficientFunds',
  'TransferNotPermitted',
] as const;
export type TransferErrorCode = (typeof TRANSFER_ERROR_CODES)[number];

const FIELDS = [
  'IncidentToDivorce',
  'HsaFundingDistribution',
  'ToBeneficiaryIsFamilyMember',
  'ToBeneficiaryIsSpecialNeeds',
];

/** The Transfer body (POST /v1/transfers). Never throws. */
export function validateTransferRequest(body: unknown): BodyResult<TransferRequest> {
  const r = readMovementBody(body, 'Transfer request', FIELDS, 'required', (f) => {
    const divorce = f.read('IncidentToDivorce', parseBool, 'optional');
    const funding = f.read('HsaFundingDistribution', parseBool, 'optional');
    const family = f.read('ToBeneficiaryIsFamilyMember', parseBool, 'optional');
    const special = f.read('ToBeneficiaryIsSpecialNeeds', parseBool, 'optional');
    return {
      ...(divorce !== undefined ? { IncidentToDivorce: divorce } : {}),
      ...(funding !== undefined ? { HsaFundingDistribution: funding } : {}),
      ...(family !== undefined ? { ToBeneficiaryIsFamilyMember: family } : {}),
      ...(special !== undefined ? { ToBeneficiaryIsSpecialNeeds: special } : {}),
    };
  });
  return r.ok ? { ok: true, value: { ...r.value, FromAccountId: requiredFrom(r.value) } } : r;
}

/**
 * Transfer (design.md section 8, POST /v1/transfers): trustee to trustee between two accounts of
 * the service (checkTransfer: the same tax character, the same owner or a spouse or former spouse
 * with IncidentToDivorce (408(d)(6)), inherited IRAs of the same decedent, a Coverdell ESA's family;
 * the SIMPLE two years). Not a distribution, not reported,
 * not a rollover. A Trump account in its growth period moves only by a qualified rollover: its whole
 * balance (Amount equal to its available balance, nothing pending) to another Trump account of the
 * same beneficiary, credited there as Rollover money outside the annual limit (TransferKind
 * TrumpQualifiedRollover); after it, as a traditional IRA. With HsaFundingDistribution a traditional or Roth IRA
 * moves to the owner's HSA as the qualified HSA funding distribution (408(d)(9); checkHsaFundingDistribution and
 * the HSA's 223(b) limit by hsaFundingLimit, TransferKind HsaFundingDistribution): the IRA's debit carries its
 * Form 1099-R (taxable 0, nothing withheld), the HSA's credit is a Participant contribution for the year. The
 * sending account's AccountStatus must
 * let money out and the receiving one's take it in; the sending account must hold the amount. One
 * transfer.completed.
 */
export function decideTransfer(
  catalog: Catalog,
  facts: TransferDecisionFacts,
  request: unknown,
  today: string,
): TransferDecision | Failure<TransferErrorCode> {
  assertClock(today, facts.Now);
  for (const [k, v] of Object.entries(facts.NewIds)) assertNewGuid(k, v);
  const v = validateTransferRequest(request);
  if (!v.ok) return v;
  const input = v.value;
  const sides = openBothSides(catalog, facts, input);
  if (!('from' in sides)) return sides;
  const { from, to } = sides;
  const spouse = beneficiaryIsSurvivingSpouse(from.account);
  // A Trump account's qualified rollover moves the whole balance: what may leave the account now, with
  // nothing pending behind it (as a QualifiedRollover withdrawal is judged). Only that rule reads them.
  const trumpSide =
    from.type.MovementRules?.TaxCharacter === 'Trump' || to.type.MovementRules?.TaxCharacter === 'Trump';
  const trumpBalances = {
    Amount: input.Amount,
    FromBalance: availableBalanceOf(from.type, from.account.Attributes, facts.From.Balances),
    FromPendingDeposits: facts.From.Balances.Pending,
    ToBalance: facts.To.Balances.Settled,
  };
  const toDob = ownerDateOfBirth(facts.To);
  const funding = input.HsaFundingDistribution === true;
  const fromDob = ownerDateOfBirth(facts.From);
  const year = Number(today.slice(0, 4));
  const hsaFacts = facts.HsaFunding;
  const periods = hsaFacts?.OwnerYears.find((y) => y.TaxYear === year)?.Facts.HdhpCoveragePeriods;
  const fundingFacts = !funding
    ? {}
    : {
        HsaFundingDistribution: true,
        ...(fromDob !== undefined ? { OwnerDateOfBirth: fromDob } : {}),
        ...(hsaFacts !== undefined
          ? {
              History: hsaFacts.History,
              FromEmployerContributionForYear: employerContributionForYear(
                hsaFacts.FromTransactions,
                year,
                from.type.Slug,
              ),
            }
          : {}),
        ...(periods !== undefined ? { HdhpCoveragePeriods: periods } : {}),
      };
  const check = checkTransfer(catalog, {
    From: movementAccountOf(from.account, facts.From),
    To: movementAccountOf(to.account, facts.To),
    TransferDate: today,
    ...(spouse !== undefined ? { BeneficiaryIsSurvivingSpouse: spouse } : {}),
    ...(input.IncidentToDivorce !== undefined ? { IncidentToDivorce: input.IncidentToDivorce } : {}),
    ...(input.ToBeneficiaryIsFamilyMember !== undefined
      ? { ToBeneficiaryIsFamilyMember: input.ToBeneficiaryIsFamilyMember }
      : {}),
    ...(toDob !== undefined ? { ToBeneficiaryDateOfBirth: toDob } : {}),
    ...(input.ToBeneficiaryIsSpecialNeeds !== undefined
      ? { ToBeneficiaryIsSpecialNeeds: input.ToBeneficiaryIsSpecialNeeds }
      : {}),
    ...(trumpSide ? trumpBalances : {}),
    ...fundingFacts,
  });
  if (!check.ok) return movementFailure(check as typeof check & { ErrorCode: TransferErrorCode });
  const funds = sendingFunds(from, facts.From.Balances, input.Amount);
  if (!funds.ok) return funds;
  if (check.Kind === 'HsaFundingDistribution') {
    const empty = { History: [], FromTransactions: [], ToTransactions: [], OwnerYears: [], PersonAccounts: [] };
    const limit = hsaFundingLimit(catalog, to.account, facts.To.Client, hsaFacts ?? empty, input.Amount, today);
    if (!limit.ok) return limit;
    const planned = movementRecordsAndEntries({
      Kind: 'TrusteeTransfer',
      ...betweenAccounts(from, to, facts, input, today),
      Amount: input.Amount,
      TaxableAmount: check.TaxableAmount,
      // Box 2a the gross, 2b "not determined", as for a QCD: the owner excludes it on the return ("HFD").
      Form1099R: {
        DistributionCode: check.DistributionCode,
        GrossDistribution: input.Amount,
        TaxableAmount: input.Amount,
      },
      ContributionSource: check.ReceivingContributionSource,
      TaxYear: check.TaxYear,
    });
    return decision({
      Records: planned.Records,
      Result: movementAnswer(planned.Records),
      Entries: planned.Entries,
      Events: [movementEvent('transfer.completed', planned.Records, facts.Now, { TransferKind: check.Kind })],
      Reasons: [...check.Reasons, ...limit.Reasons],
      Warnings: [...check.Warnings, ...limit.Warnings],
      Unchecked: [
        ...new Set([...check.Unchecked, ...limit.Unchecked, ...(hsaFacts === undefined ? ['HsaFunding'] : [])]),
      ],
    });
  }
  const { Records, Entries } = movementRecordsAndEntries({
    Kind: 'TrusteeTransfer',
    ...betweenAccounts(from, to, facts, input, today),
    Amount: input.Amount,
    TaxableAmount: '0',
    ContributionSource: check.ReceivingContributionSource,
  });
  return decision({
    Records,
    Result: movementAnswer(Records),
    Entries,
    Events: [movementEvent('transfer.completed', Records, facts.Now, { TransferKind: check.Kind })],
    Reasons: check.Reasons,
    Warnings: check.Warnings,
    Unchecked: check.Unchecked,
  });
}
