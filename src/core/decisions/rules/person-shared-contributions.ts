import type { Catalog, CompiledAccountType } from '../../catalog/types.js';
import { growthPeriodLastYear } from '../../contributions/growth-period-end.js';
import { contributionRulesOf } from '../../contributions/rules-of-type.js';
import { SHARED_CAP_FACTS, type SharedCapFact } from '../../contributions/schema.js';
import { treatedAsAfterGrowth } from '../../contributions/treated-as-after-growth.js';
import { parseIsoDate } from '../../shared/dates.js';
import { Decimal, decimalString } from '../../shared/money.js';
import type { StoredTransaction } from '../facts.js';
import { assertFact } from '../facts-error.js';
import { contributionYearOf, countedDeposits } from './recharacterized-contributions.js';

/** Bound on the person's other accounts a decision reads (TigerBeetle: explicit limits). */
export const MAX_PERSON_ACCOUNTS = 200;

/** One of the person's other accounts at the provider and its deposits (any year; the rule picks). */
export interface PersonAccountDeposits {
  readonly AccountId: string;
  readonly AccountTypeCode: string;
  readonly Deposits: readonly StoredTransaction[];
  /**
   * The account's BeneficiaryDateOfBirth (a Trump account's): a year after its growth period, its
   * deposits count toward the limits of the type it is then treated as (a traditional IRA's).
   */
  readonly BeneficiaryDateOfBirth?: string;
}

/** The shared facts a type's checks read, each with the sources that count toward it. */
function sharedSources(type: CompiledAccountType): Map<SharedCapFact, Set<string>> {
  const out = new Map<SharedCapFact, Set<string>>();
  const { rules } = contributionRulesOf(type);
  for (const c of rules?.Checks ?? []) {
    const fact = 'SharedWith' in c ? c.SharedWith : undefined;
    if (fact === undefined || !SHARED_CAP_FACTS.includes(fact)) continue;
    const set = out.get(fact) ?? new Set<string>();
    if ('Sources' in c && Array.isArray(c.Sources)) for (const s of c.Sources) set.add(s);
    out.set(fact, set);
  }
  return out;
}

/** Whether any check of the type shares a per-person limit (reads the person's other accounts). */
export function sharesPersonLimits(type: CompiledAccountType): boolean {
  return sharedSources(type).size > 0;
}

/**
 * The type whose limits an account's deposits of `year` count toward: after a growth period (a
 * Trump account from the year its beneficiary turns 18, 530A(a)) the type it is treated as; else,
 * or without the birth date, its own.
 */
function typeInYear(
  catalog: Catalog,
  type: CompiledAccountType,
  beneficiaryDateOfBirth: string | undefined,
  year: number,
): CompiledAccountType {
  const rules = contributionRulesOf(type).rules;
  const dob = parseIsoDate(beneficiaryDateOfBirth);
  const treatedAs = treatedAsAfterGrowth(catalog, type);
  if (rules === undefined || dob === undefined || treatedAs === undefined) return type;
  const last = growthPeriodLastYear(rules, dob);
  return last !== undefined && year > last ? treatedAs : type;
}

/**
 * Per-person limits (docs/decisions 56): a limit the law sets per person (the IRA limit across all
 * of the individual's traditional and Roth IRAs, 26 U.S.C. 219(b)(1), 408A(c)(2); the Coverdell
 * limit per beneficiary, 530(b)(1)(A)(iii); the dependent care exclusion, 129(a)(2); the HSA
 * limit, 223(b)) is shared through the catalog's `SharedWith` fact. For each such fact of the
 * funded type, the deposits for `year` in the person's other accounts at the provider whose type
 * shares the same fact, from the sources that fact counts there, are summed. `beneficiaryDateOfBirth`
 * is the funded account's birth date for its growth period (its BeneficiaryDateOfBirth, else the
 * client's, as the check reads it).
 */
export function personSharedContributions(
  catalog: Catalog,
  type: CompiledAccountType,
  others: readonly PersonAccountDeposits[],
  year: number,
  beneficiaryDateOfBirth?: string,
): Partial<Record<SharedCapFact, string>> {
  assertFact(
    others.length <= MAX_PERSON_ACCOUNTS,
    `facts.PersonAccounts holds at most ${MAX_PERSON_ACCOUNTS} accounts`,
  );
  // A type treated as another after its growth period (a Trump account as a traditional IRA,
  // 530A(a)) is checked by that type's rules from then on. With the funded account's birth date the
  // year has one type and only its facts are read (a growth year's account lists no IRA fact in
  // Unchecked, a later one no Trump fact); without it, the facts of both.
  const mine = sharedSources(typeInYear(catalog, type, beneficiaryDateOfBirth, year));
  const treatedAs = treatedAsAfterGrowth(catalog, type);
  if (treatedAs !== undefined && parseIsoDate(beneficiaryDateOfBirth) === undefined)
    for (const [fact, sources] of sharedSources(treatedAs)) mine.set(fact, sources);
  const sums = new Map<SharedCapFact, Decimal>();
  for (const fact of mine.keys()) sums.set(fact, new Decimal(0));
  for (const other of others) {
    const otherType = catalog.typeBySlug.get(other.AccountTypeCode);
    if (otherType === undefined) continue;
    const theirs = sharedSources(typeInYear(catalog, otherType, other.BeneficiaryDateOfBirth, year));
    for (const [fact, sources] of theirs) {
      const sum = sums.get(fact);
      if (sum === undefined) continue;
      let total = sum;
      for (const { Transaction: t, Amount } of countedDeposits(other.Deposits)) {
        if (contributionYearOf(t) !== year) continue;
        if (!sources.has(t.ContributionSource ?? 'Participant')) continue;
        total = total.plus(Amount);
      }
      sums.set(fact, total);
    }
  }
  const out: Partial<Record<SharedCapFact, string>> = {};
  for (const [fact, sum] of sums) out[fact] = decimalString(sum);
  return out;
}
