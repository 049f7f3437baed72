import type { Catalog } from '../../catalog/types.js';
import {
  type RequiredDistributionAccount,
  requiredDistributionStatus,
} from '../../required-distributions/required-distribution-status.js';
import { Decimal } from '../../shared/money.js';

/**
 * The fact `RequiredDistributionRemaining` of a rollover or conversion, from the owner's accounts
 * (`requiredDistributionStatus`, 26 CFR 1.408-8): of the year's required distribution of the
 * aggregation group the sending account belongs to (an owner's traditional, SEP and SIMPLE IRAs
 * together), what the distributions made BEFORE `distributionDate` left unpaid; the money leaving
 * on that day is the first to count toward it, so that much of it cannot be rolled over or
 * converted. Until April 1 after the first distribution year the first year's unpaid requirement
 * is added. "0" when the account has no requirement for the year; null when it cannot be told
 * (no birth date, no year-end value, an unknown type).
 */
export function requiredDistributionRemaining(
  catalog: Catalog,
  accounts: readonly RequiredDistributionAccount[],
  accountId: string,
  distributionDate: string,
): string | null {
  const year = Number(distributionDate.slice(0, 4));
  const before = accounts.map((a) => ({
    ...a,
    Distributions: (a.Distributions ?? []).filter((d) => d.Date < distributionDate),
  }));
  const current = groupRemaining(catalog, before, accountId, distributionDate, year);
  if (current === null) return null;
  // Until April 1 after the first distribution year, what that year still lacks comes first as well:
  // the first-year requirement not yet paid is added to this year's (26 CFR 1.402(c)-2 Q&A-7(a)).
  const prior = groupRemaining(catalog, before, accountId, distributionDate, year - 1, true);
  if (prior === null) return null;
  return prior === '0' ? current : new Decimal(current).plus(prior).toFixed(2);
}

/**
 * Of `year`'s requirement of the account's group, what is unpaid on `distributionDate` ("0" when
 * none is due); null when it cannot be told. With `firstYearOnly`, "0" unless `year` is the first
 * distribution year and its April 1 deadline is not past.
 */
function groupRemaining(
  catalog: Catalog,
  accounts: readonly RequiredDistributionAccount[],
  accountId: string,
  distributionDate: string,
  year: number,
  firstYearOnly = false,
): string | null {
  const r = requiredDistributionStatus(catalog, { Accounts: accounts, AsOf: distributionDate }, year);
  if (!r.ok) return null;
  const account = r.Accounts.find((a) => a.AccountId === accountId);
  if (account === undefined) return null;
  if (account.Required === false) return '0';
  if (firstYearOnly) {
    const open = account.Deadline !== null && distributionDate <= account.Deadline;
    if (account.FirstDistributionYear !== year || !open) return '0';
  }
  if (account.GroupKey === null) return null;
  return r.Groups.find((g) => g.GroupKey === account.GroupKey)?.Remaining ?? null;
}
