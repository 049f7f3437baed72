import { BENEFICIARY_CLASSES } from '../../catalog/enums.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { TextMemo, textKey } from '../../shared/text-memo.js';
import { waivedYear } from '../relief.js';
import { APPLICABLE_AGE_CODES } from '../required-beginning-date.js';
import type { ScheduleFacts } from './read-query.js';
import type { DivisorMethod, InheritedRegime } from './types.js';

// Chooses the regime and its parameters from the checked facts. The year loop
// (build-years.ts) then evaluates the plan year by year.

/** A fixed life expectancy: the table factor at `age`, less one per year since `lookupYear`. */
export interface FixedArm {
  readonly age: number;
  readonly lookupYear: number;
}

/** A surviving spouse's expectancy, re-read each year; fixed from the year after the spouse's death. */
export interface RecalculatedArm {
  readonly birthYear: number;
  /** The spouse's death year: later years use the age in that year, reduced by one. */
  readonly freezeYear: number | undefined;
}

export interface SchedulePlan {
  readonly regime: InheritedRegime;
  readonly method: DivisorMethod;
  readonly first: number;
  /** The last year allowed by a ten-year or five-year cap; undefined when only the life expectancy ends it. */
  readonly capYear: number | undefined;
  /** Annual amounts are due from this year (a spouse may defer) ... */
  readonly annualFrom: number;
  /** ... through this year (inclusive); 0 when none are due. */
  readonly annualTo: number;
  readonly beneficiaryFixed: FixedArm | undefined;
  readonly beneficiaryRecalculated: RecalculatedArm | undefined;
  readonly owner: FixedArm | undefined;
  /** Death year that decides the relief notices, and the first year they can cover. */
  readonly reliefDeathYear: number | undefined;
  readonly reliefFromYear: number;
  readonly reasons: readonly string[];
  readonly sources: readonly string[];
}

const NO_END = 1_000_000;
const S = {
  fiveYear:
    '26 U.S.C. 401(a)(9)(B)(ii); 401(a)(9)(I)(iii)(II) (2020 disregarded); IRS, Retirement topics - Beneficiary',
  tenYear:
    '26 U.S.C. 401(a)(9)(H)(i); 26 CFR 1.401(a)(9)-5(e)(2) (December 31 of the year containing the tenth ' +
    'anniversary of death)',
  annual: '26 U.S.C. 401(a)(9)(B)(i); 26 CFR 1.401(a)(9)-5(d)(1)(i) (T.D. 10001)',
  greaterOf:
    "26 CFR 1.401(a)(9)-5(d)(1)(ii), (d)(3)(ii) (the greater of the beneficiary's and the owner's " +
    'remaining life expectancy)',
  ghost:
    "26 CFR 1.401(a)(9)-5(d)(1)(iii), (d)(3)(ii) (the owner's life expectancy at the age in the year of " +
    'death, less one each year)',
  fixed: '26 CFR 1.401(a)(9)-5(d)(3)(iii) (age in the year after death, less one each year)',
  spouse: "26 CFR 1.401(a)(9)-5(d)(3)(iv) (a sole spouse's life expectancy is redetermined each year)",
  spouseDefer: '26 U.S.C. 401(a)(9)(B)(iv)(I); 26 CFR 1.401(a)(9)-3(d)',
  spouseAsOwner:
    '26 U.S.C. 401(a)(9)(B)(iv)(II) ("if the surviving spouse dies before the distributions to such spouse ' +
    'begin, this subparagraph shall be applied as if the surviving spouse were the employee"); 26 CFR ' +
    '1.401(a)(9)-3(d) (distributions begin on the date they are required to, whatever was paid earlier)',
  minor: '26 U.S.C. 401(a)(9)(E)(iii); 26 CFR 1.401(a)(9)-4(e)(3) (majority at 21), 1.401(a)(9)-5(e)(4)',
  edbDeath: '26 U.S.C. 401(a)(9)(H)(iii); 26 CFR 1.401(a)(9)-5(e)(3)',
  preSecureSuccessor: 'SECURE Act (Pub. L. 116-94) sec. 401(b)(5)',
  reset:
    '26 CFR 1.401(a)(9)-9(f)(2) (a fixed life expectancy set before 2022 is re-read from the 2022 table at ' +
    'the original age, less the years elapsed)',
} as const;

/** A date of birth the regime needs and the query left out: says it is missing, what to send and why. */
function need(field: string, why: string): Failure {
  const message = `is missing: send it as YYYY-MM-DD (it is needed ${why})`;
  return failure('InvalidRequest', `${field} ${message}`, [
    { FieldName: field, ErrorCode: 'Required', Message: message },
  ]);
}

