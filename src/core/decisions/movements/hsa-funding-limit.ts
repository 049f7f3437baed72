import type { Catalog } from '../../catalog/types.js';
import { checkContribution } from '../../contributions/check-contribution.js';
import type { AccountFacts } from '../../contributions/types.js';
import type { MovementWarning } from '../../movements/types.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import type { DecisionReason } from '../decision.js';
import type { StoredAccount, StoredClient, StoredTransaction } from '../facts.js';
import type { OwnerYearFacts, StoredOwnerYear } from '../owner/owner-year-facts.js';
import { contributionAccountFacts } from '../rules/contribution-account-facts.js';
import { contributionHistory } from '../rules/contribution-history.js';
import { contributionOwnerFacts } from '../rules/contribution-owner-facts.js';
import { contributionReasons } from '../rules/contribution-reasons.js';
import { type PersonAccountDeposits, personSharedContributions } from '../rules/person-shared-contributions.js';
import { contributionYearOf } from '../rules/recharacterized-contributions.js';
import type { HistoryTransaction } from '../withdrawal/facts.js';
import { contributionKindOf } from '../withdrawal/history.js';
import type { OwnerMovement } from './side-facts.js';

/**
 * What a qualified HSA funding distribution (a transfer with HsaFundingDistribution) needs beyond both accounts,
 * read in the transfer's transaction with both account rows locked: the owner's earlier movements into an HSA of
 * any date (once in a lifetime), the sending IRA's deposits (an employer contribution for the year makes a SEP or
 * SIMPLE IRA ongoing), and what Fund Account reads for the HSA's 223(b) limit: its deposits, the owner's stated
 * tax-year facts and the owner's other accounts with their deposits.
 */
export interface HsaFundingDecisionFacts {
  readonly History: readonly OwnerMovement[];
  readonly FromTransactions: readonly StoredTransaction[];
  readonly ToTransactions: readonly StoredTransaction[];
  readonly OwnerYears: readonly StoredOwnerYear[];
  readonly PersonAccounts: readonly PersonAccountDeposits[];
}

/**
 * Whether the sending IRA holds a contribution under a SEP or SIMPLE plan for `year` (its TaxYear, PlanYear or year
 * made): an employer's deposit to a SEP IRA, a SARSEP participant's salary reduction, any deposit to a SIMPLE IRA
 * (elective deferrals are employer contributions, 408(k)(6), 408(p)(2)), as Form 5498 reads them
 * (`contributionKindOf` Sep or Simple). Rollovers and transfers in are not.
 */
export function employerContributionForYear(
  transactions: readonly StoredTransaction[],
  year: number,
  slug: string,
): boolean {
  return transactions.some((t) => {
    if (t.Kind !== 'Deposit' || contributionYearOf(t) !== year) return false;
    const kind = contributionKindOf(t as unknown as HistoryTransaction, slug);
    return kind === 'Sep' || kind === 'Simple' || t.ContributionSource === 'Employer';
  });
}

export interface HsaFundingLimitAllowed {
  readonly ok: true;
  readonly Reasons: readonly DecisionReason[];
  readonly Warnings: readonly MovementWarning[];
  readonly Unchecked: readonly string[];
}

type Coverage = NonNullable<OwnerYearFacts['HdhpCoveragePeriods']>[number];

/**
 * 408(d)(9)(C)(i): the limit is "computed on the basis of the type of coverage under the high deductible health plan
 * covering the individual at the time of the qualified HSA funding distribution", not month by month: the coverage
 * on the day (family when any period covering it is family; the owner's stated HdhpCoveragePeriods, else the HSA's
 * CoverageTier from HighDeductiblePlanStartDate) stands for the whole year, and the 408(d)(9)(D) testing period
 * covers the months around it. Without coverage on the day the facts are left as they are (month by month).
 */
