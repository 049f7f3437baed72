import type { MovementAccount, MovementHistoryEntry } from '../../movements/types.js';
import type { AccountBalances, StoredAccount, StoredClient, StoredTransaction } from '../facts.js';

/**
 * One account of a movement as the host loads it (design.md section 7): the account (null when
 * none of this provider's: another provider's account answers exactly as an unknown one), its
 * owner, its balances, and for a SIMPLE IRA the day its two-year period began.
 */
export interface MovementAccountFacts {
  readonly Account: StoredAccount | null;
  /** The account's owner (for an inherited IRA the beneficiary); null when not loaded. */
  readonly Client: StoredClient | null;
  readonly Balances: AccountBalances;
  /**
   * SIMPLE IRA: the first day an Employer deposit was made to it (`simpleFirstParticipationDate`
   * over its transactions), when the account's attributes do not carry SimpleFirstParticipationDate.
   * Absent or null: unknown, and the two-year rule is Unchecked.
   */
  readonly SimpleFirstParticipationDate?: string | null;
}

/**
 * One of the owner's earlier movements as the host stored it (`movementHistoryEntry` of a
 * decision's Movement record), with its amount for the year's conversions (Form 8606 line 8).
 */
export interface OwnerMovement extends MovementHistoryEntry {
  /** Plain decimal string; needed only for RothConversion entries. */
  readonly Amount?: string;
}

function dateOfBirthOf(client: StoredClient | null): string | undefined {
  const dob = client?.Contact['DateOfBirth'];
  return typeof dob === 'string' ? dob : undefined;
}

/** The owner facts of the movement rules: the date of birth when the client record has one. */
export function ownerOf(client: StoredClient | null): { DateOfBirth?: string } {
  const dob = dateOfBirthOf(client);
  return dob === undefined ? {} : { DateOfBirth: dob };
}

/** Date of birth of a side's owner, or undefined. */
export function ownerDateOfBirth(side: MovementAccountFacts): string | undefined {
  return dateOfBirthOf(side.Client);
}

/**
 * The movement rules' view of a stored account: its id, type, owner, decedent, SIMPLE start, and the
 * beneficiary's birth date a Trump account stores (BeneficiaryDateOfBirth, which fixes its growth period).
 */
export function movementAccountOf(account: StoredAccount, side: MovementAccountFacts): MovementAccount {
  const attrs = account.Attributes;
  const decedent = attrs['DecedentId'];
  const fromAttrs = attrs['SimpleFirstParticipationDate'];
  const simpleStart = typeof fromAttrs === 'string' ? fromAttrs : (side.SimpleFirstParticipationDate ?? undefined);
  const dob = attrs['BeneficiaryDateOfBirth'];
  return {
    AccountId: account.AccountId,
    AccountTypeCode: account.AccountTypeCode,
    OwnerId: account.ClientId,
    ...(typeof decedent === 'string' && decedent.length > 0 ? { DecedentId: decedent } : {}),
    ...(simpleStart !== undefined ? { SimpleFirstParticipationDate: simpleStart } : {}),
    ...(typeof dob === 'string' ? { BeneficiaryDateOfBirth: dob } : {}),
  };
}

/**
 * Whether the beneficiary of an inherited IRA is the decedent's surviving spouse, from the
 * account's BeneficiaryEligibleDesignatedClass (Create Account, spec 4.2); undefined when the
 * account does not say.
 */
export function beneficiaryIsSurvivingSpouse(account: StoredAccount): boolean | undefined {
  const cls = account.Attributes['BeneficiaryEligibleDesignatedClass'];
  return typeof cls === 'string' ? cls === 'SurvivingSpouse' : undefined;
}

/**
 * A Coverdell ESA's beneficiary has special needs (no age limits, 26 U.S.C. 530(b)(1)), from the account's
 * BeneficiaryIsSpecialNeeds attribute (Create Account); undefined when the account does not say so.
 */
export function beneficiaryIsSpecialNeeds(account: StoredAccount): true | undefined {
  return account.Attributes['BeneficiaryIsSpecialNeeds'] === true ? true : undefined;
}

/**
 * The first day an Employer deposit was made to the account (the SIMPLE IRA's first
 * participation, IRS "SIMPLE IRA Plan"): the earliest CreatedDate of a Deposit with
 * ContributionSource Employer; undefined when there is none.
 */
export function simpleFirstParticipationDate(transactions: readonly StoredTransaction[]): string | undefined {
  let first: string | undefined;
  for (const t of transactions) {
    if (t.Kind !== 'Deposit' || t.ContributionSource !== 'Employer') continue;
    const day = t.CreatedDate.slice(0, 10);
    if (first === undefined || day < first) first = day;
  }
  return first;
}
