import { parseIsoDate, type YMD } from '../shared/dates.js';

// Required beginning date for an IRA owner: April 1 of the year after the year the owner
// reaches the applicable age. IRAs have no still-working exception.

export type ApplicableAge = '70.5' | '72' | '73' | '75';
/** A small number per applicable age (for keys of memos). */
export const APPLICABLE_AGE_CODES: Readonly<Record<ApplicableAge, number>> = { '70.5': 0, '72': 1, '73': 2, '75': 3 };

export interface ApplicableAgeInfo {
  readonly ApplicableAge: ApplicableAge;
  /** The calendar year the applicable age is reached: the owner's first distribution year. */
  readonly ApplicableAgeYear: number;
  readonly RequiredBeginningDate: string;
  /** True for owners born in 1959, where the statute reads both 73 and 75 (73 is used). */
  readonly Unsettled: boolean;
  readonly Reason: string;
  readonly Source: string;
}

const SOURCE_70_5 = '26 U.S.C. 401(a)(9)(C) before the SECURE Act (Pub. L. 116-94 sec. 114)';
const SOURCE_72 = 'SECURE Act (Pub. L. 116-94) sec. 114; 26 U.S.C. 401(a)(9)(C)';
const SOURCE_73_75 = 'SECURE 2.0 Act (Pub. L. 117-328) sec. 107; 26 U.S.C. 401(a)(9)(C)(v)';
const SOURCE_1959 = `${SOURCE_73_75}; Prop. Treas. Reg. 1.401(a)(9)-2(b)(2)(v) (REG-103529-23) proposes 73`;

/** Applicable age by birth date, from a parsed date. */
export function applicableAgeOf(birth: YMD): ApplicableAgeInfo {
  // The answer depends only on the birth year and, before 1949-07-01, on the half of the year: one
  // frozen answer per (year, half), made when first asked (schedules ask on every query).
  const slot = (birth.year - FIRST_CACHED_YEAR) * 2 + (birth.month <= 6 ? 0 : 1);
  if (slot < 0 || slot >= cachedInfos.length) return applicableAgeOfUncached(birth);
  const hit = cachedInfos[slot];
  if (hit !== undefined) return hit;
  const made = Object.freeze(applicableAgeOfUncached(birth));
  cachedInfos[slot] = made;
  return made;
}

const FIRST_CACHED_YEAR = 1800;
const LAST_CACHED_YEAR = 2200;
const cachedInfos = new Array<ApplicableAgeInfo | undefined>((LAST_CACHED_YEAR - FIRST_CACHED_YEAR + 1) * 2).fill(
  undefined,
);

/** The plain computation, without the shared answers (applicableAgeOf is proven equal to it by test). */
export function applicableAgeOfUncached(birth: YMD): ApplicableAgeInfo {
  const y = birth.year;
  // 70 1/2 is reached six calendar months after the 70th birthday: in the 70th-birthday year
  // for a January-June birth, in the following year otherwise.
  if (y < 1949 || (y === 1949 && birth.month < 7)) {
    const year = birth.month <= 6 ? y + 70 : y + 71;
    return info('70.5', year, false, 'born before 1949-07-01: reached 70 1/2 before 2020', SOURCE_70_5);
  }
  if (y <= 1950)
    return info(
      '72',
      y + 72,
      false,
      'born 1949-07-01 to 1950-12-31: reached 70 1/2 after 2019 and 72 before 2023',
      SOURCE_72,
    );
  if (y < 1959)
    return info('73', y + 73, false, 'born 1951 to 1958: reaches 72 after 2022 and 73 before 2033', SOURCE_73_75);
  if (y === 1959)
    return info(
      '73',
      y + 73,
      true,
      "born 1959: the statute reads both 73 and 75; the proposed regulation's 73 is used",
      SOURCE_1959,
    );
  return info('75', y + 75, false, 'born 1960 or later: reaches 74 after 2032', SOURCE_73_75);
}

function info(age: ApplicableAge, year: number, unsettled: boolean, reason: string, source: string): ApplicableAgeInfo {
  return {
    ApplicableAge: age,
    ApplicableAgeYear: year,
    RequiredBeginningDate: `${year + 1}-04-01`,
    Unsettled: unsettled,
    Reason: reason,
    Source: source,
  };
}

/** `YYYY-MM-DD` April 1 after the year of the applicable age; undefined for an invalid date. */
export function requiredBeginningDate(DateOfBirth: string): string | undefined {
  const birth = parseIsoDate(DateOfBirth);
  return birth ? applicableAgeOf(birth).RequiredBeginningDate : undefined;
}

/** The same with the applicable age, the reason and the source; undefined for an invalid date. */
export function applicableAge(DateOfBirth: string): ApplicableAgeInfo | undefined {
  const birth = parseIsoDate(DateOfBirth);
  return birth ? applicableAgeOf(birth) : undefined;
}
