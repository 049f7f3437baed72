import { Decimal } from 'decimal.js';
import type { Catalog } from '../catalog/types.js';
import { type Failure, failure } from '../shared/error-codes.js';
import { readMinorUnits } from '../shared/minor-units.js';
import { parseAmount } from '../shared/money.js';
import { compiledTables, factorAt, tableForYear } from './compiled-tables.js';
import { readDate } from './read-date.js';
import { waivedYear } from './relief.js';
import { type ApplicableAge, type ApplicableAgeInfo, applicableAgeOf } from './required-beginning-date.js';
import { amountByTenths, amountFor } from './required-distribution-amount.js';
import { tenthsText } from './tenths.js';

export interface OwnerDistributionQuery {
  /** The owner's date of birth, `YYYY-MM-DD`. */
  readonly DateOfBirth: string;
  /** The distribution calendar year. */
  readonly Year: number;
  /** Account balance on December 31 of the year before `Year` (decimal string or number). */
  readonly PriorYearEndBalance?: string | number;
  /**
   * The account type, when known: a type whose catalog `DistributionRules.OwnerLifetimeRmd` is
   * false (the Roth IRAs) requires nothing during the owner's life, and an inherited type is
   * refused (its schedule is `inheritedIraSchedule`).
   */
  readonly AccountTypeCode?: string;
}

export interface OwnerDistribution {
  readonly ok: true;
  readonly Year: number;
  /** Age on the owner's birthday in `Year`. */
  readonly AgeAttained: number;
  readonly ApplicableAge: ApplicableAge;
  readonly RequiredBeginningDate: string;
  readonly FirstDistributionYear: number;
  readonly Required: boolean;
  /** Uniform Lifetime divisor, one decimal place; null when nothing is required. */
  readonly Divisor: string | null;
  /** The RBD for the first distribution year, December 31 later; null when nothing is required. */
  readonly Deadline: string | null;
  readonly Amount?: string;
  readonly Table?: string;
  readonly Reasons: readonly string[];
  readonly Sources: readonly string[];
}

const UNIFORM_SOURCE =
  '26 CFR 1.401(a)(9)-5(c)(1) (Uniform Lifetime Table at the age attained in the distribution year); 1.408-8(b)(1)';

/**
 * An IRA owner's required minimum distribution for one year: the Uniform Lifetime divisor at
 * the age attained in that year, due by the required beginning date in the first
 * distribution year and by December 31 later. Never throws.
 */
export function ownerRequiredDistribution(catalog: Catalog, q: OwnerDistributionQuery): OwnerDistribution | Failure {
  try {
    return compute(catalog, q);
  } catch {
    return failure('InvalidRequest', 'the owner distribution query could not be read');
  }
}

/** What the account type's catalog DistributionRules say about the owner's lifetime RMDs. */
function lifetimeRule(
  catalog: Catalog,
  slug: unknown,
): { kind: 'any' } | { kind: 'none'; source: string } | { kind: 'inherited' } | Failure {
  if (slug === undefined) return { kind: 'any' };
  const type = typeof slug === 'string' ? catalog.typeBySlug.get(slug) : undefined;
  if (!type)
    return failure(
      'UnknownAccountType',
      `AccountTypeCode ${JSON.stringify(slug)} is not an account type of the catalog`,
      [
        {
          FieldName: 'AccountTypeCode',
          ErrorCode: 'UnknownAccountType',
          Message: 'is not an account type of the catalog',
        },
      ],
    );
  const rules = type.DistributionRules ?? {};
  if (rules['Schedule'] === 'InheritedIra') return { kind: 'inherited' };
  if (rules['OwnerLifetimeRmd'] === false)
    return { kind: 'none', source: typeof rules['Source'] === 'string' ? rules['Source'] : (type.Sources[0] ?? '') };
  return { kind: 'any' };
}

