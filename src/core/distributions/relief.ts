// Statutory waivers and IRS relief notices that touch required distributions. They are
// federal law, not data a host can change, so they live here with their sources.

export interface WaivedYear {
  readonly Year: number;
  /** True when an owner's first-year amount whose deadline (the RBD) falls in this year is waived too. */
  readonly IncludesFirstYearDueInYear: boolean;
  /** True when the five-year rule is counted without this year. */
  readonly SkippedByFiveYearRule: boolean;
  readonly Source: string;
  /** The per-year note of a schedule. */
  readonly Note: string;
}

export const WAIVED_YEARS: readonly WaivedYear[] = [
  {
    Year: 2009,
    IncludesFirstYearDueInYear: false,
    SkippedByFiveYearRule: true,
    Source:
      'Worker, Retiree, and Employer Recovery Act of 2008 (Pub. L. 110-458) sec. 201 (former 26 U.S.C. 401(a)(9)(H))',
    Note: 'no distribution is required for 2009 (Worker, Retiree, and Employer Recovery Act of 2008, sec. 201)',
  },
  {
    Year: 2020,
    IncludesFirstYearDueInYear: true,
    SkippedByFiveYearRule: true,
    Source: 'CARES Act (Pub. L. 116-136) sec. 2203; 26 U.S.C. 401(a)(9)(I); Notice 2020-51',
    Note: 'no distribution is required for 2020 (CARES Act sec. 2203; 26 U.S.C. 401(a)(9)(I))',
  },
];

const FIRST_WAIVED = Math.min(...WAIVED_YEARS.map((w) => w.Year));
const LAST_WAIVED = Math.max(...WAIVED_YEARS.map((w) => w.Year));

export function waivedYear(year: number): WaivedYear | undefined {
  if (year < FIRST_WAIVED || year > LAST_WAIVED) return undefined; // most years of a schedule
  for (let i = 0; i < WAIVED_YEARS.length; i++) if (WAIVED_YEARS[i]!.Year === year) return WAIVED_YEARS[i];
  return undefined;
}

/** An IRS notice that waives the excise tax on ten-year-rule annual amounts ("specified RMDs"). */
export interface ReliefNotice {
  readonly Notice: string;
  readonly DistributionYears: readonly number[];
  /** Deaths (of the owner, or of an eligible designated beneficiary using life expectancy) covered. */
  readonly DeathYearFrom: number;
  readonly DeathYearTo: number;
  readonly Source: string;
  /** The per-year note of a schedule (precomputed: the year loop is hot). */
  readonly Note: string;
}

export const RELIEF_NOTICES: readonly ReliefNotice[] = [
  {
    Notice: 'Notice 2022-53',
    DistributionYears: [2021, 2022],
    DeathYearFrom: 2020,
    DeathYearTo: 2021,
    Source: 'IRS Notice 2022-53, section IV',
    Note: 'excise tax on this annual amount waived by Notice 2022-53',
  },
  {
    Notice: 'Notice 2023-54',
    DistributionYears: [2023],
    DeathYearFrom: 2020,
    DeathYearTo: 2022,
    Source: 'IRS Notice 2023-54, section IV',
    Note: 'excise tax on this annual amount waived by Notice 2023-54',
  },
  {
    Notice: 'Notice 2024-35',
    DistributionYears: [2024],
    DeathYearFrom: 2020,
    DeathYearTo: 2023,
    Source: 'IRS Notice 2024-35, section IV',
    Note: 'excise tax on this annual amount waived by Notice 2024-35',
  },
];

/** The notice that waives the excise tax for `year` after a death in `deathYear`, if any. */
export function reliefNoticeFor(year: number, deathYear: number): ReliefNotice | undefined {
  if (year < 2021 || year > 2024 || year <= deathYear) return undefined; // fast path
  for (const n of RELIEF_NOTICES) {
    if (deathYear < n.DeathYearFrom || deathYear > n.DeathYearTo) continue;
    for (const y of n.DistributionYears) if (y === year) return n;
  }
  return undefined;
}
