import { CONTRIBUTION_SOURCES, type ContributionSource } from '../../catalog/enums.js';
import { readDate } from '../../distributions/read-date.js';
import type { YMD } from '../../shared/dates.js';
import { MAX_EXACT, readMinorUnits } from '../../shared/minor-units.js';
import { MAX_HISTORY } from '../normalize.js';
import {
  FILING_STATUSES,
  type FilingStatus,
  SIMPLE_APPLICABLE_EMPLOYER,
  type SimpleApplicableEmployer,
} from '../schema.js';
import { CONTRIBUTION_ACCOUNT_FACTS, type CommuterSubAccount, type ContributionQuery } from '../types.js';

// The fast path's reader: the same facts as normalizeQuery, amounts in cents, for queries it can
// read whole. Anything it does not take (an invalid or unusual value, a fact only the readable
// checks use) gives undefined, and checkContribution takes the readable path, which also
// writes the error messages. Never throws on JSON-like input.

export interface FastEntry {
  readonly cents: number;
  readonly source: ContributionSource;
  readonly taxYear: number | undefined;
  readonly planYear: number | undefined;
  /** The contribution date's year. */
  readonly year: number;
  readonly subAccount: CommuterSubAccount | undefined;
  readonly benefitMonth: string;
  readonly contributorId: string | undefined;
}

export interface FastFacts {
  readonly planYear: number | undefined;
  readonly planYearStartDate: YMD | undefined;
  readonly annualElection: number | undefined;
  readonly beneficiaryDateOfBirth: YMD | undefined;
  readonly beneficiaryIsSpecialNeeds: boolean | undefined;
  readonly isNonHighlyCompensated: boolean | undefined;
  readonly planBalanceCap: number | undefined;
  readonly simpleEmployerContribution: 'Match' | 'NonElective' | undefined;
  readonly simpleApplicableEmployer: SimpleApplicableEmployer | undefined;
  readonly dateOfBirth: YMD | undefined;
  readonly compensation: number | undefined;
  readonly modifiedAgi: number | undefined;
  readonly filingStatus: FilingStatus | undefined;
  readonly livedApart: boolean | undefined;
  readonly spouseCompensation: number | undefined;
  readonly spouseIraContributions: number | undefined;
  readonly otherIraContributions: number | undefined;
  readonly otherRothIraContributions: number | undefined;
  readonly otherCoverdellContributions: number | undefined;
  readonly spouseDependentCareContributions: number | undefined;
  readonly otherElectiveDeferrals: number | undefined;
  readonly otherTrumpAccountContributions: number | undefined;
  readonly participantPrincipal: number | undefined;
}

export interface FastQuery {
  readonly cents: number;
  readonly source: ContributionSource | undefined;
  readonly date: YMD;
  readonly dateIso: string;
  readonly taxYear: number | undefined;
  readonly planYear: number | undefined;
  readonly extensionFiled: boolean | undefined;
  readonly subAccount: CommuterSubAccount | undefined;
  readonly benefitMonth: string;
  readonly contributorId: string | undefined;
  readonly facts: FastFacts;
  readonly history: readonly FastEntry[];
  /** Raw Account.PlanYear (PlanYear types take it when the contribution names none). */
  readonly accountPlanYear: unknown;
}

/** Thrown inside the reader for anything it does not take; caught at its entry (never escapes). */
const SKIP = Symbol('not read by the fast path');

const isYear = (y: unknown): y is number => typeof y === 'number' && Number.isInteger(y) && y >= 1900 && y <= 2198;

function objectOrEmpty(v: unknown): Readonly<Record<string, unknown>> {
  if (v === undefined || v === null) return EMPTY;
  if (typeof v !== 'object' || Array.isArray(v)) throw SKIP;
  return v as Readonly<Record<string, unknown>>;
}
const EMPTY: Readonly<Record<string, unknown>> = Object.freeze({});

function money(v: unknown, allowZero: boolean): number | undefined {
  if (v === undefined) return undefined;
  const cents = readMinorUnits(v);
  if (cents === undefined || (cents === 0 && !allowZero)) throw SKIP;
  return cents + 0; // never -0
}
function date(v: unknown): YMD | undefined {
  if (v === undefined) return undefined;
  return readDate(v) ?? skip();
}
function bool(v: unknown): boolean | undefined {
  if (v === undefined || typeof v === 'boolean') return v;
  throw SKIP;
}
function year(v: unknown): number | undefined {
  if (v === undefined) return undefined;
  if (!isYear(v)) throw SKIP;
  return v;
}
function skip(): never {
  throw SKIP;
}

const SOURCES: ReadonlySet<unknown> = new Set(CONTRIBUTION_SOURCES);
const FILING: ReadonlySet<unknown> = new Set(FILING_STATUSES);
const APPLICABLE: ReadonlySet<unknown> = new Set(SIMPLE_APPLICABLE_EMPLOYER);