function compute(catalog: Catalog, q: OwnerDistributionQuery): OwnerDistribution | Failure {
  if (typeof q !== 'object' || q === null) return failure('InvalidRequest', 'the query must be an object');
  const lifetime = lifetimeRule(catalog, q.AccountTypeCode);
  if ('ok' in lifetime) return lifetime;
  if (lifetime.kind === 'inherited')
    return failure(
      'InvalidRequest',
      `${String(q.AccountTypeCode)} is an inherited account: its required distributions come from ` +
        `inheritedIraSchedule, not the owner's Uniform Lifetime table`,
      [
        {
          FieldName: 'AccountTypeCode',
          ErrorCode: 'NotAnOwnerAccount',
          Message: 'an inherited account has a beneficiary schedule (inheritedIraSchedule)',
        },
      ],
    );
  const birth = readDate(q.DateOfBirth);
  if (!birth)
    return failure('InvalidRequest', 'DateOfBirth must be a date YYYY-MM-DD', [
      { FieldName: 'DateOfBirth', ErrorCode: 'InvalidDate', Message: 'must be a date YYYY-MM-DD' },
    ]);
  const year = q.Year;
  if (typeof year !== 'number' || !Number.isInteger(year) || year < birth.year || year > birth.year + 130)
    return failure('InvalidRequest', "Year must be a calendar year within the owner's life (at most age 130)", [
      { FieldName: 'Year', ErrorCode: 'InvalidYear', Message: 'must be a whole year' },
    ]);
  // The balance in cents where the fast reader takes it, else as decimal.js reads it (or refuses it).
  let balanceCents: number | undefined;
  let balance: Decimal | undefined;
  if (q.PriorYearEndBalance !== undefined) {
    balanceCents = readMinorUnits(q.PriorYearEndBalance);
    if (balanceCents === undefined) {
      const b = parseAmount(q.PriorYearEndBalance, { minor_units: 2, allowZero: true });
      if (!b.ok)
        return failure('InvalidRequest', `PriorYearEndBalance ${b.message}`, [
          { FieldName: 'PriorYearEndBalance', ErrorCode: 'InvalidAmount', Message: b.message },
        ]);
      balance = b.value;
    }
  }
  const age = applicableAgeOf(birth);
  const first = age.ApplicableAgeYear;
  const ageAttained = year - birth.year;
  const ageReason =
    `applicable age ${age.ApplicableAge} (${age.Reason}); required beginning date ` + `${age.RequiredBeginningDate}`;
  // Each answer is one literal (no `{ ...base, ... }`: on Node 20 a spread followed by new keys
  // costs microseconds, measured at 90% of this function's time).
  const head: Head = { year, ageAttained, age, first, ageReason };
  if (lifetime.kind === 'none')
    return notRequired(head, `a ${String(q.AccountTypeCode)} requires no distribution during the owner's life`, [
      lifetime.source,
    ]);
  if (year < first)
    return notRequired(head, `no distribution is required before ${first}, the year the applicable age is reached`, [
      age.Source,
    ]);
  const waived = waivedYear(year) ?? (year === first ? firstYearWaiver(age.RequiredBeginningDate) : undefined);
  if (waived)
    return notRequired(head, `required distributions for ${waived.Year} were waived`, [age.Source, waived.Source]);

  const tables = compiledTables(catalog);
  if (!tables.ok) return failure('InvalidRequest', `the catalog's life tables are inconsistent: ${tables.message}`);
  const table = tableForYear(tables.uniform, year);
  const tenths = table ? factorAt(table, ageAttained) : -1;
  if (!table || tenths <= 0)
    return failure('InvalidRequest', `the catalog has no Uniform Lifetime factor for age ${ageAttained} in ${year}`);
  const divisor = tenthsText(tenths);
  const deadline = year === first ? age.RequiredBeginningDate : `${year}-12-31`;
  const reasons = [
    ageReason,
    `Uniform Lifetime divisor ${divisor} at age ${ageAttained} (${table.Name})`,
    year === first
      ? `first distribution year: due by the required beginning date ${deadline}`
      : `due by December 31, ${year}`,
    'if the sole beneficiary is a spouse more than 10 years younger, the Joint and Last Survivor Table ' +
      'gives a longer period (ownerRequiredAmount applies it)',
  ];
  const sources = [age.Source, UNIFORM_SOURCE, table.Source];
  const amount =
    balanceCents !== undefined
      ? (amountByTenths(balanceCents, tenths) ?? amountFor(new Decimal(divisor), centsDecimal(balanceCents)).toFixed(2))
      : balance !== undefined
        ? amountFor(new Decimal(divisor), balance).toFixed(2)
        : undefined;
  if (amount === undefined)
    return {
      ok: true,
      Year: year,
      AgeAttained: ageAttained,
      ApplicableAge: age.ApplicableAge,
      RequiredBeginningDate: age.RequiredBeginningDate,
      FirstDistributionYear: first,
      Required: true,
      Divisor: divisor,
      Deadline: deadline,
      Table: table.Name,
      Reasons: reasons,
      Sources: sources,
    };
  return {
    ok: true,
    Year: year,
    AgeAttained: ageAttained,
    ApplicableAge: age.ApplicableAge,
    RequiredBeginningDate: age.RequiredBeginningDate,
    FirstDistributionYear: first,
    Required: true,
    Divisor: divisor,
    Deadline: deadline,
    Table: table.Name,
    Reasons: reasons,
    Sources: sources,
    Amount: amount,
  };
}

interface Head {
  readonly year: number;
  readonly ageAttained: number;
  readonly age: ApplicableAgeInfo;
  readonly first: number;
  readonly ageReason: string;
}

function notRequired(h: Head, why: string, sources: string[]): OwnerDistribution {
  return {
    ok: true,
    Year: h.year,
    AgeAttained: h.ageAttained,
    ApplicableAge: h.age.ApplicableAge,
    RequiredBeginningDate: h.age.RequiredBeginningDate,
    FirstDistributionYear: h.first,
    Required: false,
    Divisor: null,
    Deadline: null,
    Reasons: [h.ageReason, why],
    Sources: sources,
  };
}

function centsDecimal(cents: number): Decimal {
  return new Decimal(cents).div(100);
}

/** A first-year amount whose deadline (the RBD) falls in a waived year is waived too (2020, not 2009). */
function firstYearWaiver(rbd: string): ReturnType<typeof waivedYear> {
  const w = waivedYear(Number(rbd.slice(0, 4)));
  return w?.IncludesFirstYearDueInYear ? w : undefined;
}
