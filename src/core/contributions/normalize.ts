import { CONTRIBUTION_SOURCES, type ContributionSource } from '../catalog/enums.js';
import { type HsaFacts, readHsaFacts } from '../hsa/read-facts.js';
import { parseIsoDate, type YMD } from '../shared/dates.js';
import type { FieldError } from '../shared/error-codes.js';
import { type Decimal, parseAmount } from '../shared/money.js';
import {
  FILING_STATUSES,
  type FilingStatus,
  SIMPLE_APPLICABLE_EMPLOYER,
  type SimpleApplicableEmployer,
} from './schema.js';
import type { AmountInput, CommuterSubAccount, ContributionQuery } from './types.js';

/** Bound on the history one check reads (TIGER_STYLE: explicit limits on input). */
export const MAX_HISTORY = 10_000;

export interface Entry {
  readonly amount: Decimal;
  readonly source: ContributionSource;
  readonly taxYear: number | undefined;
  readonly planYear: number | undefined;
  readonly date: YMD;
  readonly subAccount: CommuterSubAccount | undefined;
  /** `YYYY-MM`. */
  readonly benefitMonth: string | undefined;
  readonly contributorId: string | undefined;
}

export interface Facts {
  readonly planYear: number | undefined;
  /** The first day of a plan year (only its month and day are read). */
  readonly planYearStartDate: YMD | undefined;
  readonly annualElection: Decimal | undefined;
  readonly beneficiaryDateOfBirth: YMD | undefined;
  readonly beneficiaryIsSpecialNeeds: boolean | undefined;
  readonly isNonHighlyCompensated: boolean | undefined;
  readonly planBalanceCap: Decimal | undefined;
  readonly simpleEmployerContribution: 'Match' | 'NonElective' | undefined;
  readonly simpleMatchPercent: Decimal | undefined;
  readonly simpleApplicableEmployer: SimpleApplicableEmployer | undefined;
  readonly simpleAdditionalNonElective: boolean | undefined;
  /** Health savings account facts (src/core/hsa). */
  readonly hsa: HsaFacts;
  readonly dateOfBirth: YMD | undefined;
  readonly compensation: Decimal | undefined;
  readonly modifiedAgi: Decimal | undefined;
  readonly filingStatus: FilingStatus | undefined;
  readonly livedApart: boolean | undefined;
  readonly spouseCompensation: Decimal | undefined;
  readonly spouseIraContributions: Decimal | undefined;
  readonly shared: Readonly<Record<string, Decimal | undefined>>;
  readonly participantPrincipal: Decimal | undefined;
}

export interface Normalized {
  readonly amount: Decimal;
  readonly source: ContributionSource | undefined;
  readonly date: YMD;
  readonly subAccount: CommuterSubAccount | undefined;
  readonly benefitMonth: string | undefined;
  readonly contributorId: string | undefined;
  readonly facts: Facts;
  readonly history: readonly Entry[];
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const isYear = (y: unknown): y is number => typeof y === 'number' && Number.isInteger(y) && y >= 1900 && y <= 2198;

/** Validate and normalize the query; every problem becomes a field error, nothing throws. */
export function normalizeQuery(
  q: ContributionQuery,
): { ok: true; value: Normalized } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const err = (FieldName: string, Message: string, ErrorCode = 'Invalid'): undefined => {
    errors.push({ FieldName, ErrorCode, Message });
    return undefined;
  };
  const money = (field: string, v: AmountInput | undefined, allowZero = true): Decimal | undefined => {
    if (v === undefined) return undefined;
    const r = parseAmount(v, { allowZero });
    return r.ok ? r.value : err(field, `${field} ${r.message}`);
  };
  const date = (field: string, v: unknown): YMD | undefined => {
    if (v === undefined) return undefined;
    return parseIsoDate(v) ?? err(field, `${field} must be a date YYYY-MM-DD`);
  };
  const bool = (field: string, v: unknown): boolean | undefined => {
    if (v === undefined) return undefined;
    return typeof v === 'boolean' ? v : err(field, `${field} must be a boolean`);
  };
  const source = (field: string, v: unknown): ContributionSource | undefined => {
    if (v === undefined) return undefined;
    return (CONTRIBUTION_SOURCES as readonly unknown[]).includes(v)
      ? (v as ContributionSource)
      : err(field, `${field} must be one of ${CONTRIBUTION_SOURCES.join(', ')}`);
  };
  const sub = (field: string, v: unknown): CommuterSubAccount | undefined => {
    if (v === undefined) return undefined;
    return v === 'Transit' || v === 'Parking' ? v : err(field, `${field} must be Transit or Parking`);
  };
  const month = (field: string, v: unknown): string | undefined => {
    if (v === undefined) return undefined;
    return typeof v === 'string' && MONTH.test(v) ? v : err(field, `${field} must be a month YYYY-MM`);
  };
  const year = (field: string, v: unknown): number | undefined => {
    if (v === undefined) return undefined;
    return isYear(v) ? v : err(field, `${field} must be an integer year`);
  };

