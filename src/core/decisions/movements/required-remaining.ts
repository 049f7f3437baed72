import type { Catalog } from '../../catalog/types.js';
import {
  type RequiredDistributionAccount,
  requiredDistributionStatus,
} from '../../required-distributions/required-distribution-status.js';

/**
 * The fact `RequiredDistributionRemaining` of a rollover or conversion, from the owner's accounts
 * (`requiredDistributionStatus`, 26 CFR 1.408-8): of the year's required distribution of the
 * aggregation group the sending account belongs to (an owner's traditional, SEP and SIMPLE IRAs
 * together), what the distributions made BEFORE `distributionDate` left unpaid; the money leaving
 * on that day is the first to count toward it, so that much of it cannot be rolled over or
 * converted. "0" when the account has no requirement for the year; null when it cannot be told
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
  const r = requiredDistributionStatus(catalog, { Accounts: before, AsOf: distributionDate }, year);
  if (!r.ok) return null;
  const account = r.Accounts.find((a) => a.AccountId === accountId);
  if (account === undefined) return null;
  if (account.Required === false) return '0';
  if (account.GroupKey === null) return null;
  return r.Groups.find((g) => g.GroupKey === account.GroupKey)?.Remaining ?? null;
}
