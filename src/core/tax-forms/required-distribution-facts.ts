import type { Catalog } from '../catalog/types.js';
import type { StoredAccount, StoredClient } from '../decisions/facts.js';
import type { HistoryTransaction } from '../decisions/withdrawal/facts.js';
import type {
  InheritedFacts,
  RequiredDistributionAccount,
  RequiredDistributionFacts,
} from '../required-distributions/required-distribution-status.js';
import { Decimal, parseAmount } from '../shared/money.js';
import { type HoldingsAtYearEnd, yearEndValue } from './year-end-value.js';

/** One stored account as the required-distribution status reads it. */
export interface StoredRequiredDistributionAccount {
  readonly Account: StoredAccount;
  /** The holder: the owner, or the beneficiary of an inherited IRA. */
  readonly Owner: StoredClient | null;
  /** The account's transactions with their withdrawal details (at least through the year after). */
  readonly Transactions: readonly HistoryTransaction[];
  /**
   * The positions held on December 31 of each year with their instruments' prices: the engine
   * values them at the last price on or before that day (yearEndValue). Preferred over
   * HoldingsValues; a year with no entry had no positions.
   */
  readonly HoldingsAtYearEnd?: readonly HoldingsAtYearEnd[];
  /** Holdings already valued by the host on December 31 of each year (read when HoldingsAtYearEnd is not given). */
  readonly HoldingsValues?: readonly { readonly Year: number; readonly Value: string | number }[];
  readonly SoleSpouseBeneficiaryDateOfBirth?: string;
  readonly PlanRetirementYear?: number;
  readonly FivePercentOwner?: boolean;
  /** Inherited IRAs: who the decedent was (default: the decedent's dates of birth and death). */
  readonly DecedentId?: string;
}

const YEARS_BACK = 12;

/**
 * The facts requiredDistributionStatus reads, from stored records: each account's year-end
 * values (the cash its ledger held on December 31, plus its positions that day at their last
 * price on or before it, or the holdings value the host gives for that year), its distributions from the withdrawal
 * details (with their reasons, so a return of
 * an excess contribution or a recharacterization does not count), the owner's date of birth,
 * and an inherited IRA's schedule facts from the account's attributes. Pure.
 */
export function requiredDistributionFactsFromRecords(
  catalog: Catalog,
  accounts: readonly StoredRequiredDistributionAccount[],
  year: number,
  asOf?: string,
): RequiredDistributionFacts {
  const out: RequiredDistributionAccount[] = [];
  for (const a of accounts) {
    if (!catalog.typeBySlug.has(a.Account.AccountTypeCode)) continue;
    const holdings = new Map<number, Decimal>();
    for (const h of a.HoldingsValues ?? []) {
      const v = parseAmount(h.Value, { allowZero: true });
      if (v.ok) holdings.set(h.Year, v.value);
    }
    const first = a.Transactions.reduce((m, t) => Math.min(m, Number(t.CreatedDate.slice(0, 4))), year);
    const YearEndValues: { Year: number; Value: string }[] = [];
    for (let y = Math.max(first, year - YEARS_BACK); y < year + 1; y++) {
      const v = yearEndValue(a.Transactions, a.HoldingsAtYearEnd, y);
      // A position without a price on or before December 31 leaves the year's value unknown:
      // the status then lists it in Unchecked instead of dividing a guess.
      if (!v.ok) continue;
      const value = a.HoldingsAtYearEnd === undefined ? v.Value.plus(holdings.get(y) ?? 0) : v.Value;
      YearEndValues.push({ Year: y, Value: Decimal.max(0, value).toFixed(2) });
    }
    const Distributions = a.Transactions.flatMap((t) =>
      t.Withdrawal && Math.abs(t.Withdrawal.TaxYear - year) <= 1
        ? [
            {
              Date: t.Withdrawal.DistributionDate,
              Amount: t.Withdrawal.GrossAmount,
              DistributionReason: t.Withdrawal.DistributionReason,
            },
          ]
        : [],
    );
    const attrs = a.Account.Attributes;
    const dob = a.Owner?.Contact['DateOfBirth'];
    const inherited = inheritedFacts(attrs, typeof dob === 'string' ? dob : undefined, a.DecedentId);
    out.push({
      AccountId: a.Account.AccountId,
      AccountTypeCode: a.Account.AccountTypeCode,
      OwnerId: a.Account.ClientId,
      ...(typeof dob === 'string' && inherited === undefined ? { OwnerDateOfBirth: dob } : {}),
      ...(a.SoleSpouseBeneficiaryDateOfBirth !== undefined
        ? { SoleSpouseBeneficiaryDateOfBirth: a.SoleSpouseBeneficiaryDateOfBirth }
        : {}),
      ...(a.PlanRetirementYear !== undefined ? { PlanRetirementYear: a.PlanRetirementYear } : {}),
      ...(a.FivePercentOwner !== undefined ? { FivePercentOwner: a.FivePercentOwner } : {}),
      ...(inherited !== undefined ? { Inherited: inherited } : {}),
      YearEndValues,
      Distributions,
    });
  }
  return { Accounts: out, ...(asOf !== undefined ? { AsOf: asOf } : {}) };
}

function inheritedFacts(
  attrs: Readonly<Record<string, unknown>>,
  beneficiaryDob: string | undefined,
  decedentId: string | undefined,
): InheritedFacts | undefined {
  const death = attrs['DecedentDateOfDeath'];
  if (typeof death !== 'string') return undefined;
  const birth = attrs['DecedentDateOfBirth'];
  const bDob = typeof attrs['BeneficiaryDateOfBirth'] === 'string' ? attrs['BeneficiaryDateOfBirth'] : beneficiaryDob;
  return {
    DecedentDateOfDeath: death,
    DecedentDiedOnOrAfterRbd: attrs['DecedentDiedOnOrAfterRbd'] === true,
    BeneficiaryEligibleDesignatedClass: attrs[
      'BeneficiaryEligibleDesignatedClass'
    ] as InheritedFacts['BeneficiaryEligibleDesignatedClass'],
    BeneficiaryDistributionDecision: attrs[
      'BeneficiaryDistributionDecision'
    ] as InheritedFacts['BeneficiaryDistributionDecision'],
    ...(typeof birth === 'string' ? { DecedentDateOfBirth: birth } : {}),
    ...(typeof bDob === 'string' ? { BeneficiaryDateOfBirth: bDob } : {}),
    DecedentId: decedentId ?? `${typeof birth === 'string' ? birth : '?'}/${death}`,
  };
}
