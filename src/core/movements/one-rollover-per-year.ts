import type { Catalog } from '../catalog/types.js';
import { plusYears } from './date-steps.js';
import { isIra } from './movement-rules-of.js';
import type { MovementHistoryEntry } from './types.js';

/** The fields of a history entry the rule reads. */
export type CountableMovement = Pick<
  MovementHistoryEntry,
  'Kind' | 'FromAccountTypeCode' | 'ToAccountTypeCode' | 'DistributionDate'
> & {
  /** The distributing account, when known: the same account and day is the same distribution. */
  readonly FromAccountId?: string | undefined;
};

export interface RolloverYearConflict {
  /** The earlier indirect IRA-to-IRA rollover that blocks this one. */
  readonly Entry: CountableMovement;
  /** The anniversary of the blocking rollover's distribution: from that day a distribution may be rolled over again. */
  readonly NextAllowedOn: string;
}

export interface RolloverYearCheck {
  readonly Conflict: RolloverYearConflict | undefined;
  /**
   * History entries that could not be classified (an account type unknown to the catalog, or without MovementRules).
   */
  readonly Unclassified: readonly number[];
}

/** Which limit: IRA to IRA (408(d)(3)(B)), Coverdell ESA to Coverdell ESA (530(d)(5)), HSA to HSA (223(f)(5)(B)). */
type Counted = 'Ira' | 'Coverdell' | 'Hsa';

/** True when the history entry is an indirect rollover of the kind the limit counts. */
function counts(catalog: Catalog, e: CountableMovement, kind: Counted): boolean | undefined {
  if (e.Kind !== 'IndirectRollover') return false;
  const from = catalog.typeBySlug.get(e.FromAccountTypeCode)?.MovementRules;
  const to = catalog.typeBySlug.get(e.ToAccountTypeCode)?.MovementRules;
  if (!from || !to) return undefined;
  if (kind === 'Coverdell') return from.TaxCharacter === 'Coverdell' && to.TaxCharacter === 'Coverdell';
  if (kind === 'Hsa') return from.TaxCharacter === 'Hsa' && to.TaxCharacter === 'Hsa';
  return isIra(from) && isIra(to);
}

/**
 * Whether an indirect IRA-to-IRA rollover of a distribution received on `distributionDate` is
 * blocked by another counted rollover within one year (408(d)(3)(B); Bobrow; Announcement
 * 2014-15): one received in the year ending on that day, or (so that accepting this one cannot
 * undo an earlier-completed one) in the year after it. Trustee transfers, conversions,
 * recharacterizations and rollovers to or from employer plans are not counted. Dates are
 * compared by anniversary: a distribution received on the first anniversary is allowed. The limit
 * counts distributions, not deposits: an entry from the same account (`fromAccountId`) received the
 * same day is the same distribution, rolled over in parts, and does not block this part.
 */
export function oneRolloverPerYear(
  catalog: Catalog,
  history: readonly CountableMovement[],
  distributionDate: string,
  fromAccountId?: string,
): RolloverYearCheck {
  return rolloverYear(catalog, history, distributionDate, fromAccountId, 'Ira');
}

/**
 * The same window for a Coverdell ESA (530(d)(5), last sentence: the rollover treatment does not apply to a
 * distribution if it applied to a prior distribution during the 12-month period ending on its date): only
 * indirect Coverdell-to-Coverdell rollovers count, and they do not count toward the IRA limit.
 */
export function oneCoverdellRolloverPerYear(
  catalog: Catalog,
  history: readonly CountableMovement[],
  distributionDate: string,
  fromAccountId?: string,
): RolloverYearCheck {
  return rolloverYear(catalog, history, distributionDate, fromAccountId, 'Coverdell');
}

/**
 * The same window for a health savings account (223(f)(5)(B): the rollover treatment does not apply to an amount
 * received from an HSA if, at any time during the 1-year period ending on the day of that receipt, the individual
 * received another amount from an HSA that was not income because of it): only indirect HSA-to-HSA rollovers count,
 * and they do not count toward the IRA or Coverdell limits, nor those toward it.
 */
export function oneHsaRolloverPerYear(
  catalog: Catalog,
  history: readonly CountableMovement[],
  distributionDate: string,
  fromAccountId?: string,
): RolloverYearCheck {
  return rolloverYear(catalog, history, distributionDate, fromAccountId, 'Hsa');
}

function rolloverYear(
  catalog: Catalog,
  history: readonly CountableMovement[],
  distributionDate: string,
  fromAccountId: string | undefined,
  kind: Counted,
): RolloverYearCheck {
  const unclassified: number[] = [];
  let conflict: RolloverYearConflict | undefined;
  history.forEach((e, i) => {
    const c = counts(catalog, e, kind);
    if (c === undefined) {
      if (e.Kind === 'IndirectRollover') unclassified.push(i);
      return;
    }
    if (!c) return;
    const sameDistribution =
      fromAccountId !== undefined && e.FromAccountId === fromAccountId && e.DistributionDate === distributionDate;
    if (sameDistribution) return;
    const earlier = e.DistributionDate <= distributionDate;
    const within = earlier
      ? distributionDate < plusYears(e.DistributionDate, 1)
      : e.DistributionDate < plusYears(distributionDate, 1);
    if (!within) return;
    const next = plusYears(e.DistributionDate, 1);
    if (!conflict || next > conflict.NextAllowedOn) conflict = { Entry: e, NextAllowedOn: next };
  });
  return { Conflict: conflict, Unclassified: unclassified };
}