function ownerArm(f: ScheduleFacts): FixedArm | Failure {
  const D = f.death.year;
  return f.decedentBirth
    ? { age: D - f.decedentBirth.year, lookupYear: D }
    : need(
        'DecedentDateOfBirth',
        "for the owner's remaining life expectancy (death on or after the required beginning date)",
      );
}

function benFixed(f: ScheduleFacts): FixedArm | Failure {
  const first = f.death.year + 1;
  return f.benBirth
    ? { age: first - f.benBirth.year, lookupYear: first }
    : need('BeneficiaryDateOfBirth', "for the beneficiary's life expectancy");
}

/** Every plan is built here, so all share one object shape (monomorphic for the year loop). */
function makePlan(
  regime: InheritedRegime,
  method: DivisorMethod,
  first: number,
  capYear: number | undefined,
  annualFrom: number,
  annualTo: number,
  arms: {
    beneficiaryFixed?: FixedArm | undefined;
    beneficiaryRecalculated?: RecalculatedArm | undefined;
    owner?: FixedArm | undefined;
  },
  reliefDeathYear: number | undefined,
  reliefFromYear: number,
  reasons: readonly string[],
  sources: readonly string[],
): SchedulePlan {
  return {
    regime,
    method,
    first,
    capYear,
    annualFrom,
    annualTo,
    beneficiaryFixed: arms.beneficiaryFixed,
    beneficiaryRecalculated: arms.beneficiaryRecalculated,
    owner: arms.owner,
    reliefDeathYear,
    reliefFromYear,
    reasons,
    sources,
  };
}

const NO_ARMS = {} as const;

// The reasons that recur with the same ages and years are written once (bounded memos).
const MEMO_ENTRIES = 4_096;
const texts = {
  tenYear: new TextMemo(MEMO_ENTRIES),
  ghost: new TextMemo(MEMO_ENTRIES),
  tenYearAnnual: new TextMemo(MEMO_ENTRIES),
  greaterOfBoth: new TextMemo(MEMO_ENTRIES),
  edb: new TextMemo(64),
  fixedRead: new TextMemo(MEMO_ENTRIES),
  ownerGreater: new TextMemo(MEMO_ENTRIES),
  deferral: new TextMemo(MEMO_ENTRIES),
  minor: new TextMemo(MEMO_ENTRIES),
} as const;
const CLASS_CODES: Readonly<Record<string, number>> = Object.fromEntries(BENEFICIARY_CLASSES.map((c, i) => [c, i]));

