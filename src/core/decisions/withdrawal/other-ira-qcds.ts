import type { Catalog } from '../../catalog/types.js';
import { Decimal, MAX_AMOUNT, parseAmount } from '../../shared/money.js';
import { isPlanKind, isRothKind, treatmentOfType } from '../../withdrawals/treatment-kind.js';
import { assertFact } from '../facts-error.js';
import type { StoredOwnerYear } from '../owner/owner-year-facts.js';
import type { OtherIraQualifiedCharitableDistribution } from './facts.js';

/**
 * Kept for hosts that read the owner's other IRAs one by one (the same bound as MAX_OTHER_ROTH_IRAS). A host that
 * cannot read all of them leaves the fact out (Unchecked) rather than give part: the service reads them all in one
 * statement (src/server/store/withdrawals.ts ownerQcdsInYear).
 */
export const MAX_OTHER_QCD_IRAS = 20;

export const QCD_AGGREGATION_SOURCE =
  '26 U.S.C. 408(d)(8)(A) (the limit is on "the aggregate amount of qualified charitable distributions with ' +
  'respect to a taxpayer made during any taxable year"), (B)(ii) (an inherited IRA: the individual for whose ' +
  'benefit it is maintained, its beneficiary); IRS Publication 590-B, "Qualified charitable distributions" ' +
  '(on a joint return each spouse has a limit of his or her own)';

/**
 * Whether an account type is an IRA from which a qualified charitable distribution can be made, so
 * that its QCDs count toward the owner's limit for the year (26 U.S.C. 408(d)(8)(A), (B)): the
 * catalog's Treatment is not a Roth IRA (not includible, never a QCD) and not an employer plan, so a
 * traditional, SEP, SIMPLE or inherited traditional IRA (an inherited IRA's client is the
 * beneficiary, whose limit it counts toward), or a Trump account. A host reads the owner's other
 * accounts of such types into `WithdrawalFacts.OtherIraQualifiedCharitableDistributions`.
 */
export function isQualifiedCharitableDistributionIra(catalog: Catalog, slug: string): boolean {
  const t = treatmentOfType(catalog, slug);
  return typeof t !== 'string' && !isRothKind(t.Kind) && !isPlanKind(t.Kind);
}

/** What the owner's other IRAs add to the year's QCDs: their total, how many QCDs and from how many IRAs. */
export interface OtherIraQcdTotal {
  readonly Total: Decimal;
  readonly DistributionCount: number;
  readonly AccountCount: number;
}

/**
 * The QCDs of tax year `year` among the owner's other IRAs' entries; an entry of another year or of
 * another DistributionReason is not counted (a host may pass all their withdrawals). An entry of
 * this account (`accountId`) would be counted twice, with the account's own history: a fault of the
 * host (DecisionFactsError), as is an amount that is not a decimal.
 */
export function otherIraQcdTotal(
  entries: readonly OtherIraQualifiedCharitableDistribution[],
  accountId: string,
  year: number,
): OtherIraQcdTotal {
  let total = new Decimal(0);
  let count = 0;
  const accounts = new Set<string>();
  for (const e of entries) {
    assertFact(
      e.AccountId !== accountId,
      'facts.OtherIraQualifiedCharitableDistributions must be of the owner’s other IRAs, not this account',
    );
    if (e.DistributionReason !== 'QualifiedCharitableDistribution' || e.TaxYear !== year) continue;
    const a = parseAmount(e.GrossAmount, { allowZero: true });
    assertFact(
      a.ok,
      `facts.OtherIraQualifiedCharitableDistributions: GrossAmount of ${e.TransactionId} is not an amount`,
    );
    total = total.plus(a.value);
    count += 1;
    accounts.add(e.AccountId);
  }
  return { Total: total, DistributionCount: count, AccountCount: accounts.size };
}

/**
 * The QCDs of tax year `year` the owner stated for IRAs outside the host (the owner tax-year fact
 * `OtherQualifiedCharitableDistributions`), or undefined when that year or the fact is not stated. The
 * stated amount was validated when stated (a non-negative decimal up to 1e15): a fraction of a cent
 * counts as a whole cent and anything above MAX_AMOUNT as MAX_AMOUNT (above every year's limit), so
 * stating more never allows more. A stated year of another client, or a value that is not a
 * non-negative amount, is a fault of the host (DecisionFactsError).
 */
export function outsideQcdTotal(
  ownerYears: readonly StoredOwnerYear[] | undefined,
  clientId: string,
  year: number,
): Decimal | undefined {
  const stated = ownerYears?.find((y) => y.TaxYear === year);
  assertFact(
    stated === undefined || stated.ClientId === clientId,
    'facts.OwnerYears must be the stated years of the account’s owner',
  );
  const v = stated?.Facts.OtherQualifiedCharitableDistributions;
  if (v === undefined) return undefined;
  assertFact(
    typeof v === 'number' ? Number.isFinite(v) && v >= 0 : /^\d{1,15}(\.\d{1,2})?$/.test(v),
    `facts.OwnerYears: OtherQualifiedCharitableDistributions of ${year} is not a non-negative amount`,
  );
  return Decimal.min(new Decimal(v).toDecimalPlaces(2, Decimal.ROUND_UP), MAX_AMOUNT);
}
