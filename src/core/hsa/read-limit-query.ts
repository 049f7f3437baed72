import type { Catalog } from '../catalog/types.js';
import { parseIsoDate, type YMD } from '../shared/dates.js';
import { type Failure, type FieldError, failure } from '../shared/error-codes.js';
import { hsaLimitRuleOf } from './hsa-rule-of-type.js';
import type { HsaLimitRule } from './limit-for-year.js';
import {
  type HsaCoveragePeriodInput,
  type HsaCoverageTier,
  type HsaFacts,
  readHsaFacts,
  type SpouseHdhpCoverage,
} from './read-facts.js';

/** The facts of one HSA owner for a tax year (flat: the Create Account fields and the owner's). */
export interface HsaLimitQuery {
  /** Default `health-savings-account`; any type whose ContributionRules hold an HsaLimit check. */
  readonly AccountTypeCode?: string;
  readonly TaxYear: number;
  readonly CoverageTier?: HsaCoverageTier;
  readonly HighDeductiblePlanStartDate?: string;
  /** Coverage stretches; when given they replace CoverageTier and HighDeductiblePlanStartDate. */
  readonly HdhpCoveragePeriods?: readonly HsaCoveragePeriodInput[];
  readonly DateOfBirth?: string;
  /** First day of Medicare entitlement; null when there is none. */
  readonly MedicareEntitlementDate?: string | null;
  readonly SpouseHdhpCoverage?: SpouseHdhpCoverage;
  readonly FamilyLimitSharePercent?: string | number;
}

export interface ReadLimitQuery {
  readonly slug: string;
  readonly rule: HsaLimitRule;
  readonly facts: HsaFacts;
  readonly dateOfBirth: YMD | undefined;
  readonly year: number;
}

const isYear = (y: unknown): y is number => typeof y === 'number' && Number.isInteger(y) && y >= 1900 && y <= 2198;

/** Validate a flat HSA query; every problem is a field error. Never throws. */
export function readLimitQuery(
  catalog: Catalog,
  q: unknown,
  yearField = 'TaxYear',
): ReadLimitQuery | Failure<'InvalidRequest' | 'UnknownAccountType'> {
  if (typeof q !== 'object' || q === null || Array.isArray(q))
    return failure('InvalidRequest', 'the query must be an object');
  const r = q as Record<string, unknown>;
  const found = hsaLimitRuleOf(catalog, r['AccountTypeCode']);
  if ('ok' in found) return found;
  const errors: FieldError[] = [];
  const err = (FieldName: string, Message: string, ErrorCode = 'Invalid'): undefined => {
    errors.push({ FieldName, ErrorCode, Message });
    return undefined;
  };
  const facts = readHsaFacts(r, r, err);
  const year = r[yearField];
  if (!isYear(year))
    err(yearField, `${yearField} must be an integer year`, year === undefined ? 'Required' : 'Invalid');
  const dobRaw = r['DateOfBirth'];
  const dateOfBirth = dobRaw === undefined ? undefined : parseIsoDate(dobRaw);
  if (dobRaw !== undefined && dateOfBirth === undefined) err('DateOfBirth', 'DateOfBirth must be a date YYYY-MM-DD');
  if (errors.length > 0 || !isYear(year))
    return failure('InvalidRequest', errors.map((e) => e.Message).join('; '), errors);
  return { slug: found.type.Slug, rule: found.rule, facts, dateOfBirth, year };
}