function source(v: unknown): ContributionSource | undefined {
  if (v === undefined || SOURCES.has(v)) return v as ContributionSource | undefined;
  throw SKIP;
}
function subAccount(v: unknown): CommuterSubAccount | undefined {
  if (v === undefined || v === 'Transit' || v === 'Parking') return v;
  throw SKIP;
}
function filingStatus(v: unknown): FilingStatus | undefined {
  if (v === undefined || FILING.has(v)) return v as FilingStatus | undefined;
  throw SKIP;
}
function applicableEmployer(v: unknown): SimpleApplicableEmployer | undefined {
  if (v === undefined || APPLICABLE.has(v)) return v as SimpleApplicableEmployer | undefined;
  throw SKIP;
}
/** Only the keys this reader knows: a fact it does not know may be one the readable path checks. */
function onlyKnownKeys(obj: Readonly<Record<string, unknown>>, known: ReadonlySet<string>): void {
  for (const key in obj) if (!known.has(key)) throw SKIP;
}
const CONTRIBUTION_KEYS: ReadonlySet<string> = new Set([
  'Amount',
  'ContributionSource',
  'TaxYear',
  'PlanYear',
  'ContributionDate',
  'ExtensionFiled',
  'SubAccount',
  'BenefitMonth',
  'ContributorId',
]);
const ACCOUNT_KEYS_READ: ReadonlySet<string> = new Set([
  'PlanYear',
  'PlanYearStartDate',
  'AnnualElection',
  'BeneficiaryDateOfBirth',
  'BeneficiaryIsSpecialNeeds',
  'IsNonHighlyCompensated',
  'PlanBalanceCap',
  'SimpleEmployerContribution',
  'SimpleApplicableEmployer',
]);
/**
 * Account facts the contribution rules read (CONTRIBUTION_ACCOUNT_FACTS) that this reader does
 * not: present, they send the query to the readable path. Other account attributes (a host may
 * pass the whole account) are ignored by both paths.
 */
const ACCOUNT_FACTS_NOT_READ: readonly string[] = CONTRIBUTION_ACCOUNT_FACTS.filter((k) => !ACCOUNT_KEYS_READ.has(k));
const OWNER_KEYS: ReadonlySet<string> = new Set([
  'DateOfBirth',
  'Compensation',
  'ModifiedAgi',
  'FilingStatus',
  'LivedApartFromSpouseAllYear',
  'SpouseCompensation',
  'SpouseIraContributions',
  'OtherIraContributions',
  'OtherRothIraContributions',
  'OtherCoverdellContributions',
  'SpouseDependentCareContributions',
  'OtherElectiveDeferrals',
  'OtherTrumpAccountContributions',
]);
const BALANCE_KEYS: ReadonlySet<string> = new Set(['ParticipantPrincipal']);
const QUERY_KEYS: ReadonlySet<string> = new Set([
  'AccountTypeCode',
  'Account',
  'Owner',
  'Contribution',
  'History',
  'Balances',
]);

/** `YYYY-MM` with a month 01..12 (normalizeQuery's MONTH). */
function month(v: unknown): string | undefined {
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || v.length !== 7 || v.charCodeAt(4) !== 45) throw SKIP;
  for (const i of [0, 1, 2, 3, 5, 6]) {
    const c = v.charCodeAt(i);
    if (c < 48 || c > 57) throw SKIP;
  }
  const m = (v.charCodeAt(5) - 48) * 10 + (v.charCodeAt(6) - 48);
  if (m < 1 || m > 12) throw SKIP;
  return v;
}

const MONTH_TEXT = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;
function monthOf(d: YMD): string {
  return `${d.year}-${MONTH_TEXT[d.month - 1]}`; // years 1800..2200: always four digits
}
function isoOf(d: YMD): string {
  return `${d.year}-${MONTH_TEXT[d.month - 1]}-${d.day < 10 ? '0' : ''}${d.day}`;
}

/** The query read whole, or undefined (the readable path then answers). */
export function readFastQuery(q: ContributionQuery): FastQuery | undefined {
  try {
    return read(q);
  } catch (e) {
    if (e === SKIP) return undefined;
    throw e;
  }
}