export function planSchedule(f: ScheduleFacts): SchedulePlan | Failure {
  const D = f.death.year;
  const first = D + 1;
  const reasons: string[] = [];
  const sources: string[] = [];

  if (f.decision === 'FiveYearRule') {
    // Count five calendar years after the death, skipping the years the law disregards.
    let y = D;
    for (let counted = 0; counted < 5 && y < D + 10; ) {
      y += 1;
      const w = waivedYear(y);
      if (w?.SkippedByFiveYearRule) {
        reasons.push(`${y} is disregarded when counting the five years`);
        sources.push(w.Source);
      } else counted += 1;
    }
    reasons.unshift(`five-year rule: no annual amounts; the whole balance by December 31, ${y}`);
    sources.unshift(S.fiveYear);
    return makePlan('FiveYearRule', 'None', first, y, first, 0, NO_ARMS, undefined, 0, reasons, sources);
  }

  if (f.decision === 'TenYearRule') {
    const key = textKey(f.isRoth ? 1 : 0, D);
    reasons.push(
      texts.tenYear.get(key) ??
        texts.tenYear.keep(
          key,
          `ten-year rule without annual amounts (the owner died before the required beginning ` +
            `date${f.isRoth ? ', as a Roth IRA owner always does' : ''}); the whole balance by December 31, ` +
            `${D + 10}`,
        ),
    );
    sources.push(S.tenYear);
    return makePlan('TenYearRule', 'None', first, D + 10, first, 0, NO_ARMS, undefined, 0, reasons, sources);
  }

  // Every other decision uses a life expectancy.

  if (f.cls === 'NotADesignatedBeneficiary') {
    if (!f.rbd)
      return failure(
        'InvalidRequest',
        'a life expectancy for a non-designated beneficiary exists only when the owner died on or after ' +
          'the required beginning date',
      );
    const owner = ownerArm(f);
    if ('ok' in owner) return owner;
    const key = textKey(owner.age, D);
    reasons.push(
      texts.ghost.get(key) ??
        texts.ghost.keep(
          key,
          `no designated beneficiary and death on or after the required beginning date: the owner's ` +
            `remaining ("ghost") life expectancy at age ${owner.age} in ${D}, less one each year`,
        ),
    );
    sources.push(S.ghost);
    return makePlan(
      'GhostLifeExpectancy',
      'OwnerRemainingReduceByOne',
      first,
      undefined,
      first,
      NO_END,
      { owner },
      undefined,
      0,
      reasons,
      sources,
    );
  }

  const ben = benFixed(f);
  if ('ok' in ben) return ben;
  let owner: FixedArm | undefined;
  if (f.rbd) {
    const o = ownerArm(f);
    if ('ok' in o) return o;
    owner = o;
  }

  if (f.decision === 'TenYearRuleWithAnnualRmd') {
    const key = textKey(D, 0);
    reasons.push(
      texts.tenYearAnnual.get(key) ??
        texts.tenYearAnnual.keep(
          key,
          `ten-year rule with annual amounts in years one to nine (death on or after the required ` +
            `beginning date); the whole balance by December 31, ${D + 10}`,
        ),
    );
    sources.push(S.tenYear, S.annual);
    if (owner) {
      const both = textKey(ben.age, owner.age, D);
      reasons.push(
        texts.greaterOfBoth.get(both) ??
          texts.greaterOfBoth.keep(
            both,
            `divisor: the greater of the beneficiary's life expectancy (age ${ben.age} in ${first}, less ` +
              `one each year) and the owner's (age ${owner.age} in ${D}, less one each year)`,
          ),
      );
      sources.push(S.greaterOf);
    } else sources.push(S.fixed);
    const method: DivisorMethod = owner ? 'GreaterOfBeneficiaryAndOwner' : 'BeneficiaryFixedReduceByOne';
    return makePlan(
      'TenYearRuleWithAnnualRmd',
      method,
      first,
      D + 10,
      first,
      D + 9,
      { beneficiaryFixed: ben, owner },
      D,
      first,
      reasons,
      sources,
    );
  }

  // LifeExpectancy for a designated beneficiary: the stretch.
  const spouse = f.cls === 'SurvivingSpouse';
  const S_year = f.benDeath?.year;
  let capYear: number | undefined;
  let regime: InheritedRegime =
    f.law === 'PreSecureAct' ? 'PreSecureActStretch' : 'EligibleDesignatedBeneficiaryStretch';
  reasons.push(
    f.law === 'PreSecureAct'
      ? 'death before 2020: the designated beneficiary stretches distributions over a life expectancy'
      : (texts.edb.get(CLASS_CODES[f.cls]!) ??
          texts.edb.keep(
            CLASS_CODES[f.cls]!,
            `eligible designated beneficiary (${f.cls}): distributions over a life expectancy`,
          )),
  );
  if (spouse) {
    reasons.push(
      "a sole surviving spouse's life expectancy is re-read from the Single Life table at the attained age each year",
    );
    sources.push(S.spouse);
  } else {
    const key = textKey(ben.age, first);
    reasons.push(
      texts.fixedRead.get(key) ??
        texts.fixedRead.keep(
          key,
          `the beneficiary's life expectancy is read at age ${ben.age} in ${first}, then reduced by one each year`,
        ),
    );
    sources.push(S.fixed);
  }
  if (owner) {
    const key = textKey(owner.age, D);
    reasons.push(
      texts.ownerGreater.get(key) ??
        texts.ownerGreater.keep(
          key,
          `death on or after the required beginning date: the divisor is the greater of that and the ` +
            `owner's remaining life expectancy (age ${owner.age} in ${D}, less one each year)`,
        ),
    );
    sources.push(S.greaterOf);
  }
  if (first < 2022 && !spouse) {
    reasons.push(
      'a fixed life expectancy set before 2022 is re-read from the 2022 table at the original age, less ' +
        'the years elapsed',
    );
    sources.push(S.reset);
  }

  let annualFrom = first;
  if (spouse && !f.rbd) {
    if (f.ownerAge) {
      annualFrom = Math.max(first, f.ownerAge.ApplicableAgeYear);
      if (annualFrom > first) {
        const age = f.ownerAge.ApplicableAge;
        const key = textKey(annualFrom, APPLICABLE_AGE_CODES[age]);
        reasons.push(
          texts.deferral.get(key) ??
            texts.deferral.keep(
              key,
              `the surviving spouse may defer the start until ${annualFrom}, the year the owner would have ` +
                `reached the applicable age ${age}`,
            ),
        );
        sources.push(S.spouseDefer);
      }
    } else {
      reasons.push(
        "without DecedentDateOfBirth the spouse's possible deferral (until the owner would have reached " +
          'the applicable age) is not computed; annual amounts start the year after death',
      );
      if (f.benDeath !== undefined && f.benDeath.year > first)
        reasons.push(
          "without DecedentDateOfBirth it is not known whether the spouse died before the spouse's " +
            'distributions were required to begin (401(a)(9)(B)(iv)(II) would then treat the spouse as the owner)',
        );
    }
  }

  const asOwner = spouseAsOwner(f, annualFrom);
  if (asOwner !== undefined) return asOwner;

  if (f.cls === 'MinorChild' && f.law === 'SecureAct' && f.benBirth) {
    const majority = f.benBirth.year + 21;
    capYear = majority + 10;
    regime = 'MinorChildThenTenYears';
    const key = textKey(majority, 0);
    reasons.push(
      texts.minor.get(key) ??
        texts.minor.keep(
          key,
          `the child reaches majority (21) in ${majority}; annual amounts continue and the whole balance ` +
            `is due by December 31, ${capYear}`,
        ),
    );
    sources.push(S.minor);
  }

  let reliefDeathYear: number | undefined;
  let reliefFromYear = 0;
  if (S_year !== undefined) {
    const successorCap = S_year + 10;
    if (f.law === 'SecureAct') {
      capYear = capYear === undefined ? successorCap : Math.min(capYear, successorCap);
      reasons.push(
        `the beneficiary died in ${S_year}: the successor continues the annual amounts and takes the whole ` +
          `balance by December 31, ${capYear}`,
      );
      sources.push(S.edbDeath);
      reliefDeathYear = S_year;
      reliefFromYear = S_year + 1;
    } else if (S_year >= 2020) {
      capYear = successorCap;
      reasons.push(
        `the beneficiary died in ${S_year} (after 2019): the successor continues the annual amounts and ` +
          `takes the whole balance by December 31, ${capYear}`,
      );
      sources.push(S.preSecureSuccessor);
    } else reasons.push(`the beneficiary died in ${S_year}: the successor continues the same schedule`);
  }

  let recalculated: RecalculatedArm | undefined;
  if (spouse && f.benBirth) recalculated = { birthYear: f.benBirth.year, freezeYear: S_year };
  const method: DivisorMethod = owner
    ? 'GreaterOfBeneficiaryAndOwner'
    : spouse
      ? 'SpouseRecalculatedYearly'
      : 'BeneficiaryFixedReduceByOne';
  const arms = { beneficiaryFixed: spouse ? undefined : ben, beneficiaryRecalculated: recalculated, owner };
  return makePlan(
    regime,
    method,
    first,
    capYear,
    annualFrom,
    NO_END,
    arms,
    reliefDeathYear,
    reliefFromYear,
    reasons,
    sources,
  );
}