function coverageOnTheDay(
  stated: OwnerYearFacts | undefined,
  account: AccountFacts,
  today: string,
  year: number,
): { stated: OwnerYearFacts | undefined; account: AccountFacts; tier?: 'SelfOnly' | 'Family' } {
  const yearLong = { From: `${year}-01-01`, To: `${year}-12-31` };
  const periods = stated?.HdhpCoveragePeriods;
  if (periods !== undefined) {
    const on = periods.filter((p) => p.From <= today && (p.To === undefined || today <= p.To));
    const pick = on.find((p) => p.CoverageTier === 'Family') ?? on[0];
    if (pick === undefined) return { stated, account };
    const whole: Coverage = { ...pick, ...yearLong };
    return { stated: { ...stated, HdhpCoveragePeriods: [whole] }, account, tier: pick.CoverageTier };
  }
  const start = account.HighDeductiblePlanStartDate;
  const tier = account.CoverageTier;
  if (typeof start !== 'string' || start > today || (tier !== 'SelfOnly' && tier !== 'Family'))
    return { stated, account };
  return { stated, account: { ...account, HighDeductiblePlanStartDate: yearLong.From }, tier };
}

const LIMIT_SOURCE =
  '26 U.S.C. 408(d)(9)(C)(i), 223(b)(4)(C); Notice 2008-51 (the qualified HSA funding distribution counts toward ' +
  'the HSA contribution limit of its year)';

/**
 * The HSA's 223(b) limit for a qualified HSA funding distribution: the same contribution check Fund Account makes
 * (checkContribution over the HSA's deposits, the owner's stated year and other accounts), for a Participant
 * contribution of `amount` made today for this year, so the funding distribution and the year's other contributions
 * together stay within the limit, and a later deposit sees it counted. A refusal is TransferNotPermitted (rule
 * hsa-funding-limit) with the limit's figures.
 */
export function hsaFundingLimit(
  catalog: Catalog,
  hsa: StoredAccount,
  client: StoredClient | null,
  facts: HsaFundingDecisionFacts,
  amount: string,
  today: string,
): HsaFundingLimitAllowed | Failure<'TransferNotPermitted' | 'InvalidRequest'> {
  const type = catalog.typeBySlug.get(hsa.AccountTypeCode);
  if (type === undefined) return failure('InvalidRequest', `${hsa.AccountTypeCode} is not in the catalog`);
  const year = Number(today.slice(0, 4));
  const dob = client?.Contact['DateOfBirth'];
  const stated = facts.OwnerYears.find((y) => y.TaxYear === year);
  const shared = personSharedContributions(
    catalog,
    type,
    facts.PersonAccounts,
    year,
    typeof dob === 'string' ? dob : undefined,
  );
  const day = coverageOnTheDay(stated?.Facts, contributionAccountFacts(hsa.Attributes), today, year);
  const owner = contributionOwnerFacts(dob, day.stated, shared);
  const r = checkContribution(catalog, {
    AccountTypeCode: type.Slug,
    Account: { ...day.account, ...owner.Account },
    Owner: owner.Owner,
    Contribution: { Amount: amount, ContributionDate: today, ContributionSource: 'Participant', TaxYear: year },
    History: contributionHistory(facts.ToTransactions),
  });
  if (!r.ok) {
    const figures = [
      r.Rule !== undefined ? `rule ${r.Rule}` : undefined,
      r.Limit !== undefined ? `Limit ${r.Limit}` : undefined,
      r.Remaining !== undefined ? `Remaining ${r.Remaining}` : undefined,
    ].filter((x): x is string => x !== undefined);
    const basis = day.tier !== undefined ? ` (computed on ${day.tier} coverage on ${today})` : '';
    const message =
      `the qualified HSA funding distribution of ${amount} does not fit the HSA's ${year} contribution ` +
      `limit${basis}: ` +
      `${r.Message} [rule hsa-funding-limit; ${[...figures, LIMIT_SOURCE].join('; ')}]`;
    return failure(r.ErrorCode === 'InvalidRequest' ? 'InvalidRequest' : 'TransferNotPermitted', message, r.Errors);
  }
  return {
    ok: true,
    Reasons: [
      {
        Rule: 'hsa-funding-limit',
        Message:
          `the ${amount} counts toward the HSA's ${year} contribution limit as the owner's contribution, with the ` +
          "year's other contributions (the checks below); the limit is computed on " +
          (day.tier !== undefined
            ? `${day.tier} coverage on ${today} for the whole year (the coverage at the time of the distribution)`
            : 'the coverage months as stated (no HDHP coverage is stated for the day of the distribution)'),
        Source: LIMIT_SOURCE,
      },
      ...contributionReasons(r.Checks),
    ],
    Warnings: r.Warnings ?? [],
    Unchecked: [...new Set([...r.Unchecked, ...owner.Unchecked])],
  };
}
