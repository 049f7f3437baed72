import type { FieldError } from '../shared/error-codes.js';

// Shared shapes of the movement rules (docs/movements.md). Every rule function takes the catalog
// and explicit facts, never throws, and answers `{ ok: true, ... }` with the reasons it applied
// or a refusal naming the rule and its source. Facts a rule would read that were not given are
// listed in `Unchecked`: that rule was not applied, and nothing was assumed in its place.

export const MOVEMENT_ERROR_CODES = [
  'InvalidRequest',
  'UnknownAccountType',
  'TransferNotPermitted',
  'RolloverNotPermitted',
  'RothConversionNotPermitted',
  'RecharacterizationNotPermitted',
] as const;
export type MovementErrorCode = (typeof MOVEMENT_ERROR_CODES)[number];

/** A rule applied, with where it comes from (the same shape as a Decision's reasons). */
export interface MovementReason {
  readonly Rule: string;
  readonly Message: string;
  readonly Source: string;
}

/** A note on a movement that is allowed (for example a late rollover accepted on a self-certification). */
export interface MovementWarning {
  readonly Code: string;
  readonly Message: string;
  readonly Source: string;
}

/** The part every allowed answer carries. */
export interface MovementExplained {
  readonly Reasons: readonly MovementReason[];
  readonly Warnings: readonly MovementWarning[];
  readonly Unchecked: readonly string[];
}

/** A refusal: the rule that refused, its source, and what had been established before it. */
export interface MovementRefused {
  readonly ok: false;
  readonly ErrorCode: MovementErrorCode;
  readonly Message: string;
  readonly Errors: readonly FieldError[];
  /** Id of the rule that refused (absent for malformed facts). */
  readonly Rule?: string;
  readonly Source?: string;
  /** Rules applied before the refusal. */
  readonly Reasons: readonly MovementReason[];
  readonly Unchecked: readonly string[];
  /** Rule-specific figures, for example the eligible amount or the date from which the movement is allowed. */
  readonly Details?: Readonly<Record<string, string>>;
}

/** One account taking part in a movement. */
export interface MovementAccount {
  /** The account's id in the host; tells two accounts apart. */
  readonly AccountId: string;
  readonly AccountTypeCode: string;
  /**
   * The client whose account it is: for an inherited IRA the beneficiary, for a Coverdell ESA its
   * designated beneficiary.
   */
  readonly OwnerId: string;
  /** Inherited IRA: the host's identifier of the decedent whose IRA it was (for example a client id). */
  readonly DecedentId?: string;
  /**
   * SIMPLE IRA: the first day a contribution of the employer was deposited to the owner's SIMPLE IRA
   * under the employer's plan; the two-year period of 72(t)(6) begins on it.
   */
  readonly SimpleFirstParticipationDate?: string;
  /**
   * Trump account: its beneficiary's date of birth (the account's BeneficiaryDateOfBirth), which fixes
   * the growth period (26 U.S.C. 530A(b)(1)(C)(ii)). Without it the growth period cannot be told, and
   * only what a Trump account may do in either phase is allowed.
   */
  readonly BeneficiaryDateOfBirth?: string;
}

/** Facts about the person whose accounts they are. */
export interface MovementOwner {
  /** `YYYY-MM-DD`; decides 1099-R code 2 or 7 (age 59 1/2) and whether a required distribution can exist. */
  readonly DateOfBirth?: string;
}

/** Kinds of movement kept in an owner's history. */
export const MOVEMENT_KINDS = [
  'TrusteeTransfer',
  'DirectRollover',
  'IndirectRollover',
  'RothConversion',
  'Recharacterization',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** One earlier movement of the owner (any of the owner's accounts, at any custodian the host knows of). */
export interface MovementHistoryEntry {
  readonly Kind: MovementKind;
  readonly FromAccountTypeCode: string;
  readonly ToAccountTypeCode: string;
  /** The day the money left the distributing account (for an indirect rollover: the day the owner received it). */
  readonly DistributionDate: string;
  readonly FromAccountId?: string;
  readonly ToAccountId?: string;
}

/** Explicit bound on an owner's movement history given to one rule (TigerBeetle style). */
export const MAX_MOVEMENT_HISTORY = 1000;

/**
 * Form 5498 box of the receiving IRA: 2 rollover contributions, 3 Roth conversions, 4 recharacterized contributions,
 * 13a a late rollover contribution certified by the participant (Rev. Proc. 2020-46; code SC in box 13c).
 */
export type Form5498Box = '2' | '3' | '4' | '13a';

/** Form 5498 box 13c code: SC, a late rollover accepted on the participant's self-certification. */
export type Form5498Code = 'SC';

export interface Form5498Entry {
  readonly Box: Form5498Box;
  readonly Amount: string;
  /** Box 13c, with box 13a only. */
  readonly Code?: Form5498Code;
}