function read(q: ContributionQuery): FastQuery {
  onlyKnownKeys(q as unknown as Readonly<Record<string, unknown>>, QUERY_KEYS);
  const c = objectOrEmpty(q.Contribution);
  if (c === EMPTY) throw SKIP;
  onlyKnownKeys(c, CONTRIBUTION_KEYS);
  const cents = money(c['Amount'], false) ?? skip();
  const d = date(c['ContributionDate']) ?? skip();
  const a = objectOrEmpty(q.Account);
  const o = objectOrEmpty(q.Owner);
  const b = objectOrEmpty(q.Balances);
  // SimpleMatchPercent (and any fact this reader does not know): the readable path reads them.
  for (const k of ACCOUNT_FACTS_NOT_READ) if (a[k] !== undefined) throw SKIP;
  onlyKnownKeys(o, OWNER_KEYS);
  onlyKnownKeys(b, BALANCE_KEYS);
  const simple = a['SimpleEmployerContribution'];
  if (simple !== undefined && simple !== 'Match' && simple !== 'NonElective') throw SKIP;
  const facts: FastFacts = {
    planYear: year(a['PlanYear']),
    planYearStartDate: date(a['PlanYearStartDate']),
    annualElection: money(a['AnnualElection'], true),
    beneficiaryDateOfBirth: date(a['BeneficiaryDateOfBirth']),
    beneficiaryIsSpecialNeeds: bool(a['BeneficiaryIsSpecialNeeds']),
    isNonHighlyCompensated: bool(a['IsNonHighlyCompensated']),
    planBalanceCap: money(a['PlanBalanceCap'], true),
    simpleEmployerContribution: simple,
    simpleApplicableEmployer: applicableEmployer(a['SimpleApplicableEmployer']),
    dateOfBirth: date(o['DateOfBirth']),
    compensation: money(o['Compensation'], true),
    modifiedAgi: money(o['ModifiedAgi'], true),
    filingStatus: filingStatus(o['FilingStatus']),
    livedApart: bool(o['LivedApartFromSpouseAllYear']),
    spouseCompensation: money(o['SpouseCompensation'], true),
    spouseIraContributions: money(o['SpouseIraContributions'], true),
    otherIraContributions: money(o['OtherIraContributions'], true),
    otherRothIraContributions: money(o['OtherRothIraContributions'], true),
    otherCoverdellContributions: money(o['OtherCoverdellContributions'], true),
    spouseDependentCareContributions: money(o['SpouseDependentCareContributions'], true),
    otherElectiveDeferrals: money(o['OtherElectiveDeferrals'], true),
    otherTrumpAccountContributions: money(o['OtherTrumpAccountContributions'], true),
    participantPrincipal: money(b['ParticipantPrincipal'], true),
  };
  const contributorId = c['ContributorId'];
  if (contributorId !== undefined && typeof contributorId !== 'string') throw SKIP;
  const raw: unknown = q.History ?? [];
  if (!Array.isArray(raw) || raw.length > MAX_HISTORY) throw SKIP;
  // Every sum of amounts must stay exact: bound the total of all of them once.
  let total = cents + (facts.annualElection ?? 0) + (facts.planBalanceCap ?? 0) + (facts.compensation ?? 0);
  total += (facts.modifiedAgi ?? 0) + (facts.spouseCompensation ?? 0) + (facts.spouseIraContributions ?? 0);
  total += (facts.otherIraContributions ?? 0) + (facts.otherCoverdellContributions ?? 0);
  total += facts.otherRothIraContributions ?? 0;
  total += (facts.spouseDependentCareContributions ?? 0) + (facts.otherElectiveDeferrals ?? 0);
  total += (facts.otherTrumpAccountContributions ?? 0) + (facts.participantPrincipal ?? 0);
  const history: FastEntry[] = [];
  for (let i = 0; i < raw.length; i++) {
    const e: unknown = raw[i];
    if (typeof e !== 'object' || e === null || Array.isArray(e)) throw SKIP;
    const h = e as Readonly<Record<string, unknown>>;
    const amount = money(h['Amount'], false) ?? skip();
    const src = source(h['ContributionSource']) ?? skip();
    const hd = date(h['ContributionDate']) ?? skip();
    const id = h['ContributorId'];
    total += amount;
    history.push({
      cents: amount,
      source: src,
      taxYear: year(h['TaxYear']),
      planYear: year(h['PlanYear']),
      year: hd.year,
      subAccount: subAccount(h['SubAccount']),
      benefitMonth: month(h['BenefitMonth']) ?? monthOf(hd),
      contributorId: typeof id === 'string' ? id : undefined,
    });
  }
  if (total > MAX_EXACT / 4) throw SKIP;
  const taxYear = c['TaxYear'];
  const planYear = c['PlanYear'];
  const extension = c['ExtensionFiled'];
  if (taxYear !== undefined && !isYear(taxYear)) throw SKIP;
  if (planYear !== undefined && !isYear(planYear)) throw SKIP;
  if (extension !== undefined && typeof extension !== 'boolean') throw SKIP;
  return {
    cents,
    source: source(c['ContributionSource']),
    date: d,
    dateIso: isoOf(d),
    taxYear,
    planYear,
    extensionFiled: extension,
    subAccount: subAccount(c['SubAccount']),
    benefitMonth: month(c['BenefitMonth']) ?? monthOf(d),
    contributorId,
    facts,
    history,
    accountPlanYear: a['PlanYear'],
  };
}