/**
 * 401(a)(9)(B)(iv)(II): a sole surviving spouse of an owner who died before the required beginning date, who
 * herself dies before her distributions were required to begin (December 31 of `annualFrom`), is treated as
 * the owner dying before that date: her designated beneficiary takes the whole balance within ten years of
 * her death, with no annual amounts. Applied to a spouse's death after 2019 (the SECURE Act's ten-year rule);
 * undefined when the rule does not reach the facts.
 */
function spouseAsOwner(f: ScheduleFacts, annualFrom: number): SchedulePlan | undefined {
  const death = f.benDeath;
  if (f.cls !== 'SurvivingSpouse' || f.rbd || death === undefined || death.year < 2020) return undefined;
  if (death.year > annualFrom || (death.month === 12 && death.day === 31 && death.year === annualFrom))
    return undefined;
  const cap = death.year + 10;
  const reasons = [
    `the surviving spouse died in ${death.year}, before the spouse's distributions were required to begin ` +
      `(December 31, ${annualFrom}): the rules apply as if the spouse were the owner, dying before the ` +
      `required beginning date`,
    `ten-year rule without annual amounts for the spouse's beneficiary; the whole balance by December 31, ${cap}`,
    "the spouse's beneficiary is taken as a designated beneficiary who is not an eligible one: a beneficiary " +
      'that is not an individual (five years) or an eligible designated beneficiary (life expectancy) is not a ' +
      'fact this schedule takes',
  ];
  return makePlan('TenYearRule', 'None', f.death.year + 1, cap, f.death.year + 1, 0, NO_ARMS, undefined, 0, reasons, [
    S.spouseAsOwner,
    S.tenYear,
  ]);
}