  const c = q.Contribution;
  if (typeof c !== 'object' || c === null)
    return {
      ok: false,
      errors: [{ FieldName: 'Contribution', ErrorCode: 'Required', Message: 'Contribution is required' }],
    };
  const amount =
    money('Amount', c.Amount, false) ??
    (c.Amount === undefined ? err('Amount', 'Amount is required', 'Required') : undefined);
  const cDate =
    date('ContributionDate', c.ContributionDate) ??
    (c.ContributionDate === undefined
      ? err('ContributionDate', 'ContributionDate is required', 'Required')
      : undefined);
  const cSource = source('ContributionSource', c.ContributionSource);
  const subAccount = sub('SubAccount', c.SubAccount);
  const benefitMonth = month('BenefitMonth', c.BenefitMonth);
  const contributorId =
    c.ContributorId === undefined
      ? undefined
      : typeof c.ContributorId === 'string'
        ? c.ContributorId
        : err('ContributorId', 'ContributorId must be a string');

  const a = q.Account ?? {};
  const o = q.Owner ?? {};
  const filing =
    o.FilingStatus === undefined
      ? undefined
      : (FILING_STATUSES as readonly unknown[]).includes(o.FilingStatus)
        ? o.FilingStatus
        : err('FilingStatus', `FilingStatus must be one of ${FILING_STATUSES.join(', ')}`);
  const simpleFormula =
    a.SimpleEmployerContribution === undefined
      ? undefined
      : a.SimpleEmployerContribution === 'Match' || a.SimpleEmployerContribution === 'NonElective'
        ? a.SimpleEmployerContribution
        : err('SimpleEmployerContribution', 'SimpleEmployerContribution must be Match or NonElective');
  const applicable =
    a.SimpleApplicableEmployer === undefined
      ? undefined
      : (SIMPLE_APPLICABLE_EMPLOYER as readonly unknown[]).includes(a.SimpleApplicableEmployer)
        ? a.SimpleApplicableEmployer
        : err(
            'SimpleApplicableEmployer',
            `SimpleApplicableEmployer must be one of ${SIMPLE_APPLICABLE_EMPLOYER.join(', ')}`,
          );
  const matchPct = money('SimpleMatchPercent', a.SimpleMatchPercent, false);
  if (matchPct?.gt(100)) err('SimpleMatchPercent', 'SimpleMatchPercent must be a percentage');
  const facts: Facts = {
    planYear: year('PlanYear', a.PlanYear),
    planYearStartDate: date('PlanYearStartDate', a.PlanYearStartDate),
    annualElection: money('AnnualElection', a.AnnualElection),
    beneficiaryDateOfBirth: date('BeneficiaryDateOfBirth', a.BeneficiaryDateOfBirth),
    beneficiaryIsSpecialNeeds: bool('BeneficiaryIsSpecialNeeds', a.BeneficiaryIsSpecialNeeds),
    isNonHighlyCompensated: bool('IsNonHighlyCompensated', a.IsNonHighlyCompensated),
    planBalanceCap: money('PlanBalanceCap', a.PlanBalanceCap),
    simpleEmployerContribution: simpleFormula,
    simpleMatchPercent: matchPct,
    simpleApplicableEmployer: applicable,
    simpleAdditionalNonElective: bool('SimpleAdditionalNonElective', a.SimpleAdditionalNonElective),
    hsa: readHsaFacts(a, o, err),
    // The owner's birth date; an HSA also takes it as a Create Account field.
    dateOfBirth: date('DateOfBirth', o.DateOfBirth) ?? date('Account.DateOfBirth', a.DateOfBirth),
    compensation: money('Compensation', o.Compensation),
    modifiedAgi: money('ModifiedAgi', o.ModifiedAgi),
    filingStatus: filing,
    livedApart: bool('LivedApartFromSpouseAllYear', o.LivedApartFromSpouseAllYear),
    spouseCompensation: money('SpouseCompensation', o.SpouseCompensation),
    spouseIraContributions: money('SpouseIraContributions', o.SpouseIraContributions),
    shared: {
      OtherIraContributions: money('OtherIraContributions', o.OtherIraContributions),
      OtherRothIraContributions: money('OtherRothIraContributions', o.OtherRothIraContributions),
      OtherCoverdellContributions: money('OtherCoverdellContributions', o.OtherCoverdellContributions),
      SpouseDependentCareContributions: money('SpouseDependentCareContributions', o.SpouseDependentCareContributions),
      OtherElectiveDeferrals: money('OtherElectiveDeferrals', o.OtherElectiveDeferrals),
      OtherHsaContributions: money('OtherHsaContributions', o.OtherHsaContributions),
      OtherTrumpAccountContributions: money('OtherTrumpAccountContributions', o.OtherTrumpAccountContributions),
    },
    participantPrincipal: money('ParticipantPrincipal', q.Balances?.ParticipantPrincipal),
  };

  const history: Entry[] = [];
  const h = q.History ?? [];
  if (!Array.isArray(h)) err('History', 'History must be a list');
  else if (h.length > MAX_HISTORY) err('History', `History may hold at most ${MAX_HISTORY} entries`);
  else
    h.forEach((e, i) => {
      const p = `History[${i}]`;
      if (typeof e !== 'object' || e === null) return void err(p, `${p} must be an object`);
      const amt = money(`${p}.Amount`, e.Amount, false);
      const src =
        source(`${p}.ContributionSource`, e.ContributionSource) ??
        (e.ContributionSource === undefined ? err(`${p}.ContributionSource`, 'required', 'Required') : undefined);
      const d =
        date(`${p}.ContributionDate`, e.ContributionDate) ??
        (e.ContributionDate === undefined ? err(`${p}.ContributionDate`, 'required', 'Required') : undefined);
      const ty = year(`${p}.TaxYear`, e.TaxYear);
      const py = year(`${p}.PlanYear`, e.PlanYear);
      const sa = sub(`${p}.SubAccount`, e.SubAccount);
      const bm = month(`${p}.BenefitMonth`, e.BenefitMonth);
      if (amt && src && d)
        history.push({
          amount: amt,
          source: src,
          taxYear: ty,
          planYear: py,
          date: d,
          subAccount: sa,
          benefitMonth: bm ?? `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}`,
          contributorId: typeof e.ContributorId === 'string' ? e.ContributorId : undefined,
        });
    });

  if (errors.length > 0 || !amount || !cDate) return { ok: false, errors };
  return {
    ok: true,
    value: {
      amount,
      source: cSource,
      date: cDate,
      subAccount,
      benefitMonth: benefitMonth ?? `${String(cDate.year).padStart(4, '0')}-${String(cDate.month).padStart(2, '0')}`,
      contributorId,
      facts,
      history,
    },
  };
}
